import { FLAG, lexFlags } from "./lexicon";

/**
 * Round 22 (labelled/pii-r22-names.ts): classes the readers missed or flagged wrongly.
 * Found: a lone given name in a frame that names a person with no cue word before it: the subject of a relative
 * clause ("the notes Farida sent", "what Svetlana liked", German / Dutch "was Lena …", "wat Daan …"), an apposition
 * with a possessive ("for Yuki, our new intern"), "jessica from accounting", a chat greeting ("yo marco,"), a message
 * or a feast of someone ("die Mail an Lukas", "le mariage d'Antoine et Léa"), a romanised Korean given name
 * (Sung-min); a full name after a role noun whose surname is also a place ("candidate Rebecca Thornton"); SURNAME,
 * Given; authors of a reference ("Nwachukwu, C. & Oyelaran, T. (2021)"); CJK full names where the honorific is
 * named elsewhere in the sentence.
 * Not persons (r22NotPerson, asked by the cased judge): a month after a word for month ("den Monat Mai"),
 * parliaments, councils and courts ("de Tweede Kamer"), colour names ("Sage Green", "Verde Salvia"), toy brands and a
 * brand before a product noun ("a Lego set"), feasts named "day of …" or after a saint ("Día de los Muertos",
 * "Sankt Nikolaus").
 * The frame readers run on chat-sized texts, at the capitals and commas one pattern finds (givenInFrameNames); the
 * others behind a cheap gate (a hyphen, casedScriptNames' comma gates, a CJK honorific).
 */
type Out = Array<readonly [number, number]>;
const NAMEISH = FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME;
const lower = (w: string) => w.toLowerCase().replace(/\u2019/g, "'");
/** A given name (or a name of the lists) that is no common word nor place. */
function plainName(w: string): boolean {
  if (w.length < 3) return false;
  const f = lexFlags(lower(w));
  return (f & (FLAG.GIVEN | FLAG.NAME)) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) === 0 && !MONTHS.has(lower(w)) && !WEEKDAYS.has(lower(w));
}
/** A given name of the lists that is no common word nor place. */
function plainGiven(w: string): boolean {
  return plainName(w) && (lexFlags(lower(w)) & FLAG.GIVEN) !== 0;
}

// ---------------------------------------------------------------- months, weekdays (not an addressee)
const MONTHS = new Set(
  (
    "january february march april may june july august september october november december " +
    "januar februar märz maerz mai juni juli oktober dezember januari februari maart mei augustus " +
    "janvier février fevrier mars avril juin juillet août aout septembre octobre novembre décembre " +
    "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre " +
    "gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre janeiro fevereiro março maio junho julho setembro outubro dezembro " +
    "maj augusti"
  ).split(" "),
);
const WEEKDAYS = new Set("monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag sonntag".split(" "));

