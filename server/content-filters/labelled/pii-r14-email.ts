import { fnv1a, mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 14 (issue 23): an email probe written before the detector was changed, from the classes
 * of obfuscation people type rather than from any set's sentences; invented names and example /
 * invented domains only.
 * - positives: bracketed and spelled "at" / "dot" of every bracket ([at] (at) <at> {at} «at»),
 *   capitals, "period" / "full stop", spaced "@ domain . co . uk", dots between every letter of a
 *   local part, spaces inside a local part, "@domain,com" typos, look-alike signs (＠ ﹫ ⓐ Ⓐ),
 *   an address split across a line break, the at and dot words of ~25 languages with and without
 *   spaces (собака / точка, 艾特 / 点, ที่ / จุด, অ্যাট / ডট, एट / डॉट, arroba / punto / ponto,
 *   Klammeraffe / Punkt, arobase / point, małpa / kropka, zavináč / tečka, kukac / pont, et /
 *   nokta, at / titik, a còng / chấm, 골뱅이 / 점, アットマーク / ドット, chiocciola, apenstaartje,
 *   snabel-a, kissanhäntä…), IDN and punycode domains, long TLDs, addresses in quotes, brackets,
 *   markdown links, HTML entities (&#64; &commat; &#x40;) and percent-encoding (%40).
 * - near misses: @handles, npm scopes, decorators, "at" and "dot" and their translations in
 *   prose ("meet at home dot", "at the dot of noon", "a las dos en punto"), code (obj.at(0).com,
 *   arr.at(-1).name), CSS at-rules, version strings, file names, times, prices "@ 3.50".
 * Each template is a group, filled twice; half of the groups (fnv1a of "r14:" + group, even) are
 * held out: r14HeldOut(). Own PRNG: no earlier text or split moves.
 */
export function r14HeldOut(group: string): boolean {
  return fnv1a(`r14:${group}`) % 2 === 0;
}

const USERS = ["marta.kowal", "j.okafor", "lena_berg", "tomas.novak", "aiko.sato", "ravi.k", "nadia88", "pedro.alves", "olga.smirnova", "kim.jiwoo"];
const HOSTS = ["example", "mailbox-demo", "firma-beispiel", "acme-test", "studio-nine", "northwind"];

/** {u}: a local part, {h}: a host label. "lang|text". */
const POS: readonly string[] = [
  "en|Contact me: {u} [at] {h} [dot] com",
  "en|my email is {u}(at){h}(dot)org if you need the file",
  "en|Write to {u} AT {h} DOT NET for the invoice.",
  "en|reach me at {u} at {h} period com",
  "en|Send the CV to {u} at {h} dot co dot uk please.",
  "en|you can mail {u} @ {h} . co . uk anytime",
  "en|email: {u}<at>{h}<dot>io",
  "en|Drop a line: {u} {at} {h} {dot} com",
  "en|address is m.a.r.t.a@{h}.com",
  "en|email me: {u}@{h},com (sorry, typo)",
  "en|my mail {u}＠{h}.com",
  "en|contact {u}﹫{h}.org",
  "en|email {u}ⓐ{h}.net",
  "en|My address is {u}@{h}.\ncom, reply there",
  "en|Please email {u}@\n{h}.com with the scans",
  "en|Reach me at {u}-at-{h}-dot-com",
  "en|contact: {u} (at) {h} (dot) com",
  "en|mail to {u} [AT] {h} [DOT] de",
  "en|email {u} at {h} dot technology for access",
  "en|write to {u}@{h}.photography",
  "en|Send it to \"{u}@{h}.com\" please",
  "en|Contact [{u}@{h}.com](mailto:{u}@{h}.com) for help",
  "en|email us: {u}&#64;{h}.com",
  "en|Contact: {u}&commat;{h}.org",
  "en|mail {u}&#x40;{h}.net",
  "en|link: /contact?to={u}%40{h}.com",
  "en|The address is «{u}@{h}.com».",
  "en|email: {u} at {h} dot com",
  "en|email {u} at gmail dot com",
  "en|you can reach me at {u} at {h} full stop com",
  "en|Email: {u} [at] {h} [.] org",
  "en|Contact {u} at-sign {h} dot com",
  "en|My e-mail: {u} (at) {h} . com",
  "en|contact: {u} AT {h} DOT COM",
  "en|email: {u} (@) {h} (.) net",
  "ru|Пишите на {u} собака {h} точка ру",
  "ru|моя почта {u}собака{h}точкаru",
  "ru|почта: {u} (собака) {h} (точка) com",
  "uk|Мій мейл: {u} равлик {h} крапка net",
  "zh|我的邮箱是 {u} 艾特 {h} 点 com",
  "zh|邮箱：{u}艾特{h}点com",
  "zh|联系邮箱 {u}#{h}.com",
  "zh|联系我：{u}@{h}。cn",
  "ja|メールは {u} アット {h} ドット jp まで",
  "ja|連絡先：{u}アットマーク{h}ドットcom",
  "ko|이메일: {u} 골뱅이 {h} 점 kr",
  "ko|메일 주소는 {u}골뱅이{h}닷컴 입니다",
  "th|อีเมล {u} ที่ {h} จุด com",
  "th|ติดต่อ {u} แอท {h} ดอท co ดอท th",
  "bn|ইমেইল: {u} অ্যাট {h} ডট com",
  "hi|ईमेल: {u} एट {h} डॉट com",
  "hi|मेरा ईमेल {u} ऐट {h} डॉट in है",
  "es|escríbeme a {u} arroba {h} punto com",
  "es|mi correo: {u}arroba{h}punto.es",
  "pt|meu e-mail é {u} arroba {h} ponto com ponto br",
  "it|scrivimi a {u} chiocciola {h} punto it",
  "de|Meine Adresse: {u} Klammeraffe {h} Punkt de",
  "de|Mail an {u} (at) {h} Punkt de",
  "fr|écrivez à {u} arobase {h} point fr",
  "fr|mon courriel : {u} [arobase] {h} [point] fr",
  "pl|napisz na {u} małpa {h} kropka pl",
  "cs|pište na {u} zavináč {h} tečka cz",
  "hu|írj a {u} kukac {h} pont hu címre",
  "tr|mail adresim {u} et {h} nokta com",
  "id|email saya {u} at {h} titik com",
  "vi|email của tôi là {u} a còng {h} chấm vn",
  "nl|mail naar {u} apenstaartje {h} punt nl",
  "sv|maila {u} snabel-a {h} punkt se",
  "fi|sähköposti {u} kissanhäntä {h} piste fi",
  "el|email: {u} παπάκι {h} τελεία gr",
  "he|המייל שלי {u} שטרודל {h} נקודה co נקודה il",
  "ar|بريدي {u} at {h} dot com",
  "fa|ایمیل من {u} ات {h} دات com",
  "ro|scrie-mi la {u} arond {h} punct ro",
  "da|skriv til {u} snabel-a {h} punktum dk",
  "no|send til {u} krøllalfa {h} punktum no",
  "idn|Kontakt: {u}@münchen-beispiel.de",
  "idn|почта: {u}@пример.рф",
  "idn|email {u}@xn--mnchen-3ya.de",
  "idn|mail: info@例子.公司",
  "idn|contact {u}@{h}.xn--p1ai",
  "idn|Email: {u}@{h}.international",
  "idn|write {u}@{h}.cancerresearch",
  "code|\"email\": \"{u}@{h}.com\",",
  "code|<a href=\"mailto:{u}@{h}.com\">mail</a>",
  "code|EMAIL={u}@{h}.com",
  "en|contact me: {u} at {h} dot com",
];

const NEG: readonly string[] = [
  "en|Follow @{h} on Twitter for updates.",
  "en|thanks @{h} and @lena_berg for the review",
  "code|npm install @{h}/utils --save",
  "code|import {{ x }} from \"@{h}/core\";",
  "code|@Component({ selector: 'app-root' })",
  "code|@staticmethod\ndef build(): pass",
  "code|const last = arr.at(-1).name;",
  "code|return obj.at(0).com;",
  "code|items.at(i).dot(v).norm()",
  "code|@media (max-width: 600px) { .a { b: c } }",
  "code|@import url('theme.css');",
  "code|pip install requests==2.31.0 @ file:///wheels",
  "code|\"version\": \"react@18.2.0\"",
  "en|Let's meet at home dot five, ok?",
  "en|We started at the dot of noon.",
  "en|She arrived at nine on the dot.",
  "en|Look at the dot in the middle of the page.",
  "en|Click at the dot com bubble chart.",
  "en|Connect the dots at the end of the section.",
  "en|I'll be at work. Dot points to follow.",
  "en|Apples @ 3.50 per kilo, pears @ 2.10.",
  "en|The meeting is at 10 a.m. in room 4.",
  "en|Stay at Hotel Central. Check-in is at 2 p.m.",
  "en|He works at Google. Com is short for commercial.",
  "en|The dot-com crash hit in 2000.",
  "en|Put a dot at the end of each sentence.",
  "en|see you at the park dot com event",
  "en|Save the file as report.final.pdf at the end.",
  "en|Look at example dot com for inspiration",
  "en|He's at lunch. Dot net developers are at the back.",
  "en|Score at half time: 2-1. Point taken.",
  "en|priced at 12.99 dollars, sold at 9.99",
  "en|meet me at gate 12 point B",
  "en|I am at home, period.",
  "ru|Встретимся в точке сбора у собаки.",
  "ru|Собака сидит у двери, точка.",
  "ru|точка зрения автора интересна",
  "uk|Равлик повз по листку до крапки роси.",
  "zh|我们在三点见面，一点也不晚。",
  "zh|这个点子很好，艾特一下小王。",
  "zh|请在群里艾特我，下午五点开会。",
  "ja|ドットの柄のシャツをアットホームな店で買った。",
  "ja|アットマークの使い方を教えてください。",
  "ko|골뱅이 무침이 맛있는 집은 점심에 붐빈다.",
  "ko|점 세 개를 찍고 다음 줄로 넘어가세요.",
  "th|ที่บ้านมีจุดชมวิวสวย",
  "th|เจอกันที่ร้านกาแฟ จุดนัดพบเดิม",
  "bn|ডট পেন দিয়ে লিখুন, সময় মতো আসুন।",
  "hi|घर पर मिलते हैं, डॉट चार बजे।",
  "es|Nos vemos a las dos en punto en la arroba del mercado.",
  "es|El punto de encuentro es la plaza.",
  "es|Una arroba son unos once kilos y medio.",
  "pt|Chegamos em ponto, às oito, no ponto de ônibus.",
  "it|La chiocciola è lenta; ci vediamo al punto d'incontro.",
  "de|Wir treffen uns Punkt acht am Bahnhof.",
  "de|Der Klammeraffe im Zoo frisst Bananen.",
  "fr|Rendez-vous chez Marie à huit heures pile, point final.",
  "fr|Le point de vente est ouvert chez nous.",
  "pl|Małpa w zoo zjadła banana, kropka.",
  "cs|Tečka za větou a zavináč v klávesnici.",
  "hu|A kukac a kertben mászik, pont ott.",
  "tr|Et ve sebze nokta atışı alışveriş.",
  "id|Kita bertemu di titik kumpul jam 3.",
  "vi|Hẹn gặp ở chấm thi lúc 8 giờ.",
  "nl|Het apenstaartje staat op het toetsenbord, punt.",
  "sv|Vi ses vid punkt tre.",
  "fi|Piste lauseen lopussa on tärkeä.",
  "el|Το παπάκι κολυμπάει, τελεία.",
  "en|Use user@localhost in the docker example.",
  "code|ssh deploy@{h} -p 2222",
  "code|git clone git@github.com:{h}/app.git",
  "code|icon@2x.png and logo@3x.png",
  "code|${user}@${domain}",
  "en|The ratio is 3 at 1. Dot product is zero.",
  "en|at sign and dot are punctuation marks",
  "en|Rate: 5 @ 10% = 0.5",
  "code|SELECT * FROM t WHERE a = @id AND b.c = 1",
  "en|www.{h}.com is our website",
  "en|visit https://{h}.com/about",
  "en|Meet me at {h} Cafe. Dot your i's.",
  "en|We're at the {h} office dot matrix printer area",
  "en|I stay at home. Com'on.",
  "en|Tickets at {h}.com, doors at 7.",
  "en|jobs at {h}.com are posted weekly",
  "en|The book at chapter dot three.",
];

export function ownPiiRound14Email(slug: string): Labelled[] {
  if (slug !== "email") return [];
  const out: Labelled[] = [];
  const rng: Rng = mulberry32(0x14e4);
  const fill = (t: string) => t.replace(/\{u\}/g, pick(rng, USERS)).replace(/\{h\}/g, pick(rng, HOSTS));
  const gen = (xs: readonly string[], label: 0 | 1, source: string) =>
    xs.forEach((line, i) => {
      const bar = line.indexOf("|");
      const lang = line.slice(0, bar);
      const t = line.slice(bar + 1);
      const times = t.includes("{u}") || t.includes("{h}") ? 2 : 1;
      for (let k = 0; k < times; k++) out.push({ text: fill(t), label, source: `email:r14-${source}`, group: `email:r14:${source}:${i}`, lang });
    });
  gen(POS, 1, "pos");
  gen(NEG, 0, "neg");
  return out;
}
