import { allFakers } from "@faker-js/faker";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import mobileExamples from "libphonenumber-js/mobile/examples";
import R5 from "./pii-words-r5.json";
import { luhn as luhnOk } from "../builtins";
import { mulberry32, pick, slugAdder, type AddLabelled as Add, type Labelled, type Rng } from "./rng";

/**
 * Round 5 families of the own PII sets (data: pii-words-r5.json), each answering one general cause
 * of the r5 fresh check's misses and false positives (docs/filters-data-card.md, "Round 5"):
 * names after an opening quote, capitalised particles (Lo, Ó, ap), Korean given names after a
 * surname that is a word, Gaelic surnames after a given name the lexicon knows as a place, names
 * in long sentences of capitals, lower-case given names that are also places, three-character Han
 * names after a person noun, uncased-script names after a naming cue; rural delivery addresses
 * (AU, CA, NZ) and Brazil's "City - UF, CEP" tail; numbers after call verbs of other languages;
 * SSN cues with an id word before them. Near misses: products compared with a product, eponymous
 * companies, Han words and uncased greetings, box-like codes and Brazilian city - state lines
 * without an address, compound id words, tax and postal cues, number lists, SSN shapes after id
 * words, IMEIs and serials. Own PRNG and faker seeds after everything else: no earlier text or
 * split moves.
 */
export function ownPiiRound5(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const add = slugAdder(out, slug);
  const rng: Rng = mulberry32(0x2305 ^ (slug.length * 137));
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join("");
  const fill = (t: string, k: string, v: string) => t.split(`{${k}}`).join(v);
  if (slug === "person-name") personNames(add, rng);
  else if (slug === "address") addresses(add, rng, digits);
  else if (slug === "phone") phones(add, rng, digits);
  else if (slug === "ssn") {
    const ssn = () => `${String(1 + Math.floor(rng() * 664)).padStart(3, "0")}-${String(1 + Math.floor(rng() * 98)).padStart(2, "0")}-${String(1 + Math.floor(rng() * 9998)).padStart(4, "0")}`;
    R5.ssnIdTemplates.forEach((t, i) => {
      for (let k = 0; k < 3; k++) add(fill(fill(t, "v", ssn()), "w", ssn()), 0, "r5-id-before", `r5ssnid:${i}`);
    });
    R5.ssnCueWithIdTemplates.forEach((t, i) => {
      for (let k = 0; k < 4; k++) add(fill(t, "v", ssn()), 1, "r5-cue-after-id", `r5ssncue:${i}`);
    });
  } else if (slug === "credit-card") {
    // 15 digits that pass Luhn: IMEIs (TAC 35 / 01 / 86 ...) and Amex numbers (34 / 37)
    const luhn15 = (prefix: string) => {
      const body = prefix + digits(14 - prefix.length);
      for (let c = 0; c < 10; c++) if (luhnOk(body + c)) return body + c;
      return body + "0";
    };
    R5.imeiTemplates.forEach((t, i) => {
      for (let k = 0; k < 4; k++) add(fill(t, "v", luhn15(pick(rng, ["35", "01", "86", "99", "35"]))), 0, "r5-device-id", `r5imei:${i}`);
    });
    for (let k = 0; k < 12; k++) {
      const n = luhn15(pick(rng, ["34", "37"]));
      add(pick(rng, ["Charge the Amex {v} for the deposit.", "card: {v}, exp 09/28", "Is {v} a valid Amex number?"]).replace("{v}", k % 2 === 0 ? n : `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}`), 1, "r5-amex", `r5amex:${k % 4}`);
    }
  }
  return out;
}


