import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import mobileExamples from "libphonenumber-js/mobile/examples";
import { fnv1a, luhnDigit, mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 12 probe of the small PII builtins (phone, ssn, credit-card, ip-address), written before
 * the round's changes, from general causes rather than from any set's sentences, in ~25 languages:
 * - phone: national and international numbers written in the decimal digits of 20 scripts
 *   (Bengali, Devanagari, Arabic-Indic, Persian, Thai, Lao, Myanmar, Khmer, Tibetan, Gujarati,
 *   Gurmukhi, Tamil, Telugu, Kannada, Malayalam, Odia, full-width…) from libphonenumber-js's
 *   example numbers (MIT) with the last digits redrawn; numbers of 7 and 10 digits read out in
 *   words of en / es / pt / fr / de / it / nl / pl / ru / uk with comma pauses. Near misses: dates,
 *   amounts, years, times, id-card and order numbers in the same scripts; readings after an id
 *   word, counting, ZIP+4 and codes read out.
 * - ssn: SSNs in native digits and beside unrelated measurements; near misses: SSN shapes that
 *   are dimensions (units, ×, dimension words of ~15 languages), part numbers and other ids.
 * - credit-card: Luhn-valid card numbers in native digits; near misses: the same digits failing
 *   Luhn, IMEIs, IBAN fragments, phone numbers and order numbers in native digits.
 * - ip-address: addresses beside section / clause / article words and in native digits; near
 *   misses: section, clause, article, paragraph numbers in ~22 languages, outline headings and
 *   lists, "… of the contract" after the number.
 * Every text's group is its template; half of the groups are held out (r12HeldOut) and were not
 * read while tuning. Own PRNG: no earlier text or split moves.
 */
export function ownPiiRound12Small(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const add = (text: string, label: 0 | 1, source: string, group: string) => out.push({ text, label, source: `${slug}:${source}`, group: `${slug}:${group}` });
  const rng: Rng = mulberry32(0x2312 ^ (slug.length * 7919));
  const each = (templates: readonly string[], label: 0 | 1, source: string, times: number, fill: (t: string, i: number) => string) =>
    templates.forEach((t, i) => {
      for (let k = 0; k < times; k++) add(fill(t, i), label, source, `${source}:${i}`);
    });
  if (slug === "phone") phones(each, rng);
  else if (slug === "ssn") ssns(each, rng);
  else if (slug === "credit-card") cards(each, rng);
  else if (slug === "ip-address") ips(each, rng);
  return out;
}

/** The probe's own half split: a group (template) is on one side only. */
export function r12HeldOut(group: string): boolean {
  return fnv1a(`r12half:${group}`) % 2 === 0;
}

type Each = (templates: readonly string[], label: 0 | 1, source: string, times: number, fill: (t: string, i: number) => string) => void;

/** Zeros of decimal digit systems (Unicode Nd). */
const ZERO: Record<string, number> = {
  arab: 0x660, pers: 0x6f0, deva: 0x966, beng: 0x9e6, guru: 0xa66, gujr: 0xae6, orya: 0xb66, taml: 0xbe6, telu: 0xc66, knda: 0xce6, mlym: 0xd66,
  thai: 0xe50, laoo: 0xed0, tibt: 0xf20, mymr: 0x1040, khmr: 0x17e0, mong: 0x1810, full: 0xff10, sinh: 0xde6, nkoo: 0x7c0, bali: 0x1b50, java: 0xa9d0,
};
const native = (s: string, script: string) => s.replace(/\d/g, (d) => String.fromCodePoint(ZERO[script] + Number(d)));
const digits = (rng: Rng, k: number, first = "123456789") => first[Math.floor(rng() * first.length)] + Array.from({ length: k - 1 }, () => Math.floor(rng() * 10)).join("");

/** A valid mobile number of a region: its example with the last three digits redrawn until valid. */
function mobile(rng: Rng, region: CountryCode, intl: boolean): string {
  const ex = (mobileExamples as Record<string, string>)[region];
  for (let k = 0; k < 50; k++) {
    const nsn = ex.slice(0, -3) + digits(rng, 3, "0123456789");
    const p = parsePhoneNumberFromString(nsn, region);
    if (p?.isValid()) return intl ? p.formatInternational() : p.formatNational();
  }
  const p = parsePhoneNumberFromString(ex, region)!;
  return intl ? p.formatInternational() : p.formatNational();
}

function phones(each: Each, rng: Rng): void {
  // [script, region, templates]: a phone word of the language before or after the number
  const natives: ReadonlyArray<readonly [string, CountryCode, readonly string[]]> = [
    ["beng", "BD", ["আমার ফোন নম্বর {p}, সন্ধ্যায় কল করুন।", "যোগাযোগ: {p}", "জরুরি প্রয়োজনে {p} নম্বরে ফোন করুন।"]],
    ["deva", "IN", ["मेरा मोबाइल नंबर {p} है।", "कृपया {p} पर कॉल करें।", "संपर्क: {p}"]],
    ["deva", "NP", ["मेरो फोन नम्बर {p} हो।", "सम्पर्क नम्बर: {p}"]],
    ["arab", "EG", ["رقم هاتفي {p}", "اتصل بي على {p} بعد الظهر."]],
    ["arab", "SA", ["جوال: {p}", "للتواصل واتساب {p}"]],
    ["pers", "IR", ["شماره تماس من {p} است.", "تلفن همراه: {p}"]],
    ["pers", "PK", ["میرا فون نمبر {p} ہے۔", "رابطہ: {p}"]],
    ["thai", "TH", ["โทร {p} ได้ตลอด", "เบอร์โทรศัพท์ของฉันคือ {p}"]],
    ["laoo", "LA", ["ເບີໂທ: {p}", "ໂທຫາຂ້ອຍ {p}"]],
    ["mymr", "MM", ["ဖုန်းနံပါတ် {p}", "ဆက်သွယ်ရန် {p}"]],
    ["khmr", "KH", ["លេខទូរស័ព្ទ {p}", "ទំនាក់ទំនង {p}"]],
    ["tibt", "BT", ["ཁ་པར་ཨང་ {p}"]],
    ["gujr", "IN", ["મારો ફોન નંબર {p} છે.", "સંપર્ક: {p}"]],
    ["guru", "IN", ["ਮੇਰਾ ਫ਼ੋਨ ਨੰਬਰ {p} ਹੈ।"]],
    ["taml", "IN", ["என் தொலைபேசி எண் {p}", "அழைக்கவும்: {p}"]],
    ["telu", "IN", ["నా ఫోన్ నంబర్ {p}"]],
    ["knda", "IN", ["ನನ್ನ ಫೋನ್ ಸಂಖ್ಯೆ {p}"]],
    ["mlym", "IN", ["എന്റെ ഫോൺ നമ്പർ {p}"]],
    ["orya", "IN", ["ମୋ ଫୋନ ନମ୍ବର {p}"]],
    ["full", "JP", ["電話番号は{p}です。", "連絡先：{p}"]],
    ["full", "CN", ["我的电话是{p}。"]],
    ["mong", "MN", ["утас: {p}"]],
  ];
  natives.forEach(([script, region, templates], j) =>
    templates.forEach((t, i) => {
      for (const intl of [false, true]) {
        const fill = t.replace("{p}", native(mobile(rng, region, intl), script));
        each([fill], 1, `r12-native:${script}:${region}:${j}:${i}`, 1, (x) => x);
      }
    }),
  );
  // numbers read out with comma pauses: 7 digits (3, 4), 10 digits (3, 3, 4)
  const WORDS: Record<string, readonly string[]> = {
    en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    pt: ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
    fr: ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    de: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    it: ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    nl: ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
    pl: ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"],
    ru: ["ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"],
    uk: ["нуль", "один", "два", "три", "чотири", "п'ять", "шість", "сім", "вісім", "дев'ять"],
  };
  const read = (lang: string, d: string, groups: readonly number[]) => {
    let at = 0;
    return groups
      .map((g) => {
        const part = d.slice(at, at + g).split("").map((c) => (lang === "en" && c === "0" && rng() < 0.3 ? "oh" : WORDS[lang][Number(c)]));
        at += g;
        return part.join(" ");
      })
      .join(", ");
  };
  const number = (k: number) => (k === 7 ? digits(rng, 3, "2345689") + digits(rng, 4, "0123456789") : digits(rng, 3, "2345689") + digits(rng, 3, "2345689") + digits(rng, 4, "0123456789"));
  const spokenPos: ReadonlyArray<readonly [string, readonly string[]]> = [
    ["en", ["My number's {w} — text anytime.", "Call me on {w}.", "You can reach me at {w}, after six.", "It's {w}, that's my cell.", "Her mobile is {w}."]],
    ["es", ["Mi número es {w}, llámame.", "Mi celular: {w}."]],
    ["pt", ["Meu número é {w}, me liga.", "O telefone dela é {w}."]],
    ["fr", ["Mon numéro, c'est {w}.", "Appelle-moi au {w}."]],
    ["de", ["Meine Nummer ist {w}, ruf an.", "Handy: {w}."]],
    ["it", ["Il mio numero è {w}, chiamami.", "Cellulare: {w}."]],
    ["nl", ["Mijn nummer is {w}, bel maar.", "Bel me op {w}."]],
    ["pl", ["Mój numer to {w}, zadzwoń.", "Telefon: {w}."]],
    ["ru", ["Мой номер {w}, звони.", "Телефон: {w}."]],
    ["uk", ["Мій номер {w}, дзвони.", "Телефон: {w}."]],
  ];
  for (const [lang, templates] of spokenPos)
    each(templates, 1, `r12-spoken:${lang}`, 2, (t, i) => {
      const k = (i + templates.length) % 2 === 0 ? 7 : 10;
      return t.replace("{w}", read(lang, number(k), k === 7 ? [3, 4] : [3, 3, 4]));
    });

  // near misses in native digits: dates, amounts, years, times, ids with their id word
  const nativeNeg: ReadonlyArray<readonly [string, readonly string[]]> = [
    ["beng", ["তারিখ: {date}", "মোট খরচ ৳{amount}", "অর্ডার নম্বর {order} এখনও আসেনি।", "{y1}-{y2} সালের প্রতিবেদন", "জাতীয় পরিচয়পত্র নম্বর {nid}"]],
    ["deva", ["दिनांक {date} को बैठक है।", "कुल राशि ₹{amount}", "ऑर्डर नंबर {order} अभी तक नहीं आया।", "वर्ष {y1}-{y2} की रिपोर्ट", "आधार संख्या {aadhaar}"]],
    ["arab", ["التاريخ {date}", "المبلغ {amount} ريال", "رقم الطلب {order}", "تقرير {y1}-{y2}", "رقم الهوية {nid}"]],
    ["pers", ["تاریخ {date}", "مبلغ {amount} تومان", "شماره سفارش {order}", "گزارش سال {y1}-{y2}", "کد ملی {nid}"]],
    ["thai", ["วันที่ {date}", "ราคา {amount} บาท", "เลขที่คำสั่งซื้อ {order}", "รายงานปี {y1}-{y2}", "เลขบัตรประชาชน {nid}"]],
    ["mymr", ["ရက်စွဲ {date}", "စုစုပေါင်း {amount} ကျပ်", "မှာယူမှုနံပါတ် {order}"]],
    ["khmr", ["កាលបរិច្ឆេទ {date}", "តម្លៃ {amount} រៀល", "លេខបញ្ជាទិញ {order}"]],
    ["laoo", ["ວັນທີ {date}", "ລາຄາ {amount} ກີບ"]],
    ["full", ["日付：{date}", "金額：{amount}円", "注文番号：{order}", "{y1}－{y2}年度の報告"]],
    ["gujr", ["તારીખ {date}", "કુલ રકમ ₹{amount}"]],
    ["taml", ["தேதி {date}", "மொத்தம் ₹{amount}"]],
    ["telu", ["తేదీ {date}", "మొత్తం ₹{amount}"]],
    ["mlym", ["തീയതി {date}", "ആകെ ₹{amount}"]],
  ];
  const fillNeg = (t: string) =>
    t
      .replace("{date}", `${String(1 + Math.floor(rng() * 28)).padStart(2, "0")}-${String(1 + Math.floor(rng() * 12)).padStart(2, "0")}-20${digits(rng, 2, "12")}`)
      .replace("{amount}", `${digits(rng, 1)},${digits(rng, 2, "0123456789")},${digits(rng, 3, "0123456789")}`)
      .replace("{order}", digits(rng, 11, "12345"))
      .replace("{y1}", "2023")
      .replace("{y2}", "2024")
      .replace("{nid}", digits(rng, 10, "123456789"))
      .replace("{aadhaar}", `${digits(rng, 4, "23456789")} ${digits(rng, 4, "0123456789")} ${digits(rng, 4, "0123456789")}`);
  for (const [script, templates] of nativeNeg) each(templates, 0, `r12-native-near:${script}`, 2, (t) => native(fillNeg(t), script));

  // readings that are no phone: after an id word, counting, ZIP+4, codes
  const spokenNeg: ReadonlyArray<readonly [string, readonly string[]]> = [
    ["en", ["Your order number is {w}.", "The verification code: {w}.", "Count along: one, two, three, four, five, six, seven, eight.", "The ZIP plus four is {z}.", "Tracking number {w}, it says.", "Flight {f} boards at gate nine."]],
    ["es", ["El número de pedido es {w}.", "El código de verificación: {w}."]],
    ["de", ["Die Bestellnummer lautet {w}.", "Der Code ist {w}."]],
    ["fr", ["Le numéro de commande est {w}.", "Le code de suivi : {w}."]],
    ["it", ["Il numero d'ordine è {w}."]],
    ["pt", ["O número do pedido é {w}."]],
    ["nl", ["Het bestelnummer is {w}."]],
    ["pl", ["Numer zamówienia to {w}."]],
    ["ru", ["Номер заказа {w}."]],
    ["uk", ["Номер замовлення {w}."]],
  ];
  for (const [lang, templates] of spokenNeg)
    each(templates, 0, `r12-spoken-near:${lang}`, 2, (t, i) => {
      const k = i % 2 === 0 ? 7 : 10;
      return t
        .replace("{w}", read(lang, number(k), k === 7 ? [3, 4] : [3, 3, 4]))
        .replace("{z}", read(lang, digits(rng, 9, "123456789"), [5, 4]))
        .replace("{f}", read(lang, digits(rng, 3), [3]));
    });
}

/** A valid-looking SSN: area 001-899 but 666, group 01-99, serial 0001-9999. */
function ssnDigits(rng: Rng): string {
  for (;;) {
    const d = digits(rng, 9, "12345678");
    if (!d.startsWith("666") && d.slice(3, 5) !== "00" && d.slice(5) !== "0000") return d;
  }
}
const dashed = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

function ssns(each: Each, rng: Rng): void {
  const pos: ReadonlyArray<readonly [string, string]> = [
    ["full", "SSN：{s}（米国の社会保障番号）"],
    ["full", "社会保障番号 {s}"],
    ["arab", "رقم الضمان الاجتماعي الأمريكي SSN: {s}"],
    ["pers", "شماره تامین اجتماعی آمریکا (SSN): {s}"],
    ["deva", "मेरा SSN {s} है।"],
    ["beng", "আমার SSN {s}"],
    ["thai", "หมายเลข SSN ของฉันคือ {s}"],
    ["ascii", "My SSN is {s}; the desk is 120 cm wide."],
    ["ascii", "SSN {s}. Package weight: 3 kg, size 40 x 30 x 20 cm."],
    ["ascii", "Enter {s} in the SSN box, then measure the window (36 in by 48 in)."],
    ["ascii", "Social security number {s} — height 5 ft 9 in."],
    ["ascii", "Dimensions aside, the applicant's SSN is {s}."],
    ["ascii", "Name: J. Ortiz, SSN {s}, height 172 cm, weight 68 kg"],
    ["ascii", "Mi número de seguro social es {s} y mido 1,70 m."],
    ["ascii", "Meine SSN lautet {s}; das Paket misst 30 x 20 cm."],
    ["ascii", "Numéro de sécurité sociale américain : {s} (taille 180 cm)."],
    ["ascii", "Il mio SSN è {s}."],
    ["ascii", "Moje SSN to {s}."],
    ["ascii", "Мой SSN: {s}, рост 180 см."],
    ["ascii", "SSN'im {s}."],
    ["ascii", "Số an sinh xã hội của tôi là {s}."],
    ["ascii", "Employee record: SSN {s}, dept. 40, badge 2231."],
    ["ascii", "Patient SSN {s}; wound 3 mm deep."],
    ["ascii", "her social is {s} and the room is 12 ft x 10 ft"],
    ["ascii", "W-2 box a: {s}"],
    ["ascii", "Please verify {s} against the social security card."],
    ["ascii", "I typed {s} as my SSN, is that safe?"],
    ["ascii", "Tax form: SSN {s}, part 2 completed."],
    ["ascii", "SSN: {s} | Part-time: yes"],
    ["ascii", "The borrower's Social Security number {s} appears on page 3."],
  ];
  pos.forEach(([script, t], k) => each([t], 1, `r12-ssn-pos:${script}:${k}`, 2, (x) => x.replace("{s}", script === "ascii" ? dashed(ssnDigits(rng)) : native(dashed(ssnDigits(rng)), script))));

  const dims = () => `${digits(rng, 3, "12345678")}-${digits(rng, 2, "123456789")}-${digits(rng, 4, "123456789")}`;
  const neg = [
    "The dimensions are {d} mm.", "Size {d} cm (W-D-H).", "Box: {d}mm", "Panel {d} mm, 4 pieces.", "Cut the board to {d} mm.", "Weights: {d} kg for the three pallets.",
    "Order the rail, {d} in.", "Clearance {d} ft.", "Tolerances {d} µm.", "Volumes {d} ml.", "Dimensions (L-W-H): {d}", "Measurements: {d}",
    "Maße: {d} mm", "Abmessungen {d} mm (B-T-H)", "Medidas: {d} cm", "Dimensiones {d} mm.", "Dimensões {d} mm.", "Dimensions du meuble : {d} mm.", "Dimensioni {d} mm.",
    "Afmetingen {d} mm.", "Wymiary {d} mm.", "Размеры {d} мм.", "Габариты {d} мм.", "Boyutlar {d} mm.", "寸法 {d} mm", "尺寸 {d}毫米", "치수 {d} mm", "Kích thước {d} mm.", "Ukuran {d} mm.",
    "P/N {d} fits the 2019 model.", "MPN {d}", "Teilenummer {d} ist nicht lieferbar.", "Número de pieza {d}.", "Codice articolo {d}.", "Référence pièce {d}.", "Onderdeelnummer {d}.",
    "Numer części {d}.", "Артикул {d}.", "Parça numarası {d}.", "品番 {d} の在庫", "部件号 {d}", "Student ID {d} for the library.", "Employee ID {d}.", "Member ID {d} on the card.",
    "Personalnummer {d}.", "Matrikelnummer {d}.", "Número de empleado {d}.", "Numéro d'employé {d}.", "Numero di matricola {d}.", "Personeelsnummer {d}.", "Табельный номер {d}.",
    "Sicil no {d}.", "社員番号 {d}", "Account {d} is closed.", "Docket {d} was filed.", "License {d} expires in June.", "Permit {d} was approved.",
    "Frame {d} × 2", "Sheet {d} x 3", "The cable lengths were {d} m.", "NPK blend {d} g per bag.", "Drawing no. {d}, rev B.",
  ];
  each(neg, 0, "r12-ssn-near", 1, (t) => t.replace("{d}", dims()));
  // the same in native digits
  each(["The dimensions are {d} mm.", "寸法 {d} mm", "المقاسات {d} مم", "आकार {d} मिमी", "ขนาด {d} มม."], 0, "r12-ssn-near-native", 1, (t, i) =>
    t.replace("{d}", native(dims(), ["full", "full", "arab", "deva", "thai"][i])),
  );
}

function card(rng: Rng, valid = true): string {
  const prefix = pick(rng, ["4", "51", "53", "55", "2221", "6011", "4"]);
  const body = prefix + digits(rng, 15 - prefix.length + 1, "0123456789").slice(1);
  const b = body.slice(0, 15);
  const check = luhnDigit(b);
  const last = valid ? check : String((Number(check) + 1 + Math.floor(rng() * 8)) % 10);
  const d = b + last;
  return pick(rng, [d.replace(/(\d{4})(?=\d)/g, "$1 "), d.replace(/(\d{4})(?=\d)/g, "$1-"), d]);
}

function cards(each: Each, rng: Rng): void {
  const pos: ReadonlyArray<readonly [string, string]> = [
    ["arab", "رقم البطاقة {c}"], ["arab", "بطاقة الائتمان: {c}"], ["pers", "شماره کارت {c}"], ["pers", "کارت اعتباری: {c}"], ["deva", "कार्ड नंबर {c}"], ["deva", "मेरा क्रेडिट कार्ड {c} है"],
    ["beng", "কার্ড নম্বর {c}"], ["thai", "หมายเลขบัตร {c}"], ["full", "カード番号：{c}"], ["full", "信用卡号 {c}"], ["mymr", "ကတ်နံပါတ် {c}"], ["khmr", "លេខកាត {c}"],
    ["ascii", "Card: {c}"], ["ascii", "Meine Kreditkarte: {c}"], ["ascii", "Tarjeta {c}, vence 08/27"], ["ascii", "Numéro de carte {c}"], ["ascii", "Carta {c}"], ["ascii", "Karta {c}"],
    ["ascii", "Номер карты {c}"], ["ascii", "Kart numaram {c}"], ["ascii", "Số thẻ {c}"], ["gujr", "કાર્ડ નંબર {c}"], ["taml", "அட்டை எண் {c}"], ["laoo", "ເລກບັດ {c}"],
    ["ascii", "pay with {c} please"], ["ascii", "Cartão {c}"], ["ascii", "Kaartnummer {c}"], ["ascii", "Kortnummer {c}"], ["ascii", "כרטיס אשראי {c}"], ["ascii", "카드 번호 {c}"],
  ];
  pos.forEach(([script, t], k) => each([t], 1, `r12-card-pos:${script}:${k}`, 2, (x) => x.replace("{c}", script === "ascii" ? card(rng) : native(card(rng), script))));
  const negScripts = ["arab", "pers", "deva", "beng", "thai", "full", "mymr", "khmr", "gujr", "taml", "ascii", "ascii"];
  const neg = [
    "رقم البطاقة {x}", "شماره کارت {x}", "कार्ड नंबर {x}", "কার্ড নম্বর {x}", "หมายเลขบัตร {x}", "カード番号：{x}", "ကတ်နံပါတ် {x}", "លេខកាត {x}", "કાર્ડ નંબર {x}", "அட்டை எண் {x}", "Card {x}", "Tarjeta {x}",
  ];
  each(neg, 0, "r12-card-near-luhn", 2, (t, i) => t.replace("{x}", negScripts[i] === "ascii" ? card(rng, false) : native(card(rng, false), negScripts[i])));
  const other = [
    ["arab", "IMEI: {i}"], ["deva", "IMEI {i}"], ["full", "IMEI：{i}"], ["pers", "شماره سریال {o}"], ["beng", "অর্ডার নম্বর {o}"], ["thai", "เลขที่คำสั่งซื้อ {o}"],
    ["arab", "الهاتف {p}"], ["deva", "फ़ोन {p}"], ["full", "電話 {p}"], ["arab", "IBAN SA{b}"], ["pers", "شبا IR{b}"], ["deva", "खाता संख्या {o}"],
    ["ascii", "Tracking {o}"], ["ascii", "Order {o}"], ["ascii", "Invoice {o}"], ["ascii", "ISBN {isbn}"], ["thai", "โทร {p}"], ["mymr", "ဖုန်း {p}"],
  ] as const;
  each(other.map((o) => o[1]), 0, "r12-card-near-other", 2, (t, i) => {
    const s = other[i][0];
    const v = t
      .replace("{i}", digits(rng, 15, "3"))
      .replace("{o}", digits(rng, 16, "12345"))
      .replace("{p}", `+${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 4)}`)
      .replace("{b}", `${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`)
      .replace("{isbn}", `978${digits(rng, 10, "0123456789")}`);
    return s === "ascii" ? v : native(v, s);
  });
}

function ips(each: Each, rng: Rng): void {
  const pub = () => `${pick(rng, ["34", "52", "81", "91", "141", "185", "203", "104", "46", "77"])}.${Math.floor(rng() * 256)}.${Math.floor(rng() * 256)}.${1 + Math.floor(rng() * 254)}`;
  const priv = () => pick(rng, [`10.${Math.floor(rng() * 256)}.${Math.floor(rng() * 256)}.${1 + Math.floor(rng() * 254)}`, `192.168.${Math.floor(rng() * 256)}.${1 + Math.floor(rng() * 254)}`, `172.${16 + Math.floor(rng() * 16)}.${Math.floor(rng() * 256)}.${1 + Math.floor(rng() * 254)}`]);
  const ip = () => (rng() < 0.5 ? pub() : priv());
  const pos = [
    "Section 3 of the runbook: set the gateway to {ip}.", "Per clause 4, the server at {ip} must be patched.", "Artículo 5: la dirección IP del servidor es {ip}.", "Abschnitt 2 — der Server {ip} antwortet nicht.",
    "§ 3: whitelist {ip} for the VPN.", "Chapitre 2 : le routeur {ip} redémarre sans cesse.", "Capitolo 4: il gateway è {ip}.", "Hoofdstuk 6: de printer staat op {ip}.", "Rozdział 3: serwer {ip} nie odpowiada.",
    "Раздел 2: адрес сервера {ip}.", "Пункт 4: шлюз {ip} недоступен.", "Bölüm 3: sunucu IP adresi {ip}.", "Apartado 2: conecte al host {ip}.", "Paragraph 7 says the proxy is {ip}:8080.",
    "See section 2.1 — the DNS server is {ip}.", "In clause 3.2 the firewall allows {ip}.", "Kapitel 5: IP-Adresse {ip}", "Punto 3: il server {ip} è offline.", "Article 9 : adresse IP {ip}",
    "Artigo 2: o servidor {ip} não responde.", "Sección 4, paso 2: haga ping a {ip}.", "4.2 Network\nThe proxy listens on {ip}.", "Step 3.1: ssh admin@{ip}", "第3条 サーバーのIPアドレスは{ip}です。",
    "第2章 服务器地址 {ip}", "제3조 서버 주소는 {ip}입니다.", "ข้อ 2: ที่อยู่ไอพี {ip}", "البند 3: عنوان الخادم {ip}", "סעיף 2: כתובת השרת {ip}", "Mục 2: địa chỉ máy chủ {ip}", "Pasal 3: alamat server {ip}",
    "Your IP is {ip}", "blocked {ip} after the brute-force attempts", "Ping {ip} and tell me the latency.", "{ip} is not responding since the update window.",
  ];
  each(pos, 1, "r12-ip-pos", 2, (t) => t.replace("{ip}", ip()));
  each(["サーバーのIPアドレスは{ip}です。", "عنوان الخادم {ip}", "सर्वर का पता {ip} है", "IP-адрес {ip}", "ที่อยู่ IP {ip}"], 1, "r12-ip-pos-native", 2, (t, i) =>
    t.replace("{ip}", native(ip(), ["full", "arab", "deva", "full", "thai"][i])),
  );
  const outline = () => `${1 + Math.floor(rng() * 12)}.${1 + Math.floor(rng() * 9)}.${1 + Math.floor(rng() * 9)}.${1 + Math.floor(rng() * 9)}`;
  const neg = [
    "Consulte el apartado {o} del contrato.", "Véase el artículo {o} del reglamento.", "Según el inciso {o} del anexo.", "Ver el numeral {o} de las bases.", "Ver epígrafe {o}.",
    "Siehe Abschnitt {o} des Vertrags.", "Kapitel {o} beschreibt die Haftung.", "Gemäß Ziffer {o} der AGB.", "See section {o} of the agreement.", "Clause {o} covers termination.",
    "As stated in § {o}, the fee is due.", "Voir le paragraphe {o} du contrat.", "L'alinéa {o} précise les délais.", "Vedi l'articolo {o} del contratto.", "Il comma {o} è stato abrogato.",
    "Zie hoofdstuk {o} van de handleiding.", "Artikel {o} van de overeenkomst.", "Zgodnie z rozdziałem {o} umowy.", "Patrz punkt {o} regulaminu.", "См. раздел {o} договора.",
    "Согласно пункту {o} устава.", "Відповідно до розділу {o} договору.", "Sözleşmenin {o} numaralı bölümü.", "Madde {o} uyarınca.", "Se avsnitt {o} i avtalet.", "Katso kohta {o}.",
    "Viz kapitola {o} smlouvy.", "Lásd a {o}. pontot.", "Conform articolului {o} din contract.", "Ver a cláusula {o} do contrato.", "Consulte a secção {o} do manual.",
    "Xem mục {o} của hợp đồng.", "Lihat pasal {o} perjanjian.", "契約書の{o}項を参照。", "合同第{o}条规定。", "계약서 {o}항 참조.", "ดูข้อ {o} ของสัญญา", "انظر البند {o} من العقد.", "ראה סעיף {o} בחוזה.",
    "अनुबंध की धारा {o} देखें।", "{o} Termination for convenience", "{o} Scope of Work\n{o2} Deliverables", "Sections {o} and {o2} were rewritten.", "as described in {o} above",
    "see {o} below for the exceptions", "Table of contents: {o} Introduction; {o2} Goals", "Requirement REQ {o} is met.", "Step {o}: tighten the bolts.", "Item {o} in the checklist.",
    "Kohta {o} sopimuksesta.", "Odstavec {o} zákona.", "Punkt {o} der Tagesordnung.", "Rule {o} of the handbook.", "Part {o} of the specification.", "Paragraf {o} ustawy.", "Bagian {o} dokumen ini.",
    "Chương {o} giáo trình.", "Abs. {o} des Gesetzes.", "Anexo {o} del pliego.", "Annexe {o} du cahier des charges.",
  ];
  each(neg, 0, "r12-ip-near", 1, (t) => t.replace("{o2}", outline()).replace("{o}", outline()));
  each(["Consulte el apartado {o} del contrato.", "契約書の{o}項を参照。", "انظر البند {o} من العقد.", "अनुबंध की धारा {o} देखें।", "ดูข้อ {o} ของสัญญา"], 0, "r12-ip-near-native", 1, (t, i) =>
    t.replace("{o}", native(outline(), ["full", "full", "arab", "deva", "thai"][i])),
  );
}
