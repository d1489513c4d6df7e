import { FLAG, lexFlags } from "./lexicon";

/**
 * Round 12 (labelled/pii-r12-address.ts): addresses read as a row of parts (split at commas, the
 * Arabic, Ethiopic and ideographic commas, semicolons, line breaks and sentence ends), each part classed by the words
 * of ~40 languages it holds: a street word (Vietnamese đường / phố, Indonesian and Malay jalan / gang /
 * lorong, Thai ถนน / ซอย, Swahili mtaa wa / barabara ya, Yoruba opopona, Hausa titin, Igbo ụzọ, Amharic
 * መንገድ / ጎዳና, Filipino kalye, Basque kalea, Galician rúa, Turkish sokak / cadde, Hindi, Bengali, Tamil
 * and Urdu road words, Arabic شارع, Persian خیابان / کوچه, Baltic, Balkan and Central-European words), a
 * street word next to its number, a house or plot word and its number (nyumba na., gida mai lamba,
 * ojúlé, የቤት ቁጥር, বাড়ি, मकान नं., پلاک, lot / blk / phase, no:), an administrative word (phường / quận,
 * kelurahan / kecamatan, แขวง / เขต, ክፍለ ከተማ / ወረዳ, barangay / purok, mahallesi, kata ya, unguwar,
 * محله, ওয়ার্ড, वार्ड), alone or with its number, a floor (3. eskuina, 5º esquerda, Kat 2), a place
 * and a postcode (Lagos 101233, 20003 Donostia, কলকাতা ৭০০০১৬, LT-12345 Vilnius) or a place alone.
 * Digits of Bengali, Devanagari, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Thai,
 * Lao, Myanmar, Khmer, Arabic-Indic and Persian are read as digits.
 *
 * An address is two parts, at most four apart in one row, whose classes make a pair: a street and
 * its number with any other class (a place too); a house number with a street, an administrative
 * word, a postcode or a floor; a street with an administrative number, a postcode or a floor; a
 * postcode with an administrative word. Not a pair: two administrative words ("Quận 12 có 300
 * nghìn dân, phường X đông nhất"), two house or block words ("Room 400, floor 9, building 5"), a
 * street word without a number beside an administrative word; one part alone is never an address
 * ("Lot 5 sold at auction", "phase 2 of the project", "Jalan X macet 3 jam"). A row breaks at a
 * part of more than five words that has no class.
 *
 * Cost: a part is read in full (folded, its words looked up, its classes' patterns run) only when a
 * look at the text as written finds a listed word in it (scanPart: words hashed as folded, no string
 * built) or its shape allows a class without one (mayClassWithoutWord); prose without address words
 * costs a scan for separators and digits and that look at each part holding a digit.
 */

/** Digits of the systems above (one UTF-16 code unit each: ranges keep their places). */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0e50, 0x0ed0, 0x1040, 0x17e0, 0xff10];
const NATIVE_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\u0e50-\u0e59\u0ed0-\u0ed9\u1040-\u1049\u17e0-\u17e9\uff10-\uff19]/g;
export const ANY_NATIVE_DIGIT = new RegExp(NATIVE_DIGIT.source);
function toAscii(c: string): string {
  const x = c.charCodeAt(0);
  for (const z of ZEROS) if (x >= z && x <= z + 9) return String.fromCharCode(48 + x - z);
  return c;
}
export const asciiAllDigits = (s: string) => s.replace(NATIVE_DIGIT, toAscii);

/** Lower case without Latin diacritics (đường → đuong, Òpópónà → opopona); other scripts as written. */
// (a table of the Latin letters with diacritics: one pass of a replace, no normalisation of the part)
const FOLDED = new Map<string, string>();
for (const [a, b] of [[0xc0, 0x24f], [0x1e00, 0x1eff]]) {
  for (let c = a; c <= b; c++) {
    const ch = String.fromCharCode(c);
    FOLDED.set(ch, ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase());
  }
}
const LATIN_MARK_G = /[\u00c0-\u024f\u1e00-\u1eff]|[\u0300-\u036f]/g;
const fold = (s: string) => s.replace(LATIN_MARK_G, (c) => FOLDED.get(c) ?? "").toLowerCase();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/**
 * Every listed word (folded) and the classes of lists it is in: a part's words are looked up here
 * first (a map lookup per word), and a class's pattern runs only on a part that holds one of its words.
 */
