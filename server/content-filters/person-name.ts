import { relationNames } from "./person-relation";
import { VI_SURNAMES } from "./vi-surnames";
import { contactPairNames, coordinatedGivenNames, ethiopicNames, HAS_ETHIOPIC, HAS_INDIC, indicNames } from "./person-r20";
import { FLAG, lexFlags, ownScriptFlags } from "./lexicon";
import { CHAT_SIZED_CHARS } from "./person-contact";
import { arabicContactNames, checkWithAndSignOffNames, greekPrepNames, HAS_ARABIC, hasGreekCue, r19NotPerson, zhSentenceStartNames } from "./person-r19";
import { slotNames } from "./person-slot";
import { capsTitleNames, citationNames, cjkContextNames, givenInFrameNames, koreanRomanNames, r22NotPerson } from "./person-r22";
import { arabicKinNames, cjkHonorificNames, HAS_ARABIC_KIN, HAS_HONORIFIC_CJK, indicParticleNames, INTRO_CUE, introPairNames, lowerRoleNames, r21NotPerson, RELATION_CUE, relationGivenNames, tableNames } from "./person-r21";

// per-word patterns, compiled once (a regex literal in a function is a new object at every call)
const CURLY_APOSTROPHE = /\u2019/g;
const ONE_SPACE = /^[ \u00a0]$/;
const SPACES = /[ \u00a0]+/;
/** s.split(SPACES), without the regex split for a run of one word (most runs): the same array. */
const splitWords = (s: string): string[] => (s.includes(" ") || s.includes("\u00a0") ? s.split(SPACES) : [s]);
const HYPHEN = /[\-\u2011]/;

/**
 * The `person-name` builtin: runs of two to four capitalised words (any cased script: Latin,
 * Cyrillic, Greek...; with particles such as van, de, bin, al-) judged with the name lexicon
 * (lexicon.ts: given names and surnames of 77 faker locales and of national lists, ~200 K census names, common
 * English words, places and organisations) and the words around them; a single capitalised
 * word only after an honorific or an introduction ("Mr.", "Frau", "my name is", "Name:").
 * Places ("Virginia Beach", "New York City"), organisations and products ("Microsoft Word",
 * "Amazon Web Services"), calendar words and common words are not names. Also read: runs of
 * capitals (in title case), texts written without capitals, names after a naming cue ("named",
 * "listed as"), CJK names standing alone or before a joined honorific (王海燕女士), and Hebrew names
 * inside Hebrew prose (runNames, lowerCaseNames, cjkNames, hebrewProseNames below); lower-case
 * names after "tell" / "ask" / an honorific in text with capitals elsewhere (cuedLowerCaseNames);
 * names no list knows after a role ("the bride is …") or before one ("… is our new coordinator").
 * Vessels, models and businesses named ("the ship …", "… 3", "a bakery called …") are not persons.
 * Round 9: titles of ~15 languages before a name (domnul, ponia, κύριος, господин, г-жа, Aling, Uncle)
 * and after one (Hanım, úr, -san, ji); a role word or "I'm" before one given name; record fields
 * ("guest": "…", Co-authored-by:); unknown words with a surname's ending (-enko, -shvili, -յան) or
 * a case ending on a known name (Ilzei, Алексею, Tomasza, Harald's); places and ideas named after
 * people next to their head noun (… airport, … effect, Flughafen …, Hurricane …, Jalan …) are not.
 * Round 10: self-introductions of ~20 more languages (jina langu ni, nama saya, benim adım…), past verbs
 * of contacting (told, texted), kin nouns of ~10 languages, lists after "attendees:" / "my kids:", lower-case
 * single names after a cue in chat-length text, Chinese names between a cue and a verb, Japanese titles
 * (部長, と申します), Korean 저는 …입니다, names after "my name" or a kin noun in Arabic, Devanagari and
 * Bengali prose, Arabic nisbas; organisations (Türk Telekom), feasts (Eid …), phrases asked about ("what
 * does … mean"), places joined to a place ("Hà Nội và …"), temples and shores (Candi …, Duomo di …) and an
 * article before an unknown word (De …) are not names.
 * Round 12: scripts without capitals read through cues, one table (scriptCueNames): "my name is", honorifics
 * (Mr / Mrs / Dr), "I (am)" and role nouns (lawyer, student, patient, teacher) in Arabic, Persian, Urdu, Hebrew,
 * Hindi / Marathi / Nepali, Bengali, Punjabi, Gujarati, Tamil, Telugu, Kannada, Malayalam, Amharic and Georgian;
 * the name is the one to three words up to a copula, a person's postposition, "and", a time word or a
 * punctuation mark (है, ہوں, هستم, ነው, ने, و…); "very", "a", "in", "is there", an office ("Mr President") or a
 * question ("is my name … ?") drop the cue. Thai titles joined to a given name and a surname (คุณ…, ทนาย…),
 * Chinese names after 我是 / 我叫 / a role noun, Japanese before です / と申します, Korean beside a role noun
 * (scriptJoinedNames). Python Faker's Indian and Thai lists in their own scripts count only after a cue or
 * as both ends of a run standing alone (FLAG.OWN_GIVEN / OWN_SURNAME, lexicon.ts).
 * Round 12 (cased scripts; casedScriptNames / casedNotPersons at the end, run only on text with capitals, gated by
 * one scan of its capitals): lists of given names joined by commas and a coordinator of ~20 languages (one item may
 * be a word, "Ruby", or unknown; not characters of a myth or a work), SURNAME, GIVEN in capitals or after a field's
 * colon, initials before a hyphenated surname, Gaelic particles (Ó / ó, Ní, Nic, Mac, Uí; Ó hÉ…), names joined to a
 * Bantu copula prefix (ngingu-, ndingu-, ngu-), Sesotho / Shona / Basque self-introductions (ke nna, ndini, … naiz),
 * a given name and a word-surname before a verb only people do ("Rose Baker left a voicemail"), a given name alone
 * as the whole message. Not names: a maker before its model (Opel Astra, a Fender Stratocaster), cultivars, breeds
 * and dishes named after people (Granny Smith, King Charles spaniel), Vietnamese runs with no Vietnamese family
 * name (Phú Quốc, Hội An), places of the lists with the word around them and Portuguese / Spanish / Irish place
 * heads and tails (Ilha …, … Grande, Baile …), roles and teams after "Dear" (Dear Hiring Manager), "I'm".
 * Round 14 (person-slot.ts, one call): names without a cue — a given name (never a word nor a place) in a person's
 * slot of a sentence (after a person verb or preposition of ~20 languages, after a subordinator or a time word before
 * a verb), addressed first in a line, as a signature, as a field's or a column's value of people, in a colon's list.
 * Round 15 (labelled/pii-r15-names.ts): "Surname, Given" at a line's start before a dash or brackets; Devanagari / Urdu
 * names before a person's postposition (ने, को, यांनी, -ले; نے) and Arabic names after a verb of appointing or calling;
 * a Japanese surname and an unlisted given name before a title (佐藤健一郎部長); Greek genitive surnames (-ίου, -άου);
 * lower-case "surname given" before a verb. The Tagalog article "Ang" before an unknown word is no name by itself.
 * Round 16 (person-slot.ts; labelled/pii-r16-names.ts): a given name first in a sentence before a lower-case word, after
 * a time word and a comma or a verb-second verb, after a personal "a" / a particle after a verb of telling; after
 * thanks of ~20 languages; a word no list knows after tell / ask / cc / ping before a pronoun or a mark; user names
 * of a given name and a surname (amara.okeke, @sunil_raman, h.tanaka) and @handles that are given names; a signature on
 * the last line under any short sign-off; lower-case given names as a chat's subject or after "with / on / me and";
 * one given name alone in quotes; colon lists with notes in brackets or one word among names; Dra / Lic / Arq titles.
 */

const CAP_REST = "(?:[\\p{Ll}\\p{M}]|['\\u2019][\\p{Lu}\\p{Ll}])[\\p{L}\\p{M}'\\u2019]*(?:-[\\p{L}][\\p{L}\\p{M}'\\u2019]+)?";
const CAP = `[\\p{Lu}]${CAP_REST}`;
/**
 * CAP at a word start (not after a letter, a mark, a hyphen, or a letter and an apostrophe), written with its capital
 * first and the look-behinds after it: the same matches as `(?<![\p{L}\p{M}\-])(?<![\p{L}\p{M}]['\u2019])(?:CAP)`, but the
 * engine skips to the next capital at the speed of a character class instead of trying both look-behinds at every
 * position (speed18: several times faster on text in two-byte scripts).
 */
const CAP_AT_START = `[\\p{Lu}](?<![\\p{L}\\p{M}\\-][\\p{Lu}])(?<![\\p{L}\\p{M}]['\\u2019][\\p{Lu}])${CAP_REST}`;
const PARTICLE = "(?:ferch|verch|ap|ab|\u00d3|N\u00ed|Nic|Ua|lo|van der|van den|van de|von der|von|van|(?<=[Vv][ao]n[ \\u00a0])(?:der|den|dem)|de la|de los|de las|del|della|de|di|da|dos|das|do|du|le|la|ter|ten|bin|bint|ibn|ben|bat|al|el|af|zu|y|e)";
// Arabic articles written joined to the surname with a hyphen: al-Harbi, el-Sayed, ad-Din
const JOINED = "(?:(?:al|el|ad|ar|as|ash|at|az|an|abu|abd)[\\-\\u2011])?";
const RUN = new RegExp(`${CAP_AT_START}(?:[ \\u00a0](?:${PARTICLE}[ \\u00a0])?${JOINED}(?:${CAP})){1,3}(?![\\p{L}\\p{M}])`, "gu");
const JOINED_START = /^(?:al|el|ad|ar|as|ash|at|az|an|abu|abd)[\-\u2011](?=[\p{Lu}])/u;
// honorifics and introductions: the next capitalised word (or two) is a name
const CUE =
  /(?:\b(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Professor|Sir|Dame|Madam|Mme|Mlle|M|Herr|Frau|Hr|Fr|Sr|Sra|Srta|Don|Doña|Dña|Sig|Sig\.ra|Signor|Signora|Dott|Dott\.ssa|Avv|Ing|Dra|Lic|Licda|Lcda|Arq|Profa|Prof\.\u00aa|Dr\.\u00aa|Mevrouw|Meneer|Mevr|Dhr|de heer|Sra|Sr|Pan|Pani|Panu|Monsieur|Madame|Señor|Señora|Senhor|Senhora)\.?|(?<![\p{L}][ \t]?)(?:full )?name:|\b(?:my name is|i am called|i'm called|patient:|patient name:|contact person:|contact:|signed,?|sincerely,?|regards,?|best,?|cheers,?|thanks,?|dear|hi|hello|attn:?|attention:|c\/o|ich heiße|mein name ist|je m'appelle|je suis|me llamo|mi nombre es|mi chiamo|il mio nome è|chamo-me|meu nome é|mijn naam is|ik heet|jag heter|nazywam si\u0119|\u043c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442|jina langu ni|naitwa|nama saya(?: adalah)?|ako si|ang pangalan ko ay|benim ad\u0131m|ad\u0131m|t\u00ean t\u00f4i l\u00e0|t\u00f4i t\u00ean l\u00e0|mitt namn \u00e4r|jeg heter|mit navn er|nimeni on|a nevem|jmenuji se|jmenuju se|vol\u00e1m sa|m\u0103 numesc|numele meu este|\u03bc\u03b5 \u03bb\u03ad\u03bd\u03b5|\u03bf\u03bd\u03bf\u03bc\u03ac\u03b6\u03bf\u03bc\u03b1\u03b9|\u043c\u0435\u043d\u0435 \u0437\u0432\u0430\u0442\u0438|\u043a\u0430\u0437\u0432\u0430\u043c \u0441\u0435|zovem se|mano vardas|mani sauc|minu nimi on))\s*$/iu;
/** Round 11: honorifics written only before a person's surname (not Miss / Sir / Don / Dr: "Miss World", "Sir Galahad", "Dr Pepper"). */
const SURNAME_HONORIFIC = /^(?:Mr|Mrs|Ms|Mx|Herr|Herrn|Frau|Mme|Mevrouw|Meneer|Mevr|Dhr)$/;
const SURNAME_HONORIFIC_BEFORE = /(?<![\p{L}])(?:Mr|Mrs|Ms|Mx|Herr|Herrn|Frau|Mme|Mevrouw|Meneer|Mevr|Dhr|[Dd]e [Hh]eer)\.?[ \u00a0]+$/u;
const HONORIFIC_WORD = /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Professor|Sir|Dame|Madam|Mme|Mlle|Herr|Herrn|Frau|Sr|Sra|Srta|Don|Doña|Sig|Signor|Signora|Dott|Mevrouw|Meneer|Mevr|Dhr|Pan|Pani|Monsieur|Madame|Señor|Señora|Senhor|Senhora)$/;
// Initials with a surname: "J. K. Rowling", "John F. Kennedy", "A. Okafor"
// (the optional first word and the first initial share their capital, taken first: see CAP_AT_START)
const WITH_INITIALS = new RegExp(
  `[\\p{Lu}](?<![\\p{L}\\p{M}\\-][\\p{Lu}])(?<![\\p{L}\\p{M}]['\\u2019][\\p{Lu}])(?:${CAP_REST}[ \\u00a0](?:[\\p{Lu}]\\.[ \\u00a0]?){1,3}|\\.[ \\u00a0]?(?:[\\p{Lu}]\\.[ \\u00a0]?){0,2})(?:${CAP})(?![\\p{L}\\p{M}])`,
  "gu",
);
// Names in capitals: "JOHN SMITH" (both words must be known as a given name and a surname)
const CAPS_WORD = "[\\p{Lu}](?:['\\u2019]?[\\p{Lu}])+(?:-[\\p{Lu}]{2,})*";
const ALL_CAPS = new RegExp(`[\\p{Lu}](?<![\\p{L}\\p{M}][\\p{Lu}])(?:['\\u2019]?[\\p{Lu}])+(?:-[\\p{Lu}]{2,})*(?:[ \\u00a0]${CAPS_WORD}){1,11}(?![\\p{L}\\p{M}])`, "gu");
// (the pronoun I with a contraction ends a run: "told Mateo I'd …")
const CUE_SINGLE = new RegExp(`${CAP_AT_START}(?:[ \\u00a0](?:${PARTICLE}[ \\u00a0])?(?!I['\\u2019])(?:${CAP})){0,2}(?![\\p{L}\\p{M}])`, "gu");

/** Words that make a capitalised run a place, an organisation or a thing, not a person. */
const NOT_PERSON_WORDS = new Set(
  (
    "\u03ac\u03b3\u03b9\u03bf\u03c2 \u03b1\u03b3\u03af\u03bf\u03c5 \u03b1\u03b3\u03af\u03b1 \u03b1\u03b3\u03af\u03b1\u03c2 \u03b1\u03b3\u03af\u03c9\u03bd " +
    "street st avenue ave road rd boulevard lane drive court way place square park bridge beach garden gardens hall center centre city county state states " +
    "river lake mountain mount mt bay island islands valley hills hill school college university institute academy hospital clinic hotel museum church cathedral " +
    "airport station tower building company corporation corp inc ltd llc gmbh ag sa group bank foundation services service systems solutions software technologies " +
    "labs studio studios records press media news times post journal airlines airways motors club league cup festival day eve week month year war prize award " +
    "north south east west new san santa saint st. los las fort port el la le united general royal national great golden old upper lower the " +
    "hurricane cyclone typhoon tornado storm effect theorem paradox principle equation " +
    "caddesi cadde sokak soka\u011f\u0131 bulvar\u0131 meydan\u0131 k\u00f6pr\u00fcs\u00fc camii park\u0131 mahallesi \u00fcniversitesi lisesi hastanesi " +
    "morbus syndrome disease ponte puente pont br\u00fccke brug estadio est\u00e1dio stadium " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december " +
    "christmas easter halloween thanksgiving ramadan diwali hanukkah " +
    "microsoft google apple amazon meta facebook twitter netflix tesla android windows linux ios iphone ipad macbook word excel powerpoint teams outlook office " +
    "python java javascript typescript kubernetes docker github gitlab slack zoom oracle ibm intel nvidia samsung sony toyota ford honda bmw audi volkswagen " +
    "model version edition series pro max plus mini ultra air chapter section part table figure appendix volume act article " +
    "hello world thanks thank dear team everyone all machine learning deep data science " +
    "straße strasse platz weg allee rue calle via piazza rua avenida plaza " +
    "ocean sea gulf canal coast desert forest cristo national republic kingdom empire union federal european american british african asian " +
    "mountains islands falls hills lakes rivers springs heights gardens parks " +
    "der die das dem den des ein eine einen het een il lo gli uno una un une los las les el the this that these our my your his her their " +
    "mein meine meinen dein deine sein seine ihr ihre unser unsere mon mes ton notre votre mis nuestro nuestra mio meu minha mijn name nom nombre nome naam " +
    "museo musée museu bahnhof flughafen universität universidad università université universidade palais palacio palazzo palácio castello château schloss " +
    "kirche iglesia chiesa église igreja teatro théâtre theater parque parco parc praia playa plage spiaggia río rio lago lac see mar mer monte mont " +
    "bahn straßenbahn verkehrsbetriebe stadtwerke hauptbahnhof gare estación stazione estação aeropuerto aeroporto aéroport vila porto puerto ciudad città cidade sagrada " +
    // round 10: an organisation's head word (Telekom, Holding, Sigorta), a feast's (Eid al-…, Yom …, Fiesta de …) and a
    // nation's adjective of ~12 languages that opens a company's or a body's name (Türk …, Deutsche …, Polskie …)
    "telekom telecom telecomunicaciones telecomunicações telekomunikasi holding holdings sigorta bankas\u0131 enerji energie energia pharma petrol petroleum petr\u00f3leo airways hava yollar\u0131 " +
    "eid yom rosh lailat laylat mawlid diwali deepavali holi navratri onam pongal vesak songkran nowruz chuseok seollal obon purim pesach sukkot shavuot kwanzaa carnaval carnival karneval fiesta festa f\u00eate feria " +
    // a dish's head word (Pollo …, Nasi Goreng …, Poulet …, Zuppa …), a sports club's (Atlético …, Sporting …) and
    // the Spanish and Portuguese "day of" (Día de …)
    "pollo frango poulet nasi goreng mie bakso rendang risotto paella zuppa sopa soupe tarte torta bolo pho ph\u1edf b\u00e1nh c\u01a1m b\u00fan biryani ramen udon bibimbap tikka " +
    "atl\u00e9tico atletico athletic sporting deportivo olympique dynamo dinamo spartak lokomotiv d\u00eda " +
    "t\u00fcrk t\u00fcrkiye deutsche deutscher fran\u00e7aise italiana espa\u00f1ola polska polskie polski \u010desk\u00e1 \u010desk\u00e9 magyar nederlandse svenska norske dansk danske suomen nippon hellenic " +
    // round 16: a German sign-off's words ("Viele Grüße")
    "viele gr\u00fc\u00dfe gr\u00fc\u00dfen gru\u00df"
  ).split(" "),
);

const PLACE_PREFIX = new Set("san santa santo são sankt st st. saint sainte new fort port los las mount mt lake cape north south east west upper lower bad villa vila ciudad puerto porto".split(" "));

