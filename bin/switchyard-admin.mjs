#!/usr/bin/env node
/**
 * `npx switchyard-admin <command>`: the operator CLI (scripts/admin.ts) without npm's
 * `> switchyard@… admin` banner on stdout, so stdout is exactly one JSON document.
 */
import { register } from "tsx/esm/api";

register();
await import("../scripts/admin.ts");
