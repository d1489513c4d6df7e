import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../server";
import { startMockUpstream, type MockUpstream } from "../upstream";
import { documentationBlocks, extractBlocks, mergedCatalog, type Block } from "./extract";

/**
 * Every runnable example of README.md and docs/*.md, run as a reader would: against a started
 * gateway (its own embedded database, the documentation's providers with a local receiver
 * standing in for the real APIs), in the order the file gives them. A block that exits non-zero
 * fails its test with its output. The reader's `localhost:3000` is this gateway's address.
 */
const ROOT = resolve(__dirname, "../../..");
const MANAGEMENT_KEY = "sk-sy-mgmt-v1-examples-0123456789abcdef0123456789abcdef";
const files = documentationBlocks(ROOT);
const allBlocks = [...files.values()].flat();

let gateway: RunningServer;
let receiver: MockUpstream;
const work = mkdtempSync(join(tmpdir(), "sy-examples-"));
// TypeScript examples import the project's packages: they run from a directory inside the repository.
const tsDir = join(ROOT, "node_modules", ".cache", "switchyard-examples");

beforeAll(async () => {
  receiver = await startMockUpstream();
  const config = join(work, "gateway.config.json");
  writeFileSync(config, JSON.stringify(mergedCatalog(allBlocks, receiver.url), null, 2));
  gateway = await startServer({
    env: {
      GATEWAY_CONFIG: config,
      GATEWAY_MANAGEMENT_KEY: MANAGEMENT_KEY,
      OPENAI_API_KEY: "sk-examples-openai",
      ANTHROPIC_API_KEY: "sk-ant-examples",
      DATABASE_URL: undefined,
    },
  });
  mkdirSync(tsDir, { recursive: true });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await receiver?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The reader's address of the gateway, this one's instead. */
function localize(code: string): string {
  return code.replaceAll("http://localhost:3000", gateway.url).replaceAll("localhost:3000", gateway.url.replace(/^http:\/\//, ""));
}

/**
 * Run one block in bash: the file's session state first (variables earlier blocks set), then the
 * block, then the variables it set are appended to the state.
 */
async function runBlock(block: Block, state: string, index: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  let body = localize(block.code);
  if (block.kind === "ts") {
    const file = join(tsDir, `${block.file.replace(/[^a-z0-9]+/gi, "-")}-${block.line}.mts`);
    writeFileSync(file, body);
    body = `${JSON.stringify(join(ROOT, "node_modules", ".bin", "tsx"))} ${JSON.stringify(file)}`;
  }
  const script = [
    `source ${JSON.stringify(state)}`,
    "set -euo pipefail",
    // An HTTP error fails the block (with the answer's body shown), as a reader would notice.
    'curl() { command curl --fail-with-body "$@"; }',
    "__before=$(compgen -v | sort)",
    body,
    "",
    `for __v in $(comm -13 <(echo "$__before") <(compgen -v | sort)); do case $__v in __*|BASH*|PIPESTATUS|FUNCNAME|COLUMNS|LINES|_) ;; *) declare -p "$__v" | sed 's/^declare -[a-z-]* /declare -gx /' ;; esac; done >> ${JSON.stringify(state)}`,
  ].join("\n");
  const scriptFile = join(work, `block-${index}.sh`);
  writeFileSync(scriptFile, script);
  // Asynchronously: the local receiver answering for the providers runs in this process.
  const child = spawn("bash", [scriptFile], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      GATEWAY_DATA_DIR: gateway.dataDir,
      GATEWAY_CONFIG: join(work, "gateway.config.json"),
      KEY: MANAGEMENT_KEY,
      npm_config_loglevel: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
  const status = await new Promise<number | null>((res) => child.on("close", (code) => res(code)));
  clearTimeout(timer);
  return { status, stdout, stderr };
}

describe("the documentation's runnable examples", () => {
  it("README.md has runnable examples: at least one shell, one TypeScript and one provider config", () => {
    const kinds = new Set((files.get("README.md") ?? []).map((b) => b.kind));
    expect([...kinds].sort()).toEqual(["config", "sh", "ts"]);
  });

  it("the extractor finds each marked block with its line, and refuses an unknown kind", () => {
    const md = ["# x", "```sh runnable", "echo hi", "```", "```sh", "not run", "```", "```ts runnable", "const a = 1;", "```"].join("\n");
    expect(extractBlocks(md, "x.md").map((b) => [b.line, b.kind, b.code])).toEqual([
      [2, "sh", "echo hi"],
      [8, "ts", "const a = 1;"],
    ]);
    expect(() => extractBlocks("```py runnable\nprint(1)\n```", "y.md")).toThrow('y.md:1: "py runnable" is not a runnable kind');
  });

  for (const [file, blocks] of files) {
    const runnable = blocks.filter((b) => b.kind !== "config");
    if (runnable.length === 0) continue;
    it(`${file}: every runnable example runs (${runnable.length})`, async () => {
      const state = join(work, `${file.replace(/[^a-z0-9]+/gi, "-")}.state.sh`);
      writeFileSync(state, "");
      for (const [i, b] of runnable.entries()) {
        const r = await runBlock(b, state, i);
        const where = `${file}:${b.line} (${b.kind})\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
        expect(r.status, where).toBe(0);
      }
    }, 600_000);
  }
});
