/**
 * The runnable examples of the documentation: fenced blocks whose info string is
 * `sh runnable`, `ts runnable` or `json runnable-config` in README.md and docs/*.md.
 *
 * - `sh runnable` blocks run in bash (`set -euo pipefail`), one after another per file, in the
 *   repository's root; the variables a block sets are kept for the file's next blocks.
 * - `ts runnable` blocks run with tsx in the same session (its variables are in `process.env`).
 * - `json runnable-config` blocks are gateway.config.json documents (the real providers'
 *   snippets); their providers and models make up the catalog the examples run against, with
 *   every provider's base URL pointed at a local receiver standing in for the real API.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export type BlockKind = "sh" | "ts" | "config";

export interface Block {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  kind: BlockKind;
  code: string;
}

const FENCE = /^```([a-z]+)[ \t]+(runnable(?:-config)?)[ \t]*$/;

export function extractBlocks(markdown: string, file: string): Block[] {
  const lines = markdown.split("\n");
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = FENCE.exec(lines[i]);
    if (!m) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    if (i >= lines.length) throw new Error(`${file}:${start + 1}: unterminated code block`);
    const [, lang, marker] = m;
    const kind: BlockKind | null =
      marker === "runnable-config" && lang === "json" ? "config" : marker === "runnable" && (lang === "sh" || lang === "bash") ? "sh" : marker === "runnable" && (lang === "ts" || lang === "typescript") ? "ts" : null;
    if (!kind) throw new Error(`${file}:${start + 1}: "${lang} ${marker}" is not a runnable kind (sh runnable, ts runnable, json runnable-config)`);
    out.push({ file, line: start + 1, kind, code: body.join("\n") });
  }
  return out;
}

/** README.md, then docs/*.md (docs/README.md first), each with its blocks in order. */
export function documentationBlocks(root: string): Map<string, Block[]> {
  const files = [join(root, "README.md")];
  const docs = join(root, "docs");
  const names = readdirSync(docs)
    .filter((n) => n.endsWith(".md"))
    .sort((a, b) => (a === "README.md" ? -1 : b === "README.md" ? 1 : a.localeCompare(b)));
  for (const n of names) files.push(join(docs, n));
  const out = new Map<string, Block[]>();
  for (const f of files) {
    const rel = relative(root, f);
    const blocks = extractBlocks(readFileSync(f, "utf8"), rel);
    if (blocks.length) out.set(rel, blocks);
  }
  return out;
}

interface CatalogDoc {
  vendors?: Record<string, string>;
  providers?: Array<Record<string, unknown> & { id: string; base_url?: string }>;
  models?: Array<Record<string, unknown> & { slug: string }>;
}

/**
 * One catalog of every `json runnable-config` block, each provider's base URL replaced by the
 * local receiver's (`<receiver>/v1`): what the documentation's real providers would be, with the
 * receiver answering for them.
 */
export function mergedCatalog(blocks: readonly Block[], receiverUrl: string): CatalogDoc {
  const out: Required<Pick<CatalogDoc, "providers" | "models">> & CatalogDoc = { providers: [], models: [] };
  for (const b of blocks) {
    if (b.kind !== "config") continue;
    const doc = JSON.parse(b.code) as CatalogDoc;
    if (doc.vendors) out.vendors = doc.vendors;
    for (const p of doc.providers ?? []) {
      if (out.providers.some((q) => q.id === p.id)) continue;
      out.providers.push(p.base_url ? { ...p, base_url: `${receiverUrl}/v1` } : p);
    }
    for (const m of doc.models ?? []) if (!out.models.some((q) => q.slug === m.slug)) out.models.push(m);
  }
  return out;
}
