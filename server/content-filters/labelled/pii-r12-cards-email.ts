import { fnv1a, luhnDigit, mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 12 (issue 23): the credit-card and email probe set, written before either detector was
 * changed, with invented values only (card numbers drawn at random under each network's public
 * issuer prefixes and lengths and given a Luhn check digit; example domains and invented names).
 * - credit-card positives: every network and length (Visa 13/16/19, Mastercard 51-55 and the
 *   2-series, Amex 15 in 4-6-5, Diners 14 in 4-6-4, Discover, JCB, UnionPay 16-19, Maestro 12-19,
 *   RuPay, Mir, Elo, Hipercard, Troy, Verve), every separator people paste (spaces, dashes, dots,
 *   slashes, underscores, no-break and thin spaces, doubled spaces, mixed, none, the groups split
 *   across a line break), numbers glued to a label ("card#…", "CC:…", JSON "pan":"…", query
 *   strings), full-width digits, card words of ~18 languages, expiry and CVV before or after.
 * - credit-card near misses: Luhn-valid digit runs that are something else, named by a label of
 *   the same languages (IMEI, IBAN, tracking, order, invoice, reference, transaction, loyalty and
 *   gift cards, serial, policy, customer ids), UUIDs, Unix timestamps in ms / µs / ns, ICCIDs,
 *   EAN / ISBN barcodes, 20-plus-digit runs, card-shaped numbers failing Luhn.
 * - email positives: internationalised local parts and domains (ü, ç, Cyrillic, CJK, Devanagari),
 *   punycode, plus-addressing, quoted local parts, subdomains, new and IDN TLDs, full-width ＠ and
 *   ．, "[at]" "(at)" "{at}" " at ", "arroba", "chez", "punkt", "dot" / "点" / "點" and the at and
 *   dot words of many languages, mailto: links, angle brackets, JSON, URLs.
 * - email near misses: @handles, npm scopes, decorators and annotations, ssh / scp logins without a
 *   TLD, git@host:path remotes (an SSH login, not a mailbox), package@version, asset@2x, CSS
 *   at-rules, code templates with placeholders, "at" and "dot" in prose.
 * Groups are template × language; half of the groups (fnv1a of "r12:" + group, even) are held out:
 * r12HeldOut(). Own PRNG: no earlier text or split moves.
 */

export function r12HeldOut(group: string): boolean {
  return fnv1a(`r12:${group}`) % 2 === 0;
}

export function ownPiiRound12CardsEmail(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const rng: Rng = mulberry32(0x12cc ^ (slug.length * 331));
  const add = (text: string, label: 0 | 1, source: string, group: string, lang?: string) =>
    out.push({ text, label, source: `${slug}:r12-${source}`, group: `${slug}:r12:${group}`, lang });
  if (slug === "credit-card") cards(add, rng);
  else if (slug === "email") emails(add, rng);
  return out;
}

type Add = (text: string, label: 0 | 1, source: string, group: string, lang?: string) => void;

function number(rng: Rng, prefix: string, length: number, valid = true): string {
  let body = prefix;
  while (body.length < length - 1) body += String(Math.floor(rng() * 10));
  const check = luhnDigit(body);
  return body + (valid ? check : String((Number(check) + 1 + Math.floor(rng() * 8)) % 10));
}

/** Networks: issuer prefixes and the lengths issued. */
const NETWORKS: ReadonlyArray<{ name: string; prefixes: readonly string[]; lengths: readonly number[] }> = [
  { name: "Visa", prefixes: ["4"], lengths: [16, 16, 13, 19] },
  { name: "Mastercard", prefixes: ["51", "53", "55", "2221", "2300", "2720", "2511"], lengths: [16] },
  { name: "Amex", prefixes: ["34", "37"], lengths: [15] },
  { name: "Diners Club", prefixes: ["300", "305", "36", "38", "39", "3095"], lengths: [14, 16] },
  { name: "Discover", prefixes: ["6011", "644", "649", "65"], lengths: [16, 19] },
  { name: "JCB", prefixes: ["3528", "3566", "3589"], lengths: [16, 19] },
  { name: "UnionPay", prefixes: ["62", "6228", "6212", "8171"], lengths: [16, 17, 18, 19] },
  { name: "Maestro", prefixes: ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763", "6799", "560", "57", "58"], lengths: [12, 13, 15, 16, 18, 19] },
  { name: "RuPay", prefixes: ["6070", "6081", "6521", "6522", "508", "8180"], lengths: [16] },
  { name: "Mir", prefixes: ["2200", "2201", "2202", "2204"], lengths: [16, 19] },
  { name: "Elo", prefixes: ["4011", "4389", "5041", "5067", "509", "6277", "6362", "6363", "6504", "6516", "6550"], lengths: [16] },
  { name: "Hipercard", prefixes: ["606282", "3841"], lengths: [16, 19] },
  { name: "Troy", prefixes: ["9792", "65"], lengths: [16] },
  { name: "Verve", prefixes: ["5060", "5061", "6500"], lengths: [16, 18, 19] },
];

/** The digit groups people write a number of this length in. */
function groups(digits: string): number[] {
  switch (digits.length) {
    case 15:
      return digits.startsWith("3") ? [4, 6, 5] : [4, 4, 4, 3];
    case 14:
      return [4, 6, 4];
    case 13:
      return [4, 4, 4, 1];
    case 12:
      return [4, 4, 4];
    default: {
      const g = [];
      for (let n = digits.length; n > 0; n -= 4) g.push(Math.min(4, n));
      return g;
    }
  }
}
const SEPS = [" ", "-", ".", "/", "_", "\u00a0", "\u2009", "\u202f", "", "  ", " - ", "mixed", "newline"] as const;
function format(rng: Rng, digits: string, sep: (typeof SEPS)[number]): string {
  const g = groups(digits);
  const parts: string[] = [];
  let at = 0;
  for (const k of g) {
    parts.push(digits.slice(at, at + k));
    at += k;
  }
  if (sep === "mixed") return parts.map((p, i) => (i === 0 ? p : pick(rng, [" ", "-", "."]) + p)).join("");
  if (sep === "newline") {
    const cut = Math.max(1, Math.floor(parts.length / 2));
    return `${parts.slice(0, cut).join(" ")}\n${parts.slice(cut).join(" ")}`;
  }
  return parts.join(sep);
}
const fullwidth = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))).replace(/ /g, "\u3000");

