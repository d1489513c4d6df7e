import { FLAG, foldWord, lexFlags } from "./lexicon";

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
 * - Round 16 (labelled/pii-r16-names.ts): a given name first in a sentence or a line before a lower-case word (not in
 *   Vietnamese nor a question; no folded or inflected reading); after a time word and a comma, or a time word and a
 *   verb (verb-second: "Igår skickade Linnea"); after "o" (Portuguese), a personal "a" or a particle after a verb of
 *   telling ("Pregúntale a Rocío", "Frag mal Katrin"); after thanks of ~20 languages; a word no list knows after a verb
 *   of addressing before a pronoun or a mark ("Tell Mahlet we …"); user names (handleNames), a last line's signature
 *   (lastLineSignature), lower-case subjects in chat (lowerSlotNames), one given name in quotes (quotedNames).
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
    if (w.length < 3) continue;
    if (at === 0 || (at >= 2 && !isSpace(text.charCodeAt(at - 1)) && LINE_START.test(text.slice(Math.max(0, at - 2), at)))) {
      // round 16: a given name first in the text or a line before a lower-case word: a clause's subject ("Sigrid har …")
      if (afterWord(text, end) === 1 && subjectFirst(text, at, w)) out.push([at, end]);
      continue;
    }
    if (at < 2 || !isSpace(text.charCodeAt(at - 1))) continue;
    const after = afterWord(text, end);
    if (after === 0) continue;
    const prev = wordBefore(text, at);
    if (!prev) {
      // round 16: a time word and a comma first in a sentence ("Demain, Aminata présentera …")
      if (after === 1 && text.charCodeAt(at - 2) === 44 && givenOnly(w)) {
        const t = /([\p{L}']+)$/u.exec(text.slice(Math.max(0, at - 20), at - 2))?.[1] ?? "";
        if (t && TIME_WORDS.has(t.toLowerCase()) && SENTENCE_START.test(text.slice(Math.max(0, at - 2 - t.length - 4), at - 2 - t.length))) out.push([at, end]);
      }
      continue;
    }
    const pl = prev.toLowerCase();
    if (OBJECT_MARKS.has(pl)) {
      // round 16: a person's object mark or a softening particle after a verb of telling or asking ("Avisa a Luana",
      // "Pregúntale a Rocío", "Frag mal Katrin")
      const v = wordBefore(text, at - prev.length - 1).toLowerCase();
      if ((PERSON_VERBS.has(v) || PERSON_VERBS_INTL.has(v) || PERSON_VERBS_INTL.has(foldWord(v))) && givenOnly(w)) {
        out.push([at, end]);
        continue;
      }
    }
    // round 16: verb-second order after a time word ("Igår skickade Linnea …", "Zítra přijede Radek …"), the article of
    // a given name in Portuguese ("Ontem o Thiago …"), the pronoun I and one verb first in a sentence ("I saw Ngozi at …")
    if (after === 1 && lowerAt(prev, 0) && secondWord(text, at - prev.length - 2)) {
      const t = wordBefore(text, at - prev.length - 1);
      if (t && (pl === "o" || t === "I" || TIME_WORDS.has(t.toLowerCase())) && !notPersonBefore(pl) && givenOnly(w)) {
        out.push([at, end]);
        continue;
      }
    }
    if (COORDINATORS.has(pl)) pairAt(text, at - prev.length - 1, w, out);
    if (notPersonBefore(pl)) continue;
    // a particle and a capitalised word after it: a street's or an institution's name ("Rua das Laranjeiras")
    if (after === 1 && PARTICLE_AFTER.test(text.slice(end, end + 12))) continue;
    // the slot: after a verb whose object is a person, a preposition of people, or before a clause's verb after a
    // subordinator, an auxiliary or a time word (a proper noun anywhere else may be a place, a language, a dish)
    const objectSlot = PERSON_VERBS.has(pl) || PERSON_VERBS_INTL.has(pl) || PERSON_PREPS.has(pl) || THANKS.has(pl);
    if (!objectSlot && !(SUBJECT_BEFORE.has(pl) && after === 1)) continue;
    // a capitalised word before: only a sentence's first word ("Does Magdalena still …", "Gestern hat …")
    if (!lowerAt(prev, 0) && !SENTENCE_START.test(text.slice(Math.max(0, at - prev.length - 4), at - prev.length - 1))) continue;
    // after a verb of dealing with a person: a surname or a name the lists know nowhere as a word ("pay Abdirahman")
    // (round 16: after thanks or a verb of dealing with a person, a word no list knows at all: "Tell Mahlet we …", "Congrats Bongani")
    if (!givenOnly(w) && !((PERSON_VERBS.has(pl) || THANKS.has(pl)) && (nameNotWord(w) || (unknownName(w) && (after === 2 || (ADDRESS_VERBS.has(pl) && ADDRESSEE_NEXT.test(text.slice(end, end + 12))) || (THANKS.has(pl) && THANKED_NEXT.test(text.slice(end, end + 10)))))))) continue;
    out.push([at, end]);
  }
}
/** Whether the word ending at the space `sp` is a sentence's first word (char codes only: no string is cut). */
function secondWord(text: string, sp: number): boolean {
  if (sp < 1 || !isSpace(text.charCodeAt(sp))) return false;
  let j = sp;
  while (j > 0 && wordChar(text, j - 1)) j--;
  if (j === sp) return false;
  if (j === 0) return true;
  const c = text.charCodeAt(j - 1);
  if (c === 10 || c === 34 || c === 40 || c === 0x201c) return true;
  return isSpace(c) && j >= 2 && ".!?\n".includes(text[j - 2]);
}
const LINE_START = /\n[ \t]*$|[.!?][ \u00a0]$/u;
/** Thanks and congratulations of ~20 languages: the capitalised word after one is a person spoken to. */
const THANKS = new Set(
  "thanks thank thx ty congrats congratulations kudos danke merci gracias grazie obrigado obrigada bedankt tack takk tak kiitos dzięki dziękuję děkuji köszönöm mulțumesc teşekkürler teşekkürler sağol makasih asante спасибо дякую ευχαριστώ".split(" "),
);
/** Time words that open a sentence before its verb and subject (verb-second languages too). */
const TIME_WORDS = new Set(
  ("yesterday today tomorrow tonight gestern heute morgen hier demain aujourd'hui ayer hoy mañana ieri oggi domani ontem hoje amanhã gisteren vandaag igår idag imorgon " +
    "wczoraj dziś jutro včera dnes zítra вчера сегодня завтра учора вчора dün bugün yarın kemarin besok jana leo kesho eilen tänään huomenna tegnap holnap mâine azi").split(" "),
);
/**
 * A given name first in a sentence or a line, before a lower-case word: the clause's subject ("Sigrid har ansvaret …",
 * "Afua said …"). Only a given name the lists know nowhere as a word, a place or a surname (a capitalised word first in
 * a sentence is any word), and not before a word that makes it a thing's name or a greeting's object.
 */
