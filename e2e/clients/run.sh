#!/usr/bin/env bash
# Agent clients and SDKs against a local gateway (issue 22). Needs the gateway's own install at
# the repository root (npm ci) and this folder's (npm ci --prefix e2e/clients); compiles the
# server when stale. Usage: bash e2e/clients/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
node scripts/build.mjs --server --if-stale
exec node --import tsx --test --test-concurrency=1 --test-timeout=180000 e2e/clients/clients.test.ts
