import { isIPv6 } from "node:net";
import { onAsciiDigits } from "./digits";

/**
 * The `ip-address` builtin: dotted quads and IPv6 addresses, minus the dotted numbers that are
 * versions, outline numbers or OIDs and the colon groups that are MAC / EUI addresses.
 *
 * A dotted quad is a version or a section number when a cue of that kind is near it: before it
 * (within four words for a version, OID or update word; right before it for a section, chapter,
 * clause, article, paragraph, appendix or figure word) or right after it ("7.0.1.2版", "4.3.2.1条",
 * "2.3.4.5 버전"), with no word for a network address nearer and no port or CIDR suffix. The cue
 * lists are written for ~30 languages at once (stems match their inflections: wersja / wersji,
 * версия / версии); scripts written without spaces (Chinese, Japanese, Thai, Arabic prefixes)
 * match anywhere. When one quad of a text is a version, or the text has a version cue anywhere and
 * two or more quads, the quads without a network cue of their own are versions too. Quads under
 * the OID arcs 1.3 and 2.5 (1.3.6.1, 2.5.4.3) are OIDs unless a network cue names them.
 * Outline numbers also by what follows them, with no network word before: a document after a
 * genitive ("… del contrato", "… of the agreement", "… des Vertrags", "… umowy", "… договора", "… من
 * العقد"; never after in / from / under), a pointer after a word that refers the reader ("see …
 * below", "siehe … oben"), "… numaralı", a section word where a language puts
 * it after ("7.2.3.8. pontot"), or a heading's title at a line's start ("4.3.1.2 Termination for
 * convenience", small parts only, no verb in the title); and a table of contents named near. The
 * section words cover ~30 languages (apartado, inciso, epígrafe, Abschnitt, Kapitel, Ziffer,
 * paragraphe, alinéa, articolo, comma, hoofdstuk, rozdział, раздел, пункт, bölüm, madde, kohta,
 * bekezdés, 第…条, 항, ข้อ, البند, סעיף, धारा…), a series in capitals between ("REQ 7.6.5.6").
 * Native digits of any script are read as ASCII (digits.ts).
 * Round 14 (labelled/pii-r14-card-ip.ts): with no network word in the 48 characters before it, a
 * quad right after a figure, table, equation, formula, exhibit, exercise, lesson, task, work-package,
 * control, product / catalogue or telephone word of ~25 languages (Abb., Tabla, rys., Рис., Şekil,
 * Kuva, Hình, Gambar, 図, 表, 그림, جدول, טבלה, तालिका, รูปที่…) or a platform's name (Android, Chrome,
 * Windows, Java…) is theirs; so is one after a standard's clause (ISO / IEC / NIST … and a number,
 * "IEC 62443-3-3 SR 5.9.3.7"), a version-range operator (^ ~ >= == …), a date preposition when
 * it reads as a date, in a changelog entry (a markdown heading, a release date after), and an
 * amount or count with dots between thousands beside a currency or count word. Hungarian puts the
 * figure word after ("6.4.7.7. táblázat"). An IPv6 address may follow a label glued by a colon
 * ("addr:2001:db8::1").
 * Round 21 (labelled/pii-r21-small.ts): measurement, tolerance, dimension and gauge words of ~15 languages
 * (Toleranz, toleransi ukuran, Wymiar, dimensión, cote, Maß, размер, boyut…) are section words too.
 * Round 15 (labelled/pii-r15-small.ts): a quad of parts under 100 right after a score, rating,
 * grade, level, round, step or stage word of ~15 languages (Score, Puntuación, Stufe, Очки, Wynik,
 * 得分, スコア, 점수…), with no network word in the 48 characters before, is four results.
 * Round 16 (labelled/pii-r16-small.ts): quads written with three digits a part (010.000.000.001);
 * an address range "10.0.0.1-10.0.0.50" is two addresses, not a name and a version; with no network
 * word near, a quad is a version after a package or dependency word, a capitalised dotted package
 * id (Microsoft.NETCore.App), "ver", a rule word (Regel, pravidlo, правило), a desktop or developer
 * program's name (git, glibc, Tomcat, VLC…), before an architecture, installer or channel word or a
 * package's file extension (x64, installer, beta, .exe, .msi); degrees-minutes-seconds after a
 * coordinate word, hours-minutes-seconds after a time word, and a ratio or checksum's small parts.
 */

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
// Not part of a longer dotted run (1.2.3.4.5), not a version (v1.2.3.4, "version 1.2.3.4").
// (or every part written with three digits, zero-padded: "010.000.000.001", "192.168.001.010")
const PADDED = "(?:25[0-5]|2[0-4]\\d|[01]\\d\\d)";
const IPV4 = new RegExp(`(?<![\\w.]|\\bv|\\bversion |\\brelease )${OCTET}(?:\\.${OCTET}){3}(?![\\w]|\\.\\d)`, "gi");
// (looked for only in a text with a zero-padded part, hasPaddedPart)
const IPV4_PADDED = new RegExp(`(?<![\\w.])${PADDED}(?:\\.${PADDED}){3}(?![\\w]|\\.\\d)`, "g");
/** A part of three digits with a leading zero after a dot (".001"): found with indexOf, a regex scan of every text costs as much as the match. */
function hasPaddedPart(t: string): boolean {
  const digit = (c: number) => c >= 48 && c <= 57;
  for (let i = t.indexOf(".0"); i >= 0; i = t.indexOf(".0", i + 2)) if (digit(t.charCodeAt(i + 2)) && digit(t.charCodeAt(i + 3)) && !digit(t.charCodeAt(i + 4))) return true;
  return false;
}

/** Cue words in three kinds: stems of spaced scripts (inflections may follow), whole short words, and words of unspaced scripts (anywhere). */
interface Cues {
  stems: readonly string[];
  words: readonly string[];
  unspaced: readonly string[];
}
function cueRegex(c: Cues, flags = "giu"): RegExp {
  const words = c.words.length > 0 ? `|(?:${c.words.join("|")})(?![\\p{L}\\p{M}])` : "";
  return new RegExp(
    `(?<![\\p{L}\\p{M}])(?:(?:${c.stems.join("|")})[\\p{L}\\p{M}]*${words})|(?:${c.unspaced.join("|")})[\\p{L}\\p{M}]*`,
    flags,
  );
}

