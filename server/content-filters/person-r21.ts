import { FLAG, lexFlags, ownScriptFlags } from "./lexicon";
import { VI_SURNAMES } from "./vi-surnames";

/**
 * Round 21 (labelled/pii-r21-names.ts): classes the readers missed or flagged wrongly.
 * Found: people in tables (CSV / TSV rows under name headers, SQL and pandas values of name columns); Indic full
 * names before a postposition (राहुल शर्मा को, সুমিত চক্রবর্তীকে); Arabic full names (ism, nasab, nisba) after a kin word
 * with an attached preposition (لأخي, مع أبي); a lone given name after a relation noun ("my mother-in-law, Beatrice")
 * or a verb of replying ("rispondo a Giacomo", "antworte ich Jörg"); lower-case full names with a role predicate
 * ("piotr nowak is our sysadmin"); two given names in an email-intro subject ("Intro: Fatima <> Jonas"); CJK names
 * before an honorific (王丽娟女士, 田中美咲さん, 김민준 씨).
 * Not persons (r21NotPerson, asked by the cased judge): chains, marketplaces, software projects and studios named
 * like people; feasts whose words are given names (Ramazan Bayramı, Domingo de Ramos, Hari Raya); Vietnamese and
 * Yoruba places (a short gazetteer, Yoruba place heads such as ọjà "market").
 * Each reader is gated by a cheap test of its script or cue word.
 */
type Out = Array<readonly [number, number]>;
const NAMEISH = FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME;
const plainGiven = (w: string) => {
  const f = lexFlags(w.toLowerCase());
  return (f & FLAG.GIVEN) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
};

