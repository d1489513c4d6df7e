import { onAsciiDigits } from "./digits";
import { overlaps } from "./spans";
import { spokenDigitRuns } from "./spoken-digits";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import metadata from "libphonenumber-js/metadata.max.json";

/**
 * The `phone` builtin: phone-shaped candidates (digits with spaces, dots, dashes, slashes,
 * parentheses; an optional + or 00) checked with libphonenumber-js (Google's metadata): an
 * international number must be possible for its country code, a national one valid (or, when
 * it starts with a trunk 0 or sits after a phone word, possible) in one of the common countries.
 * Dates, version strings, ranges of years, ZIP+4, SSN and card shapes, numbers after an id
 * word (order, invoice, ISBN, ticket, version, n., Nr., Charge...; also with a series in capitals
 * between), document numbers with their year (512/2023), numbers dated right after ("… del
 * 14/09/2023", "… bis 30.06.2025") and an IBAN's digit groups are left out.
 * Numbers in the decimal digits of any script (Bengali, Devanagari, Thai, Khmer, Myanmar,
 * full-width… digits.ts) are read as ASCII first, the ranges mapped back; the id words include
 * those of these scripts (অর্ডার, आधार, کد ملی, الهوية, บัตรประชาชน…). Numbers read out in words need
 * a phone word before or right after, a possessive and a number word ("my number's", "mi número
 * es"), or the pauses of a dialled number (3-4, 3-3-4), and no id or code word before.
 * Round 15 (labelled/pii-r15-small.ts): "00" written apart from the country code is the
 * international prefix (not a list of pairs: "00 33 4 91 12 34 56"); four or more groups of one
 * length stepping by one amount are sizes or a sequence ("38-40-42-44"); a unit of measure right
 * after the number (m/s, km/h, Hz, Pa, W, kWh, mm…) makes it a quantity unless a phone word is before.
 * Round 16 (labelled/pii-r16-small.ts): a phone word before overrides the evenly-stepping rule
 * ("Ring til 12 34 56 78"); an id word with a short code of capitals and digits between (colis 6A …)
 * still names the number; ISBN-10 / EAN-13 and ~45 national id acronyms (PESEL, NIP, BLZ, CURP,
 * NPWP, NIK, BSN, DNI, CUIT, TFN, NHS, AHV, OIB, JMBG, TCKN, NRIC…) are id words; two clock times
 * joined by a dash (09 00 - 18 00) and a month-year period (01/2024 - 12/2025) are not numbers.
 * Round 21 (labelled/pii-r21-small.ts): a "+" number may start a CSV field after a comma ("J. Doe,+1-617-…");
 * a dotted North American number may carry its leading 1 (1.888.555.0104); a booking's or reference's code or
 * number word of ~20 languages right before ten digits names a PNR or booking code (बुकिंग कोड, 예약번호,
 * Rezervasyon kodu, رقم الحجز, Mã đặt chỗ); a hyphenated ISBN-10 / ISBN-13 with its check digit (no phone
 * word before) or the word ISBN beside is a book.
 */

