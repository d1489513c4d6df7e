import { allFakers } from "@faker-js/faker";
import { FLAG, lexFlags } from "../lexicon";
import { mulberry32, pick, slugAdder, type AddLabelled as Add, type Labelled, type Rng } from "./rng";

/**
 * Round 11 families of the own person-name set, one per general cause found on a probe of realistic
 * messages written by the worker before reading the detector (the probe itself is kept outside the repo;
 * every template here is new). Positives: a surname that is also a common word after an honorific of
 * address (Mr, Mrs, Ms, Herr, Frau, Mme, de heer); a given name that is also a word after a kin noun and
 * a possessive; a name spoken to (after thanks, a greeting or a sign-off, or before "could you …"); a
 * lower-case name after a greeting and a self-introduction ("hola soy …") or after ask / tell when the
 * name is also a surname; "dear" in Arabic, Hindi, Bengali and Chinese; a Japanese surname alone before
 * 様 / さん; a Thai self-introduction; an Arabic given name and a theophoric عبد name; Russian names in the
 * instrumental case. Near misses: generic addressees after "dear", interjections of other languages before
 * a comma, the last item of a list, Japanese compounds ending in 様, Thai "nickname", Vietnamese places
 * after a locative, brands and pageants after an honorific. Own PRNG and faker seeds.
 */
export function ownPiiRound11(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "person-name") return out;
  const add = slugAdder(out, slug);
  personNames(add, mulberry32(0x2b11 ^ (slug.length * 211)));
  return out;
}

type Loc = keyof typeof allFakers;