const CARD_TEXT: Record<string, readonly string[]> = {
  en: ["My card number is {c}, exp {e}.", "Charge it to {c} please", "Visa ending? no, the whole thing: {c} CVV {v}", "card#{c}", "CC:{c} exp {e} cvc {v}", "The {n} is {c} — why was it declined?"],
  es: ["Mi tarjeta es {c}, vence {e}.", "tarjeta {c} cvv {v}", "Número de tarjeta de crédito: {c}", "Me cobraron dos veces en la {n} {c}"],
  pt: ["Meu cartão: {c}, validade {e}, CVV {v}", "cartão de crédito {c}", "paguei com o {n} {c} e não caiu"],
  fr: ["Ma carte bancaire : {c} exp. {e}", "carte {c}, cryptogramme {v}", "Numéro de carte {c} refusé"],
  de: ["Meine Kreditkarte: {c}, gültig bis {e}", "Kartennummer {c} Prüfnummer {v}", "bitte die {n} {c} belasten"],
  it: ["La mia carta di credito è {c}, scadenza {e}", "carta {c} cvv {v}"],
  nl: ["Mijn creditcard: {c}, geldig tot {e}", "kaartnummer {c}"],
  ru: ["Номер карты {c}, срок {e}, CVC {v}", "Переведите на карту {c}", "карта {n} {c} заблокирована"],
  uk: ["Номер картки: {c}", "скинь на картку {c}"],
  pl: ["Numer karty {c}, ważna do {e}", "karta kredytowa {c}"],
  tr: ["Kart numaram {c}, son kullanma {e}", "kredi kartı {c} CVV {v}"],
  zh: ["我的银行卡号：{c}，有效期{e}", "信用卡{c}请帮我查一下扣款", "卡号{c}"],
  ja: ["カード番号は{c}です。有効期限{e}", "クレジットカード：{c}"],
  ko: ["카드번호 {c} 유효기간 {e}", "신용카드 {c} 결제가 안 돼요"],
  ar: ["رقم البطاقة {c} تاريخ الانتهاء {e}", "بطاقتي الائتمانية {c}"],
  hi: ["मेरा कार्ड नंबर {c} है", "डेबिट कार्ड {c} से भुगतान"],
  vi: ["Số thẻ của tôi là {c}, hết hạn {e}", "thẻ tín dụng {c}"],
  id: ["Nomor kartu kredit saya {c}, berlaku {e}", "kartu {c}"],
  th: ["หมายเลขบัตร {c} หมดอายุ {e}"],
  sv: ["Mitt kortnummer är {c}, giltigt till {e}", "kort {c}"],
  el: ["Αριθμός κάρτας {c}"],
  he: ["מספר כרטיס האשראי {c}"],
  code: ['{"pan":"{c}","exp":"{e}"}', "cardNumber={c}&exp={e}", "<card number=\"{c}\"/>", "INSERT INTO cards VALUES ('{c}', '{e}');", "pan: {c}\nexp: {e}", "| {c} | {e} | {v} |"],
  bare: ["{c}", "{c}\n{e}\n{v}", "{e} {c} {v}", "{v} / {e} / {c}", "ok so it's {c} and the code on the back is {v}"],
};

