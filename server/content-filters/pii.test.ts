import { describe, expect, it } from "vitest";
import { detectedShare } from "../test/probe-checks";
import { BUILTINS, type BuiltinSlug } from "./builtins";
import { PII_SLUGS, ownPiiSet, ownPiiSplit } from "./labelled/pii";
import type { Labelled } from "./labelled/rng";
import { round12Halves } from "./labelled/pii-r12-names-uncased";
import { ownPiiRound12Small, r12HeldOut } from "./labelled/pii-r12-small";
import { ownPiiRound14CardIp, r14HeldOut } from "./labelled/pii-r14-card-ip";
import { ownPiiRound15Small, r15HeldOut } from "./labelled/pii-r15-small";
import { ownPiiRound16Names } from "./labelled/pii-r16-names";
import { ownPiiRound17Names } from "./labelled/pii-r17-names";
import { ownPiiRound18Names } from "./labelled/pii-r18-names";
import { ownPiiRound18Small } from "./labelled/pii-r18-small";
import { ownPiiRound19Small } from "./labelled/pii-r19-small";
import { ownPiiRound21Small } from "./labelled/pii-r21-small";
import { ownPiiRound19 } from "./labelled/pii-r19-names-address";
import { ownPiiRound21Address } from "./labelled/pii-r21-address";
import { ownPiiRound20Names } from "./labelled/pii-r20-names";
import { ownPiiRound21Names } from "./labelled/pii-r21-names";
import { ownPiiRound22Names } from "./labelled/pii-r22-names";
import { clearPhoneCache, detectPhones } from "./phone";

/**
 * Rates of the PII builtins on the held-out side of the project's own generated sets
 * (labelled/pii.ts: whole template groups never used while tuning). Rates, not examples:
 * which sentences are held out is the split's business.
 */
const BARS: Record<(typeof PII_SLUGS)[number], { recall: number; fpr: number }> = {
  email: { recall: 1, fpr: 0 },
  ssn: { recall: 1, fpr: 0 },
  "credit-card": { recall: 1, fpr: 0 },
  "ip-address": { recall: 1, fpr: 0 },
  phone: { recall: 0.97, fpr: 0.02 },
  "person-name": { recall: 0.97, fpr: 0.02 },
  address: { recall: 0.97, fpr: 0.02 },
};

describe.each(PII_SLUGS)("builtin %s on its held-out split", (slug) => {
  // (round 12's probe set has its own half split, r12HeldOut, reported and held to its family bar below)
  const split = ownPiiSplit(slug);
  const train = split.train;
  const heldOut = split.heldOut.filter((x) => !x.source.includes(":r12-") && !x.source.includes(":r14-") && !x.source.includes(":r15-"));
  const detect = BUILTINS[slug].detect;
  const pos = heldOut.filter((x) => x.label === 1);
  const neg = heldOut.filter((x) => x.label === 0);

  it("has a held-out side of both classes, disjoint from the tuning side", () => {
    expect(pos.length).toBeGreaterThanOrEqual(9);
    expect(neg.length).toBeGreaterThanOrEqual(2);
    const seen = new Set(train.map((x) => x.text));
    expect(heldOut.some((x) => seen.has(x.text))).toBe(false);
  });

  it(`finds at least ${BARS[slug].recall * 100}% and flags at most ${BARS[slug].fpr * 100}% of near misses`, () => {
    const recall = detectedShare(detect, pos);
    const fpr = detectedShare(detect, neg);
    expect(recall).toBeGreaterThanOrEqual(BARS[slug].recall);
    expect(fpr).toBeLessThanOrEqual(BARS[slug].fpr);
  });

  it("every range lies inside its text", () => {
    for (const x of heldOut) for (const [a, b] of detect(x.text)) expect(a >= 0 && b <= x.text.length && b > a).toBe(true);
  });
});

