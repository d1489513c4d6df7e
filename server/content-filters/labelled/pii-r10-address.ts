import { isHeldOut, mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 10 families of the own address set: the postal layouts of ~100 countries, written from a
 * public description of address formats per country (field order, postcode place, which lines a
 * country uses: OpenCageData's address-formatting templates and test cases, MIT, read as a coverage
 * map; no data file copied) and from general knowledge of each country's street-type, unit, floor
 * and box words and postcode shapes; the layouts below are written here in a compact template language. Street and place names are invented from syllables
 * of each script (no name is meant to be a real street or town). Each address sits in a chat message
 * of the country's language, inline (lines joined by commas) or as a block on several lines.
 *
 * The group of every text is its country (`r10:<cc>`), so the held-out fifth of the split holds out
 * whole countries: their layouts are never looked at while fixing the detector.
 *
 * Template language: `[a|b|c]` picks one, `{s}` a street name, `{S}` a second name word, `{c}` a
 * place, `{n}` a house number, `{m}` a small number (floor, flat), `{p}` the country's postcode
 * (shape: 9 a digit, a a capital letter, other characters as written), `\n` a new line.
 */

interface Country {
  cc: string;
  lang: string;
  /** syllables of the script of the street and place names */
  script: keyof typeof SYLLABLES;
  /** postcode shape (9: digit, a: a capital letter) */
  pc: string;
  formats: string[];
}

const SYLLABLES = {
  latin: "ba be bo da de di do ka ke ko la le li lo ma me mi mo na ne no ra re ri ro sa se so ta te to va ve vi lu mar ber gan dor tel ven sol ran".split(" "),
  cyr: "ба бе во да ле ли ло ма ми но ра ре ри ро са се то ва ве ви ло гор зер ков лин мир".split(" "),
  greek: "κα κε λα λι μα μι να νι πα πε ρα ρι σα σο τα το φα χα".split(" "),
  arabic: "نور سلام ورد ياس مين ريح بحر جبل زهر قمر".split(" "),
  hebrew: "הד גפ שו רי מו נה לי תמ אל ור".split(" "),
  thai: "สุข ศรี ทอง ราม เจริญ พัฒ นา วงศ์ ชัย".split(" "),
  han: "华 明 和 平 安 东 西 南 北 中 新 光 永 福 兴 阳".split(" "),
  kana: "桜 松 竹 梅 川 山 田 中 森 本 原 野".split(" "),
  hangul: "한 강 서 동 남 북 중 평 화 산 솔 빛".split(" "),
  deva: "राम शिव गंगा कमल नेहरू गांधी विजय".split(" "),
  persian: "آزادی بهار ولی نیک گل سرو".split(" "),
  georgian: "ვა ლი მა ნი სა რუ თა".split(" "),
  armenian: "Աբո Վար Սար Մաշ Տիգ".split(" "),
};

const C = (cc: string, lang: string, script: Country["script"], pc: string, ...formats: string[]): Country => ({ cc, lang, script, pc, formats });

// the layouts, by region (field order and words as the format descriptions give them)
const COUNTRIES: Country[] = [
  // Central and Northern Europe: street and number, then postcode and place
  C("de", "de", "latin", "99999", "{s}[straße|weg|allee|ring|gasse] {n}\n{p} {c}", "{s}[str.|platz] {n}[a|b|], {p} {c}", "[Am|An der|Im] {s}[berg|feld|hof] {n}\n{p} {c}"),
  C("at", "de", "latin", "9999", "{s}[gasse|straße|weg] {n}/{m}/{m}\n{p} {c}", "{s}[gasse|platz] {n}, {p} {c}"),
  C("ch", "de", "latin", "9999", "{s}[strasse|weg|gasse] {n}\n{p} {c}", "[Rue|Chemin|Avenue] de {s} {n}, {p} {c}", "Via {s} {n}, {p} {c}"),
  C("li", "de", "latin", "9999", "{s}[strasse|weg] {n}\n{p} {c}"),
  C("nl", "nl", "latin", "9999 aa", "{s}[straat|laan|weg|gracht|plein|kade] {n}\n{p} {c}", "{s}[straat|singel] {n}-{m}, {p} {c}"),
  C("be", "nl", "latin", "9999", "{s}[straat|laan|steenweg] {n}, {p} {c}", "[Rue|Avenue|Chaussée] de {s} {n}\n{p} {c}", "[Rue|Avenue] {s} {n} bte {m}, {p} {c}"),
  C("lu", "fr", "latin", "L-9999", "{n}, [rue|avenue|route] de {s}\n{p} {c}", "{n} [rue|boulevard] {s}, {p} {c}"),
  C("dk", "da", "latin", "9999", "{s}[vej|gade|vænget|allé] {n}, {m}. [th.|tv.|mf.]\n{p} {c}", "{s}[vej|gade] {n}{[A|B|]}, {p} {c}"),
  C("no", "nb", "latin", "9999", "{s}[veien|gata|vegen] {n}\n{p} {C}", "{s} [gate|vei|allé] {n}{[A|B|]}, {p} {C}"),
  C("se", "sv", "latin", "999 99", "{s}[gatan|vägen|gränd] {n}\n{p} {C}", "{s}[gatan|vägen] {n}, lgh {m}{m}, {p} {C}"),
  C("fi", "fi", "latin", "99999", "{s}[katu|tie|kuja|polku] {n} [A|B|C] {m}\n{p} {C}", "{s}[katu|tie] {n}, {p} {C}"),
  C("is", "is", "latin", "999", "{s}[gata|vegur|braut|stræti] {n}\n{p} {C}", "{s}[gata|vegur] {n}, {p} {C}"),
  C("ee", "et", "latin", "99999", "{s} [tänav|mnt|puiestee] {n}-{m}\n{p} {C}", "{s} [tn|tee] {n}, {p} {C}"),
  C("lv", "lv", "latin", "LV-9999", "{s} iela {n}-{m}, {c}, {p}", "{s} [iela|gatve] {n}\n{c}, {p}"),
  C("lt", "lt", "latin", "LT-99999", "{s}[o|ės] [g.|gatvė|pr.] {n}-{m}, {p} {C}", "{s}[o|ės] g. {n}\n{p} {C}"),
  C("pl", "pl", "latin", "99-999", "ul. {s}[owa|ska] {n}/{m}\n{p} {C}", "[al.|Aleja|os.|pl.] {s}[owa|ów] {n}, {p} {C}"),
  C("cz", "cs", "latin", "999 99", "{s}[ova|ská] {n}/{m}\n{p} {C}", "[náměstí|nám.|třída] {s} {n}, {p} {C}"),
  C("sk", "sk", "latin", "999 99", "{s}[ova|ská] {n}/{m}\n{p} {C}", "[Námestie|ulica] {s} {n}, {p} {C}"),
  C("hu", "hu", "latin", "9999", "{C}\n{s} [utca|út|tér|u.] {n}.\n{p}", "{p} {C}, {s} [utca|út|köz] {n}. {m}. em. {m}."),
  C("si", "sl", "latin", "9999", "{s}[ova|ska] [ulica|cesta] {n}\n{p} {C}", "[Trg|Cesta] {s} {n}, {p} {C}"),
  C("hr", "hr", "latin", "99999", "{s}[ova|ska] [ulica|cesta] {n}\n{p} {C}", "Ulica {s} {n}, {p} {C}"),
  C("rs", "sr", "latin", "99999", "{s}[ova|ska] {n}\n{p} {C}", "Bulevar {s} {n}, {p} {C}"),
  C("ba", "bs", "latin", "99999", "{s}[ova|ska] {n}\n{p} {C}", "Ulica {s} br. {n}, {p} {C}"),
  C("me", "sr", "latin", "99999", "Ulica {s} {n}, {p} {C}"),
  C("mk", "mk", "cyr", "9999", "ул. {S} бр. {n}\n{p} {C}", "бул. {S} {n}, {p} {C}"),
  C("bg", "bg", "cyr", "9999", "ул. „{S}“ № {n}, {p} {C}", "бул. {S} {n}, ет. {m}\n{p} {C}"),
  C("ru", "ru", "cyr", "999999", "ул. {S}, д. {n}, кв. {m}\n{C}\n{p}", "{p}, г. {C}, пр-т {S}, д. {n}"),
  C("ua", "uk", "cyr", "99999", "вул. {S}, буд. {n}, кв. {m}, м. {C}, {p}", "просп. {S}, {n}\n{C}\n{p}"),
  C("by", "be", "cyr", "999999", "ул. {S}, д. {n}, кв. {m}, {p}, г. {C}"),
  C("kz", "kk", "cyr", "999999", "ул. {S}, д. {n}, кв. {m}\n{C} {p}", "{S} көшесі, {n}, {C}"),
  C("ro", "ro", "latin", "999999", "Str. {s} nr. {n}, bl. {m}, ap. {m}\n{p} {C}", "[Bd.|Calea|Șos.|Aleea] {s} nr. {n}, {p} {C}"),
  C("md", "ro", "latin", "MD-9999", "str. {s} {n}, ap. {m}, {C}, {p}", "bd. {s} {n}\n{p} {C}"),
  C("gr", "el", "greek", "999 99", "Οδός {S} {n}\n{p} {C}", "Λεωφ. {S} {n}, {p} {C}"),
  C("cy", "el", "latin", "9999", "{n} {s} Street, {p} {C}", "Οδός {S} {n}, {p} {C}"),
  C("it", "it", "latin", "99999", "Via {s} {n}\n{p} {C} ([MI|RM|TO|NA|FI])", "[Viale|Piazza|Corso|Largo] {s}, {n}, {p} {C}"),
  C("sm", "it", "latin", "4789[0|1|2|3|4|5|6|7|8|9]", "Via {s} {n}, {p} {C}"),
  C("mt", "en", "latin", "aaa 9999", "{n}, Triq {s}, {C} {p}", "Flat {m}, {s} Court, Triq {s}\n{C} {p}"),
  C("es", "es", "latin", "99999", "C/ {s} {n}, {m}º {[A|B|C]}\n{p} {C}", "[Calle|Avenida|Paseo|Plaza] de {s}, {n}, {p} {C}"),
  C("ad", "ca", "latin", "AD999", "Carrer {s} {n}, {p} {C}", "Avinguda {s}, {n}\n{p} {C}"),
  C("pt", "pt", "latin", "9999-999", "Rua {s} {n}, {m}º Esq.\n{p} {C}", "[Avenida|Travessa|Largo] {s}, n.º {n}, {p} {C}"),
  C("fr", "fr", "latin", "99999", "{n} [rue|avenue|boulevard|allée|impasse] {s}\n{p} {C}", "{n} bis, [chemin|route] de {s}, {p} {C}", "Bâtiment {[A|B]}, {n} [rue|place] {s}\n{p} {C} CEDEX"),
  C("mc", "fr", "latin", "98000", "{n} [boulevard|avenue] {s}, {p} Monaco"),
  C("ie", "en", "latin", "a99 a9a9", "{n} {s} [Road|Street|Avenue], {C}, Co. [Cork|Clare|Kerry], {p}"),
  C("gb", "en", "latin", "aa9 9aa", "{n} {s} [Road|Street|Lane|Close], {C} {p}", "Flat {m}, {s} House, {n} {s} Road\n{C}\n{p}"),
  // Turkey, the Caucasus, Central Asia
  C("tr", "tr", "latin", "99999", "{s} Mah. {s} Cad. No: {n} D: {m}\n{p} {C}/İstanbul", "{s} Mahallesi, {s} Sokak No: {n}, {p} {C}"),
  C("ge", "ka", "georgian", "9999", "{S}ს ქ. {n}, {C} {p}", "{n} {s} Street, {C} {p}"),
  C("am", "hy", "latin", "9999", "{n} {s} Ave, Apt {m}, {C} {p}", "{s} [St|Street] {n}, {C} {p}"),
  C("az", "az", "latin", "AZ9999", "{s} küç. {n}, {C}, {p}", "{s} prospekti {n}, mənzil {m}, {p} {C}"),
  C("uz", "uz", "latin", "999999", "{s} ko'chasi {n}, {C}, {p}", "{s} [street|avenue] {n}, {C} {p}"),
  // the Americas
  C("us", "en", "latin", "99999", "{n} {s} [St|Ave|Blvd|Dr|Ln], [Apt|Suite|Unit] {m}, {C}, [CA|NY|TX|OR|OH] {p}", "{n} {s} [Street|Road]\n{C}, [WA|FL|IL] {p}-9999"),
  C("ca", "en", "latin", "a9a 9a9", "{n} {s} [Street|Avenue|Road], {C} [ON|BC|AB] {p}", "{m}-{n} rue {s}, {C} (QC) {p}"),
  C("mx", "es", "latin", "99999", "[Calle|Av.] {s} {n}, Col. {s}, {p} {C}, [Jal.|N.L.|CDMX]", "{s} {n} Int. {m}\nCol. {s}\nC.P. {p}, {C}"),
  C("gt", "es", "latin", "01001", "{m} calle {m}-{m} zona {m}, {C}", "{m}a. avenida {m}-{m}, zona {m}, {C}"),
  C("cr", "es", "latin", "99999", "Calle {m}, Avenida {m}, casa {n}, {C}, {p}", "De la iglesia {s}, 200 m al norte, casa {n}, {C}"),
  C("pa", "es", "latin", "9999", "Calle {m}, Edificio {s}, piso {m}, apto. {m}{[A|B]}, {C}"),
  C("cu", "es", "latin", "99999", "Calle {m} No. {n} entre {s} y {s}, {C}"),
  C("do", "es", "latin", "99999", "Calle {s} No. {n}, Sector {s}, {C} {p}", "Av. {s} #{n}, {C}"),
  C("co", "es", "latin", "999999", "Calle {m} # {m}-{m}, Apto {n}, {C}", "Carrera {m} No. {m}-{m}, {C}, {p}"),
  C("ve", "es", "latin", "9999", "Av. {s}, Edif. {s}, piso {m}, apto. {m}, {C} {p}"),
  C("ec", "es", "latin", "EC999999", "Av. {s} N{m}-{m} y {s}, {C} {p}", "Calle {s} {n} y Av. {s}, {C}"),
  C("pe", "es", "latin", "99999", "Jr. {s} {n}, {C} {p}", "Av. {s} {n}, dpto. {m}, {C}, Lima {p}"),
  C("bo", "es", "latin", "0000", "Calle {s} N° {n}, zona {s}, {C}"),
  C("cl", "es", "latin", "9999999", "{s} {n}, depto. {m}, {C}, {p}", "Av. {s} {n}, of. {m}\n{C}, Región [Metropolitana|de Valparaíso]"),
  C("ar", "es", "latin", "a9999 aaa", "Av. {s} {n}, piso {m} \"{[A|B|C]}\", {p} {C}", "{s} {n}\n{p} {C}, Buenos Aires"),
  C("uy", "es", "latin", "99999", "Av. {s} {n} apto. {m}, {p} {C}"),
  C("py", "es", "latin", "999999", "Calle {s} {n} c/ {s}, {C}"),
  C("br", "pt", "latin", "99999-999", "Rua {s}, {n} - {s}\n{C} - [SP|RJ|MG] , {p}", "Av. {s}, {n}, apto {m}, {C} - [PR|BA], {p}"),
  // Africa
  C("za", "en", "latin", "9999", "{n} {s} Street, {s}, {C}, {p}", "Unit {m}, {s} Estate, {n} {s} Road\n{C}\n{p}"),
  C("ng", "en", "latin", "999999", "{n} {s} Street, {s}, {C} {p}", "Plot {n}, {s} Crescent, {C}"),
  C("ke", "en", "latin", "99999", "P.O. Box {n}-{p}, {C}", "{s} Road, House {m}, {C}"),
  C("gh", "en", "latin", "aa-999-9999", "House No. {n}, {s} Street, {C}, GPS: {p}"),
  C("eg", "ar", "arabic", "99999", "{n} شارع {S}، {C}", "{n} {s} St., {s}, {C} {p}"),
  C("ma", "fr", "latin", "99999", "{n}, Rue {s}, {p} {C}", "Résidence {s}, Imm. {m}, Apt {m}, {C}"),
  C("dz", "fr", "latin", "99999", "Cité {s}, Bt {m} n° {n}, {p} {C}"),
  C("tn", "fr", "latin", "9999", "{n} rue {s}, {p} {C}"),
  C("sn", "fr", "latin", "99999", "BP {n} {C}", "Villa n° {n}, Cité {s}, {C}"),
  C("ci", "fr", "latin", "00", "{n} BP {m} {C} {m}"),
  C("et", "en", "latin", "9999", "P.O. Box {n}, {C}"),
  C("tz", "en", "latin", "99999", "Plot {n}, {s} Street, P.O. Box {n}, {C}"),
  // the Middle East and South Asia
  C("il", "he", "hebrew", "9999999", "רחוב {S} {n}, {C} {p}", "{s} St {n}, {C} {p}"),
  C("sa", "ar", "arabic", "99999", "{n} {s} St, {s} Dist., {C} {p}-9999", "شارع {S} {n}، {C} {p}"),
  C("ae", "ar", "arabic", "0", "P.O. Box {n}, {C}", "ص.ب. {n}، {C}"),
  C("qa", "ar", "latin", "0", "Building {n}, Street {m}, Zone {m}, {C}"),
  C("kw", "ar", "latin", "99999", "Block {m}, Street {m}, House {n}, {C} {p}"),
  C("jo", "ar", "latin", "99999", "{n} {s} St, {C} {p}", "P.O. Box {n}, {C} {p}"),
  C("ir", "fa", "persian", "9999999999", "خیابان {S}، پلاک {n}، {C}", "{C}، خیابان {S}، کوچه {S}، پلاک {n}، کد پستی {p}"),
  C("pk", "en", "latin", "99999", "House {n}, Street {m}, [F|G|I]-{m}/{m}, {C} {p}", "{n} {s} Road, {s} Town, {C}"),
  C("in", "en", "latin", "999999", "Flat {n}, {s} Apartments, {m}th Cross, {s} Nagar, {C} - {p}", "{n}, {s} Marg, {C} {p}"),
  C("lk", "en", "latin", "99999", "No. {n}, {s} Mawatha, {C} {p}"),
  C("bd", "en", "latin", "9999", "House {n}, Road {m}, {s}, {C} {p}"),
  C("np", "en", "latin", "99999", "{s} Marg, Ward No. {m}, {C} {p}"),
  // East and South-East Asia, Oceania
  C("th", "th", "thai", "99999", "{n}/{m} ซอย{S} ถนน{S} แขวง{S} เขต{S} กรุงเทพฯ {p}", "{n}/{m} Soi {s} {m}, {s} Road, {C} {p}"),
  C("vn", "vi", "latin", "999999", "Số {n} đường {s}, Phường {m}, Quận {m}, {C}", "{n} {s}, P. {s}, Q. {m}, TP. {C}"),
  C("kh", "en", "latin", "999999", "No. {n}, Street {n}, Sangkat {s}, Khan {s}, {C}"),
  C("my", "ms", "latin", "99999", "No. {n}, Jalan {s} {m}/{m}, Taman {s}, {p} {C}", "Lot {n}, Lorong {s}, {p} {C}"),
  C("sg", "en", "latin", "999999", "Blk {n} {s} Avenue {m}, #{m}-{n}, Singapore {p}", "{n} {s} Road, #0{m}-{m}, Singapore {p}"),
  C("id", "id", "latin", "99999", "Jl. {s} No. {n}, RT 0{m}/RW 0{m}, Kel. {s}, {C} {p}", "Jalan {s} Gg. {s} No. {n}, {C} {p}"),
  C("ph", "en", "latin", "9999", "{n} {s} St., Brgy. {s}, {C} {p}", "Blk {m} Lot {m}, {s} Subd., {C}"),
  C("cn", "zh", "han", "999999", "{S}省{S}市{S}区{S}路{n}号", "{S}路{n}号{m}栋{n}室"),
  C("tw", "zh", "han", "999", "{p}{S}市{S}區{S}路{m}段{n}號{m}樓", "{S}路{n}號"),
  C("hk", "zh", "han", "0", "Flat {[A|B|C]}, {m}/F, {n} {s} Road, Kowloon", "{S}道{n}號{m}樓"),
  C("jp", "ja", "kana", "999-9999", "〒{p} {S}県{S}市{S}町{m}-{m}-{m}", "{m}-{m}-{m} {s}, {s}-ku, Tokyo {p}"),
  C("kr", "ko", "hangul", "99999", "서울특별시 {S}구 {S}로 {n}", "{S}시 {S}구 {S}대로{m}길 {n}, {p}"),
  C("mn", "mn", "cyr", "99999", "{C}, {S} дүүрэг, {m}-р хороо, {n} байр, {m} тоот"),
  C("au", "en", "latin", "9999", "{n} {s} [St|Ave|Rd|Pde|Cres], {C} [NSW|VIC|QLD] {p}", "Unit {m}/{n} {s} Street\n{C} [WA|SA] {p}"),
  C("nz", "en", "latin", "9999", "{n} {s} [Street|Road|Terrace], {s}, {C} {p}", "RD {m}, {C} {p}"),
];

// chat messages of each language: {A} the address inline, {B} a block on its own lines
const WRAP: Record<string, string[]> = {
  en: ["Please ship it to {A}.", "My new address is {A}, can you update it?", "Deliver to:\n{B}\nThanks!", "can u send the parcel to {A} pls"],
  de: ["Bitte schicken Sie die Rechnung an {A}.", "Meine neue Adresse: {A}", "Lieferadresse:\n{B}"],
  nl: ["Stuur het pakket naar {A}, alvast bedankt.", "Mijn adres is\n{B}"],
  fr: ["Merci d'envoyer le colis à {A}.", "Adresse de livraison :\n{B}", "Je viens d'emménager au {A} !"],
  da: ["Send pakken til {A}, tak.", "Leveringsadresse:\n{B}"],
  nb: ["Send pakken til {A}.", "Adressen min er:\n{B}"],
  sv: ["Skicka paketet till {A}, tack!", "Leveransadress:\n{B}"],
  fi: ["Lähetä paketti osoitteeseen {A}.", "Toimitusosoite:\n{B}"],
  is: ["Sendið pakkann á {A}.", "Heimilisfang:\n{B}"],
  et: ["Palun saatke pakk aadressile {A}.", "Aadress:\n{B}"],
  lv: ["Lūdzu, nosūtiet paku uz {A}.", "Adrese:\n{B}"],
  lt: ["Prašome siųsti siuntinį adresu {A}.", "Adresas:\n{B}"],
  pl: ["Proszę wysłać paczkę na adres {A}.", "Adres do wysyłki:\n{B}"],
  cs: ["Pošlete prosím balík na {A}.", "Doručovací adresa:\n{B}"],
  sk: ["Pošlite prosím balík na adresu {A}.", "Adresa:\n{B}"],
  hu: ["Kérem, küldje a csomagot erre a címre: {A}", "Szállítási cím:\n{B}"],
  sl: ["Prosim, pošljite paket na {A}.", "Naslov:\n{B}"],
  hr: ["Molim pošaljite paket na {A}.", "Adresa za dostavu:\n{B}"],
  sr: ["Pošaljite paket na adresu {A}.", "Adresa:\n{B}"],
  bs: ["Pošaljite paket na adresu {A}.", "Adresa:\n{B}"],
  mk: ["Ве молам испратете го пакетот на {A}.", "Адреса:\n{B}"],
  bg: ["Моля, изпратете пратката на {A}.", "Адрес за доставка:\n{B}"],
  ru: ["Пожалуйста, отправьте посылку по адресу {A}.", "Адрес доставки:\n{B}"],
  uk: ["Надішліть, будь ласка, посилку на {A}.", "Адреса:\n{B}"],
  be: ["Дашліце, калі ласка, пасылку на {A}."],
  kk: ["Сәлемдемені мына мекенжайға жіберіңіз: {A}", "Мекенжай:\n{B}"],
  ro: ["Vă rog trimiteți coletul la {A}.", "Adresa de livrare:\n{B}"],
  el: ["Παρακαλώ στείλτε το δέμα στη διεύθυνση {A}.", "Διεύθυνση:\n{B}"],
  it: ["Per favore spedisci il pacco a {A}.", "Indirizzo di consegna:\n{B}"],
  es: ["Por favor, envía el paquete a {A}.", "Dirección de entrega:\n{B}", "ya me mudé, ahora vivo en {A}"],
  ca: ["Si us plau, envieu el paquet a {A}.", "Adreça:\n{B}"],
  pt: ["Por favor, envie a encomenda para {A}.", "Morada:\n{B}", "Meu endereço novo é {A}"],
  tr: ["Lütfen kargoyu şu adrese gönderin: {A}", "Teslimat adresi:\n{B}"],
  ka: ["გთხოვთ, გამოგზავნოთ ამანათი მისამართზე: {A}", "მისამართი:\n{B}"],
  hy: ["Խնդրում եմ ուղարկել փաթեթը {A} հասցեով։", "Հասցե՝\n{B}"],
  az: ["Zəhmət olmasa bağlamanı bu ünvana göndərin: {A}", "Ünvan:\n{B}"],
  uz: ["Iltimos, posilkani shu manzilga yuboring: {A}", "Manzil:\n{B}"],
  ar: ["يرجى إرسال الطرد إلى {A}.", "العنوان:\n{B}", "Please deliver to {A}, thanks."],
  he: ["נא לשלוח את החבילה ל-{A}.", "כתובת למשלוח:\n{B}"],
  fa: ["لطفاً بسته را به این آدرس بفرستید: {A}", "آدرس:\n{B}"],
  th: ["กรุณาส่งพัสดุไปที่ {A}", "ที่อยู่จัดส่ง:\n{B}"],
  vi: ["Vui lòng gửi hàng đến {A}.", "Địa chỉ giao hàng:\n{B}"],
  ms: ["Sila hantar bungkusan ke {A}.", "Alamat penghantaran:\n{B}"],
  id: ["Tolong kirim paketnya ke {A} ya.", "Alamat pengiriman:\n{B}"],
  zh: ["请把包裹寄到{A}，谢谢。", "收货地址：\n{B}"],
  ja: ["荷物は{A}に送ってください。", "お届け先：\n{B}"],
  ko: ["택배는 {A}로 보내 주세요.", "배송지:\n{B}"],
  mn: ["Илгээмжийг {A} хаяг руу явуулна уу."],
};

/** Near misses in the same languages: streets without a number, directions, places, rooms, versions, dates, prices. */
const NEAR: Record<string, string[]> = {
  en: ["Turn left on {s} Street after 200 m and park near the church.", "{s} Road is closed between 9 and 17 on 12 May.", "We moved to {C} in 2021 and rent went up 15 %.", "Room 214 on floor 3, next to the {s} lecture hall.", "See /api/v2/{s}/12 for the endpoint.", "The flat on {s} Avenue costs $2,450 a month.", "Bus 12 goes from {C} to {C} every 15 minutes."],
  de: ["Die {s}straße wird ab 3. Juni für 6 Wochen gesperrt.", "Wir sind 2019 nach {C} gezogen.", "Raum 204 im 2. Stock, Gebäude {s}.", "Der Zug nach {C} fährt um 14:35 von Gleis 7.", "Das Zimmer kostet 450 € im Monat, nahe {s}platz."],
  fr: ["La rue {s} est fermée du 3 au 12 mai.", "Le bus 21 relie {C} à {C} en 40 minutes.", "Salle 12, bâtiment {s}, 2e étage.", "J'ai payé 1 250 € pour le studio près de l'avenue {s}."],
  es: ["La calle {s} estará cortada del 3 al 10 de junio.", "Gira a la derecha en la avenida {s} y sigue 300 metros.", "Vivimos en {C} desde 2018.", "El piso de la plaza {s} cuesta 950 € al mes.", "Aula 204, planta 2, edificio {s}."],
  it: ["Via {s} è chiusa dal 5 al 12 maggio.", "Il treno per {C} parte alle 14:35 dal binario 7.", "Aula 12, piano 3."],
  pt: ["A rua {s} fica fechada de 3 a 10 de junho.", "Pegue o ônibus 512 até {C}.", "O apartamento custa R$ 2.300 por mês."],
  nl: ["De {s}straat is van 3 tot 12 mei afgesloten.", "Lokaal 2.14 op de 2e verdieping."],
  pl: ["Ulica {s}owa będzie zamknięta od 3 do 12 maja.", "Sala 204 na 2. piętrze."],
  sv: ["{s}gatan stängs av 3–12 maj.", "Tåget till {C} går 14:35 från spår 7."],
  ru: ["Улица {S} будет закрыта с 3 по 12 мая.", "Поезд в {C} отправляется в 14:35 с пути 7.", "Стр. 45, рис. 3."],
  el: ["Η οδός {S} θα είναι κλειστή από 3 έως 12 Μαΐου.", "Το τρένο για {C} φεύγει στις 14:35."],
  tr: ["{s} Caddesi 3–12 Mayıs arasında kapalı olacak.", "Toplantı 2. katta, 204 numaralı odada."],
  ar: ["شارع {S} مغلق من 3 إلى 12 مايو.", "The meeting is in room 204 on floor 2."],
  he: ["רחוב {S} סגור בין 3 ל-12 במאי."],
  zh: ["{S}路从5月3日到12日封闭。", "地铁3号线在{S}站换乘。"],
  ja: ["{S}通りは5月3日から12日まで通行止めです。"],
  ko: ["{S}로는 5월 3일부터 12일까지 통제됩니다.", "버스로 10분 걸려요."],
  hu: ["A {s} utca május 3. és 12. között le lesz zárva."],
  cs: ["Ulice {s}ová bude uzavřena od 3. do 12. května."],
  ro: ["Strada {s} va fi închisă între 3 și 12 mai."],
  vi: ["Đường {s} sẽ bị đóng từ ngày 3 đến 12 tháng 5."],
  id: ["Jalan {s} ditutup dari tanggal 3 sampai 12 Mei."],
  th: ["ถนน{S}ปิดตั้งแต่วันที่ 3 ถึง 12 พฤษภาคม"],
};

function syllableName(rng: Rng, script: Country["script"], cap: boolean): string {
  const syl = SYLLABLES[script];
  const k = script === "han" || script === "kana" || script === "hangul" ? 2 : 2 + Math.floor(rng() * 2);
  let s = Array.from({ length: k }, () => pick(rng, syl)).join("");
  if (cap && script !== "georgian") s = s[0].toUpperCase() + s.slice(1); // (Georgian addresses are written without capitals)
  return s;
}

function fill(rng: Rng, tpl: string, c: Country): string {
  const latin = () => syllableName(rng, "latin", true);
  const own = () => syllableName(rng, c.script, true);
  const shape = (pc: string) => pc.replace(/9/g, () => String(Math.floor(rng() * 10))).replace(/a/g, () => pick(rng, [..."ABCDEFGHJKLMNPRSTVWXY"]));
  return tpl
    .replace(/\{\[([^\]]*)\]\}|\[([^\]]*)\]/g, (_, a: string | undefined, b: string | undefined) => pick(rng, (a ?? b ?? "").split("|")))
    .replace(/\{([sScCnmp])\}/g, (_, t: string) => {
      if (t === "s") return latin();
      if (t === "S") return own();
      if (t === "c") return latin();
      if (t === "C") return c.script === "latin" ? latin() : own();
      if (t === "n") return String(1 + Math.floor(rng() * (rng() < 0.5 ? 99 : 1999)));
      if (t === "m") return String(1 + Math.floor(rng() * 12));
      return c.pc.length > 2 ? shape(c.pc.replace(/\[([^\]]*)\]/g, (_m, o: string) => pick(rng, o.split("|")))) : c.pc;
    });
}