const KEYWORDS = new Map<string, number>();
/** Words glued to the name (Thai), tested with includes on parts in that script. */
const GLUED: Array<readonly [string, number]> = [];
const K_ST = 1;
const K_HOUSE = 2;
const K_WEAK = 4;
const K_ADMIN = 8;
const K_FLOOR = 16;
const K_PCW = 32;
/** Words written with spaces around them (a letter or mark may not touch them), and words glued to the name (Thai). */
function words(spaced: string, glued = "", bit = 0): string {
  // (each word as written in lower case and without its Latin diacritics: a part is only lower-cased)
  const both = (list: string) => [...new Set(list.split(" ").filter(Boolean).flatMap((w) => [w.replace(/_/g, " ").normalize("NFC").toLowerCase(), fold(w.replace(/_/g, " "))]))];
  const sp = both(spaced);
  const gl = both(glued);
  for (const w of sp) KEYWORDS.set(w, (KEYWORDS.get(w) ?? 0) | bit);
  for (const w of gl) GLUED.push([w, bit]);
  return wordsRe(sp.map(esc), gl.map(esc));
}
function wordsRe(sp: string[], gl: string[]): string {
  const spacedRe = sp.length ? `(?<![\\p{L}\\p{M}\\d])(?:${sp.join("|")})(?![\\p{L}\\p{M}])` : "";
  const gluedRe = gl.length ? `(?:${gl.join("|")})` : "";
  return [spacedRe, gluedRe].filter(Boolean).join("|");
}
// (an underscore stands for a space inside a word list's item; a dot ends an abbreviation)
const ST_BEFORE = words(
  "jalan jl. jln. gang gg. lorong lrg. đường phố ngõ ngách hẻm kiệt mtaa_wa barabara_ya njia_ya opopona titin okporo_ụzọ ụzọ kalye kalsada kale rúa praza rolda camiño avinguda carrer passeig travessera ulica ul. os. osiedle aleja al. strada str. bulevardul calea șoseaua aleea intrarea sokak cadde " +
    "شارع طريق جادة زقاق خیابان کوچه بلوار بزرگراه میدان רחוב שדרות סמטת οδός οδ. λεωφ. λεωφόρος вул. вулиця ул. улица проспект просп. пр-т бульвар провулок переулок",
  "ถนน ถ. ซอย ซ.",
  K_ST,
);
const ST_AFTER = words(
  "kalea kale etorbidea pasealekua bidea enparantza utca út u. tér körút iela ielā gatvė gatve prospektas ulica ulice cesta trg bulevar sokak sokağı sok. sk. caddesi cad. cd. bulvarı marg mawatha salai " +
    "রোড সড়ক লেন স্ট্রিট সরণি গলি পথ এভিনিউ मार्ग रोड गली सड़क पथ लेन சாலை தெரு வீதி ரோடு روڈ سڑک گلی መንገድ ጎዳና",
  "",
  K_ST,
);
const STREET = new RegExp(`${ST_BEFORE}|${ST_AFTER}`, "u");
/** A number word between a house or street word and the number. */
const NUM_WORD = "(?:(?:na\\.?|namba|nambari|no\\.?|no:|nr\\.?|nº|n°|mai lamba|nomba|nọmba|number|nomor|nombor|نمبر|رقم|নং|नं\\.?|नंबर|ቁጥር|ቁ\\.|எண்) ?)?";
/** A number that counts (years, kilometres, minutes, shops): no house number. */
const COUNT =
  // (round 21: a price or a count of people in Vietnamese and Indonesian, a number with a thousands group: 50.000đ, 45 nghìn, 25 ribu)
  "(?![.,]\\d{3}(?!\\d))(?! ?(?:(?:km|m|jam|hari|đ|đong|dong|vnd|vnđ|nghin|ngan|trieu|nguoi|ribu|juta|rupiah|rp|k|saat|yıl|yil|éve|eve|years?|days?|hours?|minutes?|%|سنة|سنوات|عام|يوم|كم|متر|سال|روز|ساعت|বছর|साल|ዓመት|ปี|กม|ร้าน|บาท)(?![\\p{L}])" +
  // (stems that inflect or glue: percre, kilometrů, கிலோமீட்டர், กิโลเมตร)
  "|kilom|kilóm|metr|méter|minut|perc|tahun|dakika|óra|godin|lat(?:a)?(?![\\p{L}])|دقيق|ساع|كيلو|کیلو|دقیق|মিনিট|কিলো|किलो|मिनट|கிலோ|மீட்டர்|நிமிட|ኪሎ|ደቂቃ|กิโล|เมตร|นาที|ชั่วโมง))";
