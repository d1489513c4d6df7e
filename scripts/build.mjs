// `npm run build`: the console (`next build`) and the server compiled to plain JavaScript
// (esbuild, dist/server). Plain JavaScript itself so that `npm start` (scripts/start.mjs) runs
// on Node alone. Each output carries a stamp of the sources it was built from; `ensureBuilt()`
// rebuilds only an output that is missing or whose sources changed since.
//
//   node scripts/build.mjs                 both, always
//   node scripts/build.mjs --if-stale      both, only when missing or stale
//   node scripts/build.mjs --server [...]  the server only (the HTTP tests' helper)
//   node scripts/build.mjs --next          the console only (the server's background build)
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
export const SERVER_OUT = join(ROOT, "dist", "server");
const SERVER_STAMP = join(SERVER_OUT, "build-stamp.json");
const nextDir = () => join(ROOT, process.env.NEXT_DIST_DIR || ".next");
const NEXT_STAMP = () => join(nextDir(), "switchyard-build-stamp.json");

const SKIP = new Set(["node_modules", ".next", "dist", ".data", ".git"]);
const isSource = (name) => !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith(".md");

/** Every source file under the given paths (files or folders), tests and docs excluded. */
function files(paths) {
  const out = [];
  const walk = (abs) => {
    let st;
    try {
      st = statSync(abs);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const d of readdirSync(abs)) if (!SKIP.has(d) && !d.startsWith(".next-") && !d.startsWith(".data-")) walk(join(abs, d));
    } else if (isSource(abs)) out.push([relative(ROOT, abs), st.size, Math.floor(st.mtimeMs)]);
  };
  for (const p of paths) walk(join(ROOT, p));
  return out.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** A signature of the sources: names, sizes and modification times (cheap: no file is read). */
function signature(paths) {
  return createHash("sha256").update(JSON.stringify(files(paths))).digest("hex");
}

// What each output is built from (the lock file stands for node_modules).
const SERVER_SOURCES = ["server", "generated", "scripts/build.mjs", "package-lock.json", "tsconfig.json"];
const NEXT_SOURCES = [
  "app",
  "components",
  "server",
  "generated",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];

const readStamp = (path) => {
  try {
    return JSON.parse(readFileSync(path, "utf8")).sources;
  } catch {
    return undefined;
  }
};

const log = (msg) => process.stderr.write(`[build] ${msg}\n`);

const PRISMA_CLASS = /generated[\\/]prisma[\\/]internal[\\/]class\.ts$/;
const PRISMA_WASM_LOADER = /getQueryCompilerWasmModule: async \(\) => \{\s*const \{ wasm \} = await import\("@prisma\/client\/runtime\/query_compiler_fast_bg\.postgresql\.wasm-base64\.mjs"\)\s*return await decodeBase64AsWasm\(wasm\)\s*\},/;

/**
 * The generated Prisma client with its query compiler read from the base64 module's file
 * (server/db/prisma-query-compiler.ts) instead of imported: an imported module keeps its 4.4 MB
 * source and its 4.4 MB string export for the process's life. Throws when the generated loader
 * is not the one this replaces (a Prisma upgrade): the build fails rather than keep them silently.
 */
export function patchPrismaClass(text, loaderPath) {
  if (!PRISMA_WASM_LOADER.test(text)) throw new Error("generated/prisma/internal/class.ts: Prisma's query compiler loader is not the expected one (scripts/build.mjs, patchPrismaClass)");
  return text.replace(PRISMA_WASM_LOADER, `getQueryCompilerWasmModule: async () => (await import(${JSON.stringify(loaderPath)})).queryCompilerWasmModule(),`);
}

const prismaWasmFromFile = {
  name: "prisma-wasm-from-file",
  setup(b) {
    b.onLoad({ filter: PRISMA_CLASS }, (args) => ({
      contents: patchPrismaClass(readFileSync(args.path, "utf8"), join(ROOT, "server", "db", "prisma-query-compiler.ts")),
      loader: "ts",
    }));
  },
};

/**
 * V8 holds a module's source for the process's life (lazy functions compile from it), one byte a
 * character only when every character is Latin-1. esbuild escapes strings but not regular
 * expression literals or comments, and one character above U+00FF (a CJK cue in a content
 * filter's pattern, a "…" in a comment) doubles the whole chunk. So every UTF-16 unit above U+00FF
 * in the output is written as a `\uXXXX` escape: the same character in a regular expression (with
 * or without the u flag: an escaped surrogate pair is one code point under u), a string or an
 * identifier, and in a comment it does not matter. A character right after a backslash would
 * change meaning (`\é` is an identity escape): the build stops there instead. Returns the files
 * rewritten.
 */