const NONCARD_TEXT: Record<string, readonly string[]> = {
  en: ["IMEI: {x}", "Order ID {x} has not shipped.", "Tracking number {x} still in transit", "Invoice {x} is overdue", "Transaction ID {x}", "Serial number {x} on the router", "Loyalty card {x} — points missing", "Gift card code {x} won't redeem", "Policy number {x}", "Customer ID {x}", "Ref: {x}"],
  es: ["Pedido {x} no ha llegado", "Número de seguimiento {x}", "Factura {x} vencida", "IMEI del móvil: {x}"],
  pt: ["Pedido {x} ainda não chegou", "Código de rastreio {x}", "número do protocolo {x}"],
  fr: ["Commande {x} non reçue", "Numéro de suivi {x}", "Facture n° {x}"],
  de: ["Bestellnummer {x}", "Sendungsnummer {x} noch unterwegs", "Rechnungsnummer {x}", "Seriennummer {x}"],
  it: ["Ordine {x} non arrivato", "Numero di tracciamento {x}"],
  nl: ["Bestelling {x} is niet aangekomen", "Trackingnummer {x}"],
  ru: ["Номер заказа {x}", "Трек-номер {x}", "IMEI телефона {x}"],
  pl: ["Numer zamówienia {x}", "Numer przesyłki {x}"],
  tr: ["Sipariş numarası {x}", "Kargo takip no {x}"],
  zh: ["订单号：{x}", "快递单号{x}", "手机IMEI：{x}"],
  ja: ["注文番号{x}", "追跡番号：{x}"],
  ko: ["주문번호 {x}", "운송장 번호 {x}"],
  ar: ["رقم الطلب {x}", "رقم التتبع {x}"],
  vi: ["Mã đơn hàng {x}", "Mã vận đơn {x}"],
  id: ["Nomor pesanan {x}", "No resi {x}"],
  hi: ["ऑर्डर नंबर {x}", "ट्रैकिंग नंबर {x}"],
};