const N = `(?!0)\\d{1,5}(?:[a-z]|/\\d{1,4}[a-z]?|-\\d{1,4})?(?!\\d)${COUNT}`;
/** After a house number: the part's end, or at most two more words (Lot 5 Block 12 · no. 1 adalah Trans Jawa is no house). */
const TAIL = "(?=(?: [^\\s]+){0,2}$)";
/** A street word and its number: before the name (jalan X no. 5, 15 Opopona X) or after it (X kalea 14, ৪৫ পার্ক স্ট্রিট). */
const STREET_NUM = new RegExp(
  `(?:${ST_BEFORE})[^\\d,]{1,40}?,? ${NUM_WORD}${N}|(?<![\\d.])\\d{1,5}(?:[a-z]|/\\d{1,4})?,? (?:${ST_BEFORE})(?: ([a-z]{4,})(?![\\p{L}]))?|(?:${ST_AFTER}),? ${NUM_WORD}${N}|(?<![\\d.])\\d{1,5}(?:[a-z]|/\\d{1,4})? (?:[^\\d\\s,]{1,20} ){1,3}(?:${ST_AFTER})`,
  "u",
);
const HOUSE = new RegExp(
  `(?:${words(
    "nyumba kitalu gida lamba ojúlé ojule ilé nọ́mbà nọmba ụlọ no. no: no nr. nº n° nomor nombor rumah house flat apt. apt d: daire casa stan m. kv. кв. буд. д. дом " +
      "مکان گھر پلاک واحد مبنى عمارة منزل شقة رقم فيلا বাড়ি বাসা ফ্ল্যাট হোল্ডিং मकान फ्लैट घर प्लॉट கதவு_எண் የቤት_ቁጥር ቤት_ቁ. ቤት דירה",
    "บ้านเลขที่ เลขที่ หมู่",
    K_HOUSE,
  )}) ?${NUM_WORD}${N}${TAIL}`,
  "u",
);
/** Block, lot and phase words (the Philippines, Malaysia, Nigeria): weaker, they pair only with a street, a postcode or a named district. */
const HOUSE_WEAK = new RegExp(`(?:${words("lot blk blk. block blok phase plot bl. sc. ap.", "", K_WEAK)}) ?${NUM_WORD}${N}${TAIL}`, "u");
const ADMIN_WORDS = words(
  "phường quận huyện xã thị_xã thị_trấn thành_phố tp. kelurahan kel. kecamatan kec. kabupaten kab. desa kota kampung taman barangay brgy brgy. purok sitio subd. mahallesi mah. mahalle kata_ya wilaya_ya mkoa_wa agbegbe ìpínlẹ̀ unguwar unguwan karamar_hukuma jihar obodo sector sektor ward colonia bairro " +
    "ክፍለ_ከተማ ክ/ከተማ ወረዳ ቀበሌ حي محله منطقه محلہ سیکٹر ٹاؤن থানা জেলা ওয়ার্ড वार्ड मोहल्ला नगर कॉलोनी सेक्टर நகர் மாவட்டம்",
  "แขวง เขต ตำบล ต. อำเภอ อ. จังหวัด จ.",
  K_ADMIN,
);
const ADMIN = new RegExp(ADMIN_WORDS, "u");
// (p. and q. for the Vietnamese ward and district only before a number)
const ADMIN_NUM = new RegExp(`(?:${ADMIN_WORDS}|(?<![\\p{L}])[pq]\\.) ?${NUM_WORD}\\d{1,3}(?![\\d.,]\\d)${COUNT}`, "u");
const FLOOR = new RegExp(
  `(?<![\\d.])\\d{1,2}(?:\\.|º|ª|°|r|a|er|o)? ?(?:eskuina|ezkerra|erdia|solairua|esquerda|esquerdo|dereita|direita|dereito|izquierda|izda\\.?|derecha|dcha\\.?|behea|baixo|bajo|pis|andar|piso|etage|emelet|aukstas|stavs)(?![\\p{L}])|(?<![\\p{L}])(?:piso|pis|planta|andar|kat|emelet|stāvs|этаж|طبقه|طابق|الدور|ชั้น) ?\\d{1,2}(?!\\d)`,
  "u",
);
words("eskuina ezkerra erdia solairua esquerda esquerdo dereita direita dereito izquierda izda izda. derecha dcha dcha. behea baixo bajo pis andar piso etage emelet aukstas stavs planta kat stāvs этаж طبقه طابق الدور", "ชั้น", K_FLOOR);
words("kode posta codigo pin pincode postcode zip کد الرمز पिन পিন", "", K_PCW);
/** A postcode named by its word (kode pos 12345, کد پستی ...). */
const POSTCODE_WORD = /(?:kode pos|posta kodu|codigo postal|pin code|pincode|postcode|zip|کد پستی|الرمز البريدي|पिन|পিন)[ :]{0,2}\d{4,10}(?!\d)/u;
// a place of one to four words (Latin: capitalised), a postcode, or the other way round; a country prefix (LV-, LT-)
const PLACE = "(?:[\\p{Lu}\\p{Lo}][\\p{L}\\p{M}'’.-]{1,30})(?:[ /-](?:[\\p{Lu}\\p{Lo}][\\p{L}\\p{M}'’.-]{1,30}|de|del|da|do|di|es|ng|la|el|al|sur|am|an|upon)){0,3}";
const PC = "(?:[A-Z]{2}-)?\\d{3} ?\\d{1,3}";
const PLACE_POSTCODE = new RegExp(`^(?:(${PLACE}),? (${PC})|(${PC}) (${PLACE})(?: \\p{Ll}+){0,2})$`, "u");
const PLACE_ONLY = new RegExp(`^${PLACE}$`, "u");
/** A capitalised street after its house number, ending the part (Vietnam: 25 Lý Thường Kiệt). */
const LEAD = /(?<![\p{L}\d.,:/-])\d{1,5}[A-Z]?(?:\/\d{1,4})? \p{Lu}[\p{L}\p{M}'’.-]*(?: \p{Lu}[\p{L}\p{M}'’.-]*){0,4}$/u;