export function ownPiiRound10Address(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "address") return out;
  const rng = mulberry32(0x2310 ^ (slug.length * 197));
  for (const c of COUNTRIES) {
    const wraps = WRAP[c.lang] ?? WRAP.en;
    c.formats.forEach((f, fi) => {
      for (let k = 0; k < 2; k++) {
        const w = wraps[(fi * 2 + k) % wraps.length];
        const a = fill(rng, f, c);
        const text = w.includes("{B}") ? w.replace("{B}", a) : w.replace("{A}", a.replace(/\n/g, ", "));
        out.push({ text, label: 1, source: `address:r10-${c.cc}`, group: `address:r10:${c.cc}`, lang: c.lang });
      }
    });
    const near = NEAR[c.lang] ?? NEAR.en;
    for (let k = 0; k < 2; k++) out.push({ text: fill(rng, near[Math.floor(rng() * near.length)], c), label: 0, source: `address:r10-near-${c.cc}`, group: `address:r10:${c.cc}`, lang: c.lang });
  }
  return out;
}

/** The countries whose texts fall in the held-out fifth (reported, never read while fixing). */
export const ROUND10_HELD_OUT_COUNTRIES = COUNTRIES.map((c) => c.cc).filter((cc) => isHeldOut(`address:r10:${cc}`));