/**
 * The families added from fresh checks' causes, round by round, both sides together (some
 * families are small). Rates, never single texts.
 *
 * Round 4:
 * (names in capitals and without capitals, hyphenated and joined-article
 * names, CJK names; Irish, Canadian, Japanese, multi-line, lower-case and capitals addresses;
 * "the number", IBANs, Unix seconds; bare SSNs after a cue).
 *
 * Round 5:
 * (names after a quote, capitalised particles, Korean and Gaelic orders, long
 * capitals, lower-case given names that are places, Han and uncased-script names after a cue;
 * rural and Brazilian addresses; call verbs of other languages; SSN cues after id words, Amex)
 * and their near misses (products compared with products, eponymous companies, Han words,
 * greetings, compound id words, tax and postal cues, number lists, id-shaped SSNs, IMEIs).
 *
 * Round 6:
 * (phones after a phone label and after an id noun used as an object; names
 * after "that" following a verb of saying, given names that are places, lower-case name-only
 * first words, Chinese names before an honorific; bis / ter house numbers, Indian addresses;
 * SSNs at a sentence's end; Maestro) and their near misses (phone-shaped numbers under an id
 * label of seven languages, with a capitals prefix; year-month-serial references; readings with
 * decimals; places before common words; honorifics alone; bis / ter in legal references; Indian
 * states before counts; SSN shapes in longer codes or after foreign id words; Maestro prefixes
 * failing Luhn).
 *
 * Round 7:
 * (lower-case names after a contact verb or an honorific, unknown names around a role, Arabic and
 * Devanagari names of two to four words; spaced-slash area codes, Australian 1300 / 1800; IPs after
 * a version word with a network word nearer) and their near misses (vessels, numbered models,
 * businesses called after names, brand-themed compounds; document numbers with a year and a date,
 * dated batches, IBANs; version and section quads in seven languages).
 * Round 7, addresses (labelled/pii-r7-address.ts):
 * (Japanese and Chinese addresses in their own script, Korean road-name addresses, Malay jalan /
 * lorong streets, Latin-American grid addresses, PO boxes of several languages) and their near
 * misses (administrative words with counts, grid-shaped ticket numbers, streets without a number,
 * box words about forms).
 * Round 8, addresses and phones (labelled/pii-r8-address.ts):
 * (Turkish streets with "No:", Thai soi, Czech 3+2 postcodes, Korean lot numbers, a plot or flat
 * before a typed street, Vietnamese wards and districts, British addresses in lower case; phones
 * after "caller", dotted trunk-0 numbers) and their near misses (street and unit words without a
 * number, counts, "part numbers like ...", versions with a leading 0).
 * Round 9, addresses (labelled/pii-r9-address.ts):
 * (Cyrillic, Hebrew, Arabic, Persian, Hindi, Thai and Greek scripts, Romanian, Hungarian, Czech,
 * Polish and Nordic street words, US military and rural-route mail, Chinese and Korean roads without
 * administrative levels, Japanese and Korean romanisation, English types before the number, Mexican,
 * Philippine and Indonesian neighbourhood words, Indian localities, numbered streets after a unit,
 * addresses in lower case, capitals or words, numbers glued to names, other digit systems) and their
 * near misses (the same words with counts, pages, versions, scores, times, routes and rooms).
 * Round 10, addresses (labelled/pii-r10-address.ts):
 * (the postal layouts of ~100 countries from a public description of address formats, in chat
 * messages of each country's language and script, split by country) and their near misses (streets
 * without a number, closures with date ranges, rooms, routes, prices, versions).
 * Round 9, phone, ssn, email, ip-address (labelled/pii-r9-small.ts):
 * (toll-free vanity numbers; SSNs with typographic dashes, bare SSNs beside an SSN name of ~15
 * languages; internationalised, punycode, quoted, glued, full-width and URL-encoded addresses;
 * addresses named by network words of ~15 languages) and their near misses (order and tracking
 * numbers of many languages, SSN shapes after a phone word, "last four" partials; fediverse
 * handles, logins on a host, asset names, obfuscated forms; version and outline quads in ~25
 * languages, OID arcs, MAC / EUI addresses, slices).
 * Round 10, phone, ssn, email, ip-address (labelled/pii-r10-small.ts):
 * (addresses spelled out with at / dot words of ~15 languages and brackets; SSNs and phones read out
 * digit by digit, SSN digits typed one by one, a digit count between the SSN name and the number)
 * and their near misses (texts about the spelling, "at" and "dot" in prose; readings after id words
 * or without a cue, "last four" read out; retail barcodes, carriers' names before tracking numbers;
 * legal, regulation and requirement numbers and subsection markers).
 * Round 11, person-name (labelled/pii-r11.ts):
 * (surnames that are also words after an honorific of address, given names that are also words after
 * a kin noun, names spoken to, lower-case self-introductions after a greeting, "dear" in Arabic, Hindi,
 * Bengali and Chinese, Japanese surnames before 様 / さん, Thai self-introductions, Arabic عبد names,
 * Russian instrumental names) and their near misses (generic addressees, interjections before a comma,
 * list items, Japanese compounds, Vietnamese places after a locative, pageants and brands).
 * Round 12, addresses (labelled/pii-r12-address.ts):
 * (street, district, ward and house-number words of ~40 languages beyond Western Europe and the US,
 * native digits, those countries' postcodes; a tuning and a held-out side per country) and their near
 * misses (street names as a topic, administrative words with counts, phases, blocks, lots at auction,
 * versions, rooms, lengths and years after a street).
 * Round 12, phone, ssn, credit-card, ip-address (labelled/pii-r12-small.ts):
 * (numbers in the decimal digits of ~20 scripts, numbers of 7 and 10 digits read out with comma
 * pauses in 10 languages, SSNs beside unrelated measurements, addresses beside section words) and
 * their near misses (dates, amounts, order and national-id numbers in those scripts, readings after
 * id or code words; SSN shapes that are dimensions, part, staff or drawing numbers; card digits
 * failing Luhn or after an order word; section, clause and article numbers of ~22 languages, outline
 * headings, "… of the contract").
 * Round 12, credit-card and email (labelled/pii-r12-cards-email.ts):
 * (every card network and length, every separator, glued labels, full-width digits, card words of
 * ~20 languages, expiry and CVV on either side; internationalised, quoted, plus-addressed and
 * spelled-out addresses of ~20 languages, full-width ＠ and ．, mailto / JSON / URLs) and their near
 * misses (Luhn-valid ids under a label, UUIDs, timestamps, IBANs, barcodes; handles, scopes,
 * decorators, logins without a TLD, git remotes, code templates).
 * Round 14, email (labelled/pii-r14-email.ts): bracketed, hyphenated, capitalised and spelled at /
 * dot forms, look-alike signs, HTML entities, line breaks, glued at / dot words of ~25 languages,
 * spaced letters, comma typos; near misses: handles, scopes, decorators, code, at / dot in prose.
 */
