import { allFakers } from "@faker-js/faker";
import { FLAG, lexFlags } from "../lexicon";
import R7 from "./pii-words-r7.json";
import { mulberry32, pick, slugAdder, type AddLabelled as Add, type Labelled, type Rng } from "./rng";

/**
 * Round 7 families of the own PII sets (data: pii-words-r7.json), each answering one general cause
 * of the r7 fresh check's misses and false positives: lower-case names after a contact verb or an
 * honorific in text with capitals elsewhere; names no list knows after a role ("the groom is …") or
 * before one ("… is our new coordinator"); Arabic and Devanagari names of two to four words after
 * a cue; phones with a spaced-slash area code and Australian 1300 / 1800 numbers; IP addresses with
 * a version word before but a network word nearer. Near misses: vessels, numbered models, businesses
 * called after given names, brand-themed compounds; document numbers with their year and a date,
 * batches with a date, IBANs; dotted quads after a version or section cue (7 languages). Names of
 * faker's lists or built from syllables here; numbers random. Own PRNG and faker seeds.
 */
export function ownPiiRound7(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const add = slugAdder(out, slug);
  const rng: Rng = mulberry32(0x2307 ^ (slug.length * 151));
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join("");
  if (slug === "person-name") personNames(add, rng);
  else if (slug === "phone") phones(add, rng, digits);
  else if (slug === "ip-address") ips(add, rng);
  return out;
}

const plain = (f: number) => (f & (FLAG.COMMON | FLAG.PLACE)) === 0;

function namesWhere(locs: readonly string[], seed: number, kind: "first" | "last", keep: (f: number) => boolean, n: number): string[] {
  const got = new Set<string>();
  locs.forEach((loc, li) => {
    const f = allFakers[loc as keyof typeof allFakers];
    f.seed(seed + li);
    for (let k = 0; k < 400 && got.size < (n * (li + 1)) / locs.length; k++) {
      const w = kind === "first" ? f.person.firstName() : f.person.lastName();
      if (/^[\p{Lu}][\p{Ll}]{2,}$/u.test(w) && keep(lexFlags(w.toLowerCase()))) got.add(w);
    }
  });
  return [...got];
}

/** A capitalised word of 2-3 syllables that no list knows (an invented name). */
function unknownWord(rng: Rng, syllables: readonly string[]): string {
  for (;;) {
    const w = Array.from({ length: 2 + Math.floor(rng() * 2) }, () => pick(rng, syllables)).join("");
    if (w.length >= 5 && lexFlags(w) === 0) return w[0].toUpperCase() + w.slice(1);
  }
}

function personNames(add: Add, rng: Rng): void {
  const given = namesWhere(["en_US", "de", "fr", "nl", "sv"], 9800, "first", (f) => (f & FLAG.GIVEN) !== 0 && plain(f), 30);
  const family = namesWhere(["de", "pl", "it", "nl", "tr"], 9810, "last", (f) => (f & FLAG.SURNAME) !== 0 && plain(f), 30);
  R7.lowerCuedTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", `${pick(rng, given)} ${pick(rng, family)}`.toLowerCase()), 1, "r7-lower-cued", `r7low:${i}`);
  });
  const name = () => `${unknownWord(rng, R7.givenSyllables)} ${unknownWord(rng, R7.familySyllables)}`;
  R7.roleIsTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", name()), 1, "r7-role-is", `r7role:${i}`);
  });
  R7.personAfterTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", name()), 1, "r7-person-after", `r7after:${i}`);
  });
  R7.uncasedTemplates.forEach((t, i) => {
    for (let k = 0; k < 2; k++) {
      const words = k === 0 ? R7.arabicWords : R7.devanagariWords;
      const n = Array.from({ length: 2 + Math.floor(rng() * 3) }, () => pick(rng, words));
      add(t.replace("{n}", [...new Set(n)].length >= 2 ? [...new Set(n)].join(" ") : `${words[0]} ${words[2]}`), 1, "r7-uncased", `r7unc:${i}`, k === 0 ? "ar" : "hi");
    }
  });
  // near misses: vessels, numbered models, businesses called after names, brand-themed compounds
  const named = namesWhere(["en_US", "en_GB"], 9820, "first", (f) => (f & FLAG.GIVEN) !== 0 && plain(f), 20);
  R7.vesselTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{a}", pick(rng, named)).replace("{b}", pick(rng, family)).replace("{c}", pick(rng, named)), 0, "r7-vessel", `r7ves:${i}`);
  });
  R7.numberedTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{a}", pick(rng, named)).replace("{b}", pick(rng, family)), 0, "r7-numbered", `r7num:${i}`);
  });
  R7.businessTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{a}", pick(rng, named)).replace("{b}", pick(rng, named)), 0, "r7-business", `r7biz:${i}`);
  });
  R7.hyphenThemedTemplates.forEach((t, i) => {
    R7.brandWords.forEach((b) => add(t.replace("{a}", `${b} ${pick(rng, ["Falcon", "Ranger", "Comet", "Mirage"])}`), 0, "r7-themed", `r7thm:${i}`));
  });
}