function personNames(add: Add, rng: Rng): void {
  const locs = ["en_US", "fr", "de", "es", "it", "nl"] as const;
  locs.forEach((loc, li) => {
    const f = allFakers[loc];
    f.seed(9500 + li);
    R5.quotedTemplates.forEach((t, ti) => add(t.replace("{name}", `${f.person.firstName()} ${f.person.lastName()}`), 1, "r5-quoted", `r5quote:${ti}`));
  });
  const it = allFakers.it;
  it.seed(9510);
  for (let k = 0; k < 16; k++) {
    const kind = k % 4;
    const name =
      kind === 0
        ? `${it.person.firstName()} ${pick(rng, R5.italianParticles)} ${it.person.lastName()}`
        : kind === 1
          ? `${pick(rng, R5.irishGiven)} ${k % 8 === 1 ? "Ó" : "Ní"} ${pick(rng, R5.irishSurnames)}`
          : kind === 2
            ? `${pick(rng, R5.welshGiven)} ap ${pick(rng, R5.welshFathers)}`
            : `${pick(rng, R5.koreanSurnames)} ${pick(rng, R5.koreanGiven)}`;
    const t = pick(rng, ["Please send the minutes to {n}.", "The booking is under {n}; ask for a late checkout.", "Draft a thank-you note to {n} for the flowers.", "cc: {n}. Turn the notes into a task list."]);
    add(t.replace("{n}", name), 1, ["r5-cap-particle", "r5-irish-particle", "r5-welsh-particle", "r5-korean-surname-first"][kind], `r5part:${kind}:${k % 2}`);
  }
  for (let k = 0; k < 12; k++) {
    const t = pick(rng, ["Write a leaving card for {n} from the finance team.", "Book a table for {n} at eight.", "Can you summarise {n}'s email about the invoice?"]);
    add(t.replace("{n}", `${R5.scottishGiven[k]} ${pick(rng, R5.gaelicSurnames)}`), 1, "r5-gaelic", `r5gael:${k % 3}`);
  }
  const caps = allFakers.en_GB;
  caps.seed(9520);
  R5.capsLongTemplates.forEach((t, ti) => {
    for (let k = 0; k < 4; k++) add(t.replace("{ROLE}", pick(rng, R5.capsRoles)).replace("{NAME}", `${caps.person.firstName()} ${caps.person.lastName()}`.toUpperCase()), 1, "r5-caps-long", `r5caps:${ti}`);
  });
  const en = allFakers.en_US;
  en.seed(9530);
  R5.lowerPlaceGiven.forEach((g, i) => add(R5.lowerTemplates[i % R5.lowerTemplates.length].replace("{name}", `${g} ${en.person.lastName().toLowerCase()}`), 1, "r5-lower-place-given", `r5lowpl:${i % 4}`));
  const zh = allFakers.zh_CN;
  zh.seed(9540);
  // a one-character surname (faker's list also holds two-character ones: 司马, 欧阳)
  const hanSurname = (): string => {
    for (;;) {
      const s = zh.person.lastName();
      if (s.length === 1) return s;
    }
  };
  R5.hanGiven.forEach((g, i) => add(R5.hanCueTemplates[i % R5.hanCueTemplates.length].replace("{w}", `${hanSurname()}${g}`), 1, "r5-han3", `r5han:${i % 4}`));
  R5.hanWords.forEach((w, i) => add(R5.hanWordTemplates[i % R5.hanWordTemplates.length].replace("{w}", w), 0, "r5-han3-words", `r5hanneg:${i % 4}`));
  [...R5.devanagariNames, ...R5.arabicNames].forEach((n, i) => add(R5.uncasedCueTemplates[i % R5.uncasedCueTemplates.length].replace("{w}", n), 1, "r5-uncased-cue", `r5unc:${i % 4}`));
  R5.uncasedPhrases.forEach((w, i) => {
    for (const t of R5.uncasedPhraseTemplates) add(t.replace("{w}", w), 0, "r5-uncased-phrases", `r5uncneg:${i % 3}`);
  });
  R5.productPairs.forEach((a, i) => add(R5.productTemplates[i % R5.productTemplates.length].replace("{a}", a).replace("{b}", R5.productRivals[i]), 0, "r5-product-compared", `r5prod:${i % 3}`));
  R5.eponymous.forEach((b, i) => add(R5.eponymousTemplates[i % R5.eponymousTemplates.length].replace("{b}", b), 0, "r5-eponymous", `r5epo:${i % 3}`));
}

