import { FLAG, lexFlags } from "./lexicon";

/**
 * Round 14 (labelled/pii-r14-names.ts): names WITHOUT a cue, read from the lexicon's flags and the shape of the
 * sentence, not from example strings. Called once from detectPersonNames (person-name.ts) on text with capitals;
 * its spans go through the same not-a-person filters as every other reading (casedNotPersons).
 *
 * - A single capitalised word inside a sentence (a lower-case word before it, a lower-case word or a punctuation
 *   mark after it: a proper noun in a person's place) that the lexicon knows as a given name and never as a common
 *   word nor a place ("Can you check whether Oluwaseun got the invoice?", "Ich habe mit Wolfgang gesprochen"); a
 *   word no list knows in that form may be an inflected given name (Светлане, Ольгой, Agnieszką, Tarasові).
 * - The same word first in the text or a line, followed by a comma or a dash and a lower-case word or an opening
 *   question mark: a person spoken to ("Priya, could you…", "Rodrigo, ¿me mandas…", "Yusuf — can you…").
 * - A line that is a dash and one or two capitalised words, the first a given name (a signature: "— Tomasz").
 * - The value of a field of people (name, assignee, owner, author, contact, reviewer, Ansprechpartner, nom,
 *   nombre, referente, responsável, contactpersoon, 姓名, имя…: "key: value", JSON "key": "value") of one to three
 *   capitalised words, none a common word or a place; a table's or CSV's column under such a header.
 * - A colon's list of three or more single capitalised words, most of them given names and none a common word or a
 *   place ("Attendance: Zanele, Baptiste, Haruka, Giorgos").
 * Not: a word after an article or a determiner (a thing), a word in a run of capitals (title case: the run
 * readers decide), a month or a day, a given name that is also a word ("Will", "May", "Grace", "Hope"), a place,
 * a brand the lists do not know as a given name, a German noun (a given name in the lists only as a "name
 * somewhere" is not enough outside a field of people).
 */

const GIVEN = FLAG.GIVEN;
const SURNAME = FLAG.SURNAME;
const NAMEISH = FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME;
const THING = FLAG.COMMON | FLAG.PLACE;

/** Determiners and articles: the capitalised word after one names a thing (Greek and Portuguese articles before names are not here). */
const DETERMINERS = new Set(
  ("the a an this that these those our your my their his her its some any every no " +
    "der die das den dem des ein eine einen einem einer dieser diese dieses jeder " +
    "le la les un une des ce cette ces du au aux el los las una unos unas este esta estos " +
    "il lo gli uno questo questa i het een deze dit de").split(" "),
);
/** Calendar words of the languages whose lexicon entries could be read as given names (and weekday words). */
const CALENDAR = new Set(
  ("january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday " +
    "januar februar märz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag " +
    "janvier février mars avril juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche " +
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lunes martes miércoles jueves viernes sábado domingo " +
    "gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre lunedì martedì mercoledì giovedì venerdì sabato domenica " +
    "easter christmas pentecost advent lent ramadan ramazan diwali hanukkah passover pesach thanksgiving halloween holi navratri eid nowruz kwanzaa").split(" "),
);

/** Case endings of given names in running text: [ending, what the base form ends with instead] (Slavic, Baltic). */
const INFLECT: ReadonlyArray<readonly [string, string]> = [
  ["ой", "а"], ["ей", "я"], ["е", "а"], ["у", "а"], ["ю", "я"], ["ы", "а"], ["и", "я"], ["ою", "а"], ["ом", ""], ["ем", "й"], ["у", ""], ["а", ""], ["ові", ""], ["еві", "й"], ["і", "а"], ["ові", "о"],
  ["ą", "a"], ["ę", "a"], ["ie", "a"], ["y", "a"], ["i", "a"], ["owi", ""], ["em", ""], ["a", ""], ["iem", ""],
];

function flagsOf(word: string): number {
  const lower = word.toLowerCase().replace(/\u2019/g, "'");
  const f = lexFlags(lower);
  if (f !== 0 || lower.length < 5) return f;
  for (const [end, base] of INFLECT) {
    if (!lower.endsWith(end) || lower.length - end.length < 3) continue;
    const g = lexFlags(lower.slice(0, lower.length - end.length) + base);
    // only a given name and nothing else (not a word, not a place) counts in its inflected form
    if (g & GIVEN && !(g & THING)) return GIVEN;
  }
  return 0;
}