/** Names of a faker locale whose lexicon flags pass `ok`. */
function names(loc: Loc, seed: number, kind: "first" | "last", n: number, ok: (f: number) => boolean, latin = true): string[] {
  const f = allFakers[loc];
  f.seed(seed);
  const got = new Set<string>();
  for (let k = 0; k < 2000 && got.size < n; k++) {
    const w = kind === "first" ? f.person.firstName() : f.person.lastName();
    if (latin && !/^[\p{Lu}][\p{Ll}]{2,}$/u.test(w)) continue;
    if (!latin && /\s/.test(w)) continue;
    if (ok(lexFlags(w.toLowerCase()))) got.add(w);
  }
  return [...got];
}
const plain = (f: number) => (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
const THAI_SYL = ["สม", "ศรี", "วิ", "ชัย", "พร", "กิต", "ติ", "นภา", "รัตน์", "ประ", "เสริฐ", "มณี"];
function thaiWord(rng: Rng): string {
  for (;;) {
    const w = Array.from({ length: 2 + Math.floor(rng() * 2) }, () => pick(rng, THAI_SYL)).join("");
    if (lexFlags(w) === 0) return w;
  }
}

const HONORIFIC: readonly string[] = [
  "Could you draft a short apology to Mr. {s} for the delayed refund?",
  "We still have not heard back from Mrs {s} about the lease renewal.",
  "Ms. {s} asked whether the invoice can be split into two payments.",
  "Bitte rufen Sie Herrn {s} wegen der Lieferung zurück.",
  "Frau {s} hat die Unterlagen gestern geschickt.",
  "Mme {s} souhaite modifier la date de son rendez-vous.",
  "Kunt u de heer {s} laten weten dat het pakket onderweg is?",
];
const HONORIFIC_NOT: readonly string[] = [
  "Who won the Miss Universe pageant in 2019?",
  "Is Dr Pepper sold in Europe?",
  "The Miss World final will be streamed online.",
];
const KIN: readonly string[] = [
  "Write a funny card for my daughter {g}, she is turning nine.",
  "My husband {g} thinks we should repaint the kitchen; give me arguments either way.",
  "Any tips for getting my son {g} to sleep earlier?",
  "Her sister {g} will pick up the parcel on Friday.",
  "Could you suggest a name for the puppy my niece {g} wants to adopt?",
];
const VOCATIVE: readonly string[] = [
  "Cheers, {g}! That saved me an hour.",
  "Thank you so much for the quick reply, {g}.",
  "Make this friendlier: \"{g}, could you send the slides before noon?\"",
  "Happy birthday, {g}!",
  "Translate: \"Saludos, {g}.\"",
];
const VOCATIVE_NOT: readonly string[] = [
  "Klar, du kannst das so machen.",
  "Perfecto, ahora funciona.",
  "Languages spoken: English, Spanish.",
  "Tak, to działa.",
  "Supported regions: Ireland, Scotland.",
  "Cool, thanks!",
];
const LOWER: readonly string[] = ["hola soy {g}, no me funciona la app", "ciao sono {g}, ho un problema con il login", "oi, aqui é o {g}, meu boleto não chegou", "hey, i'm {g} and my card was charged twice", "can you ask {g} to call me back"];
const LOWER_NOT: readonly string[] = ["sono stanco di aspettare", "hola soy nuevo aquí, cómo funciona", "hi im stuck on step three", "aqui é o lugar certo para reclamar?"];
const DEAR: ReadonlyArray<readonly [string, string[]]> = [
  ["عزيزتي {n}، شكراً على الهدية.", ["مريم", "سارة", "نور", "هدى"]],
  ["प्रिय {n}, जन्मदिन की शुभकामनाएँ!", ["प्रिया", "सुनीता", "नेहा", "पूजा"]],
  ["প্রিয় {n}, তোমার চিঠি পেয়েছি।", ["রিনা", "সুমি", "তানিয়া", "মিতা"]],
  ["亲爱的{n}，生日快乐！", ["李娜", "王芳", "张丽", "刘洋"]],
];
const DEAR_NOT: readonly string[] = ["प्रिय ग्राहक, आपका ऑर्डर भेज दिया गया है।", "প্রিয় গ্রাহক, আপনার অর্ডার পাঠানো হয়েছে।", "عزيزي العميل، تم شحن طلبك.", "प्रिय मित्रों, कल बैठक है।", "亲爱的用户，您好！"];
const JA_SURNAMES = ["田中", "鈴木", "高橋", "渡辺", "伊藤", "中村", "小林", "加藤"];
const JA: readonly string[] = ["{s}様、お見積もりをお送りします。", "{s}さん、明日の会議は十時からです。"];
const JA_NOT: readonly string[] = ["お客様、ご注文ありがとうございます。", "皆様、本日はありがとうございました。", "王様のレストランはどこですか？", "奥様、お荷物が届きました。"];
const ARABIC_GIVEN = ["محمد", "أحمد", "خالد", "علي"];
const ARABIC_ABD = ["عبد الله", "عبد الرحمن", "عبد العزيز", "عبد الكريم"];
const VI_NOT: readonly string[] = ["Tôi muốn đi du lịch ở Nha Trang.", "Khách sạn tại Phú Quốc có đắt không?", "Bao lâu thì đến Vũng Tàu?", "Thời tiết ở Cần Thơ thế nào?"];
const RU: ReadonlyArray<readonly [string, string]> = [
  ["Сергеем", "Петровым"],
  ["Андреем", "Смирновым"],
  ["Николаем", "Волковым"],
];

function personNames(add: Add, rng: Rng): void {
  // surnames that are also common words (Baker, Bishop, Koch, Fischer)
  const wordSurnames = [
    ...names("en_US", 11100, "last", 8, (f) => (f & FLAG.COMMON) !== 0 && (f & FLAG.GIVEN) === 0),
    ...names("de", 11101, "last", 6, (f) => (f & FLAG.COMMON) !== 0 && (f & FLAG.GIVEN) === 0),
  ];
  HONORIFIC.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{s}", pick(rng, wordSurnames)), 1, "r11-honorific-word", `r11hon:${i}`);
  });
  HONORIFIC_NOT.forEach((t, i) => add(t, 0, "r11-honorific-not", `r11honnot:${i}`));
  // given names that are also words or places (Hope, Faith, Grace, Florence)
  const wordGiven = names("en_US", 11200, "first", 10, (f) => (f & FLAG.GIVEN) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) !== 0);
  KIN.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, wordGiven)), 1, "r11-kin-word", `r11kin:${i}`);
  });
  const given = (["en_US", "es", "it", "pt_BR", "de"] as Loc[]).flatMap((l, i) => names(l, 11300 + i, "first", 5, (f) => (f & FLAG.GIVEN) !== 0 && plain(f)));
  VOCATIVE.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, given)), 1, "r11-vocative", `r11voc:${i}`);
  });
  VOCATIVE_NOT.forEach((t, i) => add(t, 0, "r11-vocative-not", `r11vocnot:${i}`));
  const lowerGiven = given.filter((g) => g.length >= 4).map((g) => g.toLowerCase());
  LOWER.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, lowerGiven)), 1, "r11-lower-intro", `r11low:${i}`);
  });
  LOWER_NOT.forEach((t, i) => add(t, 0, "r11-lower-not", `r11lownot:${i}`));
  DEAR.forEach(([t, ns], i) => {
    for (const n of ns) add(t.replace("{n}", n), 1, "r11-dear-script", `r11dear:${i}`);
  });
  DEAR_NOT.forEach((t, i) => add(t, 0, "r11-dear-not", `r11dearnot:${i}`));
  JA.forEach((t, i) => {
    for (const s of JA_SURNAMES.slice(i * 4, i * 4 + 4)) add(t.replace("{s}", s), 1, "r11-ja-surname", `r11ja:${i}`, "ja");
  });
  JA_NOT.forEach((t, i) => add(t, 0, "r11-ja-not", `r11janot:${i}`, "ja"));
  for (let k = 0; k < 4; k++) add(`สวัสดีค่ะ ดิฉันชื่อ${thaiWord(rng)} ${thaiWord(rng)} ขอสอบถามเรื่องการจัดส่ง`, 1, "r11-thai-self", `r11thai:${k % 2}`, "th");
  add("ผมชื่อเล่นว่าอะไรก็ได้", 0, "r11-thai-not", "r11thainot:0", "th");
  ARABIC_GIVEN.forEach((g, i) => add(`أرسل الملف إلى ${g} ${ARABIC_ABD[i]} قبل الظهر.`, 1, "r11-arabic-abd", `r11abd:${i % 2}`, "ar"));
  VI_NOT.forEach((t, i) => add(t, 0, "r11-vi-locative", `r11vi:${i}`, "vi"));
  RU.forEach(([g, s], i) => add(`Договорись о встрече с ${g} ${s} на пятницу.`, 1, "r11-ru-instrumental", `r11ru:${i}`, "ru"));
}