function addresses(add: Add, rng: Rng, digits: (n: number) => string): void {
  const au = allFakers.en_AU;
  au.seed(9600);
  const ca = allFakers.en_CA;
  ca.seed(9601);
  const L = [..."ABCEGHJKLMNPRSTVXY"];
  const caPost = () => `${pick(rng, L)}${digits(1)}${pick(rng, L)} ${digits(1)}${pick(rng, L)}${digits(1)}`;
  for (let k = 0; k < 24; k++) {
    const kind = k % 3;
    const addr =
      kind === 0
        ? `${pick(rng, R5.ruralAu)} ${1 + Math.floor(rng() * 9000)}, ${au.location.city()} ${pick(rng, R5.auStates)} ${2000 + Math.floor(rng() * 5000)}`
        : kind === 1
          ? `${k % 2 === 0 ? `Site ${1 + Math.floor(rng() * 40)}, Comp ${1 + Math.floor(rng() * 30)}, ` : ""}RR ${1 + Math.floor(rng() * 9)}, ${ca.location.city()} ${pick(rng, R5.caProvinces)} ${caPost()}`
          : `RD ${1 + Math.floor(rng() * 9)}, ${pick(rng, ["Hamilton", "Masterton", "Gisborne", "Whanganui", "Timaru", "Rotorua", "Levin", "Feilding"])} ${3000 + Math.floor(rng() * 6000)}`;
    add(R5.ruralTemplates[k % R5.ruralTemplates.length].replace("{addr}", addr), 1, ["r5-rural-au", "r5-rural-ca", "r5-rural-nz"][kind], `r5rural:${kind}:${k % 2}`);
  }
  R5.ruralNegatives.forEach((t, i) => add(t, 0, "r5-rural-near-miss", `r5ruralneg:${i % 3}`));
  const br = allFakers.pt_BR;
  br.seed(9610);
  for (let k = 0; k < 16; k++) {
    const [bairro, city, uf] = pick(rng, R5.brPlaces);
    const street = uf === "DF" ? `${pick(rng, R5.brSuperblocks)} ${100 + Math.floor(rng() * 300)} Bloco ${pick(rng, [..."ABCDEFGHIJK"])} Apto ${100 + Math.floor(rng() * 500)}` : `${br.location.street()}, ${1 + Math.floor(rng() * 2000)}`;
    const cep = `${digits(5)}-${digits(3)}`;
    add(pick(rng, ["Endereço de entrega: {a}. Está certo?", "Mande para {a}, por favor.", "Customer address: {a} - is the label format OK?"]).replace("{a}", `${street}, ${bairro}, ${city} - ${uf}, ${cep}`), 1, "r5-br-tail", `r5br:${k % 4}`, "pt");
  }
  R5.brNegatives.forEach((t, i) => add(t, 0, "r5-br-near-miss", `r5brneg:${i % 3}`, "pt"));
}

function phones(add: Add, rng: Rng, digits: (n: number) => string): void {
  R5.callVerbTemplates.forEach(([lang, t], i) => {
    for (const c of R5.callCountries as CountryCode[]) {
      if (rng() < 0.5) continue;
      const example = (mobileExamples as Record<string, string>)[c];
      const p = parsePhoneNumberFromString(example.slice(0, -3) + digits(3), c);
      if (!p?.isValid()) continue;
      add(t.replace("{p}", p.formatNational()), 1, `r5-call-verb-${c}`, `r5call:${i}`, lang);
    }
  });
  R5.compoundIdWords.forEach((w, i) => {
    const v = i % 2 === 0 ? `00${digits(2)} ${digits(4)} ${digits(2)}` : `${digits(4)} ${digits(4)} ${digits(2)}`;
    add(R5.compoundIdTemplates[i % R5.compoundIdTemplates.length].replace("{w}", w).replace("{v}", v), 0, "r5-compound-id", `r5cid:${i % 4}`);
  });
  R5.taxCueTemplates.forEach((t, i) => {
    for (let k = 0; k < 2; k++) add(t.replace("{v}", i === 2 ? `${digits(3)}.${digits(3)}.${digits(3)}-${digits(2)}` : `${i % 2 === 0 ? "0" : ""}${digits(10)}`), 0, "r5-tax-id", `r5tax:${i}`);
  });
  R5.postalCueTemplates.forEach((t, i) => {
    for (let k = 0; k < 2; k++) add(t.replace("{v}", i === 0 ? `0${digits(4)}-${digits(3)}` : `${digits(5)}`), 0, "r5-postal-cue", `r5post:${i}`);
  });
  R5.lotteryTemplates.forEach((t, i) => {
    for (let k = 0; k < 3; k++) {
      const nums = new Set<number>();
      while (nums.size < 6) nums.add(1 + Math.floor(rng() * 49));
      const list = [...nums].sort((a, b) => a - b).map((n) => String(n).padStart(2, "0"));
      add(t.replace("{v}", list.join(k === 2 ? "-" : " ")), 0, "r5-number-list", `r5lot:${i}`);
    }
  });
}
