import { allFakers } from "@faker-js/faker";
import { FLAG, lexFlags } from "../lexicon";
import R9 from "./pii-words-r9.json";
import { mulberry32, pick, slugAdder, type AddLabelled as Add, type Labelled, type Rng } from "./rng";

/**
 * Round 9 families of the own person-name set (data: pii-words-r9.json), each answering one general
 * cause of misses and false positives rather than any text: titles and forms of address of ~15
 * languages before a single name (Domnul, ponia, κύριος, господин, г-жа, Sayın, Aling, Uncle,
 * Deacon...) and after one (Hanım, Bey, úr, -san, ji); a role word or a self-introduction before one
 * given name; record fields (JSON, HTML, YAML, git trailers, logs); names no list knows ending like a
 * surname (-enko, -shvili, -escu, -poulos, -yan, -ович...); Latvian, Russian and Polish names in a
 * case form. Near misses: places and ideas named after people next to their head noun (airport,
 * effect, law, Flughafen, lotnisko, stade, Hurricane...), weak titles and role words before ordinary
 * capitalised words, self-descriptions, Slavic and Romanian adjective headings. Names of faker's
 * lists or built from syllables here. Own PRNG and faker seeds.
 */
export function ownPiiRound9(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "person-name") return out;
  const add = slugAdder(out, slug);
  personNames(add, mulberry32(0x2309 ^ (slug.length * 173)));
  return out;
}

