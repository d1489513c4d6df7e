import { mulberry32, pick, slugAdder, type AddLabelled as Add, type Labelled, type Rng } from "./rng";

/**
 * Round 7 families of the own PII sets: addresses in formats the r7 fresh check missed, each built
 * from its general structure with invented places (no name below is a real street or town):
 * Japanese and Chinese addresses in their own script (administrative levels, then a number with its
 * unit), Korean road-name addresses, Malay jalan / lorong / taman streets, Latin-American grid
 * addresses (Calle 12 # 34-56), and PO boxes of several languages (Apartado Postal, Casilla,
 * Postfach, Postboks, Caixa Postal). Near misses: the same administrative words with counts and
 * no house number, grid-like ticket numbers, streets named without a number, box words about
 * forms and sections. Own PRNG after everything else: no earlier text or split moves.
 */
export function ownPiiRound7Address(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "address") return out;
  const add = slugAdder(out, slug);
  const rng: Rng = mulberry32(0x2307 ^ (slug.length * 151));
  const n = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const digits = (k: number) => Array.from({ length: k }, () => Math.floor(rng() * 10)).join("");
  cjk(add, rng, n, digits);
  latin(add, rng, n, digits);
  return out;
}

// invented Japanese places: prefecture (都 / 県), city or ward (市 / 区 / 町), district
const JP_PREFECTURES = ["\u7dd1\u5ddd\u770c", "\u9752\u8449\u770c", "\u685c\u5ce0\u770c", "\u767d\u6d5c\u770c", "\u5c71\u90f7\u90fd"];
const JP_WARDS = ["\u6708\u898b\u533a", "\u98a8\u5ca1\u5e02", "\u661f\u91ce\u533a", "\u5c0f\u6ce2\u753a", "\u677e\u97f3\u5e02"];
const JP_DISTRICTS = ["\u590f\u76ee", "\u9ce5\u8c37", "\u6c34\u539f", "\u548c\u6cc9", "\u9280\u6a4b"];
// invented Chinese places: province or city (省 / 市), district (区 / 县), road (路 / 大道 / 街)
const CN_TOPS = ["\u6c5f\u4e34\u7701\u4e91\u5cab\u5e02", "\u6e05\u6e7e\u5e02", "\u5cad\u897f\u7701\u677e\u6797\u5e02", "\u6cb3\u9633\u5e02"];
const CN_DISTRICTS = ["\u6cb3\u6e7e\u533a", "\u5317\u5e84\u533a", "\u5b89\u5e73\u53bf", "\u7389\u6cc9\u533a"];
const CN_ROADS = ["\u677e\u67cf\u8def", "\u661f\u6cb3\u5927\u9053", "\u6625\u98ce\u8857", "\u9526\u6e90\u8def"];
// invented Korean places: city (특별시 / 광역시 / 시), district (구 / 군), road (로 / 대로 / 길)
const KR_CITIES = ["\uc0c8\uc194\ud2b9\ubcc4\uc2dc", "\ud55c\ube5b\uad11\uc5ed\uc2dc", "\ubc14\ub2e4\uc2dc", "\ud478\ub978\ub3c4 \ubcc4\ube5b\uc2dc"];
const KR_DISTRICTS = ["\ud478\ub978\uad6c", "\uc194\ubc2d\uad6c", "\ub298\ubd04\uad70", "\ud587\uc0b4\uad6c"];
const KR_ROADS = ["\ud587\uc0b4\ub85c", "\ubcc4\ube5b\ub300\ub85c", "\ubc14\ub78c\uae38", "\uc740\ud558\ub85c"];

