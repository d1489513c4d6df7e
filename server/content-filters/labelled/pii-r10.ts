import { allFakers } from "@faker-js/faker";
import { FLAG, lexFlags } from "../lexicon";
import { mulberry32, pick, slugAdder, type AddLabelled as Add, type Labelled, type Rng } from "./rng";

/**
 * Round 10 families of the own person-name set, each answering one general cause of misses and false
 * positives rather than any text (templates written here; names from faker's lists of the template's
 * language or built from syllables). Positives: self-introductions in ~20 more languages; past verbs of
 * contacting before one given name; kin nouns of ~10 languages after a possessive; lists of single names
 * after a plural word for people and a colon; lower-case single names after a cue; Chinese names between a
 * cue and a verb, Japanese names before a job title or と申します, Korean self-introductions; names after
 * "my name" and kin nouns inside Arabic, Devanagari and Bengali prose; Arabic given name + nisba. Near misses:
 * organisations headed by a nation's adjective or an industry word, feasts, phrases whose meaning is asked,
 * places joined to a known place by "and / or", temples, shores and cathedrals of more languages, an article
 * before a word no list knows, a grand prix after a team, dishes, shops, banks, clubs and works named after a
 * person, Chinese, Arabic and Hindi cue words before ordinary words,
 * lists and lower-case words that are not names. Own PRNG and faker seeds.
 */
export function ownPiiRound10(slug: string): Labelled[] {
  const out: Labelled[] = [];
  if (slug !== "person-name") return out;
  const add = slugAdder(out, slug);
  personNames(add, mulberry32(0x2a10 ^ (slug.length * 191)));
  return out;
}

const plain = (f: number) => (f & (FLAG.COMMON | FLAG.PLACE)) === 0;
type Loc = keyof typeof allFakers;

/** Given names or surnames of a faker locale the lists know as such (no common word, place). */
function names(loc: Loc, seed: number, kind: "first" | "last", n: number, latin = true): string[] {
  const f = allFakers[loc];
  f.seed(seed);
  const got = new Set<string>();
  for (let k = 0; k < 400 && got.size < n; k++) {
    const w = kind === "first" ? f.person.firstName() : f.person.lastName();
    if (latin && !/^[\p{Lu}][\p{Ll}]{2,}$/u.test(w)) continue;
    if (!latin && /\s/.test(w)) continue;
    const fl = lexFlags(w.toLowerCase());
    if (fl & (kind === "first" ? FLAG.GIVEN : FLAG.SURNAME) && plain(fl)) got.add(w);
  }
  return got.size > 0 || loc === "en" ? [...got] : names("en", seed, kind, n);
}
/** Words built from syllables that no list knows. */
function unknownWord(rng: Rng, syllables: readonly string[], cap = true): string {
  for (;;) {
    const w = Array.from({ length: 2 + Math.floor(rng() * 2) }, () => pick(rng, syllables)).join("");
    if (w.length >= 4 && lexFlags(w.toLowerCase()) === 0) return cap ? w[0].toUpperCase() + w.slice(1) : w;
  }
}
const LATIN_SYL = ["ka", "ro", "mi", "ta", "ve", "lu", "zo", "na", "ri", "be", "so", "da", "ne", "vi", "to", "ga", "li", "mo", "te", "pu"];
const DEVA_SYL = ["रा", "वि", "नी", "सु", "मे", "का", "दी", "प्र", "शा", "ल", "ता", "मो", "हि", "गी", "रु"];
const BENG_SYL = ["রা", "বি", "নী", "সু", "মে", "কা", "দী", "শা", "ল", "তা", "মো", "হি"];
const ARAB_SYL = ["سا", "مي", "ري", "نو", "ها", "لي", "دا", "كو", "جا", "بر", "فا", "ثم"];