const ST = 1;
const SN = 2;
const HN = 4;
const HW = 8;
const AD = 16;
const ADN = 32;
const PCD = 64;
const FL = 128;
const PL = 256;
const LD = 512;
/** For each class, the classes of another part it makes an address with. */
const PAIRS: ReadonlyArray<readonly [number, number]> = [
  [SN, ST | SN | HN | HW | AD | ADN | PCD | FL | PL],
  [HN, ST | SN | AD | ADN | PCD | FL],
  [HW, ST | SN | AD | PCD],
  [ST, SN | HN | HW | ADN | PCD | FL],
  [AD, SN | HN | HW | PCD | LD],
  [ADN, SN | HN | ST | PCD | LD],
  [PCD, ST | SN | HN | HW | AD | ADN],
  [FL, SN | HN | ST],
  [PL, SN],
  [LD, AD | ADN],
];
const PARTNER = Array.from({ length: 1024 }, (_, k) => {
  let p = 0;
  for (const [c, with_] of PAIRS) if (k & c) p |= with_;
  return p;
});
const partner = (k: number) => PARTNER[k];

/** A word of the lexicon's common words that is no place (projects, repair). */
const commonWord = (w: string) => {
  const f = lexFlags(w);
  return Boolean(f & FLAG.COMMON) && !(f & FLAG.PLACE);
};
const BARE_NUMBER = /^(?!(?:19|20)\d\d$)\d{1,5}[a-z]?(?:\/\d{1,4})?$/;
const YEAR = /^(?:19|20)\d\d$/;
const HAS_THAI = /[\u0e00-\u0e7f]/;
const LATIN_MARKED = /[\u00c0-\u024f\u0300-\u036f\u1e00-\u1eff]/;
/** First words of the listed phrases (mtaa wa, kata ya, የቤት ቁጥር): only after these is the next word read too. */
const PHRASE_FIRST = new Set([...KEYWORDS.keys()].filter((w) => w.includes(" ")).map((w) => w.split(" ")[0]));
const isDigitCode = (c: number) => c >= 48 && c <= 57;
/** The keyword classes (K_*) of a folded part: its words and pairs of words looked up in KEYWORDS. */
function keywordBits(f: string): number {
  let bits = 0;
  const tokens = f.split(" ");
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    const b = KEYWORDS.get(t);
    if (b !== undefined) bits |= b;
    else if (PHRASE_FIRST.has(t) && i + 1 < tokens.length) bits |= KEYWORDS.get(`${t} ${tokens[i + 1]}`) ?? 0;
    else if (t.length > 2) {
      // a word closed by a full stop, or glued to its number (No:12, D:3, no.5)
      const last = t.charCodeAt(t.length - 1);
      if (last === 46) bits |= KEYWORDS.get(t.slice(0, -1)) ?? 0;
      else if (isDigitCode(last)) {
        const at = Math.max(t.indexOf(":"), t.indexOf("."));
        if (at > 0 && at < 4 && isDigitCode(t.charCodeAt(at + 1))) bits |= KEYWORDS.get(t.slice(0, at + 1)) ?? 0;
      }
    }
  }
  if (HAS_THAI.test(f)) for (const [w, bit] of GLUED) if (f.includes(w)) bits |= bit;
  return bits;
}