function isNotPerson(word: string): boolean {
  return NOT_PERSON_WORDS.has(word.toLowerCase().replace(/[.'\u2019]+$/, ""));
}

interface Tok {
  text: string;
  flags: number;
}

/** How much one word looks like part of a person's name (the other word's strength decides unknown words). */
function nameness(t: Tok, otherStrong: boolean): number {
  const f = t.flags;
  if (f & (FLAG.GIVEN | FLAG.SURNAME)) return f & FLAG.COMMON ? 1.5 : 2;
  if (f & FLAG.NAME) return f & FLAG.COMMON ? 0.5 : 1.5;
  if (f === SHAPE) return 1.5;
  if (f !== 0) return 0; // a common word or a place
  // a word no list knows (Etxeberria, Xiaoming): a name next to a known name
  return /[\p{Ll}]/u.test(t.text) && t.text.length >= 3 ? (otherStrong ? 1.5 : 0.75) : 0;
}

/** How much a run of capitalised words looks like a person's name (>= 3: a name). */
function score(tokens: readonly Tok[], particleBetween = false): number {
  if (tokens.length < 2) return 0;
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  // Korean given names (Seo-yeon, Min-jun) go with surnames that are also words (Park, Lee), before or after
  const koreanFirst = KOREAN_GIVEN.test(first.text);
  const koreanLast = KOREAN_GIVEN.test(last.text);
  const n = tokens.length - 1;
  // a month that is also a given name (June, April, May, August) before a surname that is no word nor place
  const monthGiven = tokens.length === 2 && MONTH_GIVEN.has(first.text.toLowerCase()) && (last.flags & FLAG.SURNAME) !== 0 && (last.flags & (FLAG.COMMON | FLAG.PLACE)) === 0;
  const exempt = (i: number): boolean =>
    (monthGiven && i === 0) || (koreanFirst && i === n) || (koreanLast && i === 0) || (i > 0 && i < n && CAP_PARTICLES.has(tokens[i].text.toLowerCase()));
  if (tokens.some((t, i) => (isNotPerson(t.text) && !exempt(i)) || demonymOfPlace(t.text))) return -10;
  const joined = tokens.map((t) => t.text.toLowerCase()).join(" ");
  if (lexFlags(joined) & FLAG.PLACE) return -10;
  if (EPONYMOUS.has(joined.replace(/['\u2019]s$/, ""))) return -10;
  if (last.flags & FLAG.PLACE && !(last.flags & (FLAG.SURNAME | FLAG.GIVEN))) return -10;
  // a surname in its Gaelic form (McAlister, MacLeod, O'Neill) after a word the lexicon knows only as a
  // place (Morag, Ailsa, Iona are also places): a given name
  // likewise before a surname that is nothing else (not a word, place or given name) of two words:
  // Jarosław, Lourdes, Florencia are places too (Jarosław Zieliński)
  const plainSurnameLast = tokens.length === 2 && !(first.flags & FLAG.COMMON) && (last.flags & FLAG.SURNAME) !== 0 && (last.flags & (FLAG.COMMON | FLAG.PLACE | FLAG.GIVEN)) === 0;
  const gaelicLast = (GAELIC_SURNAME.test(last.text) || plainSurnameLast) && !(first.flags & FLAG.COMMON);
  // a place's name or adjective first ("Greek Yogurt", "Paris Metro")
  if (first.flags & FLAG.PLACE && !(first.flags & (FLAG.SURNAME | FLAG.GIVEN)) && !gaelicLast) return -10;
  const strongFirst = nameness(first, false) >= 1.5;
  const strongLast = nameness(last, false) >= 1.5 || gaelicLast;
  let s = (gaelicLast && first.flags & FLAG.PLACE ? 1 : nameness(first, strongLast)) + (gaelicLast ? Math.max(2, nameness(last, strongFirst)) : nameness(last, strongFirst));
  // both words common English words ("Will Power") need a given name and a surname
  if (first.flags & FLAG.COMMON && last.flags & FLAG.COMMON && !(first.flags & FLAG.GIVEN && last.flags & FLAG.SURNAME)) s -= 1.5;
  // round 10: a particle or an article with a capital (De, La, El, Het) before a word no list knows is a
  // place's or a park's name ("De Efteling"), and a pair with no given name nor surname of the lists (a word
  // the lists hold only as a name somewhere and one they do not hold, joined by a particle: "Pão de Açúcar") is not a
  // name by itself: both need a person's context (a role before, a verb only people do after)
  if (tokens.length === 2 && s >= 3) {
    if ((CAP_PARTICLES.has(first.text.toLowerCase()) || CAP_ARTICLES.has(first.text.toLowerCase())) && last.flags === 0) s = 2.5;
    else if (particleBetween && tokens.some((t) => t.flags === 0) && !tokens.some((t) => t.flags & (FLAG.GIVEN | FLAG.SURNAME) || t.flags === SHAPE) && !gaelicLast) s = 2.5;
  }
  return s;
}

const MONTH_GIVEN = new Set(["april", "may", "june", "august"]);
const PATRONYMIC_PARTICLES = new Set("ap ab ferch verch bin bint ibn ben bat ua nic".split(" "));
// (round 15: the Tagalog topic article "Ang", also a surname: "Ang Davao ay …")
const CAP_ARTICLES = new Set("het een der die das el il los las les gli una uno ang".split(" "));
// (romanised syllables have at most five letters: "Falcon-styled" is no Korean name)
const KOREAN_GIVEN = /^[\p{Lu}][\p{Ll}]{1,4}-[\p{Ll}]{1,5}$/u;
const GAELIC_SURNAME = /^(?:Mc|Mac|Fitz)[\p{Lu}][\p{Ll}]{2,}$|^O['\u2019][\p{Lu}][\p{Ll}]{2,}$/u;
/** Particles written with a capital inside a name (Giuseppina Lo Russo, Pádraig Ó Súilleabháin, Rhodri Ap Gwilym). */
const CAP_PARTICLES = new Set("lo la le li de di da del della dei degli van von der den ter ten du des dos das do \u00f3 n\u00ed nic mac ua ap ab bin ibn al el".split(" "));
/**
 * Companies and brands named after people (their founders'), where both words are names: a
 * general family the lexicon cannot tell from a person; written from general knowledge.
 */
const EPONYMOUS = new Set(
  (
    "morgan stanley|goldman sachs|merrill lynch|charles schwab|lehman brothers|wells fargo|dow jones|ernst young|johnson johnson|procter gamble|" +
    "hewlett packard|rolls royce|mercedes benz|ferrero rocher|louis vuitton|christian dior|yves saint|ralph lauren|calvin klein|tommy hilfiger|hugo boss|" +
    "estee lauder|est\u00e9e lauder|marks spencer|john lewis|ted baker|paul smith|vivienne westwood|stella mccartney|alexander mcqueen|oscar mayer|" +
    "ben jerry|jack daniels|jack daniel|johnnie walker|jim beam|jameson irish|william grant|tim hortons|wendy|mary kay|martha stewart|betty crocker|" +
    "sara lee|duncan hines|uncle ben|chef boyardee|kellogg|heinz|nestle|nestl\u00e9|cadbury|lindt spr\u00fcngli|lindt sprungli|bertolli|barilla|" +
    "kraft heinz|philip morris|walt disney|warner bros|harley davidson|aston martin|ferdinand porsche|enzo ferrari|lamborghini huracan|" +
    "tom ford|michael kors|kate spade|vera wang|tory burch|dolce gabbana|salvatore ferragamo|giorgio armani|emporio armani|" +
    "jimmy choo|manolo blahnik|christian louboutin|bobbi brown|kiehl|clinique|dr martens|levi strauss|allen edmonds|brooks brothers|" +
    "baker mckenzie|allen overy|clifford chance|linklaters|freshfields|deloitte touche|arthur andersen|booz allen|mckinsey company|" +
    "charles tyrwhitt|thomas cook|thomas pink|john deere|black decker|smith wesson|sherwin williams|dr pepper|mrs fields|marie callender"
  ).split("|"),
);

/** "Berliner", "Pariser", "Londoner": a place's adjective, not a name. */
function demonymOfPlace(word: string): boolean {
  const w = word.toLowerCase();
  const stem = w.length > 5 && w.endsWith("er") ? lexFlags(w.slice(0, -2)) : 0;
  return (stem & FLAG.PLACE) !== 0 && (stem & (FLAG.NAME | FLAG.GIVEN | FLAG.SURNAME)) === 0;
}

/** Last words of the cues (a set lookup first: the cue pattern runs only when one of them, or ':' / ',', ends the text before). */
const CUE_LAST = new Set(
  "mr mrs ms mx miss dr prof professor sir dame madam mme mlle m herr frau hr fr sr sra srta don doña dña sig signor signora dott avv ing mevrouw meneer mevr dhr heer pan pani panu monsieur madame señor señora senhor senhora is called signed sincerely regards best cheers thanks dear hi hello attn attention c/o heiße ist appelle suis llamo es chiamo è é heet heter si\u0119 \u0437\u043e\u0432\u0443\u0442 ni naitwa saya adalah si ay ad\u0131m l\u00e0 \u00e4r er on nevem se sa numesc este \u03bb\u03ad\u03bd\u03b5 \u03bf\u03bd\u03bf\u03bc\u03ac\u03b6\u03bf\u03bc\u03b1\u03b9 \u0437\u0432\u0430\u0442\u0438 \u0441\u0435 vardas sauc".split(" "),
);
/** What `\s` matches (JavaScript's white space and line terminators). */
function isSpace(c: number): boolean {
  return (
    c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * Titles and forms of address of many languages written before a name (lower-case in running text
 * or capitalised as part of the run): Italian dottore / signora, Romanian domnul, Lithuanian ponia,
 * Latvian kungs, Greek κύριος, Russian господин / уважаемый, Bulgarian г-жа, Turkish sayın, Swahili
 * Bi. / Bw., Filipino Aling / Mang, Vietnamese ông / bà / anh / chị, Indonesian Pak / Bu, and kin or
 * church titles (Uncle, Auntie, Deacon, Pastor).
 */
const TITLE_WORDS = new Set(
  ("dottor dottore dottoressa signor signora signorina sig.ra sig.na avvocato avvocatessa ingegnere professore professoressa doktor herrn " +
    "domnul doamna domni\u0219oara domnisoara ponas ponia panel\u0117 panele kungs kundze gospodin gospo\u0111a gospa pana pani\u0105 pan\u00ed p\u00e1n " +
    "\u03ba\u03cd\u03c1\u03b9\u03bf\u03c2 \u03ba\u03c5\u03c1\u03af\u03b1 \u03ba\u03cd\u03c1\u03b9\u03b5 \u03ba\u03bf\u03c2 " +
    "\u0433\u043e\u0441\u043f\u043e\u0434\u0438\u043d \u0433\u043e\u0441\u043f\u043e\u0436\u0430 \u0443\u0432\u0430\u0436\u0430\u0435\u043c\u044b\u0439 \u0443\u0432\u0430\u0436\u0430\u0435\u043c\u0430\u044f \u0434\u043e\u0440\u043e\u0433\u043e\u0439 \u0434\u043e\u0440\u043e\u0433\u0430\u044f \u043f\u0430\u043d \u043f\u0430\u043d\u0456 \u0433-\u043d \u0433-\u0436\u0430 \u0448\u0430\u043d\u043e\u0432\u043d\u0438\u0439 \u0448\u0430\u043d\u043e\u0432\u043d\u0430 " +
    "bwana mzee aling mang tuan puan encik bapak ibu " +
    "doctora profesora licenciado licenciada ingeniera arquitecto arquitecta abogado abogada docteur ma\u00eetre professeure dokter meester juf " +
    "uncle aunt auntie aunty deacon deaconess reverend rev imam rabbi sheikh sheikha grandma grandpa granny dona").split(" "),
);
/** Offices written after a title ("Domnul Profesor", "Sayın Bakan", "Frau Doktor"): a title, not a name. */
const ROLE_TITLES = new Set(
  "profesor professor profesorul profesoara doctor doktor director directorul directoare minister ministru ministrul bakan ba\u015fkan m\u00fcd\u00fcr president presidente pr\u00e4sident rector rektor dekan dean judge richter juez giudice inginer ingeniero ingenieur engineer primar mayor b\u00fcrgermeister alcalde sindaco".split(" "),
);
/** Short titles that are also common words elsewhere (Vietnamese anh is also "English"): the next word must be a name the lists know. */
const WEAK_TITLES = new Set("\u00f4ng b\u00e0 anh ch\u1ecb c\u00f4 th\u1ea7y em si bi bw bu pak mas kak ate kuya tita tito lola lolo father sister brother nana elder chief bay bayan dom don say\u0131n pastor \u00ecy\u00e1 iya baba b\u00e0b\u00e1 mama mzee".split(" "));
// Vietnamese "tiếng Anh" is the English language, not the title anh
const LANGUAGE_BEFORE = /ti\u1ebfng[ \u00a0]+$/iu;
function nameish(w: string): boolean {
  const f = lexWord(w.toLowerCase().replace(CURLY_APOSTROPHE, "'"));
  return ((f & NAMEISH) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) === 0) || f === SHAPE;
}

const PARTICLE_WORDS = new Set("van der den de von zu di da du del della la le dos das do ter ten bin ibn al el".split(" "));
const isLowerAscii = (c: number): boolean => c >= 97 && c <= 122;
/**
 * What precedes `at` (particles skipped: "meneer van der Heijden"): 0 nothing, 1 a cue (CUE: an
 * honorific, an introduction, a greeting...), 2 a title (TITLE_WORDS), 3 a weak title (WEAK_TITLES).
 * One look at the word before, shared by both lists.
 */
function cueKind(text: string, at: number): number {
  for (let k = 0; k < 3 && at > 2 && isSpace(text.charCodeAt(at - 1)); k++) {
    let b = at - 1;
    while (b > 0 && at - 1 - b < 5 && isLowerAscii(text.charCodeAt(b - 1))) b--;
    if (b === at - 1 || (b > 0 && !isSpace(text.charCodeAt(b - 1))) || !PARTICLE_WORDS.has(text.slice(b, at - 1))) break;
    at = b;
  }
  const from = Math.max(0, at - 24);
  // the last run of non-space characters before `at` (within 24 characters), spaces after it
  let e = at;
  while (e > from && isSpace(text.charCodeAt(e - 1))) e--;
  if (e === from) return 0;
  let s = e;
  while (s > from && !isSpace(text.charCodeAt(s - 1))) s--;
  // the word without an opening quote and closing '.', ',' or ':' (one slice)
  let ws = s;
  const q = text.charCodeAt(s);
  if (q === 34 || q === 39 || q === 0x201c || q === 0x201e || q === 0xab || q === 40) ws++;
  let we = e;
  while (we > ws && (text.charCodeAt(we - 1) === 46 || text.charCodeAt(we - 1) === 44 || text.charCodeAt(we - 1) === 58)) we--;
  if (we - ws > 16) return 0;
  const bare = text.slice(ws, we).toLowerCase();
  if (TITLE_WORDS.has(bare)) return 2;
  // a weak title written as an abbreviation (Bi., Bw.) is a title
  if (WEAK_TITLES.has(bare)) return text.charCodeAt(e - 1) === 46 && bare.length <= 2 ? 2 : 3;
  const end = text.charCodeAt(e - 1);
  if ((ws !== s || !CUE_LAST.has(bare)) && end !== 58 && end !== 44) return 0;
  return CUE.test(text.slice(from, at)) ? 1 : 0;
}

/**
 * A word's flags; a hyphenated word the lexicon does not know as a whole (Anna-Lena,
 * Meyer-Schwarz, Mutasa-Moyo) takes its parts' name flags, and is common or a place only if
 * every part is; a joined article (al-Harbi) is looked up without it.
 */
function wordFlags(lower: string): number {
  const f = lexFlags(lower);
  if (f !== 0 || !HYPHEN.test(lower)) return f;
  const parts = lower.split(HYPHEN).filter((x) => x.length > 0);
  if (parts.length > 1 && JOINED_START.test(`${parts[0]}-X`)) parts.shift();
  let names = 0;
  let rest = FLAG.COMMON | FLAG.PLACE;
  for (const part of parts) {
    const pf = lexFlags(part);
    names |= pf & (FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME);
    rest &= pf;
  }
  return names | rest;
}
/**
 * Not a lexicon flag: a word no list knows that is shaped like a surname or a patronymic
 * (-ović, -enko, -shvili, -escu, -poulos, -sson, -ienė, -yan, -ович, -енко, -швили, Armenian
 * -յան): the endings of family names across Slavic, Baltic, Romanian, Greek, Georgian, Armenian,
 * Turkish and Nordic naming, which common words rarely share.
 */
const SHAPE = 32;
/** The endings (a set looked up by the word's last 2–7 letters: a regex alternation would be tried at every letter). */
const SURNAME_ENDINGS = new Set(
  (
    "ovic ović ovič evic ević evič ovich evich ovna evna wicz czyk czuk chuk enko escu eanu poulos poulou akis idis iadis shvili dze oglu oğlu sson dottir dottír dóttir ienė aitė ytė auskas evičius avičius iņš yan yants " +
    "\u043e\u0432\u0438\u0447 \u0435\u0432\u0438\u0447 \u043e\u0432\u043d\u0430 \u0435\u0432\u043d\u0430 \u0438\u0447\u043d\u0430 \u0456\u0432\u043d\u0430 \u0457\u0432\u043d\u0430 \u0439\u043e\u0432\u0438\u0447 \u0435\u043d\u043a\u043e \u0448\u0432\u0438\u043b\u0438 \u0434\u0437\u0435 \u044f\u043d " +
    "\u03cc\u03c0\u03bf\u03c5\u03bb\u03bf\u03c2 \u03ac\u03ba\u03b7\u03c2 \u03af\u03b4\u03b7\u03c2 \u03af\u03bf\u03c5 \u03ac\u03bf\u03c5 \u03bf\u03c0\u03bf\u03cd\u03bb\u03bf\u03c5 \u03af\u03b4\u03bf\u03c5 \u0575\u0561\u0576 \u0575\u0561\u0576\u0568 \u0575\u0561\u0576\u056b \u0575\u0561\u0576\u0581"
  ).split(" "),
);
// round 15: Greek genitive surnames (Αντωνίου, Νικολάου) share -ίου with the months' genitives and Αγίου (a saint's, a place's)
const GREEK_GENITIVE_WORDS = /^(?:ιανουαρ|φεβρουαρ|μα\u0390|μαΐ|απριλ|ιουν|ιουλ|σεπτεμβρ|οκτωβρ|νοεμβρ|δεκεμβρ|αγ|κυρ|θε|πανεπιστημ|υπουργε|δημοτικ|γυμνασ|λυκε|νοσοκομε|ταμε|αεροδρομ|κεντρ|ιδρυμ|μουσε)/u;
function surnameShaped(lower: string): boolean {
  if ((lower.endsWith("\u03af\u03bf\u03c5") || lower.endsWith("\u03ac\u03bf\u03c5")) && GREEK_GENITIVE_WORDS.test(lower)) return false;
  // round 12: -ovic / -evic after Czech letters (ě, ř, ů) is a Czech place's genitive (Budějovic, Pardubic), not a Serbian surname
  if (lower.endsWith("vic") && /[\u011b\u0159\u016f]/.test(lower)) return false;
  for (let k = 2; k <= 7 && lower.length - k >= 3; k++) if (SURNAME_ENDINGS.has(lower.slice(-k))) return lower.length - k >= 3;
  return false;
}
/**
 * Case and possessive endings that inflect a name in running text (Finnish Ainolle, Mäkiselle;
 * Latvian Ilzei, Bērziņai; Polish Tomasza, Anną; Russian Алексею; English and German Amara's,
 * Annas; Armenian -ը): [ending, what the base form ends with instead].
 */
const INFLECTIONS: ReadonlyArray<readonly [string, string]> = [
  ["'s", ""], ["s'", ""], ["selle", "nen"], ["sella", "nen"], ["selta", "nen"], ["sesta", "nen"], ["sen", "nen"],
  ["lle", ""], ["lla", ""], ["llä", ""], ["lta", ""], ["ltä", ""], ["ssa", ""], ["ssä", ""], ["sta", ""], ["stä", ""], ["n", ""],
  ["ienei", "ienė"], ["ai", "a"], ["ei", "e"], ["ui", "us"], ["am", "s"],
  ["owi", ""], ["łowi", "eł"], ["skiemu", "ski"], ["ckiemu", "cki"], ["dzkiemu", "dzki"], ["skiego", "ski"], ["ckiego", "cki"], ["skiej", "ska"], ["ckiej", "cka"], ["ską", "ska"], ["cką", "cka"], ["skim", "ski"], ["ckim", "cki"], ["ła", "eł"], ["kowi", "ek"], ["ii", "ie"], ["em", ""], ["a", ""], ["ą", "a"], ["ę", "a"], ["ovi", ""], ["ovou", "ová"],
  ["ю", "й"], ["ом", ""], ["ем", "й"], ["ым", ""], ["им", ""], ["ой", "а"], ["ы", "а"], ["е", "а"], ["у", ""], ["а", ""], ["ові", ""], ["і", "а"],
  ["nak", ""], ["nek", ""], ["s", ""], ["ը", ""], ["ի", ""], ["ին", ""],
];
const INFLECTIONS_BY_LAST = new Map<string, Array<readonly [string, string]>>();
for (const x of INFLECTIONS) INFLECTIONS_BY_LAST.set(x[0][x[0].length - 1], [...(INFLECTIONS_BY_LAST.get(x[0][x[0].length - 1]) ?? []), x]);
const NAMEISH = FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME;
/** A word's flags as written, else (a word no list knows) of its base form, else its surname shape. */
function lexWord(lower: string): number {
  const f = lexFlags(lower);
  if (f !== 0 || lower.length < 4) return f;
  for (const [end, base] of INFLECTIONS_BY_LAST.get(lower[lower.length - 1]) ?? []) {
    if (!lower.endsWith(end) || lower.length - end.length < 4) continue;
    // a Finnish genitive -n after a vowel only (Ainon; not the German plural Regeln)
    if (end === "n" && !/[aeiouyäö]n$/.test(lower)) continue;
    const g = lexFlags(lower.slice(0, lower.length - end.length) + base);
    if (g & NAMEISH && !(g & (FLAG.COMMON | FLAG.PLACE))) return g;
  }
  return surnameShaped(lower) ? SHAPE : 0;
}
// only a part written with a capital is a name of its own (Anna-Lena; not the Korean Min-jun)
const tok = (w: string): Tok => {
  const lower = w.toLowerCase().replace(CURLY_APOSTROPHE, "'");
  return { text: w, flags: /[\-\u2011][\p{Lu}]/u.test(w) ? wordFlags(lower) : lexWord(lower) };
};

/** Titles written after a name (Turkish Hanım / Bey, Hungarian úr / tanárnő, Japanese -san, Hindi -ji). */
const TITLE_AFTER_AT = /[ \u00a0](?:[Hh]an\u0131m(?:efendi)?|[Bb]ey(?:efendi)?|\u00far|asszony|n\u00e9ni|b\u00e1csi|tan\u00e1rn\u0151|tan\u00e1r|san|sama|sensei|ji|jee|sahib|saheb|garu)(?![\p{L}])/uy;
const HYPHEN_TITLE = /-(?:san|sama|sensei|kun|chan|ji)$/;
/** The last one or two words of a capitalised run before a title written after a name, if they may be a name. */
function titledAfter(text: string, at: number, run: string, out: Array<readonly [number, number]>): void {
  let end = at + run.length;
  const hyphen = HYPHEN_TITLE.exec(run);
  if (hyphen) end -= hyphen[0].length;
  else {
    TITLE_AFTER_AT.lastIndex = end;
    if (!TITLE_AFTER_AT.test(text)) return;
  }
  const words = text.slice(at, end).split(SPACES).slice(-2);
  if (words.length === 2 && (CAPS_STOP.has(words[0].toLowerCase()) || NOT_PERSON_WORDS.has(words[0].toLowerCase()))) words.shift();
  const flags = words.map((w) => lexWord(w.toLowerCase()));
  if (words.some((w, i) => isNotPerson(w) || (flags[i] & FLAG.COMMON && !(flags[i] & NAMEISH))) || flags.every((f) => f & FLAG.PLACE && !(f & NAMEISH))) return;
  if (!flags.some((f) => f & NAMEISH || f === SHAPE) && !(words.length === 2 && flags.every((f) => f === 0))) return;
  out.push([end - words.join(" ").length, end]);
}

export function detectPersonNames(text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  // after a cue: a single capitalised word (or up to three) is enough
  CUE_SINGLE.lastIndex = 0;
  for (let m = CUE_SINGLE.exec(text); m; m = CUE_SINGLE.exec(text)) {
    let start = m.index;
    titledAfter(text, m.index, m[0], out);
    // a given name in the possessive ending the run ("Summarise Harald's notes")
    if (m[0].endsWith("s") && POSSESSIVE_TAIL.test(m[0])) {
      const sp = Math.max(m[0].lastIndexOf(" "), m[0].lastIndexOf("\u00a0"));
      const w = m[0].slice(sp + 1);
      // (after a sentence's first word only: "the Mona Lisa's smile" is a painting's)
      const first = m[0].slice(0, sp);
      const atStart = /(?:^|[.!?:;\n]\s*|["\u201c(]\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index));
      if (sp > 0 && !/[ \u00a0]/.test(first) && atStart && !(lexFlags(first.toLowerCase()) & NAMEISH) && possessiveGiven(text, m.index + sp + 1, w))
        out.push([m.index + sp + 1, m.index + m[0].length]);
    }
    let words = splitWords(m[0]);
    // "Mr Smith" is one capitalised run: the honorific is the cue, the rest the name
    // a title inside the run ("Ask Uncle Rafael"): the words after it
    const ti = words.length > 2 && (TITLE_WORDS.has(words[1].toLowerCase()) || HONORIFIC_WORD.test(words[1])) ? 1 : 0;
    if (ti > 0) {
      start = m.index + m[0].indexOf(words[1], words[0].length);
      words = words.slice(1);
    }
    // round 11: an honorific of address right before the words ("Mr. Baker", "Frau Koch", "de heer Smit"):
    // a surname that is also a common word is still a surname
    // (the pattern runs only when a space follows a full stop or a letter an honorific ends with)
    const cb = start > 2 && isSpace(text.charCodeAt(start - 1)) ? text.charCodeAt(start - 2) : 0;
    const honorific = (words.length > 1 && SURNAME_HONORIFIC.test(words[0])) || ((cb === 46 || cb === 114 || cb === 115 || cb === 120 || cb === 117 || cb === 110 || cb === 101) && SURNAME_HONORIFIC_BEFORE.test(text.slice(Math.max(0, start - 9), start)));
    const title = words.length > 1 ? (HONORIFIC_WORD.test(words[0]) ? 1 : TITLE_WORDS.has(words[0].toLowerCase()) ? 1 : WEAK_TITLES.has(words[0].toLowerCase()) && !LANGUAGE_BEFORE.test(text.slice(Math.max(0, start - 8), start)) ? 2 : 0) : 0;
    const kind = title === 0 ? (honorific ? 1 : cueKind(text, m.index)) : 0;
    if (title > 0) {
      if ((title === 2 && !nameish(words[1])) || ROLE_TITLES.has(words[1].toLowerCase())) continue;
      start = m.index + m[0].indexOf(words[1], words[0].length);
      words = words.slice(1);
    } else if (kind >= 2) {
      if (kind === 3 && !nameish(words[0])) {
        // round 11: a weak title that is a kin noun after a possessive ("my sister Faith")
        if (words.length === 1 && singleCued(text, m.index, m[0])) out.push([m.index, m.index + m[0].length]);
        continue;
      }
    } else if (words.length === 2 && ((SINGLE_CUE_SET.has(words[0].toLowerCase()) && !WEAK_CUE_SET.has(words[0].toLowerCase())) || ROLE_SET.has(words[0].toLowerCase()))) {
      // a greeting or a cue starting a sentence with the name ("Dear Hiroshi,", "Oi Luana,")
      if (singleGiven(words[1]) && !AMP_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) out.push([m.index + m[0].length - words[1].length, m.index + m[0].length]);
      continue;
    } else if (kind === 0 && !(words.length > 1 && fieldBefore(text, m.index))) {
      if (words.length === 1 && (singleCued(text, m.index, m[0]) || vocative(text, m.index, m[0]) || fieldValue(text, m.index, m[0]) || possessiveGiven(text, m.index, m[0]) || nameWordAfter(text, m.index, m[0])))
        out.push([m.index, m.index + m[0].length]);
      continue;
    }
    // after a cue, common words and places are still not names ("File name: Report Final")
    if (honorific && words.length <= 2 && !words.some(isNotPerson) && words.every((w) => lexFlags(w.toLowerCase()) & (FLAG.NAME | FLAG.SURNAME | FLAG.GIVEN)) && !THING_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 32))) {
      out.push([start, m.index + m[0].length]);
      continue;
    }
    if (words.every((w) => isNotPerson(w) || (lexFlags(w.toLowerCase()) & (FLAG.COMMON | FLAG.PLACE) && !(lexFlags(w.toLowerCase()) & (FLAG.GIVEN | FLAG.SURNAME))))) continue;
    out.push([start, m.index + m[0].length]);
  }
  WITH_INITIALS.lastIndex = 0;
  for (let m = WITH_INITIALS.exec(text); m; m = WITH_INITIALS.exec(text)) {
    const words = splitWords(m[0]).filter((w) => !/^[\p{Lu}]\.$/u.test(w));
    const last = lexFlags(words[words.length - 1].toLowerCase());
    const first = words.length > 1 ? lexFlags(words[0].toLowerCase()) : 0;
    if (isNotPerson(words[words.length - 1]) || THING_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 32))) continue;
    if (last & (FLAG.SURNAME | FLAG.NAME) && (!(last & FLAG.COMMON) || first & FLAG.GIVEN)) out.push([m.index, m.index + m[0].length]);
  }
  // names in capitals (YUSUF IBRAHIM DANJUMA, TENDAI MUTASA-MOYO): a run of words in capitals
  // read in title case and judged as any run
  ALL_CAPS.lastIndex = 0;
  for (let m = ALL_CAPS.exec(text); m; m = ALL_CAPS.exec(text)) runNames(titleCase(m[0]), m.index, out, true);
  runNames(text, 0, out, false);
  cuedSingleNames(text, out);
  if (text.includes(":")) groupListNames(text, out);
  recordNames(text, out);
  slotNames(text, out);
  if (HAS_UPPER.test(text)) casedScriptNames(text, out);
  if (!HAS_UPPER.test(text)) {
    lowerCaseNames(text, out);
    lowerSelfIntro(text, out);
  }
  else cuedLowerCaseNames(text, out);
  // (a chat message or a text without capitals: the cue alternation costs ~10 µs per KB, and a name in lower
  // case inside long written prose is rare)
  if (text.length <= 640 || !HAS_UPPER.test(text)) lowerSingleCued(text, out);
  // round 19: "check with X", a given name after a sign-off and a dash; Greek given names after a preposition
  checkWithAndSignOffNames(text, out);
  if (hasGreekCue(text)) greekPrepNames(text, out);
  if (HAS_CJK.test(text)) {
    zhSentenceStartNames(text, out);
    cjkNames(text, out);
    cjkCuedNames(text, out);
    scriptJoinedNames(text, out);
  }
  if (HAS_UNCASED.test(text)) {
    uncasedScriptNames(text, out);
    if (!HAS_CJK.test(text)) scriptJoinedNames(text, out);
    if (HAS_HEBREW.test(text)) hebrewProseNames(text, out);
    if (HAS_ARABIC.test(text)) arabicContactNames(text, out);
  }
  relationNames(text, out);
  // round 20: Indic and Ethiopic names after a kin noun or before an honorific; pairs of given names; contact pairs
  if (HAS_UNCASED.test(text)) {
    if (HAS_INDIC.test(text)) indicNames(text, out);
    if (HAS_ETHIOPIC.test(text)) ethiopicNames(text, out);
  }
  if (HAS_UPPER.test(text)) {
    coordinatedGivenNames(text, out);
    if (text.length <= CHAT_SIZED_CHARS) contactPairNames(text, out);
  }
  // round 21: tables, Indic names before a postposition, Arabic names after a kin word, a given name after a
  // relation noun or a verb of replying, lower-case names with a role, intro pairs, CJK names before an honorific
  tableNames(text, out);
  if (HAS_UNCASED.test(text)) {
    if (HAS_INDIC.test(text)) indicParticleNames(text, out);
    if (HAS_ARABIC.test(text) && HAS_ARABIC_KIN.test(text)) arabicKinNames(text, out);
  }
  if (text.length <= CHAT_SIZED_CHARS && RELATION_CUE.test(text)) relationGivenNames(text, out);
  if (!HAS_UPPER.test(text)) lowerRoleNames(text, out);
  else if (INTRO_CUE.test(text)) introPairNames(text, out);
  if (HAS_CJK.test(text) && HAS_HONORIFIC_CJK.test(text)) {
    cjkHonorificNames(text, out);
    // round 22: CJK full names with the honorific named elsewhere in the sentence
    cjkContextNames(text, out);
  }
  // round 22: a lone given name in a frame (a relative clause's subject, "X from accounting", a chat greeting, a
  // message or a feast of someone) and a full name after a role noun; romanised Korean given names (SURNAME, Given
  // and authors of a reference: casedScriptNames; CJK names: with round 21's honorifics, above)
  if (text.length <= CHAT_SIZED_CHARS) {
    givenInFrameNames(text, out);
    if (text.includes("-")) koreanRomanNames(text, out);
  }
  return out.length > 0 && HAS_UPPER.test(text) ? casedNotPersons(text, out) : out;
}

/** Each word in title case (MUTASA-MOYO → Mutasa-Moyo), the same length as the input. */
function titleCase(run: string): string {
  return run.replace(/[\p{L}]+/gu, (w) => {
    const t = w[0] + w.slice(1).toLowerCase();
    return t.length === w.length ? t : w;
  });
}

/** Small words that in a run of capitals are never part of a name (some are given names: Will, May). */
const CAPS_STOP = new Set(
  "to the a an and or of in on at for by with from as is are was were be been it its this that these those my your our his her their we you me us not no yes all any so if but do did does has have had will would can could may might must shall should just please dear hi hello thanks thank ok per via re fw fwd attn new old".split(" "),
);
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:the|my|your|his|her|our|their|this|that|these|those)(?:[ \u00a0](?:old|new|first|second|last|next|favou?rite|broken|current|previous|trusty|beloved))?[ \u00a0]$/iu;
// "that" after a verb of saying or knowing ("confirming that", "said that") joins a clause: a person may follow
const THAT_CLAUSE = /(?:ing|ed|\b(?:say|says|said|tell|tells|told|think|thinks|thought|know|knows|knew|believe|hope|mean|means|note|notes|ensure|confirm|confirms|hear|heard|feel|felt|see|saw|seems|so|now|sure|announce|announces|explain|explains|show|shows|remember|remind|mention|mentions|learn|learnt|agree|agrees|suggest|suggests|assume|guess|realise|realize|understand|write|add|state|states|claim|claims|promise|report|reports|find|discover|notice|forget|imagine|doubt|wish|expect|insist|argue|argues|proud|glad|happy|excited|pleased|delighted|sad|sorry|news|is|was))[ \u00a0]+that[ \u00a0]$/i;
const ARTICLE_WORD = /^The$/;
// the English indefinite article after an English verb or preposition ("for a Tom Collins", "drive a …"): a thing
// (not "a" as a Romance preposition: "intestato a Lorenzo …")
const A_BEFORE = /(?<![\p{L}])(?:for|of|with|in|on|at|from|like|into|about|is|was|be|get|got|have|had|want|order|ordered|buy|bought|make|made|drink|need|own|drive|rent|book|try|recommend)[ \u00a0]+an?[ \u00a0]+$/u;
const POSSESSIVE_END = /^(?!(?:it|that|he|she|here|there|what|who|let|where|how|this)['\u2019]s$)[\p{L}\p{M}'\u2019-]+['\u2019]s$/iu;
/** Naming cues that introduce a name the lexicon may not know ("listed as Keoni Kalanikau Makoa"). */
// "named" / "called" only after a word for a person ("a tool called …" names a thing)
const PERSON_NOUNS =
  "baby|son|daughter|boy|girl|man|woman|person|guy|lady|gentleman|character|friend|someone|somebody|ancestor|grandfather|grandmother|grandma|grandpa|relative|patient|student|colleague|author|writer|artist|child|kid|cousin|uncle|aunt|nephew|niece|brother|sister|wife|husband|manager|teacher|doctor|nurse|customer|client|user|employee|candidate|guest|neighbour|neighbor|player|singer|actor|actress";
/** Words for a person's role at an event or in a group ("the bride is …", "… is our new coordinator"). */
const ROLE_NOUNS =
  "bride|groom|bridegroom|fianc\u00e9e?|widow|widower|deceased|host|hostess|speaker|chair|chairperson|president|treasurer|secretary|director|coordinator|organiser|organizer|volunteer|intern|trainee|apprentice|hire|recruit|member|coach|trainer|tutor|mentor|instructor|lecturer|principal|headteacher|counsellor|counselor|therapist|physician|surgeon|dentist|midwife|carer|caregiver|nanny|babysitter|landlord|landlady|tenant|owner|founder|ceo|head|lead|captain|officer|agent|advisor|adviser|consultant|assistant|receptionist|administrator|supervisor|editor|reporter|photographer|winner|runner-up|recipient|applicant|godmother|godfather|godparent|partner|boss|roommate|flatmate|classmate";
const NAMING_CUE = new RegExp(
  `(?:\\b(?:${PERSON_NOUNS}|${ROLE_NOUNS})[ \\u00a0]+(?:is|was|will be)|\\b(?:${PERSON_NOUNS})[ \\u00a0]+(?:named|called|nicknamed)|\\b(?:christened|baptised|baptized)|\\b(?:listed|known|registered|recorded|born) as)[ \\u00a0]+$`,
  "i",
);
/** After a run: "… is our new volunteer coordinator", "… has joined the team as": a person. */
const PERSON_AFTER = new RegExp(
  `^[ \\u00a0]+(?:(?:is|was|will be|has been)[ \\u00a0]+(?:our|the|my|your|their|a|an)[ \\u00a0]+(?:new[ \\u00a0]+|former[ \\u00a0]+|acting[ \\u00a0]+|interim[ \\u00a0]+)?(?:[\\p{Ll}-]+[ \\u00a0]+)?(?:${PERSON_NOUNS}|${ROLE_NOUNS})(?![\\p{L}])|(?:has|have)[ \\u00a0]+joined(?![\\p{L}]))`,
  "iu",
);
/** "a framework called …", "a village named …": a noun that is not a person's names a thing. */
const THING_NAMED = new RegExp(
  `(?<![\\p{L}])(?:a|an|the|this|that|my|our|your|their|his|her|its|some)[ \\u00a0]+(?:[\\p{Ll}-]+[ \\u00a0]+)?(?!(?:${PERSON_NOUNS})[ \\u00a0])[\\p{Ll}][\\p{Ll}-]+[ \\u00a0]+(?:called|named)[ \\u00a0]+$`,
  "iu",
);

/** A business, a venue, a product, a vessel or an animal "called" or "named" something: never a person. */
const BUSINESS_NAMED =
  /(?<![\p{L}])(?:bakery|bakeries|shop|shops|store|stores|caf\u00e9|cafe|coffee ?shop|coffeehouse|tea ?room|restaurant|diner|bistro|bar|pub|inn|brewery|winery|distillery|deli|boutique|salon|spa|gym|studio|gallery|bookshop|bookstore|florist|pharmacy|market|kiosk|stall|food truck|truck|brand|label|band|company|business|startup|start-up|firm|agency|shopfront|venue|club|hotel|hostel|motel|guesthouse|farm|ranch|vineyard|app|game|product|podcast|newsletter|blog|channel|show|boat|ship|yacht|vessel|ferry|horse|pony|dog|puppy|cat|kitten|parrot|pet|car|van|robot|bot|chatbot|cocktail|dish|recipe|cake|drink|beer|wine|rose|cultivar|variety)[ \u00a0]+(?:is[ \u00a0]+|was[ \u00a0]+)?(?:called|named)[ \u00a0]+$/iu;
/** Vessels named before a run ("the ferry Stella Maris", "the ships Vega, Polaris and …"): a vessel's name. */
const VESSELS =
  "ship|ships|vessel|vessels|liner|liners|yacht|yachts|boat|boats|ferry|ferries|schooner|schooners|clipper|clippers|frigate|frigates|submarine|submarines|tanker|tankers|steamship|steamer|locomotive|locomotives|aircraft|airship|spacecraft|probe|probes|rocket|rockets|hms|uss|rms|mv|schiff|schiffe|navire|navires|barco|barcos|buque|buques|nave|navi|schip|schepen|navio|navios";
const VESSEL_WORD = new RegExp(`(?<![\\p{L}])(?:${VESSELS})(?![\\p{L}])`, "giu");
// the last word before the run: the vessel word, or a list's comma / "and" / "or" / "the"
const VESSEL_TAIL = new RegExp(`(?:,|(?<![\\p{L}])(?:and|or|&|the|${VESSELS}))[ \\u00a0]+$`, "iu");
// between the vessel word and the run: only capitalised names, small numbers, commas and "and" / "or" / "the"
const VESSEL_LIST = /^(?:[ \u00a0,]+|(?:and|or|&|the)(?![\p{L}])|[\p{Lu}][\p{L}'\u2019-]*|\d{1,3}(?!\d))*$/u;
function vesselNamed(text: string, at: number): boolean {
  if (!VESSEL_TAIL.test(text.slice(Math.max(0, at - 16), at))) return false;
  const lead = text.slice(Math.max(0, at - 80), at);
  let end = -1;
  VESSEL_WORD.lastIndex = 0;
  for (let v = VESSEL_WORD.exec(lead); v; v = VESSEL_WORD.exec(lead)) end = v.index + v[0].length;
  return end >= 0 && VESSEL_LIST.test(lead.slice(end));
}
// a number right after the run ("Star Dancer 3", "Falcon 9"): a model, a vessel, a sequel (not a phone or a date)
// (a count after a name is not: "John Smith 2 days", "for Ana Lima 3 tickets")
const NUMBER_AFTER = /^[ \u00a0]+\d{1,3}(?![\d.,:/\-\p{L}])(?![ \u00a0]+(?:(?!(?:was|has|does)(?![\p{L}]))[\p{Ll}]{2,}s|x|of|more|times|nights|kg|km|pm|am|h|min)(?![\p{L}]))/u;

/** A noun after a run that makes it a place, a thing or an idea named after a person. */
const THING_AFTER =
  /^(?:['\u2019]s)?\.?(?:,?[ \u00a0]+(?:Jr|Sr|Jnr|Snr)\.?)?[ \u00a0]+(?:international|havaliman\u0131|havaalan\u0131|airport|airfield|bridge|boulevard|blvd|avenue|street|road|highway|expressway|parkway|tunnel|station|terminal|stadium|arena|museum|gallery|memorial|monument|statue|square|hospital|university|institute|foundation|award|prize|medal|trophy|fellowship|scholarship|lecture|effect|law|laws|principle|theorem|equation|constant|paradox|syndrome|disease|disorder|lymphoma|sarcoma|palsy|scale|razor|maneuver|manoeuvre|reflex|criterion|criteria|conjecture|hypothesis|distribution|transform|inequality)(?![\p{L}])/iu;
/** Nouns of a place or a thing named after a person, written before the name ("a ponte Vasco da Gama", "vom Flughafen …", "Hurricane …"). */
const PLACE_NOUNS = new Set(
  ("restaurant restaurante ristorante trattoria pizzeria brasserie bistro caf\u00e9 cafe pub taverna cantina boulangerie b\u00e4ckerei apotheke farmacia pharmacie cinema cin\u00e9ma cine kino theatre theater library biblioteca biblioth\u00e8que bibliothek klinik clinica cl\u00ednica krankenhaus gymnasium realschule grundschule schule coll\u00e8ge fundaci\u00f3n fondation stiftung fondazione copa coupe pokal trofeo torneo tournoi turnier ch\u1ee3 ph\u1ed1 \u0111\u01b0\u1eddng c\u1ea7u s\u00f4ng h\u1ed3 n\u00fai ch\u00f9a \u0111\u1ec1n tr\u01b0\u1eddng jalan jl pasar masjid ulica ulicy plac placu rynek dworzec aleja aleje iela \u0443\u043b\u0438\u0446\u0430 \u0443\u043b\u0438\u0446\u0435 \u043f\u0440\u043e\u0441\u043f\u0435\u043a\u0442 \u043f\u043b\u043e\u0449\u0430\u0434\u044c \u043f\u0435\u0440\u0435\u0443\u043b\u043e\u043a \u0431\u0443\u043b\u044c\u0432\u0430\u0440 \u043c\u043e\u0441\u0442 \u0432\u043e\u043a\u0437\u0430\u043b \u0441\u0442\u0430\u043d\u0446\u0438\u044f \u043c\u0435\u0442\u0440\u043e \u043f\u0430\u0440\u043a \u0431\u0443\u043b\u0435\u0432\u0430\u0440\u0434 \u03bf\u03b4\u03cc\u03c2 \u03bb\u03b5\u03c9\u03c6\u03cc\u03c1\u03bf\u03c2 \u03c0\u03bb\u03b1\u03c4\u03b5\u03af\u03b1 ti\u1ebfng flughafen lotnisk lotniska lotnisko lotnisku leti\u0161t\u011b lennujaam lentoasema lufthavn flygplats luchthaven havaliman\u0131 \u0430\u044d\u0440\u043e\u043f\u043e\u0440\u0442 \u0430\u044d\u0440\u043e\u043f\u043e\u0440\u0442\u0430 \u03b1\u03b5\u03c1\u03bf\u03b4\u03c1\u03cc\u03bc\u03b9\u03bf stade stadion stadio museum museet muzeum \u043c\u0443\u0437\u0435\u0439 \u03bc\u03bf\u03c5\u03c3\u03b5\u03af\u03bf station bahnhof gare universidad universit\u00e9 universit\u00e0 universidade universit\u00e4t uniwersytet hurricane cyclone typhoon storm hurac\u00e1n ouragan uragano furac\u00e3o cicl\u00f3n tif\u00f3n taifun orkan \u0443\u0440\u0430\u0433\u0430\u043d \u0442\u0430\u0439\u0444\u0443\u043d efecto efeito effet effetto effekt ley loi legge lei gesetz \u0437\u0430\u043a\u043e\u043d escala \u00e9chelle scala skala \u0448\u043a\u0430\u043b\u0430 maladie malattia enfermedad doen\u00e7a krankheit morbus \u0431\u043e\u043b\u0435\u0437\u043d\u044c s\u00edndrome syndrome sindrome syndrom premio prix preis pr\u00eamio prize teorema th\u00e9or\u00e8me theorem satz paradox paradoxe paradoja paradosso principio principe prinzip ponte puente pont br\u00fccke bridge avenida avenue rua calle rue via viale stra\u00dfe estrada pra\u00e7a plaza piazza aeroporto aeropuerto a\u00e9roport airport est\u00e1dio estadio stadium escola escuela \u00e9cole liceo lyc\u00e9e col\u00e9gio colegio hospital ospedale h\u00f4pital instituto institut museu museo mus\u00e9e teatro th\u00e9\u00e2tre estaci\u00f3n esta\u00e7\u00e3o stazione " +
    // round 10: temples, churches, shores and peaks of more languages (Indonesian candi, pantai, gunung; Italian
    // duomo, basilica; Spanish catedral, mezquita; Turkish camii; Swahili mlima; Tagalog simbahan; Hindi mandir);
    // not the nouns that are also surnames or given names (Castillo, Torre, Monte, Isla, Bosco, Temple, Dom)
    "kaufhaus warenhaus galleria galerie galer\u00eda banco banca banque sparkasse " +
    "candi pantai gunung danau pulau istana stasiun bandara sungai gereja kebun teluk tanjung bukit kawah " +
    "duomo basilica basilika bas\u00edlica cattedrale catedral cath\u00e9drale kathedrale m\u00fcnster mezquita moschea mosqu\u00e9e moschee mosque tempio templo ch\u00e2teau " +
    "camii t\u00fcrbe saray\u0131 kalesi mlima ziwa kisiwa hifadhi bundok bulkan simbahan mandir masjid gurdwara jinja jing\u016b").split(" "),
);
const VI_LOCATIVES = new Set(["\u1edf", "t\u1ea1i", "\u0111\u1ebfn", "t\u1edbi"]);
/** The word right before `at` (spaces only between) is one of PLACE_NOUNS. */
function placeNounBefore(text: string, at: number): boolean {
  let e = at;
  while (e > 0 && e > at - 3 && isSpace(text.charCodeAt(e - 1))) e--;
  if (e === at) return false;
  let b = e;
  while (b > 0 && e - b < 16 && LETTER_BEFORE.test(text[b - 1])) b--;
  if (e - b >= 3 && e - b < 16 && PLACE_NOUNS.has(text.slice(b, e).toLowerCase())) return true;
  // round 11: Vietnamese locatives (ở, tại, đến "at, in, to") stand before a place; a person after them has a title (anh, chị…)
  if (e - b <= 3 && VI_LOCATIVES.has(text.slice(b, e).toLowerCase().normalize("NFC"))) return true;
  // one particle between ("syndrome de Gilles de la Tourette", "teorema di …", "University of …")
  const w = text.slice(b, e).toLowerCase();
  return (PARTICLE_WORDS.has(w) || w === "of") && b > 1 && b < at && placeNounBefore(text, b);
}
const RUN_LONG = new RegExp(RUN.source.replace("{1,3}", "{1,11}"), "gu");
// a word shaped like a product's name: inner capitals or digits (RabbitMQ, PostgreSQL, GPT-4, S3)
const PRODUCT_WORD = /^(?=[^\p{L}]*\p{L})[\p{L}\d.+#-]*(?:[\p{Ll}][\p{Lu}]|\d)[\p{L}\d.+#-]*$/u;
const VS_AFTER = /^[ \u00a0]+(?:vs\.?|versus|or)[ \u00a0]+([^\s,.;:!?]+)/i;
const VS_BEFORE = /([^\s,.;:!?]+)[ \u00a0]+(?:vs\.?|versus|or)[ \u00a0]+$/i;
const VS_END = /(?:vs\.?|versus|or)[ \u00a0]+$/i;
function comparedWithProduct(text: string, a: number, b: number): boolean {
  const after = VS_AFTER.exec(text.slice(b, b + 40));
  if (after && PRODUCT_WORD.test(after[1])) return true;
  if (!VS_END.test(text.slice(Math.max(0, a - 9), a))) return false;
  const before = VS_BEFORE.exec(text.slice(Math.max(0, a - 40), a));
  return before !== null && PRODUCT_WORD.test(before[1]);
}

/**
 * A phrase whose meaning or translation is asked for: "What does "…" mean", "… stands for", "was bedeutet …",
 * "que veut dire …", "qué significa …", "wat betekent …", "co znaczy …", "что значит …" (a motto, a term).
 */
const MEANING_BEFORE =
  /(?:what does|what do|meaning of|translate|translation of|was bedeutet|was hei\u00dft|que veut dire|que signifie|qu'est-ce que|qu\u00e9 significa|que significa|o que significa|cosa significa|che cosa vuol dire|cosa vuol dire|wat betekent|wat is de betekenis van|co znaczy|co oznacza|\u0447\u0442\u043e \u0437\u043d\u0430\u0447\u0438\u0442|\u0447\u0442\u043e \u043e\u0437\u043d\u0430\u0447\u0430\u0435\u0442|ne demek)[ \u00a0]*["'\u201c\u201e\u00ab\u2018]?[ \u00a0]*$/iu;
const MEANING_AFTER = /^["'\u201d\u00bb\u2019]?[ \u00a0]+(?:mean|means|meant|stand for|stands for|bedeutet|bedeuten|signifie|significa|significa|vuol dire|betekent|znaczy|oznacza|\u0437\u043d\u0430\u0447\u0438\u0442|\u043e\u0437\u043d\u0430\u0447\u0430\u0435\u0442|ne demek)(?![\p{L}])/iu;
const WORK_BEFORE = /(?<![\p{L}])(?:plot|ending|themes?|characters|sequel|prequel|adaptation|soundtrack|chapters?|trama|argumento|intrigue|handlung|personajes|personnages|personaggi|figuren)[ \u00a0]+(?:of|in|from|de|del|di|du|des|von)[ \u00a0]+(?:the[ \u00a0]+)?$/iu;
function meaningAsked(text: string, a: number, b: number): boolean {
  return MEANING_AFTER.test(text.slice(b, b + 16)) || MEANING_BEFORE.test(text.slice(Math.max(0, a - 32), a));
}
/**
 * A run joined by "and" / "or" (in ~15 languages) to a place the lexicon knows, before or after it ("Hà Nội và …",
 * "… or Lisbon"): another place. The place is one or two capitalised words flagged as a place and not as a name.
 */
const COORD = "and|or|v\u00e0|ho\u1eb7c|und|oder|et|ou|y|o|e|i|och|eller|og|en|of|ve|veya|\u0438|\u0438\u043b\u0438|dan|atau|na|au";
const COORD_BEFORE = new RegExp(`(?<![\\p{L}\\p{M}])([\\p{Lu}][\\p{L}\\p{M}]+(?:[ \\u00a0][\\p{Lu}][\\p{L}\\p{M}]+)?),?[ \\u00a0]+(?:${COORD})[ \\u00a0]+$`, "u");
const COORD_AFTER = new RegExp(`^,?[ \\u00a0]+(?:${COORD})[ \\u00a0]+([\\p{Lu}][\\p{L}\\p{M}]+(?:[ \\u00a0][\\p{Lu}][\\p{L}\\p{M}]+)?)`, "u");
function placeOnly(words: string, before: boolean): boolean {
  const w = words.toLowerCase();
  const f = lexFlags(w);
  // (a city's name is often a surname too, Madrid, Berlin; not a given name: Paris, Florence)
  if (f & FLAG.PLACE) return !w.includes(" ") ? (f & FLAG.GIVEN) === 0 : true;
  // of two words, the one next to the conjunction may be a place alone ("Zwischen Berlin und …", "… or Lisbon Airport")
  const sp = w.indexOf(" ");
  if (sp < 0) return false;
  const g = lexFlags(before ? w.slice(sp + 1) : w.slice(0, sp));
  return (g & FLAG.PLACE) !== 0 && (g & FLAG.GIVEN) === 0;
}
function coordinatedWithPlace(text: string, a: number, b: number): boolean {
  const before = COORD_BEFORE.exec(text.slice(Math.max(0, a - 40), a));
  if (before && placeOnly(before[1], true)) return true;
  const after = COORD_AFTER.exec(text.slice(b, b + 40));
  return after !== null && placeOnly(after[1], false);
}

/** The capitalised runs of `text` judged as names; ranges are offset by `base` (`recased`: read from capitals). */
function runNames(text: string, base: number, out: Array<readonly [number, number]>, recased: boolean): void {
  // a sentence in capitals is one long run: a name may sit anywhere in it (… FOR TENANT LIAM FITZGERALD ABOUT …)
  const re = recased ? RUN_LONG : RUN;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // compared with a product ("Apache Kafka vs RabbitMQ", "vs GPT-4"): a thing
    if (comparedWithProduct(text, m.index, m.index + m[0].length)) continue;
    // a vessel, a model or a business named: "the ship …", "… 3", "a bakery called …"
    if (NUMBER_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24))) continue;
    // named after a person: "… International", "… airport", "… Jr. Boulevard", "…'s law", "… effect"
    if (THING_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 32))) continue;
    const lead40 = text.slice(Math.max(0, m.index - 40), m.index);
    // a bridge, a street, an airport or a school named after a person ("a ponte Vasco da Gama")
    if (placeNounBefore(text, m.index)) continue;
    // round 10: a phrase asked about ("what does … mean", "was bedeutet …") or a place's coordinate ("Hà Nội và …")
    if (meaningAsked(text, m.index, m.index + m[0].length) || coordinatedWithPlace(text, m.index, m.index + m[0].length)) continue;
    // a work named after its hero ("the plot of …", "the characters in …", "a film adaptation of …")
    if (WORK_BEFORE.test(text.slice(Math.max(0, m.index - 28), m.index))) continue;
    if (((lead40.endsWith("called ") || lead40.endsWith("named ")) && BUSINESS_NAMED.test(lead40)) || vesselNamed(text, m.index)) continue;
    const parts: Array<{ w: string; at: number }> = [];
    const re = /\S+/g;
    for (let p = re.exec(m[0]); p; p = re.exec(m[0])) parts.push({ w: p[0], at: m.index + p.index });
    const capIdx = parts.map((p, i) => (/^[\p{Lu}]/u.test(p.w) || JOINED_START.test(p.w) ? i : -1)).filter((i) => i >= 0);
    // each word looked up once per run
    const toks: Array<Tok | undefined> = [];
    // in a run of capitals the small words of a sentence are words (TO KING'S CROSS, WILL ATTEND)
    const tokOf = (w: string): Tok => (recased && CAPS_STOP.has(w.toLowerCase()) ? { text: w, flags: FLAG.COMMON } : tok(w));
    // A sub-run scores 3 only with a word the lexicon knows as a name (unknown words score 0.75
    // at most beside a word that is not one): none in the run, nothing to judge. Walls of
    // capitalised words are mostly such runs.
    if (!capIdx.some((i) => (toks[i] ??= tokOf(parts[i].w)).flags & (FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME | SHAPE))) {
      // after "named", "listed as": two to four words no list knows as a word or a place
      const ok =
        capIdx.length >= 2 &&
        capIdx.length <= 4 &&
        (NAMING_CUE.test(text.slice(Math.max(0, m.index - 32), m.index)) ||
          PERSON_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 64)) ||
          fieldBefore(text, m.index) ||
          roleBefore(text, m.index) ||
          cueKind(text, m.index) === 2) &&
        capIdx.every((i) => (toks[i] ??= tokOf(parts[i].w)).flags === 0 && !isNotPerson(parts[i].w) && parts[i].w.length >= 3);
      if (ok) out.push([base + m.index, base + m.index + m[0].length]);
      continue;
    }
    const lead = text.slice(Math.max(0, m.index - 32), m.index);
    // after "a framework called", a word no list knows makes the run a thing's name (Vue Nuxt); a
    // known given name and surname still count ("a plumber named John Smith")
    const thingNamed = (lead.endsWith("called ") || lead.endsWith("named ")) && THING_NAMED.test(lead);
    const sentenceStart = /(?:^|[.!?:;\n]\s*|["\u201c(]\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    // after an article or a possessive (with an adjective: "my old"), capitalised words name a thing
    // (a brand and its model), not a person
    const articleBefore = (i: number): boolean => {
      if (i !== 0) return ARTICLE_WORD.test(parts[i - 1].w);
      const lead20 = text.slice(Math.max(0, m.index - 20), m.index);
      return (ARTICLE_BEFORE.test(lead20) && !THAT_CLAUSE.test(text.slice(Math.max(0, m.index - 24), m.index))) || A_BEFORE.test(lead20);
    };
    // the best sub-run of 2-3 capitalised words (a sentence may start with "Yesterday John Smith")
    let best: { s: number; a: number; b: number } | null = null;
    for (let x = 0; x < capIdx.length; x++) {
      // "Santa Cruz de Tenerife", "São Mamede de Infesta", "Fort William": a place, whatever follows
      if (capIdx.slice(0, x + 1).some((i) => PLACE_PREFIX.has(parts[i].w.toLowerCase()))) break;
      if (articleBefore(capIdx[x])) continue;
      for (let y = x + 1; y < Math.min(capIdx.length, x + 3); y++) {
        // in capitals a name never spans a small word of the sentence (SUBFIELDS OF AI)
        if (recased && capIdx.slice(x, y + 1).some((i) => CAPS_STOP.has(parts[i].w.toLowerCase()))) break;
        const tokens = capIdx.slice(x, y + 1).map((i) => (toks[i] ??= tokOf(parts[i].w)));
        // a particle between the words that is no patronymic (ap, ferch, bin, ibn, bint, ben, bat: "Emrys ap …")
        let s = score(tokens, capIdx[y] - capIdx[x] > y - x && !parts.slice(capIdx[x] + 1, capIdx[y]).some((p) => PATRONYMIC_PARTICLES.has(p.w)));
        // the run as written (particles included) may be a known place: "Santiago de Compostela"
        const written = text.slice(parts[capIdx[x]].at, parts[capIdx[y]].at + parts[capIdx[y]].w.length).toLowerCase();
        if (written.includes(" ") && lexFlags(written) & FLAG.PLACE) s = -10;
        // a common word capitalised next to it (not just a sentence's first word) makes it a title or a
        // dish or a product ("Chicken Tikka Masala", "Annual Report Summary"); not in a run of capitals
        if (!recased) {
          const around = capIdx.filter((i) => (i < capIdx[x] || i > capIdx[y]) && !(i === capIdx[0] && sentenceStart));
          if (around.some((i) => (toks[i] ??= tokOf(parts[i].w)).flags === FLAG.COMMON)) s -= 1;
        } else if (tokens[0].flags & FLAG.COMMON && tokens[tokens.length - 1].flags & FLAG.COMMON) {
          // in capitals, two words that are also common words (BROWN RICE) stand alone or are not a name
          if (capIdx.some((i) => (i < capIdx[x] || i > capIdx[y]) && !CAPS_STOP.has(parts[i].w.toLowerCase()))) s -= 1;
        }
        if (thingNamed && x === 0 && tokens.some((t) => t.flags === 0)) s = -10;
        // a person's context: a role or kin word right before ("husband, Pita Havili"), a verb only people do after
        if (x === 0 && s >= 2 && s < 3 && y === capIdx.length - 1 && personContext(text, m.index, m.index + m[0].length)) s += 1;
        if (s >= 3 && thingAround(parts, capIdx, x, y, tokens)) s = -10;
        // the same word twice is a place or a thing (Wagga Wagga, Baden-Baden's "Bora Bora")
        if (s >= 3 && tokens.length === 2 && tokens[0].text === tokens[1].text) s = -10;
        if (s >= 3 && (!best || s > best.s || (s === best.s && y - x > best.b - best.a))) best = { s, a: capIdx[x], b: capIdx[y] };
      }
    }
    if (best) out.push([base + parts[best.a].at, base + parts[best.b].at + parts[best.b].w.length]);
  }
}

/**
 * One given name after a strong cue for a person (greetings and addressing in several languages, "tell",
 * "ask", "reminder to", "for", "with", "my brother", "our manager,") or before a verb of saying ("… said"):
 * the word must be known as a given name or a name and be no common word nor place.
 */
// prepositions (to, for, with): weaker cues; the word must be a given name of the lists, not on a journey ("from Herne to …")
// (round 10: "help" and the Greek articles, which stand before a person's name: "η Ελένη", "τον Δημήτρη"; German an,
// French à and Romance a were tried and left out: "à Lourdes", "a Florencia" are journeys)
const WEAK_CUE_WORDS = "to|for|with|f\u00fcr|mit|pour|avec|para|con|com|per|voor|met|pentru|cu|till|f\u00f6r|med|dla|z|pro|s|help|\u03bf|\u03b7|\u03c4\u03bf\u03bd|\u03c4\u03b7\u03bd|\u03c4\u03b7|\u03c4\u03bf\u03c5|\u03c4\u03b7\u03c2|\u03c3\u03c4\u03bf\u03bd|\u03c3\u03c4\u03b7\u03bd|\u03c3\u03c4\u03b7";
const FROM_BEFORE = /(?<![\p{L}])(?:from|von|de|da|van|fra|fr\u00e5n|z|od)[ \u00a0]+[\p{Lu}][\p{L}\p{M}'-]*[ \u00a0]+$/u;
const SINGLE_CUE_WORDS =
  "hi|hey|hiya|oi|ol\u00e1|hola|hallo|hej|hei|moi|ciao|salut|bonjour|buongiorno|buenos d\u00edas|dear|dearest|liebe|lieber|querida|querido|caro|cara|beste|cher|ch\u00e8re|" +
  "tell|ask|remind|reminder to|thank|thanks|congratulate|congrats|ping|cc|" +
  // round 10: the same verbs in the past and others of contacting ("I told Mateo …", "we invited …")
  "told|asked|texted|emailed|messaged|invited|met|thanked|reminded|pinged|phoned|" +
  // imperatives of telling and asking in other languages (the name may be in the dative: Скажи Наташе)
  "sag|frag|dis|demande|dile|preg\u00fantale|chiedi|d\u00ec|powiedz|zapytaj|\u0441\u043a\u0430\u0436\u0438|\u0441\u043f\u0440\u043e\u0441\u0438|\u043d\u0430\u043f\u0438\u0448\u0438|\u043f\u043e\u0437\u0432\u043e\u043d\u0438|\u043f\u0435\u0440\u0435\u0434\u0430\u0439|" +
  WEAK_CUE_WORDS;
const KIN_NOUNS =
  "brother|sister|daughter|son|ex|mother|father|mom|mum|dad|wife|husband|partner|fianc\u00e9e?|girlfriend|boyfriend|grandson|granddaughter|coworker|co-worker|colleague|manager|boss|friend|cousin|niece|nephew|neighbou?r|teammate|mentor|tutor|student|client|" +
  "hermana|hermano|hija|hijo|madre|padre|esposa|esposo|amiga|amigo|colega|irm\u00e3|irm\u00e3o|filha|filho|m\u00e3e|pai|dochter|zoon|zus|broer|moeder|vader|collega|tochter|sohn|schwester|bruder|mutter|vater|kollege|kollegin|freundin|freund|" +
  "fille|fils|s\u0153ur|fr\u00e8re|m\u00e8re|p\u00e8re|coll\u00e8gue|amie|ami|figlia|figlio|sorella|fratello|dotter|syster|bror|datter|s\u00f8ster|fiica|fiul|sora|fratele|c\u00f3rka|syn|siostra|brat|" +
  // round 10: grandparents, aunts, uncles, cousins, in-laws and sweethearts in ~10 languages
  "grandmother|grandfather|grandma|grandpa|granny|nan|nana|aunt|auntie|uncle|stepmom|stepmum|stepdad|stepson|stepdaughter|fianc\u00e9|fiancee|" +
  "abuela|abuelo|t\u00eda|t\u00edo|prima|primo|nieta|nieto|sobrina|sobrino|suegra|suegro|cu\u00f1ada|cu\u00f1ado|novia|novio|" +
  "av\u00f3|av\u00f4|tia|tio|neta|neto|sobrinha|sobrinho|namorada|namorado|oma|opa|tante|onkel|cousine|enkelin|enkel|nichte|neffe|" +
  "mamie|papi|grand-m\u00e8re|grand-p\u00e8re|oncle|ni\u00e8ce|neveu|nonna|nonno|zia|zio|cugina|cugino|nipote|babcia|dziadek|ciocia|wujek|wnuczka|wnuk|" +
  "mormor|farmor|morfar|farfar|moster|faster|kusin|oom|nicht|neef|bunica|bunicul|m\u0103tu\u0219a|unchiul";
const SINGLE_CUE_SET = new Set(SINGLE_CUE_WORDS.split("|").map((w) => w.split(" ").pop() as string));
const WEAK_CUE_SET = new Set(WEAK_CUE_WORDS.split("|"));
const KIN_SET = new Set(KIN_NOUNS.split("|"));
/** A word for a person's role or standing right before one name ("patient Ravshan", "intern, Thulani"). */
const ROLE_SET = new Set(
  `${PERSON_NOUNS}|${ROLE_NOUNS}|colleague|coworker|co-worker|entrant|contestant|participant|attendee|passenger|driver|pilot|engineer|technician|beekeeper|farmer|baker|chef|cook|cleaner|plumber|electrician|gardener|volunteer|soloist|violinist|pianist|guitarist|drummer|artist|designer|developer|programmer|analyst|scientist|researcher|professor|student|pupil|learner|graduate|resident|occupant|claimant|complainant|defendant|plaintiff|witness|suspect|victim|donor|sponsor|customer|subscriber|member|nominee|finalist|champion|teammate|neighbour|neighbor|kollegin|kollege|compa\u00f1era|compa\u00f1ero|coll\u00e8gue|collega|paciente|patiente|paziente|alumna|alumno|\u00e9l\u00e8ve|sch\u00fclerin|sch\u00fcler`.split("|"),
);
/** A record's field for a person right before a value ("guest":"…", value="…" of a contact, Co-authored-by: …). */
const FIELD_CUE =
  /(?:(?<![\p{L}])(?:(?:full|first|given|last|family|display|contact|user|customer|guest|author|owner)[_ -]?name|surname|name|guest|author|owner|contact|customer|client|user|member|assignee|reviewer|attendee|passenger|recipient|sender|patient|student|employee|applicant|speaker|volunteer|[\p{Ll}]+[_-](?:lead|by))["']?[ \u00a0]*[:=,|][ \u00a0]*["']?|[\p{Ll}]-by:[ \u00a0]*|(?:name|contact|guest|author|owner|customer)["']?[ \u00a0]+value=["']|(?<![\p{L}])(?:by|user|for)[ \u00a0]+["'\u201c])$/iu;
/** A role word, any person or kin noun right before names no list knows ("student Tavita Faleolo", "intern, …", "engineer now …"). */
function roleBefore(text: string, at: number): boolean {
  const prev = wordBefore(text, at);
  if (prev.at === at || prev.w.length < 3) return false;
  return ROLE_SET.has(prev.w) || (prev.w === "now" && ROLE_SET.has(wordBefore(text, prev.at).w));
}
/** One capitalised word as a record's name field (surname = 'MacLeod'): no common word or place. */
/** A record's field right before `at` (FIELD_CUE; the pattern runs only after a quote, ':', '=', ',' or '|'). */
function fieldBefore(text: string, at: number): boolean {
  let e = at;
  while (e > 0 && e > at - 3 && isSpace(text.charCodeAt(e - 1))) e--;
  return e > 0 && FIELD_END.has(text[e - 1]) && FIELD_CUE.test(text.slice(Math.max(0, at - 24), at));
}
const FIELD_END = new Set(["\"", "'", ":", "=", ",", "|", "\u201c"]);
/**
 * A given name in the possessive before a lower-case word ("Amara's prosthetic leg", "as per Tomasz's
 * email"): a given name only (not a surname: Murphy's law, Parkinson's disease), not a shop's
 * ("at Wendy's", "Ben & Jerry's").
 */
const POSSESSIVE_GIVEN = /^([\p{Lu}][\p{Ll}]{2,})['\u2019]s$/u;
const LOWER_AFTER = /^[ \u00a0][\p{Ll}]/u;
const POSSESSIVE_TAIL = /[\p{Ll}]['\u2019]s$/u;
// "Wendy's has a new menu": a shop's name or "is" / "has" contracted, not a possessive
const AUX_AFTER = /^[ \u00a0]+(?:has|is|was|does|did|will|can|had|new|own|menu|store|shop|restaurant|branch|branches|location|locations)(?![\p{L}])/u;
const SHOP_BEFORE = /(?:(?<![\p{L}])(?:at|from|in|inside|near|outside|to)|&)[ \u00a0]+$/iu;
function possessiveGiven(text: string, at: number, w: string): boolean {
  const p = POSSESSIVE_GIVEN.exec(w);
  if (!p || !LOWER_AFTER.test(text.slice(at + w.length, at + w.length + 2))) return false;
  const f = lexFlags(p[1].toLowerCase());
  const after = text.slice(at + w.length, at + w.length + 32);
  return (
    (f & FLAG.GIVEN) !== 0 &&
    (f & (FLAG.COMMON | FLAG.PLACE)) === 0 &&
    !isNotPerson(p[1]) &&
    !SHOP_BEFORE.test(text.slice(Math.max(0, at - 10), at)) &&
    !THING_AFTER.test(after) &&
    !AUX_AFTER.test(after)
  );
}
/** A given name followed by "as a first name", "als Vorname", "como nombre de pila": the word is a person's name. */
const NAME_WORD_AFTER =
  /["'\u201d\u00bb]?[ \u00a0]+(?:als|as|como|comme|come|jako|som)[ \u00a0]+(?:(?:a|an|the|my|his|her|their|our|de|el|un|le|il|un)[ \u00a0]+)?(?:(?:first|given|middle|second|last|family|baby)[ \u00a0]+name|vorname|zweitname|rufname|nachname|familienname|nombre de pila|segundo nombre|apellido|pr\u00e9nom|nom de famille|nome proprio|cognome|imi\u0119|nazwisko|f\u00f6rnamn|efternamn|fornavn|etternavn|voornaam|achternaam)(?![\p{L}])/iuy;
function nameWordAfter(text: string, at: number, w: string): boolean {
  NAME_WORD_AFTER.lastIndex = at + w.length;
  return NAME_WORD_AFTER.test(text) && singleGiven(w);
}
function fieldValue(text: string, at: number, w: string): boolean {
  if (w.length < 3) return false;
  // a field's value follows a quote, ':', '=', ',' or '|' (the pattern runs only then)
  if (!fieldBefore(text, at)) return false;
  const f = lexWord(w.toLowerCase());
  return (f & (FLAG.COMMON | FLAG.PLACE)) === 0 && !isNotPerson(w) && (f !== 0 || GAELIC_SURNAME.test(w) || !PRODUCT_WORD.test(w));
}
/**
 * Inside the run around the words judged: a facility noun before them ("Flughafen Franz Josef Strauß"),
 * a head noun right after them ("… Muhammed Airport"), a possessive before or inside them (a brand's
 * product or flavour: "Jerry's Cherry Garcia", "Hammurabi's Code").
 */
function thingAround(parts: ReadonlyArray<{ w: string }>, capIdx: readonly number[], x: number, y: number, tokens: readonly Tok[]): boolean {
  for (let k = 0; k <= y; k++) if (PLACE_NOUNS.has(parts[capIdx[k]].w.toLowerCase())) return true;
  if (x > 0 && POSSESSIVE_END.test(parts[capIdx[x - 1]].w)) return true;
  for (let k = 0; k < tokens.length - 1; k++) if (POSSESSIVE_END.test(tokens[k].text)) return true;
  const next = y + 1 < capIdx.length && capIdx[y + 1] === capIdx[y] + 1 ? parts[capIdx[y + 1]].w : "";
  // (a head noun of another language after them: "… Gran Premio", "… Prix")
  return next !== "" && ((isNotPerson(next) && next !== "The" && next !== "And" && next !== "Or") || PLACE_NOUNS.has(next.toLowerCase()));
}
function personContext(text: string, a: number, b: number): boolean {
  if (roleBefore(text, a)) return true;
  const after = text.slice(b, b + 24);
  SAID_WORD.lastIndex = 0;
  const v = SAID_WORD.exec(`${after.replace(/^,/, "")}`);
  return v !== null && v.index === 0;
}
/** "I'm …", "this is …", "my name's …": the speaker names themself. */
const SELF_INTRO = /(?:(?<![\p{L}])i['\u2019]m|(?<![\p{L}])i am|(?<![\p{L}])this is|name['\u2019]s|name is)[ \u00a0]+$/iu;
const POSSESSIVES = new Set("my our mi mia mio meu minha mein meine meinem meiner mon ma onze ons mijn min mitt moja m\u00f3j nuestra nuestro notre nostra nostro nossa nosso unsere unser v\u00e5r vores nasza nasz".split(" "));
const AMP_AFTER = /^[ \u00a0]*&/;
/** The word before `end` (spaces and one comma skipped), lower-cased, and where it starts. */
function wordBefore(text: string, end: number): { w: string; at: number } {
  let e = end;
  while (e > 0 && isSpace(text.charCodeAt(e - 1))) e--;
  if (e > 0 && text[e - 1] === ",") e--;
  let s = e;
  while (s > 0 && LETTER_BEFORE.test(text[s - 1])) s--;
  return { w: text.slice(s, e).toLowerCase(), at: s };
}
// verbs only a person does (say, want, feel, promise, marry, die...)
const SAID_WORD =
  /[ \u00a0](?:s(?:aid|ays|miled)|w(?:rote|rites|ants|anted)|a(?:sk(?:ed|s)|greed|pologi[sz]ed)|t(?:old|exted|hinks)|m(?:entioned|arried)|r(?:eplied|efused|eminded)|e(?:mailed)|f(?:eels|elt)|l(?:oves|aughed)|h(?:ates)|p(?:romised|assed away|refer(?:s|red))|d(?:ecided|ied)|i(?:nsist(?:s|ed))|c(?:omplained|ried)|v(?:olunteered))(?![\p{L}])/gu;
const LOWER_BEFORE = /(?<![\p{L}\p{M}\-'\u2019])([\p{Ll}]{4,})[ \u00a0]*$/u;
const CAP_BEFORE = new RegExp(`(?<![\\p{L}\\p{M}\\-])(${CAP})[ \\u00a0]*$`, "u");
function singleGiven(w: string): boolean {
  const f = lexWord(w.toLowerCase().replace(CURLY_APOSTROPHE, "'"));
  return (f & (FLAG.GIVEN | FLAG.NAME)) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) === 0 && !isNotPerson(w) && !demonymOfPlace(w) && w.length >= 3;
}
/** A single capitalised word after a cue for a person (see SINGLE_CUE_WORDS), known as a given name. */
/**
 * Round 11: one given name spoken to or joined to "I" — at a sentence's start before a comma and a lower-case
 * word ("Kwame, the report is late"), after a comma before the sentence's end ("Thanks so much, Ravi!"),
 * or before "and I" / "and me" ("Gustavo and I are …").
 */
const SENTENCE_START = /(?:^|[.!?:;\n]["\u201c\u201e(]?[ \u00a0]*|["\u201c\u201e(][ \u00a0]*)$/u;
// (after a name spoken to at a sentence's start, an English word of address: "Kwame, could you …"; an
// interjection of another language with a comma, "Klar, du …", "Perfecto, ahora …", is not read as a name)
const VOCATIVE_AFTER_START = /^,[ \u00a0]+(?:you|your|please|can|could|would|will|did|do|are|have|I|we|let['\u2019]s|just|thanks|thank|when|where|why|how|what|is|was)(?![\p{L}])/u;
// (a name spoken to at a sentence's end only after thanks, a greeting or a sign-off: "Thanks so much, Ravi!",
// "Pozdrawiam, Ola." — not the last item of a list: "English, Spanish.", "Church Street, Kilkenny.")
const VOCATIVE_LEAD = /(?:^|[^\p{L}])(?:thanks|thank you|thx|hi|hello|hey|sorry|congrats|congratulations|good morning|good night|good luck|bye|cheers|welcome|love you|miss you|happy birthday|regards|best|pozdrawiam|saludos|gracias|grazie|saluti|merci|cordialement|obrigad[oa]|danke|gr\u00fc\u00dfe|groeten|bedankt|tack|takk|tak|dzi\u0119kuj\u0119|\u0441\u043f\u0430\u0441\u0438\u0431\u043e|\u0441 \u0443\u0432\u0430\u0436\u0435\u043d\u0438\u0435\u043c|te\u015fekk\u00fcrler|sa\u011fol)[^.!?\n]{0,40},[ \u00a0]+$/iu;
const AND_I_AFTER = /^[ \u00a0]+(?:and|&)[ \u00a0]+(?:I|me|myself)(?![\p{L}])/u;
const VOCATIVE_END = /^[ \u00a0]*(?:[!?]|\.(?![\p{L}\d])|$)/u;
function vocative(text: string, at: number, w: string): boolean {
  // (char code checks first: most capitalised words have none of these around them)
  const e = at + w.length;
  const next = text.charCodeAt(e);
  const commaBefore = at >= 2 && text.charCodeAt(at - 2) === 44 && isSpace(text.charCodeAt(at - 1));
  let ok = false;
  if (next === 44 || (next === 32 && (text.startsWith(" and ", e) || text.startsWith(" & ", e)))) {
    // (a greeting starting the text: "Hi, could you …")
    if (w.length <= 5 && SINGLE_CUE_SET.has(w.toLowerCase())) return false;
    const after = text.slice(e, e + 16);
    ok = SENTENCE_START.test(text.slice(Math.max(0, at - 4), at)) && (next === 44 ? VOCATIVE_AFTER_START.test(after) : AND_I_AFTER.test(after));
  } else if (commaBefore) ok = VOCATIVE_END.test(text.slice(e, e + 4)) && VOCATIVE_LEAD.test(text.slice(Math.max(0, at - 64), at));
  return ok && singleGiven(w);
}
const OTHER_POSSESSIVES = new Set(["his", "her", "their", "your", "ihr", "ihre", "sein", "seine", "su", "sa", "son", "sua", "seu", "zijn", "haar"]);
const LANGUAGE_LIKE = /(?:ish|ese)$/;
function kinGiven(text: string, at: number, w: string): boolean {
  const f = lexWord(w.toLowerCase().replace(CURLY_APOSTROPHE, "'"));
  return w.length >= 3 && (f & FLAG.GIVEN) !== 0 && !LANGUAGE_LIKE.test(w) && !isNotPerson(w) && !demonymOfPlace(w) && !AMP_AFTER.test(text.slice(at + w.length, at + w.length + 3)) && !THING_AFTER.test(text.slice(at + w.length, at + w.length + 32));
}
function singleCued(text: string, at: number, w: string): boolean {
  const prev = wordBefore(text, at);
  if (prev.w.length === 0 || prev.at === at) return false;
  let ok = false;
  if (SINGLE_CUE_SET.has(prev.w)) {
    // a preposition (to, for, with): a given name of the lists, not on a journey ("from Herne to …");
    // "reminder to" is a strong cue
    ok = !WEAK_CUE_SET.has(prev.w) || wordBefore(text, prev.at).w === "reminder" || (!!(lexWord(w.toLowerCase()) & FLAG.GIVEN) && !FROM_BEFORE.test(text.slice(Math.max(0, prev.at - 30), prev.at + prev.w.length + 1)));
  } else if (text[prev.at - 1] === "-" && KIN_SET.has(`${wordBefore(text, prev.at - 1).w}-${prev.w}`)) {
    // a kin noun written with a hyphen ("ma grand-mère", "my step-dad"): the possessive before its first part
    ok = POSSESSIVES.has(wordBefore(text, wordBefore(text, prev.at - 1).at).w);
  } else if (KIN_SET.has(prev.w)) {
    const pos = wordBefore(text, prev.at).w;
    // round 11: a kin noun after a possessive names a person: a given name that is also a word or a place
    // ("my daughter Hope", "her son Ezekiel") counts; no pronoun, demonym or word the lists know only as a thing
    if ((POSSESSIVES.has(pos) || OTHER_POSSESSIVES.has(pos)) && kinGiven(text, at, w)) return true;
    ok = POSSESSIVES.has(pos) || ROLE_SET.has(prev.w);
  }
  else if (ROLE_SET.has(prev.w)) ok = true;
  // a sender before a colon ("Update from Bilal: …")
  else if (prev.w === "from") ok = text[at + w.length] === ":";
  else if (prev.w === "m" || prev.w === "am" || prev.w === "is") ok = SELF_INTRO.test(text.slice(Math.max(0, at - 12), at));
  // "&" after it: a firm ("to Johnson & Johnson")
  return ok && singleGiven(w) && !AMP_AFTER.test(text.slice(at + w.length, at + w.length + 3));
}
/**
 * Round 10: a list of single names after a plural word for people and a colon ("attendees: …, … and …",
 * "my kids: …", "Gäste: …", "invitados: …"): every item a capitalised word that is no common word nor place
 * (at least two items); the items known as given names are names.
 */
const GROUP_NOUNS =
  "attendees|participants|guests|invitees|speakers|panelists|panellists|members|players|students|pupils|kids|children|sons|daughters|grandchildren|grandkids|siblings|cousins|nieces|nephews|roster|cast|crew|present|absent|apologies|organizers|organisers|winners|finalists|judges|reviewers|volunteers|assignees|owners|interviewers|interviewees|candidates|" +
  "teilnehmer|teilnehmende|g\u00e4ste|kinder|anwesend|invit\u00e9s|enfants|pr\u00e9sents|invitados|participantes|asistentes|ni\u00f1os|hijos|ospiti|partecipanti|presenti|bambini|figli|convidados|crian\u00e7as|filhos|deelnemers|gasten|kinderen|aanwezig|uczestnicy|go\u015bcie|dzieci|obecni|deltagare|g\u00e4ster|barn|deltakere|gjester|katilimcilar|kat\u0131l\u0131mc\u0131lar|peserta|tamu|washiriki";
const GROUP_LIST = new RegExp(`(?<![\\p{L}])(?:${GROUP_NOUNS})[ \\u00a0]*(?:\\([^)]{0,20}\\)[ \\u00a0]*)?:[ \\u00a0]*`, "giu");
const LIST_ITEM = /([\p{Lu}][\p{Ll}\p{M}'\u2019-]+)(?:[ \u00a0]+[\p{Lu}][\p{Ll}\p{M}'\u2019-]+)*(?:,[ \u00a0]*(?:and[ \u00a0]+|&[ \u00a0]+)?|[ \u00a0]+(?:and|&|und|et|y|e|i|och|og|en|ve|na|dan)[ \u00a0]+)?/uy;
function groupListNames(text: string, out: Array<readonly [number, number]>): void {
  GROUP_LIST.lastIndex = 0;
  for (let m = GROUP_LIST.exec(text); m; m = GROUP_LIST.exec(text)) {
    const items: Array<{ at: number; w: string; one: boolean }> = [];
    let at = m.index + m[0].length;
    for (let k = 0; k < 12; k++) {
      LIST_ITEM.lastIndex = at;
      const it = LIST_ITEM.exec(text);
      if (!it) break;
      items.push({ at, w: it[1], one: !/^[\p{Lu}][\p{Ll}\p{M}'\u2019-]+[ \u00a0]+[\p{Lu}]/u.test(it[0]) });
      at += it[0].length;
      if (it[0] === it[1]) break;
    }
    if (items.length < 2 || items.some((x) => lexWord(x.w.toLowerCase()) & (FLAG.COMMON | FLAG.PLACE) || isNotPerson(x.w))) continue;
    // (at least two items given names of the lists: "Teilnehmer: Vertrieb, Einkauf und Technik" names departments)
    const found = items.filter((x) => x.one && singleGiven(x.w) && lexFlags(x.w.toLowerCase()) & FLAG.GIVEN);
    if (found.length >= 2) for (const x of found) out.push([x.at, x.at + x.w.length]);
  }
}
/**
 * Round 10: one lower-case given name of the lists (no word, place or surname) after a verb of contacting, a
 * greeting, "cc" or a kin noun after a possessive ("my sister ayesha", "cc ingrid", "told mateo").
 */
const LOWER_SINGLE_CUE = new RegExp(`(?<![\\p{L}])(?:cc|ping|tell|ask|thank|thanks|remind|told|asked|texted|emailed|messaged|invited|met|thanked|reminded|dear|hi|hey|hello|${KIN_NOUNS})[,:]?[ \\u00a0]+([\\p{Ll}][\\p{Ll}\\p{M}'\\u2019]{2,})(?![\\p{L}\\p{M}])`, "gu");
/**
 * Round 11: in text written without capitals, a self-introduction after a greeting ("hola soy …", "ciao sono …",
 * "hey, i'm …"; "sono stanca" alone is no name) or "aqui é (a / o) …", before one given name of the lists.
 */
const LOWER_SELF_CUE = /(?:(?<![\p{L}])(?:hi|hey|hiya|hello|hola|buenas|ciao|salve|oi|ol[\u00e1a]|salut|bonjour|hallo|hej|moin)[,!.]?[ \u00a0]+(?:i['\u2019]?m|this is|soy|sono|sou|ich bin|je suis|c['\u2019]est)|(?<![\p{L}])aqui (?:\u00e9|e)(?: [ao])?)[ \u00a0]+([\p{Ll}][\p{Ll}\p{M}'\u2019]{2,})(?![\p{L}\p{M}])/gu;
function lowerSelfIntro(text: string, out: Array<readonly [number, number]>): void {
  LOWER_SELF_CUE.lastIndex = 0;
  for (let m = LOWER_SELF_CUE.exec(text); m; m = LOWER_SELF_CUE.exec(text)) {
    const at = m.index + m[0].length - m[1].length;
    if (lowerGivenOnly(m[1], 3, true)) out.push([at, at + m[1].length]);
  }
}
function lowerSingleCued(text: string, out: Array<readonly [number, number]>): void {
  LOWER_SINGLE_CUE.lastIndex = 0;
  for (let m = LOWER_SINGLE_CUE.exec(text); m; m = LOWER_SINGLE_CUE.exec(text)) {
    const w = m[1];
    const at = m.index + m[0].length - w.length;
    LOWER_SINGLE_CUE.lastIndex = at;
    const cue = m[0].slice(0, m[0].length - w.length).replace(/[,: \u00a0]+$/, "");
    // (right after a verb or a greeting a three-letter given name too, "told eva"; not after a kin noun or a
    // comma: "mia zia, che …" is a relative clause)
    // (round 11: a given name that is also a surname counts too after these cues: "ask yusuf", "my friend lucas")
    if (!lowerGivenOnly(w, KIN_SET.has(cue) || /[,:]/.test(m[0]) ? 4 : 3, true)) continue;
    if (KIN_SET.has(cue) && !POSSESSIVES.has(wordBefore(text, m.index).w)) continue;
    out.push([at, at + w.length]);
  }
}
/** A lower-case given name of the lists (no common word, place or surname) right before `at`: "so zainab wants". */
function lowerGivenBefore(text: string, at: number): RegExpExecArray | null {
  const c = LOWER_BEFORE.exec(text.slice(Math.max(0, at - 30), at));
  if (!c) return null;
  const f = lexFlags(c[1]);
  return (f & FLAG.GIVEN) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE | FLAG.SURNAME)) === 0 && !CAPS_STOP.has(c[1]) && !isNotPerson(c[1]) ? c : null;
}
function cuedSingleNames(text: string, out: Array<readonly [number, number]>): void {
  SAID_WORD.lastIndex = 0;
  for (let m = SAID_WORD.exec(text); m; m = SAID_WORD.exec(text)) {
    const c = CAP_BEFORE.exec(text.slice(Math.max(0, m.index - 30), m.index)) ?? lowerGivenBefore(text, m.index);
    if (c && singleGiven(c[1])) out.push([m.index - c[0].length, m.index - c[0].length + c[1].length]);
  }
}

/**
 * Names written in the forms of records and chats: an airline booking's SURNAME/GIVEN (ALVAREZ/CAMILA MS),
 * a surname in capitals before a given name (TANAKA Haruto), and a chat handle that is a given name
 * ("<amara> pushing now", "[10:42] amara: anyone …").
 */
const PNR_NAME = /(?<![\p{L}\/])([\p{Lu}]{2,})\/([\p{Lu}]{2,})(?![\p{L}\/])/gu;
const CAPS_SURNAME_FIRST = /([\p{Lu}]{2,})[ \u00a0]([\p{Lu}][\p{Ll}]{2,})(?![\p{L}\p{M}])/gu;
const CHAT_HANDLE = /(?:^|\n|\][ \u00a0]*)<?([\p{Ll}][\p{Ll}\p{M}]{2,})(?:>|:)[ \u00a0]/gu;
const isPlain = (f: number): boolean => (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
function recordNames(text: string, out: Array<readonly [number, number]>): void {
  if (text.includes("/")) {
    PNR_NAME.lastIndex = 0;
    for (let m = PNR_NAME.exec(text); m; m = PNR_NAME.exec(text)) {
      const sf = lexFlags(m[1].toLowerCase());
      const gf = lexFlags(m[2].toLowerCase());
      if (sf & (FLAG.SURNAME | FLAG.NAME) && gf & FLAG.GIVEN && isPlain(sf) && isPlain(gf)) out.push([m.index, m.index + m[0].length]);
    }
  }
  CAPS_SURNAME_FIRST.lastIndex = 0;
  for (let m = CAPS_SURNAME_FIRST.exec(text); m; m = CAPS_SURNAME_FIRST.exec(text)) {
    if (m.index > 0 && LETTER_BEFORE.test(text[m.index - 1])) continue;
    const sf = lexFlags(m[1].toLowerCase());
    const gf = lexFlags(m[2].toLowerCase());
    if (sf & FLAG.SURNAME && gf & FLAG.GIVEN && isPlain(sf) && isPlain(gf) && !isNotPerson(m[2]) && !CAPS_STOP.has(m[1].toLowerCase())) out.push([m.index, m.index + m[0].length]);
    CAPS_SURNAME_FIRST.lastIndex = m.index + m[1].length + 1;
  }
  CHAT_HANDLE.lastIndex = 0;
  if (text.includes(":") || text.includes(">"))
  for (let m = CHAT_HANDLE.exec(text); m; m = CHAT_HANDLE.exec(text)) {
    const f = lexFlags(m[1]);
    if (f & (FLAG.GIVEN | FLAG.NAME) && isPlain(f) && !isNotPerson(m[1]) && !CAPS_STOP.has(m[1])) {
      const at = m.index + m[0].indexOf(m[1], m[0].length - m[1].length - 2);
      out.push([at, at + m[1].length]);
    }
  }
}

const HAS_UPPER = /[\p{Lu}]/u;
/**
 * A text written without any capital ("my brother oskar lindqvist"): two words in a row, the
 * first a given name and the second a surname or name, neither a common English word nor a
 * place, are a name.
 */
// (the first letter before the look-behind: see CAP_AT_START)
const LOWER_WORD = /[\p{Ll}](?<![\p{L}\p{M}'\u2019\-][\p{Ll}])[\p{Ll}\p{M}'\u2019\-]{1,}(?![\p{L}\p{M}])/gu;
const LOWER_PERSON_VERB = /^[ \u00a0]+(?:was|is|has|had|just|forgot|sent|said|says|called|missed|broke|fixed|asked|told|left|got|wants|needs|will|won't|didn't|can't|isn't|wasn't|came|went|replied|texted|emailed|quit|joined)(?![\p{L}])/u;
const LOWER_PARTICLES = new Set("van der den de la del della di da dos das do du von bin ibn al el le ter ten".split(" "));
function lowerCaseNames(text: string, out: Array<readonly [number, number]>): void {
  LOWER_WORD.lastIndex = 0;
  // the given name seen last (start, end) and the particles after it
  let given: { at: number; end: number; place: boolean } | null = null;
  let surname: { at: number; end: number } | null = null;
  for (let m = LOWER_WORD.exec(text); m; m = LOWER_WORD.exec(text)) {
    const w = m[0];
    const gap = given ? text.slice(given.end, m.index) : "";
    if (given && ONE_SPACE.test(gap) && LOWER_PARTICLES.has(w)) {
      given.end = m.index + w.length; // "dana van der ven": particles join the name
      continue;
    }
    const f = w.length >= 3 && !LOWER_PARTICLES.has(w) ? wordFlags(w.replace(CURLY_APOSTROPHE, "'")) : 0;
    const plain = f !== 0 && !(f & FLAG.PLACE) && !isNotPerson(w);
    // round 15: surname first ("okonkwo chidi was late", "garcia mateo forgot"): a surname that is no word nor
    // place, then a given name or a name that is none either, then a verb people do
    if (surname && ONE_SPACE.test(text.slice(surname.end, m.index)) && f & (FLAG.GIVEN | FLAG.NAME) && isPlain(f) && !isNotPerson(w) && !CAPS_STOP.has(w) && LOWER_PERSON_VERB.test(text.slice(m.index + w.length, m.index + w.length + 24))) {
      out.push([surname.at, m.index + w.length]);
      surname = null;
      given = null;
      continue;
    }
    surname = w.length >= 3 && f & FLAG.SURNAME && isPlain(f) && !isNotPerson(w) && !CAPS_STOP.has(w) ? { at: m.index, end: m.index + w.length } : null;
    // a surname may also be a word ("grant", "robin") after a given name that is not one
    if (given && ONE_SPACE.test(gap) && plain && (f & FLAG.SURNAME || (f & FLAG.NAME && !(f & FLAG.COMMON))) && (!given.place || (f & FLAG.SURNAME && !(f & (FLAG.COMMON | FLAG.PLACE))))) {
      out.push([given.at, m.index + w.length]);
      given = null;
      continue;
    }
    // a given name that is also a place (amara, florence) needs a surname that is no common word after it
    // a given name that is also a place or a common word (amara, florence, sydney) needs a surname that
    // is neither after it
    const weakGiven = (f & FLAG.GIVEN) !== 0 && (f & (FLAG.PLACE | FLAG.COMMON)) !== 0 && w.length >= 4 && !isNotPerson(w) && !CAPS_STOP.has(w);
    // a word the lists hold only as a name (not as a given name: ekaterina) counts like one that is also a
    // place: a surname that is no word nor place must follow
    const nameOnly = plain && (f & (FLAG.NAME | FLAG.GIVEN | FLAG.SURNAME | FLAG.COMMON)) === FLAG.NAME && w.length >= 4 && !CAPS_STOP.has(w);
    // (a possessive or a kin noun of another language is no given name: "per mia zia")
    given = (weakGiven || nameOnly || (plain && f & FLAG.GIVEN && !(f & FLAG.COMMON))) && !POSSESSIVES.has(w) && !KIN_SET.has(w) ? { at: m.index, end: m.index + w.length, place: weakGiven || nameOnly } : null;
  }
}

/**
 * Casual text with capitals elsewhere ("can u tell anna berg", "seen by dr. mirela
 * kostadinova"): two lower-case words after a verb of contacting (tell, ask, call, text) or an
 * honorific with its dot, the first a given name and the second a surname or a name (after an
 * honorific, also a word no list knows), neither a common word nor a place.
 */
// the cue (a plain literal alternation: V8 scans lower-case prose for it quickly), then the two words
const LOWER_CUE = /(?:tell|ask|call|text|dr\.|mr\.|ms\.|mrs\.|prof\.|Tell|Ask|Call|Text|Dr\.|Mr\.|Ms\.|Mrs\.|Prof\.)[ \u00a0]/g;
const LOWER_PAIR = /([\p{Ll}][\p{Ll}\p{M}'\u2019]+)[ \u00a0]+([\p{Ll}][\p{Ll}\p{M}'\u2019-]+)(?![\p{L}\p{M}])/uy;
const LETTER_BEFORE = /[\p{L}\p{M}]/u;
const TELL_ASK = /^(?:tell|ask)/i;
function lowerGivenOnly(w: string, min = 4, surnameToo = false): boolean {
  if (w.length < min || CAPS_STOP.has(w)) return false;
  const f = wordFlags(w.replace(CURLY_APOSTROPHE, "'"));
  return (f & FLAG.GIVEN) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE | (surnameToo ? 0 : FLAG.SURNAME))) === 0 && !isNotPerson(w);
}
function cuedLowerCaseNames(text: string, out: Array<readonly [number, number]>): void {
  LOWER_CUE.lastIndex = 0;
  for (let m = LOWER_CUE.exec(text); m; m = LOWER_CUE.exec(text)) {
    if (m.index > 0 && LETTER_BEFORE.test(text[m.index - 1])) continue;
    LOWER_PAIR.lastIndex = m.index + m[0].length;
    const pair = LOWER_PAIR.exec(text);
    if (!pair) continue;
    const honorific = m[0].includes(".");
    const [given, family] = [pair[1], pair[2]];
    // one given name after "tell" / "ask" ("tell aigerim that …"): a given name only, no word, place or surname
    if (!honorific && CAPS_STOP.has(family) && TELL_ASK.test(m[0]) && lowerGivenOnly(given)) {
      out.push([pair.index, pair.index + given.length]);
      continue;
    }
    if (given.length < 3 || family.length < 3 || CAPS_STOP.has(given) || CAPS_STOP.has(family)) continue;
    const g = wordFlags(given.replace(CURLY_APOSTROPHE, "'"));
    const f = wordFlags(family.replace(CURLY_APOSTROPHE, "'"));
    const plain = (x: number): boolean => (x & (FLAG.COMMON | FLAG.PLACE)) === 0;
    // after an honorific the surname may be a word no list knows (kostadinova)
    if ((g & FLAG.GIVEN) !== 0 && plain(g) && plain(f) && !isNotPerson(family) && ((f & (FLAG.SURNAME | FLAG.NAME)) !== 0 || (honorific && f === 0 && family.length >= 4)))
      out.push([pair.index, pair.index + pair[0].length]);
    else if (!honorific && TELL_ASK.test(m[0]) && lowerGivenOnly(given)) out.push([pair.index, pair.index + given.length]);
  }
}

const CJK = "\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}";
const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
// a run of CJK characters standing alone (not inside CJK prose), or two such runs with a space (山本 健太郎)
const CJK_RUN = new RegExp(`[${CJK}](?<![${CJK}][${CJK}])[${CJK}]{0,4}(?:[ \\u3000][${CJK}]{1,4})?(?![${CJK}])`, "gu");
/**
 * Chinese, Japanese and Korean names written in their scripts (no capitals to go by): a short run
 * standing alone that is a surname followed by a given name, both known to the lexicon (faker's
 * zh_CN, zh_TW, ja and ko lists): 李雨桐 · 山本 健太郎 · 이서연. Prose in these scripts is one long
 * run and is not read.
 */
function cjkNames(text: string, out: Array<readonly [number, number]>): void {
  CJK_RUN.lastIndex = 0;
  for (let m = CJK_RUN.exec(text); m; m = CJK_RUN.exec(text)) {
    const run = m[0];
    const sp = run.search(/[ \u3000]/);
    let ok = false;
    if (sp > 0) ok = (lexFlags(run.slice(0, sp)) & FLAG.SURNAME) !== 0 && (lexFlags(run.slice(sp + 1)) & FLAG.GIVEN) !== 0;
    else if (run.length >= 2)
      for (let k = 1; k <= 2 && !ok; k++) ok = run.length - k >= 1 && (lexFlags(run.slice(0, k)) & FLAG.SURNAME) !== 0 && (lexFlags(run.slice(k)) & FLAG.GIVEN) !== 0;
    // a Chinese name of three characters: a one-character surname and a given name no list holds (陈晓东)
    if (!ok && run.length === 3 && HAN3.test(run) && PERSON_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) ok = (lexFlags(run[0]) & FLAG.SURNAME) !== 0 && lexFlags(run.slice(1)) === 0 && lexFlags(run) === 0;
    if (ok) out.push([m.index, m.index + run.length]);
  }
  // inside CJK prose: a surname and a given name the lists know right before an honorific written
  // joined to it (王海燕女士, 李伟先生, 김민준님)
  CJK_HONORIFIC.lastIndex = 0;
  for (let m = CJK_HONORIFIC.exec(text); m; m = CJK_HONORIFIC.exec(text)) {
    // (a Japanese given name may be written in kana: 山川ひなた部長)
    const run = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{1,6}$/u.exec(text.slice(Math.max(0, m.index - 6), m.index))?.[0] ?? "";
    // a surname and a given name with a space between (佐々木 美穂さん)
    const spaced = /([\p{Script=Han}]{1,3})[ \u3000]([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,3})$/u.exec(text.slice(Math.max(0, m.index - 8), m.index));
    if (spaced && lexFlags(spaced[1]) & FLAG.SURNAME && (lexFlags(spaced[2]) & FLAG.GIVEN || lexFlags(spaced[2]) === 0)) {
      out.push([m.index - spaced[0].length, m.index]);
      continue;
    }
    // round 11: a Japanese surname alone before さん / 様 / 氏 (佐藤様、田中さん): two kanji the lists know only as a
    // surname, nothing of the script before them (a longer run is a compound: 王様, お客様)
    const hon = text.slice(m.index, m.index + 2);
    if (run.length === 2 && /^\p{Script=Han}{2}$/u.test(run) && (hon === "\u3055\u3093" || hon[0] === "\u69d8" || hon[0] === "\u6c0f" || hon === "\u3055\u307e") && lexFlags(run) === FLAG.SURNAME) {
      out.push([m.index - 2, m.index]);
      continue;
    }
    let found = false;
    for (let len = run.length; len >= 2; len--) {
      const name = run.slice(run.length - len);
      let ok = false;
      for (let k = 1; k <= 2 && !ok; k++) ok = len - k >= 1 && (lexFlags(name.slice(0, k)) & FLAG.SURNAME) !== 0 && (lexFlags(name.slice(k)) & FLAG.GIVEN) !== 0;
      if (ok) {
        out.push([m.index - len, m.index]);
        found = true;
        break;
      }
    }
    // round 15: a Japanese surname of two kanji the lists know only as a surname and a given name of one to three
    // kanji no list holds, before a Japanese title or honorific (佐藤健一郎部長, 伊藤さくら様 is read above)
    if (!found && JA_TITLE.test(text.slice(m.index, m.index + 2))) {
      const han = /\p{Script=Han}{3,5}$/u.exec(run)?.[0] ?? "";
      const before = text.slice(0, m.index - han.length);
      if (han && !/[\p{Script=Han}]$/u.test(before) && lexFlags(han.slice(0, 2)) === FLAG.SURNAME && lexFlags(han.slice(2)) === 0 && lexFlags(han) === 0) out.push([m.index - han.length, m.index]);
    }
  }
}
// inside Chinese or Japanese prose: a name after "to / is / called / for" and before a punctuation mark
// (写给山田花子，负责人是王秀英。): a surname the lists know and a given name the lists know, or a
// two-character surname with two characters more
// (the cue as a look-behind after the name's first character, not before it: the engine skips to a Han character
// at the speed of a class instead of trying the look-behind at every position; the same matches)
const CJK_CUED = /(\p{Script=Han}(?<=(?:[给給是叫致向跟与與为為问問请請]|亲爱的|親愛的)\p{Script=Han})\p{Script=Han}{1,3})(?=[，。、！？；：,.!?;:\s])/gu;
// round 10: after a cue (给 / 跟 / 和 / 帮 / 让, or a kin or role noun: 同事, 朋友, 老板, 妈妈…) and before a verb or a
// particle (写, 说, 发, 的, 和, 下, 在…): a surname of the lists with a given name of the lists, or with two
// characters no list knows as a whole (王晓明)
const CJK_CUED_VERB = /(\p{Script=Han}(?<=(?:[给給跟和与與帮幫让讓叫请請问問]|同事|朋友|老板|老闆|经理|經理|老师|老師|妈妈|媽媽|爸爸|哥哥|姐姐|弟弟|妹妹|儿子|兒子|女儿|女兒|丈夫|妻子|老公|老婆|同学|同學|室友|邻居|鄰居)\p{Script=Han})\p{Script=Han}{1,3}?)(?=[写寫说說发發打的和与與跟在是下做也都把对對要会會已去来來，。、！？；：,.!?;:\s])/gu;
// Korean: a name before a word ending in an honorific (김민준 고객님께, 이서연 선생님)
const CJK_NOT_IN_NAME = /[你我他她它们們的了着著过過这這那个個您咱]/;
const KOREAN_SELF = /(?:저는|전|나는|난|제 이름은|내 이름은)[ \u00a0]+(\p{Script=Hangul}{2,4}?)(?=입니다|이에요|예요|이라고|라고|이야|야(?![\p{Script=Hangul}]))/gu;
const HANGUL_BEFORE_HONORIFIC = /(\p{Script=Hangul}(?<![\p{Script=Hangul}]\p{Script=Hangul})\p{Script=Hangul}{1,3})[ \u00a0](?=\p{Script=Hangul}{0,4}(?:님|씨))/gu;
function cjkCuedNames(text: string, out: Array<readonly [number, number]>): void {
  CJK_CUED.lastIndex = 0;
  for (let m = CJK_CUED.exec(text); m; m = CJK_CUED.exec(text)) {
    const run = m[1];
    let ok = false;
    for (let k = 1; k <= 2 && !ok; k++) {
      const sf = lexFlags(run.slice(0, k));
      if (!(sf & FLAG.SURNAME) || run.length - k < 1) continue;
      const gf = lexFlags(run.slice(k));
      ok = (gf & FLAG.GIVEN) !== 0 || (k === 2 && run.length === 4 && gf === 0 && lexFlags(run) === 0);
    }
    if (ok) out.push([m.index, m.index + run.length]);
  }
  CJK_CUED_VERB.lastIndex = 0;
  for (let m = CJK_CUED_VERB.exec(text); m; m = CJK_CUED_VERB.exec(text)) {
    const run = m[1];
    // (matches may overlap: "帮我给丁涛写" is read again from each character after a cue)
    CJK_CUED_VERB.lastIndex = m.index + 1;
    // (a surname of two characters: 夏侯, 欧阳)
    const k = run.length === 4 || (run.length === 3 && !(lexFlags(run[0]) & FLAG.SURNAME)) ? 2 : 1;
    if (!(lexFlags(run.slice(0, k)) & FLAG.SURNAME)) continue;
    const gf = lexFlags(run.slice(k));
    // (a given name no list knows only after "to / with / and" or a kin or role noun, never with a pronoun
    // or an aspect particle in it: "请关闭你的" is "please switch off your")
    const unknownOk = run.length === 3 && k === 1 && gf === 0 && lexFlags(run) === 0 && lexFlags(run.slice(0, 2)) === 0 && !CJK_NOT_IN_NAME.test(run) && !/[请請叫问問帮幫让讓]$/.test(text.slice(Math.max(0, m.index - 1), m.index));
    if ((gf & FLAG.GIVEN && !(gf & FLAG.COMMON) && !CJK_NOT_IN_NAME.test(run)) || unknownOk) {
      out.push([m.index, m.index + run.length]);
      CJK_CUED_VERB.lastIndex = m.index + run.length;
    }
  }
  // Korean self-introduction: 저는 이지은입니다, 제 이름은 김민준이에요
  KOREAN_SELF.lastIndex = 0;
  for (let m = KOREAN_SELF.exec(text); m; m = KOREAN_SELF.exec(text)) {
    const run = m[1];
    const at = m.index + m[0].length - run.length;
    if ((lexFlags(run[0]) & FLAG.SURNAME) !== 0 && (lexFlags(run.slice(1)) & FLAG.GIVEN) !== 0 && lexFlags(run) === 0) out.push([at, at + run.length]);
  }
  HANGUL_BEFORE_HONORIFIC.lastIndex = 0;
  for (let m = HANGUL_BEFORE_HONORIFIC.exec(text); m; m = HANGUL_BEFORE_HONORIFIC.exec(text)) {
    const run = m[1];
    if ((lexFlags(run[0]) & FLAG.SURNAME) !== 0 && (lexFlags(run.slice(1)) & FLAG.GIVEN) !== 0 && lexFlags(run) === 0) out.push([m.index, m.index + run.length]);
  }
}
// (round 10: Japanese and Chinese job titles written after a name, 部長 / 课长 / 社長, and the Japanese self-introduction と申します / といいます)
const JA_TITLE = /^(?:部長|課長|社長|会長|係長|店長|院長|校長|局長|様|さん|さま|先生|氏)/u;
const CJK_HONORIFIC = /女士|先生|小姐|老师|老師|教授|医生|醫生|经理|經理|同学|同學|太太|夫人|律师|律師|님|씨|さん|さま|様|くん|ちゃん|氏|部長|部长|課長|课长|社長|社长|会長|會長|係長|店長|院長|校長|校长|局長|局长|主任|先輩|博士|監督|選手|議員|总监|總監|と申します|といいます|と言います|と申す/g;
const HAN3 = /^\p{Script=Han}{3}$/u;
// a word for a person (or a greeting) right before: "my tutor 陈晓东", "Dear 王海燕"
const PERSON_BEFORE = new RegExp(`\\b(?:${PERSON_NOUNS}|tutor|coach|mentor|boss|landlord|landlady|partner|classmate|roommate|professor|dear|hi|hello|mr|mrs|ms|dr)\\.?[ \\u00a0,:]*$`, "i");

/**
 * Names in other scripts without case (Arabic, Persian, Urdu, Hebrew, Devanagari, Bengali, Tamil,
 * Thai, Georgian): two or three words of one such script standing alone in other text (a
 * sentence in that script is a longer run and is not read), the first a given name of faker's
 * lists, none a common word or a place: "Send it to محمد العتيبي".
 */
const HAS_UNCASED = /[\u0590-\u08ff\u0900-\u0dff\u0e00-\u0e7f\u10a0-\u10ff\u1200-\u137f]/;
/**
 * Inside Hebrew prose (where the runs above do not look): a given name of the lists, alone or after
 * one joined preposition or conjunction (ל to, ב in, ו and, מ from, ש that, כ as, ה the: ליעל),
 * followed by a surname of the lists that is no word nor place or by a patronymic written with a
 * hyphen or maqaf (בן-דוד, בת־שבע).
 */
const HEBREW_WORD = /[\u05d0-\u05ea\u05f0-\u05f4\u0591-\u05c7\u05be-]+/g;
const HEBREW_CLITIC = /^[\u05d5\u05d1\u05dc\u05de\u05e9\u05db\u05d4]/;
const HAS_HEBREW = /[\u05d0-\u05ea]/;
const HEBREW_PATRONYMIC = /^(?:\u05d1\u05df|\u05d1\u05ea)[-\u05be]/;
function hebrewProseNames(text: string, out: Array<readonly [number, number]>): void {
  HEBREW_WORD.lastIndex = 0;
  // the previous word when it was a given name: where the name starts, where the word ends
  let given: { at: number; end: number } | null = null;
  for (let m = HEBREW_WORD.exec(text); m; m = HEBREW_WORD.exec(text)) {
    const w = m[0];
    if (given && m.index === given.end + 1 && (text[given.end] === " " || text[given.end] === "\u00a0")) {
      const sf = HEBREW_PATRONYMIC.test(w) && w.length > 4 ? FLAG.SURNAME : lexFlags(w);
      if ((sf & FLAG.SURNAME) !== 0 && !(sf & (FLAG.COMMON | FLAG.PLACE))) {
        out.push([given.at, m.index + w.length]);
        given = null;
        continue;
      }
    }
    given = null;
    if (w.length < 2 || w.includes("-") || w.includes("\u05be")) continue;
    // a word the lists know as a whole (שרה starts with ש) is read whole; else without one joined clitic
    let f: number = lexFlags(w);
    let at: number = m.index;
    if (f === 0 && w.length >= 3 && HEBREW_CLITIC.test(w)) {
      f = lexFlags(w.slice(1));
      at++;
    }
    if ((f & FLAG.GIVEN) !== 0 && !(f & FLAG.COMMON)) given = { at, end: m.index + w.length };
  }
}
const UNCASED_SCRIPTS = ["Arabic", "Hebrew", "Devanagari", "Bengali", "Tamil", "Thai", "Georgian"];
const UNCASED_RUNS = UNCASED_SCRIPTS.map((sc) => {
  const ch = `[\\p{Script=${sc}}\\p{M}]`;
  return new RegExp(`(?<!${ch}[ \\u00a0]?)${ch}{2,}(?:[ \\u00a0]${ch}{2,}){1,3}(?![ \\u00a0]?${ch})`, "gu");
});
// a cue for a name: "name(s/d)", "the name on the certificate reads", "my teacher is", a greeting or an honorific
const UNCASED_CUE = new RegExp(
  `(?:\\b(?:${PERSON_NOUNS}|${ROLE_NOUNS})[ \\u00a0]+(?:is|was)|\\bname[ds]?|\\bname[ \\u00a0]+(?:is|was|reads|on[^.!?\\n]{0,24}reads)|\\bcalled|\\bdear|\\bhi|\\bhello|\\bwelcome\\b[^.!?\\n]{0,40},|\\bcc:|\\battn:?|\\b(?:mr|mrs|ms|dr)\\.?)[ \\u00a0]*$`,
  "i",
);
/**
 * Inside Arabic or Devanagari prose: one or two words after an honorific (السيد خالد العتيبي, श्री राजेश) or
 * before जी / साहब (राजेश शर्मा जी): the first a given name the lists know, or two words no list knows as a
 * word or a place.
 */
const ARABIC_HONORIFIC = /(?<![\p{Script=Arabic}])(?:\u0627\u0644\u0633\u064a\u062f|\u0627\u0644\u0633\u064a\u062f\u0629|\u0627\u0644\u0623\u0633\u062a\u0627\u0630|\u0627\u0644\u0623\u0633\u062a\u0627\u0630\u0629|\u0627\u0644\u062f\u0643\u062a\u0648\u0631|\u0627\u0644\u062f\u0643\u062a\u0648\u0631\u0629|\u0627\u0644\u0634\u064a\u062e|\u0627\u0644\u0645\u0647\u0646\u062f\u0633|\u0622\u0642\u0627\u06cc|\u062e\u0627\u0646\u0645)[ \u00a0]+([\p{Script=Arabic}\p{M}]{2,})(?:[ \u00a0]+([\p{Script=Arabic}\p{M}]{2,}))?/gu;
const DEVA_HONORIFIC_BEFORE = /(?<![\p{Script=Devanagari}\p{M}])(?:\u0936\u094d\u0930\u0940|\u0936\u094d\u0930\u0940\u092e\u0924\u0940|\u0938\u0941\u0936\u094d\u0930\u0940|\u0921\u0949\.?)[ \u00a0]+([\p{Script=Devanagari}\p{M}]{2,})(?:[ \u00a0]+([\p{Script=Devanagari}\p{M}]{2,}))?/gu;
const DEVA_HONORIFIC_AFTER = /(?<![\p{Script=Devanagari}\p{M}])([\p{Script=Devanagari}\p{M}]{2,})[ \u00a0]+([\p{Script=Devanagari}\p{M}]{2,})[ \u00a0]+(?:\u091c\u0940|\u0938\u093e\u0939\u092c)(?![\p{Script=Devanagari}\p{M}])/gu;
function honorificScriptNames(text: string, out: Array<readonly [number, number]>): void {
  for (const re of [ARABIC_HONORIFIC, DEVA_HONORIFIC_BEFORE, DEVA_HONORIFIC_AFTER]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const f1 = lexFlags(m[1]);
      const f2 = m[2] ? lexFlags(m[2]) : -1;
      if (!isPlain(f1) || NAME_BREAK.has(m[1])) continue;
      const two = f2 >= 0 && isPlain(f2) && !ARABIC_CONJ.test(m[2]);
      // (round 10: a word no list knows before a name of the lists, "الدكتورة ليلى عبد …"; not an office: "السيد الرئيس")
      if (!(f1 & FLAG.GIVEN) && !(two && f1 === 0 && (f2 === 0 || (f2 & NAMEISH && !ARABIC_ARTICLE.test(m[1]))))) continue;
      const at = m.index + m[0].indexOf(m[1], re === DEVA_HONORIFIC_AFTER ? 0 : 1);
      const end = two ? m.index + m[0].indexOf(m[2], at - m.index + m[1].length) + m[2].length : at + m[1].length;
      out.push([at, end]);
    }
  }
}
/**
 * Inside Georgian, Thai and Tamil prose: a word before a Georgian surname's ending (-შვილი, -ძე, with a
 * case ending: ნინო გელაშვილი); a Thai given name the lists know joined to คุณ (คุณสมชาย); one or two
 * words after a Tamil honorific (திருமதி, திரு, செல்வி), the first a given name the lists know or both
 * unknown to them.
 */
const GEORGIAN_NAME = /(?<![\u10d0-\u10ff])([\u10d0-\u10ff]{2,})[ \u00a0]([\u10d0-\u10ff]{2,}(?:\u10e8\u10d5\u10d8\u10da|\u10eb\u10d4)[\u10d0-\u10ff]{0,3})(?![\u10d0-\u10ff])/gu;
const THAI_KHUN = /\u0e04\u0e38\u0e13([\u0e00-\u0e7f]{2,12}?)(?=[ \u00a0]|$)/gu;
// round 11: a Thai self-introduction, "my name is" (ผม / ฉัน / ดิฉัน / หนู + ชื่อ), up to the next space (not ชื่อเล่น, "nickname")
const THAI_SELF = /(?:\u0e1c\u0e21|\u0e09\u0e31\u0e19|\u0e14\u0e34\u0e09\u0e31\u0e19|\u0e2b\u0e19\u0e39)\u0e0a\u0e37\u0e48\u0e2d[ \u00a0]?(?!\u0e40\u0e25\u0e48\u0e19)([\u0e00-\u0e7f]{2,16})(?=[ \u00a0,.]|$)/gu;
const TAMIL_HONORIFIC = /(?<![\p{Script=Tamil}])(?:\u0ba4\u0bbf\u0bb0\u0bc1\u0bae\u0ba4\u0bbf|\u0ba4\u0bbf\u0bb0\u0bc1|\u0b9a\u0bc6\u0bb2\u0bcd\u0bb5\u0bbf)[ \u00a0]+([\p{Script=Tamil}\p{M}]{2,})(?:[ \u00a0]+([\p{Script=Tamil}\p{M}]{2,}))?/gu;
/**
 * Round 15: a given name and a surname of the lists (the own-script lists too) before a postposition only a person
 * takes in Devanagari (Hindi / Marathi ने, को, यांनी, यांना; Nepali joined -ले, -लाई; जी) and in Urdu (نے, کو):
 * "राहुल शर्मा ने …", "सीता थापाले …". Bodies and places before them are not ("भारत सरकार ने").
 */
const DEVA_POSTPOSITION = /(?<![\u0900-\u097f])([\u0900-\u097f]{2,})[ \u00a0]+([\u0900-\u097f]{2,}?)(?:[ \u00a0]+(?:ने|को|यांनी|यांना|लाई|जी)|ले|लाई)(?![\u0900-\u097f])/gu;
const URDU_POSTPOSITION = /(?<![\u0600-\u06ff])([\u0600-\u06ff]{2,})[ \u00a0]+([\u0600-\u06ff]{2,})[ \u00a0]+(?:نے|کو)(?![\u0600-\u06ff])/gu;
const BODY_WORDS = new Set("सरकार कंपनी सेना पुलिस टीम बैंक समिति मंत्रालय विभाग संस्था पार्टी सभा परिषद न्यायालय अदालत महापालिका नगरपालिका सरकारने حکومت کمپنی فوج پولیس ٹیم بینک".split(" "));
/** Round 15: Arabic verbs whose object or subject is a person (appointed, promoted, called, resigned, submitted), then the name. */
const ARABIC_PERSON_VERB = /(?<![\u0600-\u06ff])(?:تعيين|ترقية|اتصل|اتصلت|قدّم|قدّمت|قدم|قدمت|أرسل|أرسلت|استقال|استقالت|وصل|وصلت|غادر|غادرت)[ \u00a0]+([\u0600-\u06ff]{2,})[ \u00a0]+([\u0600-\u06ff]{2,})(?![\u0600-\u06ff])/gu;
const ARABIC_NOT_FIRST = /^(?:ال|لل|مدير|موظف|رئيس|عميل|شركة|فريق|مكتب|قسم|إدارة)/u;
function arabicVerbNames(text: string, out: Array<readonly [number, number]>): void {
  ARABIC_PERSON_VERB.lastIndex = 0;
  for (let m = ARABIC_PERSON_VERB.exec(text); m; m = ARABIC_PERSON_VERB.exec(text)) {
    if (ARABIC_NOT_FIRST.test(m[1])) continue;
    const f1 = lexFlags(m[1]);
    const f2 = lexFlags(m[2]);
    if (!isPlain(f1) || !isPlain(f2)) continue;
    // a given name of the lists, then a surname, a name or a nisba (ال…ي) that is no word
    const nisba = /^ال[\u0600-\u06ff]{2,}ي$/u.test(m[2]);
    if (f1 & FLAG.GIVEN && (f2 & NAMEISH || nisba)) out.push([m.index + m[0].length - m[1].length - 1 - m[2].length, m.index + m[0].length]);
  }
}
function postpositionScriptNames(text: string, out: Array<readonly [number, number]>): void {
  if (/[\u0600-\u06ff]/.test(text)) arabicVerbNames(text, out);
  for (const re of [DEVA_POSTPOSITION, URDU_POSTPOSITION]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (BODY_WORDS.has(m[1]) || BODY_WORDS.has(m[2])) continue;
      const f1 = lexFlags(m[1]);
      const f2 = lexFlags(m[2]);
      if (!isPlain(f1) || !isPlain(f2)) continue;
      const given = f1 & FLAG.GIVEN || ownScriptFlags(m[1]) & FLAG.OWN_GIVEN;
      const surname = f2 & FLAG.SURNAME || ownScriptFlags(m[2]) & FLAG.OWN_SURNAME;
      if (given && surname) out.push([m.index, m.index + m[1].length + 1 + m[2].length]);
    }
  }
}
function proseScriptNames(text: string, out: Array<readonly [number, number]>): void {
  if (/[\u0900-\u097f\u0600-\u06ff]/.test(text)) postpositionScriptNames(text, out);
  if (/[\u10d0-\u10ff]/.test(text)) {
    GEORGIAN_NAME.lastIndex = 0;
    for (let m = GEORGIAN_NAME.exec(text); m; m = GEORGIAN_NAME.exec(text)) if (isPlain(lexFlags(m[1]))) out.push([m.index, m.index + m[0].length]);
  }
  if (/[\u0e00-\u0e7f]/.test(text)) {
    THAI_KHUN.lastIndex = 0;
    for (let m = THAI_KHUN.exec(text); m; m = THAI_KHUN.exec(text)) {
      const f = lexFlags(m[1]);
      if (f & FLAG.GIVEN && isPlain(f)) out.push([m.index + 3, m.index + m[0].length]);
    }
    THAI_SELF.lastIndex = 0;
    for (let m = THAI_SELF.exec(text); m; m = THAI_SELF.exec(text)) if (isPlain(lexFlags(m[1]))) out.push([m.index + m[0].length - m[1].length, m.index + m[0].length]);
  }
  if (/[\u0b80-\u0bff]/.test(text)) {
    TAMIL_HONORIFIC.lastIndex = 0;
    for (let m = TAMIL_HONORIFIC.exec(text); m; m = TAMIL_HONORIFIC.exec(text)) {
      const f1 = lexFlags(m[1]);
      const f2 = m[2] ? lexFlags(m[2]) : -1;
      if (!isPlain(f1) || !(f1 & FLAG.GIVEN || (f1 === 0 && f2 === 0))) continue;
      const at = m.index + m[0].indexOf(m[1]);
      out.push([at, m.index + m[0].length]);
    }
  }
}
/**
 * Round 10: inside Arabic, Devanagari and Bengali prose, one to three words after "my name (is)" or a kin or
 * role noun of that language (اسمي, صديقي, زميلتي; मेरा नाम, दोस्त, बहन; আমার নাম, বন্ধু), up to a postposition,
 * a copula or a conjunction (है, के, को; و-; এবং): no word of the lists' common words or places, no Arabic
 * article first. And an Arabic full name: a given name of the lists, maybe a second name, and a nisba
 * (ال…ي: الزهراني, المنصوري) that is no common word.
 */
const ARABIC_ARTICLE = /^\u0627\u0644/;
const HINDI_POSTPOSITIONS = new Set("\u0915\u0947 \u0915\u094b \u0915\u0940 \u0915\u093e \u0928\u0947 \u0938\u0947 \u091c\u0940 \u0914\u0930".split(" "));
const ARABIC_NISBA_WORD = /^\u0627\u0644[\p{Script=Arabic}\p{M}]{2,}\u064a$/u;
const ARABIC_CONJ = /^\u0648/;
// generic addressees after "dear" (customer, friend(s), member, sir / madam, user, colleagues, students, parents)
const DEAR_NOT = new Set(
  ("\u0917\u094d\u0930\u093e\u0939\u0915 \u092e\u093f\u0924\u094d\u0930 \u092e\u093f\u0924\u094d\u0930\u094b\u0902 \u0926\u094b\u0938\u094d\u0924\u094b\u0902 \u0938\u0926\u0938\u094d\u092f \u092e\u0939\u094b\u0926\u092f \u092e\u0939\u094b\u0926\u092f\u093e \u0909\u092a\u092f\u094b\u0917\u0915\u0930\u094d\u0924\u093e \u0938\u093e\u0925\u093f\u092f\u094b\u0902 \u091b\u093e\u0924\u094d\u0930\u094b\u0902 \u0905\u092d\u093f\u092d\u093e\u0935\u0915\u094b\u0902 \u0926\u0947\u0936\u0935\u093e\u0938\u093f\u092f\u094b\u0902 " +
    "\u0997\u09cd\u09b0\u09be\u09b9\u0995 \u09ac\u09a8\u09cd\u09a7\u09c1 \u09ac\u09a8\u09cd\u09a7\u09c1\u09b0\u09be \u09b8\u09a6\u09b8\u09cd\u09af \u09ae\u09b9\u09cb\u09a6\u09af\u09bc \u09b6\u09bf\u0995\u09cd\u09b7\u09be\u09b0\u09cd\u09a5\u09c0\u09b0\u09be " +
    "\u0635\u062f\u064a\u0642\u064a \u0632\u0645\u064a\u0644\u064a \u0623\u062e\u064a \u0639\u0645\u064a\u0644\u0646\u0627 \u0645\u0633\u062a\u062e\u062f\u0645").split(" "),
);
const DEAR_SCRIPT = /^(?:\u0639\u0632\u064a\u0632|\u092a\u094d\u0930\u093f\u092f|\u09aa\u09cd\u09b0\u09bf)/;
const SCRIPT_CUES: ReadonlyArray<{ re: RegExp; stop: ReadonlySet<string> }> = [
  {
    re: /(?<![\p{Script=Arabic}\p{M}])(?:\u0627\u0633\u0645\u064a|\u0639\u0632\u064a\u0632\u064a|\u0639\u0632\u064a\u0632\u062a\u064a|\u0635\u062f\u064a\u0642\u064a|\u0635\u062f\u064a\u0642\u062a\u064a|\u0623\u062e\u064a|\u0623\u062e\u062a\u064a|\u0632\u0645\u064a\u0644\u064a|\u0632\u0645\u064a\u0644\u062a\u064a|\u0645\u062f\u064a\u0631\u064a|\u0645\u062f\u064a\u0631\u062a\u064a|\u0627\u0628\u0646\u064a|\u0627\u0628\u0646\u062a\u064a|\u0632\u0648\u062c\u064a|\u0632\u0648\u062c\u062a\u064a|\u062c\u062f\u062a\u064a|\u0639\u0645\u062a\u064a|\u062e\u0627\u0644\u062a\u064a|\u0627\u0644\u0637\u0627\u0644\u0628|\u0627\u0644\u0637\u0627\u0644\u0628\u0629|\u0627\u0644\u0645\u0648\u0638\u0641|\u0627\u0644\u0645\u0648\u0638\u0641\u0629|\u0646\u0627\u0645\u0645|\u0627\u0633\u0645\u0645)[ \u00a0]+((?:[\p{Script=Arabic}\p{M}]{2,}[ \u00a0]*){1,3})/gu,
    stop: new Set(["\u0647\u0648", "\u0647\u064a", "\u0641\u064a", "\u0645\u0646", "\u0625\u0644\u0649", "\u0639\u0644\u0649", "\u0639\u0646", "\u0645\u0639", "\u0623\u0646", "\u0643\u0627\u0646", "\u0643\u0627\u0646\u062a", "\u0647\u0630\u0627", "\u0647\u0630\u0647", "\u0627\u0644\u0630\u064a", "\u0627\u0644\u062a\u064a", "\u0642\u062f", "\u0644\u0627", "\u0644\u0645", "\u0644\u0646", "\u0633\u0648\u0641", "\u0647\u0646\u0627", "\u0627\u0633\u062a", "\u0647\u0633\u062a\u0645", "\u0647\u0633\u062a"]),
  },
  {
    re: /(?<![\p{Script=Devanagari}\p{M}])(?:\u092a\u094d\u0930\u093f\u092f|\u0928\u093e\u092e|\u0926\u094b\u0938\u094d\u0924|\u092e\u093f\u0924\u094d\u0930|\u092d\u093e\u0908|\u092c\u0939\u0928|\u092e\u093e\u0901|\u092e\u093e\u0902|\u092a\u093f\u0924\u093e|\u092a\u093f\u0924\u093e\u091c\u0940|\u092a\u0924\u093f|\u092a\u0924\u094d\u0928\u0940|\u092c\u0947\u091f\u093e|\u092c\u0947\u091f\u0940|\u092c\u0947\u091f\u0947|\u0938\u0939\u0915\u0930\u094d\u092e\u0940|\u0938\u0939\u0947\u0932\u0940|\u0936\u093f\u0915\u094d\u0937\u0915|\u0936\u093f\u0915\u094d\u0937\u093f\u0915\u093e|\u0926\u093e\u0926\u0940|\u0926\u093e\u0926\u093e|\u0928\u093e\u0928\u0940|\u091a\u093e\u091a\u093e|\u091a\u093e\u091a\u0940|\u092e\u093e\u092e\u093e|\u092e\u094c\u0938\u0940)[ \u00a0]+((?:[\p{Script=Devanagari}\p{M}]{2,}[ \u00a0]*){1,3})/gu,
    stop: new Set("\u0939\u0948 \u0939\u0942\u0901 \u0939\u0942\u0902 \u0939\u0948\u0902 \u0925\u093e \u0925\u0940 \u0925\u0947 \u0915\u0947 \u0915\u094b \u0915\u0940 \u0915\u093e \u0928\u0947 \u0938\u0947 \u0914\u0930 \u091c\u0940 \u092e\u0947\u0902 \u092a\u0930 \u0915\u094d\u092f\u093e \u092d\u0940 \u0924\u094b \u0928\u0939\u0940\u0902 \u092c\u0939\u0941\u0924 \u0915\u094d\u092f\u093e \u0906\u091c \u0915\u0932 \u0905\u092c \u0905\u092d\u0940 \u0938\u092c \u092f\u0939 \u0935\u0939 \u092f\u0947 \u0935\u094b \u090f\u0915 \u092c\u0921\u093c\u0947 \u0905\u091a\u094d\u091b\u0947 \u0905\u091a\u094d\u091b\u093e \u0905\u091a\u094d\u091b\u0940 \u0928\u090f \u0928\u092f\u093e \u092a\u0941\u0930\u093e\u0928\u0947 \u0939\u092e\u0947\u0936\u093e \u0915\u092d\u0940".split(" ")),
  },
  {
    re: /(?<![\p{Script=Bengali}\p{M}])(?:\u09aa\u09cd\u09b0\u09bf\u09af\u09bc|\u09aa\u09cd\u09b0\u09bf\u09df|\u09a8\u09be\u09ae|\u09ac\u09a8\u09cd\u09a7\u09c1|\u09ad\u09be\u0987|\u09ac\u09cb\u09a8|\u09b6\u09bf\u0995\u09cd\u09b7\u0995|\u09b6\u09bf\u0995\u09cd\u09b7\u09bf\u0995\u09be|\u09b8\u09b9\u0995\u09b0\u09cd\u09ae\u09c0)[ \u00a0]+((?:[\p{Script=Bengali}\p{M}]{2,}[ \u00a0]*){1,3})/gu,
    stop: new Set("\u098f\u09ac\u0982 \u0996\u09c1\u09ac \u09b9\u09b2 \u09b9\u09b2\u09cb \u0986\u099b\u09c7 \u099b\u09bf\u09b2 \u0995\u09bf \u09a8\u09be \u0986\u09b0 \u0993".split(" ")),
  },
];
function scriptCuedNames(text: string, out: Array<readonly [number, number]>): void {
  for (const { re, stop } of SCRIPT_CUES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.index + m[0].length - m[1].length;
      re.lastIndex = at;
      const words = m[1].trim().split(SPACES);
      let n = 0;
      while (n < words.length && !stop.has(words[n]) && !NAME_BREAK.has(words[n]) && !(n > 0 && ARABIC_CONJ.test(words[n])) && isPlain(lexFlags(words[n]))) n++;
      // (round 12: a word that says no name followed, "शिक्षक आशा करते हैं", "the teacher hopes")
      if (n < words.length && NAME_BREAK.has(words[n]) && !stop.has(words[n]) && !(n >= 2 && VERY.has(words[n]))) continue;
      // (a first word joined to "and" (و…) must be a given name of the lists: "جدتي واحكِ لي" is "grandma, and tell me")
      if (n === 0 || (n === 1 && words.length > 1 && lexFlags(words[0]) === 0 && !stop.has(words[1])) || ARABIC_ARTICLE.test(words[0]) || (ARABIC_CONJ.test(words[0]) && !(lexFlags(words[0]) & FLAG.GIVEN))) continue;
      // the lists know few names of these scripts and none of their common words, so words they do not know
      // count only when the name ends where a name ends: before a postposition, a copula, "and" (و…), a
      // punctuation mark or the end ("मेरे दोस्त आज आएंगे।" runs on into a verb); in Arabic the first word must
      // also be a given name of the lists or a later one a name of the lists or a nisba ("صديقي يحب كرة القدم")
      // (an Arabic name ends with its nisba: "صديقي خالد العتيبي سيأتي")
      const nisbaAt = words.slice(1, n).findIndex((w) => ARABIC_NISBA_WORD.test(w));
      if (nisbaAt >= 0) n = nisbaAt + 2;
      const next = text.slice(at).indexOf(words[n - 1]) + at + words[n - 1].length;
      const ends = nisbaAt >= 0 ? true : n < words.length ? stop.has(words[n]) || ARABIC_CONJ.test(words[n]) : /^[ \u00a0]*(?:[\u060c\u061f\u06d4.,;:!?\u0964\u0965)"'\u00bb]|$)/.test(text.slice(next, next + 3));
      if (DEAR_NOT.has(words[0]) && DEAR_SCRIPT.test(m[0])) continue;
      // (round 12: one word no list knows before a question mark asks for the name: "আমার নাম কী?")
      if (n === 1 && lexFlags(words[0]) === 0 && /^[ \u00a0]*[?\u061f]/.test(text.slice(next, next + 3))) continue;
      // round 11: "dear" (عزيزي / عزيزتي, प्रिय, প্রিয়) and one word before a comma: a name spoken to
      const known = (lexFlags(words[0]) & FLAG.GIVEN) !== 0 || (n === 1 && words.length === 1 && DEAR_SCRIPT.test(m[0]) && !DEAR_NOT.has(words[0]) && /^[\u060c,]/.test(text.slice(next, next + 1)));
      // (after a Hindi kin or role noun, a postposition: "मेरी बहन डॉक्टर है" says what the sister is)
      if (!known && re === SCRIPT_CUES[1].re && !m[0].startsWith("\u0928\u093e\u092e") && !(n < words.length && HINDI_POSTPOSITIONS.has(words[n]))) continue;
      if (!known && (!ends || (re === SCRIPT_CUES[0].re && !words.slice(1, n).some((w) => lexFlags(w) & NAMEISH || ARABIC_NISBA_WORD.test(w))))) continue;
      // (a single word no list knows stands only before a stop word or at the end: "صديقي العزيز جدا" is no name)
      out.push([at, at + text.slice(at).indexOf(words[n - 1]) + words[n - 1].length]);
    }
  }
  if (!/[\u0600-\u06ff]/.test(text)) return;
  // round 11: a given name of the lists and a theophoric name, عبد + a word (محمد عبد الرحمن, أحمد عبد الله)
  ARABIC_ABD.lastIndex = 0;
  for (let m = ARABIC_ABD.exec(text); m; m = ARABIC_ABD.exec(text)) {
    const f = lexFlags(m[1]);
    if (f & FLAG.GIVEN && isPlain(f) && !ARABIC_ARTICLE.test(m[1])) out.push([m.index, m.index + m[0].length]);
  }
  ARABIC_NISBA.lastIndex = 0;
  for (let m = ARABIC_NISBA.exec(text); m; m = ARABIC_NISBA.exec(text)) {
    const f1 = lexFlags(m[1]);
    const f2 = m[2] ? lexFlags(m[2]) : 0;
    if (!(f1 & FLAG.GIVEN) || !isPlain(f1) || (m[2] && (!isPlain(f2) || ARABIC_ARTICLE.test(m[2]) || ARABIC_CONJ.test(m[2]))) || !isPlain(lexFlags(m[3]))) {
      // (the name may start one word later: "تم تعيين عادل الميجاي")
      if (m[2]) ARABIC_NISBA.lastIndex = m.index + m[1].length + 1;
      continue;
    }
    out.push([m.index, m.index + m[0].length]);
  }
}
const ARABIC_ABD = /(?<![\p{Script=Arabic}\p{M}])([\p{Script=Arabic}\p{M}]{2,})[ \u00a0]+\u0639\u0628\u062f[ \u00a0]?[\p{Script=Arabic}\p{M}]{2,}(?![\p{Script=Arabic}\p{M}])/gu;
const ARABIC_NISBA = /(?<![\p{Script=Arabic}\p{M}])([\p{Script=Arabic}\p{M}]{2,})(?:[ \u00a0]+([\p{Script=Arabic}\p{M}]{2,}))?[ \u00a0]+(\u0627\u0644[\p{Script=Arabic}\p{M}]{2,}\u064a)(?![\p{Script=Arabic}\p{M}])/gu;
/**
 * Round 12: cues before a name in the scripts without capitals, one table for all of them (Arabic, Persian,
 * Urdu, Hebrew, Devanagari: Hindi, Marathi, Nepali; Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada,
 * Malayalam, Ethiopic: Amharic; Georgian): "my name is" (strong), an honorific (Mr / Mrs / Dr, strong), "I" /
 * "I am" and a role noun (lawyer, student, patient, teacher: weak). After the cue the name is one to three
 * words, up to a word that ends a name in that language (a copula: है, ہوں, هستم, ነው; a postposition a
 * person takes: ने, को, نے; "and"; today / tomorrow) or a punctuation mark. A word that says no name
 * followed ("very", "a", "in", "is there", an office: "Mr President") drops the cue. Strong cues take words no
 * list knows; weak ones need a given name of the lists, or two words closed by a first-person copula, or (after
 * a greeting, or a role) two words closed by an ending word or a punctuation mark, the last no first-person
 * verb. A name after "my name is" closed by a question ("is my name … ?") is not taken.
 */
// (a quote or geresh inside or after a word only between Hebrew letters: עו"ד, גב'; a slash in Ethiopic: ወ/ሮ)
const CUE_WORD = /[\p{L}\p{M}\u200c\u200d]+(?:(?:(?<=[\u05d0-\u05ea])["'\u05f3\u05f4](?=[\u05d0-\u05ea])|(?<=[\u1200-\u137f])\/(?=[\u1200-\u137f]))[\p{L}\p{M}]+)*(?:(?<=[\u05d0-\u05ea])['\u05f3])?/gu;
type CueKind = 1 | 2 | 3 | 4; // 1 "my name is", 2 honorific, 3 "I" / "I am", 4 role noun
const w = (s: string): string[] => s.split(" ");
/** Cue phrases (words joined by a space) by kind. */
const SCRIPT_CUE_PHRASES: ReadonlyArray<readonly [CueKind, string]> = (
  [
  // Arabic, Persian, Urdu, Kurdish (Sorani)
  [1, "اسمي|اسم من|اسمم|نام من|نامم|میرا نام|ميرا نام|ناوم|ناوی من|أنا اسمي"],
  [2, "السيد|السيدة|الآنسة|الشيخ|د\\.|آقای|آقا|خانم|جناب|محترمہ|محترم|بیگم|صاحبہ|کاک|خاتوو|دکتر"],
  [3, "أنا|انا|من|میں"],
  [4, "الدكتور|الدكتورة|الأستاذ|الأستاذة|المهندس|المهندسة|المحامي|المحامية|الطالب|الطالبة|المريض|المريضة|المعلم|المعلمة|الموظف|الموظفة|الزبون|العميل|وکیل|دانشجو|دانش‌آموز|بیمار|معلم|استاد|کارمند|مشتری|طالب علم|طالبہ|مریض|مریضہ|استاد|استانی|ڈاکٹر"],
  // Hebrew
  [1, "שמי|קוראים לי|שמי הוא|השם שלי הוא|השם שלי"],
  [2, "מר|גב'|גברת|ד\"ר|עו\"ד|פרופ'|רו\"ח|הרב|מרת"],
  [3, "אני"],
  [4, "הסטודנט|הסטודנטית|התלמיד|התלמידה|המטופל|המטופלת|המורה|עורך הדין|עורכת הדין|הלקוח|הלקוחה"],
  // Devanagari: Hindi, Marathi, Nepali
  [1, "मेरा नाम|मेरी नाम|माझे नाव|माझं नाव|मेरो नाम|नाम है|मेरा शुभ नाम"],
  [2, "श्री|श्रीमती|सुश्री|श्रीमान|कुमारी|डॉ|डॉ\\.|डा\\."],
  [3, "मैं|मी|म"],
  [4, "वकील|वकिल|छात्र|छात्रा|मरीज़|मरीज|रोगी|शिक्षक|शिक्षिका|अध्यापक|अध्यापिका|विद्यार्थी|विद्यार्थिनी|ग्राहक|कर्मचारी|बिरामी|डॉक्टर|प्राध्यापक|इंजीनियर"],
  // Bengali
  [1, "আমার নাম|মোর নাম"],
  [2, "শ্রী|শ্রীমতী|শ্রীমতি|জনাব|বেগম|ডাঃ|ডা\\.|ড\\.|মিস|মিসেস|জনাবা"],
  [3, "আমি"],
  [4, "ছাত্র|ছাত্রী|রোগী|আইনজীবী|উকিল|শিক্ষক|শিক্ষিকা|গ্রাহক|কর্মী|ডাক্তার|অধ্যাপক"],
  // Gurmukhi (Punjabi)
  [1, "ਮੇਰਾ ਨਾਮ|ਮੇਰਾ ਨਾਂ"],
  [2, "ਸ੍ਰੀਮਤੀ|ਸ਼੍ਰੀਮਤੀ|ਸ਼੍ਰੀ|ਸਰਦਾਰ|ਡਾ\\."],
  [3, "ਮੈਂ"],
  [4, "ਵਕੀਲ|ਵਿਦਿਆਰਥੀ|ਮਰੀਜ਼|ਅਧਿਆਪਕ|ਗਾਹਕ"],
  // Gujarati
  [1, "મારું નામ|મારુ નામ"],
  [2, "શ્રી|શ્રીમતી|ડૉ\\.|ડો\\.|ડૉ"],
  [3, "હું"],
  [4, "વકીલ|વિદ્યાર્થી|વિદ્યાર્થિની|દર્દી|શિક્ષક|શિક્ષિકા|ગ્રાહક"],
  // Tamil
  [1, "என் பெயர்|என்னுடைய பெயர்|எனது பெயர்"],
  [2, "திரு|திருமதி|செல்வி|டாக்டர்|டாக்டர்\\.|டா\\.|முனைவர்"],
  [3, "நான்"],
  [4, "மாணவர்|மாணவி|நோயாளி|வழக்கறிஞர்|ஆசிரியர்|வாடிக்கையாளர்"],
  // Telugu
  [1, "నా పేరు"],
  [2, "శ్రీ|శ్రీమతి|డాక్టర్|డా\\.|కుమారి"],
  [3, "నేను"],
  [4, "విద్యార్థి|విద్యార్థిని|రోగి|న్యాయవాది|ఉపాధ్యాయుడు|టీచర్"],
  // Kannada
  [1, "ನನ್ನ ಹೆಸರು"],
  [2, "ಶ್ರೀ|ಶ್ರೀಮತಿ|ಡಾ\\.|ಡಾಕ್ಟರ್|ಕುಮಾರಿ"],
  [3, "ನಾನು"],
  [4, "ವಿದ್ಯಾರ್ಥಿ|ರೋಗಿ|ವಕೀಲ|ಶಿಕ್ಷಕ"],
  // Malayalam
  [1, "എന്റെ പേര്|എൻ്റെ പേര്"],
  [2, "ശ്രീ|ശ്രീമതി|ഡോ\\.|ഡോക്ടർ"],
  [3, "ഞാൻ"],
  [4, "വിദ്യാർത്ഥി|രോഗി|വക്കീൽ|അധ്യാപകൻ|അധ്യാപിക"],
  // Amharic (Ethiopic)
  [1, "ስሜ|ስሜ ማን|የኔ ስም|ስሜም"],
  [2, "አቶ|ወ/ሮ|ወ/ሪት|ወይዘሮ|ወይዘሪት|ዶ/ር|ዶክተር|ፕሮፌሰር|ኢንጂነር|ሻለቃ"],
  [3, "እኔ"],
  [4, "ተማሪ|ጠበቃ|መምህር|መምህርት|ታካሚ|ደንበኛ|ሰራተኛ"],
  // Georgian
  [1, "მქვია|მე მქვია|ჩემი სახელია|სახელად"],
  [2, "ბატონი|ქალბატონი|ბატონო|ქალბატონო|დოქტორი"],
  [3, "მე ვარ"],
  [4, "ექიმი|ადვოკატი|სტუდენტი|მასწავლებელი|პაციენტი|მოსწავლე"],
  ] as ReadonlyArray<readonly [CueKind, string]>
).flatMap(([k, s]) => s.split("|").map((p) => [k, p.replace(/\\/g, "")] as const));
/** Cues by their last word (a phrase's earlier words are checked before it). */
// (an abbreviation listed with its full stop, डा. / ডা., is a cue only with it: "प्रो बाउल" is the Pro Bowl)
const SCRIPT_CUE_BY_LAST = new Map<string, Array<{ kind: CueKind; words: string[]; dot: boolean }>>();
for (const [kind, p] of SCRIPT_CUE_PHRASES) {
  const words = w(p);
  const last = words[words.length - 1].replace(/\.$/, "");
  SCRIPT_CUE_BY_LAST.set(last, [...(SCRIPT_CUE_BY_LAST.get(last) ?? []), { kind, words: words.map((x) => x.replace(/\.$/, "")), dot: p.endsWith(".") }]);
}
/** Words that close a name: copulas, postpositions a person takes, "and", today / tomorrow / yesterday, "said". */
const NAME_END = new Set(
  w(
    // Arabic, Persian, Urdu
    "هو هي في إلى الى على عن مع و اليوم غدا غداً أمس قال قالت است هستم هستید هست بود را به از در با که امروز فردا دیروز می‌آید ہے ہوں ہیں تھا تھی تھے نے کو کا کی کے سے اور آج کل " +
      // Hebrew
      "הוא היא של את עם על לא כבר היום מחר אתמול אמר אמרה ואני הגיש הגישה תגיע יגיע " +
      // Devanagari
      "है हूँ हूं हैं हो हुँ हुन् छ छु छन् आहे आहेत होता होती थे था थी ने को की का के से और जी यांनी यांना यांचे व आज कल उद्या काल भोलि आज बोलतोय बोलतेय बोल्दैछु ले लाई " +
      // Bengali
      "এবং ও আজ কাল আগামীকাল গতকাল বললেন বলেন হয় জি সাহেব " +
      // Gurmukhi, Gujarati
      "ਹੈ ਹਾਂ ਹਨ ਸੀ ਨੇ ਨੂੰ ਦਾ ਦੀ ਦੇ ਤੋਂ ਅਤੇ ਜੀ ਅੱਜ ਕੱਲ੍ਹ છે છું છો હતો હતી હતા અને આજે કાલે એ ને નો ની નું " +
      // Tamil, Telugu, Kannada, Malayalam
      "மற்றும் இன்று நாளை நேற்று ஆவார் மற்றும் ఈరోజు రేపు నిన్న మరియు గారు ಇಂದು ನಾಳೆ ನಿನ್ನೆ ಮತ್ತು ಅವರು ഇന്ന് നാളെ ഇന്നലെ ആണ് ആകുന്നു " +
      // Amharic, Georgian
      "ነው ነኝ ናት ናቸው ነበር እና ዛሬ ነገ ትናንት ይባላል ይባላሉ ვარ არის და დღეს ხვალ გუშინ",
  ),
);
/** Words that say the cue was not followed by a name: very, not, a / one, in / on, "is there", offices, pronouns. */
const NAME_BREAK = new Set(
  w(
    "جدا جداً جدًا لست ليس موجود موجودة متعب متعبة الرئيس رئيس الوزير وزير خیلی بسیار خسته آماده خوشحال ناراحت مطمئن نیستم نیست یک یه رئیس جمهور وزیر لیست " +
      "بہت تھکا تھکی نہیں اپنے اپنی اپنا میرے میری ان کے رہا رہی رہے سکتا سکتی چاہتا چاہتی تیار خوش ٹھیک پریشان بیمار ایک میں پر صدر وزیر فہرست ہوا ہوئی " +
      "מאוד עייף עייפה לא רק גם ברשימה כל " +
      "बहुत थका थकी हुआ हुई हुए गया गई करता करती करते कर होता होती होते हों होंगे होगा होगी अपने अपनी अपना मेरे मेरी उनके उनकी उनका उसके उसकी उसका हमारे हमारी तुम्हारे आपके आपकी रहा रही रहे सकता सकती सकते चुका चुकी चाहता चाहती तैयार खुश ठीक परेशान बीमार नहीं एक में पर सूची क्या भी खूप थकलो थकले यादीत मध्ये धेरै थाकेको सूचीमा अध्यक्ष प्रधानमंत्री मंत्री राष्ट्रपति विद्यार्थी छात्र " +
      "খুব ক্লান্ত নই না করি করছি করব একজন এক তালিকায় আছে নেই মন্ত্রী রাষ্ট্রপতি " +
      "ਬਹੁਤ ਥੱਕ ਨਹੀਂ ਇੱਕ ਵਿੱਚ ਸੂਚੀ ਅਕਾਲ " +
      "ખૂબ થાકી નથી એક યાદીમાં છે? " +
      "மிகவும் ஒரு இல்லை பட்டியலில் இருக்கிறதா இருக்கிறது சோர்வாக చాలా ఒక లేదు జాబితాలో ఉందా ఉంది ತುಂಬಾ ಒಂದು ಇಲ್ಲ ಪಟ್ಟಿಯಲ್ಲಿ ಇದೆಯೇ ಇದೆ വളരെ ഒരു ഇല്ല ലിസ്റ്റിൽ ഉണ്ടോ ഉണ്ട് " +
      "በጣም ውስጥ ላይ አለ የለም አይደለም አይደለሁም ደክሞኛል ማለት ምን ძალიან არ ერთი სიაში",
  ),
);
/** "Very" (among the words above). */
const VERY = new Set(w("جدا جداً جدًا خیلی بسیار بہت מאוד बहुत खूप धेरै খুব ਬਹੁਤ ખૂબ மிகவும் చాలా ತುಂಬಾ വളരെ በጣም ძალიან"));
/** First-person copulas and verbs in the first person (after "I", a word so ending is the verb, not a name). */
// an Amharic preposition joined to a word starting with a vowel (ከአዲስ "from Addis", በኢትዮጵያ) or a relative verb
// (የሚለው "which says", የተባለው "the so-called"): no name
const ETHIOPIC_NOT_NAME = /^(?:[\u12a8\u1260\u1208\u12e8][\u12a0-\u12a7\u12d0-\u12d7]|\u12e8\u121a|\u12e8\u1270)/u;
// a Hebrew preposition with the article joined (מהבנק "from the bank", בבית, לחנות): a thing or a place
const HEBREW_PREP_ARTICLE = /^[\u05de\u05d1\u05dc\u05db]\u05d4[\u05d0-\u05ea]{2,}/u;
/** Genitives and "from / in / to" after a role and two words: a thing's name ("ग्राहक सहायता बॉट के लिए", customer-support bot). */
const OF_AFTER = new Set(w("का की के से ਦਾ ਦੀ ਦੇ ਤੋਂ નો ની નું کا کی کے سے از به در را با في من على عن مع إلى של את עם על"));
const SELF_COPULA = new Set(w("هستم ہوں हूँ हूं हुँ आहे ਹਾਂ છું ነኝ ვარ"));
const FIRST_PERSON_VERB = /(?:চ্ছি|ছি|লাম|ছিলাম|তাম|ேன்|ాను|ేను|ುತ್ತೇನೆ|ೇನೆ|ुँ|ूँ|ऊँ|तो|ते|म$)$/u;
/** Greetings before a self-introduction. */
const SCRIPT_GREETING = /(?:سلام|مرحبا|مرحباً|أهلا|السلام علیکم|السلام عليكم|שלום|नमस्ते|नमस्कार|প্রণাম|নমস্কার|আসসালামু আলাইকুম|হ্যালো|ਸਤ ਸ੍ਰੀ ਅਕਾਲ|નમસ્તે|வணக்கம்|నమస్తే|నమస్కారం|ನಮಸ್ಕಾರ|നമസ്കാരം|ሰላም|ጤና ይስጥልኝ|გამარჯობა)[\s,،!.।]*$/u;
function scriptCueNames(text: string, out: Array<readonly [number, number]>): void {
  const toks: Array<{ w: string; at: number; end: number }> = [];
  CUE_WORD.lastIndex = 0;
  for (let m = CUE_WORD.exec(text); m; m = CUE_WORD.exec(text)) toks.push({ w: m[0], at: m.index, end: m.index + m[0].length });
  // only spaces between two words (a cue and its name, a name's words); honorifics may end with a full stop
  const spaced = (i: number, dot = false): boolean => {
    const gap = text.slice(toks[i].end, toks[i + 1].at);
    return gap.length > 0 && gap.length <= 3 && (dot ? /^\.?[ \u00a0]+$/ : /^[ \u00a0]+$/).test(gap);
  };
  for (let i = 0; i < toks.length - 1; i++) {
    const cues = SCRIPT_CUE_BY_LAST.get(toks[i].w);
    if (!cues) continue;
    // the longest phrase that ends here ("من" is "I", "اسم من" is "my name")
    let kind: CueKind | 0 = 0;
    let len = 0;
    for (const c of cues) {
      const k = c.words.length - 1;
      if (i - k < 0 || c.words.length <= len || (c.dot && text[toks[i].end] !== "." && !cues.some((x) => !x.dot && x.words.length === c.words.length))) continue;
      let ok = true;
      for (let j = 0; j < k && ok; j++) ok = toks[i - k + j].w === c.words[j] && spaced(i - k + j);
      if (ok) {
        kind = c.kind;
        len = c.words.length;
      }
    }
    if (kind === 0 || !spaced(i, kind === 2)) continue;
    const max = kind === 2 ? 2 : 3;
    let n = 0;
    let close: "end" | "punct" | "max" | "break" = "max";
    let closer = "";
    for (let j = i + 1; j < toks.length && n < max + 1; j++) {
      const t = toks[j].w;
      if (n > 0 && !spaced(j - 1)) { close = "punct"; break; }
      // ("very" after two words follows a name: "শিক্ষক রফিকুল ইসলাম খুব ধৈর্যশীল"; after none or one it says what someone is)
      if (NAME_END.has(t) || (n >= 2 && VERY.has(t))) { close = n > 0 ? "end" : "break"; closer = t; break; }
      if (NAME_BREAK.has(t) || SCRIPT_CUE_BY_LAST.has(t) || HEBREW_PREP_ARTICLE.test(t) || ETHIOPIC_NOT_NAME.test(t) || !/[^\p{Script=Latin}\p{Script=Common}]/u.test(t)) { close = "break"; break; }
      if (n === max) break;
      const f = lexFlags(t);
      if (f & (FLAG.COMMON | FLAG.PLACE) && !(f & NAMEISH)) { close = "break"; break; }
      // (an Arabic article starts no name after a cue: "الطالب الجديد"; a nisba later may: "… العتيبي")
      if (ARABIC_ARTICLE.test(t) && (n === 0 || !ARABIC_NISBA_WORD.test(t))) { close = "break"; break; }
      // (an Arabic word with the accusative ending -an is an adverb or an object: وحدهُ, عمومًا, قائلًا)
      if (/(?:\u064b\u0627|\u0627\u064b)$/.test(t)) { close = "break"; break; }
      n++;
      if (j === toks.length - 1 || !spaced(j)) close = "punct";
      if (close === "punct") break;
    }
    if (n === 0 || close === "break") continue;
    const first = toks[i + 1];
    const last = toks[i + n];
    const after = text.slice(last.end, last.end + 24);
    // "is my name … ?": a question about the name
    if (kind === 1 && /^[^.!\n\u0964\u06d4\u1362]{0,12}[?\u061f\u055e]/u.test(after) && n === 1) continue;
    // (after a cue, the own-script lists count too: Indian and Thai names as written)
    const names = toks.slice(i + 1, i + 1 + n).map((x) => {
      const own = ownScriptFlags(x.w);
      return lexFlags(x.w) | (own & FLAG.OWN_GIVEN ? FLAG.GIVEN : 0) | (own & FLAG.OWN_SURNAME ? FLAG.SURNAME : 0);
    });
    const known = names.slice(0, 2).some((f) => f & NAMEISH && isPlain(f));
    const givenFirst = (names[0] & FLAG.GIVEN) !== 0 && isPlain(names[0]);
    let ok: boolean;
    const comma = close === "punct" && /^[ \u00a0]*[,\u060c\u1363]/.test(after);
    if (kind === 1 || kind === 2) ok = close !== "max" || kind === 2 || known;
    else if (kind === 3) {
      // after "I": a first-person copula closing the name (मैं … हूँ, من … هستم, እኔ … ነኝ), or a greeting before
      // and a comma after ("নমস্কার, আমি …,"); a given name of the lists (a lone surname is more often a people or a
      // language: "म नेपाली हुँ") or two words, the last no verb in the first person ("আমি কলকাতায় থাকি," "I live in Kolkata,"; "אני עובד בחברה", "I work at a firm")
      const greeted = SCRIPT_GREETING.test(text.slice(Math.max(0, toks[i].at - 30), toks[i].at));
      ok = (givenFirst || n >= 2) && !FIRST_PERSON_VERB.test(last.w) && ((close === "end" && SELF_COPULA.has(closer)) || (greeted && comma));
    } else {
      // after a role: a name of the lists, or two words closed by an ending word that is no genitive (closed by the
      // sentence's end, the last word is more often the verb, "… appealed."; by a comma, a compound: "student advisory group,")
      ok = (known && !(n === 1 && OF_AFTER.has(closer))) || (n >= 2 && !FIRST_PERSON_VERB.test(last.w) && close === "end" && !OF_AFTER.has(closer));
    }
    // (three words that ran on without an ending word: the third is more often the verb, "… משה לוי הגיע")
    if (ok) out.push([first.at, close === "max" && n === 3 ? toks[i + 2].end : last.end]);
  }
}
/**
 * Round 12: Thai names after a title or role joined to them (คุณ / นาย / นาง / ทนาย / อาจารย์ / ดร.), a given
 * name and a surname split by a space, the given name starting with no word that makes the title a word of its
 * own (คุณภาพ "quality", คุณครู "teacher", คุณช่วย… "could you…"); Chinese names after "I am / I'm called /
 * my name is" or a role noun (我是, 我叫, 病人, 学生) and before a punctuation mark or a verb; Japanese names
 * before です / と申します after "I am" (私は) or "in charge" (担当の), or before と申します alone; Korean names
 * beside a role noun (박지훈 변호사, 학생 김민준이).
 */
const THAI_TITLED = /(?<![\u0e00-\u0e7f])(?:\u0e04\u0e38\u0e13|\u0e19\u0e32\u0e22|\u0e19\u0e32\u0e07\u0e2a\u0e32\u0e27|\u0e19\u0e32\u0e07|\u0e17\u0e19\u0e32\u0e22|\u0e2d\u0e32\u0e08\u0e32\u0e23\u0e22\u0e4c|\u0e14\u0e23\.|\u0e04\u0e38\u0e13\u0e2b\u0e21\u0e2d|\u0e04\u0e38\u0e13\u0e04\u0e23\u0e39)([\u0e00-\u0e7f]{2,14})[ \u00a0]([\u0e00-\u0e7f]{2,18})(?=[ \u00a0,.!?]|$)/gu;
// words a title joins to that are no name (quality, value, teacher, doctor, mother, father, help, will, can, not, be, have...)
const THAI_NOT_START = /^(?:\u0e1e\u0e25|\u0e01\u0e23\u0e31\u0e10|\u0e20\u0e32\u0e1e|\u0e04\u0e48\u0e32|\u0e2a\u0e21\u0e1a\u0e31\u0e15\u0e34|\u0e04\u0e23\u0e39|\u0e2b\u0e21\u0e2d|\u0e41\u0e21\u0e48|\u0e1e\u0e48\u0e2d|\u0e0a\u0e48\u0e27\u0e22|\u0e08\u0e30|\u0e44\u0e14\u0e49|\u0e44\u0e21\u0e48|\u0e40\u0e1b\u0e47\u0e19|\u0e21\u0e35|\u0e01\u0e47|\u0e15\u0e49\u0e2d\u0e07|\u0e04\u0e27\u0e23|\u0e2d\u0e22\u0e39\u0e48|\u0e17\u0e33|\u0e04\u0e37\u0e2d|\u0e0a\u0e2d\u0e1a|\u0e2d\u0e22\u0e32\u0e01|\u0e2a\u0e32\u0e21\u0e32\u0e23\u0e16|\u0e22\u0e31\u0e07|\u0e40\u0e04\u0e22|\u0e01\u0e33\u0e25\u0e31\u0e07|\u0e23\u0e39\u0e49|\u0e27\u0e48\u0e32|\u0e04\u0e27\u0e32\u0e21|\u0e17\u0e35\u0e48|\u0e02\u0e2d\u0e07|\u0e41\u0e25\u0e30|\u0e01\u0e31\u0e1a|\u0e43\u0e2b\u0e49|\u0e44\u0e1b|\u0e21\u0e32|\u0e04\u0e23\u0e31\u0e1a|\u0e04\u0e48\u0e30|\u0e04\u0e30|\u0e19\u0e30|\u0e41\u0e25\u0e49\u0e27|\u0e41\u0e15\u0e48|\u0e0b\u0e36\u0e48\u0e07|\u0e08\u0e32\u0e01|\u0e43\u0e19|\u0e1a\u0e2d\u0e01|\u0e04\u0e34\u0e14|\u0e2b\u0e19\u0e39|\u0e17\u0e48\u0e32\u0e19|\u0e40\u0e18\u0e2d|\u0e1c\u0e39\u0e49)/u;
const THAI_PARTICLE_IN = /\u0e04\u0e23\u0e31\u0e1a|\u0e04\u0e48\u0e30|\u0e44\u0e21\u0e48|\u0e44\u0e14\u0e49|\u0e08\u0e30|\u0e41\u0e25\u0e49\u0e27|\u0e2b\u0e19\u0e48\u0e2d\u0e22/u;
const ZH_CUE = /(?:我是|我叫|我的名字是|我的名字叫|我名叫|本人是|本人|学生|學生|病人|患者|客户|客戶|顾客|顧客|员工|員工|乘客|同学|同學|律师|律師|医生|醫生|老师|老師|教授|经理|經理)(\p{Script=Han}{2,4})/gu;
// what may follow a name: a punctuation mark, a verb, an adverb or a particle
const ZH_FOLLOW = /^(?:[，。、！？；：,.!?;:\s]|$|[需今已没沒明昨刚剛还還将將也再在是的和跟说說来來去要会會想得把被给給对對从從打发發写寫都就才正请請让讓先同律医醫老教经經])/u;
// a role noun's last character: 程序员, 工程师, 学生, 作者, 画家, 中国人, 歌手, 班长
const ZH_ROLE_END = /[员員师師生者家人手工长長士]$/u;
const JA_NAME_BEFORE = /(?:(私は|わたしは|僕は|ぼくは|俺は|担当の|弁護士の|患者の|学生の|先生の|社員の|講師の|医師の)|)(\p{Script=Han}{2,5})(?=と申します|といいます|と言います|と申す|でございます|です)/gu;
const KO_ROLE = "변호사|선생님|교수님|교수|학생|환자|의사|대표님|대표|과장님|과장|부장님|부장|팀장님|팀장|고객님|고객|기자|작가|직원|간호사|강사";
const KO_ROLE_AFTER = new RegExp(`(?<![\\p{Script=Hangul}])(\\p{Script=Hangul}{3})[ \\u00a0](?:${KO_ROLE})`, "gu");
const KO_ROLE_BEFORE = new RegExp(`(?<![\\p{Script=Hangul}])(?:${KO_ROLE})[ \\u00a0](\\p{Script=Hangul}{3})(?:[이가은는을를의도와과]|에게|한테|께서|님|씨)?(?![\\p{Script=Hangul}])`, "gu");
function koreanFull(run: string): boolean {
  return (lexFlags(run[0]) & FLAG.SURNAME) !== 0 && (lexFlags(run.slice(1)) & FLAG.GIVEN) !== 0 && lexFlags(run) === 0;
}
// characters of grammar that stand in no given name: 在 at, 是 is, 有 has, 把 / 被 / 给 / 从 / 到 / 对, 都 / 也 / 还 / 就
const ZH_FUNCTION = /[在是有和把被给給从從到对對都也还還就要会會说說]/u;
function hanName(run: string): boolean {
  if (CJK_NOT_IN_NAME.test(run) || ZH_ROLE_END.test(run) || lexFlags(run) !== 0) return false;
  for (let k = 1; k <= 2; k++) {
    if (run.length - k < 1 || !(lexFlags(run.slice(0, k)) & FLAG.SURNAME)) continue;
    const g = lexFlags(run.slice(k));
    // a given name of the lists, or one or two characters no list knows as a word after a surname of one
    // (王晓明, 刘思雨) or two (欧阳明)
    if ((g & FLAG.GIVEN && isPlain(g)) || (g === 0 && !ZH_FUNCTION.test(run.slice(k)) && run.length - k <= 2 && run.length >= 3 && lexFlags(run.slice(0, 2)) === (k === 2 ? lexFlags(run.slice(0, 2)) : 0))) return true;
  }
  return false;
}
function scriptJoinedNames(text: string, out: Array<readonly [number, number]>): void {
  if (/[\u0e00-\u0e7f]/.test(text)) {
    THAI_TITLED.lastIndex = 0;
    for (let m = THAI_TITLED.exec(text); m; m = THAI_TITLED.exec(text)) {
      const [g, s] = [m[1], m[2]];
      if (THAI_NOT_START.test(g) || THAI_NOT_START.test(s) || THAI_PARTICLE_IN.test(g) || THAI_PARTICLE_IN.test(s) || !isPlain(lexFlags(g)) || !isPlain(lexFlags(s))) continue;
      out.push([m.index + m[0].length - g.length - s.length - 1, m.index + m[0].length]);
    }
  }
  if (!HAS_CJK.test(text)) return;
  ZH_CUE.lastIndex = 0;
  for (let m = ZH_CUE.exec(text); m; m = ZH_CUE.exec(text)) {
    const at = m.index + m[0].length - m[1].length;
    ZH_CUE.lastIndex = at;
    for (let len = Math.min(4, m[1].length); len >= 2; len--) {
      const run = m[1].slice(0, len);
      if (ZH_FOLLOW.test(text.slice(at + len, at + len + 1)) && hanName(run)) {
        out.push([at, at + len]);
        ZH_CUE.lastIndex = at + len;
        break;
      }
    }
  }
  JA_NAME_BEFORE.lastIndex = 0;
  for (let m = JA_NAME_BEFORE.exec(text); m; m = JA_NAME_BEFORE.exec(text)) {
    const run = m[2];
    const self = /^と/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 1));
    if (!m[1] && !self) continue;
    // a surname of the lists alone after a cue (担当の田中です), or a surname (one to three characters) and one
    // to three more characters (山田花子, 佐藤健)
    if (m[1] && lexFlags(run) === FLAG.SURNAME) {
      out.push([m.index + m[0].length - run.length, m.index + m[0].length]);
      continue;
    }
    for (let k = Math.min(3, run.length - 1); k >= 1; k--) {
      const rest = lexFlags(run.slice(k));
      if (lexFlags(run.slice(0, k)) & FLAG.SURNAME && run.length - k <= 3 && (rest === 0 || rest & FLAG.GIVEN) && lexFlags(run) === 0) {
        out.push([m.index + m[0].length - run.length, m.index + m[0].length]);
        break;
      }
    }
  }
  if (/[\uac00-\ud7af]/.test(text)) {
    for (const re of [KO_ROLE_AFTER, KO_ROLE_BEFORE]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        if (!koreanFull(m[1])) continue;
        const at = re === KO_ROLE_AFTER ? m.index : m.index + m[0].indexOf(m[1], 1);
        out.push([at, at + 3]);
      }
    }
  }
}
function uncasedScriptNames(text: string, out: Array<readonly [number, number]>): void {
  scriptCueNames(text, out);
  if (/[\u0600-\u06ff\u0900-\u097f\u0980-\u09ff]/.test(text)) {
    honorificScriptNames(text, out);
    scriptCuedNames(text, out);
  }
  proseScriptNames(text, out);
  for (const re of UNCASED_RUNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const flags = m[0].split(/[ \u00a0]/).map((w) => lexFlags(w));
      if (flags.some((f) => f & (FLAG.COMMON | FLAG.PLACE))) continue;
      // a given name first (greetings such as "peace be upon you" hold words of the surname lists),
      // or words no list knows right after a cue for a name ("the name प्रिया शर्मा", "Welcome to the team, يوسف الحداد")
      // (round 12: or a given name and a surname of the own-script lists, both ends known: "अनिल कुमार", "রাহুল দাস")
      const words = m[0].split(/[ \u00a0]/);
      const ownPair = (ownScriptFlags(words[0]) & FLAG.OWN_GIVEN) !== 0 && ((ownScriptFlags(words[words.length - 1]) & FLAG.OWN_SURNAME) !== 0 || (flags[flags.length - 1] & FLAG.SURNAME) !== 0);
      if (flags[0] & FLAG.GIVEN || ownPair || (flags.every((f) => f === 0) && UNCASED_CUE.test(text.slice(Math.max(0, m.index - 40), m.index))))
        out.push([m.index, m.index + m[0].length]);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Round 12 (cased scripts: Latin, Cyrillic, Greek). Kept in one region: casedScriptNames adds names, casedNotPersons
// drops spans that are things or places; both run only on text with capitals.
// ---------------------------------------------------------------------------------------------------------------

const W12 = "[\\p{Lu}][\\p{Ll}\\p{M}'\\u2019]+";
/** Coordinators of ~20 languages joining a list's last item ("Laura, Noah and Ezra", "Анна, Марія та Олег"). */
const LIST_COORD =
  "and|or|und|oder|et|ou|y|o|e|i|och|eller|og|en|ve|veya|dan|atau|na|és|ja|și|şi|a|\u0442\u0430|\u0456|\u0439|\u0438|\u0438\u043b\u0438|\u043a\u0430\u0438|\u03ba\u03b1\u03b9|\u03ae";
/** What may stand before a list item: an adjective of a child ("little Ezra", "baby Leo") or an article (Greek ο / η, "la"). */
const ITEM_LEAD = "(?:(?:little|baby|young|wee|old|big|kleine|kleiner|petite|petit|peque\u00f1[oa]|piccol[oa]|\u03bf|\u03b7|\u03c4\u03bf\u03bd|\u03c4\u03b7|\u03c4\u03b7\u03bd|la|el|il|o|a|der|die)[ \\u00a0]+)?";
const GIVEN_LIST = new RegExp(
  `(?<![\\p{L}\\p{M}'\\u2019-])${W12}(?:,[ \\u00a0]+${ITEM_LEAD}${W12}){0,8},?[ \\u00a0]+(?:${LIST_COORD})[ \\u00a0]+${ITEM_LEAD}${W12}(?![\\p{L}\\p{M}'\\u2019-])`,
  "gu",
);
const WORK_VERB_BEFORE = /(?<![\p{L}])(?:watch|watched|watching|saw|see|seen|read|reading|reread|rewatch|rewatched|review|reviewed|staged|stream|streamed|film|movie|play|musical|opera|ballet|book|novel|story|tale|song|album|series|show|sitcom|cartoon|episode|production|of)[ \u00a0]+(?:the[ \u00a0]+)?["\u201c]?$/iu;
const WORK_AFTER = /^["\u201d]?[ \u00a0]*(?:,[ \u00a0]*)?(?:(?:is|was|are|were)[ \u00a0]+(?:a|an|the)[ \u00a0]+(?:[\p{Ll}-]+[ \u00a0]+)?(?:film|movie|play|musical|opera|ballet|book|novel|story|tale|song|album|series|show|sitcom|cartoon|comedy|tragedy|classic|poem)|by[ \u00a0]+[\p{Lu}]|\((?:19|20)\d\d\))/u;
const FICTION_WORDS =
  /(?<![\p{L}])(?:gods?|goddess(?:es)?|deit(?:y|ies)|myths?|mytholog(?:y|ical)|legends?|legendary|sagas?|eddas?|epic|bible|biblical|gospels?|scripture|fairy[ \u00a0]tales?|fables?|characters?|protagonists?|heroes|villains?|novels?|films?|movies?|musical|operas?|anime|manga|cartoons?|sitcom|episodes?|video[ \u00a0]games?|appear[ \u00a0]+in|G\u00f6tter|Gott|dieux|dioses|dei|personajes|personnages|personaggi|Figuren)(?![\p{L}])/iu;
/** The sentence around [a, b) (up to 200 characters each side, cut at . ! ? or a line break). */
function sentenceAround(text: string, a: number, b: number): string {
  const left = text.slice(Math.max(0, a - 200), a);
  const right = text.slice(b, b + 200);
  const l = Math.max(left.lastIndexOf(". "), left.lastIndexOf("! "), left.lastIndexOf("? "), left.lastIndexOf("\n"));
  const r = right.search(/[.!?](?:[ \u00a0\n]|$)|\n/);
  return left.slice(l + 1) + text.slice(a, b) + (r < 0 ? right : right.slice(0, r));
}
const LIST_CUE_VERBS = new Set("tell ask invite thank call email text message remind meet pick ping cc with for and sag frag dile pregunta dis demande chiedi vraag".split(" "));
const LIST_COORD_SET = new Set(LIST_COORD.split("|"));
const ITEM_LEAD_SET = new Set("little baby young wee old big kleine kleiner petite petit peque\u00f1o peque\u00f1a piccolo piccola \u03bf \u03b7 \u03c4\u03bf\u03bd \u03c4\u03b7 \u03c4\u03b7\u03bd la el il o a der die".split(" "));
const LIST_WORD = /[\p{Lu}][\p{Ll}\p{M}'\u2019]+/gu;
/** SURNAME, GIVEN (a record's order): in capitals, or in title case right after a field's colon. */
const CAPS_COMMA_NAME = /(?<![\p{L}\p{M}])([\p{Lu}][\p{Lu}'\u2019-]+),[ \u00a0]+([\p{Lu}]{2,}(?:[ \u00a0-][\p{Lu}]{2,})?|[\p{Lu}]\.)(?![\p{L}\p{M}])/gu;
const TITLE_COMMA_NAME = /(?<![\p{L}\p{M}])([\p{Lu}][\p{Ll}\p{M}'\u2019-]+),[ \u00a0]+([\p{Lu}][\p{Ll}\p{M}'\u2019-]+)(?![\p{L}\p{M}])/gu;
const FIELD_COLON_BEFORE = /(?:^|[\n;|(]|[\p{L}\p{M})][ \u00a0]*:)[ \u00a0]*$/u;
const BY_ANY = /(?<![\p{L}])(?:by|von|par|por|da|door|przez)[ \u00a0]/iu;
const BY_BEFORE = /(?<![\p{L}])(?:by|von|par|por|da|door|przez)[ \u00a0]+$/iu;
const TITLE_COMMA_AFTER = /^[ \u00a0]*(?:$|[.;)\n(\u2014\u2013|]|-[ \u00a0]|,[ \u00a0]*(?:\d|[\p{Ll}]))/u;
/** Initials before a hyphenated surname ("A. J. Fairweather-Lowe", "A.-M. Dubois-Laurent"). */
const INITIALS_HYPHEN = /(?<![\p{L}\p{M}.])(?:[\p{Lu}]\.(?:-[\p{Lu}]\.)?[ \u00a0]?){1,3}([\p{Lu}][\p{Ll}\p{M}'\u2019]+)-([\p{Lu}][\p{Ll}\p{M}'\u2019]+)(?![\p{L}\p{M}-])/gu;
/**
 * Gaelic particles before a surname (Ó / ó, Ní, Nic, Mac, Mc, Uí, Mhic, Ua), with the h-, n- or t- an initial
 * vowel takes (Ó hÉigeartaigh, Mac an tSaoi): after a given name or an honorific.
 */
const GAELIC_PARTICLE = /(?<![\p{L}\p{M}])(\u00d3|\u00f3|N\u00ed|n\u00ed|Nic|Mac|Mc|U\u00ed|Ua|Mhic)[ \u00a0]+((?:an[ \u00a0]+)?[hnt]?[\p{Lu}][\p{Ll}\p{M}'\u2019]{2,}(?:[ \u00a0]+[\p{Lu}][\p{Ll}\p{M}'\u2019]{2,})?)(?![\p{L}\p{M}])/gu;
const GAELIC_HONORIFIC = /(?<![\p{L}])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Dear|Dochtúir|Dochtuir)\.?[ \u00a0]+$/u;
/** A name joined to a Bantu copula or pronoun prefix (Zulu / Xhosa ngingu-, ndingu-, ngu-, ungu-): "nginguThandiwe". */
const BANTU_JOINED = new RegExp(`(?<![\\p{L}\\p{M}])(?:[Nn]gingu|[Nn]dingu|[Uu]ngu|[Nn]gu|[Ss]ingu)(${W12})(?:[ \\u00a0]+(${W12}))?(?![\\p{L}\\p{M}])`, "gu");
/** Self-introductions with the name after (Sesotho ke nna, Shona ndini, Basque nire izena) or before (Basque … naiz). */
const INTRO_BEFORE_12 = new RegExp(`(?<![\\p{L}])(?:[Kk]e nna|[Nn]dini|[Nn]ire izena|[Nn]ire izena ni)[ \\u00a0]+(${W12}(?:[ \\u00a0]${W12})?)(?![\\p{L}\\p{M}])`, "gu");
const NAIZ = new RegExp(`(?<![\\p{L}\\p{M}])(${W12}(?:[ \\u00a0]${W12}){0,2})[ \\u00a0]+naiz(?![\\p{L}])`, "gu");
/** A given name and a surname that are also words ("Rose Baker", "Hunter Brooks") before a verb only a person does. */
const PAIR_VERB = new RegExp(
  `(?<![\\p{L}\\p{M}])(${W12})[ \\u00a0]+(${W12}(?:-${W12})?)[ \\u00a0]+(?:left[ \\u00a0]+(?:a|an|the|his|her|their|you|me|us)|called|phoned|rang|asked|said|says|wrote|writes|sent|signed|emailed|texted|booked|paid|replied|told|wants|wanted|needs|needed|dropped[ \\u00a0]+off|picked[ \\u00a0]+up|complained|confirmed|cancell?ed|apologi[sz]ed|thanked|visited|resigned|retired|promised|refused|submitted|approved|fixed|will[ \\u00a0]+(?:cover|pick|join|call|send|bring|take|arrive|come|meet)|hat[ \\u00a0]+(?:die|den|das|uns|mich|angerufen|geschrieben)|dej\u00f3|llam\u00f3|pidi\u00f3|pag\u00f3|envi\u00f3|a[ \\u00a0]+appel\u00e9|ha[ \\u00a0]+(?:chiamato|scritto|pagato)|ligou|pediu|enviou|heeft[ \\u00a0]+gebeld)(?![\\p{L}])`,
  "uy",
);
/** Endings of English surnames that are also words (Baker, Fletcher, Brooks, Goodman, Ashley, Crawford…). */
const WORD_SURNAME_END = /(?:er|ers|man|son|ley|ton|ford|field|wood|worth|well|brooks?|bridge|ham|shaw|ks)$/;
const BARE_NAME = /^[ \u00a0\n]*([\p{Lu}][\p{Ll}\p{M}'\u2019]{2,})[.!]?[ \u00a0\n]*$/u;
const plainFlags = (f: number): boolean => (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
/** Flags of a word as written (lower-cased), with its inflections and surname shape (lexWord). */
const flags12 = (w: string): number => lexWord(w.toLowerCase().replace(CURLY_APOSTROPHE, "'"));
/** Known only as a common word or a place (no list of names has it). */
const thingOnly = (f: number): boolean => f !== 0 && f !== SHAPE && (f & NAMEISH) === 0;

/** Capitals that start a word, read once: which of the patterns below can match at all (each scan of a 4 KB prompt costs 2–8 µs). */
const CAPITAL = /[\p{Lu}]/gu;
const LOWER_LETTER = /[\p{Ll}]/u;
interface Gates12 {
  list: boolean;
  capsComma: boolean;
  titleComma: boolean;
  hyphen: boolean;
  gaelic: boolean;
  bantu: boolean;
  intro: boolean;
  naiz: boolean;
  /** A capital and a full stop after ", " (an author's initial: "Oyelaran, T."). */
  author: boolean;
  pairs: number[];
}
/** A letter or a combining mark at i (ASCII by char code, the rest by LETTER_BEFORE). */
function isLetterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return LETTER_BEFORE.test(text[i]);
}
/** Where the word of at most 7 letters ending before the space at `sp` starts, or -1. */
function shortWordStart(text: string, sp: number): number {
  let st = sp;
  while (st > 0 && sp - st <= 7 && isLetterAt(text, st - 1)) st--;
  return st === sp || sp - st > 7 || (st > 0 && isLetterAt(text, st - 1)) ? -1 : st;
}
const GAELIC_CAPS = new Set(["\u00d3", "N\u00ed", "Nic", "Mac", "Mc", "U\u00ed", "Ua", "Mhic"]);
const GAELIC_FIRST = new Set([...GAELIC_CAPS].map((w) => w.charCodeAt(0)));
const LOWER_CUES_12 = new Set(["\u00f3", "n\u00ed", "nna", "ndini", "izena"]);
function gates12(text: string): Gates12 {
  const g: Gates12 = { list: false, capsComma: false, titleComma: false, hyphen: false, gaelic: false, bantu: false, intro: false, naiz: false, author: false, pairs: [] };
  // Only the capitals whose left context can set a gate are read (test(), no match object; lastIndex is after
  // the capital, two code units after an astral one): after u or h (a Bantu prefix, a Gaelic h-), after a
  // hyphen, after a space that follows a letter or a comma, and Ó / N / M / U (a Gaelic particle). A pair's first
  // word is found from the second (pairAt), " naiz" by its own search (naizAfterWord): the result is the one a
  // reading of every capital gives.
  GATE_CAPITAL.lastIndex = 0;
  while (GATE_CAPITAL.test(text)) {
    const after = GATE_CAPITAL.lastIndex;
    const low = text.charCodeAt(after - 1);
    gateCapital(text, low >= 0xdc00 && low <= 0xdfff ? after - 2 : after - 1, g);
  }
  if (!g.naiz) g.naiz = naizAfterWord(text);
  return g;
}
const GATE_CAPITAL = /[\p{Lu}](?<=(?:[uh\-]|[\p{L}\p{M},]\s)[\p{Lu}])|[\u00d3NMU]/gu;
const CAPITAL_AT = /[\p{Lu}]/uy;
/** Whether a word of gates12's reading (at a capital, not inside a word nor after a hyphen) ends right before `at`. */
function capitalWordBefore(text: string, at: number): number {
  if (at < 1 || !isLetterAt(text, at - 1)) return -1;
  let r = at - 1;
  while (r > 0 && isLetterAt(text, r - 1)) r--;
  const c = text.charCodeAt(r);
  if (c < 128 ? c < 65 || c > 90 : !((CAPITAL_AT.lastIndex = r), CAPITAL_AT.test(text))) return -1;
  return r > 0 && text.charCodeAt(r - 1) === 45 ? -1 : r;
}
/**
 * A capitalised word right before " naiz" (Basque "… naiz"); found from each z (a rare letter: searching for
 * " naiz" itself stops at every space and costs ~1 µs per KB).
 */
function naizAfterWord(text: string): boolean {
  for (let z = text.indexOf("z", 4); z >= 0; z = text.indexOf("z", z + 1)) if (text.startsWith(" nai", z - 4) && capitalWordBefore(text, z - 4) >= 0) return true;
  return false;
}
/**
 * One capital of gates12 (at p, a word's start or inside a word): the gates it opens.
 */
function gateCapital(text: string, p: number, g: Gates12): void {
  if (p > 0 && isLetterAt(text, p - 1)) {
    // inside a word: a Bantu prefix joined to a name (nguThandiwe), a Gaelic h- (Ó hÉigeartaigh), a hyphen's part
    if (p > 2 && text.charCodeAt(p - 1) === 117 && text.charCodeAt(p - 2) === 103) g.bantu = true;
    else if (text.charCodeAt(p - 1) === 104 && p > 1 && isSpace(text.charCodeAt(p - 2))) g.gaelic = true;
    return;
  }
  const prev = p > 0 ? text.charCodeAt(p - 1) : 32;
  let e = p + 1;
  while (e < text.length && isLetterAt(text, e)) e++;
  if (prev === 45) {
    if (p > 1 && LOWER_LETTER.test(text[p - 2])) g.hyphen = true;
    return;
  }
  if (e - p <= 4 && GAELIC_FIRST.has(text.charCodeAt(p)) && GAELIC_CAPS.has(text.slice(p, e))) g.gaelic = true;
  if (text.charCodeAt(e + 1) === 110 && text.startsWith(" naiz", e)) g.naiz = true;
  if (prev === 32 && p > 1 && text.charCodeAt(p - 2) === 44) {
    if (text.charCodeAt(p + 1) === 46) g.author = true;
    if (p > 2 && isLetterAt(text, p - 3)) {
      // (title case only after a field's colon or "by" shortly before)
      if (text[p - 3] === text[p - 3].toLowerCase()) g.titleComma ||= text.slice(Math.max(0, p - 56), p).includes(":") || BY_ANY.test(text.slice(Math.max(0, p - 40), p)) || lineStartWord(text, p - 3);
      else g.capsComma = true;
    }
  } else if (isSpace(prev) && p > 1 && isLetterAt(text, p - 2)) {
    // a coordinator (or a coordinator and a child's adjective or an article) before it; a lower-case cue
    let st = shortWordStart(text, p - 1);
    // (a word of letters A–Z none of the three sets holds, by its packed char codes: no string is built)
    if (st < 0 || !mayBeGateWord(text, st, p - 1)) return pairAt(text, p, prev, g);
    let w = text.slice(st, p - 1).toLowerCase();
    if (LOWER_CUES_12.has(w)) {
      if (w.length <= 2) g.gaelic = true;
      else g.intro = true;
    }
    if (!g.list && st > 1 && ITEM_LEAD_SET.has(w) && !LIST_COORD_SET.has(w) && isSpace(text.charCodeAt(st - 1))) {
      st = shortWordStart(text, st - 1);
      w = st >= 0 ? text.slice(st, text.indexOf(" ", st)).toLowerCase() : "";
    }
    if (LIST_COORD_SET.has(w)) g.list = true;
  }
  pairAt(text, p, prev, g);
}
/**
 * A capitalised word right after another one: a pair to try against the verbs (only when a space and a lower-case
 * letter follow the second word, as casedScriptNames asks before its pattern).
 */
function pairAt(text: string, p: number, prev: number, g: Gates12): void {
  if (prev !== 32) return;
  let x = p;
  while (x < text.length && (isLetterAt(text, x) || text.charCodeAt(x) === 45)) x++;
  if (!(x + 1 < text.length && isSpace(text.charCodeAt(x)) && lowerAt(text, x + 1))) return;
  const first = capitalWordBefore(text, p - 1);
  if (first >= 0) g.pairs.push(first);
}
/** LOWER_LETTER at the code unit i (ASCII by char code). */
/** The word ending at i starts a line (a record's first field: "Nakamura, Haruto — Applicant 4"). */
function lineStartWord(text: string, i: number): boolean {
  let s = i;
  while (s > 0 && isLetterAt(text, s - 1)) s--;
  return s === 0 || text.charCodeAt(s - 1) === 10;
}
function lowerAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 ? c >= 97 && c <= 122 : LOWER_LETTER.test(text[i]);
}
/**
 * The A–Z words of LOWER_CUES_12, ITEM_LEAD_SET and LIST_COORD_SET by first letter and length (a small integer:
 * letter code × 8 + length), to pass over the other words of letters A–Z without building a string.
 */
const GATE_WORD_SHAPES = new Uint8Array(128 * 8);
for (const set of [LOWER_CUES_12, ITEM_LEAD_SET, LIST_COORD_SET]) for (const w of set) if (/^[a-z]{1,7}$/.test(w)) GATE_WORD_SHAPES[w.charCodeAt(0) * 8 + w.length] = 1;
/** Whether text[a, b) (1 to 7 letters) may be a word of the three sets: a letter beyond ASCII, or a known first letter and length. */
function mayBeGateWord(text: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) if (text.charCodeAt(i) >= 128) return true;
  return GATE_WORD_SHAPES[(text.charCodeAt(a) | 32) * 8 + (b - a)] === 1;
}

function casedScriptNames(text: string, out: Array<readonly [number, number]>): void {
  const g = gates12(text);
  // lists of given names: at least two items, every item a given name of the lists, two of them no word nor place
  if (g.list) {
    GIVEN_LIST.lastIndex = 0;
    for (let m = GIVEN_LIST.exec(text); m; m = GIVEN_LIST.exec(text)) {
      // (part of a longer capitalised run before it: "Marks and Spencer", "Procter and Gamble")
      // (a cue verb may stand first: "Tell Ruby and Theo …"; the last item before a capitalised word is a longer run: "… and Beverly Hills")
      const before = CAP_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
      if (before && /[ \u00a0]$/.test(before[0]) && !LIST_CUE_VERBS.has(before[1].toLowerCase())) continue;
      if (/^[ \u00a0]+[\p{Lu}]/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
      const items: Array<{ at: number; w: string }> = [];
      LIST_WORD.lastIndex = 0;
      for (let w = LIST_WORD.exec(m[0]); w; w = LIST_WORD.exec(m[0])) items.push({ at: m.index + w.index, w: w[0] });
      if (items.length < 2 || items.some((x) => /['\u2019]s$/.test(x.w))) continue;
      // vessels, places and things named ("the liners …", "a ponte …", "… airport")
      if (vesselNamed(text, m.index) || placeNounBefore(text, m.index) || THING_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 32))) continue;
      // a work named after its characters ("watched Thelma and Louise", "Romeo and Juliet is a play")
      if (items.length === 2 && (WORK_VERB_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)) || WORK_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 32)))) continue;
      // characters of myths and works named in the same sentence ("Thor and Odin both appear in the Eddas")
      if (FICTION_WORDS.test(sentenceAround(text, m.index, m.index + m[0].length))) continue;
      const fl = items.map((x) => flags12(x.w));
      // every item a given name of the lists (one that is also a word, not a place: "Ruby"), one of three or more
      // a word no list knows ("Wayan"); at least one item no word nor place ("Faith, Hope and Charity" are virtues)
      const unknown = fl.filter((f) => f === 0).length;
      if (items.some((x, i) => isNotPerson(x.w) || demonymOfPlace(x.w) || (fl[i] !== 0 && (!(fl[i] & FLAG.GIVEN) || (fl[i] & FLAG.PLACE && !plainFlags(fl[i]) && !(fl[i] & FLAG.SURNAME)))))) continue;
      if (unknown > (items.length >= 3 ? 1 : 0) || items.some((x) => x.w.length < 3)) continue;
      if (!fl.some(plainFlags) || fl.filter((f) => f & FLAG.GIVEN).length < 2) continue;
      if (EPONYMOUS.has(items.map((x) => x.w.toLowerCase()).join(" "))) continue;
      for (const x of items) out.push([x.at, x.at + x.w.length]);
    }
  }
  // round 22: SURNAME, Given (the surname in capitals, the given name in title case); authors of a reference
  if (g.capsComma) capsTitleNames(text, out);
  if (g.author) citationNames(text, out);
  // SURNAME, GIVEN
  if (text.includes(",")) {
    CAPS_COMMA_NAME.lastIndex = 0;
    if (g.capsComma)
    for (let m = CAPS_COMMA_NAME.exec(text); m; m = CAPS_COMMA_NAME.exec(text)) {
      const sur = m[1].replace(/^O['\u2019]/, "");
      const sf = flags12(m[1]) || flags12(sur);
      if (!(sf & (NAMEISH | SHAPE)) || isNotPerson(m[1]) || CAPS_STOP.has(m[1].toLowerCase())) continue;
      const field = FIELD_COLON_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) || BY_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index));
      if (m[2].endsWith(".")) {
        // an initial: the surname no word nor place, after a field
        if (field && plainFlags(sf) && m[1].length >= 3) out.push([m.index, m.index + m[0].length]);
        continue;
      }
      const given = m[2].split(/[ \u00a0-]/);
      const gf = given.map(flags12);
      if (!gf.some((f) => f & (FLAG.GIVEN | FLAG.NAME)) || given.some((g) => isNotPerson(g) || CAPS_STOP.has(g.toLowerCase())) || gf.some(thingOnly)) continue;
      const plains = (plainFlags(sf) ? 1 : 0) + (gf.every(plainFlags) ? 1 : 0);
      if (plains === 2 || (plains === 1 && field)) out.push([m.index, m.index + m[0].length]);
    }
    TITLE_COMMA_NAME.lastIndex = 0;
    if (g.titleComma)
    for (let m = TITLE_COMMA_NAME.exec(text); m; m = TITLE_COMMA_NAME.exec(text)) {
      if (!(FIELD_COLON_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) || BY_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)))) continue;
      if (!TITLE_COMMA_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
      // (at a line's start with no field before: the line is the record, "Surname, Given" alone or before a dash or brackets)
      const sf = flags12(m[1]);
      const gf = flags12(m[2]);
      if (sf & (FLAG.SURNAME | SHAPE) && plainFlags(sf) && gf & (FLAG.GIVEN | FLAG.NAME) && plainFlags(gf) && !isNotPerson(m[1]) && !isNotPerson(m[2])) out.push([m.index, m.index + m[0].length]);
    }
  }
  // initials and a hyphenated surname: a part of it a surname or a name of the lists, no part only a word or a place
  if (g.hyphen && text.includes(".")) {
    INITIALS_HYPHEN.lastIndex = 0;
    for (let m = INITIALS_HYPHEN.exec(text); m; m = INITIALS_HYPHEN.exec(text)) {
      const a = flags12(m[1]);
      const b = flags12(m[2]);
      if (isNotPerson(m[1]) || isNotPerson(m[2]) || thingOnly(a) || thingOnly(b)) continue;
      if ((a | b) & (FLAG.SURNAME | FLAG.NAME | SHAPE) && !THING_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 32))) out.push([m.index, m.index + m[0].length]);
    }
  }
  // Gaelic particles
  GAELIC_PARTICLE.lastIndex = 0;
  if (g.gaelic)
  for (let m = GAELIC_PARTICLE.exec(text); m; m = GAELIC_PARTICLE.exec(text)) {
    const surname = m[2].replace(/^an[ \u00a0]+/, "").replace(/^[hnt](?=[\p{Lu}])/u, "");
    if (isNotPerson(surname) || thingOnly(flags12(surname))) continue;
    const lead = text.slice(Math.max(0, m.index - 16), m.index);
    if (GAELIC_HONORIFIC.test(lead)) {
      out.push([m.index, m.index + m[0].length]);
      continue;
    }
    const prev = CAP_BEFORE.exec(lead);
    if (!prev || isNotPerson(prev[1]) || HONORIFIC_WORD.test(prev[1])) continue;
    const pf = flags12(prev[1]);
    // a given name of the lists before it; a word no list knows only before Ó / Ní / Nic / Mac (Uí names places: Páirc Uí …)
    if (pf & (FLAG.GIVEN | FLAG.NAME) ? !thingOnly(pf) : pf === 0 && /^(?:\u00d3|\u00f3|N\u00ed|n\u00ed|Nic|Mac)$/.test(m[1]) && !SENTENCE_START.test(text.slice(Math.max(0, m.index - prev[0].length - 4), m.index - prev[0].length)))
      out.push([m.index - prev[0].length, m.index + m[0].length]);
  }
  // a name joined to a Bantu copula prefix
  if (g.bantu) {
    BANTU_JOINED.lastIndex = 0;
    for (let m = BANTU_JOINED.exec(text); m; m = BANTU_JOINED.exec(text)) {
      if (isNotPerson(m[1]) || thingOnly(flags12(m[1]))) continue;
      const second = m[2] && !isNotPerson(m[2]) && !thingOnly(flags12(m[2]));
      const at = m.index + m[0].indexOf(m[1]);
      out.push([at, second ? m.index + m[0].length : at + m[1].length]);
    }
  }
  // self-introductions of Sesotho, Shona and Basque
  INTRO_BEFORE_12.lastIndex = 0;
  if (g.intro)
  for (let m = INTRO_BEFORE_12.exec(text); m; m = INTRO_BEFORE_12.exec(text)) {
    const ws = m[1].split(/[ \u00a0]/);
    if (ws.some((w) => isNotPerson(w) || thingOnly(flags12(w)))) continue;
    out.push([m.index + m[0].length - m[1].length, m.index + m[0].length]);
  }
  if (g.naiz) {
    NAIZ.lastIndex = 0;
    for (let m = NAIZ.exec(text); m; m = NAIZ.exec(text)) {
      const ws = m[1].split(/[ \u00a0]/);
      const fl = ws.map(flags12);
      if (ws.some(isNotPerson) || fl.some(thingOnly)) continue;
      // one word: a given name of the lists; two or three: words no list knows as a word or a place
      if (ws.length === 1 ? fl[0] & FLAG.GIVEN && plainFlags(fl[0]) : ws.every((w) => w.length >= 3)) out.push([m.index, m.index + m[1].length]);
    }
  }
  // a given name and a surname that are also words, before a verb only a person does
  for (const at of g.pairs) {
    // (a lower-case word after the pair, by char codes, before the pattern: a wall of capitalised words has none)
    let e = at;
    while (e < text.length && isLetterAt(text, e)) e++;
    e++;
    while (e < text.length && (isLetterAt(text, e) || text[e] === "-")) e++;
    if (e + 1 >= text.length || !isSpace(text.charCodeAt(e)) || !LOWER_LETTER.test(text[e + 1])) continue;
    PAIR_VERB.lastIndex = at;
    const m = PAIR_VERB.exec(text);
    if (!m || m.index !== at) continue;
    const a = flags12(m[1]);
    const b = flags12(m[2]);
    // (the second word a surname of the lists, or a name that is no word, or a word with a surname's ending: Baker, Brooks)
    const surnameLike = b & (FLAG.SURNAME | SHAPE) || (b & FLAG.NAME && (!(b & FLAG.COMMON) || WORD_SURNAME_END.test(m[2].toLowerCase())));
    if (!(a & FLAG.GIVEN) || !surnameLike || isNotPerson(m[1]) || isNotPerson(m[2]) || MONTH_GIVEN.has(m[1].toLowerCase())) continue;
    // (a capitalised word before it: a longer run, judged as one)
    const prev = CAP_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
    if (prev && !SENTENCE_START.test(text.slice(Math.max(0, m.index - prev[0].length - 4), m.index - prev[0].length))) continue;
    if (EPONYMOUS.has(`${m[1]} ${m[2]}`.toLowerCase())) continue;
    out.push([m.index, m.index + m[1].length + 1 + m[2].length]);
  }
  // a given name alone as the whole message ("Ramesh")
  const bare = text.length < 40 ? BARE_NAME.exec(text) : null;
  if (bare && singleGiven(bare[1]) && flags12(bare[1]) & FLAG.GIVEN) {
    const at = text.indexOf(bare[1]);
    out.push([at, at + bare[1].length]);
  }
}

/**
 * Things and places named like people (a knowledge list, as EPONYMOUS): cultivars, breeds, dishes and drinks
 * named after a person; written from general knowledge.
 */
const NAMED_THINGS = new Set(
  (
    "granny smith|pink lady|golden delicious|red delicious|cox's orange pippin|cox orange pippin|cox orange|charles ross|james grieve|victoria plum|williams christ|" +
    "bartlett pear|yukon gold|maris piper|king edward|russet burbank|earl grey|lady grey|bloody mary|tom collins|john collins|eggs benedict|beef wellington|" +
    "peach melba|jack russell|king charles|cavalier king charles|doberman pinscher|lazy susan|sally lunn|caesar salad|marie rose|victoria sponge|" +
    "rob roy|shirley temple|arnold palmer|margarita|baby ruth|oh henry|lady baltimore|steak diane|lobster newberg|oysters rockefeller|nellie melba"
  ).split("|"),
);
/** Lower-case nouns after a name that make it a cultivar, a breed or a dish ("Granny Smith apples", "King Charles spaniel"). */
const PRODUCE_AFTER = /^(?:['\u2019]s)?[ \u00a0]+(?:apples?|pears?|plums?|cherry|cherries|potato(?:es)?|tomato(?:es)?|grapes?|avocados?|terriers?|spaniels?|retrievers?|pinschers?|sponge|tea|cultivars?|variet(?:y|ies)|trees?|saplings?|roses?|tulips?|\u00e4pfel|apfel|birnen?|kartoffeln|pommes?|poires?|manzanas?|peras?|mele|pere|ma\u00e7\u00e3s?|peras)(?![\p{L}])/u;
/** Makers whose name is no person's in chat: before a capitalised model the pair is a product ("Opel Astra", "Alfa Romeo Giulia"). */
const BRAND_THINGS = new Set(
  (
    "opel \u0161koda skoda alfa peugeot citro\u00ebn citroen renault dacia kia hyundai nissan mazda subaru chevrolet chevy buick cadillac dodge jeep chrysler volvo saab " +
    "porsche lamborghini maserati bentley lancia fiat seat cupra lada suzuki mitsubishi lexus acura infiniti vw yamaha ibanez gretsch epiphone squier rickenbacker " +
    "schecter korg moog casio dyson nikon canon leica fujifilm olympus pentax panasonic lenovo asus acer huawei xiaomi nokia motorola vespa ducati kawasaki husqvarna " +
    // (round 19b) sportswear makers and their models ("Nike Pegasus", "Asics Nimbus")
    "nike adidas reebok asics skechers hoka salomon fila"
  ).split(" "),
);
/** Makers that are also persons' names: a product when a determiner stands before or no name follows. */
const BRAND_NAMES = new Set("fender gibson taylor martin lincoln mercedes roland marshall jackson herman dell morgan harley".split(" "));
const DETERMINER_BEFORE = /(?<![\p{L}])(?:a|an|the|my|our|your|his|her|their|this|that|mi|mis|tu|su|mon|ma|le|la|il|el|un|une|una|uno|der|die|das|den|dem|ein|eine|einen|mein|meine|meinen|o|um|uma|meu|minha|mijn|het|een)[ \u00a0]+$/iu;
const COMPARED_AFTER = /^[ \u00a0]+(?:or|vs\.?|versus|oder|ou|o|of|eller)[ \u00a0]+(?:(?:a|an|the|un|une|una|um|uma|ein|eine|een)[ \u00a0]+)?([\p{L}]+)/iu;
// (letters only Vietnamese writes: ơ ư đ (not ă: Romanian), a hook above, a tilde on i / u / y / e, a circumflex or breve with a tone; not the dot below alone, which Yoruba shares)
const VI_LETTERS = /[\u01a0\u01a1\u01af\u01b0\u0110\u0111\u1ea2\u1ea3\u1ea4-\u1eb7\u1eba-\u1ec7\u1ec8\u1ec9\u1ece-\u1ee3\u1ee6-\u1ef1\u1ef6-\u1ef9\u0128\u0129\u0168\u0169]/u;
/** Head and tail words of Portuguese, Spanish, Italian, Irish and Vietnamese place names (Ilha Grande, Ponta Porã, Vịnh Hạ Long, Baile Átha Cliath). */
const PLACE_HEADS_12 = new Set("loch lough ilha ponta lagoa ba\u00eda morro cerro isla punta isola chapada ribeir\u00e3o arroio cachoeira v\u1ecbnh \u0111\u1ea3o n\u00fai s\u00f4ng baile p\u00e1irc d\u00fan cill inis b\u00e9al cluain".split(" "));
const PLACE_TAILS_12 = new Set("grande alegre horizonte ligure marittima novo nova velho velha nuevo nueva viejo vieja por\u00e3 mirim a\u00e7u gua\u00e7u".split(" "));
/** Addressees that are a role or a group, not a person ("Dear Hiring Manager", "Cher Responsable du recrutement"). */
const ADDRESSEE_WORDS = new Set(
  (
    "manager managers committee officer officers team panel neighbour neighbours neighbor neighbors coordinator supervisor teacher director editor customer customers " +
    "recruiter recruiting recruitment hiring admissions support service staff board council sir madam colleague colleagues applicant parent parents resident residents " +
    "tenant tenants member members department head principal headteacher landlord owner owners friends partner partners client clients user users " +
    "responsable responsables responsabile responsabili commerciale direttore direttrice directeur directrice director directora gerente personalabteilung " +
    "selectiecommissie commissie afdeling equipo equipe \u00e9quipe comit\u00e9 comitato"
  ).split(" "),
);
const DEAR_BEFORE_12 = /(?<![\p{L}])(?:dear|hello|hi|cher|ch\u00e8re|chers|gentile|gentili|estimado|estimada|estimados|geachte|sehr geehrte[rn]?|caro|cara|prezado|prezada|querido|querida|liebe|lieber)[ \u00a0]+(?:(?:sir|madam)[ \u00a0]+or[ \u00a0]+)?$/iu;
const DEAR_WORD_12 = /^(?:dear|cher|ch\u00e8re|chers|gentile|gentili|estimado|estimada|estimados|geachte|caro|cara|prezado|prezada|querido|querida|liebe|lieber)$/iu;

/** A letter, an apostrophe or a hyphen at i (a plain function: a closure per call costs more than the scan). */
function wordCharAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const c = text.charCodeAt(i);
  return c === 39 || c === 0x2019 || c === 45 || isLetterAt(text, i);
}
/** The capitalised word one space before `at` (dir -1) or after it (dir 1), or "" (by char codes: no pattern per span). */
function capWordAround(text: string, at: number, dir: -1 | 1): string {
  const sp = dir < 0 ? at - 1 : at;
  if (sp < 0 || sp >= text.length || !isSpace(text.charCodeAt(sp))) return "";
  let x = sp + dir;
  while (wordCharAt(text, x)) x += dir;
  const w = dir < 0 ? text.slice(x + 1, sp) : text.slice(sp + 1, x);
  return w.length > 0 && w[0] !== w[0].toLowerCase() ? w : "";
}
const I_CONTRACTION = /^I['\u2019]/;
/** First letters of PRODUCE_AFTER's nouns, and (ASCII, either case) of COMPARED_AFTER's words. */
const PRODUCE_FIRST = new Set([..."apctgsrv\u00e4bkm"].map((c) => c.charCodeAt(0)));
const COMPARED_FIRST = new Set([..."oOvVeE"].map((c) => c.charCodeAt(0)));
/**
 * Whether PRODUCE_AFTER / COMPARED_AFTER can match text[b, b + n) (a space at b): spaces or no-break spaces from b,
 * then a first letter of the set (any letter beyond ASCII: the pattern decides). A check by char codes, no slice.
 */
function mayFollow(text: string, b: number, n: number, first: ReadonlySet<number>): boolean {
  const end = Math.min(text.length, b + n);
  let i = b;
  while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 0xa0)) i++;
  if (i === b || i >= end) return false;
  const c = text.charCodeAt(i);
  return c >= 128 ? first === COMPARED_FIRST || first.has(c) : first.has(c);
}
function casedNotPersons(text: string, out: Array<readonly [number, number]>): Array<readonly [number, number]> {
  if (out.length === 1) return casedPerson(text, out[0][0], out[0][1]) ? out : [];
  // (a span found twice, by two readings, is judged once)
  const seen = new Map<number, boolean>();
  return out.filter(([a, b]) => {
    const key = a * (text.length + 1) + b;
    let keep = seen.get(key);
    if (keep === undefined) seen.set(key, (keep = casedPerson(text, a, b)));
    return keep;
  });
}
/** Whether the span [a, b) stays a person's name (casedNotPersons). */
function casedPerson(text: string, a: number, b: number): boolean {
  const t = text.slice(a, b);
  // the pronoun I with a contraction ("Dear Hiring Manager, I'm …")
  if (t.length <= 4 && I_CONTRACTION.test(t)) return false;
  if (!HAS_UPPER.test(t)) return true;
  const words = t.split(SPACES);
  // round 19: a voice assistant ("Ask Siri to…"), a German salutation to a group ("Liebe Kolleginnen und Kollegen")
  if (r19NotPerson(text, a, b, words)) return false;
  const lower = words.map((w) => w.toLowerCase());
  const prevW = capWordAround(text, a, -1);
  const nextW = capWordAround(text, b, 1);
  const joined = lower.join(" ");
  // round 21: chains, projects and studios named like people; feasts; Vietnamese and Yoruba places
  if (r21NotPerson(text, a, b, words, prevW, nextW)) return false;
  // round 22: a month after a word for month, parliaments and courts, colours, a brand before a product noun, feasts
  if (r22NotPerson(text, a, b, lower, prevW, nextW)) return false;
  // a cultivar, a breed, a dish
  if (NAMED_THINGS.has(joined) || (prevW && NAMED_THINGS.has(`${prevW.toLowerCase()} ${joined}`)) || (nextW && NAMED_THINGS.has(`${joined} ${nextW.toLowerCase()}`))) return false;
  if (words.length + (prevW ? 1 : 0) <= 3 && isSpace(text.charCodeAt(b)) && mayFollow(text, b, 16, PRODUCE_FIRST) && PRODUCE_AFTER.test(text.slice(b, b + 16))) return false;
  // a maker and its model (the maker first, or second after an article written with a capital: "Der Opel Astra")
  const seq = prevW ? [prevW, ...words] : words;
  for (let i = 0; i < Math.min(2, seq.length); i++) {
    const head = seq[i].toLowerCase();
    const second = seq[i + 1] ?? nextW;
    if (!second) break;
    if (BRAND_THINGS.has(head)) return false;
    if (BRAND_NAMES.has(head)) {
      const headAt = i === 0 ? (prevW ? a - prevW.length - 1 : a) : prevW ? a : a + words[0].length + 1;
      const sf = flags12(second);
      if (!(sf & FLAG.SURNAME) && (DETERMINER_BEFORE.test(text.slice(Math.max(0, headAt - 8), headAt)) || !(sf & NAMEISH))) return false;
    }
  }
  const cmp = words.length >= 2 && isSpace(text.charCodeAt(b)) && mayFollow(text, b, 24, COMPARED_FIRST) ? COMPARED_AFTER.exec(text.slice(b, b + 24)) : null;
  if (cmp && (BRAND_THINGS.has(cmp[1].toLowerCase()) || BRAND_NAMES.has(cmp[1].toLowerCase()))) return false;
  // a Vietnamese place: Vietnamese letters and no Vietnamese family name
  if (words.length >= 2 && VI_LETTERS.test(t) && !lower.some((w) => VI_SURNAMES.has(w)) && !(prevW && VI_SURNAMES.has(prevW.toLowerCase()))) return false;
  // places of the lists, with the word before or after; head and tail words of places
  if (words.length >= 2 && lexFlags(joined) & FLAG.PLACE) return false;
  if (prevW && lexFlags(`${prevW.toLowerCase()} ${joined}`) & FLAG.PLACE) return false;
  if (nextW && lexFlags(`${joined} ${nextW.toLowerCase()}`) & FLAG.PLACE) return false;
  // (a head word that is also a given name before a surname stays a name: "Isla McTavish")
  const seqL = prevW ? [prevW, ...words] : words;
  const hi = seqL.findIndex((w) => PLACE_HEADS_12.has(w.toLowerCase()));
  if (hi >= 0) {
    const after = seqL[hi + 1] ?? "";
    if (!(flags12(seqL[hi]) & FLAG.GIVEN && after && (flags12(after) & FLAG.SURNAME || GAELIC_SURNAME.test(after.replace(/['\u2019]s$/, ""))))) return false;
  }
  const tailAt = lower.findIndex((w) => PLACE_TAILS_12.has(w));
  if (tailAt > 0 || (tailAt === 0 && words.length === 1 && prevW) || PLACE_TAILS_12.has(nextW.toLowerCase())) {
    const f0 = flags12(words[0]);
    if (!(tailAt === words.length - 1 && f0 & FLAG.GIVEN && plainFlags(f0))) return false;
  }
  // a role or a group addressed ("Dear Hiring Manager")
  if ([...lower, nextW.toLowerCase()].some((w) => ADDRESSEE_WORDS.has(w)) && (DEAR_WORD_12.test(words[0]) || DEAR_BEFORE_12.test(text.slice(Math.max(0, a - 20), a)))) return false;
  return true;
}
