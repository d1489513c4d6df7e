import { allFakers } from "@faker-js/faker";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import mobileExamples from "libphonenumber-js/mobile/examples";
import { FLAG, lexFlags } from "../lexicon";
import R6 from "./pii-words-r6.json";
import { luhn as luhnOk } from "../builtins";
import { mulberry32, pick, slugAdder, type AddLabelled as Add, type Labelled, type Rng } from "./rng";

/**
 * Round 6 families of the own PII sets (data: pii-words-r6.json), each answering one general cause
 * of the r6 fresh check's misses and false positives (docs/filters-data-card.md, "Round 6"): phone
 * numbers after a phone label of several languages and after an id noun used as an object ("the
 * landline on the receipt is"); names after "that" following a verb of saying, given names the
 * lexicon knows only as places before a plain surname, lower-case name-only first words, Chinese
 * names before a joined honorific; house numbers with bis / ter; Indian addresses without a street
 * type; Maestro cards. Near misses: real phone numbers' shapes labelled as order, claim, tracking...
 * numbers (en, es, pt, fr, it, de, nl; with a capitals prefix), year-month-serial references, meter
 * readings with decimals, places before common words, honorifics without a name, bis / ter in
 * legal references, Indian states before counts, SSN shapes inside longer codes or after
 * foreign id words, Maestro-prefixed numbers failing Luhn. Own PRNG and faker seeds after
 * everything else: no earlier text or split moves.
 */
export function ownPiiRound6(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const add = slugAdder(out, slug);
  const rng: Rng = mulberry32(0x2306 ^ (slug.length * 139));
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join("");
  if (slug === "person-name") personNames(add, rng);
  else if (slug === "address") addresses(add, rng, digits);
  else if (slug === "phone") phones(add, rng, digits);
  else if (slug === "ssn") {
    const ssn = () => `${String(1 + Math.floor(rng() * 664)).padStart(3, "0")}-${String(1 + Math.floor(rng() * 98)).padStart(2, "0")}-${String(1 + Math.floor(rng() * 9998)).padStart(4, "0")}`;
    R6.ssnLongerTemplates.forEach((t, i) => {
      for (let k = 0; k < 3; k++) add(t.replace("{v}", ssn()).replace("{y}", String(2015 + Math.floor(rng() * 11))).replace("{d}", digits(1)), 0, "r6-longer-code", `r6ssnlong:${i}`);
    });
    R6.ssnForeignIdTemplates.forEach((t, i) => {
      for (let k = 0; k < 2; k++) add(t.replace("{v}", ssn()), 0, "r6-foreign-id", `r6ssnid:${i}`, ["es", "pt", "fr", "it", "de", "nl"][i]);
    });
    for (let k = 0; k < 12; k++) add(pick(rng, ["SSN {v}.", "My social security number is {v}.", "ssn: {v}/ please mask it"]).replace("{v}", ssn()), 1, "r6-ssn-end", `r6ssnend:${k % 3}`);
  } else if (slug === "credit-card") {
    const luhn16 = (prefix: string, valid: boolean) => {
      const body = prefix + digits(15 - prefix.length);
      for (let c = 0; c < 10; c++) if (luhnOk(body + c) === valid) return body + c;
      return body + "0";
    };
    const grouped = (d: string) => d.replace(/(\d{4})(?=\d)/g, "$1 ");
    R6.maestroPrefixes.forEach((p, i) => {
      for (let k = 0; k < 2; k++) add(pick(rng, R6.maestroTemplates).replace("{v}", k === 0 ? grouped(luhn16(p, true)) : luhn16(p, true)), 1, "r6-maestro", `r6maestro:${i % 4}`);
      add(pick(rng, R6.maestroTemplates).replace("{v}", grouped(luhn16(p, false))), 0, "r6-maestro-luhn-fails", `r6maestroneg:${i % 4}`);
    });
  }
  return out;
}


/** A valid national number of country `c` (faker-free: the metadata's example, last digits varied). */
function nationalPhone(rng: Rng, digits: (n: number) => string, c: CountryCode): string | null {
  const example = (mobileExamples as Record<string, string>)[c];
  const p = parsePhoneNumberFromString(example.slice(0, -3) + digits(3), c);
  return p?.isValid() ? p.formatNational() : null;
}