/** Version, release, build, firmware, driver, edition, revision, update and OID / SNMP words. */
const VERSION_CUES: Cues = {
  stems: [
    // version (en de fr sv da / es it nl pt fi id / pl cs sk hu hr sr sl lt lv / tr tl / el / ru bg uk)
    "versi", "vers\u00e3", "wersj", "verz", "verzij", "versij", "versioon", "s\u00fcr\u00fcm", "bersyon", "\u03ad\u03ba\u03b4\u03bf\u03c3", "\u03b5\u03ba\u03b4\u03bf\u03c3", "\u03b5\u03ba\u03b4\u03cc\u03c3", "\u0432\u0435\u0440\u0441\u0438", "\u0432\u0435\u0440\u0441\u0456",
    "phi\u00ean b\u1ea3n", "toleo", "\u0432\u0435\u0440\u0437\u0438\u0458", "\u043d\u04b1\u0441\u049b\u0430", "\u0445\u0443\u0432\u0438\u043b\u0431\u0430\u0440", "\u00fatg\u00e1f", "razli\u010dic", "bertsio", "fersiwn", "leagan", "ver\u017cj",
    // release, edition, revision
    "releas", "rilasc", "lan\u00e7ament", "wydani", "kiad\u00e1s", "rilis", "julkaisu", "utg\u00e5v", "utgave", "udgivelse", "\u0432\u044b\u043f\u0443\u0441\u043a", "\u0432\u0438\u043f\u0443\u0441\u043a", "\u0440\u0435\u043b\u0438\u0437", "\u0440\u0435\u043b\u0456\u0437",
    "edition", "\u00e9dition", "edici\u00f3n", "edi\u00e7\u00e3o", "edizion", "ausgabe", "\u0438\u0437\u0434\u0430\u043d", "\u0432\u0438\u0434\u0430\u043d", "revisi", "revis\u00e3", "\u0440\u0435\u0432\u0438\u0437", "\u0440\u0435\u0434\u0430\u043a\u0446",
    // build, firmware, kernel, patch, driver, plugin
    "build", "kompilacj", "compilaci", "compila\u00e7", "compilazion", "sestaven", "\u0441\u0431\u043e\u0440\u043a", "\u0437\u0431\u0456\u0440\u043a", "firmware", "\u043f\u0440\u043e\u0448\u0438\u0432\u043a", "kernel", "\u044f\u0434\u0440",
    "patch", "hotfix", "nightly", "snapshot", "driver", "treiber", "sterownik", "pilote", "ovlada\u010d", "\u0434\u0440\u0430\u0439\u0432\u0435\u0440", "plugin", "plug-in", "changelog",
    // OIDs, SNMP, MIBs
    "snmp", "objectid", "object identifier", "enterprises",
    // packages and their dependencies ("Dependencies: foo 1.2.3.4", "Paket libbar 2.3.4.5")
    "dependenc", "packag", "paquet", "pacote", "pakiet", "\u043f\u0430\u043a\u0435\u0442", "librar", "bibliothe", "bibliotek", "bibliotec", "librer",
  ],
  words: ["oid", "oids", "mib", "mibs"],
  unspaced: [
    "version", "firmware", "release", "\u0648\u0631\u0698\u0646",
    "\u30d0\u30fc\u30b8\u30e7\u30f3", "\u30f4\u30a1\u30fc\u30b8\u30e7\u30f3", "\u30d3\u30eb\u30c9", "\u30d5\u30a1\u30fc\u30e0\u30a6\u30a7\u30a2", "\u30ea\u30ea\u30fc\u30b9", "\u30d1\u30c3\u30c1", "\u30c9\u30e9\u30a4\u30d0", "\u6539\u8a02",
    "\ubc84\uc804", "\ube4c\ub4dc", "\ud38c\uc6e8\uc5b4", "\ub9b4\ub9ac\uc2a4", "\ub9b4\ub9ac\uc988", "\ud328\uce58", "\ub4dc\ub77c\uc774\ubc84",
    "\u7248\u672c", "\u56fa\u4ef6", "\u6784\u5efa", "\u7de8\u8b6f", "\u7f16\u8bd1", "\u53d1\u5e03", "\u767c\u5e03", "\u53d1\u884c\u7248", "\u8865\u4e01", "\u4fee\u8ba2", "\u9a71\u52a8",
    "\u0e40\u0e27\u0e2d\u0e23\u0e4c\u0e0a\u0e31\u0e19", "\u0e40\u0e27\u0e2d\u0e23\u0e4c\u0e0a\u0e31\u0e48\u0e19", "\u0e1a\u0e34\u0e25\u0e14\u0e4c", "\u0e40\u0e1f\u0e34\u0e23\u0e4c\u0e21\u0e41\u0e27\u0e23\u0e4c", 
    "\u0625\u0635\u062f\u0627\u0631", "\u0627\u0635\u062f\u0627\u0631", "\u0646\u0633\u062e\u0629", "\u0646\u0633\u062e\u0647", "\u0648\u06cc\u0631\u0627\u06cc\u0634", 
    "\u05d2\u05e8\u05e1\u05d4", "\u05d2\u05e8\u05e1\u05ea", "\u05d2\u05d9\u05e8\u05e1\u05d4", "\u05d2\u05d9\u05e8\u05e1\u05ea", 
    "\u0938\u0902\u0938\u094d\u0915\u0930\u0923", "\u0935\u0930\u094d\u091c\u093c\u0928", "\u0935\u0930\u094d\u091c\u0928", "\u09b8\u0982\u09b8\u09cd\u0995\u09b0\u09a3", "\u09ad\u09be\u09b0\u09cd\u09b8\u09a8", "\u0baa\u0ba4\u0bbf\u0baa\u0bcd\u0baa\u0bc1",
    "\u10d5\u10d4\u10e0\u10e1\u10d8\u10d0", "\u057f\u0561\u0580\u0562\u0565\u0580\u0561\u056f",
  ],
};

/** Update and upgrade verbs and nouns: a number at most three words after them ("update to 1.2.3.4", "Actualicé a 6.5.7.10"). */
const UPDATE_CUES: Cues = {
  stems: [
    "updat", "upgrad", "downgrad", "bump", "aktualisier", "aktualizacj", "aktualizov", "aggiorn", "actualiz", "actualic", "atualiz", "aktualiz", "bijwerk", "g\u00fcncelle", "p\u00e4ivit", "uppdater", "oppdater", "opdater", "friss\u00edt",
    "\u043e\u0431\u043d\u043e\u0432\u043b", "\u043e\u043d\u043e\u0432\u043b", "mise \u00e0 jour", "c\u1eadp nh\u1eadt",
  ],
  words: [],
  unspaced: ["\u30a2\u30c3\u30d7\u30c7\u30fc\u30c8", "\uc5c5\ub370\uc774\ud2b8", "\u5347\u7ea7", "\u5347\u7d1a", "\u0e2d\u0e31\u0e1b\u0e40\u0e14\u0e15", "\u062a\u062d\u062f\u064a\u062b", "\u05e2\u05d3\u05db\u05d5\u05df"],
};