function subjectFirst(text: string, at: number, w: string): boolean {
  const lower = w.toLowerCase();
  // (as written: no inflected or folded reading, "Hangi" is no case of a name nor "Está" a name without its accent)
  if (w.length < 4 || CALENDAR.has(lower) || foldWord(lower) !== lower) return false;
  const f = lexFlags(lower);
  if ((f & GIVEN) === 0 || (f & (THING | SURNAME)) !== 0) return false;
  const rest = text.slice(at + w.length, at + w.length + 16);
  if (!SUBJECT_NEXT.test(rest)) return false;
  // (not in Vietnamese, whose syllables the lists hold as given names, nor in a question: a question's first word is
  // an interrogative of some language more often than a name)
  if (VIETNAMESE.test(text)) return false;
  const stop = text.slice(at).search(/[.!?\n]/);
  return stop < 0 || text[at + stop] !== "?";
}
const VIETNAMESE = /[\u0111\u01a1\u01b0\u1ea0-\u1ef9]/iu;
/** After a subject: a verb-like word (not a particle, an article, a preposition: "Maria de …", "Ana la …"). */
const SUBJECT_NEXT = /^[ \u00a0]+(?!(?:de|da|do|das|dos|del|della|di|van|von|du|des|la|le|el|y|e|i|and|et|und|of|the|in|on|at|a|o|é|es|est|is|was|ist|da)(?![\p{L}]))[\p{Ll}]/u;
/** Between a verb and its person: the Romance personal "a", German and Dutch softening particles. */
const OBJECT_MARKS = new Set("a à mal doch bitte eens even maar".split(" "));
/** Verbs of addressing a person (not "meet", "pay": "met" is Dutch "with", "pay Interac"). */
const ADDRESS_VERBS = new Set("ask asked tell told remind reminded ping pinged cc thank thanked congratulate".split(" "));
/** After an unknown word addressed: a pronoun or a preposition of a message ("Tell Mahlet we …", "cc Efua on …"). */
const ADDRESSEE_NEXT = /^[ \u00a0]+(?:we|i|you|he|she|they|that|if|on|about|for|re|when|know)(?![\p{L}])/u;
/** After thanks and a word no list knows: "on" or "again" ("Congrats Bongani on …"; "Kiitos Paljon for …" is "thanks a lot"). */
const THANKED_NEXT = /^[ \u00a0]+(?:on|again)(?![\p{L}])/u;
/** A word no list knows (not a word, place or name of any list), letters only, with a vowel: "Mahlet", "Bongani". */
function unknownName(w: string): boolean {
  return w.length >= 4 && flagsOf(w) === 0 && /^[\p{Lu}][\p{Ll}\p{M}]+$/u.test(w) && /[aeiouyáéíóúàèìòùâêîôûäëïöü]/.test(w.slice(1));
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
  ("asking telling meeting calling paying thanking reminding emailing texting inviting let " +
    // round 16: telling and asking in the imperative with a clitic (Spanish, Portuguese, Italian)
    "avisa avise avisale avísale preguntale pregúntale dile decile escribele escríbele manda mandale llamale llámale pergunte diz fala fale chiedigli digli " +
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
const COLON_LIST = /:[ \u00a0]*((?:[\p{Lu}][\p{Ll}\p{M}]+(?:[ \u00a0]\([^()\n]{1,24}\))?,[ \u00a0]*){1,}[\p{Lu}][\p{Ll}\p{M}]+(?:[ \u00a0]\([^()\n]{1,24}\))?)(?=[ \u00a0]*(?:$|[\n.;]))/gu;

/**
 * Round 16: a user name made of a given name and a surname (amara.okeke, @sunil_raman, h.tanaka) or a handle that is a
 * given name (@Ayesha): the first part a given name the lists know nowhere as a word or a place (or an initial), the
 * second a surname or a name and no word; not an e-mail address's local part, a host name nor a path.
 */
const HANDLE_TAIL = /^[\p{Ll}]{2,20}/u;
const HANDLE_HEAD = /[\p{Ll}]{1,20}$/u;
const HANDLE_NOT_AFTER = /^(?:\+|[ \u00a0]?[(\[{<]at[)\]}>]|["']?[ \u00a0]*:)/u;
const HANDLE_SUFFIX = /^(?:dev|devs|admin|test|tests|bot|bots|ops|app|apps|official|codes|code|io|hq|team|support|info|web)$/;
const HANDLE_AT = /@([\p{L}]{4,20})(?![\p{L}\p{M}\d_.@-]|\.[\p{L}\d])/uy;
function handleNames(text: string, out: Array<readonly [number, number]>): void {
  for (const mark of [".", "_"]) {
  for (let sep = text.indexOf(mark, 1); sep > 0; sep = text.indexOf(mark, sep + 1)) {
    // (char codes first: a lower-case letter on both sides; a sentence's full stop has a space after it)
    if (sep + 1 >= text.length || !lowerAt(text, sep + 1) || !lowerAt(text, sep - 1)) continue;
    const head = HANDLE_HEAD.exec(text.slice(Math.max(0, sep - 20), sep))?.[0] ?? "";
    const tail = HANDLE_TAIL.exec(text.slice(sep + 1, sep + 22))?.[0] ?? "";
    const a = sep - head.length;
    const b = sep + 1 + tail.length;
    // (whole: a space, a quote, "@" or a colon before; no more letters, digits, "@", a dot and a letter, a slash after)
    const before = a > 0 ? text[a - 1] : " ";
    if (!/[\s"'(@:,=<\[]/u.test(before) || (before === "@" && a > 1 && /[\p{L}\d]/u.test(text[a - 2]))) continue;
    if (b < text.length && /[\p{L}\p{M}\d_@\/-]/u.test(text[b])) continue;
    if (b + 1 < text.length && text[b] === "." && /[\p{L}\d]/u.test(text[b + 1])) continue;
    // (an e-mail address's local part written with a tag or spelled out, a record's key, a handle's role suffix)
    if (HANDLE_NOT_AFTER.test(text.slice(b, b + 6)) || HANDLE_SUFFIX.test(tail)) continue;
    const g = lexFlags(head);
    const f = lexFlags(tail);
    // (an initial only with a dot and a surname of five letters or more: "h.tanaka", not "s.loc", "a.bool", "x_len")
    const first = (head.length === 1 && text[sep] === "." && tail.length >= 5) || ((g & GIVEN) !== 0 && (g & THING) === 0 && head.length >= 3);
    const second = tail.length >= 3 && (f & (SURNAME | FLAG.NAME | (head.length === 1 ? 0 : GIVEN))) !== 0 && (f & FLAG.COMMON) === 0;
    if (first && second) out.push([a, b]);
  }
  }
  if (!text.includes("@")) return;
  for (let i = text.indexOf("@"); i >= 0; i = text.indexOf("@", i + 1)) {
    // (an e-mail address's "@" has a letter or a digit before it)
    if (i > 0 && /[\p{L}\d@]/u.test(text[i - 1])) continue;
    HANDLE_AT.lastIndex = i;
    const m = HANDLE_AT.exec(text);
    if (!m) continue;
    if (givenOnly(m[1]) && (lexFlags(m[1].toLowerCase()) & SURNAME) === 0) out.push([m.index + 1, m.index + m[0].length]);
  }
}

/**
 * Round 16: a signature on the text's last line (one or two capitalised words, the first a given name) under a short
 * sign-off line of any language ("Saludos,", "Mvh", "С уважением,", a dash alone).
 */
const blankAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 0xa0;
};
const SIGN_LINE = /^[\p{Lu}][\p{Ll}\p{M}]+(?:[ \u00a0][\p{Lu}][\p{Ll}\p{M}]+)?$/u;
function lastLineSignature(text: string, out: Array<readonly [number, number]>): void {
  let e = text.length;
  while (e > 0 && blankAt(text, e - 1)) e--;
  const nl = text.lastIndexOf("\n", e - 1);
  if (nl < 1) return;
  const line = text.slice(nl + 1, e).trim();
  if (!SIGN_LINE.test(line)) return;
  let pe = nl;
  while (pe > 0 && blankAt(text, pe - 1)) pe--;
  const ps = text.lastIndexOf("\n", pe - 1) + 1;
  const prev = text.slice(ps, pe).trim();
  // (the sign-off: at most three words and 30 characters, ending with a comma or no mark, or a dash alone)
  if (prev.length === 0 || prev.length > 30 || prev.split(/\s+/).length > 3 || !/(?:,|[\p{L}]|^[—–-]+)$/u.test(prev) || /^[\p{Lu}][\p{Ll}\p{M}]+$/u.test(prev) && givenOnly(prev)) return;
  const words = line.split(/[ \u00a0]/);
  if (!givenOnly(words[0]) || !fieldName(words)) return;
  const at = nl + 1 + text.slice(nl + 1).indexOf(line);
  out.push([at, at + line.length]);
}

/**
 * Round 16: in text without capitals, a given name (no word, place or calendar word) as a clause's subject before an
 * auxiliary or a verb of chat, or after a preposition of people or "me and" ("is kwame coming", "waiting on arjun",
 * "me and tomasz are", "dimas udah kirim").
 */
// (the first letter before the look-behind: the engine skips to a lower-case letter instead of trying the
// look-behind at every position; the same matches)
const LOWER_NAME = /[\p{Ll}](?<![\p{L}\p{M}'\u2019@._-][\p{Ll}])[\p{Ll}\p{M}]{3,}(?![\p{L}\p{M}'\u2019@_-]|\.[\p{L}])/gu;
const LOWER_AUX = new Set(
  ("is was has had will can just already pushed posted said says sent merged broke fixed forgot asked told left joined called wants needs thinks knows coming going isn't wasn't didn't won't " +
    "hat ist war wird a est va ha è é foi disse vai tá está udah sudah lagi akan mau bilang ya ana alisema amesema jest był była pisała napisał napisała har är var er heeft zei dijo está tiene mandó " +
    "geliyor gelmiyor dedi gönderdi").split(" "),
);
const LOWER_BEFORE_NAME = new Set("with to for on and si que ve dan na ke sama mit avec con com".split(" "));
function lowerSlotNames(text: string, out: Array<readonly [number, number]>): void {
  LOWER_NAME.lastIndex = 0;
  for (let m = LOWER_NAME.exec(text); m; m = LOWER_NAME.exec(text)) {
    const w = m[0];
    const f = lexFlags(w);
    if ((f & GIVEN) === 0 || (f & THING) !== 0 || CALENDAR.has(w) || DETERMINERS.has(w)) continue;
    const end = m.index + w.length;
    const next = /^[ \u00a0]+([\p{Ll}'\u2019]+)/u.exec(text.slice(end, end + 16))?.[1] ?? "";
    const prev = wordBefore(text, m.index).toLowerCase();
    // (a place's word: "santa monica", "saint lucia", "san jose"; the lexicon's places of two words either way)
    if (prev === "saint" || prev === "santa" || prev === "san" || prev === "st" || prev === "lake" || prev === "mount") continue;
    if ((next && lexFlags(`${w} ${next}`) & FLAG.PLACE) || (prev && lexFlags(`${prev} ${w}`) & FLAG.PLACE)) continue;
    const slot = LOWER_AUX.has(next) || (LOWER_BEFORE_NAME.has(prev) && (prev !== "and" || /(?:^|[^\p{L}])(?:me|i)[ \u00a0]+and[ \u00a0]+$/u.test(text.slice(Math.max(0, m.index - 10), m.index))));
    if (slot && (!PERSON_PREPS.has(prev) || (f & SURNAME) === 0)) out.push([m.index, end]);
  }
}

/** Round 16: one given name (no word, place, calendar word) alone between quotes: "The booking is under "Oyinkansola"". */
const QUOTED_ONE = /["'\u201c\u2018\u00ab\u201e][ \u00a0]?([\p{Lu}][\p{Ll}\p{M}]{2,})[ \u00a0]?["'\u201d\u2019\u00bb\u201c](?![\p{L}])/gu;
function quotedNames(text: string, out: Array<readonly [number, number]>): void {
  QUOTED_ONE.lastIndex = 0;
  for (let m = QUOTED_ONE.exec(text); m; m = QUOTED_ONE.exec(text)) {
    if (m.index > 0 && /[\p{L}\d]/u.test(text[m.index - 1])) continue;
    // (not in a table's row: a quoted title in a cell is a song's or a work's)
    const ls = text.lastIndexOf("\n", m.index) + 1;
    const le = text.indexOf("\n", m.index);
    if (text.slice(ls, le < 0 ? text.length : le).includes("|")) continue;
    if (!givenOnly(m[1]) || THINGS_NAMED.test(text.slice(Math.max(0, m.index - 40), m.index)) || QUOTE_THING_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // (after the quote: a mark, the end or a function word; a noun after it is the thing named: "the 'Carmen' line")
    const after = /^[ \u00a0]+([\p{Ll}]+)/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 16))?.[1];
    if (after !== undefined && !QUOTE_NEXT.has(after)) continue;
    const at = m.index + m[0].indexOf(m[1]);
    out.push([at, at + m[1].length]);
  }
}
const QUOTE_NEXT = new Set("and or but was is said says who has had from at on in to for as with et und y e i og och en ve dan na".split(" "));
const QUOTE_THING_BEFORE = /(?<![\p{L}])(?:codename|code name|project|release|model|ship|boat|storm|hurricane|dog|cat|horse|pet|app|song|album|film|movie|book|game|brand|product|called|word|plan|operation|new|our|the|line|range|series|collection|edition)[ \u00a0]*(?:is|was|are|named|called)?[ \u00a0]*[:=]?[ \u00a0]*$/iu;

export function slotNames(text: string, out: Array<readonly [number, number]>): void {
  if (text.includes(".") || text.includes("_") || text.includes("@")) handleNames(text, out);
  if (!HAS_UPPER.test(text)) {
    lowerVerbNames(text, out);
    if (text.length <= 640) lowerSlotNames(text, out);
    return;
  }
  if (text.includes("\n")) lastLineSignature(text, out);
  if (text.includes("\"") || text.includes("'") || text.includes("\u201c") || text.includes("\u00ab") || text.includes("\u201e")) quotedNames(text, out);
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
      // (round 16: an item may carry a note in brackets, "Sunita (Mon–Wed)"; two items both given names only; one item
      // a word too among given names only, "Agnes, Vilhelm, Saga", not in a list of ships or storms)
      const items = m[1].split(/,[ \u00a0]*/).map((w) => w.replace(/[ \u00a0]\(.*$/, ""));
      const fl = items.map((w) => (CALENDAR.has(w.toLowerCase()) ? FLAG.COMMON : flagsOf(w)));
      const only = items.filter((w) => givenOnly(w)).length;
      const things = fl.filter((f) => f & THING).length;
      if (things > 0 && (things > 1 || fl.some((f) => f & FLAG.PLACE && !(f & NAMEISH)) || only < 2 || items.length < 3 || THINGS_NAMED.test(text.slice(Math.max(0, m.index - 60), m.index)))) continue;
      if (items.length === 2 && only < 2) continue;
      const given = items.filter((_, i) => fl[i] & NAMEISH && !(fl[i] & THING));
      if (given.length < 2 || given.length * 3 < items.length * 2) continue;
      let from = m.index + m[0].indexOf(m[1]);
      for (const w of items.filter((_, i) => !(fl[i] & THING))) {
        const at = text.indexOf(w, from);
        out.push([at, at + w.length]);
        from = at + w.length;
      }
    }
  }
  if (text.includes("\n")) tableColumns(text, out);
}