const FAMILY_ROUNDS = [
  ...(["person-name", "address", "phone", "ssn"] as const).map((slug) => ({ round: 4, slug, minNeg: 10 })),
  ...(["person-name", "address", "phone", "ssn", "credit-card"] as const).map((slug) => ({ round: 5, slug, minNeg: 10 })),
  ...(["person-name", "address", "phone", "ssn", "credit-card"] as const).map((slug) => ({ round: 6, slug, minNeg: 8 })),
  ...(["person-name", "phone", "ip-address"] as const).map((slug) => ({ round: 7, slug, minNeg: 10 })),
  { round: 7, slug: "address" as const, minNeg: 10 },
  ...(["address", "phone"] as const).map((slug) => ({ round: 8, slug, minNeg: 10 })),
  { round: 9, slug: "person-name" as const, minNeg: 30 },
  { round: 9, slug: "address" as const, minNeg: 30 },
  { round: 10, slug: "address" as const, minNeg: 30 },
  { round: 11, slug: "address" as const, minNeg: 10 },
  { round: 12, slug: "address" as const, minNeg: 30 },
  { round: 11, slug: "person-name" as const, minNeg: 20 },
  ...(["phone", "ssn", "email", "ip-address"] as const).map((slug) => ({ round: 9, slug, minNeg: 10 })),
  ...(["phone", "ssn", "email", "ip-address"] as const).map((slug) => ({ round: 10, slug, minNeg: 10 })),
  ...(["phone", "ssn", "ip-address"] as const).map((slug) => ({ round: 12, slug, minNeg: 30 })),
  // credit-card's round-12 family: small13's and cc13's texts together
  ...(["credit-card", "email"] as const).map((slug) => ({ round: 12, slug, minNeg: 80 })),
  ...(["credit-card", "ip-address"] as const).map((slug) => ({ round: 14, slug, minNeg: 80 })),
  // round 14: email obfuscations, look-alike signs, other scripts' at / dot words, broken lines (labelled/pii-r14-email.ts)
  { round: 14, slug: "email" as const, minNeg: 80 },
];
describe.each(FAMILY_ROUNDS)("builtin $slug on the round-$round families", ({ round, slug, minNeg }) => {
  const family = ownPiiSet(slug).filter((x) => x.source.includes(`:r${round}-`));
  const detect = BUILTINS[slug].detect;
  it("finds at least 90% and flags at most 2% of their near misses", () => {
    const pos = family.filter((x) => x.label === 1);
    const neg = family.filter((x) => x.label === 0);
    expect(pos.length).toBeGreaterThanOrEqual(10);
    expect(neg.length).toBeGreaterThanOrEqual(minNeg);
    expect(detectedShare(detect, pos)).toBeGreaterThanOrEqual(0.9);
    expect(detectedShare(detect, neg)).toBeLessThanOrEqual(0.02);
  });
});