/** Section, chapter, clause, article, paragraph, point, appendix and figure words: a number right after them is an outline number. */
const SECTION_CUES: Cues = {
  stems: [
    "section", "sect", "secci", "sec\u00e7", "se\u00e7\u00e3", "sezion", "sectie", "sekcj", "sekc", "sektion", "subsection", "unterabschnitt", "abschnitt", "absatz", "gliederung", "unterpunkt", "punkt", "ziffer", "randnummer", "textziffer",
    "chapter", "chapitre", "cap\u00edtul", "capitul", "capitol", "kapit", "hoofdstuk", "rozdzia", "ust\u0119p", "paragra", "par\u00e1graf", "p\u00e1rraf", "alinea", "alin\u00e9a", "alineat",
    "article", "artikel", "art\u00edcul", "artigo", "articol", "artyku", "\u010dl\u00e1n", "\u010dlan", "clause", "subclause", "claus", "cl\u00e1usul", "klausel", "klauzul",
    "annex", "anex", "anhang", "anlage", "appendix", "ap\u00e9ndice", "ap\u00eandice", "appendice", "allegat", "bijlage", "bilag", "za\u0142\u0105cznik", "onderdeel",
    "kohta", "pyk\u00e4l\u00e4", "osio", "liite", "avsnitt", "afsnit", "kapittel", "vedlegg", "b\u00f6l\u00fcm", "madde", "f\u0131kra", "k\u0131s\u0131m",
    "\u03ba\u03b5\u03c6\u03ac\u03bb\u03b1\u03b9", "\u03ac\u03c1\u03b8\u03c1", "\u03b1\u03c1\u03b8\u03c1", "\u03b5\u03bd\u03cc\u03c4\u03b7\u03c4", "\u03c0\u03b1\u03c1\u03ac\u03b3\u03c1\u03b1\u03c6", "\u03c0\u03b1\u03c1\u03ac\u03c1\u03c4\u03b7\u03bc",
    "\u0440\u0430\u0437\u0434\u0435\u043b", "\u043f\u0443\u043d\u043a\u0442", "\u043f\u043e\u0434\u043f\u0443\u043d\u043a\u0442", "\u0433\u043b\u0430\u0432", "\u0441\u0442\u0430\u0442\u044c", "\u0440\u043e\u0437\u0434\u0456\u043b", "\u0441\u0442\u0430\u0442\u0442", "\u043f\u0456\u0434\u043f\u0443\u043d\u043a\u0442", "\u043f\u0430\u0440\u0430\u0433\u0440\u0430\u0444", "\u0442\u043e\u0447\u043a", "\u0447\u043b\u0435\u043d", "\u0447\u043b\u0430\u043d", "\u0442\u0430\u0447\u043a", "\u043e\u0434\u0435\u0459\u0430\u043a", "\u043f\u0440\u0438\u043b\u043e\u0436\u0435\u043d", "\u0434\u043e\u0434\u0430\u0442",
    "ch\u01b0\u01a1ng", "m\u1ee5c", "\u0111i\u1ec1u", "kho\u1ea3n", "pasal", "bagian", "ayat", "fejezet", "szakasz", "cikk", "sec\u021biun", "odstav", "odd\u00edl", "poglavl", "odjelj", "to\u010dk", "ta\u010dk",
    "skyri", "straipsn", "punkt", "noda\u013c", "pants", "sada\u013c", "peat\u00fck", "paragrahv", "jaotis", "sehemu", "kifungu", "seksiyon",
    // laws, regulations, standards and their requirements ("Regulation 4.2.1.3", "legal reference …", "Anforderung 5.1.2.4")
    "regulation", "reglement", "r\u00e8glement", "reglament", "regolament", "verordnung", "richtlinie", "directive", "directiv", "direttiv", "statut", "gesetz", "legal ref", "law ref", "statutory ref", "regulatory ref", "rechtsgrundlage", "fundamento legal", "base l\u00e9gale", "base legal", "requirement", "requisit", "anforderung", "exigence", "norma", "provision", "disposici", "disposizion", "bestimmung", "\u0441\u0442\u0430\u043d\u0434\u0430\u0440\u0442", "\u043f\u043e\u043b\u043e\u0436\u0435\u043d",
    // (and es / pt / it / hu / ro / tr outline words: apartado, inciso, numeral, epígrafe, comma, bekezdés, alineat…; steps and rules)
    "apartad", "inciso", "numeral", "ep\u00edgraf", "epigraf", "subapartad", "bekezd", "pontj", "r\u00e9sz", "capitolul", "sec\u021biun", "subpunct", "f\u0131kra", "b\u00f6l\u00fcm",
    // rules ("Regel 4.2.1.3", "pravidlo 5.2.1.3", "правило 2.1.4.3"; "Firewall-Regel" names a network)
    "rule", "regla", "r\u00e8gle", "regel", "regola", "regra", "regu\u0142", "pravid", "\u043f\u0440\u0430\u0432\u0438\u043b", "kural",
    "schritt", "\u00e9tape", "passo", "krok", "\u0448\u0430\u0433", "ad\u0131m", "requisito", "exigenc", "\u0447\u0430\u0441\u0442", "\u0447\u0430\u0441\u0442\u0438\u043d", "phần", "butir", "kohda", "momentti", "stycke", "ledd", "stk",
    "figure", "figur", "abbildung", "rysun", "\u0440\u0438\u0441\u0443\u043d", "item", "punto", "ponto", "outline", "heading", "numbering", "nummerierung", "num\u00e9rotation", "numeraci\u00f3n", "numerazione", "numera\u00e7\u00e3o", "numeracj",
    // (round 21) measurements, tolerances, dimensions and gauges of ~15 languages: a drawing's callout ("Toleranz 0.2.1.5", "toleransi ukuran 12.5.3.1", "Wymiar 15.2.4.1")
    "toleran", "tol\u00e9ran", "tolleran", "toler\u00e2nc", "toler\u00e1nc", "dimens", "wymiar", "rozmiar", "ukuran", "abmessung", "ma\u00dfangabe", "measur", "mesur", "medid", "misur", "afmeting", "\u0440\u0430\u0437\u043c\u0435\u0440", "\u0434\u043e\u043f\u0443\u0441\u043a", "\u0433\u0430\u0431\u0430\u0440\u0438\u0442", "boyut", "\u00f6l\u00e7\u00fc", "k\u00edch th\u01b0\u1edbc", "dung sai", "rozm\u011br", "m\u00e9ret", "m\u00e5tt", "mitta", "sukat",
  ],
  // (and the short version words: "v 1.2.3.4", "rev. 2.0.1.3", "SDK 4.1.0.2")
  // (round 19: lots of an auction or a tender and parcels of land, phases: "Lot 3.7.2.9", "lote 3.2.1.4", "Kavel 2.1.3.5", "Phase 2.3.1.4")
  words: ["lot", "lots", "lote", "lotes", "lotto", "lotti", "kavel", "kavels", "parcel", "parcels", "parcelle", "parcela", "parzelle", "phase", "phases", "fase", "etappe", "part", "parts", "step", "steps", "stage", "paso", "stap", "ek", "comma", "commi", "req", "v", "ver\\.", "rev", "fw", "sdk", "beta", "alpha", "rc", "sp", "ver", "para\\.", "cote", "cotes", "cota", "cotas", "ma\u00df", "ma\u00dfe", "gauge", "sec", "sect", "ch", "chap", "cl", "art", "arts", "abs", "rn", "rz", "tz", "ziff", "pkt", "ust", "odst", "\u010dl", "lid", "stk", "kap", "bod", "bab", "luku", "pont", "fig", "abb", "\u043f", "\u043f\u043f", "\u0441\u0442", "\u0433\u043b", "\u0440\u0430\u0437\u0434", "\u00a7", "\u00a7\u00a7", "\u00b6"],
  unspaced: [
    // German compounds end in their head noun (Tagesordnungspunkt, Unterkapitel, Teilabschnitt)
    "punkt", "kapitel", "abschnitt", "absatz", "ziffer",
    "\u7b2c", "\u30bb\u30af\u30b7\u30e7\u30f3", "\u7ae0\u7bc0", "\u7ae0\u8282", "\u6761\u6b3e", "\u689d\u6b3e", "\uc139\uc158", "\uc870\ud56d", "\ud56d\ubaa9",
    "\u0e21\u0e32\u0e15\u0e23\u0e32", "\u0e2b\u0e21\u0e27\u0e14", "\u0e1a\u0e17\u0e17\u0e35\u0e48",
    "\u0627\u0644\u0645\u0627\u062f\u0629", "\u0627\u0644\u0641\u0642\u0631\u0629", "\u0627\u0644\u0642\u0633\u0645", "\u0627\u0644\u0628\u0646\u062f", "\u0627\u0644\u0641\u0635\u0644", "\u0627\u0644\u0645\u0644\u062d\u0642", "\u0645\u0627\u062f\u0647", "\u0628\u0646\u062f", "\u0628\u062e\u0634", "\u0641\u0635\u0644", "\u067e\u06cc\u0648\u0633\u062a",
    "\u05e1\u05e2\u05d9\u05e3", "\u05e4\u05e8\u05e7", "\u05e0\u05e1\u05e4\u05d7",
    "\u0927\u093e\u0930\u093e", "\u0905\u0928\u0941\u091a\u094d\u091b\u0947\u0926", "\u0916\u0902\u0921", "\u0905\u0927\u094d\u092f\u093e\u092f", "\u09a7\u09be\u09b0\u09be", "\u0985\u09a8\u09c1\u099a\u09cd\u099b\u09c7\u09a6", "\u0985\u09a7\u09cd\u09af\u09be\u09af\u09bc", "\u0baa\u0bbf\u0bb0\u0bbf\u0bb5\u0bc1",
  ],
};

