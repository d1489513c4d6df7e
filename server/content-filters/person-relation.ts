import { FLAG, lexFlags, ownScriptFlags } from "./lexicon";
import { contactNames } from "./person-contact";

/**
 * Round 17: a name next to a relation or role noun ("my coach tiago", "Ngozi, our landlady", "mi jefe andrés",
 * "müdürüm Serkan", "a főnököm, Kovács Béla", "मेरी टीचर सुनीता ने", "我的同事王磊", "민수 선배님이"), and a name as
 * the object of "write a card / message / note for X" or "thank X". One table of role nouns in ~30 languages with
 * their possessive forms; after it, one to three tokens that look like a name: in Latin, Cyrillic or Greek text a
 * given name from the lexicon even in lower case, or a capitalised word that is not a common word or a place (in
 * German, where nouns are capitalised, only a name from the lexicon); in scripts without capitals, tokens bounded by
 * a postposition or an honorific, or a name from the lexicon.
 */

const NAMEISH = FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME;
const WS = "[ \\u00a0]+";

// role and relation nouns written after a possessive ("my", "mi", "mon", "mein", "mój", "мой" ...)
const ROLE =
  "manager|colleague|co-?worker|boss|supervisor|teacher|tutor|coach|trainer|neighbou?r|landlord|landlady|doctor|dentist|therapist|nurse|mentor|team[ -]?lead(?:er)?|line manager|classmate|flatmate|roommate|housemate|cousin|aunt|auntie|uncle|niece|nephew|professor|lecturer|advisor|adviser|instructor|babysitter|nanny|assistant|intern|boyfriend|girlfriend|fianc[ée]e?|bestie|best friend|friend|grandma|grandpa|granny|" +
  // es / pt
  "jefe|jefa|profesor|profesora|profe|maestro|maestra|vecino|vecina|compa[ñn]ero|compa[ñn]era|entrenador|entrenadora|tutora|primo|prima|t[ií]o|t[ií]a|m[ée]dico|m[ée]dica|doctora|enfermer[oa]|casero|casera|novio|novia|amig[oa]|supervisora|gerente|chefe|professora|vizinh[oa]|colega|treinador|treinadora|enfermeir[oa]|senhorio|senhoria|orientador|orientadora|namorad[oa]|" +
  // fr / it / nl
  "coll[èe]gue|chef|patron|patronne|prof|professeur|professeure|voisin|voisine|entra[îi]neur|entra[îi]neuse|tuteur|tutrice|cousine|oncle|tante|m[ée]decin|infirmi[èe]re?|propri[ée]taire|proprio|responsable|coloc|colocataire|camarade|capo|collega|professoressa|vicin[oa]|allenatore|allenatrice|cugin[oa]|zi[oa]|dottore|dottoressa|infermiere|infermiera|coinquilin[oa]|baas|leraar|lerares|juf|meester|buurman|buurvrouw|huisbaas|neef|nicht|oom|huisgenoot|dokter|arts|begeleider|leidinggevende|" +
  // de
  "chefin|kollege|kollegin|lehrer|lehrerin|nachbar|nachbarin|trainerin|vermieter|vermieterin|ausbilder|ausbilderin|betreuer|betreuerin|arzt|[äa]rztin|cousin|onkel|mitbewohner|mitbewohnerin|mentorin|teamleiter|teamleiterin|vorgesetzter?|" +
  // pl / ru / uk
  "szef|szefowa|kolega|kole[żz]anka|nauczyciel|nauczycielka|s[ąa]siad|s[ąa]siadka|trener|trenerka|promotor|promotorka|kuzyn|kuzynka|ciocia|wujek|lekarz|lekarka|wsp[óo][łl]lokator(?:ka)?|kierownik|kierowniczka|opiekun|opiekunka|" +
  "начальник|начальница|коллега|учитель|учительница|сосед|соседка|тренер|репетитор|тётя|тетя|дядя|врач|руководитель|вчителька|вчитель|керівник|сусід|сусідка|колега|" +
  // el
  "προϊστάμενος|προϊστάμενη|δάσκαλος|δασκάλα|γείτονας|γειτόνισσα|συνάδελφος|προπονητής";
