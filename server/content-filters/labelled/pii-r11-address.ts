import { mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 11 families of the own address set: the causes fixed in this round, each a layout written
 * here from general knowledge of the format, with invented names (syllables of each script; no name
 * is meant to be a real street): Mongolian khoroo / bair / toot rows, Myanmar house and road, Georgian
 * street words after the name, Bengali house / road rows in Bengali digits, Nepal's wards, Vietnamese
 * "Số" first, Romanian names with cel / lui, inflected Russian street words, Indian state codes before
 * the PIN, Bangalore's numbered crosses, "Ave." before the name, Icelandic compounds with a
 * three-digit postcode, a number first and a street without a type before a place (Kosovo, Albania).
 * Near misses: the same words with counts, rooms, wards of a hospital, dates and prices.
 */
const SYL = {
  latin: "ba be do ka ke la li lo ma mi na no ra ri sa se ta to va vi mar ber gan dor".split(" "),
  cyr: "ба ве да ле ли ма ми но ра ре са то ва гор зер лин мир".split(" "),
  mn: "бат дор жав сүх цэц нар мөн".split(" "),
  my: "မင်း ဗို သီ ရ ကျော် အောင်".split(" "),
  ka: "ვა ლი მა ნი სა რუ თა".split(" "),
  bn: "মির ধান রাম কমল নদী".split(" "),
  vi: "Trần Lê Nguyễn Phạm Hoàng Văn Đạo Thái".split(" "),
};
const BN_DIGITS = "০১২৩৪৫৬৭৮৯";
const MY_DIGITS = "၀၁၂၃၄၅၆၇၈၉";
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const word = (rng: Rng, script: keyof typeof SYL, n = 2) => Array.from({ length: n }, () => pick(rng, SYL[script])).join("");
const num = (rng: Rng, max: number) => String(1 + Math.floor(rng() * max));
const inDigits = (s: string, digits: string) => s.replace(/\d/g, (d) => digits[Number(d)]);

type Make = (rng: Rng) => string;
const POSITIVE: Record<string, Make[]> = {
  mn: [
    (r) => `Хаяг: ${cap(word(r, "mn"))} дүүрэг, ${num(r, 30)}-р хороо, ${num(r, 90)}-р байр, ${num(r, 120)} тоот`,
    (r) => `${num(r, 20)}-р хороо, ${num(r, 60)}-р байр, ${num(r, 99)} тоот руу хүргэнэ үү`,
  ],
  my: [(r) => `လိပ်စာ - အမှတ် ${inDigits(num(r, 200), MY_DIGITS)}၊ ${word(r, "my")}လမ်း၊ ${word(r, "my")}မြို့နယ်`],
  ge: [
    (r) => `მისამართი: ${word(r, "ka", 3)}ის ქ. ${num(r, 90)}, ${word(r, "ka", 3)}`,
    (r) => `${word(r, "ka", 3)}ის გამზ. ${num(r, 120)}, ბინა ${num(r, 40)}`,
  ],
  bd: [
    (r) => `ঠিকানা: বাড়ি ${inDigits(num(r, 90), BN_DIGITS)}, রোড ${inDigits(num(r, 20), BN_DIGITS)}, ${word(r, "bn")}, ঢাকা`,
    (r) => `আমার বাসা ${inDigits(num(r, 60), BN_DIGITS)}/এ, ${word(r, "bn")} রোড`,
  ],
  np: [(r) => `${cap(word(r, "latin", 3))}${pick(r, [" Marg", " Tole", ""])}, Ward No. ${num(r, 32)}, ${cap(word(r, "latin", 3))}`],
  vn: [(r) => `Giao đến Số ${num(r, 300)} ${pick(r, SYL.vi)} ${pick(r, SYL.vi)} ${pick(r, SYL.vi)}, ${pick(r, SYL.vi)} ${pick(r, SYL.vi)}, Hà Nội`],
  ro: [(r) => `adresa: Str. ${cap(word(r, "latin"))} ${pick(r, ["cel", "lui"])} ${cap(word(r, "latin"))} ${num(r, 200)}, ${cap(word(r, "latin", 3))}`],
  ru: [(r) => `живу на ${pick(r, ["проспекте", "улице", "бульваре"])} ${cap(word(r, "cyr"))} ${num(r, 150)}, кв ${num(r, 90)}`],
  in: [
    (r) => `${pick(r, ["B", "C", "D"])}-${num(r, 90)}, Sector ${num(r, 70)}, ${cap(word(r, "latin", 3))}, ${pick(r, ["UP", "HR", "MH"])} ${200 + Number(num(r, 599))}${num(r, 8)}${num(r, 8)}${num(r, 8)}`,
    (r) => `No. ${num(r, 90)}, ${pick(r, ["1st", "2nd", "3rd", "5th"])} ${pick(r, ["Cross", "Main"])}, ${cap(word(r, "latin", 3))}, Bangalore`,
  ],
  pr: [(r) => `Ave. ${cap(word(r, "latin"))} de ${cap(word(r, "latin"))} ${num(r, 2000)}, San Juan`],
  is: [(r) => `${cap(word(r, "latin"))}${pick(r, ["stræti", "gerði", "hlíð"])} ${num(r, 60)}, ${100 + Number(num(r, 800))} ${cap(word(r, "latin", 3))}`],
  xk: [(r) => `${num(r, 90)}, ${cap(word(r, "latin"))} ${cap(word(r, "latin", 3))}, ${pick(r, ["Prishtinë", "Prizren", "Tiranë", "Pejë"])}`],
};
const NEAR: Make[] = [
  (r) => `Сүүлийн ${num(r, 20)} жилд ${num(r, 5)}-р хороонд ажилласан`,
  (r) => `${word(r, "ka", 3)}ს ${num(r, 9)} წელი ვიცნობ`,
  (r) => `আমার ${inDigits(num(r, 9), BN_DIGITS)} টা বই আছে, দাম ${inDigits(num(r, 900), BN_DIGITS)} টাকা`,
  (r) => `ward ${num(r, 12)} of the hospital is closed for ${num(r, 9)} days`,
  (r) => `Số ${num(r, 9)} là con số may mắn của tôi`,
  (r) => `Chapter ${num(r, 20)}, ${cap(word(r, "latin"))} ${cap(word(r, "latin"))}, is the best part`,
  (r) => `we had ${num(r, 9)} guests, ${cap(word(r, "latin"))} ${cap(word(r, "latin"))}, and the band`,
  (r) => `Via ${cap(word(r, "latin"))} is ${1000 + Number(num(r, 999))} years old`,
  (r) => `В ${num(r, 9)} классе мы жили на проспекте, потом переехали`,
  (r) => `အမှတ် ${inDigits(num(r, 99), MY_DIGITS)} ရမှတ် ရခဲ့တယ်`,
];

export function ownPiiRound11Address(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "address") return out;
  const rng = mulberry32(0x2311);
  for (const [cc, makes] of Object.entries(POSITIVE)) {
    for (const make of makes) for (let k = 0; k < 4; k++) out.push({ text: make(rng), label: 1, source: `address:r11-${cc}`, group: `address:r11:${cc}` });
  }
  NEAR.forEach((make, i) => {
    for (let k = 0; k < 3; k++) out.push({ text: make(rng), label: 0, source: `address:r11-near-${i}`, group: `address:r11:near-${i}` });
  });
  return out;
}