/** Words for a network address, host or connection (a version or section cue farther from the number loses to them). */
const IP_CUES: Cues = {
  stems: [
    "ipv", "ip-", "address", "adress", "adres", "addr", "direcci", "indirizz", "endere\u00e7", "osoite", "c\u00edm", "\u03b4\u03b9\u03b5\u03cd\u03b8\u03c5\u03bd\u03c3", "\u0430\u0434\u0440\u0435\u0441", "\u0430\u0434\u0440\u0435\u0441\u0430",
    "controller", "kontroler", "controlador", "contr\u00f4leur", "controllore", "\u043a\u043e\u043d\u0442\u0440\u043e\u043b\u043b\u0435\u0440",
    "host", "server", "serveur", "servidor", "serwer", "\u0441\u0435\u0440\u0432\u0435\u0440", "\u0445\u043e\u0441\u0442", "gateway", "passerelle", "pasarela", "\u0448\u043b\u044e\u0437", "router", "routeur", "\u0440\u043e\u0443\u0442\u0435\u0440", "\u043c\u0430\u0440\u0448\u0440\u0443\u0442\u0438\u0437\u0430\u0442\u043e\u0440", "routing",
    "ping", "subnet", "sous-r\u00e9seau", "subred", "sottorete", "podsie", "\u043f\u043e\u0434\u0441\u0435\u0442", "netmask", "nameserver", "resolver", "firewall", "pare-feu", "cortafuegos", "proxy", "\u043f\u0440\u043e\u043a\u0441\u0438",
    "whitelist", "allowlist", "blocklist", "blacklist", "connect", "connex", "conex", "verbind", "po\u0142\u0105cz", "\u043f\u043e\u0434\u043a\u043b\u044e\u0447", "\u0441\u043e\u0435\u0434\u0438\u043d", "traceroute", "dhcp", "interface", "dost\u0119p", "\u0434\u043e\u0441\u0442\u0443\u043f", "acceso", "acesso", "accesso", "zugang", "log(?!iciel)", "protokoll", "journal", "ping", "respond", "antwort", "r\u00e9pond", "respond", "rispond", "reagier", "reachab", "unreachab", "erreichbar", "joignable", "accesible", "raggiungibil", "timeout", "refus", "abgelehnt", "offline", "upstream", "endpoint", "localhost", "loopback", "client", "laptop", "computer", "tablet", "rechner", "ordinateur", "port\u00e1til", "computadora", "agent", "machine", "instance", "worker", "runner", "device", "printer", "drucker", "imprimant", "impresora", "stampante", "drukark", "\u043f\u0440\u0438\u043d\u0442\u0435\u0440", "camera", "c\u00e1mara", "kamera", "\u043a\u0430\u043c\u0435\u0440", "ger\u00e4t", "appareil", "dispositiv", "urz\u0105dzeni", "\u0443\u0441\u0442\u0440\u043e\u0439\u0441\u0442\u0432", "switch",
    "network", "netzwerk", "r\u00e9seau", "netwerk", "sie\u0107", "\u0441\u0435\u0442\u044c", "m\u00e1y ch\u1ee7", "\u0111\u1ecba ch\u1ec9", "alamat", "peladen",
  ],
  words: ["ip", "ips", "vm", "pc", "ap", "dns", "nat", "vpn", "ssh", "rdp", "lan", "wan", "wlan", "cidr", "node", "peer", "lease", "allow", "allows", "deny", "block", "blocked", "reach", "curl", "nas", "port", "listen", "bind", "src", "dst"],
  unspaced: [
    "\u30a2\u30c9\u30ec\u30b9", "\u30cd\u30c3\u30c8\u30ef\u30fc\u30af", "\ub124\ud2b8\uc6cc\ud06c", "\u7f51\u7edc", "\u30d7\u30ea\u30f3\u30bf", "\u30ab\u30e1\u30e9", "\u6253\u5370\u673a", "\u6444\u50cf\u5934", "\ud504\ub9b0\ud130", "\uce74\uba54\ub77c", "\u30b5\u30fc\u30d0", "\u30db\u30b9\u30c8", "\u30eb\u30fc\u30bf", "\u30b2\u30fc\u30c8\u30a6\u30a7\u30a4", "\uc8fc\uc18c", "\uc11c\ubc84", "\ud638\uc2a4\ud2b8", "\ub77c\uc6b0\ud130", "\uac8c\uc774\ud2b8\uc6e8\uc774",
    "\u5730\u5740", "\u670d\u52a1\u5668", "\u4f3a\u670d\u5668", "\u4e3b\u673a", "\u4e3b\u6a5f", "\u7f51\u5173", "\u8def\u7531\u5668", "\u9632\u706b\u5899",
    "\u0639\u0646\u0648\u0627\u0646", "\u062e\u0627\u062f\u0645", "\u0622\u062f\u0631\u0633", "\u0633\u0631\u0648\u0631", "\u05db\u05ea\u05d5\u05d1\u05ea", "\u05e9\u05e8\u05ea", "\u092a\u0924\u093e", "\u0938\u0930\u094d\u0935\u0930", "\u0e17\u0e35\u0e48\u0e2d\u0e22\u0e39\u0e48", "\u0e40\u0e0b\u0e34\u0e23\u0e4c\u0e1f\u0e40\u0e27\u0e2d\u0e23\u0e4c",
  ],
};

/**
 * Figure, table, equation, formula, exhibit and catalogue words, and the names of platforms and
 * programs that a version follows ("Android 14.0.0.1", "Chrome 120.0.6099.109"): a number right
 * after them (nothing between, no network word in the lead) is theirs.
 */
const FIGURE_CUES: Cues = {
  stems: [
    "tabl", "tabel", "taulukk", "t\u00e1bl\u00e1zat", "figur", "figuur", "wz\u00f3r", "wzor", "f\u00f3rmul", "formul", "formel", "equat", "\u00e9quat", "ecuaci", "equa\u00e7", "equazion", "gleichung", "vergelijking", "r\u00f3wnani", "denklem", "yht\u00e4l\u00f6", "ekvation", "\u015fekil", "sekil", "kuva", "obr\u00e1z", "\u00e1bra", "h\u00ecnh", "b\u1ea3ng", "gambar", "persamaan", "rumus", "diagram", "chart", "graph", "exhibit", "lemma", "theorem", "listing", "schema", "sch\u00e9ma", "esquema",
    "\u03c3\u03c7\u03ae\u03bc", "\u03c3\u03c7\u03b7\u03bc", "\u03c0\u03af\u03bd\u03b1\u03ba", "\u03b5\u03be\u03af\u03c3\u03c9\u03c3", "\u0440\u0438\u0441", "\u0442\u0430\u0431\u043b", "\u0444\u043e\u0440\u043c\u0443\u043b", "\u0443\u0440\u0430\u0432\u043d\u0435\u043d", "\u0441\u0445\u0435\u043c",
    "product", "produkt", "produit", "producto", "produto", "prodotto", "artikel", "article no", "artikelnummer", "modell", "mod\u00e8le", "modelo", "catalog", "katalog", "catalogu",
    "android", "ios", "ipados", "macos", "windows", "chrome", "chromium", "firefox", "safari", "opera", "java", "jdk", "jre", "python", "php", "ruby", "kotlin", "gradle", "electron", "photoshop", "acrobat", "xcode", "intellij", "pycharm", "minecraft", "dotnet",
    // more figure, image and table words (bild, grafik, slika, tabulka, lentel\u0117, joonis, kuvio, k\u00e9p, ilustraci\u00f3n…); telephone words
    "bild", "grafik", "gr\u00e1fic", "grafic", "grafiek", "slik", "tabul", "lentel", "joonis", "kuvio", "k\u00e9p", "ilustra", "illustra", "immagin", "imagem", "afbeelding", "jedwali", "kielelezo", "c\u00f4ng th\u1ee9c", "\u0622\u06a9\u0631\u062a\u06cc", "\u0906\u0915\u0943\u0924\u093f", "\u0938\u093e\u0930\u0923\u0940", "\u0baa\u0b9f\u0bae\u0bcd", "\u0b85\u0b9f\u0bcd\u0b9f\u0bb5\u0ba3\u0bc8",
    // exercises, problems, questions, tasks, lessons, modules, work-breakdown items and budget lines
    "exercis", "exercic", "ejercici", "esercizi", "\u00fcbung", "aufgabe", "zadani", "\u0437\u0430\u0434\u0430\u0447", "\u0443\u043f\u0440\u0430\u0436\u043d\u0435\u043d", "al\u0131\u015ft\u0131rma", "teht\u00e4v", "oefening", "opgave", "uppgift", "b\u00e0i t\u1eadp", "latihan",
    "lesson", "lecci\u00f3n", "le\u00e7on", "lezion", "li\u00e7\u00e3o", "lektion", "lekcj", "\u0443\u0440\u043e\u043a", "ders", "modul", "module", "m\u00f3dulo", "task", "tarea", "t\u00e2che", "compito", "tarefa", "arbeitspaket", "work package", "deliverable", "milestone", "meilenstein", "kostenstelle", "position", "posici\u00f3n", "partida", "rubro", "tagesordnungspunkt", "contr\u00f4le ", "controle ", "kontrolle ",
    "telef", "t\u00e9l\u00e9phon", "phone", "\u0442\u0435\u043b\u0435\u0444\u043e\u043d", "\u0442\u0435\u043b",
  ],
  words: ["tab", "tabs", "tbl", "obr", "rys", "ryc", "eq", "eqs", "eqn", "fig", "figs", "abb", "sr", "sku", "art\\.-nr", "art-nr", "artnr", "mod", "model", "kat", "gl", "glg", "form", "pav", "att", "\u0443\u0440", "\u0441\u0445", "control", "controls", "tel", "t\u00e9l", "fax", "tlf", "ph", "mob", "pos", "wbs", "top", "ex", "aufg", "ejerc", "lec", "stand"],
  unspaced: [
    "\u56fe", "\u5716", "\u8868", "\u516c\u5f0f", "\u6570\u5f0f", "\u56f3", "\u96fb\u8a71", "\u7535\u8bdd", "\u7ec3\u4e60", "\u7df4\u7fd2", "\u6f14\u7fd2", "\u4e60\u9898", "\uc5f0\uc2b5", "\uadf8\ub9bc", "\ud45c", "\uc218\uc2dd", "\u0e23\u0e39\u0e1b\u0e17\u0e35\u0e48", "\u0e15\u0e32\u0e23\u0e32\u0e07", "\u0634\u06a9\u0644", "\u0634\u0643\u0644", "\u062c\u062f\u0648\u0644", "\u0645\u0639\u0627\u062f\u0644\u0629", "\u05d0\u05d9\u05d5\u05e8", "\u05d8\u05d1\u05dc\u05d4", "\u05e9\u05e8\u05d8\u05d5\u05d8", "\u091a\u093f\u0924\u094d\u0930", "\u0924\u093e\u0932\u093f\u0915\u093e", "\u0938\u092e\u0940\u0915\u0930\u0923", "\u099a\u09bf\u09a4\u09cd\u09b0", "\u09b8\u09be\u09b0\u09a3\u09bf",
  ],
};
const FIGURE_CUE = cueRegex(FIGURE_CUES);
/** The same words right after the number, where a language puts them ("6.4.7.7. táblázat", "2.3.4.5. ábra"). */
const FIGURE_AFTER = /^\.?\s{0,2}(?:t\u00e1bl\u00e1zat|\u00e1br|k\u00e9plet|tablo|\u015fekil)/iu;
/** A standard or its clause named before the number ("IEC 62443-3-3 SR 5.9.3.7", "ISO 27001 control 5.1.2.3", "NIST SP 800-53 3.1.2.4"). */
const STANDARD_BEFORE =
  /(?<![\p{L}])(?:ISO(?:\/IEC)?|IEC|IEEE|DIN|EN|NIST(?:\s+SP)?|RFC|ITU-[TR]|ETSI|ANSI|ASTM|GOST|\u0413\u041e\u0421\u0422|GB(?:\/T)?|JIS|BS|NFPA|PCI[\s-]DSS|OWASP|CIS|HIPAA|SOC|NERC|FIPS|UNE|NF|\u00d6NORM|SN|VDE|VDI)[\s-]*\d[\d.:\-\/]*(?:[\s,:]+[\p{L}]{1,12}\.?){0,2}[\s:]*$/u;