const POSS_BEFORE =
  "my|our|your|his|her|their|mi|mis|tu|su|nuestr[oa]|meu|minha|nosso|nossa|mon|ma|notre|mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|il mio|la mia|mio|mia|mijn|onze|m[óo]j|moja|mojego|mojej|nasz|nasza|мой|моя|моего|моей|наш|наша|мій|моя|ο|η";
const POSS_AFTER = "(?:saya|aku|kami|ko|namin|wangu|yangu|wetu|yetu|của (?:tôi|em|mình|anh|chị)|μου)";
// a role noun before a possessive written after it (Indonesian, Tagalog, Swahili, Vietnamese, Greek)
const ROLE_AFTER_POSS =
  "bos|boss|atasan|guru|dosen|tetangga|rekan|kakak|sepupu|pelatih|manajer|pembimbing|amo|kapitbahay|katrabaho|pinsan|tita|tito|mwalimu|bosi|jirani|binamu|shangazi|mjomba|kocha|daktari|meneja|mwenzangu|s[ếe]p|th[ầa]y|[đd][ồo]ng nghi[ệe]p|h[àa]ng x[óo]m|προϊστάμενός|δάσκαλός|δασκάλα|γείτονάς|συνάδελφός";
// a role noun with its own possessive suffix (Turkish -um / -ım / -m, Hungarian -om / -em / -öm / -m, Finnish -ni)
const ROLE_SUFFIXED =
  "m[üu]d[üu]r[üu]m|hocam|kom[şs]um|patronum|[öo][ğg]retmenim|kuzenim|teyzem|amcam|dayım|halam|ko[çc]um|ant(?:re|ren)n[öo]r[üu]m|doktorum|meslekta[şs]ım|i[şs] arkada[şs]ım|ev arkada[şs]ım|s[ıi]n[ıi]f arkada[şs]ım|[şs]efim|y[öo]neticim|dan[ıi][şs]man[ıi]m|ev sahibim|" +
  "f[őo]n[öo]k[öo]m|tan[áa]rom|tan[áa]rn[őo]m|szomsz[ée]dom|edz[őo]m|koll[ée]g[áa]m|munkat[áa]rsam|unokatestv[ée]rem|nagyn[ée]n[ée]m|nagyb[áa]ty[áa]m|orvosom|mentorom|t[ée]mavezet[őo]m|oszt[áa]lyt[áa]rsam|lak[óo]t[áa]rsam|f[őo]b[ée]rl[őo]m|" +
  "esimieheni|opettajani|naapurini|valmentajani|kollegani|ty[öo]kaverini|serkkuni|pomoni|ohjaajani|vuokranantajani|l[äa][äa]k[äa]rini|k[äa]mppikseni";
