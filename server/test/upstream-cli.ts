/**
 * Run the mock upstream standalone, for benchmarks and manual use:
 *
 *   tsx server/test/upstream-cli.ts --port 4010 [--latency-ms N] [--verbose] [--record]
 *
 * Prints the base URL (e.g. http://127.0.0.1:4010) on stdout once listening. APIs live under /v1; the
 * behavior grammar (fail-500, slow-200, stream-fail-after-3, ...) is documented in ./upstream.ts.
 * Calls are not recorded unless --record is given (a long benchmark would otherwise grow memory).
 */
import { parseArgs } from "node:util";
import { startMockUpstream } from "./upstream";

function intOption(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`--${name} must be a non-negative integer, got ${JSON.stringify(value)}\n`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4010" },
    "latency-ms": { type: "string" },
    verbose: { type: "boolean", default: false },
    record: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});

if (values.help) {
  process.stdout.write("usage: tsx server/test/upstream-cli.ts [--port 4010] [--latency-ms N] [--verbose] [--record]\n");
  process.exit(0);
}

const mock = await startMockUpstream({
  port: intOption("port", values.port, 4010),
  latencyMs: intOption("latency-ms", values["latency-ms"], 0),
  quiet: !values.verbose,
  record: values.record,
});
process.stdout.write(`${mock.url}\n`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void mock.close().then(() => process.exit(0));
  });
}