/** An amount or a count written with dots between thousands ("12.150.200.100 đồng", "Rp 1.250.000.000"): three-digit groups and a currency or count word beside. */
const THOUSANDS = /^\d{1,3}(?:\.\d{3}){3}$/;
const MONEY_BEFORE = /(?:[$\u20ac\u00a3\u20ab\u20b2\u20ba\u20bd\u20b9\u20a9\u00a5]|(?<![\p{L}])(?:rp|idr|vnd|cop|clp|ars|brl|r\$|gs|pyg|try|tl|eur|usd|rub|uzs|irr|huf|ft|kr|dkk|nok|sek)\.?)\s?$/iu;
const MONEY_AFTER = /^\s?(?:[$\u20ac\u00a3\u20ab\u20b2\u20ba\u20bd\u20b9\u20a9\u00a5,]|(?:rp|idr|vnd|cop|clp|ars|brl|gs|pyg|try|tl|eur|usd|rub|uzs|irr|huf|ft|kr|dkk|nok|sek|\u0111|\u0111\u1ed3ng|dong|rupiah|pesos?|reais|guaran\u00edes|liras?|lira|so\u02bbm|som|forint|rial|toman|won|yen|euros?|dollars?|\u0440\u0443\u0431\p{L}*|habitant\p{L}*|inhabitants|people|personas|pessoas|persone|menschen|einwohner|penduduk|ng\u01b0\u1eddi|d\u00e2n|visit\p{L}*|views|usuarios|users|nutzer|units|unidades|toneladas|tons|tonnes|km|kg|m\u00b2|m2|ha)(?![\p{L}]))/iu;
/** A version range's operator glued before it ("^4.1.2.3", ">=1.2.3.4", "~=2.0.1.5"). */
const RANGE_BEFORE = /(?:\^|~>?|[<>]=|==|!=|~=)\s?$/;
/** A date with a fourth part after a date preposition ("am 05.03.24.7", "le 12.10.25.7"). */
// desktop and developer software that is not a host, right before (a server's name, nginx, redis, node, is left out: "redis 10.0.3.7")
const SOFTWARE_BEFORE =
  /^(?:git|glibc|gcc|clang|llvm|perl|nodejs|npm|yarn|tomcat|wordpress|drupal|joomla|magento|excel|powerpoint|skype|itunes|vlc|notepad\+*|keepass|winrar|7-zip|thunderbird|libreoffice|unity|blender|gimp|inkscape|steam|adobe|nvidia|geforce|radeon|bios|uefi|openssl|terraform|vscode)[\s:]*$/i;
const COORD_BEFORE =
  /^(?:lat|lon|lng|long|latitude|longitude|coord\p{L}*|koordinat\p{L}*|co\u00f6rdinat\p{L}*|gps|\u043a\u043e\u043e\u0440\u0434\u0438\u043d\u0430\u0442\p{L}*|\u0448\u0438\u0440\u043e\u0442\p{L}*|\u0434\u043e\u043b\u0433\u043e\u0442\p{L}*)(?![\p{L}])[^\n\d]{0,16}$|^(?:\u5ea7\u6a19|\u5750\u6807|\uc88c\ud45c|\u7def\u5ea6|\u7ecf\u5ea6|\u7d4c\u5ea6|\u7eac\u5ea6)[^\n\d]{0,8}$/iu;
const TIME_BEFORE =
  /^(?:time|times|zeit|uhrzeit|heure|hora|hor\u00e1rio|ora|orario|tijd|tijdstip|czas|godzina|\u0432\u0440\u0435\u043c\u044f|saat|aika|tid|klockan|kl|duration|dauer|dur\u00e9e|duraci\u00f3n|durata|lap|split)(?![\p{L}])[\s:=]*$|^(?:\u6642\u523b|\u65f6\u95f4|\u6642\u9593|\uc2dc\uac04)[\s:=\uff1a]*$/iu;
const PACKAGE_ID_BEFORE = /^\p{Lu}[\p{L}\d]*(?:\.\p{Lu}[\p{L}\d]*)+\s$/u;
const DATE_BEFORE = /(?<![\p{L}])(?:am|le|el|den|dnia|vom)\s$/iu;