/**
 * A quick look at a part [s, e) of the text as written, no string built: -1 when a listed word may be
 * in it, else its count of spaces (up to 5). "No word" is sure: keywordBits of the part (folded) is 0.
 * Each word is hashed as it would be folded (a table of each code unit's folded lower case, filled as
 * met) and looked up in a bitmap of the hashes of the listed words, of phrases' first words (a
 * collision only reads a part in full); so are a word before its closing full stop and a short head
 * before ':' or '.' (No:12). A Thai letter, a Σ (its lower case depends on what follows) or half a
 * surrogate pair says "maybe"; so does p. or q. (the Vietnamese ward and district before a number).
 */
const HASH_BITS = new Uint32Array(1 << 15);
const hashSlot = (h: number) => (h ^ (h >>> 17)) & 0xfffff;
const hashWord = (w: string) => {
  let h = 0;
  for (let i = 0; i < w.length; i++) h = (Math.imul(h, 31) + w.charCodeAt(i)) | 0;
  return h;
};
for (const w of [...KEYWORDS.keys(), ...PHRASE_FIRST]) {
  const slot = hashSlot(hashWord(w));
  HASH_BITS[slot >>> 5] |= 1 << (slot & 31);
}
const listed = (h: number) => {
  const slot = hashSlot(h);
  return (HASH_BITS[slot >>> 5] & (1 << (slot & 31))) !== 0;
};
const UNSEEN = -1;
const DROPPED = -2;
const MAYBE = -3;
const FOLD_CODE = new Int32Array(65536).fill(UNSEEN);
function foldCode(c: number): number {
  let m: number;
  if (c === 0x3a3 || (c >= 0xd800 && c <= 0xdfff) || (c >= 0x0e00 && c <= 0x0e7f)) m = MAYBE;
  else {
    const ch = String.fromCharCode(c);
    const l = (c >= 0x0300 && c <= 0x036f ? "" : (FOLDED.get(ch) ?? ch)).toLowerCase();
    m = l.length === 0 ? DROPPED : l.length === 1 ? l.charCodeAt(0) : MAYBE;
  }
  FOLD_CODE[c] = m;
  return m;
}
function scanPart(text: string, s: number, e: number): number {
  let h = 0;
  let before = 0;
  let n = 0;
  let last = 0;
  let spaces = 0;
  for (let i = s; i <= e; i++) {
    const c = i < e ? text.charCodeAt(i) : 32;
    if (c === 32) {
      if (n > 0 && (listed(h) || (last === 46 && listed(before)))) return -1;
      if (i < e && spaces < 5) spaces++;
      h = 0;
      n = 0;
      last = 0;
      continue;
    }
    let m = FOLD_CODE[c];
    if (m === UNSEEN) m = foldCode(c);
    if (m === DROPPED) continue;
    if (m === MAYBE || (m === 46 && (last === 112 || last === 113))) return -1;
    before = h;
    h = (Math.imul(h, 31) + m) | 0;
    n++;
    last = m;
    if ((m === 46 || m === 58) && n >= 2 && n <= 4 && listed(h)) return -1;
  }
  return spaces;
}
const CAPITAL_AT = /[\p{Lu}\p{Lo}]/uy;
const UPPER_AT = /\p{Lu}/uy;
const at = (re: RegExp, text: string, i: number) => {
  re.lastIndex = i;
  return re.test(text);
};
const isDigitAt = (text: string, i: number) => isDigitCode(text.charCodeAt(i));
/**
 * Whether a part without a listed word may still have a class (false: surely none): a place alone
 * (a capital first, 30 characters at most, no digit); with a digit and 48 characters at most, a bare
 * number (a digit or a mark first, no space), a place and its postcode (a capital or three digits
 * or a country prefix first), a number and a capitalised street at the end (the last word's capital).
 */