/**
 * Round 12, person-name (labelled/pii-r12-names-uncased.ts): names in 20 scripts without capitals (and Armenian)
 * after "my name is", "I am", an honorific or a role noun, and the same frames without a name ("the lawyer
 * filed the appeal", "I am very tired", "is my name on the list?"). Its own halves: the tuning half, and the
 * half held out while the detector changed (bars a little under what it reached: 83 % found, 1 of 47 flagged).
 */
describe("builtin person-name on the round-12 uncased-script family", () => {
  const { tune, held } = round12Halves();
  it("covers at least 15 scripts with 80 positives and 80 near misses, halves disjoint", () => {
    const all = [...tune, ...held];
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(15);
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(80);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(80);
    const seen = new Set(tune.map((x) => x.text));
    expect(held.some((x) => seen.has(x.text))).toBe(false);
  });
  // its halves' rates: in HALF_BARS below
});

/** One half of an own probe held to its bars: enough rows of each class (and languages), and the rates. */
interface HalfBar {
  slug: BuiltinSlug;
  /** Which probe and which half, for the test's name. */
  probe: string;
  rows: () => Labelled[];
  minPos: number;
  minNeg: number;
  minLangs?: number;
  recall: number;
  fpr: number;
}
let personNames: Labelled[] | undefined;
const personNameProbe = (source: string) => (personNames ??= ownPiiSet("person-name")).filter((x) => x.source === source);
const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