function cjk(add: Add, rng: Rng, n: (lo: number, hi: number) => number, digits: (k: number) => string): void {
  const jpTemplates = ["Please ship it to \u3012{p} {a}.", "\u304a\u5c4a\u3051\u5148\uff1a{a}", "Is this address complete? {a}", "\u4f4f\u6240\u306f{a}\u3067\u3059\u3002"];
  for (let k = 0; k < 16; k++) {
    const p = `${digits(3)}-${digits(4)}`;
    const block = k % 2 === 0 ? `${n(1, 9)}\u4e01\u76ee${n(1, 30)}-${n(1, 20)}` : `${n(1, 9)}-${n(1, 30)}-${n(1, 20)}`;
    const a = k % 4 === 3 ? `${pick(rng, JP_WARDS)}${pick(rng, JP_DISTRICTS)}${n(1, 9)}\u4e01\u76ee${n(1, 30)}-${n(1, 20)}` : `${pick(rng, JP_PREFECTURES)}${pick(rng, JP_WARDS)}${pick(rng, JP_DISTRICTS)}${block}`;
    add(jpTemplates[k % jpTemplates.length].replace("{p}", p).replace("{a}", a), 1, "r7-jp-script", `r7jp:${k % 4}`, "ja");
  }
  const cnTemplates = ["Translate this address for the customs form: {a}", "\u5730\u5740\uff1a{a}\uff0c\u90ae\u7f16{z}\u3002", "\u8bf7\u5bc4\u5230{a}\u3002", "Can you romanise {a} for me?"];
  for (let k = 0; k < 16; k++) {
    const a = `${pick(rng, CN_TOPS)}${pick(rng, CN_DISTRICTS)}${pick(rng, CN_ROADS)}${n(1, 999)}\u53f7`;
    add(cnTemplates[k % cnTemplates.length].replace("{a}", a).replace("{z}", digits(6)), 1, "r7-cn-script", `r7cn:${k % 4}`, "zh");
  }
  const krTemplates = ["Our new office: {a}, {z}.", "\uc8fc\uc18c\ub294 {a}\uc785\ub2c8\ub2e4.", "Does the validator accept '{a}'?", "\ubc30\uc1a1\uc9c0: {a} ({z})"];
  for (let k = 0; k < 16; k++) {
    const a = `${pick(rng, KR_CITIES)} ${pick(rng, KR_DISTRICTS)} ${pick(rng, KR_ROADS)} ${n(1, 400)}${k % 3 === 0 ? `-${n(1, 20)}` : ""}`;
    add(krTemplates[k % krTemplates.length].replace("{a}", a).replace("{z}", digits(5)), 1, "r7-kr-road", `r7kr:${k % 4}`, "ko");
  }
  // near misses: administrative words with counts, dates and ordinals, no house number
  const cjkNegatives = [
    `${JP_PREFECTURES[0]}\u306e\u4eba\u53e3\u306f${n(100, 900)}\u4e07\u4eba\u3067\u3059\u3002`,
    `${JP_WARDS[0]}\u3067${n(2, 9)}\u6708${n(1, 28)}\u65e5\u306b\u796d\u308a\u304c\u3042\u308a\u307e\u3059\u3002`,
    `\u7b2c${n(2, 40)}\u53f7\u6587\u4ef6\u5df2\u7ecf\u53d1\u5e03\u3002`,
    `${CN_TOPS[1]}\u4eca\u5e74GDP\u589e\u957f${n(2, 9)}%\u3002`,
    `${CN_DISTRICTS[0]}\u6709${n(10, 90)}\u6240\u5b66\u6821\u3002`,
    `${KR_CITIES[0]} \uc778\uad6c\ub294 ${n(100, 900)}\ub9cc \uba85\uc785\ub2c8\ub2e4.`,
    `${KR_DISTRICTS[0]}\uc5d0\uc11c ${n(2, 9)}\uc6d4 ${n(1, 28)}\uc77c\uc5d0 \ucd95\uc81c\uac00 \uc5f4\ub9bd\ub2c8\ub2e4.`,
    `${n(2, 9)}\u4e01\u76ee\u306e\u5915\u65e5\u3068\u3044\u3046\u6620\u753b\u3092\u898b\u307e\u3057\u305f\u3002`,
    `\u4f1a\u8bae\u5ba4${n(2, 9)}\u53f7\u5728\u4e09\u697c\u3002`,
    `${KR_ROADS[0]}\ub294 ${n(2, 9)}\ucc28\uc120\uc785\ub2c8\ub2e4.`,
  ];
  cjkNegatives.forEach((t, i) => add(t, 0, "r7-cjk-near-miss", `r7cjkneg:${i % 3}`, "zh"));
}

// invented Malay streets and towns
const MY_STREETS = ["Jalan Melur Putih", "Jalan Cempaka Biru", "Lorong Kenari", "Jalan Seroja Indah", "Persiaran Delima", "Lebuh Nuri", "Jalan Teratai Emas"];
const MY_TOWNS = ["Bandar Seri Mawar", "Kota Permai", "Taman Sri Kembang", "Bukit Nilam", "Pekan Rimbun"];
// invented Latin-American towns
const LA_TOWNS = ["Villa Serena", "San Aurelio", "Puerto Alcina", "Santa Ofelia", "Valle Claro"];
const BOX_TOWNS = ["Villa Serena", "Lindenhöhe", "Nordvik", "São Aurélio", "Puerto Alcina"];

