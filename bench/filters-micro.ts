/**
 * Issue 23: the content filters' cost, in CPU µs and bytes per call, per detector and for the
 * whole guardrail (every builtin + 5 custom patterns) on the 4 KB prompt of
 * server/content-filters/scan-bench.script.ts; and the person-name detector on walls of
 * capitalised words ("Aaaa Bbbb Cccc …") of 1, 16 and 256 KB, in µs per KB (linear: flat).
 *
 *   npx tsx bench/filters-micro.ts [--iterations N]
 */
import { pathToFileURL } from "node:url";
import { detectAddresses } from "../server/content-filters/address";
import { BUILTIN_SLUGS, BUILTINS } from "../server/content-filters/builtins";
import { detectPersonNames } from "../server/content-filters/person-name";
import { detectPhones } from "../server/content-filters/phone";
import { judgeInjection } from "../server/content-filters/prompt-injection-detector";
import { compileFilterSet, scanTexts } from "../server/content-filters/scan";
import { ensureGcExposed, measure, report } from "./micro";


const PARAGRAPH =
  "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search " +
  "endpoint under load, and the open questions about data retention for European customers. The team measured p99 " +
  "latency at 180 ms after the cache change, down from 420 ms, and the error budget for the month is intact. ";
/** The same 4 KB prompt as scan-bench.script.ts. */
export const PROMPT = (() => {
  let s = "Please summarise the following notes for the steering committee. Contact me at jane.doe@example.com or +1 415-555-0132 if anything is unclear.\n\n";
  const tail = "\nThe vendor invoice was paid with card 4111 1111 1111 1111 from 10.0.0.12. Thanks, Robert Smith";
  while (s.length + PARAGRAPH.length + tail.length <= 4096) s += PARAGRAPH;
  s += tail;
  return s + " ".repeat(Math.max(0, 4096 - s.length));
})();

/** "Aaaa Bbbb Cccc …": capitalised words separated by single spaces (the wall). */
export function capitalisedWall(bytes: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let s = "";
  for (let n = 0; s.length < bytes; n++) s += `${letters[n % 26].toUpperCase()}${letters[n % 26].repeat(3)} `;
  return s.slice(0, bytes);
}

function main() {
  const i = process.argv.indexOf("--iterations");
  const iterations = i > 0 ? Number(process.argv[i + 1]) : 20_000;
  const builtins = BUILTIN_SLUGS.map((slug) => ({ slug, action: slug === "regex-prompt-injection" ? ("flag" as const) : ("redact" as const) }));
  const customs = [
    { pattern: "project-[a-z]{3,20}", action: "redact" as const, label: "[CODENAME]" },
    { pattern: "(?i)internal only", action: "block" as const, label: "internal" },
    { pattern: "\\bACME-\\d{4,8}\\b", action: "redact" as const, label: "[TICKET]" },
    { pattern: "(?i)password\\s*[:=]\\s*\\S+", action: "redact" as const, label: "[SECRET]" },
    { pattern: "sk-[A-Za-z0-9]{20,}", action: "block" as const, label: "api-key" },
  ];
  const set = compileFilterSet(builtins, customs);
  const slots = [
    { origin: "other" as const, text: "You are a concise assistant." },
    { origin: "user" as const, text: PROMPT },
  ];
  const o = { iterations: Math.max(1000, iterations / 4), allocIterations: 300 };
  const rows = [
    measure("all builtins + 5 custom (scanTexts, 4 KB)", () => scanTexts(set, slots), o),
    measure("  email", () => BUILTINS.email.detect(PROMPT), o),
    measure("  phone", () => detectPhones(PROMPT), o),
    measure("  ssn", () => BUILTINS.ssn.detect(PROMPT), o),
    measure("  credit-card", () => BUILTINS["credit-card"].detect(PROMPT), o),
    measure("  ip-address", () => BUILTINS["ip-address"].detect(PROMPT), o),
    measure("  person-name", () => detectPersonNames(PROMPT), o),
    measure("  address", () => detectAddresses(PROMPT), o),
    measure("  prompt-injection (model)", () => judgeInjection(PROMPT), o),
    measure("  5 custom patterns", () => scanTexts(set.slice(BUILTIN_SLUGS.length), slots), o),
  ];
  report(rows);
  process.stdout.write("\nperson-name on a wall of capitalised words:\n");
  for (const kb of [1, 16, 256]) {
    const wall = capitalisedWall(kb * 1024);
    const it = Math.max(3, Math.round(2000 / kb));
    const r = measure(`  ${kb} KB`, () => detectPersonNames(wall), { iterations: it, warmup: Math.max(1, Math.round(it / 4)), allocIterations: Math.max(1, Math.round(it / 10)) });
    process.stdout.write(`  ${String(kb).padStart(3)} KB: ${(r.cpuUs / 1000).toFixed(2)} ms/call cpu, ${(r.cpuUs / kb).toFixed(1)} µs/KB cpu, ${(r.wallUs / kb).toFixed(1)} µs/KB wall\n`);
  }
}

// run as a script only (the timing scripts of scripts/filters import PROMPT and capitalisedWall)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && !ensureGcExposed()) main();