// ---------------------------------------------------------------- a lone given name in a frame
/** "jessica from accounting": a given name before "from" and a team or a place of work (read at each "from"). */
const FROM_TEAM_AT = /(?:the[ \u00a0]+)?(?:accounting|accounts|marketing|finance|hr|HR|sales|legal|it|IT|ops|operations|support|engineering|design|product|procurement|payroll|admin|reception|compliance|security|logistics|purchasing|billing|research|devops|qa|QA|customer service|work|school|church|class|uni|college|the office|office|gym|next door|upstairs|downstairs|across the street|[Aa]ccounting|[Mm]arketing|[Ff]inance|[Ss]ales|[Ll]egal|[Ss]upport|[Ee]ngineering|[Pp]ayroll)(?![\p{L}\p{M}])/uy;
/** Greetings of chat before a given name and a comma or a stop ("yo marco, send me", "oi gabriela,"). */
const GREETINGS = new Set("yo oi ey hola ciao salut hallo hej hei moin sup heya hiya howdy hi hey hello dear".split(" "));
const GREETING_FIRST = new Set([...GREETINGS].map((w) => w.charCodeAt(0)));
/** Words for a group after a greeting ("Hej alla", "Ciao tutti"): some are given names too (Alla, Tutti). */
const GROUP_WORDS = new Set("alla alle allen todos todas tutti tous toutes everyone everybody all guys folks team gang people chicos chicas ragazzi leute jongens allemaal iedereen".split(" "));
/** A message, a letter, a card to someone ("die Mail an Lukas", "de mail aan Sanne", "mejl till Linnea"). */
const MESSAGE_NOUNS = new Set(
  ("mail e-mail email nachricht brief karte gruß grüße antwort einladung sms bericht berichtje kaart antwoord uitnodiging mejl mejlet meddelande brev " +
    "message lettre mensaje carta messaggio lettera mensagem note letter text card invitation reply invite").split(" "),
);
const TO_WORDS = new Set("an aan till til à a para per for to pour voor".split(" "));
/** A feast of one person or a couple ("le mariage d'Antoine et Léa", "il compleanno di Beatrice", "the wedding of Ana and Luis"). */
const EVENT_NOUNS = new Set(
  ("birthday wedding funeral farewell retirement graduation christening baptism anniversaire mariage baptême bapteme départ enterrement " +
    "compleanno matrimonio battesimo laurea cumpleaños boda bautizo despedida aniversário casamento batizado verjaardag bruiloft afscheid doop").split(" "),
);
const OF_WORDS = new Set("of de di du da do del della van".split(" "));
const AND_WORDS = new Set("et and y e en och & und".split(" "));
const FEELING_VERBS = new Set("thought liked loved enjoyed hated felt meant wanted needed prefers preferred likes loves thinks wants needs".split(" "));
const TASTE_VERBS = new Set("wrote liked loved enjoyed hated drew sang writes likes loves enjoys".split(" "));
/** A given name of the lists that is also a place, no common word (Amara, Florence). */
function givenPlace(w: string): boolean {
  const f = lexFlags(lower(w));
  return (f & FLAG.GIVEN) !== 0 && (f & FLAG.COMMON) === 0 && !MONTHS.has(lower(w));
}
/** Verbs and particles that are given names too (Will, May, Sunny): no one's name before "from". */
const FUNCTION_WORDS = new Set("will may can must might shall could would should did does are was were been have has had get got not also just even still only came come went sent heard moved back away apart".split(" "));
const WAS_LEAD = new Set("zusammen mir uns dir ihm ihr nicht weiß weißt sag sage frag frage erzähl erzähle erkläre schreib schreibe fasse wissen".split(" "));
const DETERMINERS = new Set("a an the this that my your his her our their some any one every each no".split(" "));
const REL_WORDS = new Set(["what", "that", "which", "whom"]);
const REL_VERBS = new Set(
  ("gave sent wrote said made took thought brought told left found chose drew did had got bought paid meant liked loved enjoyed hated wanted " +
    "needed raised filed shared suggested proposed recommended mentioned asked gives sends writes says likes loves wants needs thinks prefers").split(" "),
);
const POSSESSIVE_WORDS = new Set("our my their his her your notre nuestro nuestra unser unsere unseren unserem unserer onze nostro nostra nosso nossa mon ma mi mein meine meinen meinem meiner".split(" "));
/** A person's role a few words after a possessive ("our new exchange student", "my old flatmate"). */
const PERSON_ROLE_AFTER = /^(?:[\p{Ll}-]+[ \u00a0]+){0,3}(?:student|intern|trainee|manager|colleague|coworker|co-worker|neighbou?r|friend|teacher|boss|hire|employee|engineer|developer|designer|nanny|tutor|coach|director|assistant|secretary|receptionist|guest|host|son|daughter|cousin|niece|nephew|flatmate|roommate|tenant|landlord|lead|analyst|volunteer|member|partner|wife|husband|girlfriend|boyfriend|baby|grandson|granddaughter|doctor|nurse|vet|pastor|priest|mentor|kollegen?|kollegin|collega|collègue|stagiaire|vecin[oa]|vizinh[oa]|buurvrouw|buurman|nachbarin|nachbarn?)s?(?![\p{L}])/u;
export function givenInFrameNames(text: string, out: Out): void {
  const n = text.length;
  // (each capital, comma and stop, found by one pattern: a loop over every character costs twice as much)
  FRAME_CHAR.lastIndex = 0;
  let run = 0;
  let lastEnd = -2;
  while (FRAME_CHAR.test(text)) {
    const q = FRAME_CHAR.lastIndex - 1;
    const c = text.charCodeAt(q);
    if (c === 44 || c === 33 || c === 63 || c === 58) {
      greetingFrame(text, q, out);
      continue;
    }
    // at a capital starting a word: a message to, a feast of, a relative clause's subject, an apposition
    const p = c >= 0xdc00 && c <= 0xdfff ? q - 1 : q;
    if (p > 0 && isLetter(text, p - 1)) continue;
    let e = FRAME_CHAR.lastIndex;
    while (e < n && isWordChar(text, e)) e++;
    // (the third capitalised word of a run and after: the two words before it are capitalised, no frame)
    run = p === lastEnd + 1 && isSpace(text.charCodeAt(p - 1)) ? run + 1 : 0;
    lastEnd = e;
    if (run < 2) capitalFrame(text, p, e, out);
    FRAME_CHAR.lastIndex = e;
  }
  // "jessica from accounting"
  for (let f = text.indexOf("from", 2); f >= 0; f = text.indexOf("from", f + 4)) {
    if (!isSpace(text.charCodeAt(f - 1)) || !isSpace(text.charCodeAt(f + 4))) continue;
    let q = f + 5;
    while (q < n && isSpace(text.charCodeAt(q))) q++;
    FROM_TEAM_AT.lastIndex = q;
    if (!FROM_TEAM_AT.test(text)) continue;
    const s = wordLeft(text, f);
    const e = WL_E;
    if (s < 0) continue;
    const w = text.slice(s, e);
    // (a given name that is also a word too, "tom from it", "bill from accounting"; not after a determiner: "the guy from IT")
    const f0 = lexFlags(lower(w));
    const lw = w.toLowerCase();
    const given = plainGiven(w) || ((f0 & FLAG.GIVEN) !== 0 && (f0 & FLAG.PLACE) === 0 && w.length >= 3 && !GROUP_WORDS.has(lw) && !FUNCTION_WORDS.has(lw) && !MONTHS.has(lw) && !(wordLeft(text, s) >= 0 && DETERMINERS.has(text.slice(WL_S, WL_E).toLowerCase())));
    if (given && !capBefore(text, s)) out.push([s, e]);
  }
}
const UPPER = /[\p{Lu}]/u;
const FRAME_CHAR = /[\p{Lu},!?:]/gu;
const LETTER = /[\p{L}\p{M}]/u;
const isSpace = (c: number) => c === 32 || c === 0xa0;
function isLetter(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? (c >= 97 && c <= 122) || (c >= 65 && c <= 90) : LETTER.test(text[i]);
}
function isUpperAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? c >= 65 && c <= 90 : UPPER.test(text[i]);
}
/** A letter, an apostrophe or a hyphen inside a word. */
function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 39 || c === 0x2019 || c === 45 ? i + 1 < text.length && isLetter(text, i + 1) : isLetter(text, i);
}
/** The word of letters before `e` (one or more spaces between): its start and end in WL_S / WL_E, or -1 (no array per call). */
let WL_S = -1;
let WL_E = -1;
function wordLeft(text: string, e: number): number {
  let x = e;
  while (x > 0 && isSpace(text.charCodeAt(x - 1))) x--;
  let s = x;
  while (s > 0 && isLetter(text, s - 1)) s--;
  WL_S = x === e || s === x ? -1 : s;
  WL_E = x;
  return WL_S;
}
function capitalFrame(text: string, p: number, e: number, out: Out): void {
  if (e - p < 3) return;
  const pc = text.charCodeAt(p - 1);
  // French elision: "le mariage d'Antoine"
  if ((pc === 39 || pc === 0x2019) && p >= 2 && (text[p - 2] === "d" || text[p - 2] === "D") && (p < 3 || !isLetter(text, p - 3))) {
    const s0 = wordLeft(text, p - 2);
    if (s0 >= 0 && EVENT_NOUNS.has(text.slice(s0, WL_E).toLowerCase()) && plainGiven(text.slice(p, e))) {
      out.push([p, e]);
      partner(text, e, out);
    }
    return;
  }
  if (!isSpace(pc)) return;
  const s1 = wordLeft(text, p);
  const e1 = WL_E;
  if (s1 < 0 || e1 - s1 > 14) return;
  const s2 = wordLeft(text, s1);
  const e2 = WL_E;
  // (inside a run of capitalised words: no frame, "Aaaa Bbbb Cccc")
  if (s2 >= 0 && isUpperAt(text, s1) && isUpperAt(text, s2)) return;
  const w = text.slice(p, e);
  const w1 = text.slice(s1, e1).toLowerCase();
  const w2 = s2 >= 0 ? text.slice(s2, e2).toLowerCase() : "";
  // a full name after a role noun
  if (ROLE_NOUNS.has(w1)) return roleFull(text, p, e, w, out);
  // a message to someone
  if (TO_WORDS.has(w1) && (MESSAGE_NOUNS.has(w2) || (w2 === "mail" && text[s2 - 1] === "-"))) {
    if (plainGiven(w) && !(e < text.length && isSpace(text.charCodeAt(e)) && UPPER.test(text[e + 1] ?? ""))) out.push([p, e]);
    return;
  }
  // a feast of someone
  if (OF_WORDS.has(w1) && EVENT_NOUNS.has(w2)) {
    if (plainGiven(w)) {
      out.push([p, e]);
      partner(text, e, out);
    }
    return;
  }
  // German / Dutch "was Lena gestern schrieb", "wat Daan zei": a given name before a lower-case word
  // (German "was" after a comma or a verb of telling only: English "was" is a verb, "the winner was Chelsea")
  if ((w1 === "wat" || (w1 === "was" && (text.charCodeAt(s1 - 2) === 44 || (s2 >= 0 && WAS_LEAD.has(w2))))) && text.charCodeAt(s1) >= 97) {
    if (plainGiven(w) && /^[ \u00a0]+[\p{Ll}]/u.test(text.slice(e, e + 3))) out.push([p, e]);
    return;
  }
  // a relative clause's subject: "what Svetlana liked", "the notes Farida sent", "the cover letter Priyanka drafted"
  const lowerNoun = w1.length >= 3 && text.charCodeAt(s1) >= 97;
  if (REL_WORDS.has(w1) || (lowerNoun && (w2 === "the" || (s2 >= 0 && text.charCodeAt(s2) >= 97 && wordLeft(text, s2) >= 0 && text.slice(WL_S, WL_E).toLowerCase() === "the")))) {
    const verb = /^[ \u00a0]+([\p{Ll}]+)(?![\p{L}])/u.exec(text.slice(e, e + 20));
    if (verb && (REL_VERBS.has(verb[1]) || (verb[1].length >= 5 && verb[1].endsWith("ed")))) {
      // (any name of the lists before a verb of feeling or thinking, "what Radoslaw thought"; else a given name:
      // companies are named like surnames, "what Tesla reported")
      // (a given name that is also a place before a verb of writing or liking, "the speech Amara wrote"; cities "say" and "want")
      if (plainGiven(w) || (plainName(w) && FEELING_VERBS.has(verb[1])) || (TASTE_VERBS.has(verb[1]) && givenPlace(w))) out.push([p, e]);
      return;
    }
  }
  // an apposition with a possessive: "for Yuki, our new exchange student"
  if (text.charCodeAt(e) === 44 && isSpace(text.charCodeAt(e + 1)) && !isUpperAt(text, e + 2)) {
    const m = /^,[ \u00a0]+([\p{Ll}]+)[ \u00a0]+[\p{Ll}]/u.exec(text.slice(e, e + 24));
    if (!m || !POSSESSIVE_WORDS.has(m[1])) return;
    // (a name of the lists before a person's role; else a given name: "Tesla, our supplier")
    if ((plainGiven(w) || (plainName(w) && PERSON_ROLE_AFTER.test(text.slice(e + m[0].length - 1, e + m[0].length + 40)))) && !capBefore(text, p)) out.push([p, e]);
  }
}
/** The second of a couple: "… d'Antoine et Léa", "… of Ana and Luis". */
function partner(text: string, e: number, out: Out): void {
  const m = /^[ \u00a0]+([\p{L}&]+)[ \u00a0]+(?:(?:de|di|d['\u2019])[ \u00a0]*)?([\p{Lu}][\p{Ll}\p{M}'\u2019]+)(?![\p{L}\p{M}])/u.exec(text.slice(e, e + 40));
  if (m && AND_WORDS.has(m[1].toLowerCase()) && plainGiven(m[2])) out.push([e + m[0].length - m[2].length, e + m[0].length]);
}
/** At a comma or a stop: a greeting of chat and a given name before it ("yo marco,", "hey, Dani!"). */
function greetingFrame(text: string, q: number, out: Out): void {
  let x = q;
  while (x > 0 && isSpace(text.charCodeAt(x - 1))) x--;
  let s = x;
  while (s > 0 && isLetter(text, s - 1)) s--;
  if (x - s < 3) return;
  let g = s;
  while (g > 0 && isSpace(text.charCodeAt(g - 1))) g--;
  if (g === s) return;
  if (g > 0 && (text.charCodeAt(g - 1) === 44 || text.charCodeAt(g - 1) === 33)) g--;
  let gs = g;
  while (gs > 0 && isLetter(text, gs - 1)) gs--;
  if (g - gs < 2 || g - gs > 5 || !GREETING_FIRST.has(text.charCodeAt(gs) | 32) || !GREETINGS.has(text.slice(gs, g).toLowerCase())) return;
  const w = text.slice(s, x);
  if (plainGiven(w) && !GROUP_WORDS.has(w.toLowerCase())) out.push([s, x]);
}
/** A capitalised word right before `at` (one space between): the word is part of a longer run. */
function capBefore(text: string, at: number): boolean {
  const c = text.charCodeAt(at - 1);
  if (c !== 32 && c !== 0xa0) return false;
  let s = at - 1;
  while (s > 0 && /[\p{L}\p{M}'\u2019-]/u.test(text[s - 1])) s--;
  return s < at - 1 && /^[\p{Lu}]/u.test(text[s]) && !SENTENCE_WORDS.has(text.slice(s, at - 1));
}
const SENTENCE_WORDS = new Set("What That Which The For To With And Or But So If When Can Could Would Should Please Tell Ask Write Send Draft Make Find List Plan Summarise Summarize Rewrite Help Is Are Do Does Did I My Our".split(" "));

// ---------------------------------------------------------------- romanised Korean given names (Sung-min, Seo-yeon)
const KO_ROMAN = /(?<![\p{L}\p{M}\-])([A-Z][a-z]{0,5})-([a-z]{1,6})(?![\p{L}\p{M}\-])/gu;
/** One romanised Korean syllable (Revised Romanisation and McCune–Reischauer spellings of names). */
const KO_SYL = /^(?:g|k|kk|n|d|t|tt|r|l|m|b|p|pp|s|ss|sh|j|jj|ch|h|w|y)?(?:a|ae|ya|yae|eo|e|yeo|ye|o|wa|wae|oe|yo|u|oo|wo|we|wi|yu|eu|ui|i|ee|ou)(?:k|n|t|l|m|p|ng|h)?$/;
const VOWELS = /[aeiouy]+/g;
const KO_NOT_FIRST = new Set("re uh oh no so yo ha he bye pre co ex non sub mid self well all one two de e t x u a o i".split(" "));
const KO_NOT_SECOND = new Set("up on in it off ish oh ho ha do to go so no yo ya i a e o u me we he us an am".split(" "));
export function koreanRomanNames(text: string, out: Out): void {
  KO_ROMAN.lastIndex = 0;
  for (let m = KO_ROMAN.exec(text); m; m = KO_ROMAN.exec(text)) {
    const a = m[1].toLowerCase();
    const b = m[2];
    if (!KO_SYL.test(a) || !KO_SYL.test(b)) continue;
    // (a reduplication: Ping-pong, Hip-hop, Yo-yo, Ding-dong)
    if (a === b || a.replace(VOWELS, "V") === b.replace(VOWELS, "V") || a.slice(1) === b.slice(1)) continue;
    // (an English prefix or particle: Re-do, Uh-oh, Pop-up, Sit-in, Hook-up)
    if (KO_NOT_FIRST.has(a) || KO_NOT_SECOND.has(b)) continue;
    const f = lexFlags(`${a}-${b}`);
    if (f & (FLAG.COMMON | FLAG.PLACE) && !(f & FLAG.GIVEN)) continue;
    out.push([m.index, m.index + m[0].length]);
  }
}

// ---------------------------------------------------------------- a full name after a role noun
/** Role nouns before a full name ("to candidate Rebecca Thornton", "an Bewerberin Franziska Hoffmann"); read in capitalFrame. */
const ROLE_NOUNS = new Set(
  ("candidate applicant patient tenant customer client student pupil employee volunteer intern trainee policyholder member resident guest " +
    "passenger contractor nominee subscriber claimant attendee participant bewerberin bewerber kandidatin kandidat mieterin mieter kundin kunde patientin " +
    "candidato candidata cliente paciente inquilino inquilina empleado empleada alumno alumna candidat locataire stagiaire patiente kandidaat huurder klant sollicitant").split(" "),
);
const NEXT_CAP = /^[ \u00a0]+([\p{Lu}][\p{Ll}\p{M}'\u2019]+(?:-[\p{Lu}]?[\p{Ll}\p{M}'\u2019]+)?)(?![\p{L}\p{M}])/u;
/** A full name after a role noun; the surname may be a place too (Thornton, Bruno), not a common word alone (Service Desk). */
function roleFull(text: string, p: number, e: number, w: string, out: Out): void {
  const m = NEXT_CAP.exec(text.slice(e, e + 40));
  if (!m) return;
  const f2 = lexFlags(lower(m[1]));
  const sur = (f2 & (FLAG.SURNAME | FLAG.NAME)) !== 0 ? !(f2 & FLAG.COMMON) || (f2 & FLAG.SURNAME) !== 0 : f2 === 0 && m[1].length >= 4;
  if (sur && plainGiven(w)) out.push([p, e + m[0].length]);
}

// ---------------------------------------------------------------- SURNAME, Given
const CAPS_TITLE = /(?<![\p{L}\p{M}])([\p{Lu}]{2}[\p{Lu}'\u2019-]*),[ \u00a0]+([\p{Lu}][\p{Ll}\p{M}'\u2019]+(?:-[\p{Lu}][\p{Ll}\p{M}'\u2019]+)?)(?![\p{L}\p{M}])/gu;
export function capsTitleNames(text: string, out: Out): void {
  CAPS_TITLE.lastIndex = 0;
  for (let m = CAPS_TITLE.exec(text); m; m = CAPS_TITLE.exec(text)) {
    const fs = lexFlags(m[1].toLowerCase());
    const surname = (fs & FLAG.SURNAME) !== 0 || ((fs & FLAG.NAME) !== 0 && (fs & (FLAG.COMMON | FLAG.PLACE)) === 0) || (fs === 0 && m[1].length >= 4);
    if (!surname || !plainGiven(m[2])) continue;
    out.push([m.index, m.index + m[0].length]);
  }
}

// ---------------------------------------------------------------- authors of a reference
const AUTHOR = /(?<![\p{L}\p{M}])((?:(?:de|van|von|da|di|del|van der|van den|le|la|du|dos|al)[ \u00a0])?[\p{Lu}][\p{Ll}\p{M}'\u2019]+(?:[ -][\p{Lu}][\p{Ll}\p{M}'\u2019]+)?),[ \u00a0]+((?:[\p{Lu}]\.[ \u00a0-]?){1,3})/gu;
const AUTHOR_GAP = /^[ \u00a0]*,?[ \u00a0]*(?:(?:&|and|y|und|et|e|en)[ \u00a0]*)?$/;
const YEAR_AFTER = /^[ \u00a0,]*(?:et[ \u00a0]al\.?[ \u00a0,]*)?\((?:1[89]|20)\d\d[a-z]?[),]/;
export function citationNames(text: string, out: Out): void {
  AUTHOR.lastIndex = 0;
  let chain: Array<readonly [number, number]> = [];
  let lastEnd = -1;
  const flush = (after: number) => {
    if (chain.length >= 2 || (chain.length === 1 && YEAR_AFTER.test(text.slice(after, after + 24)))) out.push(...chain);
    chain = [];
  };
  for (let m = AUTHOR.exec(text); m; m = AUTHOR.exec(text)) {
    const end = m.index + m[0].length;
    const f = lexFlags(lower(m[1].replace(/^.*[ \u00a0]/, "")));
    const ok = !(f & FLAG.COMMON && !(f & NAMEISH)) && !(f & FLAG.PLACE && !(f & NAMEISH));
    if (chain.length > 0 && !AUTHOR_GAP.test(text.slice(lastEnd, m.index))) flush(lastEnd);
    if (ok) chain.push([m.index, end - (m[0].endsWith(" ") ? 1 : 0)]);
    else flush(lastEnd);
    lastEnd = end;
  }
  if (chain.length > 0) flush(lastEnd);
}

// ---------------------------------------------------------------- CJK full names, the honorific elsewhere
const ZH_SURNAMES = new Set([..."王李张劉刘陈陳杨楊黄黃赵趙周吴吳徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖田董袁潘蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋付方白邹鄒孟熊秦邱江尹薛闫段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯欧歐"]);
const HAN_RUN = /[\u3400-\u9fff\u3005]{2,6}/gu;
const HAN_CHAR = /[\u3400-\u9fff\u3005]/;
const KANA = /[\u3040-\u30ff]/;
const LATIN = /[A-Za-z]/;
/** Words and places a Han run may start with that are no name (a surname's character is a word too). */
const CJK_STOP = /^(?:高兴|高興|方便|任何|马上|馬上|金融|石油|白色|黄色|黃色|江湖|周末|周年|程序|许多|許多|万一|萬一|林业|林業|田中央|高级|高級|高中|高铁|高鐵|東京|东京|本田技研|中国|中國|日本)/u;
const JA_AFTER = /^(?:は|が|を|に|で|と|の|へ|宛|です|でした|、|。|？|！|\?|!|,|\s)/u;
const JA_BEFORE = /(?:は|が|を|に|で|と|の|へ|、|。|「|『|\s|^)$/u;
const ZH_BEFORE = /(?:写|寫|给|給|是|叫|致|寄给|寄給|发给|發給|收件人|联系人|聯繫人|：|:|\s)$/u;
const ZH_AFTER = /^(?:，|。|？|！|、|,|\s|的|吗|嗎|还是|還是)/u;
export function cjkContextNames(text: string, out: Out): void {
  const mixed = LATIN.test(text);
  HAN_RUN.lastIndex = 0;
  for (let m = HAN_RUN.exec(text); m; m = HAN_RUN.exec(text)) {
    const run = m[0];
    const a = m.index;
    const b = a + run.length;
    if (CJK_STOP.test(run)) continue;
    const before = text.slice(Math.max(0, a - 4), a);
    const after = text.slice(b, b + 4);
    const jaSurname = (run.length >= 3 && run.length <= 5 && (lexFlags(run.slice(0, 2)) & FLAG.SURNAME) !== 0) || (run.length >= 4 && run.length <= 6 && (lexFlags(run.slice(0, 3)) & FLAG.SURNAME) !== 0);
    const zh = (run.length === 3 || run.length === 2) && ZH_SURNAMES.has(run[0]);
    // an isolated run in a Latin-script sentence ("the client is 中村拓也 — …")
    const isolated = mixed && (a === 0 || !HAN_CHAR.test(text[a - 1])) && !KANA.test(text[a - 1] ?? "") && !KANA.test(text[b] ?? "");
    if (isolated && (jaSurname || (zh && run.length === 3))) {
      out.push([a, b]);
      continue;
    }
    // Japanese: between particles (宛名は鈴木一郎でいい)
    if (jaSurname && JA_BEFORE.test(before) && JA_AFTER.test(after)) {
      out.push([a, b]);
      continue;
    }
    // Chinese: after a verb of writing or naming (信封上写刘建华，)
    for (const n of [3, 2]) {
      if (run.length < n + 1) continue;
      const cand = run.slice(run.length - n);
      const lead = text.slice(Math.max(0, b - n - 4), b - n);
      if (ZH_SURNAMES.has(cand[0]) && ZH_BEFORE.test(lead) && ZH_AFTER.test(after) && !CJK_STOP.test(cand)) {
        out.push([b - n, b]);
        break;
      }
    }
  }
  // Korean: a three-syllable name before a particle of address or of being (최지우인데, 김하늘에게)
  KO_PARTICLE.lastIndex = 0;
  for (let m = KO_PARTICLE.exec(text); m; m = KO_PARTICLE.exec(text)) {
    const n = m[1];
    if (!KO_SURNAMES.has(n[0]) || KO_STOP.has(n)) continue;
    out.push([m.index, m.index + 3]);
  }
}
const KO_SURNAMES = new Set([..."김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용"]);
const KO_PARTICLE = /(?<![\uac00-\ud7a3])([\uac00-\ud7a3]{3})(?:인데|이에요|입니다|에게|한테|이랑|이라는|이라고)(?![\uac00-\ud7a3])/gu;
const KO_STOP = new Set("이메일 이번주 이번달 정보를 고객님 선생님 사장님 부장님 과장님 대표님 교수님 원장님 팀장님 이사님 회사원 공무원 한국어 한국인 조선인 이야기 오늘은".split(" "));

// ---------------------------------------------------------------- not persons
const MONTH_NOUN = /^(?:monat|monats|maand|month|mes|mese|mês|mois|månad|månaden|måned|måneden|miesiąc|miesiąca)$/;
const MONTH_NOUN_BEFORE = /(?<=(?<![\p{L}])(?:[Mm]onat|[Mm]onats|[Mm]aand|[Mm]onth(?:[ \u00a0]+of)?|[Mm]es(?:[ \u00a0]+de)?|[Mm]ese(?:[ \u00a0]+di)?|[Mm]ês(?:[ \u00a0]+de)?|[Mm]ois(?:[ \u00a0]+de|[ \u00a0]+d['\u2019])?|[Mm]ånad(?:en)?|[Mm]åned(?:en)?)[ \u00a0]*)/uy;
const INSTITUTION_HEADS = new Set(
  (
    "kamer kammer raad rat senaat senat senate bundestag bundesrat landtag tribunal tribunale conseil consiglio consejo conselho parlement parliament parlamento parlament " +
    "congress congreso congresso kongress court hof gerichtshof rekenkamer ministerie ministerium ministère ministerio gemeente gemeinde provincie staten staten-generaal " +
    "commissie kommission commission council assembly assemblée asamblea assemblea cortes knesset duma sejm senado senato riksdag riksdagen folketing folketinget storting " +
    "stortinget eduskunta lords commons camera cámara câmara chambre supremo corte costituzionale constitucional constitutionnel verfassungsgericht bundesverfassungsgericht bundesgerichtshof handelskammer"
  ).split(" "),
);
const INSTITUTION_TAIL = /(?:kamer|kammer|raad|gericht|ministerium|ministerie|(?:betriebs|stadt|gemeinde|bundes|aufsichts|personal|eltern|kreis|beirat|sicherheits|senats|verwaltungs|stiftungs)rat)$/;
/** An honorific before a surname that is also an institution's word ("Frau Kammer", "Mr Court"). */
const HONORIFIC_WORDS = new Set("mr mrs ms mx dr prof herr herrn frau mme mevrouw meneer dhr mevr signor signora sig sr sra".split(" "));
const HONORIFIC_BEFORE = /(?<=(?<![\p{L}])(?:Mr|Mrs|Ms|Mx|Dr|Prof|Herr|Herrn|Frau|Mme|Mevrouw|Meneer|Dhr|Mevr|Signor|Signora|Sig|Sr|Sra|[Dd]e [Hh]eer)\.?[ \u00a0]+)/uy;
const ORDINALS = new Set("eerste tweede derde erste zweite dritte".split(" "));
const COLOURS = new Set(
  (
    "green blue red white grey gray black pink purple yellow orange brown beige gold silver teal turquoise violet lilac cream bronze copper khaki maroon " +
    "magenta cyan indigo mauve taupe charcoal navy aqua lavender grün gruen blau rot gelb weiß weiss schwarz grau braun rosa lila vert bleu rouge jaune blanc " +
    "noir gris verde azul rojo amarillo blanco negro morado marrón naranja preto branco cinza amarelo vermelho laranja roxo marrom blu rosso arancione marrone oranje bruin giallo bianco nero grigio groen blauw rood geel wit zwart grijs paars roze"
  ).split(" "),
);
const PRODUCT_NOUNS = new Set(
  "set sets doll dolls blaster blasters toy toys kit kits brick bricks figure figures figurine figurines playset castle vacuum reader track tracks console phone laptop tablet sneakers bike scooter game games card cards collection bundle pack box modell model".split(" "),
);
const DETERMINER_BEFORE = /(?<=(?<![\p{L}])(?:[Aa]|[Aa]n|[Tt]he|[Ww]hich|[Ww]hat|[Bb]est|[Nn]ew|[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Cc]heapest|[Cc]heap|[Gg]ood|[Gg]reat|[Ff]irst|[Oo]ld|[Vv]intage|[Ss]ome|[Aa]ny|[Uu]sed|[Ee]in|[Ee]ine|[Ee]inen|[Ww]elches|[Ww]elcher|[Ww]elche|[Ll]e|[Ll]a|[Ll]es|[Uu]n|[Uu]ne|[Ee]l|[Ll]os|[Uu]na|[Ii]l|[Ll]o|[Oo]|[Uu]m|[Uu]ma|[Hh]et|[Ee]en)[ \u00a0]+)/uy;
/** Feasts that are given names too (Natale, Pascual, Noël): alone, a feast. */
const FEAST_NAMES = new Set("natale pasqua noël noel navidad pascua pascual weihnachten ostern pfingsten kerstmis pasen natal páscoa jul påsk befana ferragosto epifania wigilia wigilię wielkanoc koningsdag boże narodzenie".split(" "));
const DETERMINER_WORDS = new Set("a an the which what best new my your his her our their this that these those cheapest good great first old vintage some any used".split(" "));
const FEAST_HEADS = new Set("día dia noche fiesta festa fête fete semana feast jour giorno dag tag nacht night nuit journée".split(" "));
/** Toy brands (a knowledge list, from general knowledge): names of no person in chat. */
const TOY_BRANDS = new Set("lego duplo playmobil barbie nerf furby tamagotchi hot wheels matchbox meccano sylvanian polly pocket fisher-price vtech hasbro mattel ravensburger schleich brio hatchimals bratz pokémon pokemon".split(" "));
const FEAST_PARTICLES = new Set("de di del della of du des do da dos das van von".split(" "));
/** "… Day" is a feast after these words ("on Columbus Day", "happy Australia Day"); "Doris Day" is a person. */
const FEAST_DAY_BEFORE = /(?<=(?<![\p{L}])(?:[Oo]n|[Hh]appy|[Cc]elebrate[sd]?|[Cc]elebrating|[Uu]ntil|[Bb]efore|[Aa]fter|[Ss]ince|[Ff]or|[Oo]f)[ \u00a0]+(?:the[ \u00a0]+)?)/uy;
const FEAST_TAILS = new Set("day eve night tag dag".split(" "));
const SAINTS = new Set("sankt sint são sao svatý święty".split(" "));
const PARTICLE_AFTER = /^[ \u00a0]+(?:de|di|del|della|of|du|des|do|da|dos|das|van|von)(?![\p{L}])/u;
const FEAST_BEFORE = /(?<=(?<![\p{L}])(?:[Dd][íi]a|[Nn]oche|[Ff]iesta|[Ff]esta|[Ff][êe]te|[Ss]emana|[Ff]east|[Jj]our|[Gg]iorno|[Dd]ag|[Nn]acht|[Nn]ight)[ \u00a0]+(?:de|di|del|della|of|du|des|do|da|dos|das|van|von)(?:[ \u00a0]+(?:la|las|los|le|les|the|el))?[ \u00a0]+(?:(?:San|Santa|Santo|Saint|Sankt|Sint|São|St\.?)[ \u00a0-]+)?)/uy;
/** Whether the span [a, b) (its words lower-cased: `low`) is one of round 22's things, not a person. */
export function r22NotPerson(text: string, a: number, b: number, low: readonly string[], prevW: string, nextW: string): boolean {
  const n = low.length;
  const nl = nextW === "" ? "" : nextW.toLowerCase();
  let month = false;
  let inst = ORDINALS.has(low[0]) || INSTITUTION_HEADS.has(nl);
  for (const w of low) {
    if (MONTHS.has(w)) month = true;
    if (INSTITUTION_HEADS.has(w) || (w.length >= 7 && INSTITUTION_TAIL.test(w))) inst = true;
  }
  // a month after a word for month ("den Monat Mai", "the month of June")
  if (month && (low.some((w) => MONTH_NOUN.test(w)) || MONTH_NOUN.test(prevW.toLowerCase()) || at(MONTH_NOUN_BEFORE, text, a))) return true;
  // a parliament, a council, a court: no given name beside the head ("de Tweede Kamer", "Raad van State"; "Margaret Court" stays)
  if (inst && !low.some((w) => w.length >= 3 && !INSTITUTION_HEADS.has(w) && plainGivenLower(w)) && !HONORIFIC_WORDS.has(low[0]) && !at(HONORIFIC_BEFORE, text, a)) return true;
  // a colour's name: a colour word last (or first, the Romance order: "Verde Salvia", "Bleu Nuit"), the other words
  // common words or no names ("Sage Green", "Navy Blue"; "Emma Green", "Jia Hui Tan" stay)
  const colourNext = nl !== "" && COLOURS.has(nl);
  const colourFirst = n >= 2 && COLOURS.has(low[0]);
  if ((colourNext || colourFirst || (n >= 2 && COLOURS.has(low[n - 1]))) && !at(HONORIFIC_BEFORE, text, a)) {
    const rest = low.filter((w) => !COLOURS.has(w));
    // (a given name that is also a word beside a colour is a person unless the sentence is about colours: "Jack White sang")
    const given = rest.some((w) => lexFlags(w) & FLAG.GIVEN);
    // (only colour words, "Rosa Verde": a person unless the sentence is about colours; a colour first or no given name
    // beside it, "Verde Oliva", "Mos Groen": a colour when it is)
    if (rest.length === 0) return colourTalk(text, a, b);
    if (rest.every((w) => !plainGivenLower(w) && (lexFlags(w) & FLAG.COMMON || !(lexFlags(w) & NAMEISH))) && (!given || colourTalk(text, a, b))) return true;
    if ((colourFirst || !given) && colourTalk(text, a, b)) return true;
  }
  // toy brands (a knowledge list: Lego, Playmobil, Barbie …)
  if (low.some((w) => TOY_BRANDS.has(w)) || (n === 1 && nl !== "" && TOY_BRANDS.has(`${low[0]} ${nl}`))) return true;
  // a brand before a product noun, after a determiner ("the best Lego set", "a Barbie doll")
  if (n <= 2 && nextW === "" && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 0xa0)) {
    const nx = /^[ \u00a0]+([\p{Ll}]+)/u.exec(text.slice(b, b + 16));
    if (nx && PRODUCT_NOUNS.has(nx[1]) && ((n === 2 && DETERMINER_WORDS.has(low[0])) || at(DETERMINER_BEFORE, text, a))) return true;
  }
  // feasts: "Día de …", "… Day", "Saint Patrick's Day", "Sankt Nikolaus", "Festa di San Giuseppe", "per Natale"
  if (FEAST_HEADS.has(low[0]) && ((n > 1 && FEAST_PARTICLES.has(low[1])) || PARTICLE_AFTER.test(text.slice(b, b + 8)))) return true;
  if ((FEAST_TAILS.has(nl) && (nl !== "day" || at(FEAST_DAY_BEFORE, text, a))) || SAINTS.has(low[0]) || SAINTS.has(prevW.toLowerCase()) || (n === 1 && FEAST_NAMES.has(low[0])) || (n === 2 && FEAST_NAMES.has(low[0]) && FEAST_NAMES.has(low[1]))) return true;
  const c = text.charCodeAt(b);
  if ((c === 39 || c === 0x2019) && /^['\u2019]s[ \u00a0]+(?:Day|Eve|Night)(?![\p{L}])/u.test(text.slice(b, b + 10))) return true;
  return at(FEAST_BEFORE, text, a);
}
const COLOUR_TALK = /(?<![\p{L}])(?:paint|painted|colou?rs?|shades?|walls?|dress|sofa|curtains?|kitchen|bedroom|bathroom|nursery|living room|door|tiles?|fabric|finish|floor|flooring|carpet|rug|cabinets?|trim|accent|decor|palette|swatch(?:es)?|hue|tone|matte|gloss|jumper|sweater|comes in|available in|Farbe|Wand|Küche|Sofa|Kleid|streichen|gestrichen|couleur|peindre|peint|mur|voiture|canapé|robe|cuisine|existe en|kleur|verf|muur|keuken|bank|pintura|pintar|pinto|pared|parede|cocina|cozinha|coche|carro|vestido|sofá|disponible|disponível|color|cor|vernice|colore|parete|divano|vestito|cucina|dipingere|disponibile)(?![\p{L}])/iu;
const COLOUR_WORD = new RegExp(`(?<![\\p{L}])(?:${[...COLOURS].join("|")})(?![\\p{L}])`, "giu");
/** The sentence around [a, b) talks about colours: a colour word outside the span, or a word of paint and fabric. */
function colourTalk(text: string, a: number, b: number): boolean {
  for (const win of [text.slice(Math.max(0, a - 80), a), text.slice(b, b + 80)]) {
    if (COLOUR_TALK.test(win)) return true;
    COLOUR_WORD.lastIndex = 0;
    if (COLOUR_WORD.test(win)) return true;
  }
  return false;
}
/** Whether a lookbehind pattern (sticky) holds right before `i`. */
function at(re: RegExp, text: string, i: number): boolean {
  re.lastIndex = i;
  return re.test(text);
}
function plainGivenLower(w: string): boolean {
  const f = lexFlags(w.replace(/[,.;:]+$/, ""));
  return (f & FLAG.GIVEN) !== 0 && (f & FLAG.COMMON) === 0;
}