// self-introductions in languages whose cue the detector did not know (the name after the cue)
const SELF_INTRO: ReadonlyArray<readonly [Loc, string]> = [
  ["en_US", "Habari zenu, jina langu ni {g} {s} na ninaomba msaada kuandika wasifu."],
  ["en_US", "Salamu! Naitwa {g} {s}, naomba unisaidie na barua hii."],
  ["id_ID", "Halo, nama saya {g} {s}. Tolong perbaiki surat lamaran saya."],
  ["id_ID", "Selamat pagi, nama saya adalah {g} {s} dan saya butuh bantuan."],
  ["en_US", "Magandang araw! Ako si {g} {s} at kailangan ko ng tulong sa resume."],
  ["tr", "Merhaba, benim adım {g} {s}; dilekçemi düzeltir misiniz?"],
  ["vi", "Xin chào, tên tôi là {g} {s}, nhờ bạn sửa giúp thư xin việc."],
  ["sv", "Hej! Mitt namn är {g} {s} och jag behöver hjälp med ett personligt brev."],
  ["nb_NO", "Hei, jeg heter {g} {s} og trenger hjelp med en søknad."],
  ["da", "Goddag, mit navn er {g} {s}. Kan du rette min ansøgning?"],
  ["fi", "Hei, nimeni on {g} {s} ja tarvitsen apua hakemuksen kanssa."],
  ["hu", "Jó napot, a nevem {s} {g}, segítene megírni egy levelet?"],
  ["cs_CZ", "Dobrý den, jmenuji se {g} {s} a potřebuji pomoc s životopisem."],
  ["sk", "Ahoj, volám sa {g} {s}, pomôžeš mi s motivačným listom?"],
  ["ro", "Bună ziua, mă numesc {g} {s} și am nevoie de o scrisoare."],
  ["el", "Γεια σας, με λένε {g} {s} και χρειάζομαι βοήθεια με ένα γράμμα."],
  ["uk", "Добрий день, мене звати {g} {s}, допоможіть з резюме."],
  ["hr", "Bok, zovem se {g} {s} i trebam pomoć s molbom."],
  ["lv", "Labdien, mani sauc {g} {s}, lūdzu palīdziet ar vēstuli."],
];
const TOLD = [
  "I told {g} I'd take the early shift, but now I can't. How do I say it nicely?",
  "We texted {g} twice about the rent and heard nothing back. Draft a firmer message.",
  "Yesterday I emailed {g} the slides; write a short follow-up.",
  "Last week we invited {g} to the launch. Write the reminder.",
  "I asked {g} for feedback on the draft — how long should I wait before nudging?",
  "She messaged {g} after the interview. Is it too soon to call?",
  "You thanked {g} in the speech but forgot the caterers; add them.",
];
// imperatives of telling and asking, and "help", before one given name
const TELL_LANG: ReadonlyArray<readonly [Loc, string]> = [
  ["de", "Sag {g} bitte, dass das Treffen ausfällt."],
  ["de", "Frag {g}, ob sie morgen Zeit hat."],
  ["fr", "Dis {g} que je serai en retard, s'il te plaît."],
  ["it", "Chiedi {g} se può venire sabato."],
  ["pl", "Powiedz {g}, że spóźnię się dziesięć minut."],
  ["en_US", "Can you help {g} with her cover letter? She applies Friday."],
  // Greek writes an article before a person's name
  ["el", "Η {g} θα αργήσει λίγο σήμερα, γράψε μια ευγενική απάντηση."],
  ["el", "Γράψε ευχές για τη {g}, έχει γενέθλια."],
  ["el", "Πες στον {g} ότι η συνάντηση μετατέθηκε."],
];
// Greek articles before places and things
const GREEK_NOT = ["Η Αθήνα έχει πολύ ζέστη τον Ιούλιο.", "Ο Παρθενώνας είναι ανοιχτός σήμερα;", "Το Σάββατο πάμε στη Θεσσαλονίκη.", "Η Ελλάδα έχει πολλά νησιά."];
const KIN: ReadonlyArray<readonly [Loc, string]> = [
  ["es", "¿Me ayudas con una tarjeta para mi tía {g}? Cumple sesenta."],
  ["es", "Mi abuelo {g} cumple noventa el domingo, escribe unas palabras."],
  ["pt_BR", "Preciso de um cartão para minha avó {g}, ela faz oitenta anos."],
  ["de", "Schreib bitte einen Geburtstagsgruß für meine Tante {g}."],
  ["de", "Mein Onkel {g} zieht um; formuliere eine kurze Einladung."],
  ["fr", "Aide-moi à écrire un mot pour ma grand-mère {g}, elle est à l'hôpital."],
  ["it", "Scrivi un biglietto per mia nonna {g}, compie novant'anni."],
  ["pl", "Moja babcia {g} ma urodziny w piątek, napisz życzenia."],
  ["sv", "Kan du skriva ett kort till min mormor {g}? Hon fyller åttio."],
  ["nl", "Schrijf een kaartje voor mijn oom {g}, hij gaat met pensioen."],
  ["en_US", "Write a toast for my grandpa {g} — he turns 85 on Sunday."],
  ["en_US", "My aunt {g} keeps sending chain messages; how do I ask her to stop?"],
];
const GROUP: ReadonlyArray<readonly [Loc, string]> = [
  ["en_US", "Standup notes — attendees: {a}, {b}, {c}. {a} owns the release checklist."],
  ["en_US", "Draft a rota for my children: {a}, {b} and {c}."],
  ["en_US", "Seating plan please. Guests: {a}, {b}, {c} and {d}."],
  ["de", "Protokoll — Teilnehmer: {a}, {b}, {c}. Nächster Termin Dienstag."],
  ["es", "Lista de invitados: {a}, {b} y {c}. ¿Cuántas mesas necesito?"],
  ["fr", "Compte rendu — présents : {a}, {b}, {c}."],
  ["nl", "Verslag — aanwezig: {a}, {b} en {c}."],
  ["en_US", "Panel for Thursday, speakers: {a}, {b}, {c}. Write the intro lines."],
];
const LOWER = [
  "my brother {g} keeps taking my charger without asking, what do i say",
  "cc {g} on the invoice thread please, she handles payments",
  "told {g} i would swap shifts but i cant now",
  "ping {g} about the flaky test before standup",
  "our neighbour is nice but my cousin {g} thinks we should move",
  "hey {g}, are we still on for saturday?",
];
const ZH = [
  "请帮我给{n}写一封感谢信，谢谢他这半年的帮助。",
  "我的朋友{n}下个月结婚，帮我想几句祝福语。",
  "麻烦你跟{n}说一下，明天的会议改到三点。",
  "我的老板{n}要退休了，请写一段致辞。",
  "我和同事{n}和{m}要去上海出差，请列个清单。",
];
const JA = [
  "{n}部長の送別会の挨拶文を考えてください。",
  "{n}課長に送るお礼のメールを書いてください。",
  "こんにちは、{n}と申します。職務経歴書を見ていただけますか。",
  "{n}社長への年賀状の文面をお願いします。",
];
const KO = ["안녕하세요, 저는 {n}입니다. 이력서를 고쳐 주세요.", "제 이름은 {n}이에요. 자기소개를 도와주세요.", "처음 뵙겠습니다, 저는 {n}입니다."];
const AR = [
  "مرحبا، اسمي {n} وأريد كتابة رسالة تحفيزية.",
  "أريد تهنئة صديقي {n} بمناسبة تخرجه.",
  "زميلتي {n} ستغادر الشركة، اكتب رسالة وداع.",
];
const HI = ["नमस्ते, मेरा नाम {n} है और मुझे एक पत्र लिखना है।", "मेरे दोस्त {n} के लिए जन्मदिन का संदेश लिखो।", "मेरी बहन {n} की शादी के लिए भाषण लिखो।", "मेरे सहकर्मी {n} को धन्यवाद पत्र भेजना है।"];
const BN = ["আমার নাম {n}, একটি চিঠি লিখতে সাহায্য করুন।", "আমাদের শিক্ষক {n} খুব ভালো পড়ান, একটি ধন্যবাদ বার্তা লেখো।"];
const NISBA = ["{g} {h} ال{x}ي سيقدم العرض يوم الأحد.", "تم تعيين {g} ال{x}ي مديرا للفرع الجديد."];