function phones(add: Add, rng: Rng, digits: (n: number) => string): void {
  // a German area code, a spaced slash, the subscriber number in pairs
  const areas = ["030", "040", "069", "089", "0221", "0711"];
  R7.phoneSlashTemplates.forEach((t, i) => {
    for (let k = 0; k < 4; k++) add(t.replace("{v}", `${pick(rng, areas)} / ${digits(2)} ${digits(2)} ${digits(2)} ${1 + Math.floor(rng() * 9)}${digits(1)}`), 1, "r7-slash-area", `r7slash:${i}`, "de");
  });
  R7.auTemplates.forEach((t, i) => {
    for (let k = 0; k < 4; k++) add(t.replace("{v}", `${pick(rng, ["1300", "1800"])} ${1 + Math.floor(rng() * 9)}${digits(2)} ${digits(3)}`), 1, "r7-au-national", `r7au:${i}`);
  });
  const date = (sep: string) => `${String(1 + Math.floor(rng() * 28)).padStart(2, "0")}${sep}${String(1 + Math.floor(rng() * 12)).padStart(2, "0")}${sep}${2019 + Math.floor(rng() * 7)}`;
  R7.docYearTemplates.forEach(([lang, t], i) => {
    for (let k = 0; k < 3; k++)
      add(t.replace("{n}", digits(3 + (k % 2))).replace("{y}", String(2019 + Math.floor(rng() * 7))).replace("{d}", date(k === 2 ? "." : "/")), 0, "r7-doc-year", `r7doc:${i}`, lang);
  });
  R7.batchTemplates.forEach(([lang, t], i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{v}", `${digits(2)}-${digits(3)}-${digits(2)}`).replace("{d}", date(".")), 0, "r7-batch-date", `r7batch:${i}`, lang);
  });
  R7.ibanTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{v}", `${pick(rng, ["NL", "DE", "BE", "FR"])}${digits(2)} ${pick(rng, R7.ibanBanks)} ${digits(4)} ${digits(4)} ${digits(2)}`), 0, "r7-iban", `r7iban:${i}`);
  });
}

function ips(add: Add, rng: Rng): void {
  const octet = () => String(1 + Math.floor(rng() * 254));
  const quad = () => `${octet()}.${octet()}.${octet()}.${octet()}`;
  const small = () => `${1 + Math.floor(rng() * 12)}.${Math.floor(rng() * 20)}.${Math.floor(rng() * 9)}.${1 + Math.floor(rng() * 9)}`;
  R7.ipVersionTemplates.forEach((t, i) => {
    for (let k = 0; k < 2; k++) add(t.replace("{v}", small()).replace("{w}", small()), 0, "r7-version-quad", `r7ver:${i}`);
  });
  R7.ipNearCueTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{v}", quad()), 1, "r7-ip-near-cue", `r7ipc:${i}`);
  });
}
