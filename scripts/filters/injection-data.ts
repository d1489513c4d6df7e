/**
 * The prompt-injection examples and their split, shared by the training and evaluation
 * scripts: the project's own generated set (server/content-filters/labelled/injection.ts) plus
 * the public set prepared by prepare-injection-data.ts (.data-filters/, gitignored). A group is
 * on one side of the split only; the held-out side is never trained on or tuned against.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ownInjectionSet } from "../../server/content-filters/labelled/injection";
import { fnv1a, isHeldOut, type Labelled } from "../../server/content-filters/labelled/rng";

export const PUBLIC_FILE = join(process.cwd(), ".data-filters", "injection-public.jsonl");

export function loadInjectionData(opts: { requirePublic: boolean }): { all: Labelled[]; hasPublic: boolean } {
  const all = ownInjectionSet();
  const hasPublic = existsSync(PUBLIC_FILE);
  if (!hasPublic && opts.requirePublic) throw new Error(`${PUBLIC_FILE} is missing: run scripts/filters/prepare-injection-data.ts first`);
  if (hasPublic) for (const line of readFileSync(PUBLIC_FILE, "utf8").split("\n")) if (line) all.push(JSON.parse(line) as Labelled);
  return { all, hasPublic };
}

export type Side = "train" | "validation" | "held-out";
/** held-out: a fifth of the groups (rng.ts); validation: a tenth of the rest (threshold choice). */
export function sideOf(x: Labelled): Side {
  if (isHeldOut(x.group)) return "held-out";
  return fnv1a(`val:${x.group}`) % 10 === 0 ? "validation" : "train";
}