const plain = (f: number) => (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
const LOCALE: Record<string, string> = { ro: "ro", lt: "lv", lv: "lv", el: "el", ru: "ru", uk: "uk", bg: "ru", tr: "tr", it: "it", en: "en_US", pt: "pt_BR", tl: "en_US", id: "id_ID", sw: "en_US", hu: "hu", hi: "en_IN", de: "de", pl: "pl", fr: "fr", es: "es", vi: "vi" };

function names(loc: string, seed: number, kind: "first" | "last", n: number, sex?: "male" | "female"): string[] {
  const f = allFakers[(LOCALE[loc] ?? loc) as keyof typeof allFakers];
  f.seed(seed);
  const got = new Set<string>();
  for (let k = 0; k < 400 && got.size < n; k++) {
    const w = kind === "first" ? f.person.firstName(sex) : f.person.lastName(sex);
    if (/^[\p{Lu}][\p{Ll}]{2,}$/u.test(w) && lexFlags(w.toLowerCase()) & (kind === "first" ? FLAG.GIVEN : FLAG.SURNAME) && plain(lexFlags(w.toLowerCase()))) got.add(w);
  }
  // a locale whose names the lists hold as words or places only: English names instead
  return got.size > 0 || loc === "en" ? [...got] : names("en", seed, kind, n, sex);
}

function unknownWord(rng: Rng, syllables: readonly string[], min = 2): string {
  for (;;) {
    const w = Array.from({ length: min + Math.floor(rng() * 2) }, () => pick(rng, syllables)).join("");
    if (w.length >= 4 && lexFlags(w) === 0) return w[0].toUpperCase() + w.slice(1);
  }
}
const LATIN_SYL = ["ka", "ro", "mi", "ta", "ve", "lu", "zo", "na", "ri", "be", "so", "da", "ne", "vi", "to", "ga", "li", "mo"];
const CYR_SYL = ["ка", "ро", "ми", "та", "ве", "лу", "зо", "на", "ри", "бе", "со", "да"];

function personNames(add: Add, rng: Rng): void {
  R9.titleSurname.forEach(([lang, t], i) => {
    const sur = names(lang, 9900 + i, "last", 8);
    const giv = names(lang, 9950 + i, "first", 8);
    for (let k = 0; k < 3; k++) add(t.replace("{s}", pick(rng, sur)).replace("{g}", pick(rng, giv)), 1, "r9-title", `r9title:${i}`, lang);
  });
  R9.titleAfter.forEach(([lang, t], i) => {
    const sur = names(lang, 9700 + i, "last", 8);
    const giv = names(lang, 9750 + i, "first", 8);
    // Hungarian names are written surname first
    for (let k = 0; k < 3; k++) add(t.replace("{n}", k === 0 ? pick(rng, sur) : lang === "hu" ? `${pick(rng, sur)} ${pick(rng, giv)}` : `${pick(rng, giv)} ${pick(rng, sur)}`), 1, "r9-title-after", `r9after:${i}`, lang);
  });
  const given = ["en_US", "de", "fr", "es", "pl", "tr", "sv", "it"].flatMap((l, i) => names(l, 9600 + i, "first", 6));
  R9.roleSingle.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, given)), 1, "r9-role-single", `r9role:${i}`);
  });
  R9.selfIntro.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, given)), 1, "r9-self-intro", `r9self:${i}`);
  });
  const unknownName = () => `${unknownWord(rng, LATIN_SYL)} ${unknownWord(rng, LATIN_SYL)}`;
  R9.fields.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", unknownName()), 1, "r9-field", `r9field:${i}`);
  });
  R9.shapeNames.forEach((t, i) => {
    for (let k = 0; k < 4; k++) {
      const cyr = k === 3;
      const stem = unknownWord(rng, cyr ? CYR_SYL : LATIN_SYL);
      const end = pick(rng, cyr ? R9.cyrShapeEndings : R9.shapeEndings);
      add(t.replace("{n}", `${unknownWord(rng, cyr ? CYR_SYL : LATIN_SYL)} ${stem}${end}`), 1, "r9-shape", `r9shape:${i}`, cyr ? "ru" : "en");
    }
  });
  const lvF = names("lv", 9800, "first", 10, "female").filter((w) => /[ae]$/.test(w));
  const lvS = names("lv", 9801, "last", 10, "female").filter((w) => /a$/.test(w));
  const ruG = names("ru", 9802, "first", 10, "male").filter((w) => /[бвгдзклмнпрстфхй]$/.test(w));
  const ruS = names("ru", 9803, "last", 10, "male").filter((w) => /(?:ов|ев|ин)$/.test(w));
  const plG = names("pl", 9804, "first", 10, "male").filter((w) => /[bcdfghklmnprstwz]$/.test(w));
  const dat = (w: string) => (w.endsWith("й") ? `${w.slice(0, -1)}ю` : `${w}у`);
  R9.inflected.forEach(([lang, t], i) => {
    for (let k = 0; k < 3; k++) {
      const x =
        lang === "lv" ? `${pick(rng, lvF)}i ${pick(rng, lvS)}i` : lang === "ru" ? `${dat(pick(rng, ruG))} ${dat(pick(rng, ruS))}` : `${pick(rng, plG)}a`;
      add(t.replace("{x}", x), 1, "r9-inflected", `r9infl:${i}`, lang);
    }
  });
  const plainGiven = given.filter((g) => (lexFlags(g.toLowerCase()) & (FLAG.COMMON | FLAG.PLACE | FLAG.SURNAME)) === 0);
  R9.possessive.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, plainGiven)), 1, "r9-possessive", `r9poss:${i}`);
  });
  R9.lowerTell.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, plainGiven).toLowerCase()), 1, "r9-lower-tell", `r9tell:${i}`);
  });
  R9.nameWord.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, plainGiven)), 1, "r9-name-word", `r9nw:${i}`);
  });
  // near misses
  const enG = names("en_US", 9500, "first", 20);
  const enS = names("en_US", 9501, "last", 20);
  R9.eponymAfter.forEach((t, i) => {
    for (let k = 0; k < 3; k++) {
      const s = pick(rng, enS);
      add(t.replace("{n}", `${pick(rng, enG)} ${s}`).replace("{s}", s), 0, "r9-eponym-after", `r9epo:${i}`);
    }
  });
  R9.facilityBefore.forEach(([lang, t], i) => {
    const sur = names(lang, 9400 + i, "last", 8);
    const giv = names(lang, 9450 + i, "first", 8);
    for (let k = 0; k < 3; k++) {
      const s = pick(rng, sur);
      add(t.replace("{n}", `${pick(rng, giv)} ${s}`).replace("{s}", s).replace("{g}", pick(rng, giv)), 0, "r9-facility-before", `r9fac:${i}`, lang);
    }
  });
  R9.placeHeads.forEach(([lang, t], i) => {
    const loc = lang === "vi" ? "vi" : lang;
    const sur = names(loc, 9300 + i, "last", 8);
    const giv = names(loc, 9350 + i, "first", 8);
    for (let k = 0; k < 3; k++) add(t.replace("{n}", `${pick(rng, giv)} ${pick(rng, sur)}`), 0, "r9-place-head", `r9head:${i}`, lang);
  });
  R9.doubled.forEach((t, i) => {
    for (let k = 0; k < 3; k++) {
      const w = pick(rng, enG);
      add(t.replaceAll("{w}", w), 0, "r9-doubled", `r9dbl:${i}`);
    }
  });
  for (const [key, source] of [["weakTitleNotName", "r9-weak-title"], ["roleThing", "r9-role-thing"], ["selfNotName", "r9-self-not-name"], ["slavicHeadings", "r9-headings"], ["nameWordNot", "r9-name-word-not"]] as const)
    R9[key].forEach((t, i) => add(t, 0, source, `${source}:${i}`));
}