function mayClassWithoutWord(text: string, s: number, e: number, digit: boolean): boolean {
  if (s === e) return false;
  if (!digit) return e - s <= 30 && at(CAPITAL_AT, text, s);
  if (e - s > 48) return false;
  const c0 = text.charCodeAt(s);
  let space = -1;
  for (let i = e - 1; i >= s && space < 0; i--) if (text.charCodeAt(i) === 32) space = i;
  if (space < 0 && (isDigitCode(c0) || (c0 >= 0x0300 && c0 <= 0x036f))) return true;
  if (at(CAPITAL_AT, text, s)) return true;
  if (isDigitCode(c0) && isDigitAt(text, s + 1) && isDigitAt(text, s + 2)) return true;
  if (c0 >= 65 && c0 <= 90 && text.charCodeAt(s + 2) === 45) return true;
  return space >= 0 && at(UPPER_AT, text, space + 1);
}

/** The classes of one part (`raw`: as written, trimmed of spaces and a final full stop). */
function classes(raw: string, hasDigit: boolean, mayWord: boolean): number {
  if (!raw) return 0;
  // (Latin letters with diacritics are folded: Òpópónà, đường; other scripts are only lower-cased)
  // (the folded part is needed for its words, or for a bare number and p. / q. in a part with a digit)
  const f = mayWord || hasDigit ? (LATIN_MARKED.test(raw) ? fold(raw) : raw.toLowerCase()) : "";
  const kw = mayWord ? keywordBits(f) : 0;
  let k = 0;
  if (kw & K_ST) {
    k |= ST;
    if (hasDigit) {
      const m = STREET_NUM.exec(f);
      // (a common word in lower case after the street word: not a street's name; capitalised, it may be one)
      if (m && !(m[1] !== undefined && commonWord(m[1]) && !raw.includes(` ${m[1][0].toUpperCase()}${m[1].slice(1)}`))) k |= SN;
    }
  }
  if (hasDigit) {
    if (kw & K_HOUSE && HOUSE.test(f)) k |= HN;
    else if (kw & K_WEAK && HOUSE_WEAK.test(f)) k |= HW;
    // (a bare number, a place and its postcode: parts of a few words only)
    const short = raw.length <= 48;
    if (short && BARE_NUMBER.test(f)) k |= HN;
    if ((kw & K_ADMIN || ((f.includes("p.") || f.includes("q.")) && /(?:^|[^\p{L}])[pq]\. ?\d/u.test(f))) && ADMIN_NUM.test(f)) k |= ADN;
    if (kw & K_FLOOR && FLOOR.test(f)) k |= FL;
    if (kw & K_PCW && POSTCODE_WORD.test(f)) k |= PCD;
    else if (short) {
      const m = PLACE_POSTCODE.exec(raw);
      if (m) {
        const place = m[1] ?? m[4];
        const code = (m[2] ?? m[3]).replace(/^[A-Z]{2}-/, "");
        const first = place.split(/[ /-]/)[0].toLowerCase();
        const f0 = lexFlags(first);
        const digits = code.replace(/ /g, "").length;
        if (digits >= 4 && !YEAR.test(code) && (!(f0 & FLAG.COMMON) || f0 & FLAG.PLACE)) k |= PCD;
      }
    }
    // (a number and a capitalised street ending the part: in a part of a few words, or after a listed word)
    if ((short || kw) && LEAD.test(raw.length > 120 ? raw.slice(-120) : raw)) k |= LD;
  }
  if (!(k & (AD | ADN)) && kw & K_ADMIN) k |= AD;
  if (k === 0 && !hasDigit && raw.length <= 30 && PLACE_ONLY.test(raw)) k |= PL;
  return k;
}

