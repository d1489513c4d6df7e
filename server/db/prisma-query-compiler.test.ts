import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { base64Literal, QUERY_COMPILER_BASE64_MODULE, queryCompilerWasmModule } from "./prisma-query-compiler";

// scripts/build.mjs is plain JavaScript (no types): its one function used here, typed.
const BUILD_SCRIPT: string = join(__dirname, "..", "..", "scripts", "build.mjs");
const { patchPrismaClass } = (await import(BUILD_SCRIPT)) as { patchPrismaClass: (text: string, loaderPath: string) => string };

describe("Prisma's query compiler read from its file (issue 26)", () => {
  it("compiles the same module the generated client's own loader imports", async () => {
    const { wasm } = (await import(QUERY_COMPILER_BASE64_MODULE)) as { wasm: string };
    const own = new WebAssembly.Module(Buffer.from(wasm, "base64"));
    const read = await queryCompilerWasmModule();
    expect(WebAssembly.Module.exports(read)).toEqual(WebAssembly.Module.exports(own));
    expect(WebAssembly.Module.imports(read)).toEqual(WebAssembly.Module.imports(own));
  });

  it("refuses a module of another shape", () => {
    expect(base64Literal('const wasm = "AGFz";\nexport { wasm }')).toBe("AGFz");
    expect(() => base64Literal('export const wasm = "AGFz"')).toThrow(/not the/);
    expect(() => base64Literal("const wasm = 1")).toThrow(/not the/);
  });

  it("the build's patch finds the generated loader and points it here", () => {
    const text = readFileSync(join(__dirname, "..", "..", "generated", "prisma", "internal", "class.ts"), "utf8");
    const patched = patchPrismaClass(text, "/x/prisma-query-compiler.ts");
    expect(patched).toContain('getQueryCompilerWasmModule: async () => (await import("/x/prisma-query-compiler.ts")).queryCompilerWasmModule(),');
    expect(patched).not.toContain("wasm-base64.mjs");
    expect(() => patchPrismaClass(text.replace("decodeBase64AsWasm(wasm)", "decode(wasm)"), "/x")).toThrow(/not the expected one/);
  });
});
