import { FLAG, lexFlags, ownScriptFlags } from "./lexicon";

/**
 * Round 18: a name after a word of contact or relation in short chat-sized texts (labelled/pii-r18-names.ts):
 * lower-case Latin chat ("talked to priya sharma", "ask kwame", "my name is tomasz", "cheers, dave"), inflected
 * Cyrillic names after a verb, preposition or kin noun ("передай привет наташе", "спроси у вадима"), Greek with an
 * article, Arabic, Hebrew and Persian after a verb, preposition or kin noun, Hindi before a postposition, Chinese
 * after a verb or kin noun, Japanese before さん / 様 / 君 / ちゃん, Korean before a spaced 씨 / 님 or after a kin
 * noun, Thai after คุณ / พี่ / น้อง / ครู / ชื่อ. Lower-case and caseless words count as a name only when the lexicon
 * knows them as a given name and not as a common word or a place, or when an honorific or title bounds them.
 */

type Out = Array<readonly [number, number]>;

/** Every match of a global word pattern, as [index, word]. */
function wordsOf(re: RegExp, text: string): Array<[number, string]> {
  const words: Array<[number, string]> = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) words.push([m.index, m[0]]);
  return words;
}
const GIVENISH = FLAG.GIVEN | FLAG.NAME;
const NAMEISH = FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME;

/** A lexicon given name that is neither a common word nor a place. */
function givenWord(lower: string): boolean {
  const f = lexFlags(lower);
  return (f & GIVENISH) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
}

// ---- Latin chat ----