/** A given name, never a common word nor a place, nor a calendar word (may also be a surname). */
function givenOnly(word: string): boolean {
  if (word.length < 3 || CALENDAR.has(word.toLowerCase())) return false;
  const f = flagsOf(word);
  return (f & GIVEN) !== 0 && (f & THING) === 0;
}

const HAS_UPPER = /[\p{Lu}]/u;
const isSpace = (c: number): boolean => c === 32 || c === 0xa0;

/** The word ending right before `at` (one space between), or "" when another mark is between. */
function wordBefore(text: string, at: number): string {
  if (at < 2 || !isSpace(text.charCodeAt(at - 1))) return "";
  let s = at - 1;
  while (s > 0 && wordChar(text, s - 1)) s--;
  return text.slice(s, at - 1);
}
/** A letter, a combining mark, an apostrophe or a hyphen (ASCII by char code; the rest by one regex test). */
const LETTER = /[\p{L}\p{M}]/u;
function wordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39 || c === 45;
  return c === 0x2019 || LETTER.test(text[i]);
}
const LOWER = /[\p{Ll}]/u;
function lowerAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 97 && c <= 122;
  return LOWER.test(text[i]);
}
/** After a word: a space and a lower-case word (1), a space and ? ! ¿ ¡ or a dash, a comma, a full stop, ? ! ; : ) or the end (2); else 0. */
function afterWord(text: string, end: number): number {
  if (end >= text.length) return 2;
  const c = text.charCodeAt(end);
  if (c === 44 || c === 46 || c === 63 || c === 33 || c === 59 || c === 58 || c === 41) return 2;
  if (!isSpace(c)) return 0;
  let i = end + 1;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  if (i >= text.length) return 2;
  if (lowerAt(text, i)) return 1;
  return "?!\u00bf\u00a1\u2014\u2013-".includes(text[i]) ? 2 : 0;
}

/** One capitalised word in a person's place inside a sentence. */
const CAP_WORD = /[\p{Lu}][\p{Ll}\p{M}]+(?:-[\p{Lu}][\p{Ll}\p{M}]+)?/gu;
function sentenceSlot(text: string, out: Array<readonly [number, number]>): void {
  CAP_WORD.lastIndex = 0;
  for (let m = CAP_WORD.exec(text); m; m = CAP_WORD.exec(text)) {
    const w = m[0];
    const at = m.index;
    const end = at + w.length;
    // (char codes first: a space before, a lower-case word or a punctuation mark after; most capitalised words fail here)
    if (w.length < 3 || at < 2 || !isSpace(text.charCodeAt(at - 1))) continue;
    const after = afterWord(text, end);
    if (after === 0) continue;
    const prev = wordBefore(text, at);
    if (!prev) continue;
    const pl = prev.toLowerCase();
    if (COORDINATORS.has(pl)) pairAt(text, at - prev.length - 1, w, out);
    if (notPersonBefore(pl)) continue;
    // a particle and a capitalised word after it: a street's or an institution's name ("Rua das Laranjeiras")
    if (after === 1 && PARTICLE_AFTER.test(text.slice(end, end + 12))) continue;
    // the slot: after a verb whose object is a person, a preposition of people, or before a clause's verb after a
    // subordinator, an auxiliary or a time word (a proper noun anywhere else may be a place, a language, a dish)
    const objectSlot = PERSON_VERBS.has(pl) || PERSON_VERBS_INTL.has(pl) || PERSON_PREPS.has(pl);
    if (!objectSlot && !(SUBJECT_BEFORE.has(pl) && after === 1)) continue;
    // a capitalised word before: only a sentence's first word ("Does Magdalena still …", "Gestern hat …")
    if (!lowerAt(prev, 0) && !SENTENCE_START.test(text.slice(Math.max(0, at - prev.length - 4), at - prev.length - 1))) continue;
    // after a verb of dealing with a person: a surname or a name the lists know nowhere as a word ("pay Abdirahman")
    if (!givenOnly(w) && !(PERSON_VERBS.has(pl) && nameNotWord(w))) continue;
    out.push([at, end]);
  }
}
/**
 * Words before a capitalised word that make it a thing's or a place's name or not a person in this slot: articles
 * and determiners (German, Romance and Dutch inflected forms too: "unserem Bot"), prepositions of place and
 * time ("in Zelda", "im Mai"), a head noun written before a name (a street, a room, a language: "avenue Louise",
 * "sala Galileo", "tiếng Anh") and the copula of a role played ("you are Vega", "tu es Kairo": a persona).
 */