// Groups are split by a separator or a parenthesis, never by nothing: one way to read a digit
// run, so the pattern stays linear (optional separators between digit groups backtrack badly).
// (a Hebrew prefix letter joined by a hyphen is not part of a code: "\u05dc-050-555-0123")
const CANDIDATE = /(?<![\w+./])(?<!,(?!\+))(?<!(?:^|[^\u05d0-\u05ea])-)(?:\+|00)?(?:\(\+?\d{1,5}\)\d{0,6}|\d{1,15})(?:(?:[ .\-/\u00a0]{1,2}|[ \u00a0][\/-][ \u00a0])\(?\d{1,6}\)?\d{0,6}|\(\d{1,6}\)\d{0,6}){0,7}(?![\w/]|[.,-]\d|-\w)/g;
// National numbers are written with the trunk prefix 0 where a country has one; without a 0 only
// the countries without a trunk prefix (North America, Spain, Italy's mobiles, Portugal, the
// Nordics without one, Singapore...) and India's ten-digit mobiles are tried.
// (then the trunk-0 countries of Asia, the Middle East and Eastern Europe, and the 8- and 9-digit plans without a trunk prefix: Czechia, Hong Kong, Qatar, Chile...)
const TRUNK_COUNTRIES: readonly CountryCode[] = ["GB", "DE", "FR", "NL", "BE", "AT", "CH", "IE", "SE", "FI", "IT", "AU", "NZ", "IN", "JP", "CN", "ZA", "NG", "KE", "GH", "TR", "KR", "BR", "AR", "PL", "VN", "TH", "ID", "PH", "MY", "TW", "IL", "EG", "SA", "AE", "UA", "RO", "PK", "BD", "IR", "SK", "RS", "HR", "BG"];
const NO_TRUNK_COUNTRIES: readonly CountryCode[] = ["US", "CA", "BR", "ES", "IT", "PT", "DK", "NO", "PL", "SG", "GR", "LU", "IN", "MX", "CO", "CZ", "HK", "QA", "CL", "PE"];
const AU_NO_TRUNK = /^1[38]00[ \u00a0-]?\d{3}[ \u00a0-]?\d{3}$/;
const ID_WORD =
  /(?:\b(?:isbn(?:-?1[03])?|issn|ean(?:-?1[38])?|order|invoice|ticket|id|ref|reference|version|ver|build|release|serial|account|acct|iban|bic|swift|room|zip|postcode|sku|item|tracking|case|patch|pr|issue|commit|uuid|doi|pid|port|error|code|batch|lot|charge(?<!(?:of|no|free|extra|without|in|at|sans|en) charge)|chargen|lotto|lote|partij|model|part|v|timestamp|epoch|unix|ts|pedido|encomenda|fatura|factura|pedido|commande|facture|bestellung|rechnung|auftrag|ordine|fattura|bestelling|factuur|referencia|référence|riferimento|vat|iva|p\.\s?iva|btw|nif|nie|cif|siret|siren|cpf|cnpj|rut|tin|ein|pesel|nip|regon|krs|blz|curp|rfc|npwp|nik|ktp|nin|nino|bsn|rsin|kvk|dni|cuit|cuil|tfn|abn|acn|gstin|itin|nhs|ppsn|ahv|svnr|oib|jmbg|egn|cnp|amka|afm|tckn|vkn|hetu|nric|hkid|cnic|cmnd|cccd|mst|m\u00e3 s\u1ed1 thu\u1ebf|steuernummer|ust-?idnr|codice fiscale|tax id|tax number|cep|plz|cap|postal code|code postal|c\u00f3digo postal|codigo postal|[a-z\u00e4\u00f6\u00fc\u00df]+(?<!telefon|handy|mobil|ruf|fax|(?<![a-z])tel|telefoon|mobiel)(?:nummer|nr))(?:\s+(?:number|no|nr|n[º°o]|num|núm|número|numéro|numero|nummer))?\s*[:#.]?\s*#?|#\s*|\bn\.?[º°]\s*|\bn\.\s*|\bnr\s*|\b(?:no|nr|num|núm)\.\s*)$/i;
const PHONE_WORD = /(?:\b(?:call|caller|callback|calling|called|texting|texted|phone|tel|telephone|mobile|cell|mobil|fax|whatsapp|ring|text|sms|dial|reach|contact|hotline|téléphone|tél|portable|teléfono|telefono|móvil|movil|cellulare|telefon|handy|rufnummer|telefoon|mobiel|telemóvel|telefone|celular|ligue|ligar|liga|llama|ll\u00e1mame|llamar|appelle|appelez|appeler|chiama|chiamami|chiamare|bel|bellen|ruf|anrufen|ring|telefonnummer|handynummer|mobilnummer|telefoonnummer|\u043d\u043e\u043c\u0435\u0440|\u0442\u0435\u043b\u0435\u0444\u043e\u043d)\b|\u260e|\ud83d\udcde)[^\n\d]{0,24}$/i;
/**
 * Phone words and id words of ~30 languages, whichever is nearer the number deciding ("Номер
 * заказа 45-8812-0091" is an order's number, "номер телефона …" a phone's): call verbs and phone
 * nouns; order, invoice, shipment, tracking, reference, booking, account, customer, case and
 * password words. Stems of spaced scripts match their inflections; unspaced scripts anywhere.
 */
const PHONE_STEMS = [
  
  "anruf", "ruf", "telefon", "handy(?:nummer|nr)?(?![\\p{L}])", "mobil(?:e|n\\p{L}*|telefon\\p{L}*|nummer)?(?![\\p{L}])", "erreichbar", "erreichen", "erreichst", "festnetz", "r\u00fcckruf", "appel(?:le|lez|er|ez|ons)?(?![\\p{L}])", "t\u00e9l\u00e9phon", "t\u00e9l", "portable", "joindre",
  "joignez", "contact(?:ar|arme|e|ez|o|a)?(?![\\p{L}])", "contat(?:ar|e|o)?(?![\\p{L}])", "app(?:e|en)?(?= me| mij| ons)", "ll[a\\u00e1]m(?:a|e|en|ar|ame|anos|enos|ada)(?![\\p{L}])", "tel\u00e9fono", "m\u00f3vil", "movil", "celular", "whats", "chiam", "cellulare", "telefone", "telem\u00f3vel", "contato", "contacto",
  "bellen", "telefoon", "mobiel", "gsm", "ringa", "ringe", "soita", "soitto", "puhelin", "dzwo", "zadzwo", "kom\u00f3rk", "zavolej", "volej", "volejte", "h\u00edv",
  "sun\u0103", "suna", "\u03ba\u03b1\u03bb\u03ad\u03c3\u03c4\u03b5", "\u03c4\u03b7\u03bb", "\u03ba\u03b9\u03bd\u03b7\u03c4", "aray\u0131n", "\u0437\u0432\u043e\u043d",
  "\u043f\u043e\u0437\u0432\u043e\u043d", "\u0442\u0435\u043b\u0435\u0444\u043e\u043d", "\u0442\u0435\u043b", "\u043c\u043e\u0431", "\u0434\u0437\u0432\u043e\u043d",
  "\u0437\u0430\u0442\u0435\u043b\u0435\u0444\u043e\u043d", "\u043e\u0431\u0430\u0434\u0435\u0442\u0435", "g\u1ecdi", "\u0111i\u1ec7n tho\u1ea1i", "li\u00ean h\u1ec7",
  "s\u0111t", "hubungi", "telepon", "tawag", "tumawag", "telepono", "piga", "simu",
  // (round 19b) the French and Italian names of a toll-free number ("Numéro vert : 0 800 123 456", "numero verde 800 123 456")
  "num\u00e9ro vert", "numero vert", "numero verde",
].join("|");
const PHONE_UNSPACED = [
  "\u05d4\u05ea\u05e7\u05e9\u05e8", "\u05d8\u05dc\u05e4\u05d5\u05df", "\u05e0\u05d9\u05d9\u05d3", "\u0627\u062a\u0635\u0644", "\u0627\u062a\u0635\u0627\u0644",
  "\u0647\u0627\u062a\u0641", "\u0648\u0627\u062a\u0633\u0627\u0628", "\u0648\u0627\u062a\u0633", "\u062c\u0648\u0627\u0644", "\u0645\u0648\u0628\u0627\u064a\u0644", "\u062a\u0645\u0627\u0633", "\u062a\u0644\u0641\u0646", "\u0645\u0648\u0628\u0627\u06cc\u0644",
  "\u0915\u0949\u0932", "\u092b\u093c\u094b\u0928", "\u092b\u094b\u0928", "\u092e\u094b\u092c\u093e\u0907\u0932", "\u09ab\u09cb\u09a8", "\u96fb\u8a71", "\u643a\u5e2f",
  "\u9023\u7d61", "\u7535\u8bdd", "\u62e8\u6253", "\u64a5\u6253", "\u81f4\u7535", "\u624b\u673a", "\u624b\u6a5f", "\u8054\u7cfb", "\u806f\u7d61", "\u70ed\u7ebf",
  "\uc804\ud654", "\uc5f0\ub77d", "\ud734\ub300\ud3f0", "\ud578\ub4dc\ud3f0", "\u0e42\u0e17\u0e23", "\u0e15\u0e34\u0e14\u0e15\u0e48\u0e2d", "\u0e40\u0e1a\u0e2d\u0e23\u0e4c",
].join("|");
const ID_STEMS = [
  
  "bestell", "bestel", "rechnung", "sendung", "auftrag", "referenz", "vorgang", "konto", "aktenzeichen",
  "paket", "lieferschein", "beleg", "quittung", "vertrag", "passwort", "commande", "facture", "colis", "suivi", "r\u00e9f\u00e9rence", "dossier", "compte",
  "contrat", "envoi", "bordereau", "mot de passe", "pedido", "factura", "seguimiento", "referencia", "expediente", "cuenta", "env\u00edo", "paquete", "albar\u00e1n",
  "p\u00f3liza", "contrase\u00f1a", "ordine", "fattura", "spedizione", "riferimento", "pratica", "conto", "pacco", "tracciamento", "encomenda", "fatura", "rastreio",
  "rastreamento", "refer\u00eancia", "protocolo", "processo", "senha", "factuur", "zending", "referentie", "kenmerk", "pakket", "wachtwoord", "faktura", "f\u00f6rs\u00e4ndelse",
  "s\u00e4ndning", "kolli", "referens", "forsendelse", "pakke", "bestilling", "ordre", "tilaus", "lasku", "l\u00e4hetys", "seuranta", "viite", "zam\u00f3wieni",
  "faktur", "przesy\u0142k", "\u015bledzeni", "paczk", "objedn\u00e1v", "z\u00e1silk", "sledovac", "rendel\u00e9s", "sz\u00e1mla", "csomag", "k\u00f6vet\u00e9s",
  "comand", "colet", "urm\u0103rire", "\u03c0\u03b1\u03c1\u03b1\u03b3\u03b3\u03b5\u03bb", "\u03c4\u03b9\u03bc\u03bf\u03bb\u03bf\u03b3", "\u03b1\u03c0\u03bf\u03c3\u03c4\u03bf\u03bb",
  "\u03b4\u03ad\u03bc\u03b1", "\u03bb\u03bf\u03b3\u03b1\u03c1\u03b9\u03b1\u03c3\u03bc", "sipari\u015f", "kargo", "takip", "referans", "hesap", "g\u00f6nderi",
  "\u0437\u0430\u043a\u0430\u0437", "\u0441\u0447\u0451\u0442", "\u0441\u0447\u0435\u0442", "\u043d\u0430\u043a\u043b\u0430\u0434\u043d", "\u043e\u0442\u043f\u0440\u0430\u0432\u043b\u0435\u043d",
  "\u043f\u043e\u0441\u044b\u043b\u043a", "\u0442\u0440\u0435\u043a", "\u043e\u0442\u0441\u043b\u0435\u0436\u0438\u0432", "\u0432\u0456\u0434\u0441\u0442\u0435\u0436", "\u0434\u043e\u0433\u043e\u0432\u043e\u0440", "\u0437\u0430\u044f\u0432\u043a", "\u0437\u0430\u043c\u043e\u0432\u043b\u0435\u043d",
  "\u0440\u0430\u0445\u0443\u043d", "\u043f\u043e\u0441\u0438\u043b\u043a", "\u0432\u0456\u0434\u043f\u0440\u0430\u0432\u043b\u0435\u043d", "\u043f\u043e\u0440\u044a\u0447\u043a",
  "\u0444\u0430\u043a\u0442\u0443\u0440", "\u043f\u0440\u0430\u0442\u043a", "\u0111\u01a1n h\u00e0ng", "h\u00f3a \u0111\u01a1n", "v\u1eadn \u0111\u01a1n",
  "t\u00e0i kho\u1ea3n", "tham chi\u1ebfu", "pesanan", "pelacakan", "referensi", "rekening", "kifurushi", "akaunti",
  // (round 18) Yoruba request / order, Swedish and Danish order numbers
  "\u00ecb\u00e9\u00e8r\u00e8", "ibeere", "ordernummer", "ordrenummer",
].join("|");
const ID_UNSPACED = [
  "\u05d4\u05d6\u05de\u05e0\u05d4", "\u05d7\u05e9\u05d1\u05d5\u05e0\u05d9\u05ea", "\u05de\u05e9\u05dc\u05d5\u05d7", "\u05de\u05e2\u05e7\u05d1", "\u05d0\u05e1\u05de\u05db\u05ea\u05d0",
  "\u0627\u0644\u0637\u0644\u0628", "\u0637\u0644\u0628", "\u0641\u0627\u062a\u0648\u0631\u0629", "\u0634\u062d\u0646\u0629", "\u062a\u062a\u0628\u0639", "\u0645\u0631\u062c\u0639",
  "\u0627\u0644\u062d\u0633\u0627\u0628", "\u0633\u0641\u0627\u0631\u0634", "\u0641\u0627\u06a9\u062a\u0648\u0631", "\u0645\u0631\u0633\u0648\u0644\u0647",
  "\u067e\u06cc\u06af\u06cc\u0631\u06cc", "\u0631\u0647\u06af\u06cc\u0631\u06cc", "\u0911\u0930\u094d\u0921\u0930", "\u091a\u093e\u0932\u093e\u0928", "\u091f\u094d\u0930\u0948\u0915\u093f\u0902\u0917",
  "\u6ce8\u6587", "\u8acb\u6c42\u66f8", "\u8ffd\u8de1", "\u4f1d\u7968", "\u7ba1\u7406\u756a\u53f7", "\u53e3\u5ea7", "\uc8fc\ubb38", "\uc1a1\uc7a5", "\uc6b4\uc1a1\uc7a5",
  "\uc778\ubcf4\uc774\uc2a4", "\uacc4\uc88c", "\u8ba2\u5355", "\u8a02\u55ae", "\u53d1\u7968", "\u767c\u7968", "\u5feb\u9012", "\u8fd0\u5355", "\u904b\u55ae",
  "\u7269\u6d41", "\u8ffd\u8e2a", "\u8ddf\u8e2a", "\u8d26\u53f7", "\u5e33\u865f", "\u8d26\u6237", "\u0e04\u0e33\u0e2a\u0e31\u0e48\u0e07\u0e0b\u0e37\u0e49\u0e2d",
  "\u0e43\u0e1a\u0e41\u0e08\u0e49\u0e07\u0e2b\u0e19\u0e35\u0e49", "\u0e1e\u0e31\u0e2a\u0e14\u0e38", "\u0e15\u0e34\u0e14\u0e15\u0e32\u0e21", "\u0e1a\u0e31\u0e0d\u0e0a\u0e35",
  // orders, invoices, accounts and identity documents in the scripts whose digits are read as ASCII
  // (Bengali, Indic, Urdu, Persian, Arabic, Thai, Lao, Khmer, Myanmar; national ids: Aadhaar, NID, کد ملی, الهوية, บัตรประชาชน, NRC)
  ...(
    "অর্ডার চালান হিসাব অ্যাকাউন্ট পরিচয়পত্র এনআইডি আইডি " +
    "आधार पहचान पैन खाता चालान नागरिकता ऑर्डर " +
    "ઓર્ડર આધાર ખાતા ਆਰਡਰ ਆਧਾਰ ਖਾਤਾ ஆர்டர் ஆதார் கணக்கு ఆర్డర్ ఆధార్ ఖాతా ಆರ್ಡರ್ ಆಧಾರ್ ಖಾತೆ ഓർഡർ ആധാർ അക്കൗണ്ട് ଅର୍ଡର ଆଧାର " +
    "آرڈر شناختی شناسنامه کدملی کد\u00a0ملی الهوية هوية الرقم\u00a0القومي الرقم\u00a0الوطني حساب " +
    "บัตรประชาชน ประจำตัว ໃບບິນ ບັດປະຈຳຕົວ ຄຳສັ່ງຊື້ បញ្ជាទិញ អត្តសញ្ញាណ វិក្កយបត្រ မှာယူမှု မှတ်ပုံတင် ငွေတောင်းခံ " +
    "الرمز " +
    "マイナンバー 個人番号 会員番号 身份证 身分證 주민등록 회원번호"
  )
    .split(" ")
    .map((w) => w.replace(/\u00a0/g, "\\s?")),
].join("|");
const PHONE_EXACT =
  "call|calls|called|calling|caller|callback|phone|phones|phoned|telephone|mobile|cell|cellphone|fax|whatsapp|text|texted|texting|sms|dial|dialed|dialled|dialing|dialling|ring|ringing|hotline|helpline|landline|reach|contact|voicemail|tel|cel|bel|belt|ara|ligue|ligar|liga|hp|wa";
const ID_EXACT =
  "pnr|pin|batch|lot|lote|lotto|charge|model|part|item|order|invoice|tracking|reference|ref|ticket|account|acct|confirmation|shipment|parcel|waybill|consignment|claim|policy|serial|sku|receipt|transaction|password|passcode|conta|m\u00e3|resi|oda|sendenummer|sendingsnummer";
// "number" in the scripts whose digits are read as ASCII (Bengali, Nepali, Gujarati, Gurmukhi, Tamil, Telugu, Kannada, Malayalam, Odia, Urdu, Persian, Thai, Lao, Khmer, Myanmar)
const NATIVE_NUMBER_WORDS = "নম্বর|নং|नम्बर|નંબર|ਨੰਬਰ|எண்|నంబర్|సంఖ్య|ಸಂಖ್ಯೆ|നമ്പർ|ନମ୍ବର|نمبر|شماره|เลขที่|หมายเลข|เลข|ເລກທີ|ເລກ|លេខ|နံပါတ်";
// between the id word and the number only a number word (joined by a hyphen or not: "Трек-номер"), a verb after it, and punctuation ("Sipari\u015f numaras\u0131 ", "\u6ce8\u6587\u756a\u53f7 ", "order no. is ")
const ID_TAIL = new RegExp(
  "^(?:-(?=\\p{L}))?[\\s\\u00a0]*(?:(?:saya|anda|yangu|yako|wangu|yake|ya|c\\u1ee7a t\\u00f4i|c\\u1ee7a b\\u1ea1n)[\\s\\u00a0]+)?(?:[:#\\u2116=]\\s*)?(?:(?:\\u5355\\u53f7|\\u55ae\\u865f|\\u0928\\u0902\\u092c\\u0930|\\u0938\\u0902\\u0916\\u094d\\u092f\\u093e|" + NATIVE_NUMBER_WORDS + "|num\\p{L}*|nr|no|\\u010d|\\u010d\\u00eds|n[\\u00ba\\u00b0o]|nummer|numer\\p{L}*|n[\\u00fau]mero|num[\\u00e9e]ro|\\u03b1\\u03c1\\u03b9\\u03b8\\u03bc\\p{L}*|\\u043d\\u043e\\u043c\\u0435\\u0440\\p{L}*|code|c[\\u00f3o]digo|codice|kod\\p{L}*|\\u043a\\u043e\\u0434\\p{L}*|\\u03ba\\u03c9\\u03b4\\u03b9\\u03ba\\p{L}*|\\u0915\\u094b\\u0921|\\u0643\\u0648\\u062f|\\u0631\\u0645\\u0632|\\u06a9\\u062f|\\u05e7\\u05d5\\u05d3|\\u0e23\\u0e2b\\u0e31\\u0e2a|\\ucf54\\ub4dc|\\u30b3\\u30fc\\u30c9|\\u4ee3\\u7801|\\u4ee3\\u78bc|id|ref|s\\u1ed1|nomor|nombor|namba|\\u756a\\u53f7|\\u53f7\\u7801|\\u865f\\u78bc|\\u7f16\\u53f7|\\u7de8\\u865f|\\u53f7|\\u865f|\\ubc88\\ud638|\\u0631\\u0642\\u0645|\\u05de\\u05e1\\u05e4\\u05e8)\\.?\\s*(?:(?:is|was|ist|lautet|est|es|\\u00e8|\\u00e9|\\u00e4r|er|on|jest|je|\\u03b5\\u03af\\u03bd\\u03b1\\u03b9|\\u044d\\u0442\\u043e)\\s*)?)?[:#\\u2116=-]?[\\s\\u00a0]*$",
  "iu",
);
const PHONE_ANY = new RegExp(`(?<![\\p{L}\\p{M}])(?:(?:${PHONE_STEMS})[\\p{L}\\p{M}]*|(?:${PHONE_EXACT})(?![\\p{L}\\p{M}]))|${PHONE_UNSPACED}|\\u260e|\\ud83d\\udcde`, "giu");
// (an Arabic, Persian or Hebrew id word takes its attached suffixes: "\u0637\u0644\u0628\u064a" my order)
const ID_ANY = new RegExp(`(?<![\\p{L}\\p{M}])(?:(?:${ID_STEMS})[\\p{L}\\p{M}]*|(?:${ID_EXACT})(?![\\p{L}\\p{M}]))|(?:${ID_UNSPACED})[\\u0621-\\u064a\\u067e-\\u06cc\\u05d0-\\u05ea]{0,3}`, "giu");
/** Where the last match starts and ends (-1 when none). */
function lastAt(re: RegExp, s: string): { at: number; end: number } {
  let at = -1;
  let end = -1;
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    at = m.index;
    end = m.index + m[0].length;
  }
  return { at, end };
}

/** An id word of any language right before a number (a number word between at most), nearer than any phone word: an order's, an account's, a parcel's number (credit-card reads it too). */
export function idWordRightBefore(before: string): boolean {
  const id = lastAt(ID_ANY, before);
  return id.at >= 0 && id.at > lastAt(PHONE_ANY, before).at && ID_TAIL.test(before.slice(id.end).replace(CARRIER_CAPS, ""));
}

/** A phone word of any language just before the number (at most 24 characters, no digits between). */
function phoneRightBefore(before: string): boolean {
  if (PHONE_WORD.test(before)) return true;
  const word = lastAt(PHONE_ANY, before);
  return word.at >= 0 && before.length - word.end <= 24 && !/\d/.test(before.slice(word.end));
}

// "Kundennummer ist", "the order number is": an id's number word, then a verb
const ID_IS =
  /(?:\b(?:order|customer|account|invoice|client|member|booking|reference|tracking|serial|policy|case|ticket)\s+(?:number|no\.?|nr)|\b[a-z\u00e4\u00f6\u00fc\u00df-]{3,}(?<!telefon|handy|mobil|ruf|fax|(?<![a-z])tel|telefoon|mobiel)(?:nummer|nr)|\b(?:vat|tax|btw|iva|fiscale?|cpf|cnpj|nif|siret|siren|ust-?idnr)\b[^\d\n]{0,24})\s+(?:is|was|ist|war|est|es|\u00e8|\u00e9|era|lautet)\s*:?\s*$/i;
// A label that names the number as an identifier of something else, nearest the number, in either
// order ("the claim number is", "meeting ID:", "número de pedido es", "Referentie"): an id noun (of
// several languages) with an optional number word, or a number word + of / de / di + an id noun; then
// an optional verb and colon, and an optional country or series prefix in capitals ("GB 123 4567 89").
const ID_NOUN =
  "(?:order|invoice|receipt|tracking|serial|reference|account|confirmation|booking|reservation|claim|policy|case|ticket|part|model|product|article|item|catalog(?:ue)?|stock|asset|transaction|payment|transfer|badge|passport|licen[cs]e|registration|vehicle|chassis|container|parcel|shipment|consignment|package|waybill|contract|loan|mortgage|batch|lot|docket|application|permit|certificate|voucher|coupon|gift card|loyalty|routing|meter|flight|seat|locker|passcode|verification|authori[sz]ation|approval|request|incident|complaint|warranty|repair|return|refund|purchase|quote|quotation|estimate|project|job|task|build|version|release|firmware|licence key|activation|imei|iccid|barcode|ean|upc|gtin|dossier|folio|vat|tax|btw|iva|nif|nie|cif|cpf|cnpj|siret|siren|"
  + "pedido|encomenda|fatura|factura|recibo|seguimiento|rastreamento|rastreio|referencia|refer\u00eancia|expediente|proceso|processo|protocolo|contrato|p\u00f3liza|ap\u00f3lice|reserva|reclamaci\u00f3n|reclamo|garant\u00eda|transacci\u00f3n|cuenta|conta|art\u00edculo|pieza|serie|s\u00e9rie|lote|env\u00edo|paquete|matr\u00edcula|"
  + "commande|facture|re\u00e7u|suivi|r\u00e9f\u00e9rence|r\u00e9servation|r\u00e9clamation|garantie|compte|colis|envoi|contrat|sinistre|adh\u00e9rent|"
  + "ordine|fattura|ricevuta|tracking|spedizione|riferimento|prenotazione|pratica|protocollo|contratto|polizza|garanzia|conto|pacco|articolo|matricola|"
  + "bestellung|rechnung|auftrag|quittung|beleg|sendung|referenz|buchung|vertrag|konto|paket|artikel|vorgang|aktenzeichen|"
  + "bestelling|factuur|referentie|kenmerk|boeking|zending|pakket|dossiernummer|rekening|zaak|polis|ordre|faktura|kvitto)";
// people, services and records: "Customer: 0161 …", "SIM: 07700 …", "on file 0161 …" may be a phone, so only with a number word
const LABEL_ONLY_NOUN = "(?:sim|file|record|customer|client|patient|student|employee|staff|member(?:ship)?|meeting|webinar|conference|delivery|shipping|bank|customs|cliente|socio|adh\\u00e9rent|kunde|klant)";
const NUMBER_WORD = "(?:numbers?|no\\.?|nr\\.?|n[\u00ba\u00b0o]\\.?|num\\.?|n\u00fam\\.?|n\u00famero|num\u00e9ro|numero|nummer|#|id|code|c\u00f3digo|codice|key|ref\\.?|reference|r\u00e9f\u00e9rence|referencia|riferimento|referenz|referentie|kenmerk)";
const LABEL_TAIL = "(?:\\s+(?:is|was|are|es|era|ser\u00e1|est|\u00e9tait|\u00e8|\u00e9|ist|war|lautet|luidt|is|zijn|reads|like|such as|e\\.g\\.,?|including))?(?:\\s+(?:still|now|just|actually))?\\s*[:#=]?\\s*#?\\s*$";
// (a bare id noun only right before the digits: "on the invoice is (010) ..." is not a label)
const LABELLED = new RegExp(
  `(?:\\b${ID_NOUN}\\s*[:#]?\\s*#?\\s*$|(?:\\b(?:${ID_NOUN}|${LABEL_ONLY_NOUN})\\s+${NUMBER_WORD}|\\b${NUMBER_WORD}\\s+(?:de|di|du|del|della|dello|do|da|des|van|of|d')\\s*(?:la\\s+|el\\s+|le\\s+|il\\s+|lo\\s+|l'|the\\s+)?(?:${ID_NOUN}|${LABEL_ONLY_NOUN})|\\b(?<!\\b(?:caller|area|dialling|dialing|country|calling|phone|dial-in)\\s)[a-z\u00e0-\u00ff]{3,}\\s+(?:id|code|pin|passcode|key))${LABEL_TAIL})`,
  "i",
);
// a series or country prefix in capitals between the label and the digits (IT 445 887 ..., GB 123 ...)
const CAPS_PREFIX = /(?<=^|\s)[A-Z]{2,4}[ \u00a0-]?$/;
// an acronym's number (EORI, NHS, ABN, PAN number): an identifier, unless the acronym is a phone's
// (SMS, TEL) or a country's (two letters, USA: "my US number")
const ACRONYM_LABEL = new RegExp(`(?<![\\p{L}])(?!(?:SMS|MMS|TEL|FAX|VOIP|SIP|TTY|PBX|DDI|USA|UAE)\\s)[A-Z]{3,5}\\s+(?:number|no\\.?|nr\\.?|#)${LABEL_TAIL}`, "u");
function labelled(before: string): boolean {
  const prefix = CAPS_PREFIX.exec(before);
  const label = prefix ? before.slice(0, prefix.index) : before;
  return LABELLED.test(label) || ACRONYM_LABEL.test(label);
}
// a code of letters and digits right before the digits: an IBAN (DE89 3704 0044 ...), a part or plate number
// an IBAN's country and check digits with its first letter groups before the digits (DE44 BANK 5521 …)
const IBAN_BEFORE = /(?:^|[^\w])[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z\d]{4}){0,3}[ \u00a0]?$/;
const CODE_BEFORE = /(?:^|[^\w])(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{3,}[ \u00a0]$/;
const YEAR_SERIAL = /^(?:19|20)\d\d[-/]\d{5,}$/;
// a document's number and its year, either way round (512/2023, 2023/0871): a file or invoice number
const NUMBER_YEAR = /^\d{1,6}[/-](?:19|20)\d\d$|^(?:19|20)\d\d[/-]\d{1,6}$/;
// a date right after ("… del 14/09/2023", "… bis 30.06.2025"): a dated document or a batch
const DATE_AFTER =
  /^[ \u00a0,]*(?:del|de|du|des|dal|vom|van|dated|of|from|bis|until|till|jusqu'au|hasta|fino al|al|at\u00e9|tot|dd\.?|d\.|v\.)[ \u00a0]+\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2}(?!\d))/i;
// a year, a month, then a serial (2024-11-0087): a reference filed by date, not a dialable number
const YEAR_FIRST = /^(?:19|20)\d\d[-/](?:0?[1-9]|1[0-2])[-/]\d{3,}$/;
const TIME_RANGE = /^(?:[01]?\d|2[0-3])[ .:h](?:[0-5]\d)[ \u00a0]?[-\u2013][ \u00a0]?(?:[01]?\d|2[0-4])[ .:h](?:[0-5]\d)$/;
const DECIMAL = /^\d+(?: \d+)+[.,]\d{1,2}$/;
// ten digits from 1 000 000 000 to 1 999 999 999 without separators: Unix seconds (2001-2033)
const UNIX_SECONDS = /^1\d{9}$/;
// (a day and a month that can be one, either way round: "29-44-3984" is Haiti's 29 44 3984)
const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|(?:(?:0?[1-9]|[12]\d|3[01])[-./](?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12]\d|3[01]))[-./]\d{2,4})$/;
const YEARS = /^(?:1[89]|20)\d\d ?[-/] ?(?:1[89]|20)\d\d$/;
// a month and a year to another ("01/2024 - 12/2025", "03.2023–09.2024"): a period
const MONTHS = /^(?:0?[1-9]|1[0-2])[-./](?:19|20)\d\d ?[-\u2013/] ?(?:0?[1-9]|1[0-2])[-./](?:19|20)\d\d$/;
const ZIP4 = /^\d{5}-\d{4}$/;
// two day-month dates joined by a dash, the first without its year or both with one ("01.07-31.08.2024", "14.3.-30.4.2025")
const DATE_RANGE = /^(\d{1,2})[./](\d{1,2})(?:[./](?:(?:19|20)\d\d)?)?[ \u00a0]?-[ \u00a0]?(\d{1,2})[./](\d{1,2})(?:[./]?(?:[ \u00a0]?(?:19|20)\d\d)?)?$/;
/** Both ends of a DATE_RANGE a day and a month (either way round). */
function dayMonths(raw: string): boolean {
  const m = DATE_RANGE.exec(raw);
  if (!m) return false;
  const ok = (a: number, b: number) => (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (b >= 1 && b <= 31 && a >= 1 && a <= 12);
  return ok(Number(m[1]), Number(m[2])) && ok(Number(m[3]), Number(m[4]));
}
// a year, then a count of one to three digits (thousands spaced at most): a row of a table of years
const YEAR_COUNT = /^(?:19|20)\d\d(?:[ \u00a0]|[ \u00a0]?[\u2013\u2014-][ \u00a0]?)(?:\d{1,4}|\d{1,3}[ \u00a0]\d{3})$/;
const YEAR_NEAR = /(?<![\d.,/-])(?:19|20)\d\d(?![\d.,/-]\d)/;
// only words between an id word and the number: four at most, no digit, no end of a sentence or line
const ID_WORDS_ONLY = /^(?:[\s\u00a0:#\u2116=\u2014-]*[\p{L}\p{M}'\u2019]+){0,4}[\s\u00a0:#\u2116=\u2014-]*$/u;
const NUMBER_OF_ID = /(?<![\p{L}])(?:numer|number|num\u00e9ro|n\u00famero|numero|nummer|\u043d\u043e\u043c\u0435\u0440|\u010d\u00edslo|nomor|nombor|namba)(?:\s+(?:de|of|di|do|da|del|van|d'))?\s*$/iu;
// (a preposition of direction among them sends something to a number: "Send the confirmation to 0712 …")
const ID_FEW_WORDS =
  /^(?:[\s\u00a0:#\u2116=\u2014-]*(?:(?:no|nr|num|n\u00fam|n[\u00ba\u00b0o])\.|(?!(?:to|at|on|via|an|unter|\u00e0|au|aux|a|al|para|naar|op|per|su|under|sous|bajo|sotto|na|do|pod|\u043d\u0430|\u043f\u043e)(?![\p{L}\p{M}]))[\p{L}\p{M}'\u2019]+)){0,4}[\s\u00a0:#\u2116=\u2014-]*$/iu;
const SSN_SHAPE = /^\d{3}[- ]\d{2}[- ]\d{4}$/;
const NANP = /^(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}$/;

// 8 336 817 · 12 345 678: thousands written with spaces; a quantity's unit or a plural noun after the number ("123 456 789 rows")
const THOUSANDS = /^\d{1,2}(?: \d{3}){2,}$/;
const UNIT_AFTER = /^\s*(?:\u20ac|\$|£|%|eur|usd|gbp|chf|euros?|dollars?|pounds|km|kg|mb|gb|items?|units?|people|persons|inhabitants|residents|users|visitors|votes|tonnes|tons|rows|records|bytes|tokens|(?!(?:thanks|this|does|goes|plus|yes|depois|despu\u00e9s|antes|mais|menos|apr\u00e8s|dans|vers|chez|sous|pois|todos|todas|unless|always|is|was|has|its|as|us)\b)[a-z]{3,}s(?=[\s.,;:!?)]|$))\b/i;

// a unit of measure right after the number ("299 792 458 m/s", "101 325 Pa", "433 920 000 Hz"): a quantity
// (letters alone that also start words are left out: s, t, m without more, in, mi)
const MEASURE_AFTER = /^[\s\u00a0]*(?:m\/s|km\/h|mm\/s|cm\/s|km\/s|mph|kmh|m\u00b2|m\u00b3|hz|khz|mhz|ghz|thz|kw|kwh|mw|mwh|gw|gwh|w|wh|kv|mv|mah|ma|pa|kpa|hpa|mpa|mbar|nm|mm|cm|\u00b5m|\u03bcm|ms|ns|\u00b5s|mg|kj|kcal|cal|j|n|lux|lm|db|\u00b0[cf]|\u2103)(?![\p{L}\d])/iu;

// a name in capitals at the end of the text before the number (a carrier, a bank): JNE, DHL, UPS, J&T
const CARRIER_CAPS = /(?<![\p{L}])\p{Lu}[\p{Lu}&]{1,5}:?[\s\u00a0]*$/u;
// a short code of capitals and digits, both, at the end of the text before the number (a parcel's or series' first piece: 6A, 1Z, B7)
const CODE_PIECE = /(?<![\p{L}\d])(?=\p{Lu}?\d)(?=\d?\p{Lu})[\p{Lu}\d]{2,4}[\s\u00a0]*$/u;
// the groupings barcodes are printed in: UPC-A 1-5-5-1, EAN-13 1-6-6
const GS1_LAYOUT = /^\d[ \u00a0-]\d{5}[ \u00a0-]\d{5}[ \u00a0-]\d$|^\d[ \u00a0-]\d{6}[ \u00a0-]\d{6}$/;
const BARCODE_WORD =
  /(?<![\p{L}])(?:bar-?codes?|upc|ean(?:-?13|-?8)?|gtin|jan|sku|c\u00f3digo de barras|code-barres|code \u00e0 barres|strichcode|barcode|codice a barre|streepjescode|kod kreskowy|\u0448\u0442\u0440\u0438\u0445-?\u043a\u043e\u0434\p{L}*|barkod|m\u00e3 v\u1ea1ch|kode batang)(?![\p{L}])|\u30d0\u30fc\u30b3\u30fc\u30c9|\u6761\u5f62\u7801|\u689d\u78bc|\u6761\u7801|\ubc14\ucf54\ub4dc/iu;
/** The GS1 check digit (UPC, EAN, GTIN): weights 3 and 1 from the right, the last digit the check. */
function gs1(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += (digits.charCodeAt(i) - 48) * w;
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}
// (round 19) a currency sign or code right before the number ("€222–1127", "CHF 300-1200", "R$ 150-990", "¥3200-9800"):
// an amount or a range of amounts, not a number to call
const CURRENCY_BEFORE =
  /(?:[$\u00a3\u00a5\u20ac\u20b9\u20bd\u20ba\u20a9\u20a6\u20b1\u20aa\u0e3f\u20b4\u20ab]|(?<![\p{L}])(?:eur|usd|gbp|chf|jpy|cny|rmb|inr|brl|mxn|cad|aud|nzd|sek|nok|dkk|pln|czk|huf|rub|uah|zar|ngn|kes|aed|sar|clp|sgd|hkd|krw|idr|thb|vnd|rs\.?|rp\.?|kr\.?|z\u0142|tl|fr\.))[\s\u00a0]?$/iu;
// a range of amounts ("150-990", "1.250 - 3.400", "32,000-45,000" read from its last piece) with a currency right after ("150–990 zł", "450-1200 TL")
const AMOUNT_RANGE = /^(\d{1,3}(?:[., \u00a0]\d{3})*|\d+)[ \u00a0]?-[ \u00a0]?(\d{1,3}(?:[., \u00a0]\d{3})*|\d+)$/;
const CURRENCY_AFTER =
  /^[\s\u00a0]?(?:[$\u00a3\u00a5\u20ac\u20b9\u20bd\u20ba\u20a9\u20a6\u20b1\u20aa\u0e3f\u20b4\u20ab]|(?:eur|euros?|usd|gbp|chf|pln|z\u0142|zl|kr|sek|nok|dkk|tl|try|rub|\u0440\u0443\u0431\p{L}*|uah|\u0433\u0440\u043d|dollars?|reais|rupees?|yen|yuan|francs?|franken|kronor|kroner|z\u0142otych|lei|lira)(?![\p{L}]))/iu;
function amountRange(raw: string, before: string, after: string): boolean {
  if (CURRENCY_BEFORE.test(before)) return true;
  const m = AMOUNT_RANGE.exec(raw);
  return m !== null && Number(m[1].replace(/\D/g, "")) < Number(m[2].replace(/\D/g, "")) && CURRENCY_AFTER.test(after);
}
// (round 19) a coordinate, grid-reference, map-square or position word of ~15 languages a word or two before
// digit groups of two to four ("grid 790-119-215", "Koordinaten 412-330-118", "Współrzędne 790 119 215"): a place
// on a map or a board, unless a phone word is nearer
const COORD_WORD =
  /(?<![\p{L}])(?:co-?ordinat\p{L}*|coords?|grid(?:[\s-]?(?:ref\p{L}*|square|squares))?|map[\s-]square|waypoints?|positions?|pos\.|utm|mgrs|sector|koordinat\p{L}*|gitter\p{L}*|planquadrat\p{L}*|rasterfeld|coordonn\u00e9es?|grille|coordenadas?|cuadr\u00edcula|posici\u00f3n|posi\u00e7\u00e3o|coordinat[ae]|griglia|posizione|co\u00f6rdinat\p{L}*|wsp\u00f3\u0142rz\u0119dn\p{L}*|siatk\p{L}*|pozycj\p{L}*|\u043a\u043e\u043e\u0440\u0434\u0438\u043d\u0430\u0442\p{L}*|\u043a\u0432\u0430\u0434\u0440\u0430\u0442\p{L}*|\u043f\u043e\u0437\u0438\u0446\u0438\p{L}*|konum\p{L}*|t\u1ecda \u0111\u1ed9|to\u1ea1 \u0111\u1ed9)(?![\p{L}])|\p{L}+(?:koordinat|quadrat|gitter)\p{L}*|\u5ea7\u6a19|\u5750\u6807|\uc88c\ud45c|\u0625\u062d\u062f\u0627\u062b\u064a\u0627\u062a/giu;
// between the word and the digits: at most two words, no digit, no comma, semicolon or line break
const COORD_BETWEEN = /^[^\d,;\n]*$/;
const COORD_SHAPE = /^\d{2,4}(?:[ \u00a0.\-/]\d{2,4}){2,3}$/;
function coordinates(raw: string, before: string, phoneAt: number): boolean {
  if (!COORD_SHAPE.test(raw)) return false;
  const c = lastAt(COORD_WORD, before);
  if (c.at < 0 || c.at < phoneAt) return false;
  const between = before.slice(c.end);
  return COORD_BETWEEN.test(between) && between.split(/\s+/).filter((w) => /[\p{L}]/u.test(w)).length <= 2;
}
// (round 19b) the result of a computation: right after "=", "≈" or "≅" ("2^32 = 4294967296")
const RESULT_BEFORE = /[=\u2248\u2245][ \u00a0]*$/;
// (round 19b) a range of two numbers, the first smaller, after a range word of ~12 languages a few words before
// ("in the range 1000–9999", "zwischen 1000 und …", "entre 2000-8000", "od 1000 do …")
const RANGE_RAW = /^(\d+)[ \u00a0]?[\u2013\u2014-][ \u00a0]?(\d+)$/;
const RANGE_WORD = /(?<![\p{L}])(?:range|ranges|ranging|between|from|interval|bereich|zwischen|von|plage|intervalle|entre|rango|intervalo|gama|intervallo|tra|fra|bereik|tussen|zakres|przedzia\p{L}*|od|\u0434\u0438\u0430\u043f\u0430\u0437\u043e\u043d\p{L}*|\u043e\u0442|aral\u0131\p{L}*)(?![\p{L}])[^\d\n.;]{0,40}$/iu;
function numberRange(raw: string, before: string): boolean {
  const m = RANGE_RAW.exec(raw);
  return m !== null && m[1].length >= 2 && m[1].length === m[2].length && Number(m[1]) < Number(m[2]) && RANGE_WORD.test(before);
}
// (round 21) a booking's or a reference's code or number, in either order ("Rezervasyon kodu", "बुकिंग कोड", "예약번호",
// "Buchungsnummer", "Código de reserva", "Mã đặt chỗ", "Kode booking", "رقم الحجز", "Namba ya kumbukumbu") right before
// the digits: a PNR or a booking reference, not a number to call (a booking noun alone may name the line: "Bookings line: 1300 …")
const BOOKING_NOUN =
  "(?:booking|reservation|r\u00e9servation|reserva|prenotazion|buchung|boeking|rezerwacj|rezervasyon|rezervac|\u0431\u0440\u043e\u043d\u0438\u0440\u043e\u0432\u0430\u043d|\u0431\u0440\u043e\u043d\u044c|\u0111\u1eb7t ch\u1ed7|pemesanan|tempahan|kumbukumbu|\u092c\u0941\u0915\u093f\u0902\u0917|\u0906\u0930\u0915\u094d\u0937\u0923|\u0628\u06a9\u0646\u06af|\u062d\u062c\u0632|\u0627\u0644\u062d\u062c\u0632|\u0631\u0632\u0631\u0648|\u0e01\u0e32\u0e23\u0e08\u0e2d\u0e07|\u4e88\u7d04|\u9884\u8ba2|\u9810\u8a02|\u9884\u7ea6|\u9810\u7d04|\uc608\uc57d)[\\p{L}\\p{M}]*?";
const CODE_OR_NUMBER =
  "(?:\u2116|#|codes?|c[\u00f3o]digo|codice|kod\\p{L}*|numbers?|no\\.?|nr\\.?|n[\u00ba\u00b0]|num\\p{L}*|nummer|numer\\p{L}*|n[\u00fau]mero|num[\u00e9e]ro|\u043d\u043e\u043c\u0435\u0440\\p{L}*|\u043a\u043e\u0434\\p{L}*|m\u00e3|s\u1ed1|nomor|namba|nambari|ref\\p{L}*|id|\u0928\u0902\u092c\u0930|\u0938\u0902\u0916\u094d\u092f\u093e|\u0915\u094b\u0921|\u0631\u0642\u0645|\u06a9\u062f|\u0634\u0645\u0627\u0631\u0647|\u0643\u0648\u062f|\u0631\u0645\u0632|\u05de\u05e1\u05e4\u05e8|\u0e2b\u0e21\u0e32\u0e22\u0e40\u0e25\u0e02|\u0e23\u0e2b\u0e31\u0e2a|\ubc88\ud638|\ucf54\ub4dc|\u756a\u53f7|\u53f7\u7801|\u53f7|\u865f|\u30b3\u30fc\u30c9|\u4ee3\u7801)";
const BOOKING_CODE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${BOOKING_NOUN}[\\s\\u00a0-]*${CODE_OR_NUMBER}|${CODE_OR_NUMBER}[\\s\\u00a0]*(?:(?:de|do|da|di|del|della|du|des|ya|wa|la|of|the)[\\s\\u00a0]+)?${BOOKING_NOUN})(?![\\p{L}\\p{M}])[\\s\\u00a0:#.=\u2116-]*$`,
  "iu",
);
const ISBN10_LAYOUT = /^\d{1,5}-\d{1,7}-\d{1,7}-\d$/;
const ISBN13_LAYOUT = /^97[89]-\d{1,5}-\d{1,7}-\d{1,7}-\d$/;
const ISBN_WORD = /(?<![\p{L}])isbn/iu;
function isbn(raw: string, digits: string, before: string, after: string, phoneWord: boolean): boolean {
  const named = () => ISBN_WORD.test(before) || ISBN_WORD.test(after);
  if (digits.length === 13 && ISBN13_LAYOUT.test(raw)) return (!phoneWord && gs1(digits)) || named();
  if (digits.length !== 10 || !ISBN10_LAYOUT.test(raw)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (digits.charCodeAt(i) - 48);
  return (!phoneWord && sum % 11 === 0) || named();
}
function accept(raw: string, before: string, after: string, metadata = true): boolean {
  const digits = raw.replace(/\D/g, "");
  const n = digits.length;
  const intl = raw.startsWith("+") || raw.startsWith("00");
  if (n > (raw.startsWith("00") ? 17 : 15)) return false;
  // five or six digits: the national numbers of small places (Andorra, the Falklands, Niue), only
  // right after a phone word with no id word before it
  const short = n < 7;
  // (not an amount with dots for thousands: "Phone bill was 45.000")
  if (short && (n < 5 || intl || /^\d{1,3}\.\d{3}$/.test(raw) || !phoneRightBefore(before) || lastAt(ID_ANY, before).at >= 0 || UNIT_AFTER.test(after))) return false;
  const phoneAt = lastAt(PHONE_ANY, before).at;
  // (round 19) an amount or a range of amounts beside a currency; digit groups after a coordinate or grid word
  if (!intl && (amountRange(raw, before, after) || coordinates(raw, before, phoneAt))) return false;
  // (round 19b) a computed result; a range of numbers after a range word
  if (!intl && phoneAt < 0 && (RESULT_BEFORE.test(before) || numberRange(raw, before))) return false;
  const id = lastAt(ID_ANY, before);
  // an id word of any language right before the number (a number word between at most), nearer
  // than any phone word: an order's, a parcel's number
  // (a carrier's or issuer's name in capitals may stand between: "Nomor resi JNE 0148 …", "tracking UPS 1Z…")
  // (or the first piece of a code of letters and digits: "suivi colis 6A 123 456 789 01", "tracking 1Z 999 …")
  if (!raw.startsWith("+") && id.at > phoneAt && ID_TAIL.test(before.slice(id.end).replace(CODE_PIECE, "").replace(CARRIER_CAPS, ""))) return false;
  // (round 18) an id word a few words before with only words between, no digit, no sentence end ("Namba ya oda yangu ni …",
  // "Nomor pesanan saya adalah …", "Mon numéro de commande est le …", "شماره سفارش من …"): its number
  // (a number word before the id word names it the label: "Mój numer zamówienia to …", where "to" is a verb)
  if (!intl && id.at >= 0 && phoneAt < 0 && (NUMBER_OF_ID.test(before.slice(0, id.at)) ? ID_WORDS_ONLY : ID_FEW_WORDS).test(before.slice(id.end))) return false;
  const phoneWord = PHONE_WORD.test(before) || phoneAt > id.at;
  // "00" is digits too (a customer number 0049 3317 22): only "+" outweighs an id word
  if (!raw.startsWith("+") && !phoneWord && (ID_WORD.test(before) || ID_IS.test(before) || CODE_BEFORE.test(before) || labelled(before))) return false;
  if (!raw.startsWith("+") && !phoneWord && BOOKING_CODE.test(before)) return false;
  // a series in capitals between an id word and the digits ("n.º FR 2023/0871", "Rechnung RE 2023 118")
  if (!raw.startsWith("+") && !phoneWord) {
    const prefix = CAPS_PREFIX.exec(before);
    if (prefix && ID_WORD.test(before.slice(0, prefix.index))) return false;
  }
  // a year, then a long serial: an order or invoice number (2024-118734), not a phone
  if (!intl && !phoneWord && (YEAR_SERIAL.test(raw) || YEAR_FIRST.test(raw) || NUMBER_YEAR.test(raw) || IBAN_BEFORE.test(before) || DATE_AFTER.test(after))) return false;
  // digits grouped by spaces with a decimal part (045 871.3 kWh): a reading or an amount
  if (!intl && !phoneWord && DECIMAL.test(raw)) return false;
  // two clock times with a dash between ("09 00 - 18 00", "9.30-17.45"): opening hours
  if (!intl && !phoneWord && TIME_RANGE.test(raw)) return false;
  // a retail barcode (UPC-A 0 12345 67890 5, EAN-13 4 006381 333931) with its GS1 check digit, or
  // 12-13 digits beside a barcode word: a product's number
  if (!intl && !phoneWord && (n === 12 || n === 13) && ((GS1_LAYOUT.test(raw) && gs1(digits)) || BARCODE_WORD.test(before + " " + after))) return false;
  // (round 21) a hyphenated ISBN-10 or ISBN-13 (0-306-40615-2, 978-0-306-40615-7) with its check digit or the word ISBN beside: a book
  // (a phone word before it leaves it a number to call unless the word ISBN is beside)
  if (!intl && isbn(raw, digits, before, after, phoneWord)) return false;
  if (DATE.test(raw) || YEARS.test(raw) || MONTHS.test(raw) || ZIP4.test(raw) || SSN_SHAPE.test(raw)) return false;
  // (round 18) a range of dates ("01.10.–15.12.2024", "1.1.2024 - 31.12.2025", "23/12–6/1 2025"): a period
  if (!intl && DATE_RANGE.test(raw) && dayMonths(raw)) return false;
  // (round 18) a year and a count in a table of years ("2019 412, 2020 398, 2021 455"): another year beside it
  if (!intl && !phoneWord && YEAR_COUNT.test(raw) && (YEAR_NEAR.test(before) || YEAR_NEAR.test(after))) return false;
  // three or more years in a row ("2023 2024 2025"): a list, whatever word is before it
  if (/^(?:(?:19|20)\d\d[ ,/-]+){2,}(?:19|20)\d\d$/.test(raw)) return false;
  // a clock time after the last group ("2024-01-01 9:00"): a date and an hour
  if (!intl && /^:\d\d/.test(after)) return false;
  if (!intl && !phoneWord && (THOUSANDS.test(raw) || UNIT_AFTER.test(after) || MEASURE_AFTER.test(after))) return false;
  // dots only: versions and IPs, unless a classic dotted phone layout (555.123.4567, 01.23.45.67.89) or
  // a national number with its trunk 0 in groups of two to four (0412.555.019; a version has no leading 0 group of 9+ digits)
  if (!intl && /^[\d.]+$/.test(raw) && raw.includes(".") && !/^(?:1\.)?\d{3}\.\d{3}\.\d{4}$|^\d{2}(?:\.\d{2}){4}$/.test(raw) && !(n >= 8 && /^0\d{1,4}(?:\.\d{2,9}){1,3}$/.test(raw)) && !(phoneWord && !dottedQuad(raw) && !/^\d{1,2}(?:\.\d{3})+$/.test(raw))) return false;
  if (!metadata) return true; // the shape was checked by the caller
  // (in at most three groups: 834 614, 47.30.84, 3 28624)
  if (short) return !separated(raw) || /^\d{1,3}(?:[ .\-]\d{2,5}){1,2}$/.test(raw) ? nationalSomewhere(digits) : false;
  if (!intl && NANP.test(raw)) return true;
  const isSeparated = separated(raw);
  // plain digit runs: only a full national number of 10-11 digits (or after a phone word)
  if (!intl && !isSeparated && !phoneWord && (n < 10 || n > 11 || UNIX_SECONDS.test(raw))) return false;
  const key = cacheKey(raw, phoneWord);
  const known = parsedCache.get(key);
  if (known !== undefined) return known;
  const verdict = byMetadata(raw, intl, n, digits, isSeparated, phoneWord);
  if (parsedCache.size >= PARSED_CACHE_SIZE) parsedCache.clear();
  parsedCache.set(key, verdict);
  return verdict;
}

/** The libphonenumber part of accept (tens of microseconds and ~18 KB of garbage a number). */
function byMetadata(raw: string, intl: boolean, n: number, digits: string, separated: boolean, phoneWord: boolean): boolean {
  const trunk = digits.startsWith("0");
  if (intl) {
    const p = parsePhoneNumberFromString(raw.startsWith("00") ? `+${raw.slice(2)}` : raw);
    if (!p) return false;
    if (p.isPossible()) return p.isValid() || n >= 9;
    // a known country code and a grouped national number of a plausible length: fixed lines of
    // regions the metadata knows less well (+234 9 461 2345)
    const nsn = p.nationalNumber.length;
    return separated && nsn >= 7 && nsn <= 12 && n >= 9;
  }
  // Australia's national numbers without a trunk 0: 1300 / 1800 (shared cost, toll free)
  const countries = !trunk && AU_NO_TRUNK.test(raw) ? [...NO_TRUNK_COUNTRIES, "AU" as const] : trunk ? TRUNK_COUNTRIES : NO_TRUNK_COUNTRIES;
  for (const c of countries) {
    const p = parsePhoneNumberFromString(raw, c);
    if (!p) continue;
    if (p.isValid()) return true;
    if ((trunk && separated) || phoneWord) if (p.isPossible()) return true;
  }
  // any other region's fixed lines and mobiles, after a phone word or with a trunk prefix and groups
  return (phoneWord || (trunk && separated)) && nationalSomewhere(digits);
}

/**
 * Every region's fixed-line and mobile national number patterns (the metadata's own), joined
 * into one expression per trunk prefix ("0", "8", "1" or none) and national number length, built
 * on first use: one regex test tells whether the digits are a national number somewhere in the
 * world, for the ~200 regions outside the country lists above (Andorra's 6 digits, Oman's 8,
 * Mozambique's 9 without a trunk prefix, Turkmenistan's 8 …).
 */
type RegionMetadata = readonly unknown[];
const WORLD = new Map<string, RegExp | null>();
const WORLD_PARTS = new Map<string, string[]>();
function worldParts(): Map<string, string[]> {
  if (WORLD_PARTS.size) return WORLD_PARTS;
  const countries = (metadata as unknown as { countries: Record<string, RegionMetadata> }).countries;
  for (const region of Object.keys(countries)) {
    const d = countries[region];
    const prefix = typeof d[5] === "string" ? d[5] : "";
    const types = d[11] as ReadonlyArray<readonly [string, (readonly number[])?] | 0 | undefined> | undefined;
    for (const t of [types?.[0], types?.[1]]) {
      if (!t || typeof t === "number") continue;
      for (const len of t[1] ?? (d[3] as readonly number[])) {
        const key = `${prefix}|${len}`;
        const parts = WORLD_PARTS.get(key) ?? [];
        parts.push(t[0]);
        WORLD_PARTS.set(key, parts);
      }
    }
  }
  return WORLD_PARTS;
}
function worldTest(prefix: string, nsn: string): boolean {
  const key = `${prefix}|${nsn.length}`;
  let re = WORLD.get(key);
  if (re === undefined) {
    const parts = worldParts().get(key);
    re = parts ? new RegExp(`^(?:${[...new Set(parts)].join("|")})$`) : null;
    WORLD.set(key, re);
  }
  return re !== null && re.test(nsn);
}
/** A national number of some region of the world, written with that region's trunk prefix or, where it has none, without. */
export function nationalSomewhere(digits: string): boolean {
  if (worldTest("", digits)) return true;
  for (const prefix of ["0", "8", "1", "06"]) if (digits.startsWith(prefix) && worldTest(prefix, digits.slice(prefix.length))) return true;
  return false;
}

/**
 * Verdicts of the metadata, by candidate: a chat sends its whole history with every turn, so the
 * same numbers come back request after request. Keyed by a 53-bit fingerprint of the candidate
 * (two FNV-1a hashes), not the number itself: the cache keeps no phone number in memory. Cleared
 * when full.
 */
const PARSED_CACHE_SIZE = 4096;
const parsedCache = new Map<number, boolean>();
/** Forget the cached verdicts (tests). */
export function clearPhoneCache(): void {
  parsedCache.clear();
}
function cacheKey(raw: string, phoneWord: boolean): number {
  let a = phoneWord ? 0x811c9dc5 : 0x050c5d1f;
  let b = 0x1b873593;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

/** An IPv4 address's shape: four groups of 0-255, one of them of one or three digits (24.66.92.84 may be Burkina Faso's). */
function dottedQuad(raw: string): boolean {
  const groups = raw.split(".");
  return groups.length === 4 && groups.every((g) => /^\d{1,3}$/.test(g) && Number(g) <= 255) && groups.some((g) => g.length !== 2);
}
const separated = (raw: string) => /[\s().\-/]/.test(raw);

/** Without the metadata: the shapes that are phone numbers almost everywhere (after the parse budget). */
function acceptByShape(raw: string): boolean {
  const n = raw.replace(/\D/g, "").length;
  if (raw.startsWith("+") || raw.startsWith("00")) return n >= 8 && n <= 15;
  return NANP.test(raw) || (raw.startsWith("0") && separated(raw) && n >= 9 && n <= 12);
}

/**
 * Parsing with the metadata costs tens of microseconds: a text full of digit groups would cost
 * seconds. After this many candidates in one text the rest are judged by shape alone.
 */
const PARSE_BUDGET = 300;

function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/**
 * Phone numbers in the text: candidates checked by accept. Native digits and full-width
 * punctuation are read as ASCII first (one code unit for one: the ranges are the text's).
 */
export function detectPhones(text: string): Array<readonly [number, number]> {
  return onAsciiDigits(text, phonesIn);
}
// the shape checks of phonesIn, compiled once (a regex literal in the loop is a new object at every candidate)
const TRAILING_SEPARATORS = /[ .\-/\u00a0(]+$/;
const OPEN_PAREN = /\(/g;
const CLOSE_PAREN = /\)/g;
const LAST_CLOSE_PAREN = /\)$/;
// (round 21) an opening parenthesis never closed, with one group after it, at the end: what follows the number, an hour ("1 800 555 0166 (8:00–20:00)")
const OPEN_PAREN_TAIL = /[ \u00a0]\(\d{1,6}$/;
const SPACED_DASH = /[ \u00a0]-[ \u00a0]/g;
const SINGLE_DIGIT_GROUP = /(?:^|[ .\-/])\d(?=[ .\-/]|$)/g;
const INTL_PREFIX_APART = /^00[ \u00a0.\-][1-9]/;
const PAIRS_LIST = /^\d{1,2}(?:[ .\-/]\d{1,2}){5,}$/;
function phonesIn(text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  let parsed = 0;
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    let raw = m[0];
    // a run of digits alone ("180", "2024") fails none of the shape checks below and keeps its length:
    // its digit count decides at once (the common case in prose)
    const n0 = digitCount(raw);
    if (n0 === raw.length && (n0 < 5 || n0 > 17)) {
      parsed++;
      continue;
    }
    // a trailing separator or unmatched parenthesis is not part of the number
    raw = raw.replace(TRAILING_SEPARATORS, "");
    if ((raw.match(OPEN_PAREN)?.length ?? 0) !== (raw.match(CLOSE_PAREN)?.length ?? 0)) raw = raw.replace(LAST_CLOSE_PAREN, "").replace(OPEN_PAREN_TAIL, "");
    // a spaced dash splits an area code from the number once ("030 - 123 45 67"); more are a list ("5 - 17 - 22")
    if ((raw.match(SPACED_DASH)?.length ?? 0) > 1) continue;
    // phone numbers have at most one single-digit group (+33 1 ..., 1 800 ...); "1 2 3 4 5 6 7" is a list
    if ((raw.match(SINGLE_DIGIT_GROUP)?.length ?? 0) > 2) continue;
    // six or more groups of one or two digits without "+": a list of numbers (lottery draws,
    // scores); national numbers written in pairs have five (01 23 45 67 89)
    // ("00" apart from a country code is the international prefix: "00 33 4 91 12 34 56")
    if (!raw.startsWith("+") && !INTL_PREFIX_APART.test(raw) && PAIRS_LIST.test(raw)) continue;
    // four or more groups of one length stepping by the same amount ("38-40-42-44", "100-200-300-400"):
    // sizes, steps, a sequence, not a number
    // (after a phone word it is the number: "Ring til 12 34 56 78")
    const before = text.slice(Math.max(0, m.index - 32), m.index);
    if (!raw.startsWith("+") && evenSteps(raw) && !PHONE_WORD.test(before)) continue;
    // fewer than 5 or more than 17 digits: never a number (accept's own bounds are tighter, with the context)
    const n = digitCount(raw);
    if (n < 5 || n > 17) {
      parsed++;
      continue;
    }
    const after = text.slice(m.index + raw.length, m.index + raw.length + 24);
    const ok = parsed++ < PARSE_BUDGET ? accept(raw, before, after) : acceptByShape(raw) && accept(raw, before, after, false);
    if (ok) out.push([m.index, m.index + raw.length]);
  }
  if (VANITY_HINT.test(text)) out.push(...vanities(text));
  for (const r of spoken(text)) if (!overlaps(out, r[0], r[1])) out.push(r);
  return out;
}

const STEPS_SHAPE = /^\d{2,3}(?:[ .\-/\u00a0]+\d{2,3}){3,}$/;
function evenSteps(raw: string): boolean {
  if (!STEPS_SHAPE.test(raw)) return false;
  const g = raw.split(/[ .\-/\u00a0]+/);
  if (g.length < 4 || g.some((x) => x.length !== g[0].length || x.length < 2 || x.length > 3 || !/^\d+$/.test(x))) return false;
  const d = Number(g[1]) - Number(g[0]);
  if (d === 0) return false;
  for (let k = 2; k < g.length; k++) if (Number(g[k]) - Number(g[k - 1]) !== d) return false;
  return true;
}

/**
 * A number read out in words ("four one five, five five five, zero one two two", "cero seis, uno
 * dos…"): 7 to 15 digits, not after an id or code word nearer than any phone word, and with a cue:
 * a phone word before it, a phone word right after it ("…, text anytime", "…, llámame"), a
 * possessive and a number word before it ("my number's", "mi número es", "Mój numer to", "Мій
 * номер"), or the pauses of a dialled number: 3-4 (a local number), 3-3-4 or 1-3-3-4 (a national
 * one). A run of single ASCII digits is a list ("1 2 3 4 5 6 7"), as in detectPhones.
 */
// a possessive and a number word (en es pt fr de it nl pl ru uk), then a verb at most
const MY_NUMBER =
  /(?<![\p{L}])(?:my|your|his|her|our|their|mi|tu|su|meu|minha|seu|mon|ton|son|meine?|deine?|seine?|ihre?|il mio|il tuo|il suo|mijn|jouw|zijn|haar|m\u00f3j|tw\u00f3j|jego|jej|\u043c\u043e\u0439|\u0442\u0432\u043e\u0439|\u0435\u0433\u043e|\u0435\u0451|\u043c\u0456\u0439|\u0442\u0432\u0456\u0439|\u0439\u043e\u0433\u043e|\u0457\u0457)\s+(?:number|n\u00famero|numero|num\u00e9ro|nummer|numer|\u043d\u043e\u043c\u0435\u0440)(?:'s|\s*,?\s*(?:is|es|\u00e9|c'est|est|ist|\u00e8|to|\u044d\u0442\u043e|\u0446\u0435))?[\s:,\u2014-]*$/iu;
// a code, PIN or password read out ("the verification code: …", "el código es …", "Der Code ist …")
const CODE_BEFORE_SPOKEN = /(?<![\p{L}])(?:code|codes|pin|otp|passcode|password|c\u00f3digo|codigo|codice|\u043a\u043e\u0434|kod|kode|combination|combinaci\u00f3n|combinaison|kombination|zip|postcode|postal)(?![\p{L}])/iu;
const DIALLED_GROUPS = /^(?:3,4|3,3,4|1,3,3,4)$/;
/** Digits each one more (or one less) than the one before: counting, not a number. */
function counting(d: string): boolean {
  let up = true;
  let down = true;
  for (let i = 1; i < d.length; i++) {
    const step = (d.charCodeAt(i) - d.charCodeAt(i - 1) + 10) % 10;
    up &&= step === 1;
    down &&= step === 9;
  }
  return up || down;
}
/** A phone word of any language within the first 24 characters after the number, no digit before it. */
function phoneRightAfter(after: string): boolean {
  PHONE_ANY.lastIndex = 0;
  const m = PHONE_ANY.exec(after);
  return m !== null && m.index <= 24 && !/\d/.test(after.slice(0, m.index));
}
function spoken(text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  for (const r of spokenDigitRuns(text, 7)) {
    if (r.digits.length > 15 || !/\p{L}/u.test(text.slice(r.start, r.end))) continue;
    const before = text.slice(Math.max(0, r.start - 40), r.start);
    const phoneAt = lastAt(PHONE_ANY, before).at;
    const cued = PHONE_WORD.test(before) || phoneAt >= 0;
    if (lastAt(ID_ANY, before).at > phoneAt) continue;
    if (cued) {
      out.push([r.start, r.end]);
      continue;
    }
    if (CODE_BEFORE_SPOKEN.test(before) || ID_WORD.test(before) || labelled(before)) continue;
    // (counting "one two three, four five six seven" has a dialled shape: consecutive digits need a cue)
    const dialled = DIALLED_GROUPS.test(r.groups.join()) && !counting(r.digits);
    if (MY_NUMBER.test(before) || phoneRightAfter(text.slice(r.end, r.end + 40)) || dialled) out.push([r.start, r.end]);
  }
  return out;
}

const VANITY_HINT = /8(?:00|33|44|55|66|77|88)\)?[-. ][A-Z0-9 .-]{0,4}[A-Z]/;
/**
 * North American toll-free vanity numbers (1-800-FLOWERS, 1-888-BAKE-NOW, 1 (800) GO-FEDEX): a
 * toll-free prefix, then seven or eight letters and digits in capitals (a keypad spelling, eight
 * with a trailing letter not dialled), at least three of them letters. Without the leading 1 only
 * "800-…" written with a dash.
 */
const VANITY = /(?<![\w+-])(?:(\+?1[-. ]?)\(?8(?:00|33|44|55|66|77|88)\)?[-. ]?|8(?:00|33|44|55|66|77|88)-|\(8(?:00|33|44|55|66|77|88)\) ?)((?=[A-Z0-9-]*[A-Z])[A-Z0-9]{1,8}(?:[-. ][A-Z0-9]{1,8}){0,2})(?![\w-])/g;
function vanities(text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  VANITY.lastIndex = 0;
  for (let m = VANITY.exec(text); m; m = VANITY.exec(text)) {
    const keys = m[2].replace(/[-. ]/g, "");
    const letters = keys.replace(/\d/g, "").length;
    if (keys.length >= 7 && keys.length <= 8 && letters >= 3) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}