// near misses
const ORG = [
  "How do I cancel my {n} contract without a fee?",
  "Is {n} stock a good long-term buy?",
  "Compare roaming prices of {n} and its rivals.",
];
const NATION = ["Türk", "Deutsche", "Polska", "Magyar", "Svenska", "Norske", "Nippon", "Hellenic"];
const ORG_HEAD = ["Telekom", "Telecom", "Holding", "Sigorta", "Energie", "Petrol", "Airways", "Pharma"];
const FEAST = [
  "When does Eid al-{x} fall next year?",
  "How is Yom {x} observed in Israel?",
  "Ideas for a Diwali {x} party menu?",
  "Que ropa llevo a la Fiesta de {s} en agosto?",
  "A Festa de {s} começa quando?",
];
const MEANING = [
  'What does "{a} {b}" mean literally?',
  "Was bedeutet „{a} {b}“ auf Deutsch?",
  "Que veut dire « {a} {b} » ?",
  "¿Qué significa \"{a} {b}\" en latín?",
  "What is the meaning of \"{a} {b}\" in this motto?",
];
const COORD = [
  "Hà Nội và {a} {b}, nơi nào mát hơn vào tháng sáu?",
  "Lisbon or {a} {b} — which is cheaper for a week in May?",
  "Zwischen Berlin und {a} {b}: wo ist die Miete niedriger?",
  "Madrid o {a} {b}, ¿dónde hace menos calor en julio?",
];
const TEMPLE = [
  "Berapa harga tiket masuk Candi {u}?",
  "Pantai {u} ramai tidak di hari Minggu?",
  "Il Duomo di {c} è aperto la domenica?",
  "¿A qué hora abre la Catedral de {s}?",
  "Is the Basilica {s} worth a visit?",
  "Gunung {u} bisa didaki pemula?",
];
const ARTICLE = ["De {u} of {v} — wat is leuker voor een schoolreisje?", "Het {u} is dicht op maandag, toch?", "El {u} abre a las diez?"];
const GRAND_PRIX = ["Stasera guardo la {s} al Gran Premio di {c}.", "Quanto costano i biglietti per {s} al Gran Premio di {c}?"];
// a dish, a shop or bank, a sports club or a work named after a person (found by probing text written here)
const HEADS = [
  "Recipe for Pollo {s} with rice, please.",
  "Nasi Goreng {u} enak tidak?",
  "Wie spät schließt das Kaufhaus {s} am Samstag?",
  "Quando apre la Galleria {s}?",
  "Conta no Banco {s}: quais as tarifas?",
  "¿A qué hora juega el Atlético {c} hoy?",
  "How is Día de los {u} celebrated?",
  "What's the plot of {g} {s}? I need it for class.",
  "List the characters in {g} {s}, the novel.",
];
const ZH_NOT = ["请关闭你的自动更新。", "请帮我把这个表格翻译成英文。", "和他们说一声，会议推迟了。", "给大家发个通知，周五放假。"];
const AR_NOT = ["تظاهر بأنك جدتي واحكِ لي قصة قديمة.", "اسمي الكامل طويل جدا، كيف أكتبه في الاستمارة؟", "صديقي العزيز جدا يحتاج مساعدة.", "أخي يعمل في مدينة أخرى.", "زوجتي تحب القهوة كثيرا."];
const HI_NOT = ["मेरे दोस्त आज नहीं आएंगे।", "मेरी बहन डॉक्टर है।", "मेरे भाई बहुत मेहनती हैं।"];
const GROUP_NOT = ["Attendees: Marketing, Sales and Legal. Summarise the action items.", "Teilnehmer: Vertrieb, Einkauf und Technik.", "Guests: Table 4, Table 5 and Table 6 still need menus."];
const LOWER_NOT = ["cc finance on the invoice please", "my sister keeps borrowing my car, how do i set boundaries", "told everyone the meeting moved", "ask support about the refund", "scrivi un biglietto per mia zia, che vive al mare", "my brother, who lives abroad, wants a call"];

