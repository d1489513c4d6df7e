#!/usr/bin/env bash
# Agent clients and SDKs against a local gateway (issue 22). Needs the gateway's own install at
# the repository root (npm ci) and this folder's (npm ci --prefix e2e/clients); compiles the
# server when stale. Usage: bash e2e/clients/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
node scripts/build.mjs --server --if-stale
# Claude Code's postinstall links its native binary from its platform package (nothing is
# downloaded); npm skips install scripts that allowScripts does not name, so run it here.
node e2e/clients/node_modules/@anthropic-ai/claude-code/install.cjs
exec node --import tsx --test --test-concurrency=1 --test-timeout=180000 e2e/clients/clients.test.ts