const HALF_BARS: HalfBar[] = [
  /*
   * Round 12, person-name (labelled/pii-r12-names-uncased.ts, described above): the tuning half, and the half held
   * out while the detector changed.
   */
  { slug: "person-name", probe: "the round-12 uncased-script family (tune half)", rows: () => round12Halves().tune, minPos: 1, minNeg: 1, recall: 0.9, fpr: 0.02 },
  { slug: "person-name", probe: "the round-12 uncased-script family (held half)", rows: () => round12Halves().held, minPos: 1, minNeg: 1, recall: 0.8, fpr: 0.03 },
  /*
   * Round 12, person-name in cased scripts (labelled/pii-r12-names-cased.ts): a hand-written probe of 126 names
   * (given names that are also words, initials before a hyphenated surname, Gaelic particles, SURNAME, GIVEN, lists
   * of given names, Bantu copula prefixes and Basque "naiz", a name alone; ~25 languages) and 120 near misses
   * (brand + model, cultivars and breeds, multi-word places of other languages, roles after "Dear"), split in a
   * development half and a held-out half; each half is held to the families' bar.
   */
  ...(["dev", "held"] as const).map((half) => ({
    slug: "person-name" as const,
    probe: `the round-12 cased probe (${half} half)`,
    rows: () => personNameProbe(`person-name:r12c-${half}`),
    minPos: 50,
    minNeg: 50,
    minLangs: 12,
    recall: 0.9,
    fpr: 0.02,
  })),
  /*
   * Round 14, person-name without a cue (labelled/pii-r14-names.ts, person-slot.ts): a hand-written probe of 136 names
   * (subject or object of an ordinary sentence, addressee first, CSV / table / JSON fields of people, signatures, lower
   * case, thin cultures; 33+ languages) and 128 near misses (brands, places, calendar words, German nouns, titles,
   * groups addressed, fields of things). Bars a little under what each half reached (dev 82 % / 6 %, held-out 76 % / 5 %;
   * the near misses flagged are older readings' sentence-initial pairs, "Kemarin Tokopedia").
   */
  ...(
    [
      ["dev", 0.78, 0.07],
      ["held", 0.72, 0.05],
    ] as const
  ).map(([half, recall, fpr]) => ({
    slug: "person-name" as const,
    probe: `the round-14 no-cue probe (${half} half)`,
    rows: () => personNameProbe(`person-name:r14-${half}`),
    minPos: 60,
    minNeg: 60,
    minLangs: 25,
    recall,
    fpr,
  })),
  /*
   * Round 15, person-name classes the r12 outside set missed (labelled/pii-r15-names.ts): "Surname, Given" records,
   * Devanagari / Urdu names before a person's postposition, Japanese surname + unknown given name + title, Greek
   * genitive surnames, lower-case "surname given" before a verb; near misses in the same frames (Tagalog "Ang …",
   * places, bodies, tools). Bars a little under what each half reached (dev 90 % / 0 %, held-out 86 % / 5 %).
   */
  ...(["dev", "held"] as const).map((half) => ({
    slug: "person-name" as const,
    probe: `the round-15 probe (${half} half)`,
    rows: () => personNameProbe(`person-name:r15-${half}`),
    minPos: 20,
    minNeg: 20,
    minLangs: 10,
    recall: 0.8,
    fpr: 0.05,
  })),
  /*
   * Rounds 16–18, person-name probes split by randomHalves (labelled/pii-r16-names.ts, pii-r17-names.ts,
   * pii-r18-names.ts; their files' tests check the splits): bars a little under what each half reached
   * (r16 dev 82 % / 4 %, held-out 71 % / 4 %; r18 dev 91 % / 3 %, held-out 89 % / 3 %).
   */
  ...(
    [
      [16, ownPiiRound16Names, "dev", 80, 70, 0.78, 0.06],
      [16, ownPiiRound16Names, "held", 80, 70, 0.66, 0.06],
      [17, ownPiiRound17Names, "dev", 40, 40, 0.85, 0.1],
      [17, ownPiiRound17Names, "held", 40, 40, 0.85, 0.07],
      [18, ownPiiRound18Names, "dev", 100, 100, 0.87, 0.05],
      [18, ownPiiRound18Names, "held", 100, 100, 0.85, 0.05],
    ] as const
  ).map(([round, own, half, minPos, minNeg, recall, fpr]) => ({
    slug: "person-name" as const,
    probe: `the round-${round} probe (${half} half)`,
    rows: () => own("person-name").filter((x) => x.source === `person-name:r${round}-${half}`),
    minPos,
    minNeg,
    recall,
    fpr,
  })),
  /* Round 12's probe was split in halves by template before tuning; its held-out half at the outside bars (rates, not texts). */
  ...(
    [
      ["phone", 0.98],
      ["ssn", 1],
      ["credit-card", 1],
      ["ip-address", 1],
    ] as const
  ).map(([slug, recall]) => ({
    slug,
    probe: "round 12's held-out half",
    rows: () => ownPiiRound12Small(slug).filter((x) => r12HeldOut(x.group)),
    minPos: 20,
    minNeg: 20,
    recall,
    fpr: 0,
  })),
  /*
   * Round 14, credit-card and ip-address (labelled/pii-r14-card-ip.ts): its own halves by group, the
   * held-out half measured only before and after (rates, not texts).
   */
  ...(["credit-card", "ip-address"] as const).map((slug) => ({
    slug,
    probe: "round 14's held-out half",
    rows: () => ownPiiRound14CardIp(slug).filter((x) => r14HeldOut(x.group)),
    minPos: 40,
    minNeg: 40,
    recall: 1,
    fpr: 0.04,
  })),
  /*
   * Round 15, phone, credit-card and ip-address (labelled/pii-r15-small.ts): "00" apart from the
   * country code, quantities with a unit and evenly stepped values; Visa's 13 digits as 4-4-5; small
   * quads after a score word. Its own halves by group, the held-out half measured only before and after.
   */
  ...(["phone", "credit-card", "ip-address", "address"] as const).map((slug) => ({
    slug,
    probe: "round 15's held-out half",
    rows: () => ownPiiRound15Small(slug).filter((x) => r15HeldOut(x.group)),
    minPos: 10,
    minNeg: 10,
    recall: 1,
    fpr: 0.05,
  })),
  /*
   * Rounds 18 and 19, the small filters (labelled/pii-r18-small.ts, pii-r19-small.ts), round 19's names and
   * addresses (labelled/pii-r19-names-address.ts), round 20's, 21's and 22's names (labelled/pii-r20-names.ts,
   * pii-r21-names.ts, pii-r22-names.ts), round 21's small filters and addresses (labelled/pii-r21-small.ts, pii-r21-address.ts): probes
   * written before the detectors changed, split at random in a
   * development half (held at what the round reached) and a held-out half (at what it measured once after; names and
   * addresses a little under) (docs/filters-data-card.md, rounds 18 and 19). Their files keep the split checks.
   */
  ...(
    [
      [ownPiiRound18Small, 18, "phone", 0.97, 0, 0.93, 0.02],
      [ownPiiRound18Small, 18, "email", 1, 0, 1, 0.02],
      [ownPiiRound18Small, 18, "ip-address", 1, 0, 1, 0.03],
      [ownPiiRound19Small, 19, "phone", 1, 0, 1, 0],
      [ownPiiRound19Small, 19, "email", 1, 0, 1, 0],
      [ownPiiRound19Small, 19, "ssn", 1, 0, 0.9, 0],
      [ownPiiRound19Small, 19, "ip-address", 1, 0, 1, 0.09],
      [ownPiiRound19, 19, "person-name", 0.97, 0.02, 0.93, 0.08],
      [ownPiiRound19, 19, "address", 0.95, 0, 0.78, 0.02],
      [ownPiiRound20Names, 20, "person-name", 0.93, 0.05, 0.85, 0.11],
      [ownPiiRound21Small, 21, "phone", 1, 0, 0.9, 0.1],
      [ownPiiRound21Small, 21, "ssn", 1, 0, 1, 0],
      [ownPiiRound21Small, 21, "ip-address", 1, 0, 1, 0],
      [ownPiiRound21Names, 21, "person-name", 0.97, 0.02, 0.9, 0.05],
      // round 21 (labelled/pii-r21-address.ts): dev 100 % / 0 %, held-out 97.8 % / 3.3 % after the change (before: 42.2 % / 6.5 %, 44.4 % / 3.3 %)
      [ownPiiRound21Address, 21, "address", 0.97, 0.04, 0.93, 0.07],
      // round 22 (labelled/pii-r22-names.ts): dev 97.6 % / 0 %, held-out 95.0 % / 4.4 % after the change (before: 48.8 % / 15.6 %, 37.5 % / 22.2 %)
      [ownPiiRound22Names, 22, "person-name", 0.97, 0.02, 0.92, 0.05],
    ] as const
  ).flatMap(([probe, round, slug, devRecall, devFpr, heldRecall, heldFpr]) =>
    (["dev", "held"] as const).map((half) => ({
      slug,
      probe: `the round-${round} probe (${half} half)`,
      rows: () => probe(slug).filter((x) => x.source.endsWith(`-${half}`)),
      minPos: 1,
      minNeg: 1,
      recall: half === "dev" ? devRecall : heldRecall,
      fpr: half === "dev" ? devFpr : heldFpr,
    })),
  ),
];
describe.each(HALF_BARS.map((b) => [`builtin ${b.slug} on ${b.probe}`, b] as const))("%s", (_name, { slug, rows, minPos, minNeg, minLangs, recall, fpr }) => {
  const half = rows();
  const pos = half.filter((x) => x.label === 1);
  const neg = half.filter((x) => x.label === 0);
  const detect = BUILTINS[slug].detect;
  it(`has at least ${minPos} positives and ${minNeg} near misses${minLangs ? ` in ${minLangs}+ languages` : ""}`, () => {
    expect(pos.length).toBeGreaterThanOrEqual(minPos);
    expect(neg.length).toBeGreaterThanOrEqual(minNeg);
    if (minLangs) expect(new Set(half.map((x) => x.lang)).size).toBeGreaterThanOrEqual(minLangs);
  });
  it(`finds at least ${pct(recall)} and flags at most ${pct(fpr)} of near misses`, () => {
    expect(detectedShare(detect, pos)).toBeGreaterThanOrEqual(recall);
    expect(detectedShare(detect, neg)).toBeLessThanOrEqual(fpr);
  });
});

describe("phone: the metadata verdicts cached by candidate", () => {
  it("a text seen again gets the ranges it got the first time, and the same as with an empty cache", () => {
    const texts = ownPiiSet("phone").map((x) => x.text);
    // the same candidates without their context words
    const bare = texts.map((t) => t.replace(/\b(?:call|phone|tel|mobile|reach|contact|fax|ring|dial)\b/gi, "see"));
    const run = (xs: string[]) => xs.map((t) => JSON.stringify(detectPhones(t)));
    clearPhoneCache();
    const bareFresh = run(bare);
    clearPhoneCache();
    const first = run(texts);
    const bareAfter = run(bare);
    expect(run(texts)).toEqual(first);
    expect(bareAfter).toEqual(bareFresh);
    expect(first.filter((r) => r !== "[]").length).toBeGreaterThan(texts.length / 3);
  });
});