function personNames(add: Add, rng: Rng): void {
  SELF_INTRO.forEach(([loc, t], i) => {
    const g = names(loc, 10100 + i, "first", 6);
    const s = names(loc, 10150 + i, "last", 6);
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, g)).replace("{s}", pick(rng, s)), 1, "r10-self-intro", `r10self:${i}`, String(loc));
  });
  const given = (["en_US", "es", "de", "fr", "it", "pt_BR", "pl", "tr", "sv", "nl"] as Loc[]).flatMap((l, i) => names(l, 10200 + i, "first", 6));
  const plainGiven = given.filter((g) => (lexFlags(g.toLowerCase()) & (FLAG.COMMON | FLAG.PLACE | FLAG.SURNAME)) === 0);
  TOLD.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, given)), 1, "r10-told", `r10told:${i}`);
  });
  TELL_LANG.forEach(([loc, t], i) => {
    const g = names(loc, 10350 + i, "first", 6);
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, g)), 1, "r10-tell-lang", `r10tell:${i}`, String(loc));
  });
  KIN.forEach(([loc, t], i) => {
    const g = names(loc, 10300 + i, "first", 6);
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, g)), 1, "r10-kin", `r10kin:${i}`, String(loc));
  });
  GROUP.forEach(([loc, t], i) => {
    const g = names(loc, 10400 + i, "first", 10).filter((w) => (lexFlags(w.toLowerCase()) & FLAG.COMMON) === 0);
    for (let k = 0; k < 3; k++) {
      const [a, b, c, d] = [0, 1, 2, 3].map((j) => g[(k * 3 + j) % g.length]);
      add(t.replaceAll("{a}", a).replace("{b}", b).replace("{c}", c).replace("{d}", d), 1, "r10-group-list", `r10group:${i}`, String(loc));
    }
  });
  LOWER.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, plainGiven).toLowerCase()), 1, "r10-lower-single", `r10lower:${i}`);
  });
  const zh = (seed: number) => `${pick(rng, names("zh_CN", seed, "last", 8, false))}${pick(rng, names("zh_CN", seed + 1, "first", 8, false))}`;
  ZH.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", zh(10500 + i * 7 + k)).replace("{m}", zh(10560 + i * 7 + k)), 1, "r10-cjk", `r10zh:${i}`, "zh");
  });
  const jaS = names("ja", 10600, "last", 8, false);
  const jaG = names("ja", 10601, "first", 8, false);
  JA.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", `${pick(rng, jaS)}${pick(rng, jaG)}`), 1, "r10-cjk", `r10ja:${i}`, "ja");
  });
  const koS = names("ko", 10610, "last", 8, false).filter((w) => w.length === 1);
  const koG = names("ko", 10611, "first", 8, false);
  KO.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", `${pick(rng, koS)}${pick(rng, koG)}`), 1, "r10-cjk", `r10ko:${i}`, "ko");
  });
  // names in these scripts: Arabic, a given name of faker's lists or one no list knows before a nisba; Devanagari
  // and Bengali, syllables no list knows (the cue and the postposition carry them)
  const arFirst = names("ar", 10690, "first", 10, false);
  AR.forEach((t, i) => {
    for (let k = 0; k < 3; k++) {
      const n = k === 2 ? `${unknownWord(rng, ARAB_SYL, false)} ال${unknownWord(rng, ARAB_SYL, false)}ي` : `${pick(rng, arFirst)} ${unknownWord(rng, ARAB_SYL, false)}`;
      add(t.replace("{n}", n), 1, "r10-script-cue", `r10ar:${i}`, "ar");
    }
  });
  HI.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", `${unknownWord(rng, DEVA_SYL, false)} ${unknownWord(rng, DEVA_SYL, false)}`), 1, "r10-script-cue", `r10hi:${i}`, "hi");
  });
  BN.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", `${unknownWord(rng, BENG_SYL, false)} ${unknownWord(rng, BENG_SYL, false)}`), 1, "r10-script-cue", `r10bn:${i}`, "bn");
  });
  const arG = names("ar", 10700, "first", 10, false);
  NISBA.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{g}", pick(rng, arG)).replace("{h}", pick(rng, arG)).replace("{x}", unknownWord(rng, ARAB_SYL, false)), 1, "r10-nisba", `r10nisba:${i}`, "ar");
  });

  // near misses
  const enS = names("en_US", 10800, "last", 20);
  ORG.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{n}", `${pick(rng, NATION)} ${pick(rng, ORG_HEAD)}`), 0, "r10-org-head", `r10org:${i}`);
  });
  FEAST.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{x}", unknownWord(rng, LATIN_SYL)).replace("{s}", pick(rng, enS)), 0, "r10-feast", `r10feast:${i}`);
  });
  const enG = names("en_US", 10801, "first", 20);
  MEANING.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{a}", pick(rng, enG)).replace("{b}", pick(rng, enS)), 0, "r10-meaning", `r10mean:${i}`);
  });
  const viG = names("vi", 10802, "first", 10);
  const viS = names("vi", 10803, "last", 10);
  COORD.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{a}", pick(rng, i === 0 ? viS : enG)).replace("{b}", pick(rng, i === 0 ? viG : enS)), 0, "r10-place-coord", `r10coord:${i}`);
  });
  const itCities = ["Torino", "Bologna", "Firenze", "Genova", "Verona", "Napoli"].filter((c) => lexFlags(c.toLowerCase()) & FLAG.PLACE);
  TEMPLE.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{u}", unknownWord(rng, LATIN_SYL)).replace("{s}", pick(rng, enS)).replace("{c}", pick(rng, itCities)), 0, "r10-temple", `r10temple:${i}`);
  });
  ARTICLE.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{u}", unknownWord(rng, LATIN_SYL)).replace("{v}", unknownWord(rng, LATIN_SYL)), 0, "r10-article", `r10art:${i}`);
  });
  const itS = names("it", 10804, "last", 10);
  GRAND_PRIX.forEach((t, i) => {
    for (let k = 0; k < 3; k++) add(t.replace("{s}", pick(rng, itS)).replace("{c}", pick(rng, itCities)), 0, "r10-grand-prix", `r10gp:${i}`);
  });
  HEADS.forEach((t, i) => {
    for (let k = 0; k < 3; k++)
      add(t.replace("{s}", pick(rng, i === 4 ? itS : enS)).replace("{g}", pick(rng, enG)).replace("{u}", unknownWord(rng, LATIN_SYL)).replace("{c}", pick(rng, itCities)), 0, "r10-head-words", `r10heads:${i}`);
  });
  for (const [list, source] of [[GREEK_NOT, "r10-greek-not"], [ZH_NOT, "r10-cjk-not"], [AR_NOT, "r10-script-not"], [HI_NOT, "r10-script-not-hi"], [GROUP_NOT, "r10-group-not"], [LOWER_NOT, "r10-lower-not"]] as const)
    list.forEach((t, i) => add(t, 0, source, `${source}:${i}`));
}
