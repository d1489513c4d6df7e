import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The layer order of docs/architecture.md "Layers", read from the imports themselves (type-only
 * ones included): an import goes down or sideways, never up, and no files import each other in a
 * circle. Test files, *.script.ts and server/test/ may import any layer (a procedure's test goes
 * through the router), but they take part in the cycle check, and nothing else imports them.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED = ["server", "components", "app"];

/** Lowest first; a file belongs to the first layer with a prefix it starts with (longest prefixes first within the list). */
const LAYERS: Array<{ name: string; paths: string[] }> = [
  {
    name: "base",
    paths: [
      "server/errors/",
      "server/env.ts",
      "server/logger.ts",
      "server/net/",
      // Wire helpers with no gateway state: what every transport and procedure checks a request with.
      "server/http/body-limit.ts",
      "server/http/client-error.ts",
      "server/http/early-checks.ts",
      "server/http/node-web.ts",
      "server/http/unsafe-strings.ts",
    ],
  },
  { name: "data", paths: ["server/db.ts", "server/db/", "server/redis.ts", "generated/"] },
  { name: "catalog", paths: ["server/catalog/", "server/content-filters/"] },
  { name: "observability", paths: ["server/observability/"] },
  { name: "auth", paths: ["server/auth/"] },
  { name: "services", paths: ["server/services/"] },
  { name: "inference", paths: ["server/inference/"] },
  { name: "api", paths: ["server/trpc/", "server/routers/"] },
  { name: "transport", paths: ["server/http/", "server/main.ts", "server/startup", "app/", "components/"] },
  { name: "tests", paths: ["server/test/", "server/architecture.test.ts"] },
];

function layerOf(rel: string): number {
  let best = -1;
  let bestLen = 0;
  LAYERS.forEach((l, i) => {
    for (const p of l.paths) if (rel.startsWith(p) && p.length > bestLen) [best, bestLen] = [i, p.length];
  });
  return best;
}

const isTestCode = (rel: string) => /\.(test|script)\.tsx?$/.test(rel) || rel.startsWith("server/test/");

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "node_modules" && !e.name.startsWith(".")) sourceFiles(p, out);
    } else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(path.relative(ROOT, p));
  }
  return out;
}

/** A specifier to a repository path (relative or `@/`), or null for a package. */
function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(path.join(ROOT, c)) && /\.(tsx?|mjs|js|json|css)$/.test(c)) return c;
  }
  return base; // a generated or missing file: still placed in its layer by its path
}

/** The source without its comments (a `//` or `/*` inside a string is not one). */
function withoutComments(src: string): string {
  let out = "";
  let quote: string | null = null;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      out += c;
      if (c === "\\") out += src[++i] ?? "";
      else if (c === quote || (c === "\n" && quote !== "`")) quote = null;
    } else if (c === "/" && src[i + 1] === "/") {
      while (i < src.length && src[i] !== "\n") i++;
      out += "\n";
    } else if (c === "/" && src[i + 1] === "*") {
      const end = src.indexOf("*/", i + 2);
      out += src.slice(i, end < 0 ? src.length : end).replace(/[^\n]/g, "");
      i = end < 0 ? src.length : end + 1;
    } else {
      if (c === '"' || c === "'" || c === "`") quote = c;
      out += c;
    }
  }
  return out;
}

/**
 * import … from "x", import type … from "x", export … from "x", import "x", import("x") and
 * vi.mock("x") (a statement keyword at the start of a line or after `;`).
 */
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*["']([^"'\n]+)["']|(?:^|[\n;])\s*import\s*["']([^"'\n]+)["']|\b(?:import|vi\.mock)\(\s*["']([^"'\n]+)["']\s*[,)]/g;

export function importsOf(src: string): string[] {
  const found: string[] = [];
  for (const m of withoutComments(src).matchAll(IMPORT)) found.push(m[1] ?? m[2] ?? m[3]);
  return found;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SCANNED.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
    const targets = importsOf(readFileSync(path.join(ROOT, file), "utf8"))
      .map((spec) => resolveImport(file, spec))
      .filter((t): t is string => t !== null && t !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import cycle, as its files in order (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("architecture (docs/architecture.md: Layers)", () => {
  const graph = importGraph();

  it("reads the imports of every file (sanity: the graph is not empty)", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("server/inference/pipeline.ts")).toContain("server/inference/messages/service.ts");
  });

  it("places every scanned file in a layer", () => {
    expect([...graph.keys()].filter((f) => layerOf(f) < 0)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("imports only down or sideways in the layer order", () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = layerOf(file);
      for (const t of targets) {
        const to = layerOf(t);
        if (to < 0) continue; // outside the layered tree (scripts/, bench/): none today
        if (isTestCode(t) && !isTestCode(file)) upward.push(`${file} → ${t} (test code)`);
        else if (to > from && !isTestCode(file)) upward.push(`${file} (${LAYERS[from].name}) → ${t} (${LAYERS[to].name})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("reads every form of import and nothing in comments", () => {
    const src = [
      'import { a,\n  b } from "./a";',
      'import type { T } from "@/server/t";',
      "import * as ns from '../ns';",
      'export { c } from "./c"; export type { D } from "./d";',
      'import "./side-effect";',
      'const lazy = () => import("./lazy");',
      '// import { x } from "./commented";',
      '/* import { y } from "./block"; */',
      'const url = "http://example.com/x"; import { z } from "./after-url";',
    ].join("\n");
    expect(importsOf(src).sort()).toEqual(["../ns", "./a", "./after-url", "./c", "./d", "./lazy", "./side-effect", "@/server/t"]);
  });

  it("finds an upward import and a cycle when there is one (the checks can fail)", () => {
    const g = new Map([
      ["server/services/a.ts", ["server/inference/b.ts"]],
      ["server/inference/b.ts", ["server/services/a.ts"]],
    ]);
    expect(cycles(g)).toEqual([["server/inference/b.ts", "server/services/a.ts"]]);
    expect(layerOf("server/services/a.ts")).toBeLessThan(layerOf("server/inference/b.ts"));
    expect(layerOf("server/http/api-routes.ts")).toBeGreaterThan(layerOf("server/http/unsafe-strings.ts"));
  });
});