function latin(add: Add, rng: Rng, n: (lo: number, hi: number) => number, digits: (k: number) => string): void {
  const myTemplates = ["Please deliver to {a}.", "Alamat: {a}", "Received from the tenant of {a}, the sum of RM {m}.", "Hantar ke {a} sebelum Jumaat."];
  for (let k = 0; k < 16; k++) {
    const house = k % 2 === 0 ? `${n(1, 120)}${pick(rng, ["", "A", "B"])}` : `No. ${n(1, 120)},`;
    const a = `${house} ${pick(rng, MY_STREETS)}${k % 3 === 0 ? ` ${n(1, 9)}` : ""}, ${digits(5)} ${pick(rng, MY_TOWNS)}`;
    add(myTemplates[k % myTemplates.length].replace("{a}", a).replace("{m}", `${n(1, 3)},${digits(3)}`), 1, "r7-my-jalan", `r7my:${k % 4}`, "ms");
  }
  const gridTemplates = ["Invoice address: {a}.", "Env\u00edenlo a {a}, por favor.", "La oficina queda en {a}.", "Is {a} a valid address?"];
  for (let k = 0; k < 16; k++) {
    const type = pick(rng, ["Calle", "Carrera", "Cra.", "Diagonal", "Transversal", "Av. Calle", "Cl."]);
    const letter = k % 4 === 1 ? pick(rng, ["A", "B", "C"]) : "";
    const sign = pick(rng, ["#", "# ", "No. ", "N\u00ba "]);
    const unit = k % 3 === 0 ? `, ${pick(rng, ["Oficina", "Apto", "Piso", "Torre"])} ${n(1, 900)}` : "";
    const a = `${type} ${n(1, 150)}${letter} ${sign}${n(1, 120)}-${n(1, 99)}${k % 5 === 2 ? " Sur" : ""}${unit}, ${pick(rng, LA_TOWNS)}`;
    add(gridTemplates[k % gridTemplates.length].replace("{a}", a), 1, "r7-grid", `r7grid:${k % 4}`, "es");
  }
  const boxTemplates = ["Mail it to {b}, {z} {t}.", "Does post to {b}, {z} {t} arrive reliably?", "Correspondencia: {b}, {z} {t}", "Send the form to {b} in {t}."];
  for (let k = 0; k < 16; k++) {
    const word = pick(rng, ["Apartado Postal", "Apartado A\u00e9reo", "Casilla", "Casilla de correo", "Postfach", "Postboks", "Caixa Postal", "Apdo. Postal"]);
    const b = `${word} ${n(1, 9999)}${k % 4 === 3 ? "-B" : ""}`;
    add(boxTemplates[k % boxTemplates.length].replace("{b}", b).replace("{z}", digits(4 + (k % 2))).replace("{t}", pick(rng, BOX_TOWNS)), 1, "r7-po-box", `r7box:${k % 4}`);
  }
  // near misses: streets named without a number, grid-shaped ticket numbers, box words about forms
  const latinNegatives = [
    `${MY_STREETS[0]} is lovely at night.`,
    `We walked along ${MY_STREETS[1]} for ${n(2, 9)} hours.`,
    `Ticket #${n(10, 99)}-${n(10, 99)} was closed yesterday.`,
    `Calle ${pick(rng, ["Mayor", "Real"])} is closed for repairs until ${n(2, 9)} May.`,
    `Carrera ${n(5, 40)} km: results of the race.`,
    `Tick box ${n(2, 9)} on the form and sign it.`,
    `The ${pick(rng, LA_TOWNS)} team won ${n(2, 9)}-${n(0, 3)}.`,
    `Item #${n(2, 9)}-${n(10, 99)} is out of stock.`,
    `Room ${n(2, 9)}, Level ${n(2, 9)} of the library.`,
    `Jalan-jalan ${n(2, 5)} hari ke ${MY_TOWNS[1]}.`,
  ];
  latinNegatives.forEach((t, i) => add(t, 0, "r7-latin-near-miss", `r7latneg:${i % 3}`));
}