function cards(add: Add, rng: Rng): void {
  const expiry = () => `${String(1 + Math.floor(rng() * 12)).padStart(2, "0")}/${pick(rng, ["27", "28", "29", "2030", "31"])}`;
  const cvv = () => String(100 + Math.floor(rng() * 9000)).slice(0, pick(rng, [3, 3, 4]));
  let k = 0;
  for (const [lang, templates] of Object.entries(CARD_TEXT)) {
    templates.forEach((t, ti) => {
      for (let r = 0; r < 3; r++) {
        const net = NETWORKS[k % NETWORKS.length];
        const digits = number(rng, pick(rng, net.prefixes), pick(rng, net.lengths));
        const sep = SEPS[(k * 7 + r) % SEPS.length];
        let c = format(rng, digits, sep);
        if (k % 11 === 5) c = fullwidth(c);
        k++;
        const text = t.replace("{c}", c).replace("{e}", expiry()).replace("{v}", cvv()).replace("{n}", net.name);
        add(text, 1, `card-${lang}`, `card:${lang}:${ti}`, lang);
      }
    });
  }
  // near misses: Luhn-valid runs under a label that says what they are
  let j = 0;
  for (const [lang, templates] of Object.entries(NONCARD_TEXT)) {
    templates.forEach((t, ti) => {
      for (let r = 0; r < 3; r++) {
        const imei = /imei/i.test(t);
        const digits = imei ? number(rng, pick(rng, ["35", "86", "01", "99"]), 15) : number(rng, pick(rng, ["4", "51", "37", "6011", "62", "3528", "2221", "5"]), pick(rng, [16, 16, 15, 19, 13, 14]));
        const x = j % 3 === 0 ? digits : format(rng, digits, pick(rng, [" ", "-", ""]));
        j++;
        add(t.replace("{x}", x), 0, `noncard-${lang}`, `noncard:${lang}:${ti}`, lang);
      }
    });
  }
  // shapes that are not cards, whatever the luck of their check digit
  const shapes: Array<[string, () => string]> = [
    ["uuid", () => `Request id ${number(rng, "4", 8)}-${number(rng, "1", 4)}-${number(rng, "4", 4)}-${number(rng, "8", 4)}-${number(rng, "5", 12)} failed`],
    ["uuid2", () => `correlation: ${number(rng, "5", 8)}-${number(rng, "3", 4)}-4${number(rng, "1", 3)}-a${number(rng, "1", 3)}-${number(rng, "6", 12)}`],
    ["ts-ms", () => `created_at=${number(rng, "17", 13)} updated_at=${number(rng, "17", 13)}`],
    ["ts-us", () => `{"ts": ${number(rng, "17", 16)}, "level": "info"}`],
    ["ts-ns", () => `time_unix_nano: ${number(rng, "17", 19)}`],
    ["iban-de", () => `IBAN: DE${number(rng, "8", 2)} ${number(rng, "3", 4)} ${number(rng, "0", 4)} ${number(rng, "0", 4)} ${number(rng, "1", 4)} ${number(rng, "0", 2)}`],
    ["iban-fr", () => `Virement sur FR76 ${number(rng, "3", 4)} ${number(rng, "0", 4)} ${number(rng, "4", 4)} ${number(rng, "5", 4)} ${number(rng, "1", 4)} ${number(rng, "5", 3)}`],
    ["iban-nl", () => `Rekening NL${number(rng, "9", 2)}ABNA${number(rng, "0", 10)}`],
    ["iccid", () => `SIM ICCID ${number(rng, "8944", 19)}`],
    ["ean", () => `EAN ${number(rng, "40", 13)} / UPC ${number(rng, "0", 12)}`],
    ["isbn", () => `ISBN 978-${number(rng, "3", 1)}-${number(rng, "16", 6)}-${number(rng, "4", 5)}-${number(rng, "1", 1)}`],
    ["long", () => `USPS ${format(rng, number(rng, "9400", 22), " ")}`],
    ["long2", () => `Reference ${number(rng, "4", 24)}`],
    ["nolabel-prefix", () => `${pick(rng, ["ticket", "case", "lot"])} ${format(rng, number(rng, pick(rng, ["0", "7", "9"]), 16), " ")}`],
    ["luhn-fail", () => `My card number is ${format(rng, number(rng, pick(rng, ["4", "51", "6011", "37"]), 16, false), " ")} — the site says invalid`],
    ["luhn-fail2", () => `tarjeta ${number(rng, "4", 16, false)} rechazada por error de dígito`],
    ["phone", () => `Call +1 ${number(rng, "4", 3)} ${number(rng, "5", 3)} ${number(rng, "1", 4)} or +44 20 ${number(rng, "7", 4)} ${number(rng, "1", 4)}`],
    ["last4", () => `Card ending in ${number(rng, "4", 4)} was declined, exp ${pick(rng, ["09/27", "11/28"])}`],
    ["version", () => `build 4.${number(rng, "1", 4)}.${number(rng, "2", 4)}.${number(rng, "3", 4)} released`],
    ["coords", () => `lat 41.${number(rng, "3", 6)}, lon -2.${number(rng, "1", 6)}`],
  ];
  shapes.forEach(([name, make]) => {
    for (let r = 0; r < 4; r++) add(make(), 0, `shape-${name}`, `shape:${name}`);
  });
}

