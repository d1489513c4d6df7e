/**
 * An experiment, not shipped (thirteenth session; docs/filters-data-card.md "Blind checks r15 / r18, r19, r20"):
 * a token classifier over lexicon flags and neighbouring words (logistic regression, hashed features), trained on the
 * rule detector's own spans as silver labels, judged as "rules OR model" on fresh sets it was not trained on.
 *
 *   TEST_SETS=r16,r17,r18,r19,r20 npx tsx scripts/filters/person-token-experiment.ts
 */
import { readFileSync, existsSync } from "node:fs";
import { detectPersonNames } from "../../server/content-filters/person-name";
import { FLAG, lexFlags } from "../../server/content-filters/lexicon";
import { ownPiiSet } from "../../server/content-filters/labelled/pii";
type Row = { text: string; label: 0 | 1; set: string };
const rows: Row[] = [];
const load = (r: number) => {
  const f = `scripts/filters/fresh-pii-r${r}.json`;
  if (!existsSync(f)) return [] as Row[];
  const d = JSON.parse(readFileSync(f, "utf8")).sets["person-name"];
  if (!d) return [];
  return [...d.positives.map((text: string) => ({ text, label: 1 as const, set: `r${r}` })), ...d.negatives.map((text: string) => ({ text, label: 0 as const, set: `r${r}` }))];
};
const TEST = new Set((process.env.TEST_SETS ?? "r19,r20").split(","));
for (let r = 4; r <= 20; r++) rows.push(...load(r));
rows.push(...ownPiiSet("person-name").map((x) => ({ text: x.text, label: x.label, set: "own" })));
const TOK = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;
const BITS = 18, DIM = 1 << BITS;
const h = (s: string) => { let x = 0x811c9dc5; for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 0x01000193); return (x >>> 0) & (DIM - 1); };
const shape = (w: string) => (w === w.toUpperCase() && w !== w.toLowerCase() ? "U" : w[0] !== w[0].toLowerCase() ? "C" : w[0] === w[0].toUpperCase() ? "N" : "l");
const flagsOf = (w: string) => { const l = w.toLowerCase().replace(/’/g, "'"); return lexFlags(l) || lexFlags(l.split("'")[0]); };
const fstr = (f: number) => `${f & FLAG.GIVEN ? "G" : ""}${f & FLAG.SURNAME ? "S" : ""}${f & FLAG.NAME ? "N" : ""}${f & FLAG.COMMON ? "c" : ""}${f & FLAG.PLACE ? "p" : ""}`;
interface Cand { feats: number[]; start: number; end: number }
function candidates(t: string): Cand[] {
  const toks = [...t.matchAll(TOK)].map((m) => ({ w: m[0], s: m.index!, e: m.index! + m[0].length }));
  const out: Cand[] = [];
  for (let i = 0; i < toks.length; i++) {
    const { w, s, e } = toks[i];
    const f = flagsOf(w);
    if (!(f & (FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME))) continue;
    const p = toks[i - 1], n = toks[i + 1];
    const between = (a: number, b: number) => t.slice(a, b).trim();
    const pf = p ? fstr(flagsOf(p.w)) : "^", nf = n ? fstr(flagsOf(n.w)) : "$";
    const sepBefore = p ? between(p.e, s) : "^", sepAfter = n ? between(e, n.s) : "$";
    const startSent = !p || /[.!?:\n]\s*$/.test(t.slice(p.e, s));
    const F = [
      `f=${fstr(f)}`, `sh=${shape(w)}`, `f_sh=${fstr(f)}|${shape(w)}`, `st=${startSent}`, `st_sh=${startSent}|${shape(w)}|${fstr(f)}`,
      `pw=${p ? p.w.toLowerCase() : "^"}`, `nw=${n ? n.w.toLowerCase() : "$"}`, `pf=${pf}`, `nf=${nf}`, `psh=${p ? shape(p.w) : "^"}`, `nsh=${n ? shape(n.w) : "$"}`,
      `sb=${sepBefore}`, `sa=${sepAfter}`, `suf=${w.slice(-3).toLowerCase()}`, `len=${Math.min(w.length, 9)}`,
      `pf_nf=${pf}|${nf}`, `sh_nsh=${shape(w)}|${n ? shape(n.w) : "$"}`, `pw_sh=${p ? p.w.toLowerCase() : "^"}|${shape(w)}`, `nw_sh=${n ? n.w.toLowerCase() : "$"}|${shape(w)}`,
      `bias`,
    ];
    out.push({ feats: F.map(h), start: s, end: e });
  }
  return out;
}
const train: { x: number[]; y: number }[] = [];
for (const r of rows) {
  if (TEST.has(r.set)) continue;
  const spans = r.label ? detectPersonNames(r.text) : [];
  for (const c of candidates(r.text)) train.push({ x: c.feats, y: spans.some(([a, b]) => c.start < b && c.end > a) ? 1 : 0 });
}
const w = new Float64Array(DIM);
const sig = (z: number) => 1 / (1 + Math.exp(-z));
const score = (x: number[]) => { let z = 0; for (const i of x) z += w[i]; return sig(z); };
let seed = 7; const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
for (let ep = 0; ep < 8; ep++) {
  const lr = 0.2 / (1 + ep);
  for (let k = 0; k < train.length; k++) {
    const ex = train[Math.floor(rnd() * train.length)];
    const g = score(ex.x) - ex.y;
    for (const i of ex.x) w[i] -= lr * (g + 1e-5 * w[i]);
  }
}
console.log(`train tokens ${train.length}, positives ${train.filter((t) => t.y).length}`);
const sets = [...new Set(rows.map((r) => r.set))];
for (const th of [0.5, 0.7, 0.8, 0.9]) {
  const line: string[] = [];
  let fpAdd = 0, negAll = 0;
  for (const s of sets) {
    const rs = rows.filter((r) => r.set === s);
    let p = 0, tpR = 0, tpU = 0, n = 0, fpR = 0, fpU = 0;
    for (const r of rs) {
      const rule = detectPersonNames(r.text).length > 0;
      const model = candidates(r.text).some((c) => score(c.feats) > th);
      const u = rule || model;
      if (r.label) { p++; if (rule) tpR++; if (u) tpU++; } else { n++; if (rule) fpR++; if (u) fpU++; }
    }
    if (TEST.has(s)) line.push(`${s}: det ${(100 * tpR / p).toFixed(1)}->${(100 * tpU / p).toFixed(1)} fp ${(100 * fpR / n).toFixed(1)}->${(100 * fpU / n).toFixed(1)}`);
    else { fpAdd += fpU - fpR; negAll += n; }
  }
  console.log(`th ${th}: ${line.join("  ")}   train-side added FP ${fpAdd}/${negAll}`);
}