function phones(add: Add, rng: Rng, digits: (n: number) => string): void {
  const byLang: Record<string, CountryCode> = { en: "GB", es: "ES", pt: "PT", fr: "FR", it: "IT", de: "DE", nl: "NL" };
  // real phone numbers' shapes (or phone-like groupings) under a label that names another identifier
  R6.idLabelTemplates.forEach(([lang, t], i) => {
    const labels = (R6.idLabels as Record<string, string[]>)[lang];
    for (let k = 0; k < 4; k++) {
      const v = k % 2 === 0 ? nationalPhone(rng, digits, byLang[lang]) : pick(rng, [`${digits(3)}-${digits(4)}-${digits(4)}`, `${digits(4)} ${digits(3)} ${digits(3)}`, `${digits(4)} ${digits(4)} ${digits(2)}`]);
      if (v) add(t.replace("{l}", pick(rng, labels)).replace("{v}", v), 0, "r6-labelled-id", `r6lab:${i}`, lang);
    }
  });
  R6.prefixTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{p}", pick(rng, R6.prefixes)).replace("{v}", pick(rng, [`${digits(3)} ${digits(3)} ${digits(3)} ${digits(2)}`, `${digits(3)} ${digits(4)} ${digits(2)}`, `${digits(4)} ${digits(4)} ${digits(1)}`])), 0, "r6-labelled-prefix", `r6pre:${i}`);
  });
  R6.yearFirstTemplates.forEach((t, i) => {
    for (let k = 0; k < 2; k++) add(t.replace("{v}", `${2012 + Math.floor(rng() * 14)}-${String(1 + Math.floor(rng() * 12)).padStart(2, "0")}-${digits(3 + (k % 3))}`), 0, "r6-year-first", `r6year:${i}`);
  });
  R6.readingTemplates.forEach((t, i) => {
    for (let k = 0; k < 2; k++) add(t.replace("{v}", k === 0 ? `${digits(3)} ${digits(3)}.${digits(1)}` : `0${digits(2)} ${digits(3)}.${digits(2)}`), 0, "r6-decimal-reading", `r6read:${i}`);
  });
  // phone numbers after a phone label (positives: the label rule must not take them)
  R6.phoneLabelTemplates.forEach(([lang, t], i) => {
    for (let k = 0; k < 3; k++) {
      const c = lang === "en" ? (pick(rng, R6.phoneCountries) as CountryCode) : byLang[lang];
      const v = nationalPhone(rng, digits, c);
      if (v) add(t.replace("{p}", v), 1, "r6-phone-label", `r6plab:${i}`, lang);
    }
  });
}

/** First names of `locs` whose lexicon flags pass `keep`, up to `n`, in faker's seeded order. */
function namesWhere(locs: readonly string[], seed: number, kind: "first" | "last", keep: (f: number) => boolean, n: number): string[] {
  const got = new Set<string>();
  locs.forEach((loc, li) => {
    const f = allFakers[loc as keyof typeof allFakers];
    f.seed(seed + li);
    for (let k = 0; k < 400 && got.size < n * (li + 1) / locs.length; k++) {
      const w = kind === "first" ? f.person.firstName() : f.person.lastName();
      if (/^(?:[\p{Lu}][\p{Ll}]+|[\p{Script=Hebrew}]{2,})$/u.test(w) && keep(lexFlags(w.toLowerCase()))) got.add(w);
    }
  });
  return [...got];
}