const LOCALS = ["maria.gonzalez", "k.tanaka", "jürgen.müller", "françois.çelik", "иван.петров", "ольга", "王伟", "山田太郎", "김민수", "राहुल", "o'brien", "li_na93", "j.doe+invoices", "anna-lena.schmidt", "θεόδωρος", "yılmaz.öztürk", "nguyễn.an", "ahmed.ali", "support+tag", "pieter.de.vries"];
const DOMAINS = ["example.com", "mail.example.org", "beispiel.de", "exemple.fr", "пример.рф", "例子.中国", "xn--80ak6aa92e.xn--p1ai", "münchen.example", "studio.photography", "uni.example.ac.jp", "firma.example.香港", "correo.example.es", "example.co.uk", "dept.hr.example.com.br", "shop.example.store", "example.technology", "exemplo.com.br", "örnek.com.tr", "przyklad.pl", "example.xn--j6w193g"];

const EMAIL_TEXT: Record<string, readonly string[]> = {
  en: ["Send it to {m} please.", "My work email: {m}", "<a href=\"mailto:{m}\">write us</a>", "From: Jane <{m}>", "cc {m} on the reply", "reach me at {l} at {dom} dot com"],
  es: ["Mi correo es {m}", "escríbeme a {l} arroba {dom} punto com", "correo: {l}(arroba){dom}(punto)es"],
  fr: ["Mon adresse : {m}", "écrivez à {l} chez {dom} point fr", "courriel {l} [at] {dom} [point] fr"],
  de: ["Meine E-Mail: {m}", "schreib an {l} (at) {dom} punkt de", "Mail an {l} at {dom} punkt de"],
  pt: ["Meu e-mail é {m}", "manda pra {l} arroba {dom} ponto com ponto br"],
  it: ["La mia email è {m}", "scrivimi a {l} chiocciola {dom} punto it"],
  nl: ["Mijn e-mailadres is {m}", "mail naar {l} apenstaartje {dom} punt nl"],
  ru: ["Моя почта {m}", "пишите на {l} собака {dom} точка ру", "почта: {l} собака {dom} точка ru"],
  uk: ["Моя пошта: {m}", "пишіть на {l} равлик {dom} крапка ua"],
  pl: ["Mój e-mail to {m}", "pisz na {l} małpa {dom} kropka pl"],
  tr: ["E-posta adresim {m}", "yaz: {l} et {dom} nokta com"],
  zh: ["我的邮箱是{m}，谢谢", "邮箱：{l}艾特{dom}点com", "联系{l}@{dom}點com"],
  ja: ["メールアドレスは{m}です", "連絡先：{l}＠{dom}．jp"],
  ko: ["제 이메일은 {m} 입니다", "메일: {l} 골뱅이 {dom} 닷 kr"],
  ar: ["بريدي الإلكتروني {m}", "راسلني على {m} من فضلك"],
  hi: ["मेरा ईमेल {m} है", "ईमेल करें: {m}"],
  vi: ["Email của tôi là {m}", "gửi về {l} a còng {dom} chấm vn"],
  id: ["Email saya {m}", "kirim ke {l} at {dom} titik id"],
  th: ["อีเมลของฉันคือ {m}"],
  he: ["המייל שלי {m}"],
  el: ["Το email μου είναι {m}"],
  code: ['{"email":"{m}","verified":true}', "https://example.com/unsubscribe?email={m}&list=7", "git commit --author=\"Jane <{m}>\"", "EMAIL_HOST_USER={m}", "mailto:{m}?subject=Hi"],
  bare: ["{m}", "{l}{at}{dom}.com", "{l} {at} {dom} {dot} org", "{l}{at}{dom}{dot}net"],
};
const AT_FORMS = ["[at]", "(at)", "{at}", " at ", " AT ", " [at] ", "＠", " (a) "];
const DOT_FORMS = ["[dot]", "(dot)", " dot ", "{dot}", "．", " DOT ", "[.]"];

