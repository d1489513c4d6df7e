/**
 * Prisma's query compiler (WebAssembly) for the compiled server, read from the file of Prisma's
 * base64 module instead of imported from it (scripts/build.mjs points the generated client's
 * `getQueryCompilerWasmModule` here). An imported module lives as long as the process, and with
 * it its source text (4.4 MB) and its `wasm` export (the same 4.4 MB again): 8.7 MB of the main
 * heap kept for a module compiled once at start. Read here, both strings are garbage as soon as
 * the module is compiled (docs/performance.md, issue 26, "Memory accounted for").
 */
import { readFile } from "node:fs/promises";

/** The module the generated client imports (generated/prisma/internal/class.ts). */
export const QUERY_COMPILER_BASE64_MODULE = "@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs";

/** The base64 literal of that module's text: `const wasm = "…";\nexport { wasm }`. */
export function base64Literal(text: string): string {
  const start = text.indexOf('"');
  const end = start === -1 ? -1 : text.indexOf('"', start + 1);
  if (start === -1 || end === -1 || !/^const wasm = "$/.test(text.slice(0, start + 1))) {
    throw new Error(`${QUERY_COMPILER_BASE64_MODULE}: not the \`const wasm = "<base64>"\` module this loader reads`);
  }
  return text.slice(start + 1, end);
}

/** The compiled query compiler, as the generated client's own loader returns it. */
export async function queryCompilerWasmModule(): Promise<WebAssembly.Module> {
  const text = await readFile(new URL(import.meta.resolve(QUERY_COMPILER_BASE64_MODULE)), "latin1");
  return new WebAssembly.Module(Buffer.from(base64Literal(text), "base64"));
}