const ROLE_RE = new RegExp(
  `(?:(?:${POSS_BEFORE})${WS}(?:(?:new|old|former|dear|nuevo|nueva|nouveau|nouvelle|neuer|neue|ex)${WS})?(?:${ROLE})(?:${WS}(?:de (?:piso|trabajo|clase|casa)|de travail|de classe|di casa|brat))?|(?:${ROLE_AFTER_POSS})${WS}${POSS_AFTER}|(?:${ROLE_SUFFIXED}))(?![\\p{L}])(,?)${WS}`,
  "iuy",
);
/** Where a possessive or a role noun may start (no Unicode mode: ~3 µs per KB instead of ~30). */
/** Top-level alternatives of a pattern, split by whether they start with an ASCII letter (`\\b` finds those fast). */
function alternatives(pattern: string): [string, string] {
  const ascii: string[] = [];
  const other: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i <= pattern.length; i++) {
    const c = pattern[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if ((c === "|" && depth === 0) || i === pattern.length) {
      const alt = pattern.slice(from, i);
      (/^[a-zA-Z]/.test(alt) ? ascii : other).push(alt);
      from = i + 1;
    }
  }
  return [ascii.join("|"), other.join("|")];
}
const [ANCHOR_ASCII, ANCHOR_OTHER] = alternatives(`${POSS_BEFORE}|${ROLE_AFTER_POSS}|${ROLE_SUFFIXED}`);
const ANCHOR = new RegExp(`(?:\\b(?:${ANCHOR_ASCII})|(?:^|[ \\n\\t,.;:!?"'(])(?:${ANCHOR_OTHER}))(?=[ ,\\u00a0])`, "gi");
/** A word a name may follow a role noun with, not itself the name (Tagalog si, Indonesian pak / bu, Vietnamese anh / chị). */
const NAME_LEAD = /^(?:si|ni|pak|bu|ibu|bapak|mas|mbak|kak|anh|ch[ịi]|c[ôo]|ch[úu]|em|don|do[ñn]a|dona|seu|dr\.?|mrs?\.?|ms\.?)$/iu;
const GERMAN_POSS = /^(?:mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren)[ \u00a0]/i;
const WORD_AT = /[\p{L}\p{M}][\p{L}\p{M}'\u2019-]*/uy;
/** Days, months and holidays that are names only in a calendar. */
const NOT_NAMES = new Set(
  "christmas easter natale navidad noël noel weihnachten pascua páscoa pasqua ostern ramadan diwali eid monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december my mi mis mon ma mes mein meine meinen meinem meiner unser unsere mijn onze mio mia meu minha seu sua su tu your our everyone everybody all todos todas tous alle tutti team equipe equipo équipe".split(" "),
);

/** Whether one word in cased script looks like (part of) a name; lower case needs the lexicon. */
function nameWord(w: string, strict: boolean, later: boolean): boolean {
  const lower = w.toLowerCase();
  if (NOT_NAMES.has(lower) || /['\u2019]/.test(w)) return false;
  const f = lexFlags(lower);
  const cap = w[0] !== lower[0] && w.slice(1) !== lower.slice(1).toUpperCase();
  if (f & FLAG.COMMON && !(f & FLAG.GIVEN && cap && !strict)) return false;
  if (f & FLAG.PLACE && !(f & NAMEISH)) return false;
  if (f & (later ? NAMEISH : FLAG.GIVEN | FLAG.NAME)) return true;
  if (!cap || strict || f !== 0) return false;
  // an unknown capitalised word: not an inflected place (Helsingissä), not a word in capitals
  return w.length >= 3 && !/(?:ss[aä]|ll[aä]|st[aä]|lt[aä]|ssa|ssä)$/.test(w);
}

/** Up to three name words from `at`; returns [start, end] of the name or null. */
function nameRun(text: string, at: number, strict: boolean): readonly [number, number] | null {
  let end = -1;
  let start = -1;
  for (let k = 0; k < 3; k++) {
    WORD_AT.lastIndex = at;
    const m = WORD_AT.exec(text);
    if (!m) break;
    if (k === 0 && NAME_LEAD.test(m[0])) {
      const sp = /^[ \u00a0]+/.exec(text.slice(at + m[0].length, at + m[0].length + 3));
      if (!sp) break;
      at += m[0].length + sp[0].length;
      k--;
      continue;
    }
    const w = m[0].replace(/['\u2019]s$/, "");
    if (w !== m[0] && k === 0) return null;
    if (!nameWord(w, strict, k > 0)) break;
    if (k === 0) start = at;
    end = at + w.length;
    if (w !== m[0]) break;
    const sp = /^[ \u00a0]/.exec(text.slice(end, end + 1));
    if (!sp) break;
    at = end + 1;
  }
  return end > start && start >= 0 ? [start, end] : null;
}

const HU_ROLE_COMMA = /^(?:f[őo]n[öo]k|tan[áa]r|szomsz[ée]d|edz|koll[ée]g|munkat[áa]rs|orvos|mentor|t[ée]mavezet|oszt[áa]lyt[áa]rs|lak[óo]t[áa]rs|f[őo]b[ée]rl|unokatestv|nagyn[ée]n|nagyb[áa]ty)/i;

function latinRoles(text: string, out: Array<readonly [number, number]>): void {
  ANCHOR.lastIndex = 0;
  for (let a = ANCHOR.exec(text); a; a = ANCHOR.exec(text)) {
    const from = /^[\p{L}]/u.test(a[0]) ? a.index : a.index + 1;
    ROLE_RE.lastIndex = from;
    const m = ROLE_RE.exec(text);
    if (!m) continue;
    ANCHOR.lastIndex = from + m[0].length - 1;
    if (text.charCodeAt(from - 2) === 44 && from >= 2) nameBefore(text, from - 2, out);
    const at = m.index + m[0].length;
    const strict = GERMAN_POSS.test(m[0]);
    // a capitalised role noun after a possessive is a title or a product ("My Boss Baby", "My Team Lead Review")
    const role = /[\p{L}-]+(?=,?[ \u00a0]*$)/u.exec(m[0].trimEnd())?.[0] ?? "";
    if (!strict && role !== m[0].trim().replace(/,$/, "") && /^[\p{Lu}]/u.test(role)) continue;
    // Vietnamese: a name after "sếp của tôi" comes with anh / chị
    const vi = /của /u.test(m[0]);
    // Hungarian after a comma: surname first, two capitalised words (A főnököm, Kovács Béla)
    if (m[1] === "," && HU_ROLE_COMMA.test(m[0])) {
      const hu = /^([\p{Lu}][\p{Ll}]+) ([\p{Lu}][\p{Ll}]+)(?![\p{L}])/u.exec(text.slice(at, at + 40));
      if (hu && !(lexFlags(hu[1].toLowerCase()) & (FLAG.PLACE | FLAG.COMMON) && !(lexFlags(hu[1].toLowerCase()) & NAMEISH))) out.push([at, at + hu[0].length]);
      continue;
    }
    if (vi && !/^(?:anh|ch[ịi]|c[ôo]|ch[úu]|em|th[ầa]y)[ \u00a0]/iu.test(text.slice(at, at + 6))) continue;
    const r = nameRun(text, at, strict);
    if (r) out.push(r);
  }
}

/** A name before the role noun and its comma at `comma` ("tiago, my coach", "Ngozi, our landlady", "rocío, mi jefa"). */
function nameBefore(text: string, comma: number, out: Array<readonly [number, number]>): void {
  const m = /(?:^|[.!?\n]\s*)([\p{L}][\p{L}'\u2019-]+)$/u.exec(text.slice(Math.max(0, comma - 30), comma));
  if (!m || !nameWord(m[1], false, false)) return;
  out.push([comma - m[1].length, comma]);
}
// write a card / message / note for X, thank X
const FRAME_NOUN = /\b(?:card|note|message|wish|letter|e-?mail|toast|poem|speech|tarjeta|mensaje|carta|nota|mensagem|cart[ãa]o|bilhete|mot|carte|lettre|karte|nachricht|brief|gl[üu]ckwunsch|biglietto|messaggio|lettera|auguri|ucapan|pesan|surat|kaart|bericht|kartka|wiadomo[śs][ćc]|kadi|ujumbe)/i;
const FRAME_TO = /\b(?:for|to|para|pour|f\u00fcr|fur|per|untuk|voor|dla|kwa)[ \u00a0]+(?:(?:my|mi|mon|ma|a|o|la|dona|dom|don|do[ñn]a|oma|opa|tante|onkel|aunt|auntie|uncle|grandma|grandpa|abuela|abuelo|av[óô]|nonna|nonno|tia|tio|t[íi]a|t[íi]o|mrs\.?|mr\.?|ms\.?|dr\.?|miss|bu|pak|kak)[ \u00a0]+){0,2}/gi;
const THANK = /\b(?:thank(?:s| you)?|thanking|agradecer(?:le)? a|agradece a|agradecimento (?:a|à|ao)|remercier|merci à|danke|bedanken bei|obrigad[oa]|grazie a|ringraziare|terima kasih(?: kepada)?|asante|dzi[\u0119e]kuj[\u0119e])[ \u00a0,]+/gi;

function frames(text: string, out: Array<readonly [number, number]>): void {
  THANK.lastIndex = 0;
  for (let m = THANK.exec(text); m; m = THANK.exec(text)) {
    const r = nameRun(text, m.index + m[0].length, false);
    if (r) out.push(r);
  }
  // Turkish: Ayşe için ... mesaj / kart
  const tr = !/i[\u00e7c]in /.test(text) ? null : /(?:^|[\s,])([\p{Lu}][\p{Ll}]{2,})(?:['\u2019](?:a|e|ya|ye))? i[çc]in /u.exec(text);
  if (tr && nameWord(tr[1], false, false) && /(?:mesaj|kart|not|tebrik|te[şs]ekk[üu]r)/i.test(text)) {
    const s = tr.index + tr[0].indexOf(tr[1]);
    out.push([s, s + tr[1].length]);
  }
  const fn = FRAME_NOUN.exec(text);
  if (!fn) return;
  FRAME_TO.lastIndex = fn.index;
  const window = text.slice(0, fn.index + 120);
  for (let m = FRAME_TO.exec(window); m; m = FRAME_TO.exec(window)) {
    const r = nameRun(text, m.index + m[0].length, false);
    if (r) out.push(r);
  }
}

// ---- scripts without capitals ----

/** Role nouns with their possessive in Arabic, Persian, Urdu, Hindi, Bengali, Tamil, Telugu, Hebrew. */
const SCRIPT_ROLE = new RegExp(
  "(?:^|[\\s\\u060c.,:;!?])(?:" +
    // Arabic -ي, Persian -م / -ام, Urdu میرا / میری / میرے + noun
    "مديري|مديرتي|جاري|جارتي|أستاذي|أستاذتي|استاذي|زميلي|زميلتي|مدربي|مدربتي|طبيبي|طبيبتي|معلمي|معلمتي|مشرفي|مشرفتي|صديقي|صديقتي|" +
    "مدیرم|همکارم|استادم|معلمم|همسایه‌ام|همسایه ام|رئیسم|مربی‌ام|دکترم|دوستم|" +
    "(?:میرے|میری|میرا|ہمارے) (?:باس|ٹیچر|استاد|استانی|ساتھی|پڑوسی|منیجر|کوچ|ڈاکٹر|دوست|کزن)|" +
    // Hindi मेरे / मेरी, Bengali আমার, Tamil என், Telugu మా / నా
    "(?:मेरे|मेरी|मेरा|हमारे|हमारी) (?:मैनेजर|टीचर|शिक्षक|शिक्षिका|पड़ोसी|पड़ोसन|बॉस|सहकर्मी|कोच|डॉक्टर|दोस्त|मकान मालिक|सर|मैडम)|" +
    "(?:আমার|আমাদের) (?:শিক্ষক|শিক্ষিকা|সহকর্মী|বস|প্রতিবেশী|ম্যানেজার|কোচ|ডাক্তার|বন্ধু)|" +
    "(?:என்|எங்கள்) (?:மேனேஜர்|ஆசிரியர்|டீச்சர்|நண்பர்|பக்கத்து வீட்டுக்காரர்)|" +
    "(?:మా|నా) (?:టీచర్|మేనేజర్|బాస్|స్నేహితుడు|పొరుగువారు)|" +
    // Hebrew noun + שלי
    "(?:המנהל|המנהלת|המורה|השכן|השכנה|הבוס|הקולגה|המאמן|המאמנת|הרופא|הרופאה) שלי" +
    ")[ \\u00a0]+",
  "gu",
);
/** Postpositions and honorifics that close a name in those scripts. */
const SCRIPT_CLOSE = /^(?:ने|को|से|का|की|के|जी|साहब|नے|کو|سے|کا|کی|کے|صاحب|نے|را|جان|স্যার|ম্যাডাম|কে|এর|দা|দি|గారు|సార్|அவர்கள்|சார்)$/u;
const SCRIPT_WORD = /[\p{L}\p{M}\u200c]+/uy;

function scriptRoles(text: string, out: Array<readonly [number, number]>): void {
  SCRIPT_ROLE.lastIndex = 0;
  for (let m = SCRIPT_ROLE.exec(text); m; m = SCRIPT_ROLE.exec(text)) {
    const at = m.index + m[0].length;
    const words: Array<[number, number]> = [];
    let p = at;
    for (let k = 0; k < 3; k++) {
      SCRIPT_WORD.lastIndex = p;
      const w = SCRIPT_WORD.exec(text);
      if (!w) break;
      words.push([p, p + w[0].length]);
      p += w[0].length;
      if (!/^[ \u00a0]$/.test(text.slice(p, p + 1))) break;
      p++;
    }
    if (words.length === 0) continue;
    const first = text.slice(words[0][0], words[0][1]);
    if (SCRIPT_CLOSE.test(first) || first.startsWith("\u0627\u0644")) continue;
    // bounded by a postposition or honorific within two tokens
    const close = words.findIndex(([a, b], i) => i > 0 && SCRIPT_CLOSE.test(text.slice(a, b)));
    // (Persian را marks any definite object: "مدیرم گزارش را" is "my manager [wants] the report")
    if (close > 0 && !(text.slice(words[close][0], words[close][1]) === "\u0631\u0627" && !(lexFlags(first) & (FLAG.GIVEN | FLAG.NAME)))) {
      out.push([words[0][0], words[close - 1][1]]);
      continue;
    }
    // otherwise a name the lexicon knows
    if (lexFlags(first) & (FLAG.GIVEN | FLAG.NAME) && !(lexFlags(first) & FLAG.COMMON)) out.push(words[0]);
    else if (ownScriptFlags(first) & FLAG.OWN_GIVEN) out.push(words[0]);
  }
}

// Chinese: 我的 + role + surname + 1–2 Han; surname + 1–2 Han + 老师 / 经理 / 医生 (at a clause start)
const ZH_ROLE = /(?:我的|我们的|我|他的|她的)(?:同事|室友|老师|老板|经理|邻居|朋友|同学|导师|教练|医生|房东|上司|表哥|表姐|表妹|表弟)(\p{Script=Han}{2,3}?)(?=明天|今天|昨天|说|把|也|已经|刚|正在|在|要|会|请|给|和|跟|的|是|，|,|。|\s)/u;
const ZH_BEFORE = /(?:^|[，,。！？\s])(\p{Script=Han}{1,2})(?:老师|经理|医生|教练|主任|总|律师|护士)(?=说|让|把|给|也|已经|在|要|会|请|的|，|,|。)/u;
// Japanese: surname + 部長 / 課長 / 先生 / 先輩 at a clause start, 上司の / 同僚の + name + さん
const JA_BEFORE = /(?:^|[、。！？\s])(\p{Script=Han}{2,3}?)(?:部長|課長|社長|係長|先生|先輩|主任|店長)(?=が|は|に|の|と|から|へ|も|、|。)/u;
// Korean: a Hangul name (2–3 syllables) + space + role noun + 님 / 씨 at a clause start, or + 에게 in a frame
const KO_BEFORE = /(?:^|[.!?\s])([\uac00-\ud7af]{2,3}) (?:선배|선생|팀장|부장|과장|사장|교수|코치|대리|실장)님/u;
const KO_NOT = /^(?:우리|저희|제가|내가|그|이|저)$/u;
const KO_FRAME = /(?:^|\s)([\uac00-\ud7af]{2,3})에게 [^\n]{0,20}(?:메시지|카드|편지|문자)/u;
const KO_ROLE_NOUN = /(?:님|선생|선배|팀장|부장|사장|교수|엄마|아빠|친구|동생)$/u;
// Chinese 给 + name + 写, Japanese name + さんへの, Arabic إلى + name, Persian برای + name + بنویس, Hindi name + के लिए
const ZH_FRAME = /给(\p{Script=Han}{2,3}?)写/u;
const AR_FRAME = /(?:رسالة|بطاقة|كلمة|تهنئة)[^\n]{0,20}?(?:إلى|الى|ل)[ \u00a0]+([\u0621-\u064a]{2,})/u;
const FA_FRAME = /(?:پیام|کارت|نامه|تبریک)[^\n]{0,30}?برای[ \u00a0]+([\u0600-\u06ff\u200c]{2,})[ \u00a0]+(?:بنویس|بفرست)/u;
const HI_FRAME = /(?:^|\s)([\u0900-\u097f]{2,})(?: जी)? के लिए [^\n]{0,30}(?:संदेश|मैसेज|कार्ड|पत्र|शुभकामना)/u;
const HI_NOT = /^(?:माँ|मां|पापा|मम्मी|भाई|बहन|दोस्त|टीचर|सर|मैडम|बॉस|सबके|सब|आप|तुम|उन|उस|इस)$/u;

function cjkRoles(text: string, out: Array<readonly [number, number]>): void {
  let m = ZH_ROLE.exec(text);
  if (m && lexFlags(m[1][0]) & FLAG.SURNAME) out.push([m.index + m[0].length - m[1].length, m.index + m[0].length]);
  m = ZH_BEFORE.exec(text);
  if (m && lexFlags(m[1][0]) & FLAG.SURNAME) out.push([m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length]);
  m = ZH_FRAME.exec(text);
  if (m && lexFlags(m[1][0]) & FLAG.SURNAME && !/(?:老师|经理|医生|老板|同事|朋友|妈妈|爸爸)$/u.test(m[1])) out.push([m.index + 1, m.index + 1 + m[1].length]);
  m = JA_BEFORE.exec(text);
  if (m && lexFlags(m[1]) & FLAG.SURNAME) out.push([m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length]);
  m = KO_BEFORE.exec(text);
  if (m && !KO_NOT.test(m[1])) out.push([m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length]);
  m = KO_FRAME.exec(text);
  if (m && !KO_NOT.test(m[1]) && !KO_ROLE_NOUN.test(m[1])) out.push([m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length]);
}

function scriptFrames(text: string, out: Array<readonly [number, number]>): void {
  let m = AR_FRAME.exec(text);
  if (m && !m[1].startsWith("\u0627\u0644")) out.push([m.index + m[0].length - m[1].length, m.index + m[0].length]);
  m = FA_FRAME.exec(text);
  if (m && !/(?:م|ها|شان|تان)$/u.test(m[1])) out.push([m.index + m[0].indexOf(m[1], m[0].indexOf("برای")), m.index + m[0].indexOf(m[1], m[0].indexOf("برای")) + m[1].length]);
  m = HI_FRAME.exec(text);
  if (m && !HI_NOT.test(m[1])) out.push([m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length]);
}

const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const HAS_SCRIPT = /[\u0590-\u06ff\u0900-\u0c7f]/;

/** Names next to relation and role nouns and in "write a card for / thank" frames, added to `out`. */
export function relationNames(text: string, out: Array<readonly [number, number]>): void {
  // (a chat message or a prompt: the role-noun alternation costs ~5 µs per KB, and in long cased prose a name
  // after a role noun is capitalised and found by the run rules)
  if (text.length <= 1000) {
    latinRoles(text, out);
    frames(text, out);
  }
  if (HAS_SCRIPT.test(text)) {
    scriptRoles(text, out);
    scriptFrames(text, out);
  }
  if (HAS_CJK.test(text)) cjkRoles(text, out);
  contactNames(text, out);
}