// ---------------------------------------------------------------- tables
/** Column headers that hold a person's name (or part of it) and nothing else. */
const STRONG_COLS = new Set(
  (
    "first_name firstname first last last_name lastname surname given_name givenname family_name familyname full_name fullname " +
    "first name|last name|full name".replace(/ /g, "_") +
    " apellido apellidos vorname nachname prénom prenom cognome sobrenome imię imie nazwisko voornaam achternaam förnamn efternamn soyad soyadı fornavn etternavn efternavn"
  ).split(" "),
);
/** Headers that may name a person or a thing: a value needs a given name of the lists first. */
const WEAK_COLS = new Set("name nom nome nombre naam navn namn isim ad customer client employee contact person owner author student patient".split(" "));
/** Placeholder and type words a name column holds in schemas and samples. */
const CELL_STOP = new Set("null none nil n/a na unknown string str varchar text char required optional example test tbd todo name first last firstname lastname surname given family full".split(" "));
const CELL_NAME = /^[\p{L}][\p{L}\p{M}'\u2019.\- ]{0,40}$/u;
const DELIMS = [",", ";", "\t", "|"];
const normCol = (c: string) => c.trim().replace(/^["'`]|["'`]$/g, "").trim().toLowerCase().replace(/[ -]/g, "_");
function weakValue(v: string): boolean {
  const ws = v.split(/[ \u00a0]+/);
  return ws.length >= 2 && ws.length <= 4 && plainGiven(ws[0]) && ws.every((w) => /^[\p{Lu}]/u.test(w));
}
function colKind(c: string): number {
  return STRONG_COLS.has(c) ? 2 : WEAK_COLS.has(c) ? 1 : 0;
}
export const TABLE_CUE = /(?:name|nom|nombre|vorname|nachname|apellido|cognome|sobrenome|nazwisko|imi[eę]|customer|surname|first|last)/i;

function csvNames(text: string, out: Out): void {
  let lineStart = 0;
  let header: number[] | null = null;
  let delim = "";
  let cols = 0;
  let rows = 0;
  while (lineStart <= text.length && rows < 500) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, "");
    if (header === null) {
      // (a header is a short line naming a name column: prose lines are not split)
      if (line.length > 300 || !TABLE_CUE.test(line)) {
        lineStart = lineEnd + 1;
        continue;
      }
      for (const d of DELIMS) {
        if (!line.includes(d)) continue;
        const cells = line.split(d).map(normCol);
        if (cells.length < 2 || cells.length > 40) continue;
        const kinds = cells.map(colKind);
        if (kinds.some((k) => k > 0)) {
          header = kinds;
          delim = d;
          cols = cells.length;
          break;
        }
      }
    } else if (line.includes(delim)) {
      rows++;
      const cells = line.split(delim);
      if (cells.length === cols) {
        let at = lineStart;
        for (let i = 0; i < cells.length; i++) {
          const raw = cells[i];
          const lead = raw.length - raw.trimStart().length + (/^\s*["']/.test(raw) ? 1 : 0);
          const v = raw.trim().replace(/^["']|["']$/g, "").trim();
          if (header[i] > 0 && v.length >= 2 && CELL_NAME.test(v) && !CELL_STOP.has(v.toLowerCase()) && !(lexFlags(v.toLowerCase()) & FLAG.COMMON && !(lexFlags(v.toLowerCase()) & NAMEISH)) && (header[i] === 2 || weakValue(v)))
            out.push([at + lead, at + lead + v.length]);
          at += raw.length + delim.length;
        }
      }
    } else if (line.trim() !== "") {
      header = null;
    }
    lineStart = lineEnd + 1;
  }
}
/** `first_name = 'Chidi'`, `'name': ['Aisha Bello', …]`, `df['customer'] == 'Hannah Becker'`. */
// (anchored at the operator, the key read backwards by char codes: a pattern starting at every letter costs ~200 µs per 4 KB)
const KEYED_VALUE = /(?:==?|:)[ \t]*(\[?)[ \t]*(["'])([^"'\n]{2,40})\2/gu;
function keyBefore(text: string, at: number): string {
  let e = at;
  while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
  if (e > 0 && text.charCodeAt(e - 1) === 93) e--;
  const q = e > 0 ? text.charCodeAt(e - 1) : 0;
  if (q === 34 || q === 39 || q === 96) e--;
  let b = e;
  while (b > 0 && e - b < 15) {
    const c = text.charCodeAt(b - 1);
    if (c === 95 || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c > 127) b--;
    else break;
  }
  return e - b >= 2 && e - b <= 14 ? text.slice(b, e) : "";
}
const LIST_REST = /^[ \t]*,[ \t]*(["'])([^"'\n]{2,40})\1/u;
/** `(first_name, last_name) VALUES ('Priya', 'Nair')` */
const INSERT_VALUES = /\(([^()\n]{3,200})\)[ \t]*VALUES[ \t]*\(([^()\n]{3,300})\)/giu;
function codeNames(text: string, out: Out): void {
  const take = (kind: number, v: string, at: number) => {
    if (kind === 0 || !CELL_NAME.test(v) || CELL_STOP.has(v.toLowerCase())) return;
    const f = lexFlags(v.toLowerCase());
    if (f & FLAG.COMMON && !(f & NAMEISH)) return;
    if (kind === 2 || weakValue(v)) out.push([at, at + v.length]);
  };
  KEYED_VALUE.lastIndex = 0;
  for (let m = KEYED_VALUE.exec(text); m; m = KEYED_VALUE.exec(text)) {
    const key = keyBefore(text, m.index);
    const kind = key === "" ? 0 : colKind(key.toLowerCase());
    if (kind === 0) continue;
    let end = m.index + m[0].length;
    take(kind, m[3], end - 1 - m[3].length);
    if (m[1] === "[") {
      for (let k = 0; k < 50; k++) {
        const r = LIST_REST.exec(text.slice(end, end + 60));
        if (!r) break;
        take(kind, r[2], end + r[0].length - 1 - r[2].length);
        end += r[0].length;
      }
    }
  }
  INSERT_VALUES.lastIndex = 0;
  for (let m = INSERT_VALUES.exec(text); m; m = INSERT_VALUES.exec(text)) {
    const colsK = m[1].split(",").map((c) => colKind(normCol(c)));
    if (!colsK.some((k) => k > 0)) continue;
    const vals = m[2].split(",");
    if (vals.length !== colsK.length) continue;
    let at = m.index + m[0].length - 1 - m[2].length;
    for (let i = 0; i < vals.length; i++) {
      const q = /^\s*(["'])([^"']*)\1\s*$/.exec(vals[i]);
      if (q) take(colsK[i], q[2], at + vals[i].indexOf(q[1]) + 1);
      at += vals[i].length + 1;
    }
  }
}
export function tableNames(text: string, out: Out): void {
  if (!TABLE_CUE.test(text)) return;
  if (text.includes("\n")) csvNames(text, out);
  if ((text.includes("'") || text.includes('"')) && (text.includes("=") || text.includes(":"))) codeNames(text, out);
}

// ---------------------------------------------------------------- Indic full names before a postposition
const INDIC_W = /[\u0900-\u0963\u0966-\u09ff\u0b80-\u0bff\u200c\u200d]+/gu;
const INDIC_POSTPOSITIONS = new Set("को से का की के ने ला ना यांना यांनी यांच्याशी यांचे यांची यांच्या कडे कडून पर तक কে সাথে সঙ্গে".split(" "));
/** Common surnames written in Devanagari and Bengali (a knowledge list; the lexicon knows few Bengali ones). */
const INDIC_SURNAMES = new Set(
  (
    "शर्मा वर्मा गुप्ता कुमार सिंह देसाई मिश्रा पाटील कुलकर्णी देशमुख पवार जोशी यादव पटेल शाह मेहता अग्रवाल चौहान तिवारी पांडे पाण्डेय दुबे " +
    "श्रीवास्तव सक्सेना ठाकुर राव नायर रेड्डी अय्यर चौधरी भट्ट जैन कपूर खन्ना मल्होत्रा गायकवाड शिंदे जाधव भोसले चव्हाण सावंत नाईक कदम " +
    "चक्रवर्ती मुखर्जी बनर्जी चटर्जी घोष बोस दास सेन " +
    "চক্রবর্তী সেন বিশ্বাস দাস বসু ঘোষ মুখার্জি মুখোপাধ্যায় ব্যানার্জি বন্দ্যোপাধ্যায় চ্যাটার্জি চট্টোপাধ্যায় রায় দত্ত মিত্র ভট্টাচার্য গাঙ্গুলী পাল মণ্ডল হালদার সাহা " +
    "দে নাথ আহমেদ হোসেন ইসলাম রহমান চৌধুরী খান সরকার শর্মা কুমার " +
    "குமார் ராஜ் கிருஷ்ணன் சுப்பிரமணியன் ராமன்"
  ).split(" "),
);
/** Case endings joined to a Bengali or Tamil surname (চক্রবর্তীকে, সেনের, குமாருக்கு). */
const INDIC_JOINED = /(?:কে|ের|এর|র|ুক்கு|ுக்கு|க்கு|ிடம்|ுடன்)$/u;
const INDIC_ORG = new Set("मेट्रो रेलवे पुलिस मोटर्स महानगरपालिका नगरपालिका बैंक सरकार कंपनी विभाग मंत्रालय विश्वविद्यालय कॉलेज स्कूल अस्पताल पৌরসভা পৌরসভাকে পুলিশ ব্যাংক সরকারকে".split(" "));
export function indicParticleNames(text: string, out: Out): void {
  INDIC_W.lastIndex = 0;
  const ws: Array<[number, string]> = [];
  for (let m = INDIC_W.exec(text); m; m = INDIC_W.exec(text)) ws.push([m.index, m[0]]);
  for (let i = 0; i + 1 < ws.length; i++) {
    const [a, w1] = ws[i];
    const [b, w2raw] = ws[i + 1];
    if (INDIC_ORG.has(w1) || INDIC_ORG.has(w2raw) || INDIC_POSTPOSITIONS.has(w1)) continue;
    const next = ws[i + 2]?.[1] ?? "";
    let w2 = w2raw;
    let joined = false;
    if (!INDIC_POSTPOSITIONS.has(next) || (!INDIC_SURNAMES.has(w2raw) && INDIC_JOINED.test(w2raw))) {
      const j = INDIC_JOINED.exec(w2raw);
      if (!j || w2raw.length - j[0].length < 2) continue;
      w2 = w2raw.slice(0, j.index);
      joined = true;
      if (!INDIC_SURNAMES.has(w2) && INDIC_SURNAMES.has(w2 + "্")) w2 += "্";
      if (!INDIC_SURNAMES.has(w2) && INDIC_SURNAMES.has(w2 + "\u0bcd")) w2 += "\u0bcd";
    }
    const sur = INDIC_SURNAMES.has(w2) || (ownScriptFlags(w2) & FLAG.OWN_SURNAME) !== 0;
    const giv = (ownScriptFlags(w1) & FLAG.OWN_GIVEN) !== 0;
    if (!sur && !(giv && !joined)) continue;
    if (INDIC_SURNAMES.has(w1) && !giv) continue;
    out.push([a, b + (joined ? w2raw.length : w2.length)]);
    i++;
  }
}

// ---------------------------------------------------------------- Arabic full names after a kin word
export const HAS_ARABIC_KIN = /(?:أخي|أختي|أبي|أمي|عمي|عمتي|خالي|خالتي|جدي|جدتي|صديقي|صديقتي|زوجي|زوجتي|ابني|ابنتي|والدي|والدتي)/u;
const AR_KIN = /^(?:[لبو]|ول|وب)?(?:ا?لأخي|أخي|أختي|أبي|أمي|عمي|عمتي|خالي|خالتي|جدي|جدتي|صديقي|صديقتي|زوجي|زوجتي|ابني|ابنتي|والدي|والدتي|ابن|بنت|لابن|لبنت)$/u;
const AR_LINK = new Set(["عبد", "بن", "بنت", "ابن", "أبو", "أبي", "آل"]);
const AR_STOP = new Set("عن إلى الى من في على بخصوص حول مع و أن إن هذا هذه ذلك تلك الذي التي كان كانت غدا اليوم أمس لكن ثم أو قد لا لم لن ما كل بعض عند منذ حتى".split(" "));
const AR_NISBA = /^ال[\u0621-\u064a]{2,}(?:ي|ية)$/u;
export function arabicKinNames(text: string, out: Out): void {
  const ws: Array<[number, string]> = [];
  const re = /[\u0621-\u064a\u0671-\u06d3]+/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) ws.push([m.index, m[0]]);
  for (let i = 0; i < ws.length; i++) {
    if (!(AR_KIN.test(ws[i][1]) && /^[لبو]/u.test(ws[i][1])) && !(ws[i][1] === "مع" && AR_KIN.test(ws[i + 1]?.[1] ?? ""))) continue;
    let j = ws[i][1] === "مع" ? i + 2 : i + 1;
    while (j < ws.length && AR_KIN.test(ws[j][1])) j++;
    const first = ws[j];
    if (!first || AR_STOP.has(first[1]) || first[1].startsWith("ال")) continue;
    let k = j + 1;
    let parts = 1;
    let nisba = false;
    while (k < ws.length && k <= j + 5) {
      const w = ws[k][1];
      if (AR_STOP.has(w)) break;
      if (AR_LINK.has(w)) {
        k++;
        continue;
      }
      if (AR_NISBA.test(w)) {
        nisba = true;
        parts++;
        k++;
        break;
      }
      if (w.startsWith("ال") && !(ws[k - 1] && AR_LINK.has(ws[k - 1][1]))) break;
      parts++;
      k++;
    }
    if (nisba && parts >= 2) {
      const last = ws[k - 1];
      out.push([first[0], last[0] + last[1].length]);
      i = k - 1;
    }
  }
}

// ---------------------------------------------------------------- a given name after a relation noun or a verb of replying
const RELATION_APPOS = new RegExp(
  "(?<![\\p{L}])(?:my|our|mi|mia|mio|meine[mr]?|ma|mon|minha|meu|mijn|onze)[ \\u00a0]+" +
    "(?:[\\p{Ll}]+-in-law|buddy|pal|mate|bestie|coworker|co-worker|colleague|roommate|flatmate|housemate|neighbou?r|boss|friend|cousin|" +
    "Schwiegermutter|Schwiegervater|Schwägerin|Schwager|Kollegin|Kollege|Freundin|suocera|suocero|cognata|cognato|collega|belle-mère|beau-père|belle-sœur|beau-frère|collègue|" +
    "suegra|suegro|cuñada|cuñado|compañera|compañero|sogra|sogro|cunhada|cunhado|schoonmoeder|schoonvader|collega)" +
    ",?[ \\u00a0]+([\\p{L}][\\p{Ll}\\p{M}'\\u2019-]{2,})(?![\\p{L}\\p{M}])",
  "gu",
);
const PERSON_VERB_AFTER = /^[ \u00a0]+(?:wants|keeps|is|was|has|had|said|says|asked|needs|just|always|never|will|can|told|sent|called|texted|came|left|got|thinks|loves|hates|lives|works)(?![\p{L}])/u;
const REPLY_VERB = new RegExp(
  "(?<![\\p{L}])(?:rispondo|rispondere|rispondi|risponderò|scrivo|scrivere|scrivi|répondre|réponds|répondrai|écrire|écris|contesto|contestar|contestarle|responder|respondo|responderle|" +
    "escribir|escribo|antworte|antworten|schreibe|schreiben|antwoord|antwoorden|schrijf|schrijven|respond|reply|answer)" +
    "(?:[ \\u00a0]+(?:ich|ik|je|le|lhe|gli))?[ \\u00a0]+(?:(?:a|à|ao|à|al|an|aan|to)[ \\u00a0]+)?([\\p{Lu}][\\p{Ll}\\p{M}'\\u2019-]{2,})(?![\\p{L}\\p{M}])",
  "gu",
);
export const RELATION_CUE = /(?:-in-law|buddy|pal|mate|bestie|worker|colleague|roommate|flatmate|housemate|neighbo|boss|friend|cousin|schwieger|schwag|schwäg|kolleg|freundin|suoc|cognat|collega|belle|beau-|collègue|sueg|cuñad|compañer|sogr|cunhad|schoon|rispond|scriv|répond|écri|contest|respond|antwor|schreib|antwoord|schrij|reply|answer|write|escrib)/i;
/** Feasts and months that are given names too ("rispondo a Natale": at Christmas). */
const NOT_ADDRESSEE = new Set("natale pasqua noël noel navidad pascual ostern weihnachten pfingsten april may june august maggio giugno agosto avril août junio agosto".split(" "));
export function relationGivenNames(text: string, out: Out): void {
  RELATION_APPOS.lastIndex = 0;
  for (let m = RELATION_APPOS.exec(text); m; m = RELATION_APPOS.exec(text)) {
    const w = m[1];
    const at = m.index + m[0].length - w.length;
    const f = lexFlags(w.toLowerCase());
    const given = (f & FLAG.GIVEN) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
    const unknownLower = f === 0 && /^[\p{Ll}]/u.test(w) && PERSON_VERB_AFTER.test(text.slice(at + w.length, at + w.length + 12));
    const unknownCap = (f & (FLAG.COMMON | FLAG.PLACE)) === 0 && /^[\p{Lu}]/u.test(w) && /^,/.test(text.slice(at + w.length));
    if (given || unknownLower || unknownCap) out.push([at, at + w.length]);
  }
  REPLY_VERB.lastIndex = 0;
  for (let m = REPLY_VERB.exec(text); m; m = REPLY_VERB.exec(text)) {
    const w = m[1];
    if (!plainGiven(w) || NOT_ADDRESSEE.has(w.toLowerCase())) continue;
    const at = m.index + m[0].length - w.length;
    // (not a name running on into a surname or a company: judged by the other readers)
    if (/^[ \u00a0]+[\p{Lu}]/u.test(text.slice(at + w.length, at + w.length + 2))) continue;
    out.push([at, at + w.length]);
  }
}

// ---------------------------------------------------------------- lower-case full names with a role
const LOWER_ROLE = /(?:^|[.!?\n]\s*|(?<![\p{L}])(?:fyi|btw|so|ok|and|also)[ ,]+)((?:[\p{Ll}][\p{Ll}\p{M}'\u2019-]+ ){1,3}[\p{Ll}][\p{Ll}\p{M}'\u2019-]+) (?:is|was|est|ist|es|è|é|será|is now) (?:our|the|my|notre|mon|ma|unser|unsere|unserer|nuestro|nuestra|mi|il nostro|la nostra|o nosso|a nossa|nosso|nossa|onze|ons)(?= )/gu;
const LOWER_ROLE_STOP = new Set("the a an this that it he she they we i you my our new old who what which where there here".split(" "));
export function lowerRoleNames(text: string, out: Out): void {
  LOWER_ROLE.lastIndex = 0;
  for (let m = LOWER_ROLE.exec(text); m; m = LOWER_ROLE.exec(text)) {
    const ws = m[1].split(" ");
    if (ws.some((w) => LOWER_ROLE_STOP.has(w))) continue;
    if (!plainGiven(ws[0])) continue;
    const ok = ws.slice(1).every((w) => {
      const f = lexFlags(w);
      return (f & NAMEISH) !== 0 ? (f & FLAG.COMMON) === 0 || (f & FLAG.SURNAME) !== 0 : f === 0;
    });
    if (!ok) continue;
    const at = m.index + m[0].indexOf(m[1]);
    out.push([at, at + m[1].length]);
  }
}

// ---------------------------------------------------------------- two given names in an email-intro subject
export const INTRO_CUE = /(?:intro|connecting)/i;
const INTRO_PAIR = /(?<![\p{L}\p{M}])([\p{Lu}][\p{Ll}\p{M}'\u2019-]+)(?:[ \u00a0]*(?:<>|<->|<=>|↔|⇄|⟷|\/|&)[ \u00a0]*|[ \u00a0]+(?:and|x|y|e|und|et)[ \u00a0]+)([\p{Lu}][\p{Ll}\p{M}'\u2019-]+)(?![\p{L}\p{M}])/gu;
const INTRO_LINE = /(?:^|[^\p{L}])(?:intro|introduction|introducing|connecting)(?![\p{L}])/iu;
export function introPairNames(text: string, out: Out): void {
  INTRO_PAIR.lastIndex = 0;
  for (let m = INTRO_PAIR.exec(text); m; m = INTRO_PAIR.exec(text)) {
    const ls = text.lastIndexOf("\n", m.index) + 1;
    let le = text.indexOf("\n", m.index);
    if (le < 0) le = text.length;
    if (!INTRO_LINE.test(text.slice(ls, le))) continue;
    const f1 = lexFlags(m[1].toLowerCase());
    const f2 = lexFlags(m[2].toLowerCase());
    const g = (f: number) => (f & (FLAG.GIVEN | FLAG.NAME)) !== 0 && (f & FLAG.COMMON) === 0;
    if (!g(f1) || !g(f2) || !((f1 | f2) & FLAG.GIVEN)) continue;
    // (two places: "London and Paris")
    if (f1 & FLAG.PLACE && f2 & FLAG.PLACE) continue;
    if ((f1 & FLAG.PLACE || f2 & FLAG.PLACE) && !/<>|↔|⇄|⟷|<->/.test(m[0])) continue;
    const b = m.index + m[0].length - m[2].length;
    out.push([m.index, m.index + m[1].length], [b, b + m[2].length]);
  }
}

// ---------------------------------------------------------------- CJK names before an honorific
const ZH_SURNAMES = new Set([..."王李张劉刘陈陳杨楊黄黃赵趙周吴吳徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付方白邹鄒孟熊秦邱江尹薛闫段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯欧歐"]);
const ZH_HONOR = /(?:女士|先生|老师|老師|小姐|教授|医生|醫生|律师|律師)/gu;
const ZH_STOP = new Set("谢谢 謝謝 高中 高级 高級 高三 高二 高一 金牌 万能 萬能 周末 黄金 黃金 江湖 马上 馬上 方便 白衣 石油 钱包 任何 于是 余下 程序 许多 何时 韩语 韓語 韩国 韓國 金融 黄山 牙医 江南 高尔夫 史前".split(" "));
const JA_HONOR = /(?:さん|様|さま|氏|先生|くん|ちゃん)/gu;
const JA_STOP = new Set("患者 会員 担当 担当者 社長 部長 課長 店長 先輩 後輩 大家 顧客 家族 皆様 皆 利用者 運転手 お客 奥 神 王 医者 先生 生徒 学生 皆さん 関係者 責任者 管理人 隣人 大将 職人".split(" "));
const KO_SURNAMES = new Set([..."김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용"]);
const KO_HONOR = /([\uac00-\ud7a3]{2,3})[ \u00a0]?(?:씨|님|선생님|교수님|원장님|대표님|과장님|부장님|팀장님)(?![\uac00-\ud7a3]{2,}(?:님|씨))/gu;
const KO_STOP = new Set("정비사 조리사 전문가 주무관 변호사 노무사 설계사 조종사 소방관 안내원 도우미 감독관 여러분 고객 손님 회원 선생 교수 사장 부장 과장 차장 대리 팀장 회장 원장 기사 작가 의사 환자 주인 관리자 담당자 어머 아버 어머니 아버지 할머니 할아버 형님 누나 언니 오빠 동생 이모 고모 삼촌 선배 후배 이웃 부모 신부 신랑 목사 스님 하나 이 그 저 이분 그분 저분 모두 다른 우리 당신 아드 따님 아드님 사모 장모 장인 시어머 시아버".split(" "));
const HAN = /\p{Script=Han}/u;
const HAS_KANA = /[\u3040-\u30ff]/;
const JA_ROLE_END = /[者先店社会部課様員方館所局院室組長主係士師商事]$/u;
export function cjkHonorificNames(text: string, out: Out): void {
  ZH_HONOR.lastIndex = 0;
  for (let m = ZH_HONOR.exec(text); m; m = ZH_HONOR.exec(text)) {
    for (const n of [3, 2]) {
      const a = m.index - n;
      if (a < 0) continue;
      const cand = text.slice(a, m.index);
      if (![...cand].every((c) => HAN.test(c)) || !ZH_SURNAMES.has(cand[0]) || ZH_STOP.has(cand)) continue;
      // (a three-character run must start after no surname-led pair: 给王丽娟 → 王丽娟)
      out.push([a, m.index]);
      break;
    }
  }
  JA_HONOR.lastIndex = 0;
  for (let m = HAS_KANA.test(text) ? JA_HONOR.exec(text) : null; m; m = JA_HONOR.exec(text)) {
    let a = m.index;
    while (a > 0 && m.index - a < 5 && HAN.test(text[a - 1])) a--;
    const cand = text.slice(a, m.index);
    // (a role or an office: 取引先様, 加盟店様, 山田商事様, 出品者様)
    if (cand.length < 3 || JA_STOP.has(cand) || JA_STOP.has(cand.slice(0, 2)) || JA_ROLE_END.test(cand)) continue;
    out.push([a, m.index]);
  }
  KO_HONOR.lastIndex = 0;
  for (let m = KO_HONOR.exec(text); m; m = KO_HONOR.exec(text)) {
    const cand = m[1];
    const at = m.index;
    if (at > 0 && /[\uac00-\ud7a3]/.test(text[at - 1])) continue;
    if (cand.length !== 3 || !KO_SURNAMES.has(cand[0]) || KO_STOP.has(cand) || KO_STOP.has(cand.slice(0, 2))) continue;
    out.push([at, at + cand.length]);
  }
}
export const HAS_HONORIFIC_CJK = /(?:女士|先生|老师|老師|小姐|教授|医生|醫生|博士|律师|律師|经理|經理|同学|同學|さん|様|さま|氏|くん|ちゃん|씨|님)/u;

// ---------------------------------------------------------------- not persons
/** Chains, marketplaces and studios named after people (a knowledge list, written from general knowledge). */
const NAMED_BRANDS = new Set(
  (
    "albert heijn|fred meyer|harris teeter|trader joe's|trader joe|trader joes|john lewis|tim hortons|tim horton|dirk rossmann|marks spencer|dirk van den broek|jan linders|" +
    "mercado libre|mercado livre|mercado pago|mercado envios|mercado envíos|mercado shops|walt disney|warner bros|warner brothers|metro-goldwyn-mayer|" +
    "hugo boss|calvin klein|tommy hilfiger|ralph lauren|louis vuitton|giorgio armani|estée lauder|estee lauder|ted baker|jack wolfskin|harvey nichols|" +
    "michael kors|kate spade|tory burch|fred perry|ben sherman|paul smith|john deere|jimmy choo|carolina herrera|bobbi brown|jo malone|mary kay|" +
    "krispy kreme|papa john's|little caesars|jimmy john's|jersey mike's|dave & buster's|bob evans|ruth's chris|joe & the juice|ben & jerry's|" +
    "piggly wiggly|stop & shop|hans im glück|peter pane|karl kaufmann|emil frey|otto versand|max mara|anne klein|marc jacobs|vera wang|steve madden|" +
    "louis delhaize|jumbo|aldi nord|aldi süd|carrefour|el corte inglés|pedro del hierro|massimo dutti|fritz-kola|dr oetker|dr. oetker|james ready|john lewis partnership|" +
    "martin brower|roger & gallet|jean coutu|sobeys|loblaws|tim hortons|ronald mcdonald|wendy's|arby's|carl's jr|denny's|kohl's|macy's|dillard's|sainsbury's|" +
    "morrisons|waitrose|lidl|nordstrom|steak 'n shake|dunkin donuts|marie claire|elizabeth arden|john frieda|gloria jean's|pizza hut|burger king|" +
    "paramount pictures|universal pictures|sony pictures|columbia pictures|walt disney pictures|lucasfilm|pixar|dreamworks|lionsgate"
  ).split("|"),
);
/** Heads that make the capitalised word after them a project or a marketplace ("Apache Kafka", "Mercado Libre"). */
const BRAND_HEADS = new Set(["apache", "mercado", "eclipse", "jakarta"]);
const STUDIO_TAILS = new Set("studios studio pictures bros bros. brothers films entertainment productions animation records".split(" "));
/** Words of feasts and holidays; a given name beside one is a holiday's name. */
const HOLIDAY_WORDS = new Set(
  (
    "lebaran idul idulfitri iduladha pentecostés pentecostes pentecost pentecôte pfingsten pfingstmontag pfingstsonntag pascua pâques páscoa pasqua ostern " +
    "ostermontag ostersonntag easter whitsun whit resurrección ressurreição resurrezione navidad nochebuena weihnachten nowruz hıdrellez " +
    "diwali deepavali hanukkah purim pesach himmelfahrt"
  ).split(" "),
);
const WEEKDAYS_HOLY = new Set("domingo lunes jueves viernes sábado sabado sunday monday thursday friday saturday dimanche lundi jeudi vendredi sonntag montag donnerstag freitag samstag".split(" "));
const HOLY_AFTER_DE = new Set("ramos pascua pentecostés resurrección gloria pasión ramos".split(" "));
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** Vietnamese and Yoruba places, folded (no marks): cities, provinces, bays, markets (general knowledge). */
const PLACES_FOLDED = new Set(
  (
    "ha noi|ho chi minh|sai gon|đa nang|hoi an|hue|hai phong|can tho|nha trang|đa lat|phu quoc|ha long|vung tau|ba ria|quy nhon|phan thiet|mui ne|sa pa|ninh binh|" +
    "ha giang|cao bang|lao cai|đien bien|son la|lai chau|yen bai|tuyen quang|thai nguyen|bac kan|lang son|quang ninh|bac giang|bac ninh|phu tho|vinh phuc|hung yen|" +
    "hai duong|thai binh|nam đinh|ha nam|thanh hoa|nghe an|ha tinh|quang binh|quang tri|thua thien|quang nam|quang ngai|binh đinh|phu yen|khanh hoa|ninh thuan|" +
    "binh thuan|kon tum|gia lai|đak lak|đak nong|lam đong|binh phuoc|tay ninh|binh duong|đong nai|long an|tien giang|ben tre|tra vinh|vinh long|đong thap|an giang|" +
    "kien giang|hau giang|soc trang|bac lieu|ca mau|buon ma thuot|con đao|cat ba|my tho|chau đoc|ho tay|hoan kiem|long hai|cai rang|tam ky|my khe|my son|bien hoa|" +
    "thu đuc|rach gia|ha tien|sam son|cua lo|trang an|bai đinh|phong nha|mong cai|đo son|ly son|ben thanh|cho lon|vinh ha long|tuy hoa|phan rang|đong hoi|bao loc|cam ranh|long xuyen|thu dau mot|di an|uong bi|cam pha|tan an|vi thanh|son tra|ba đinh|đong đa|cau giay|tay ho|hai ba trung|mai chau|pu luong|ba be|ban gioc|tam coc|" +
    "" +
    "ibadan|abeokuta|osogbo|oshogbo|ogbomoso|ogbomosho|ile-ife|ile ife|oyo|ijebu|ijebu-ode|ilesa|ilesha|ondo|akure|ado-ekiti|ilorin|eko|ikeja|oyingbo|bodija|" +
    "ikorodu|sagamu|shagamu|iseyin|saki|igboho|badagry|idumota|balogun|jankara|dugbe|oja oba|iwo|ede|offa|owo|ikire|ejigbo|iree|okuku|ikirun|ila-orangun|otta|ota"
  ).split("|"),
);
/** Yoruba place heads: market, town, hill, river, house of (Ọjà Ọba, Òkè Àdó). */
const YO_HEADS = new Set(["oja", "ilu", "oke", "odo", "ile", "igbo", "isale", "agbo"]);
const LOCATIVE_BEFORE = /(?<![\p{L}])(?:đi|đến|tới|ở|tại|về|ra|vào|lịch|thăm|từ|chợ|biển|vịnh|tỉnh|phố|to|in|at|near|from|visit|visited|visiting|via|sí|ní|lọ)[ \u00a0]+$/iu;
const YO_LETTERS = /[\u1eb8\u1eb9\u1ecc\u1ecd\u1e62\u1e63]/u;
const VI_OR_YO = /[\u00c0-\u1ef9]/u;
export function r21NotPerson(text: string, a: number, b: number, words: readonly string[], prevW: string, nextW: string): boolean {
  const lower = words.map((w) => w.toLowerCase());
  const joined = lower.join(" ");
  const pl = prevW.toLowerCase();
  const nl = nextW.toLowerCase();
  // brands and studios
  if (NAMED_BRANDS.has(joined) || (pl && NAMED_BRANDS.has(`${pl} ${joined}`)) || (nl && NAMED_BRANDS.has(`${joined} ${nl}`))) return true;
  if ((BRAND_HEADS.has(lower[0]) && words.length >= 2) || (BRAND_HEADS.has(pl) && words.length <= 2)) return true;
  if (STUDIO_TAILS.has(lower[lower.length - 1]) || (nl && STUDIO_TAILS.has(nl))) return true;
  // holidays
  const all = pl ? [pl, ...lower] : lower;
  if (nl) all.push(nl);
  for (let i = 0; i < all.length; i++) {
    const w = all[i].replace(/['\u2019].*$/, "");
    if (HOLIDAY_WORDS.has(w) || w.startsWith("bayram") || (w === "raya" && all[i - 1] === "hari")) return true;
    if ((w === "fitri" || w === "adha") && (all[i - 1] === "idul" || all[i - 1] === "idil" || all[i - 1] === "aidil" || all[i - 1] === "eid")) return true;
    if (WEEKDAYS_HOLY.has(w) && all[i + 1] === "de" && HOLY_AFTER_DE.has(all[i + 2] ?? "")) return true;
  }
  // Vietnamese and Yoruba places
  if (VI_OR_YO.test(text.slice(Math.max(0, a - (prevW ? prevW.length + 1 : 0)), b + (nextW ? nextW.length + 1 : 0)))) {
    // (a place with a Vietnamese family name in it, or of one word, after a travel or place word only: Hà Giang,
    // Lâm Đồng and Eko are persons too)
    const seq = [pl, ...lower, nl].filter((w) => w !== "");
    const cued = () => LOCATIVE_BEFORE.test(text.slice(Math.max(0, a - (pl ? pl.length + 1 : 0) - 14), a - (pl ? pl.length + 1 : 0))) || LOCATIVE_BEFORE.test(text.slice(Math.max(0, a - 14), a));
    for (const [x, y] of [[0, seq.length], [0, seq.length - 1], [1, seq.length], [1, seq.length - 1], [pl ? 1 : 0, (pl ? 1 : 0) + 1]]) {
      if (y - x < 1 || y > seq.length) continue;
      const part = seq.slice(x, y);
      if (!PLACES_FOLDED.has(fold(part.join(" ")))) continue;
      if ((part.length >= 2 && !part.some((w) => VI_SURNAMES.has(w))) || cued()) return true;
    }
    const yo = YO_LETTERS.test(text.slice(Math.max(0, a - 8), b + 8));
    if (yo && (YO_HEADS.has(fold(lower[0]).replace(/-.*$/, "")) || YO_HEADS.has(fold(pl)))) return true;
  }
  return false;
}