// (and a full stop that ends a sentence: after a number or a word of four letters or more, before a
// capital; not the dot of an abbreviation: Jl. Mawar, Na. 14, Kel. Sukamaju, 3. eskuina)
// (every alternative starts with its own character: the scan skips to them)
const SEPARATOR = /[,،፣、，;\n]|[!?।።。](?:\s|$)|\.(?<=(?:\d|\p{L}{4})\.)\s+(?=\p{Lu})/gu;
const MAX_GAP = 4;
const DIGIT = /[0-9]/g;
/** One part of the row: start and end (trimmed), a digit in it, its classes (-1: not read yet), a long part without class. */
interface Part {
  s: number;
  e: number;
  digit: boolean;
  k: number;
  long: boolean;
}
/** A part that is or ends in a counted thing: a number of three digits at most and capitalised words (Mua 3 Bánh Mì). */
const COUNTED = /(?:^|\s)\d{1,3} \p{Lu}[^\d]*$/u;
const countedAt = (text: string, q: Part | undefined) => q !== undefined && q.e - q.s <= 40 && COUNTED.test(text.slice(q.s, q.e));
/** The classes of a part, read once. */
function partClasses(text: string, parts: readonly Part[], i: number): number {
  const p = parts[i];
  if (p.k < 0) {
    // (without a listed word, most parts have no class: a look at the text, no string built)
    const spaces = scanPart(text, p.s, p.e);
    if (spaces >= 0 && !mayClassWithoutWord(text, p.s, p.e, p.digit)) {
      p.k = 0;
      p.long = spaces >= 5;
    } else {
      const raw = text.slice(p.s, p.e);
      p.k = classes(raw, p.digit, spaces < 0);
      p.long = p.k === 0 && raw.split(" ").length > 5;
      // (round 21: a number and capitalised words beside another such part is a list of counted things, no
      // street: Mua 3 Bánh Mì, 2 Cà Phê Sữa Đá)
      if (p.k & LD && (countedAt(text, parts[i - 1]) || countedAt(text, parts[i + 1]))) p.k &= ~LD;
    }
  }
  return p.k;
}
/**
 * Round-12 addresses in `text` (its digits already ASCII where they were native: asciiAllDigits),
 * pushed to `out` as ranges.
 */
export function detectAddressParts(text: string, out: Array<readonly [number, number]>): void {
  // parts: start and end (trimmed); classes only for parts that hold a digit or lie near one
  const parts: Part[] = [];
  let from = 0;
  // (the first digit at or after a part's start: one scan of the text, parts come in order)
  let digitAt = -1;
  SEPARATOR.lastIndex = 0;
  for (let m = SEPARATOR.exec(text), more = true; more; m = more ? SEPARATOR.exec(text) : null) {
    let e = m ? m.index : text.length;
    let s = from;
    if (m) from = m.index + m[0].length;
    else more = false;
    while (s < e && text.charCodeAt(s) <= 32) s++;
    while (e > s && (text.charCodeAt(e - 1) <= 32 || text.charCodeAt(e - 1) === 46)) e--;
    if (digitAt < s) {
      DIGIT.lastIndex = s;
      digitAt = DIGIT.test(text) ? DIGIT.lastIndex - 1 : text.length;
    }
    parts.push({ s, e, digit: digitAt < e, k: -1, long: false });
  }
  // every pair holds a part with a digit: start from those, look up to MAX_GAP parts either way
  for (let d = 0; d < parts.length; d++) {
    if (!parts[d].digit) continue;
    const kd = partClasses(text, parts, d);
    if (!kd) continue;
    const want = partner(kd);
    let hit = -1;
    for (let j = d - 1; j >= 0 && d - j <= MAX_GAP; j--) {
      if (partClasses(text, parts, j) & want || partner(parts[j].k) & kd) {
        hit = j;
        break;
      }
      if (parts[j].long) break;
    }
    if (hit >= 0) {
      out.push([parts[hit].s, parts[d].e]);
      continue;
    }
    for (let j = d + 1; j < parts.length && j - d <= MAX_GAP; j++) {
      if (partClasses(text, parts, j) & want || partner(parts[j].k) & kd) {
        out.push([parts[d].s, parts[j].e]);
        break;
      }
      if (parts[j].long) break;
    }
  }
}