const EMAIL_NEG: Record<string, readonly string[]> = {
  en: ["Thanks @{h} for the review!", "npm install @types/{p} --save-dev", "Use @Override when implementing it", "ssh {h}@buildbox to check the logs", "git clone git@github.com:{h}/{p}.git", "npm i {p}@4.17.21", "icon@2x.png is missing", "In CSS, @media (max-width: 600px) hides it", "Meet @ 5pm at the station", "the template is {{user}}@{{domain}}", "const addr = `${user}@${host}`;", "look at {h} dot com for the docs", "Follow @{h}@mastodon.social", "Our handle is @{h}"],
  es: ["Sígueme en @{h}", "nos vemos en la estación a las 5", "ssh {h}@servidor sin dominio"],
  fr: ["Suivez @{h} sur X", "rendez-vous chez {h} à 18 h", "scp fichier.txt {h}@serveur:/tmp"],
  de: ["Folgt @{h} auf Instagram", "Treffen bei {h} um 17 Uhr, Punkt."],
  pt: ["Siga @{h} no Instagram", "use @Autowired no construtor"],
  it: ["Seguite @{h} su Instagram", "il decoratore @{p} in Angular"],
  nl: ["Volg @{h} op X"],
  ru: ["Подпишитесь на @{h} в Telegram", "ssh root@{h} без домена"],
  pl: ["Obserwuj @{h}"],
  tr: ["@{h} hesabını takip edin"],
  zh: ["关注@{h}的微博", "在群里@{h}一下"],
  ja: ["@{h}さんをフォローしてね", "Pythonの@{p}デコレータ"],
  ko: ["@{h} 님을 팔로우하세요"],
  ar: ["تابعونا على @{h}"],
  vi: ["Theo dõi @{h} trên TikTok"],
  id: ["Follow @{h} ya"],
  code: ["@Component({ selector: 'app-{p}' })", "@app.route('/{p}')", "import {p} from '@scope/{p}';", "docker pull {p}@sha256:abcdef", "\"dependencies\": {\"@angular/core\": \"^17.0.0\"}", "matrix = a @ b", "DECLARE @{h} INT", "git remote add origin git@gitlab.com:{h}/{p}.git", "user@localhost:~$ ls", "`${first}.${last}@${company}.com`"],
};
const HANDLES = ["maria_g", "dev_ana", "tanaka", "kim.dev", "openweather", "lucie", "builder", "ops"];
const PACKAGES = ["node", "lodash", "react", "express", "staticmethod", "Input", "widgets"];

function emails(add: Add, rng: Rng): void {
  let k = 0;
  for (const [lang, templates] of Object.entries(EMAIL_TEXT)) {
    templates.forEach((t, ti) => {
      for (let r = 0; r < 3; r++) {
        const local = LOCALS[(k * 3 + r) % LOCALS.length];
        const domain = DOMAINS[(k * 5 + r * 7) % DOMAINS.length];
        const asciiLocal = pick(rng, ["jane.doe", "priya.nair", "tom", "k.ito", "maria_lopez", "ivan.petrov"]);
        const asciiDom = pick(rng, ["example", "startup-example", "mail.example", "gmail", "yandex"]);
        k++;
        const text = t
          .replace("{m}", local.includes("+") || rng() < 0.15 ? `"${local.replace("+", " ")}"@${domain}`.replace(/^"([^ "]*)"/, "$1") : `${local}@${domain}`)
          .replace("{l}", asciiLocal)
          .replace("{dom}", asciiDom)
          .replace("{at}", pick(rng, AT_FORMS))
          .replace("{dot}", pick(rng, DOT_FORMS));
        add(text, 1, `email-${lang}`, `email:${lang}:${ti}`, lang);
      }
    });
  }
  for (const [lang, templates] of Object.entries(EMAIL_NEG)) {
    templates.forEach((t, ti) => {
      for (let r = 0; r < 3; r++) add(t.replace(/\{h\}/g, pick(rng, HANDLES)).replace(/\{p\}/g, pick(rng, PACKAGES)), 0, `near-${lang}`, `near:${lang}:${ti}`, lang);
    });
  }
}