export function narrowOutputs(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith(".mjs")) {
        const path = join(d, e.name);
        const text = readFileSync(path, "utf8");
        if (!/[^\u0000-\u00ff]/.test(text)) continue;
        const narrowed = text.replace(/(\\*)([^\u0000-\u00ff])/g, (_, slashes, ch) => {
          if (slashes.length % 2 === 1) throw new Error(`${relative(dir, path)}: an escaped character above U+00FF (${JSON.stringify(ch)}) cannot be rewritten as \\u${ch.charCodeAt(0).toString(16)}`);
          return `${slashes}\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
        });
        writeFileSync(path, narrowed);
        out.push(relative(dir, path));
      }
    }
  };
  walk(dir);
  return out;
}

export async function buildServer() {
  const started = Date.now();
  const sources = signature(SERVER_SOURCES);
  const { build, stop } = await import("esbuild");
  // Built beside, then swapped in: a server starting meanwhile (parallel tests) never sees half a build.
  const tmp = `${SERVER_OUT}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: "server/main.ts",
      // server/db/embedded-worker-host.ts starts `./embedded-worker.mjs` next to itself: here the compiled worker.
      "embedded-worker": "server/db/embedded-worker.ts",
    },
    outdir: tmp,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true, // code behind a dynamic import() loads on first use
    chunkNames: "chunks/[name]-[hash]",
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external", // node_modules stay node_modules (Next, Prisma's runtime, PGlite's wasm)
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [prismaWasmFromFile],
    // Bundled CommonJS (none today) would need require in an ES module.
    banner: { js: 'import { createRequire as __sy_createRequire } from "node:module"; const require = __sy_createRequire(import.meta.url);' },
  });
  // esbuild's service process would otherwise live as long as `npm start`'s server.
  await stop();
  // The content filters' name lexicon is a binary file read at start (not bundled source):
  // server/content-filters/lexicon.ts looks for it beside the compiled server.
  // So are the injection model's int8 weights (server/content-filters/prompt-injection-detector.ts).
  for (const file of ["name-lexicon.bin", "injection-model.bin"]) copyFileSync(join(ROOT, "server", "content-filters", file), join(tmp, file));
  const narrowed = narrowOutputs(tmp);
  if (narrowed.length > 0) log(`characters above U+00FF escaped (one-byte source in memory): ${narrowed.join(", ")}`);
  writeFileSync(join(tmp, "build-stamp.json"), JSON.stringify({ sources, built_at: new Date().toISOString() }) + "\n");
  const old = `${SERVER_OUT}.old-${process.pid}`;
  if (existsSync(SERVER_OUT)) renameSync(SERVER_OUT, old);
  renameSync(tmp, SERVER_OUT);
  rmSync(old, { recursive: true, force: true });
  log(`server compiled to ${relative(ROOT, SERVER_OUT)} in ${Date.now() - started} ms`);
}

export function buildNext() {
  const started = Date.now();
  const res = spawnSync(process.execPath, [join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (res.status !== 0) throw new Error("next build failed");
  // Signed after the build: `next build` may touch tsconfig.json itself.
  const sources = signature(NEXT_SOURCES);
  mkdirSync(nextDir(), { recursive: true });
  writeFileSync(NEXT_STAMP(), JSON.stringify({ sources, built_at: new Date().toISOString() }) + "\n");
  log(`console built in ${Date.now() - started} ms`);
}

export const serverStale = () => !existsSync(join(SERVER_OUT, "main.mjs")) || readStamp(SERVER_STAMP) !== signature(SERVER_SOURCES);
/**
 * Missing, or built by scripts/build.mjs from other sources. A console build without a stamp (a
 * plain `next build`, as the tests and helpers run it) is taken as it is.
 */
export const nextStale = () => {
  if (!existsSync(join(nextDir(), "BUILD_ID"))) return true;
  const stamp = readStamp(NEXT_STAMP());
  return stamp !== undefined && stamp !== signature(NEXT_SOURCES);
};

/** Build what is missing or stale. `nextOnlyIfMissing`: keep an existing console build even if stale (the tests' choice). */
export async function ensureBuilt({ server = true, next = true, nextOnlyIfMissing = false } = {}) {
  if (next && (nextOnlyIfMissing ? !existsSync(join(nextDir(), "BUILD_ID")) : nextStale())) {
    log(existsSync(join(nextDir(), "BUILD_ID")) ? "sources changed: rebuilding the console" : "no console build: running `next build`");
    buildNext();
  }
  if (server && serverStale()) await buildServer();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  const server = !args.has("--next");
  const next = !args.has("--server");
  try {
    if (args.has("--if-stale")) await ensureBuilt({ server, next });
    else {
      if (next) buildNext();
      if (server) await buildServer();
    }
  } catch (err) {
    process.stderr.write(`build failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