const PLACE_PREPS = new Set(
  ("in at on into onto near inside outside across around via through over under beyond within im ins am nach zum zur dans sur en em no nos nas nel nella nei sul sulla dentro " +
    "are bist eres sei es est é ist").split(" "),
);
const HEAD_NOUNS = new Set(
  ("avenue street road lane square room hall building floor hotel restaurant cafe café bar club project operation codename model version app game film movie book album song series show planet star " +
    "ship boat hurricane storm team brand label rua avenida calle rue via viale strada piazza praça plaza sala salle aula saal stanza quarto tiếng chữ người thành phố phố đường " +
    "straße strasse platz weg gasse allee").split(" "),
);
const GERMANIC_DET = /^(?:d(?:e|er|es|em|en|ie|as)|(?:k?ein|mein|dein|sein|ihr|unser|euer|eur|dies|jen|welch|jed|manch|solch)(?:e|er|es|em|en)?)$/;
const ROMANCE_DET = /^(?:m|t|s)(?:on|a|es|eu|ua|eus|uas|io|ia|iei|ie|i)$|^(?:nuestr|vuestr|nostr|vostr|noss|voss)[oa]s?$|^(?:notre|votre|nos|vos|leur|leurs|su|sus|tu|tus|mi|mis)$/;
function notPersonBefore(lower: string): boolean {
  return DETERMINERS.has(lower) || PLACE_PREPS.has(lower) || HEAD_NOUNS.has(lower) || GERMANIC_DET.test(lower) || ROMANCE_DET.test(lower);
}
const PARTICLE_AFTER = /^[ \u00a0]+(?:de|da|das|do|dos|del|della|di|van|von|du|des)[ \u00a0]+[\p{Lu}]/u;
const SENTENCE_START = /(?:^|[.!?\n][ \u00a0]*|["\u201c(][ \u00a0]*)$/u;
/** Verbs whose object is a person (English; the object right after the verb). */
const PERSON_VERBS = new Set("ask asked tell told remind reminded thank thanked pay paid meet met ping pinged cc invite invited congratulate email emailed text texted phone phoned hug greet greeted".split(" "));
/** Verbs whose object is a person in ~20 languages (ask, tell, call, meet, thank), and English ones in -ing. */
const PERSON_VERBS_INTL = new Set(
  ("asking telling meeting calling paying thanking reminding emailing texting inviting " +
    "frag frage fragen fragt sag sage sagen sagt ruf rufe anrufen demande demander dis dites appelle appeler pregunta preguntar preguntale dile llama llamar " +
    "chiedi chiedere di' dì chiama chiamare pergunta perguntar diga liga ligar vraag vragen zeg zeggen bel bellen fråga säg ring ringa spør spørg si ring " +
    "zapytaj powiedz zadzwoń zeptej řekni zavolej спроси спросите скажи скажите передай передайте позвони позвоните напиши напишите запитай скажи передай " +
    "sor söyle ara tanya tanyakan tanyain bilang kasih telepon hubungi muulize mwambie mpigie pitä kysy sano soita kérdezd mondd hívd întreabă spune sună pitaj reci nazovi").split(" "),
);
/** Prepositions of people (~20 languages; not "from": a journey's start). */
const PERSON_PREPS = new Set(
  ("with to for by mit für avec pour con para per com met voor med för till hos z ze dla с со для ile dengan untuk kepada ke kay ni με για cu pentru za sa kwa").split(" "),
);
/** Subordinators and auxiliaries before a clause's subject ("whether Rahul got …", "ob Jürgen kommt", "se Thiago recebeu"). */
const SUBJECT_BEFORE = new Set(
  ("whether if that why when because since unless until while though although did does do can could will would should has have had but so think thought said says guess hope know heard " +
    "ob dass weil wenn als aber hat hatte wird kann soll muss que si se che perché quando porque quand parce mais pero ma om dat of omdat wanneer att eftersom när czy że bo gdy když protože " +
    "что чтобы если когда потому но ки jika kalau bahwa karena apakah kwamba kama " +
    // time words before a sentence's subject
    "yesterday today tomorrow tonight gestern heute morgen hier demain aujourd'hui ayer hoy mañana ieri oggi domani ontem hoje amanhã gisteren vandaag igår idag imorgon i går i dag " +
    "wczoraj dziś jutro včera dnes zítra вчера сегодня завтра учора вчора dün bugün yarın akşam kemarin besok jana leo kesho eilen tänään huomenna tegnap holnap ma mâine sutra jučer danas χθες αύριο σήμερα kahapon bukas izolo namhlanje " +
    // the last word of a time phrase before the subject ("Last week Siddharth fixed …", "After lunch Aroha will …")
    "week weekend month morning afternoon evening night lunch breakfast dinner later then now finally also woche abend semaine soir semana tarde settimana sera").split(" "),
);
/** A name the lists know (given, surname or elsewhere) and never as a common word, a place or a calendar word. */
function nameNotWord(word: string): boolean {
  if (word.length < 4 || CALENDAR.has(word.toLowerCase())) return false;
  const f = flagsOf(word);
  return (f & NAMEISH) !== 0 && (f & THING) === 0;
}

/** Two single capitalised words joined by "and" (~20 languages), both names and one a given name only: "Rhiannon and Gethin will …". */
const COORDINATORS = new Set("and und et y e i и та і ve og och en dan na at és a ja si și και & or oder ou o of eller lub или або veya atau".split(" "));
/** The pair "A and B" around the coordinator before `b` (B itself already checked: a capitalised word, a lower-case word or a mark after). */
function pairAt(text: string, coordAt: number, b: string, out: Array<readonly [number, number]>): void {
  const a = wordBefore(text, coordAt);
  if (a.length < 3 || lowerAt(a, 0) || a.includes("-") || a.includes("'") || a.includes("\u2019")) return;
  const aAt = coordAt - 1 - a.length;
  const prev = wordBefore(text, aAt);
  // (not inside a longer run of capitals)
  if (prev && !lowerAt(prev, 0) && !SENTENCE_START.test(text.slice(Math.max(0, aAt - prev.length - 4), aAt - prev.length - 1))) return;
  if (prev && DETERMINERS.has(prev.toLowerCase())) return;
  // (the end of a longer list, or names of things listed: the list readers judge those)
  if (/,[ \u00a0]*$/.test(text.slice(Math.max(0, aAt - 3), aAt)) || THINGS_NAMED.test(text.slice(Math.max(0, aAt - 60), aAt))) return;
  if (!(nameNotWord(a) && nameNotWord(b)) || !(givenOnly(a) || givenOnly(b))) return;
  const bAt = coordAt + text.slice(coordAt).indexOf(b);
  out.push([aAt, aAt + a.length]);
  out.push([bAt, bAt + b.length]);
}

/** Plural nouns of things that carry given names (vessels, storms, animals, characters, models). */
const THINGS_NAMED = /(?<![\p{L}])(?:ships|vessels|boats|yachts|ferries|hurricanes|storms|typhoons|cyclones|horses|dogs|cats|pets|characters|gods|goddesses|robots|models|servers|hosts|planets|moons|songs|albums|novels|films|movies|schiffe|navires|barcos|navi|schepen)(?![\p{L}])/iu;
/** In text with no capitals: a name after a verb of dealing with a person ("tell siobhan i'll be late"). */
const LOWER_VERB = /(?<![\p{L}])(?:ask|tell|remind|thank|thanks|ping|cc|pay|meet|call|text|email)[ \u00a0]+([\p{Ll}][\p{Ll}\p{M}]{3,})(?![\p{L}\p{M}'\u2019\-])/gu;
function lowerVerbNames(text: string, out: Array<readonly [number, number]>): void {
  LOWER_VERB.lastIndex = 0;
  for (let m = LOWER_VERB.exec(text); m; m = LOWER_VERB.exec(text)) {
    const w = m[1];
    if (DETERMINERS.has(w) || !nameNotWord(w)) continue;
    const at = m.index + m[0].length - w.length;
    out.push([at, at + w.length]);
  }
}

/** A given name spoken to first in the text or a line ("Priya, could you …"). */
const VOCATIVE = /[ \t]*([\p{Lu}][\p{Ll}\p{M}]+(?:-[\p{Lu}][\p{Ll}\p{M}]+)?)(?:,|[ \u00a0]+[—–-])[ \u00a0]+(?=[\p{Ll}¿¡])/uy;
/** A signature: a dash and one or two capitalised words on their own line ("— Tomasz"). */
const SIGNATURE = /[ \t]*(?:—|–|--?)[ \u00a0]*([\p{Lu}][\p{Ll}\p{M}]+)(?:[ \u00a0]+([\p{Lu}][\p{Ll}\p{M}]+))?[ \t]*(?=\n|$)/uy;

/** Field names of people, ~20 languages (lower case). */
const PERSON_FIELDS =
  "name|full ?name|first ?name|given ?name|last ?name|surname|assignee|assigned ?to|owner|author|contact|contact ?person|reviewer|approver|approved ?by|requester|requested ?by|reporter|submitter|submitted ?by|responsible|attendee|employee|customer|client|patient|driver|recipient|sender|manager|lead|ansprechpartner|kontakt|kontaktperson|verantwortlich|bearbeiter|autor|vorname|nachname|nom|prénom|responsable|auteur|nombre|apellido|apellidos|contacto|encargado|referente|responsabile|cognome|nome|responsável|contato|contactpersoon|naam|voornaam|achternaam|eigenaar|namn|kontaktperson|navn|nimi|imię|nazwisko|jméno|příjmení|név|nume|prenume|isim|ad|soyad|ad soyad|nama|jina|tên|họ tên|όνομα|επώνυμο|имя|фамилия|фио|ответственный|автор|контакт|ім'я|прізвище|姓名|名前|氏名|担当者|联系人|负责人|이름|담당자";
const FIELD_VALUE = new RegExp(
  `(?:^|[\\n{,;|\\t]|[ \\u00a0]{2})[ \\t]*"?(?:${PERSON_FIELDS})"?[ \\t]*(?::|：|=)[ \\t]*"?([\\p{Lu}][\\p{Ll}\\p{M}'\\u2019\\-]+(?:[ \\u00a0][\\p{Lu}][\\p{Ll}\\p{M}'\\u2019\\-]+){0,2})(?=$|["\\n,;|\\t}]|[ \\u00a0]*$|[ \\u00a0]{2})`,
  "giu",
);
const HEADER_FIELD = new RegExp(`^(?:${PERSON_FIELDS})$`, "iu");

/** One to three capitalised words as a field's value: a person's name when none is a word or a place. */
function fieldName(words: readonly string[]): boolean {
  const fl = words.map((w) => (CALENDAR.has(w.toLowerCase()) ? FLAG.COMMON : flagsOf(w)));
  if (fl.some((f) => f & THING && !(f & (GIVEN | SURNAME)))) return false;
  if (fl.some((f) => f & FLAG.COMMON)) return false;
  if (words.length === 1) return (fl[0] & NAMEISH) !== 0 && words[0].length >= 3;
  // two or three words: names the lists know, or words no list knows
  return fl.every((f) => f === 0 || f & NAMEISH) && words.every((w) => w.length >= 2);
}

/** Rows of a table or CSV whose header names a person's column. */
function tableColumns(text: string, out: Array<readonly [number, number]>): void {
  const lines = text.split("\n");
  let offset = 0;
  let col = -1;
  let sep = "";
  for (const line of lines) {
    const lineAt = offset;
    offset += line.length + 1;
    // (a header or a row is a short line: prose with commas is not split)
    const s = line.length > 300 ? "" : line.includes("|") ? "|" : line.includes("\t") ? "\t" : line.includes(";") ? ";" : line.includes(",") ? "," : "";
    if (!s) {
      col = -1;
      continue;
    }
    const cells = line.split(s);
    if (col < 0 || s !== sep) {
      col = cells.findIndex((c) => HEADER_FIELD.test(c.trim()));
      sep = s;
      continue;
    }
    if (/^[\s|:\-]+$/.test(line)) continue;
    const cell = cells[col];
    if (cell === undefined) continue;
    const v = cell.trim();
    if (!/^[\p{Lu}][\p{Ll}\p{M}'\u2019\-]+(?:[ \u00a0][\p{Lu}][\p{Ll}\p{M}'\u2019\-]+){0,2}$/u.test(v)) continue;
    if (!fieldName(v.split(/[ \u00a0]/))) continue;
    let cellAt = lineAt;
    for (let i = 0; i < col; i++) cellAt += cells[i].length + 1;
    const at = cellAt + cell.indexOf(v);
    out.push([at, at + v.length]);
  }
}

/** A colon's list of single capitalised words, most of them given names. */
const COLON_LIST = /:[ \u00a0]*((?:[\p{Lu}][\p{Ll}\p{M}]+,[ \u00a0]*){2,}[\p{Lu}][\p{Ll}\p{M}]+)(?=[ \u00a0]*(?:$|[\n.;]))/gu;

export function slotNames(text: string, out: Array<readonly [number, number]>): void {
  if (!HAS_UPPER.test(text)) {
    lowerVerbNames(text, out);
    return;
  }
  sentenceSlot(text, out);
  // (at the text's start and after each line break only: sticky patterns)
  const dash = text.includes("-") || text.includes("\u2014") || text.includes("\u2013");
  for (let i = 0; i >= 0 && i < text.length; i = text.indexOf("\n", i) < 0 ? -1 : text.indexOf("\n", i) + 1) {
    VOCATIVE.lastIndex = i;
    const m = VOCATIVE.exec(text);
    if (m && givenOnly(m[1])) {
      const at = i + m[0].indexOf(m[1]);
      out.push([at, at + m[1].length]);
    }
    if (!dash) continue;
    SIGNATURE.lastIndex = i;
    const g = SIGNATURE.exec(text);
    if (g) {
      const words = g[2] ? [g[1], g[2]] : [g[1]];
      if (!givenOnly(g[1]) || !fieldName(words)) continue;
      const at = i + g[0].indexOf(g[1]);
      out.push([at, g[2] ? i + g[0].lastIndexOf(g[2]) + g[2].length : at + g[1].length]);
    }
  }
  if (text.includes(":") || text.includes("=") || text.includes("\uff1a")) {
    FIELD_VALUE.lastIndex = 0;
    for (let m = FIELD_VALUE.exec(text); m; m = FIELD_VALUE.exec(text)) {
      const v = m[1];
      // (the key is read in any case, the value only when written with capitals: "name: kafka" in a config is not a person)
      if (!v.split(/[ \u00a0]/).every((w) => w[0] !== w[0].toLowerCase()) || !fieldName(v.split(/[ \u00a0]/))) continue;
      const at = m.index + m[0].lastIndexOf(v);
      out.push([at, at + v.length]);
    }
    COLON_LIST.lastIndex = 0;
    for (let m = COLON_LIST.exec(text); m; m = COLON_LIST.exec(text)) {
      const items = m[1].split(/,[ \u00a0]*/);
      const fl = items.map((w) => (CALENDAR.has(w.toLowerCase()) ? FLAG.COMMON : flagsOf(w)));
      if (fl.some((f) => f & THING)) continue;
      const given = items.filter((_, i) => fl[i] & NAMEISH);
      if (given.length < 2 || given.length * 3 < items.length * 2) continue;
      let from = m.index + m[0].indexOf(m[1]);
      for (const w of items) {
        const at = text.indexOf(w, from);
        out.push([at, at + w.length]);
        from = at + w.length;
      }
    }
  }
  if (text.includes("\n")) tableColumns(text, out);
}