const VERSION_CUE = cueRegex(VERSION_CUES);
const SECTION_CUE = cueRegex(SECTION_CUES);
const UPDATE_CUE = cueRegex(UPDATE_CUES);
const IP_CUE = cueRegex(IP_CUES);
const IP_CUE_TEST = cueRegex(IP_CUES, "iu");
// (the long words only: "/api/v2" in a log line names no version)
const ANY_VERSION_CUE = cueRegex({ ...VERSION_CUES, words: ["oid", "oids", "mib", "mibs"] }, "iu");
/** A cue right after the number: a version or section word within one word ("1.2.3.4 version", "2.3.4.5 버전"), or a CJK counter on it ("7.0.1.2版", "4.3.2.1条"). */
const CUE_AFTER = new RegExp(
  "^(?:\\s?[\\u7248\\u6761\\u689d\\u9805\\u9879\\u7bc0\\u8282\\u7ae0\\u6b3e\\uc870\\ud56d\\uc808\\uc7a5\\ubc88]" +
    "|[\\s\"'\\u00bb\\u300d)]{0,3}(?:[\\p{L}\\p{M}]+\\s+)?(?:(?:versi|vers\\u00e3|wersj|verz|s\\u00fcr\\u00fcm|\\u03ad\\u03ba\\u03b4\\u03bf\\u03c3|\\u0432\\u0435\\u0440\\u0441|build|release|firmware)|\\u30d0\\u30fc\\u30b8\\u30e7\\u30f3|\\ubc84\\uc804|\\u7248\\u672c))",
  "iu",
);
/** An architecture, an installer or a release channel right after a number, or a package's file extension glued to it: a build's version. */
const BUILD_AFTER =
  /(?:\.(?:exe|msi|msix|appx|apk|aab|ipa|dmg|pkg|deb|rpm|zip|jar|dll|whl|nupkg|tar|tgz|7z)(?![\p{L}\d])|[\s(\[]{1,2}(?:x64|x86|x86_64|amd64|arm64|aarch64|armv7|win64|win32|64-?bit|32-?bit|installer|setup|portable|beta|alpha|stable|lts|nightly)(?![\p{L}\d]))/iuy;
// the word "version" itself (not an update verb or a build: those also come with addresses)
const VERSION_NOUN =
  /(?<![\p{L}])(?:versi|vers\u00e3|wersj|verz|s\u00fcr\u00fcm|\u03ad\u03ba\u03b4\u03bf\u03c3|\u0432\u0435\u0440\u0441|firmware)|version|\u30d0\u30fc\u30b8\u30e7\u30f3|\ubc84\uc804|\u7248\u672c|\u0e40\u0e27\u0e2d\u0e23\u0e4c\u0e0a\u0e31|\u0625\u0635\u062f\u0627\u0631|\u05d2\u05e8\u05e1/iu;
const NET_AFTER = /^[\s,:;)\u3001\u306b\u3078\u3067\u306f\u304c\uc5d0\ub85c\uc73c]{0,3}(?:[\p{L}\p{M}]+\s+)?(?:ping|respond|antwort|r\u00e9pond|respond|rispond|reagier|reachab|unreachab|erreichbar|joignable|accesible|raggiungibil|timeout|timed out|refus|abgelehnt|offline|is down|as (?:the |a )?(?:gateway|dns|server|host))/iu;
const SUBSECTION_AFTER = /^\((?:[a-z]{1,2}|[ivxlc]{1,5}|\d{1,3})\)/i;
/**
 * A document after the number ("… del contrato", "… of the agreement", "… des Vertrags", "… umowy",
 * "… договора", "… من العقد"), or a pointer within one ("see … below", "… oben", "… ci-dessous",
 * "… numaralı"): an outline number of ~20 languages. A preposition or article first, except for
 * the inflected genitives of languages that need none.
 */
const DOC_NOUN =
  "contract|agreement|terms|spec|specification|standard|manual|handbook|guide|guidelines|regulations?|policy|document|law|act|annex|appendix|report|rfc|statute|bylaws|charter|treaty|directive|framework|rulebook|syllabus|textbook|thesis|proposal|tender|rfp|" +
  "contrato|acuerdo|reglamento|documento|ley|norma|pliego|anexo|bases|estatuto|convenio|informe|decreto|acordo|regulamento|lei|edital|relat\u00f3rio|" +
  "contrat|accord|r\u00e8glement|reglement|manuel|loi|norme|cahier|annexe|statuts|rapport|d\u00e9cret|convention|" +
  "contratto|accordo|regolamento|manuale|legge|allegato|statuto|capitolato|bando|" +
  "vertrag\\p{L}*|vereinbarung|verordnung|handbuch\\p{L}*|dokument\\p{L}*|gesetz\\p{L}*|norm|richtlinie|agb|satzung|anhang\\p{L}*|spezifikation|lastenheft\\p{L}*|pflichtenheft\\p{L}*|" +
  "overeenkomst|handleiding|wet|bijlage|statuten|avtal\\p{L}*|avtale\\p{L}*|aftale\\p{L}*|kontrakt\\p{L}*|sopimu\\p{L}*|szerz\u0151d\u00e9s\\p{L}*|regulament\\p{L}*|legii|" +
  "h\u1ee3p \u0111\u1ed3ng|quy \u0111\u1ecbnh|lu\u1eadt|t\u00e0i li\u1ec7u|perjanjian|dokumen|peraturan|kontrak|" +
  "\u0627\u0644\u0639\u0642\u062f|\u0627\u0644\u0627\u062a\u0641\u0627\u0642\u064a\u0629|\u0627\u0644\u0642\u0627\u0646\u0648\u0646|\u0627\u0644\u0644\u0627\u0626\u062d\u0629";
const GENITIVE_DOC =
  "umow\\p{L}*|regulamin\\p{L}*|ustaw\\p{L}*|instrukcj\\p{L}*|rozporz\u0105dzeni\\p{L}*|\u0434\u043e\u0433\u043e\u0432\u043e\u0440\\p{L}*|\u0443\u0441\u0442\u0430\u0432\\p{L}*|\u0437\u0430\u043a\u043e\u043d\\p{L}*|\u0440\u0435\u0433\u043b\u0430\u043c\u0435\u043d\u0442\\p{L}*|\u0441\u0442\u0430\u043d\u0434\u0430\u0440\u0442\\p{L}*|\u043f\u043e\u043b\u043e\u0436\u0435\u043d\u0438\\p{L}*|\u0438\u043d\u0441\u0442\u0440\u0443\u043a\u0446\u0438\\p{L}*|\u0441\u043e\u0433\u043b\u0430\u0448\u0435\u043d\u0438\\p{L}*|\u0443\u0433\u043e\u0434\\p{L}*|\u0456\u043d\u0441\u0442\u0440\u0443\u043a\u0446\\p{L}*|" +
  "smlouv\\p{L}*|z\u00e1kon\\p{L}*|p\u0159edpis\\p{L}*|s\u00f6zle\u015fme\\p{L}*|y\u00f6netmeli\\p{L}*|kanun\\p{L}*|sopimuksen|sopimuksesta|\u05d1\u05d7\u05d5\u05d6\u05d4|\u05d4\u05d7\u05d5\u05d6\u05d4|\u05d1\u05d4\u05e1\u05db\u05dd|\u05d1\u05ea\u05e7\u05e0\u05d5\u05df|\u0e02\u0e2d\u0e07\u0e2a\u0e31\u0e0d\u0e0d\u0e32|\u0e2a\u0e31\u0e0d\u0e0d\u0e32";
// (genitives only: "in / from / under the report" is where an address was seen)
const DOC_PREP = "of|del|de|du|des|dell[oa]?|dell'|dei|degli|della|der|vom|van|von|do|da|dos|das|din|\u0645\u0646|c\u1ee7a";
const DOC_ART = "the|this|our|your|la|el|los|las|le|les|il|lo|l'|o|a|os|as|die|der|das|dem|den|des|de|het|dit|deze|ce|cet|cette|este|esta|questo|questa|dieses|diesem|des";
const DOC_AFTER = new RegExp(
  `^[\\s,]*(?:(?:(?:${DOC_PREP})\\s+(?:(?:${DOC_ART})\\s+|l'|d')?|d'|l')(?:${DOC_NOUN})|(?:${GENITIVE_DOC}))(?![\\p{L}\\p{M}])` +
    "|^\\s*(?:numaral\u0131|nolu|say\u0131l\u0131)(?![\\p{L}\\p{M}])",
  "iu",
);
// a pointer after the number ("see … below", "as described in … above", "siehe … oben"), only after a word that refers the reader
// ("traffic from 34.1.2.3 below the threshold" is an address)
const POINTER_AFTER =
  /^\s*(?:above|below|oben|unten|ci-dessus|ci-dessous|m\u00e1s abajo|m\u00e1s arriba|arriba|abajo|acima|abaixo|sopra|sotto|hierboven|hieronder|powy\u017cej|poni\u017cej|\u0432\u044b\u0448\u0435|\u043d\u0438\u0436\u0435|\u0432\u0438\u0449\u0435|\u043d\u0438\u0436\u0447\u0435|yukar\u0131da|a\u015fa\u011f\u0131da)(?![\p{L}\p{M}])/iu;
const POINTER_LEAD =
  /(?<![\p{L}])(?:see|cf\.?|in|under|per|siehe|vgl\.?|gem\u00e4\u00df|unter|voir|v\.|cf|v\u00e9ase|ver|v\u00e9ase|veja|vedi|zie|patrz|\u0441\u043c\.?|\u0434\u0438\u0432\.?|bkz\.?|en|em|nel|in|w|\u0432)\s*$/iu;
/** An outline heading: the number at a line's start (or after ":" / ";") and a title of words after it, the first capitalised ("4.3.1.2 Termination for convenience"). */
/** A section word right after the number, where a language puts it there (Hungarian "7.2.3.8. pontot", Turkish "… bölümü", Finnish "… kohdassa"). */
const SECTION_AFTER = new RegExp(`^\\.?\\s{0,2}(?:${SECTION_CUES.stems.join("|")})`, "iu");
const HEADING_BEFORE = /(?:^|[\n:;])[ \t]*$/;
const HEADING_AFTER = /^[ \t]+\p{Lu}[\p{Ll}\p{M}]+[ \t]+[\p{Ll}\p{Lu}]/u;
// (a sentence about the address is no title: "1.1.1.1 Cloudflare is faster")
const SENTENCE_VERB = /(?<![\p{L}])(?:is|are|was|were|has|have|had|does|did|can|will|should|seems|ist|sind|war|hat|es|est|son|est\u00e1|\u00e8|\u00e9|sono|zijn|jest|\u044d\u0442\u043e)(?![\p{L}])/iu;
/** A table of contents, an outline or a numbering named anywhere near: its numbers are outline numbers. */
const OUTLINE_NOUN =
  /(?<![\p{L}])(?:table of contents|contents|toc|outline|inhaltsverzeichnis|gliederung|sommaire|table des mati\u00e8res|\u00edndice|indice|inhoudsopgave|spis tre\u015bci|\u0441\u043e\u0434\u0435\u0440\u0436\u0430\u043d\u0438\u0435|\u0437\u043c\u0456\u0441\u0442|i\u00e7indekiler|obsah|sis\u00e4llys)(?![\p{L}])|\u76ee\u6b21|\u76ee\u5f55|\u76ee\u9304|\ubaa9\ucc28/iu;
const IP_AFTER = /^(?:\/\d{1,2}(?!\d)|:\d{1,5}(?!\d))/;
// a suffix after the number ("6.8.0.45-generic", "4.2.0.1-beta"): a build's version
const VERSION_SUFFIX = /^-[\p{L}]/u;
// private, loopback, link-local and documentation ranges other than 10/8 (192.168.1.50, 203.0.113.7): never a
// version's or a section's number, whatever word is near
const ADDRESS_RANGE = /^(?:192\.168|172\.(?:1[6-9]|2\d|3[01])|127|169\.254|192\.0\.2|198\.51\.100|203\.0\.113)\./;
// a package's name and its version joined by a hyphen (foo-2.4.1.3, python3.11-4.2.0.1)
const NAME_BEFORE = /[\p{L}\d]-$/u;
// (but an address range: "10.0.0.1-10.0.0.50")
const QUAD_DASH_BEFORE = /(?:^|[^\d.])(?:\d{1,3}\.){3}\d{1,3}-$/;
// arcs of the OID tree, not addresses in practice: 1.3 (ISO identified organisation: 1.3.6.1 …), 2.5 (X.500 / X.509: 2.5.4.3, 2.5.29.17)
const OID_ARC = /^(?:1\.3|2\.5)\./;

const PLACE_BETWEEN = /(?<![\p{L}])(?:to|at|on|onto|via|into|an|auf|bei|zu|sur|chez|vers|en|hacia|para|em|para|su|verso|naar|op|na|do|w|\u043d\u0430|\u0432|\u043a)(?![\p{L}])/iu;
function lastCue(re: RegExp, lead: string): { start: number; end: number } | undefined {
  let got: { start: number; end: number } | undefined;
  re.lastIndex = 0;
  for (let c = re.exec(lead); c; c = re.exec(lead)) got = { start: c.index, end: c.index + c[0].length };
  return got;
}
function wordsBetween(s: string): number {
  return s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w) && !/^(?:nr|no|n[\u00ba\u00b0o]|num|number|nummer|num\u00e9ro|n\u00famero|numero|#|\u2116)\.?:?$/i.test(w)).length;
}
/** Whether a network word starts at or after the word holding `from` ("Zugangspunkt": the access's point). */
function ipCueFrom(lead: string, from: number): boolean {
  IP_CUE.lastIndex = lead.lastIndexOf(" ", from) + 1;
  return IP_CUE.test(lead);
}

// a score, rating, grade, level, round, step or stage word of ~15 languages right before ("Score 4.5.6.7",
// "Nota 3.4.5.6", "Stufe 1.2.3.4", "得分 4.5.6.7"): a quad of small parts there is four results, not an address
// ("note" and "result" are left out: "Note: 8.8.8.8 is…", "result 1.1.1.1" after a lookup)
const SCORE_BEFORE =
  /(?:(?<![\p{L}])(?:scores?|scored|ratios?|proportions?|checksums?|rating|ratings|rated|grades?|levels?|rounds?|steps?|stages?|points|marks|puntuaci\u00f3n|puntaje|puntos|notas?|nivel|niveles|etapas?|punkte|punktzahl|stufen?|niveau|punteggio|voti|livell[oi]|pontua\u00e7\u00e3o|pontos|n\u00edvel|\u043e\u0447\u043a\u0438|\u0431\u0430\u043b\u043b\p{L}*|\u043e\u0446\u0435\u043d\u043a\p{L}*|\u0443\u0440\u043e\u0432\u0435\u043d\p{L}*|wynik|wyniki|punkty|ocena|poziom|skor|puan|seviye|\u0111i\u1ec3m|nilai)|\u5f97\u5206|\u5206\u6570|\u8bc4\u5206|\u6210\u7ee9|\u30b9\u30b3\u30a2|\u70b9\u6570|\u5f97\u70b9|\uc810\uc218|\ub4f1\uae09)[\s:#=\u00a0\uff1a]*$/iu;

/**
 * Round 16, with no network word before: a program's name, a package id, a coordinate or time word
 * right before, or a build's architecture, installer or channel right after (its own function:
 * versionNamed stays small enough for the engine to optimise it whole).
 */
function buildOrPlace(text: string, lead: string, start: number, end: number): boolean {
  // (the word right before only: one anchored test, not a scan of the lead)
  const word = lead.slice(lead.lastIndexOf(" ", lead.length - 2) + 1);
  if (SOFTWARE_BEFORE.test(word) || PACKAGE_ID_BEFORE.test(word)) return true;
  // degrees, minutes, seconds after a coordinate word; hours, minutes, seconds after a time word
  const coord = COORD_BEFORE.test(word);
  if (coord || TIME_BEFORE.test(word)) {
    const q = text.slice(start, end).split(".").map(Number);
    if (q[1] < 60 && q[2] < 60 && q[0] <= (coord ? 180 : 23)) return true;
  }
  // a build's architecture, package or channel right after ("8.6.2.1 x64", "3.0.20.1 installer", "2.4.1.8.exe", "6.1.2.3 (64-bit)")
  BUILD_AFTER.lastIndex = end;
  return BUILD_AFTER.test(text);
}

/** Programs and their installs (en fr es pt it de nl pl): a quad a few words after one is its version (round 18). */
const SOFTWARE_CUE = /(?<![\p{L}])(?:apps?|software|logiciels?|programm\p{L}*|programas?|aplicaci\p{L}*|aplicativ\p{L}*|applicazion\p{L}*|applications?|install\p{L}*|instal\p{L}*|oprogramowani\p{L}*)(?![\p{L}])/giu;
const SOFTWARE_PLACE = /(?<![\p{L}])(?:to|at|on|onto|into|via|from|an|auf|zu|von|naar|op|verso|su|para|hacia|w|na|do)(?![\p{L}])/iu;
/**
 * An outline's own numbering (round 18): the quad's first three or first two parts written alone elsewhere in
 * the text ("1.1, 1.1.1, 1.1.1.1", "5.1, 5.1.1 e 5.1.1.2"): a nested list's levels, not an address.
 */
function outlineAncestor(t: string, q: string): boolean {
  const parts = q.split(".");
  for (const head of [parts.slice(0, 3).join("."), parts.slice(0, 2).join(".")]) {
    for (let i = t.indexOf(head); i >= 0; i = t.indexOf(head, i + 1)) {
      const before = i > 0 ? t.charCodeAt(i - 1) : 32;
      const a = t.charCodeAt(i + head.length);
      const b = t.charCodeAt(i + head.length + 1);
      const digit = (c: number) => c >= 48 && c <= 57;
      if (!digit(before) && before !== 46 && !digit(a) && !(a === 46 && digit(b))) return true;
    }
  }
  return false;
}

/** Named as a version, an outline number or an OID by the words around it. */
function versionNamed(text: string, start: number, end: number): boolean {
  if (IP_AFTER.test(text.slice(end, end + 6))) return false;
  // a network state or action right after ("10.1.1.1 に ping が通らない", "10.0.0.99 antwortet nicht")
  if (NET_AFTER.test(text.slice(end, end + 24))) return false;
  const lead = text.slice(Math.max(0, start - 48), start);
  const v = lastCue(VERSION_CUE, lead);
  // a word for a network address in or after the cue ("update the server from 10.0.0.5") wins; so does a
  // preposition of place between ("release pipeline pushes to 34.120.5.6")
  if (v && !ipCueFrom(lead, v.start) && wordsBetween(lead.slice(v.end)) <= 3 && !PLACE_BETWEEN.test(lead.slice(v.end))) return true;
  const u = lastCue(UPDATE_CUE, lead);
  if (u && !ipCueFrom(lead, u.start) && wordsBetween(lead.slice(u.end)) <= 3) return true;
  const s = lastCue(SECTION_CUE, lead);
  // (a series in capitals may stand between: "Requirement REQ 7.6.5.6")
  if (s && !ipCueFrom(lead, s.start) && wordsBetween(lead.slice(s.end).replace(/(?<![\p{L}])\p{Lu}{2,5}[-:]?(?=\s*$)/u, "")) === 0) return true;
  if (!ipCueFrom(lead, 0)) {
    if (buildOrPlace(text, lead, start, end)) return true;
    // (round 18) a program, an app or an install a few words before, no place word between ("La app va por la 4.2.1.8",
    // "Il programma è alla 3.3.2.5", "Installed 3.0.0.1"; not "the app connects to 34.1.2.3")
    const sw = lastCue(SOFTWARE_CUE, lead);
    if (sw && wordsBetween(lead.slice(sw.end)) <= 4 && !SOFTWARE_PLACE.test(lead.slice(sw.end)) && !NET_AFTER.test(text.slice(end, end + 24))) return true;
    const f = lastCue(FIGURE_CUE, lead);
    if (f && wordsBetween(lead.slice(f.end)) === 0 && /^[\s.:#()\u00a0]*$/.test(lead.slice(f.end))) return true;
    if (STANDARD_BEFORE.test(lead) || RANGE_BEFORE.test(lead)) return true;
    if (SCORE_BEFORE.test(lead) && /^(?:\d{1,2}\.){3}\d{1,2}$/.test(text.slice(start, end))) return true;
    if (THOUSANDS.test(text.slice(start, end)) && (MONEY_BEFORE.test(lead) || MONEY_AFTER.test(text.slice(end, end + 16)))) return true;
    const q = text.slice(start, end).split(".").map(Number);
    if (DATE_BEFORE.test(lead) && q[0] >= 1 && q[0] <= 31 && q[1] >= 1 && q[1] <= 12) return true;
    const after = text.slice(end, end + 48);
    if (FIGURE_AFTER.test(after)) return true;
    // a changelog's entry: a markdown heading, or a release date after ("## 2.4.1.3 (2024-01-02)", "2.4.1.3 - 2024-01-02")
    if (/(?:^|\n)[ \t]*#{1,6}[ \t]*\[?$/.test(lead) || /^\]?[ \t]*(?:\(|[-\u2013\u2014][ \t]*)?(?:19|20)\d\d[-./](?:0?[1-9]|1[0-2])\b/.test(after)) return true;
    if (DOC_AFTER.test(after) || SECTION_AFTER.test(after) || (POINTER_AFTER.test(after) && POINTER_LEAD.test(lead))) return true;
    // (an outline's parts are small: "52.1.2.3 Production web" may be a host list)
    if (HEADING_BEFORE.test(lead) && /^(?:[1-4]?\d\.){3}[1-4]?\d$/.test(text.slice(start, end)) && HEADING_AFTER.test(after) && !IP_CUE_TEST.test(after) && !SENTENCE_VERB.test(after.split("\n")[0]) && !NET_AFTER.test(after)) return true;
  }
  if (CUE_AFTER.test(text.slice(end, end + 32)) && !ipCueFrom(lead, 0)) return true;
  // a subsection marker glued to it ("18.3.2.1(b)", "4.1.2.3(iv)", "2.1.4.3(2)"): an outline number
  if (SUBSECTION_AFTER.test(text.slice(end, end + 8)) && !ipCueFrom(lead, 0)) return true;
  return false;
}

/** Dotted quads; when one is named as a version, the others in the text without a network cue near them are too ("4.2.0.17 … back to 4.1.9.3"). */
export function ipv4s(t: string): Array<readonly [number, number]> {
  const found: Array<{ r: readonly [number, number]; version: boolean; cued: boolean }> = [];
  // (the zero-padded quads in a second loop, only in a text that has one: the common loop stays as it was)
  for (let pass = 0; pass < 2; pass++) {
    const re = pass === 0 ? IPV4 : IPV4_PADDED;
    if (pass === 1 && !hasPaddedPart(t)) break;
    re.lastIndex = 0;
    for (let m = re.exec(t); m; m = re.exec(t)) {
    const end = m.index + m[0].length;
    const lead = t.slice(Math.max(0, m.index - 40), m.index);
    const cued = ipCueFrom(lead, 0) || IP_AFTER.test(t.slice(end, end + 6));
    const reserved = ADDRESS_RANGE.test(m[0]);
    const version =
      !reserved && (versionNamed(t, m.index, end) || VERSION_SUFFIX.test(t.slice(end, end + 2)) || (!cued && (OID_ARC.test(m[0]) || (NAME_BEFORE.test(lead) && !QUAD_DASH_BEFORE.test(lead)))));
    found.push({ r: [m.index, end], version, cued });
    }
    // (the second pass's quads in text order with the first's)
    if (pass === 1) found.sort((a, b) => a.r[0] - b.r[0]);
  }
  if (found.length === 0) return [];
  for (const f of found) {
    if (f.version || f.cued) continue;
    const q = t.slice(f.r[0], f.r[1]);
    if (ADDRESS_RANGE.test(q) || q.startsWith("10.")) continue;
    // x.y.z.0 named by no network word: a version's zero patch (3.2.1.0, AssemblyVersion 1.0.0.0), not a network
    if (q.endsWith(".0") && q !== "0.0.0.0") f.version = true;
    // its own parents in the text: a nested outline's levels (round 18)
    else if (outlineAncestor(t, q)) f.version = true;
    // two numbers of small parts that differ only in the last ("1.2.3.4 to 1.2.3.5"): consecutive versions
    else if (/^\d{1,2}\.\d{1,2}\.\d{1,2}\.\d{1,2}$/.test(q)) {
      const head = q.slice(0, q.lastIndexOf(".") + 1);
      if (found.some((g) => g !== f && !g.cued && t.slice(g.r[0], g.r[1]).startsWith(head))) f.version = true;
    }
  }
  // several quads and a version word anywhere ("版本 7.0.1.2 和 7.0.1.3"), or the word "version" near and
  // no network word near ("Which version am I on? The about page shows 1.2.3.4."): versions
  let anyVersion = found.some((f) => f.version) || (found.length >= 2 && ANY_VERSION_CUE.test(t));
  if (!anyVersion) {
    // (within 200 characters of the quads: the paragraph, not a whole pasted document)
    const near = t.slice(Math.max(0, found[0].r[0] - 200), found[found.length - 1].r[1] + 200);
    IP_CUE.lastIndex = 0;
    anyVersion = found.some((f) => !f.cued && !ADDRESS_RANGE.test(t.slice(f.r[0], f.r[1]))) && (VERSION_NOUN.test(near) || OUTLINE_NOUN.test(near)) && !IP_CUE.test(near);
  }
  return found.filter((f) => !f.version && !(anyVersion && !f.cued && !ADDRESS_RANGE.test(t.slice(f.r[0], f.r[1])))).map((f) => f.r);
}

const IPV6_HINT = /[0-9A-Fa-f]:[0-9A-Fa-f:]|::/;
// (a label glued by a colon first, "addr:2001:db8::1", "IPv6：2408:8207::1": a word with a letter beyond hex)
const IPV6_CANDIDATE = /(?<![\w:.])((?:[\w-]*[G-Zg-z_][\w-]*[:\uff1a])?)((?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|:|(?:\d{1,3}\.){3}\d{1,3})(?:%[\w.]+)?)(?![\w:])/g;
// six or eight groups of two hex digits: a MAC (EUI-48) or EUI-64 address, not IPv6
const MAC = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$|^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){7}$/;

// (round 19) a URL's host written without its brackets, then a port: nine groups after "://" ("http://2a02:c7be:…:4784:8080/health"),
// the first eight the address (a port is decimal)
// (scanned forward from the "://": a look-behind of variable length would read back at every position)
const IPV6_URL_PORT = /:\/\/(?:[^\s@/]{1,64}@)?((?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}):\d{1,5}(?![\w:.])/g;
export function ipv6s(t: string): Array<readonly [number, number]> {
  if (!IPV6_HINT.test(t)) return [];
  const out: Array<readonly [number, number]> = [];
  IPV6_CANDIDATE.lastIndex = 0;
  for (let m = IPV6_CANDIDATE.exec(t); m; m = IPV6_CANDIDATE.exec(t)) {
    const s = m[2];
    const at = m.index + m[1].length;
    if (MAC.test(s)) continue;
    // a slice of a sequence (xs[::2]), not the address ::2
    if (/^::[0-9A-Fa-f]{0,4}$/.test(s) && /[\w\])][[]$/.test(t.slice(Math.max(0, at - 2), at)) && t[at + s.length] === "]") continue;
    // an IPv6 address has a hex digit next to a colon; fewer than eight groups only with "::"
    if ((s.includes("::") || s.split(":").length >= 8) && isIPv6(s.split("%")[0])) out.push([at, at + s.length]);
  }
  if (t.includes("://")) {
    IPV6_URL_PORT.lastIndex = 0;
    for (let m = IPV6_URL_PORT.exec(t); m; m = IPV6_URL_PORT.exec(t)) {
      const at = m.index + m[0].indexOf(m[1], 3);
      if (isIPv6(m[1]) && Number(m[0].slice(m[0].lastIndexOf(":") + 1)) <= 65535) out.push([at, at + m[1].length]);
    }
  }
  return out;
}

export function detectIps(text: string): Array<readonly [number, number]> {
  return onAsciiDigits(text, (t) => [...ipv4s(t), ...ipv6s(t)]);
}