/** A lexicon given name (not only a name of a list) that is neither a common word nor a place. */
function latinGiven(lower: string): boolean {
  const f = lexFlags(lower);
  return (f & FLAG.GIVEN) !== 0 && (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
}

const LATIN_TRIGGER = new RegExp(
  "(?<![a-zA-Z\u00c0-\u024f'\u2019])(?:" +
    [
      "talk(?:ed|ing)? (?:to|with)",
      "sp(?:o|ea)ke? (?:to|with)",
      "chat(?:ted)? with",
      "(?:send|sent|forward(?:ed|ing)?|give|gave|pass|hand|mail(?:ed)?|email(?:ed)?|text(?:ed)?)(?: (?:it|this|that|them|these|those|the [a-z]+))? to",
      "ask(?:ed)?",
      "tell",
      "told",
      "ping(?:ed)?",
      "text(?:ed)?",
      "call(?:ed)?",
      "email(?:ed)?",
      "dm",
      "cc",
      "loop in",
      "meet(?:ing)?(?: with)?",
      "met(?: with)?",
      "seeing",
      "w/",
      "with",
      "from",
      "thank",
      "heard from",
      "waiting on",
      "bumped into",
      "ran into",
      "hosting",
      "picking up",
      "remind",
      "let",
      "owe",
      "shoutout to",
      "my name is",
      "i'?m",
      "this is",
      "it'?s",
      "me and",
      "did",
      "ngl",
      "omg",
      "tbh",
      "btw",
      "habla con",
      "hablé con",
      "fala com",
      "falei com",
      "liga pra",
      "ligue para",
      "chiedi a",
      "parla con",
      "zeg tegen",
      "schreib(?: mal)?",
      "je vois",
      "me llamo",
      "je m'appelle",
      "ich hei(?:ß|ss)e",
      "mi chiamo",
      "manda(?: el archivo| la foto)? a",
    ].join("|") +
    ")[ \\u00a0]+",
  "gi",
);
const LATIN_WORD = /[\p{L}][\p{L}\p{M}'\u2019-]*/uy;
/** Closing words of a message before a signature ("cheers, dave", "– anna", "sorry for the delay, chloe"). */
const SIGN_OFF = /(?:^|[\s,.!])(?:cheers|thanks|thx|ty|best|regards|signed|love|xo|saludos|abrazos|besos|grazie|danke|merci|gr(?:ü|ue)(?:ß|ss)e|obrigad[oa]|[a-z]+)?[ \u00a0]*(?:,|(?:^|\s)(?:--?|–|—))[ \u00a0]*([\p{L}][\p{L}'-]+)[ \u00a0]*[.!]?$/u;

function latinWordAt(text: string, at: number): string | null {
  LATIN_WORD.lastIndex = at;
  const m = LATIN_WORD.exec(text);
  return m ? m[0] : null;
}

/** One or two name words from `at` (the first a lexicon given name); pushes the span. `loose`: an English trigger,
 * after which a word of a name list that is no common word counts too (in Romance chat those lists hold "loja"). */
function latinName(text: string, at: number, out: Out, loose: boolean): void {
  let w = latinWordAt(text, at);
  if (!w) return;
  if (/^(?:aunty|auntie|aunt|uncle|mrs?|ms|dr|miss|mr)\.?$/i.test(w)) {
    const sp = at + w.length + (text[at + w.length] === "." ? 1 : 0);
    if (text[sp] !== " ") return;
    at = sp + 1;
    w = latinWordAt(text, at);
    if (!w) return;
    const f = lexFlags(w.toLowerCase());
    if (f & NAMEISH && !(f & FLAG.COMMON)) out.push([at, at + w.length]);
    return;
  }
  if (/^(?:o|a|el|la|le|il|lo)$/i.test(w) && text[at + w.length] === " ") {
    at += w.length + 1;
    w = latinWordAt(text, at);
    if (!w) return;
  }
  const name = w.replace(/['\u2019]s$/, "");
  // lower case only: a capitalised name is the cased rules' (and "from Charles de Gaulle" is a place)
  if (name !== name.toLowerCase()) return;
  const f = lexFlags(name);
  const next = name === w && text[at + name.length] === " " ? latinWordAt(text, at + name.length + 1) : null;
  const fNext = next ? lexFlags(next.replace(/['\u2019]s$/, "").toLowerCase()) : 0;
  const clean = (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
  // "chen wei": a surname before a given name
  const surnameFirst = loose && clean && (f & FLAG.SURNAME) !== 0 && (fNext & FLAG.GIVEN) !== 0 && !(fNext & FLAG.COMMON);
  if (!(latinGiven(name) || (loose && clean && f & FLAG.NAME) || surnameFirst)) return;
  let end = at + name.length;
  if (name === w && text[end] === " ") {
    const w2 = latinWordAt(text, end + 1);
    if (w2) {
      const f2 = lexFlags(w2.replace(/['\u2019]s$/, "").toLowerCase());
      if (f2 & FLAG.SURNAME && !(f2 & FLAG.COMMON)) end = end + 1 + w2.replace(/['\u2019]s$/, "").length;
    }
  }
  out.push([at, end]);
}

function latinChat(text: string, out: Out): void {
  LATIN_TRIGGER.lastIndex = 0;
  for (let m = LATIN_TRIGGER.exec(text); m; m = LATIN_TRIGGER.exec(text)) {
    latinName(text, m.index + m[0].length, out, /^[a-z' /]+[ \u00a0]+$/i.test(m[0]) && !/^(?:habla|fala|liga|ligue|chiedi|parla|zeg|schreib|je|me|ich|mi|manda)\b/i.test(m[0]));
    LATIN_TRIGGER.lastIndex = m.index + m[0].length;
  }
  // "sarah and i", "lars and pia"
  const and = text.includes(" and ") ? /(?:^|[\s,])([\p{L}]+) and (?:i|me)\b/iu.exec(text) : null;
  if (and && and[1] === and[1].toLowerCase() && latinGiven(and[1])) {
    const s = and.index + and[0].indexOf(and[1]);
    out.push([s, s + and[1].length]);
  }
  const tail = text.slice(-40);
  const sign = /[,\-–—]/.test(tail) ? SIGN_OFF.exec(tail) : null;
  if (sign && sign[1] === sign[1].toLowerCase() && latinGiven(sign[1])) {
    const s = text.length - tail.length + sign.index + sign[0].lastIndexOf(sign[1]);
    out.push([s, s + sign[1].length]);
  }
}

// ---- Cyrillic ----

const CYR_WORD = /[\p{Script=Cyrillic}]+/gu;
/** A word before a name: a verb of contact, a preposition, a possessive or a kin / role noun (any case ending). */
const CYR_TRIGGER =
  /^(?:с|со|у|для|к|мой|моя|мою|моей|моему|моего|муж|мужу|жена|жене|брат\p{L}*|сестр\p{L}*|друг\p{L}*|подруг\p{L}*|коллег\p{L}*|колеж\p{L}*|сосед\p{L}*|тёт\p{L}*|тет\p{L}*|дяд\p{L}*|начальни\p{L}*|руководител\p{L}*|тренер\p{L}*|учител\p{L}*|вчител\p{L}*|позвон\p{L}*|зателефон\p{L}*|напиш\p{L}*|передай|спрос\p{L}*|скин\p{L}*|отправ\p{L}*|звонил\p{L}*|встрет\p{L}*|встреча\p{L}*|обеда\p{L}*|зовут|привет|письмо|поговор\p{L}*|напомни|сказал\p{L}*|ми)$/u;
const CYR_END = /(?:ой|ей|ем|ом|ём|ою|ею|у|ю|е|а|я|ы|и)$/u;
const PATRONYMIC = /^[\p{Lu}]?[\p{Ll}]+(?:ович|евич|ьевич|овн|евн|ичн)(?:а|у|ем|ом|е|ой|ы|ы)?$/u;

function cyrGiven(w: string): boolean {
  const lower = w.toLowerCase();
  if (givenWord(lower)) return true;
  const e = CYR_END.exec(lower);
  if (!e) return false;
  const stem = lower.slice(0, lower.length - e[0].length);
  if (stem.length < 2) return false;
  return ["", "а", "я", "й", "ь"].some((x) => givenWord(stem + x));
}

function cyrillic(text: string, out: Out): void {
  const words = wordsOf(CYR_WORD, text);
  for (let i = 1; i < words.length; i++) {
    const [at, w] = words[i];
    const prev = words[i - 1][1].toLowerCase();
    const prev2 = i >= 2 ? words[i - 2][1].toLowerCase() : "";
    const next = words[i + 1]?.[1] ?? "";
    if (PATRONYMIC.test(next) && /^[\p{Lu}]/u.test(w) === /^[\p{Lu}]/u.test(next)) {
      out.push([at, words[i + 1][0] + next.length]);
      continue;
    }
    const direct = CYR_TRIGGER.test(prev);
    if (!(direct || (CYR_TRIGGER.test(prev2) && /^(?:привет|письмо|сообщение|файл)$/u.test(prev)))) continue;
    const capAfterWord = /^[\p{Lu}][\p{Ll}]{2,}$/u.test(w) && !/^(?:с|со|у|для|к)$/u.test(prev) && !(lexFlags(w.toLowerCase()) & (FLAG.PLACE | FLAG.COMMON));
    if (!cyrGiven(w) && !capAfterWord) continue;
    out.push([at, at + w.length]);
  }
}

// ---- Greek ----

const GREEK_WORD = /[\p{Script=Greek}]+/gu;
const GREEK_DAYS = /^(?:δευτερα|τριτη|τεταρτη|πεμπτη|παρασκευη|σαββατο|κυριακη)$/u;
const GREEK_ART = /^(?:λενε|λένε|ο|η|τον|την|τη|στον|στη|στην|του|της|με|κύριος|κυρία|κύριο|κυρ)$/u;
const foldGreek = (w: string) => w.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");

function greek(text: string, out: Out): void {
  const words = wordsOf(GREEK_WORD, text);
  for (let i = 1; i < words.length; i++) {
    const [at, w] = words[i];
    const prev = words[i - 1][1].toLowerCase();
    if (!GREEK_ART.test(prev)) continue;
    const f = foldGreek(w);
    if (GREEK_DAYS.test(f)) continue;
    // vocative / accusative forms drop the final ς (τον Κώστα, τη Μαρία)
    const ok = givenWord(f) || givenWord(`${f}ς`) || (f.endsWith("η") && givenWord(`${f.slice(0, -1)}ης`));
    // "ο φίλος μου ο Νίκος", "κυρία Παπαδοπούλου": a capitalised word after the article that follows μου, or a title
    const titled = /^[\p{Lu}]/u.test(w) && (/^(?:κύριος|κυρία|κύριο|κυρ)$/u.test(prev) || (words[i - 2]?.[1] === "μου" && /^(?:ο|η)$/u.test(prev)));
    if (ok || titled) out.push([at, at + w.length]);
  }
}

// ---- Arabic, Persian, Hebrew ----

const AR_WORD = /[\u0621-\u064a\u0671-\u06d3\u067e\u0686\u0698\u06a9\u06af\u06cc\u200c]+/gu;
/** Arabic and Persian words a name follows: verbs of contact, prepositions, kin and role nouns with -ي / -م. */
const AR_TRIGGER =
  /^(?:بصديقي|بصديقتي|صديقي|صديقتي|أخي|اخي|أختي|اختي|عمي|عمتي|خالي|خالتي|زوجي|زوجتي|جاري|جارتي|زميلي|زميلتي|مديري|مديرتي|إلى|الى|مع|اسأل|أخبر|اخبر|قابلت|اتصل|كلم|اسمي|دوستم|همکارم|خواهرم|برادرم|پسرعمویم|دخترعمویم|پسرخاله‌ام|دخترخاله‌ام|مدیرم|همسرم|شوهرم|از|با|برای|اسم|من)$/u;
/** Titles after which any word that is not a function word is a name. */
const AR_TITLE = /^(?:الأستاذ|الأستاذة|الاستاذ|الاستاذة|الدكتور|الدكتورة|للدكتور|للدكتورة|للأستاذ|للأستاذة|المهندس|المهندسة|آقای|آقا|خانم|دکتر)$/u;
const AR_FUNCTION = /^(?:عن|في|على|من|إلى|الى|بخصوص|حول|مع|أن|إن|هو|هي|لا|ما|و|را|در|به|از|با|که|این|آن|برای|درباره|بابت|تا|است|هم)$/u;

/** Role words after a title that are no name (آقای رئیس جمهور, الدكتور العميد). */
const AR_ROLE_WORD = /^(?:رئیس|رئيس|مدیر|مدير|دکتر|مهندس|وزیر|وزير|سفیر|سفير|استاد|نماینده|فرماندار|شهردار|عمید|عميد)/u;

function arabicPersian(text: string, out: Out): void {
  const words = wordsOf(AR_WORD, text);
  for (let i = 1; i < words.length; i++) {
    const [at, w] = words[i];
    const prev = words[i - 1][1];
    if (w.startsWith("\u0627\u0644") || AR_FUNCTION.test(w)) continue;
    if (words[i + 1]?.[1] === "\u0631\u0627" && givenWord(w)) {
      out.push([at, at + w.length]);
      continue;
    }
    if (AR_TITLE.test(prev) && !AR_ROLE_WORD.test(w)) {
      out.push([at, at + w.length]);
      continue;
    }
    const prev2 = i >= 2 ? `${words[i - 2][1]} ${prev}` : "";
    if (!(AR_TRIGGER.test(prev) || prev2 === "ابن عمي" || prev2 === "بنت عمي" || prev2 === "اسم من")) continue;
    // "من" only in "اسم من"
    if (prev === "من" && prev2 !== "اسم من") continue;
    if (givenWord(w) || ownScriptFlags(w) & FLAG.OWN_GIVEN) out.push([at, at + w.length]);
  }
}

const HE_WORD = /[\u05d0-\u05ea\u05f3\u05f4'"]+/gu;
const HE_TRIGGER = /^(?:עם|שלי|אחי|אחותי|בעלי|אשתי|לי|ל|תודה|רבה|פגשתי|דיברתי|שלחתי|תשאל|תתקשר|תגיד)$/u;

function hebrew(text: string, out: Out): void {
  const words = wordsOf(HE_WORD, text);
  for (let i = 0; i < words.length; i++) {
    const [at, w] = words[i];
    const prev = i > 0 ? words[i - 1][1] : "";
    const heGiven = (x: string) => {
      const f = lexFlags(x);
      return (f & GIVENISH) !== 0 && !(f & FLAG.COMMON);
    };
    // a name with the preposition ל / ש glued on after a verb of sending or thanks (תתקשר לדני, תודה רבה למיכל)
    if (/^[לש]/u.test(w) && w.length >= 3 && /^(?:תתקשר|תשלח|שלחתי|תודה|רבה|תגיד|תכתוב|כתבתי|התקשרתי|הודעה|מייל)$/u.test(prev) && heGiven(w.slice(1))) {
      out.push([at + 1, at + w.length]);
      continue;
    }
    // את after a verb of meeting or asking someone to do something (not after every verb: "אני אוהב את שרה" in prose)
    const et = prev === "את" && i >= 2 && /^(?:פגשתי|פגשנו|תשאל|תשאלי|ראיתי|הזמנתי|תזמין|תזמיני|תעדכן|תעדכני|עדכנתי|תבקש|תבקשי)$/u.test(words[i - 2][1]);
    if (i === 0 || !(HE_TRIGGER.test(prev) || et)) continue;
    if (heGiven(w)) out.push([at, at + w.length]);
  }
}

// ---- Hindi ----

const HI_WORD = /[\u0900-\u097f]+/gu;
const HI_POST = /^(?:को|से|ने|जी)$/u;
const HI_KIN = /^(?:चाचा|चाची|मामा|मामी|बहन|भाई|भैया|दीदी|पति|पत्नी|बेटा|बेटी|दोस्त|पड़ोसी|पड़ोसन|नाम)$/u;

/** Places that are also given names (Bharat). */
const HI_PLACE = /^(?:भारत|दिल्ली|मुंबई|कोलकाता|चेन्नई|पुणे|जयपुर|लखनऊ|पटना|गंगा|यमुना|हिमालय|अमेरिका|चीन|जापान)$/u;

function hindi(text: string, out: Out): void {
  const words = wordsOf(HI_WORD, text);
  for (let i = 0; i < words.length; i++) {
    const [at, w] = words[i];
    const next = words[i + 1]?.[1] ?? "";
    const prev = i > 0 ? words[i - 1][1] : "";
    const own = ((ownScriptFlags(w) & FLAG.OWN_GIVEN) !== 0 || givenWord(w)) && !HI_PLACE.test(w);
    if (!own) continue;
    if (HI_POST.test(next) || HI_KIN.test(prev)) {
      let end = at + w.length;
      // a surname after the given name (अमित शर्मा से)
      const w2 = words[i + 1];
      if (w2 && !HI_POST.test(w2[1]) && ownScriptFlags(w2[1]) & FLAG.OWN_SURNAME && HI_POST.test(words[i + 2]?.[1] ?? "")) end = w2[0] + w2[1].length;
      out.push([at, end]);
    }
  }
}

// ---- Chinese, Japanese, Korean ----

const ZH_TRIGGER =
  /(?:跟|和|给|问一下|问问|告诉|转告|谢谢|感谢|见到了|见到|遇到|联系|通知|找|叫|同事|室友|妹妹|姐姐|哥哥|弟弟|表哥|表姐|表妹|表弟|男朋友|女朋友|老公|老婆|经理|主管|老师|同学|朋友|邻居|导师|老板|上司)(\p{Script=Han}{2,3}?)(?=说|发|钥|在|总|今|明|昨|下|上|要|帮|也|的|是|问|请|会|已|刚|正|和|跟|把|给|让|周|有|来|去|[，,。、！？!?\s]|$)/gu;
const ZH_NOT = /^(?:同事|同学|客户|前台|大家|物业|经理|老师|朋友|老板|家人|别人|他们|我们|你们|自己|妈妈|爸爸|老婆|老公|孩子|公司|领导|医生|邻居)/u;

function chinese(text: string, out: Out): void {
  ZH_TRIGGER.lastIndex = 0;
  for (let m = ZH_TRIGGER.exec(text); m; m = ZH_TRIGGER.exec(text)) {
    const name = m[1];
    const s = m.index + m[0].length - name.length;
    ZH_TRIGGER.lastIndex = s;
    if (ZH_NOT.test(name) || !(lexFlags(name[0]) & FLAG.SURNAME)) continue;
    out.push([s, s + name.length]);
  }
  // 我叫郭婷
  const jiao = /我叫(\p{Script=Han}{2,3}?)(?=[，,。、！？\s]|$)/u.exec(text);
  if (jiao && lexFlags(jiao[1][0]) & FLAG.SURNAME) out.push([jiao.index + 2, jiao.index + 2 + jiao[1].length]);
}

const JA_HONORIFIC = /(?<![\p{Script=Han}\u3041-\u306d\u306f-\u309f\u30a1-\u30ff])(\p{Script=Han}{2,3}|[\u3041-\u3093]{2,4}|[\u30a1-\u30fa\u30fc]{2,6})(?:さん|様|さま|先生|君|くん|ちゃん|部長|課長|社長|係長|先輩|氏|店長)/gu;
const JA_KANA_NOT = /^(?:お|みな|あか|おば|おじ|おね|おに|ご)/u;

function japanese(text: string, out: Out): void {
  JA_HONORIFIC.lastIndex = 0;
  for (let m = JA_HONORIFIC.exec(text); m; m = JA_HONORIFIC.exec(text)) {
    const name = m[1];
    const han = /^\p{Script=Han}/u.test(name);
    if (han ? !(lexFlags(name) & NAMEISH || lexFlags(name.slice(0, 2)) & FLAG.SURNAME) : JA_KANA_NOT.test(name)) continue;
    out.push([m.index, m.index + name.length]);
  }
  const mine = /名前は(\p{Script=Han}{2,4})(?:です|と申します|[。、]|$)/u.exec(text);
  if (mine && lexFlags(mine[1].slice(0, 2)) & FLAG.SURNAME) out.push([mine.index + 3, mine.index + 3 + mine[1].length]);
}

const KO_SPACED = /(?:^|[\s,.!?])([\uac00-\ud7af]{2,3}) (?:씨|님)(?=[이가은는을를께에게한테랑과와도의]|[\s,.!?]|$)/gu;
const KO_KIN = /(?:^|\s)(?:친구|동생|선배|후배|언니|오빠|형|누나|남편|아내|남친|여친|동료|사촌|조카|삼촌|이모|고모|이름은) ([\uac00-\ud7af]{2,4}?)(?:이)?(?:가|를|는|한테|에게|랑|하고|와|과|도|의|고|[,\s]|$)/gu;
const KO_NOT = /^(?:우리|저희|제가|내가|고객|여러분|선생|사장|팀장|부장|과장|교수|기사|회장|원장|실장|대리|사모)$/u;

function korean(text: string, out: Out): void {
  KO_SPACED.lastIndex = 0;
  for (let m = KO_SPACED.exec(text); m; m = KO_SPACED.exec(text)) {
    if (KO_NOT.test(m[1])) continue;
    const s = m.index + m[0].indexOf(m[1]);
    out.push([s, s + m[1].length]);
  }
  KO_KIN.lastIndex = 0;
  for (let m = KO_KIN.exec(text); m; m = KO_KIN.exec(text)) {
    const n = m[1];
    const ok = lexFlags(n) & FLAG.GIVEN || (n.length >= 3 && lexFlags(n.slice(0, 1)) & FLAG.SURNAME && lexFlags(n.slice(1, 3)) & FLAG.GIVEN) || (n.length === 3 && lexFlags(n[0]) & FLAG.SURNAME);
    if (!ok) continue;
    const s = m.index + m[0].indexOf(n, m[0].indexOf(" "));
    out.push([s, s + n.length]);
  }
}

// ---- Thai ----

const TH_TRIGGER = /(?:คุณ|พี่|น้อง|ครู|ชื่อ)/gu;
const TH_BOUNDARY = ["ที่", "ว่า", "เรื่อง", "จะ", "ให้", "ขอ", "ได้", "ไหม", "ช่วย", "นะ", "ครับ", "ค่ะ", "คะ", "ด้วย", "และ", "กับ", "หน่อย", "เป็น", "มา", "ไป", "อยู่", "ของ", "บอก", "แทน", "ก็", "เลย"];
const TH_NOT_START =
  /^(?:ไหม|หรือ|นี้|นั้น|เล่น|ทุก|ภาพ|ค่า|สมบัติ|ประโยชน์|ธรรม|แม่|พ่อ|ยาย|ตา|ป้า|ลุง|ครู|หมอ|ชาย|สาว|น้อง|พี่|ๆ|เลี้ยง|ใหม่|คิด|รู้|ชอบ|เคย|ต้อง|อยาก|สามารถ|ทำ|เป็น|มี|จะ|ช่วย|ได้|กำลัง|ควร|บอก|ไป|มา|เห็น|ใช้|เลือก|หา|ลอง|อ่าน|เขียน|ส่ง|ดู|ถาม|รับ|ให้|ว่า|ที่|ก็|เอง|สมัคร|ภาษา|ไม่|เรื่อง|ของ|กับ|และ|นะ|ครับ|ค่ะ|คะ|เลย)/u;

function thai(text: string, out: Out): void {
  TH_TRIGGER.lastIndex = 0;
  for (let m = TH_TRIGGER.exec(text); m; m = TH_TRIGGER.exec(text)) {
    const at = m.index + m[0].length;
    if (m[0] === "คุณ" && text.slice(Math.max(0, m.index - 3), m.index) === "ขอบ") continue;
    if (m[0] === "ชื่อ" && text.slice(Math.max(0, m.index - 3), m.index) === "ราย") continue;
    // ครูสมหญิง, but not คุณครู... (the role noun itself)
    if (/^(?:คุณ|พี่|น้อง|ครู)/u.test(text.slice(at))) continue;
    const rest = text.slice(at, at + 30);
    if (TH_NOT_START.test(rest)) continue;
    let end = rest.search(/[^\u0e01-\u0e4e]/u);
    if (end < 0) end = rest.length;
    for (const b of TH_BOUNDARY) {
      const k = rest.indexOf(b, 2);
      if (k >= 0 && k < end) end = k;
    }
    if (end < 2 || end > 16) continue;
    out.push([at, at + end]);
    TH_TRIGGER.lastIndex = at + end;
  }
}

const HAS = {
  cyr: /[\u0400-\u04ff]/,
  greek: /[\u0370-\u03ff]/,
  ar: /[\u0600-\u06ff]/,
  he: /[\u05d0-\u05ea]/,
  hi: /[\u0900-\u097f]/,
  han: /[\u3400-\u9fff]/,
  kana: /[\u3041-\u30ff]/,
  ko: /[\uac00-\ud7af]/,
  th: /[\u0e01-\u0e4e]/,
};

/** The longest text the chat readers read (theirs and person-r20.ts's contact pairs): longer texts are not chat. */
export const CHAT_SIZED_CHARS = 1000;

/** Names after words of contact and relation in chat-sized texts (up to CHAT_SIZED_CHARS), added to `out`. */
export function contactNames(text: string, out: Out): void {
  if (text.length > CHAT_SIZED_CHARS) return;
  latinChat(text, out);
  if (HAS.cyr.test(text)) cyrillic(text, out);
  if (HAS.greek.test(text)) greek(text, out);
  if (HAS.ar.test(text)) arabicPersian(text, out);
  if (HAS.he.test(text)) hebrew(text, out);
  if (HAS.hi.test(text)) hindi(text, out);
  if (HAS.han.test(text) && !HAS.kana.test(text)) chinese(text, out);
  if (HAS.kana.test(text) || HAS.han.test(text)) japanese(text, out);
  if (HAS.ko.test(text)) korean(text, out);
  if (HAS.th.test(text)) thai(text, out);
}