function personNames(add: Add, rng: Rng): void {
  const en = allFakers.en_US;
  en.seed(9700);
  R6.thatClauseTemplates.forEach((t, i) => {
    for (let k = 0; k < 4; k++) add(t.replace("{n}", `${en.person.firstName()} ${en.person.lastName()}`), 1, "r6-that-clause", `r6that:${i}`);
  });
  const plainSurname = (f: number) => (f & FLAG.SURNAME) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE | FLAG.GIVEN)) === 0;
  const surnames = namesWhere(["pl", "cs_CZ", "it", "es", "pt_BR", "de"], 9710, "last", plainSurname, 30);
  // given names that are also places (some the lexicon holds only as places) before a plain surname
  R6.placeGiven.forEach((g, i) => add(R6.placeGivenTemplates[i % R6.placeGivenTemplates.length].replace("{n}", `${g} ${pick(rng, surnames)}`), 1, "r6-place-given", `r6plg:${i % 4}`));
  R6.placeGiven.slice(0, 8).forEach((g, i) => add(R6.placeCommonNegatives[i % R6.placeCommonNegatives.length].replace("{c}", g), 0, "r6-place-common", `r6plc:${i % 4}`));
  // lower case: a first word the lists hold only as a name (not as a given name) before a plain surname
  R6.nameOnlyGiven.forEach((g, i) => add(R6.lowerNameTemplates[i % R6.lowerNameTemplates.length].replace("{n}", `${g} ${pick(rng, surnames)}`.toLowerCase()), 1, "r6-lower-name-only", `r6lown:${i % 3}`));
  const zh = allFakers.zh_CN;
  zh.seed(9740);
  for (let k = 0; k < 15; k++) {
    const name = `${zh.person.lastName()}${zh.person.firstName()}${pick(rng, R6.cjkHonorifics)}`;
    add(R6.cjkHonorificTemplates[k % R6.cjkHonorificTemplates.length].replace("{n}", name), 1, "r6-cjk-honorific", `r6cjk:${k % 3}`, "zh");
  }
  // Hebrew prose: a given name after a joined preposition, a surname or a ben- / bat- patronymic after it
  const he = allFakers.he;
  he.seed(9750);
  const heSurnames = namesWhere(["he"], 9751, "last", plainSurname, 20);
  for (let k = 0; k < 16; k++) {
    const given = he.person.firstName();
    const name = k % 3 === 2 ? `${given} ${k % 2 === 0 ? "בן" : "בת"}-${he.person.firstName()}` : `${given} ${pick(rng, heSurnames)}`;
    add(R6.hebrewProseTemplates[k % R6.hebrewProseTemplates.length].replace("{n}", name), 1, "r6-hebrew-prose", `r6he:${k % 4}`, "he");
  }
  R6.hebrewProseNegatives.forEach((t, i) => add(t, 0, "r6-hebrew-prose-words", `r6heneg:${i % 4}`, "he"));
  R6.cjkHonorificNegatives.forEach((t, i) => add(t, 0, "r6-cjk-honorific-words", `r6cjkneg:${i % 3}`, "zh"));
}

function addresses(add: Add, rng: Rng, digits: (n: number) => string): void {
  for (let k = 0; k < 18; k++) {
    const [street, lang] = R6.bisStreets[k % R6.bisStreets.length];
    const place = pick(rng, R6.bisPlaces.filter(([, l]) => l === lang))[0];
    const suffix = pick(rng, ["bis", "ter", " bis", " ter"]);
    const n = `${1 + Math.floor(rng() * 180)}${suffix}`;
    const a = lang === "fr" ? `${n} ${street}, ${place}` : `${street} ${n}, ${place}`;
    add(R6.bisTemplates[k % R6.bisTemplates.length].replace("{a}", a), 1, "r6-bis", `r6bis:${k % 3}`, lang);
  }
  R6.bisNegatives.forEach((t, i) => add(t, 0, "r6-bis-near-miss", `r6bisneg:${i % 2}`));
  for (let k = 0; k < 18; k++) {
    const [city, state, pin3] = pick(rng, R6.inRegions);
    const pin = `${pin3}${digits(3)}`;
    const parts = [pick(rng, R6.inHouses)];
    if (k % 3 !== 2) parts.push(pick(rng, R6.inBuildings));
    if (k % 2 === 0) parts.push(pick(rng, R6.inStreets));
    parts.push(pick(rng, R6.inLocalities));
    const tail = k % 3 === 1 ? `${city} ${pin}` : `${city}, ${state} ${pin}`;
    add(R6.inTemplates[k % R6.inTemplates.length].replace("{a}", `${parts.join(", ")}, ${tail}`), 1, "r6-in-designator", `r6in:${k % 3}`);
  }
  R6.inNegatives.forEach((t, i) => add(t, 0, "r6-in-near-miss", `r6inneg:${i % 2}`));
  void digits;
}
