import { fnv1a, luhnDigit, mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 14 (issue 23): a credit-card and ip-address probe written before either detector was
 * changed, from the classes a reviewer listed as still missed or still flagged on unseen text;
 * invented values only (card numbers drawn under the networks' public issuer prefixes with a
 * computed Luhn digit; addresses from the documentation ranges and invented hosts).
 * - credit-card positives: a real card after an id word ("account", "acct", "ID", "ref", and
 *   their words in ~14 languages) with no card word near; two or three cards on one line joined by
 *   spaces or commas; bare numbers of the exotic networks (UnionPay, Mir, RuPay, Elo, Hipercard,
 *   Troy, Verve, JCB, Maestro) grouped in fours; a number glued to the word after it
 *   ("…1111exp 12/27"); masked numbers that still show twelve or more digits.
 * - credit-card near misses: the same id words before numbers with no card's evidence (Luhn
 *   failing, no network prefix, ungrouped ids of another length), strong labels (order, tracking,
 *   IMEI, IBAN, gift card) before Luhn-valid numbers, PCI-truncated masks (first six and last four,
 *   last four only), lists of phone numbers, bank accounts, amounts, barcodes.
 * - ip-address positives: dotted quads after server / host / ping / IP words of ~14 languages,
 *   in URLs, with ports and CIDR, near version or section words but named as an address; IPv6
 *   compressed, full, with a zone id, with an embedded IPv4, in brackets with a port.
 * - ip-address near misses: versions (v1.2.3.4, Windows builds, browser versions, Android),
 *   OIDs and SNMP, section / figure / table / equation numbers of ~25 languages, legal and
 *   standards references, dotted dates, dotted phone and account numbers, product codes, version
 *   ranges.
 * Groups are template × language; half of the groups (fnv1a of "r14:" + group, even) are held
 * out: r14HeldOut(). Own PRNG: no earlier text or split moves.
 */

export function r14HeldOut(group: string): boolean {
  return fnv1a(`r14:${group}`) % 2 === 0;
}

type Add = (text: string, label: 0 | 1, source: string, group: string, lang?: string) => void;

export function ownPiiRound14CardIp(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const rng: Rng = mulberry32(0x14cc ^ (slug.length * 977));
  const add: Add = (text, label, source, group, lang) => out.push({ text, label, source: `${slug}:r14-${source}`, group: `${slug}:r14:${group}`, lang });
  if (slug === "credit-card") cards(add, rng);
  else if (slug === "ip-address") ips(add, rng);
  return out;
}

function number(rng: Rng, prefix: string, length: number, valid = true): string {
  let body = prefix;
  while (body.length < length - 1) body += String(Math.floor(rng() * 10));
  const check = luhnDigit(body);
  return body + (valid ? check : String((Number(check) + 1 + Math.floor(rng() * 8)) % 10));
}
function fours(d: string, sep = " "): string {
  return d.match(/.{1,4}/g)!.join(sep);
}
const MAJOR = [["4", 16], ["51", 16], ["55", 16], ["2221", 16], ["6011", 16], ["3528", 16], ["62", 16], ["2200", 16]] as const;
const EXOTIC = [["6212", 16], ["6228", 19], ["2201", 16], ["2204", 16], ["6070", 16], ["6521", 16], ["8180", 16], ["6362", 16], ["5067", 16], ["606282", 16], ["9792", 16], ["5061", 19], ["6500", 16], ["3566", 16], ["3589", 19], ["6759", 16], ["5018", 16], ["6763", 19]] as const;
const major = (rng: Rng) => {
  const [p, n] = pick(rng, MAJOR);
  return number(rng, p, n);
};

/** Id words of ~14 languages that may stand before a real card with no card word near. */
const ID_WORDS: Record<string, readonly string[]> = {
  en: ["account {c}", "Acct: {c}", "ID {c}", "ref {c} — can you check why it bounced?", "Customer account number {c}", "my acct # is {c}"],
  es: ["cuenta {c}", "Cuenta: {c}, ¿por qué no pasa el pago?"],
  pt: ["conta {c}", "ID: {c} foi recusado"],
  fr: ["compte {c}", "réf. {c} refusé hier"],
  de: ["Konto {c}", "Kundenkonto: {c}"],
  it: ["conto {c}", "rif. {c} rifiutato"],
  nl: ["rekening {c}"],
  ru: ["счёт {c}", "ID {c} — не проходит оплата"],
  pl: ["konto {c}"],
  tr: ["hesap no {c}"],
  zh: ["账户：{c}", "账号 {c}"],
  ja: ["アカウント {c}"],
  ko: ["계정 {c}"],
  vi: ["tài khoản {c}"],
};
/** Several cards on one line, joined by spaces or commas only. */
const MULTI: Record<string, readonly string[]> = {
  en: ["{c} {d}", "{c}, {d}", "numbers: {c} {d} {e}", "try {c},{d}"],
  es: ["usé {c} y luego {d}", "{c}, {d}, {e}"],
  de: ["{c} {d} beide abgelehnt"],
  fr: ["{c} ; {d}"],
  ru: ["{c} {d} обе заблокированы"],
  zh: ["{c}，{d}"],
  ja: ["{c}、{d}"],
  pt: ["{c} / {d}"],
};
/** Exotic networks with no card word or expiry. */
const BARE: Record<string, readonly string[]> = {
  en: ["{c}", "here: {c}", "use {c} for the test order"],
  es: ["es {c}"],
  pt: ["é {c}"],
  ru: ["вот {c}"],
  hi: ["यह है {c}"],
  tr: ["şu: {c}"],
  ar: ["هذا {c}"],
  id: ["ini {c}"],
  sw: ["hii ni {c}"],
  fa: ["این {c}"],
};
/** A number glued to the word after it. */
const GLUED: Record<string, readonly string[]> = {
  en: ["{c}exp {e}", "{c}cvv{v}", "{c}thanks"],
  es: ["{c}vence {e}"],
  de: ["{c}gültig {e}"],
  fr: ["{c}expire {e}"],
  ru: ["{c}срок {e}"],
  zh: ["{c}有效期{e}"],
  ja: ["{c}まで"],
  pt: ["{c}val {e}"],
};
/** Masked numbers that still show twelve or more digits. */
const MASKED: Record<string, readonly string[]> = {
  en: ["{m}", "card {m}", "stored as {m}"],
  es: ["tarjeta {m}"],
  de: ["Karte {m}"],
  fr: ["carte {m}"],
  ru: ["карта {m}"],
  zh: ["卡号{m}"],
};
function mask(rng: Rng, d: string): string {
  const keep = pick(rng, [12, 13, 14]);
  const ch = pick(rng, ["*", "X", "x", "•", "#"]);
  const m = d.slice(0, keep) + ch.repeat(d.length - keep);
  return rng() < 0.5 ? fours(m) : m;
}

/** Near misses: id words before numbers without a card's evidence, and strong labels before Luhn-valid ones. */
const NEAR: Record<string, readonly string[]> = {
  en: ["account {n}", "Acct: {n}", "ID {n}", "ref {n}", "Order {L}", "Tracking number {L}", "IMEI {I}", "gift card {L}", "Call {p} or {p}"],
  es: ["cuenta {n}", "pedido {L}", "número de seguimiento {L}"],
  pt: ["conta {n}", "pedido {L}"],
  fr: ["compte {n}", "commande {L}", "n° de suivi {L}"],
  de: ["Konto {n}", "Bestellnummer {L}", "Sendungsnummer {L}"],
  it: ["conto {n}", "ordine {L}"],
  nl: ["rekening {n}", "bestelling {L}"],
  ru: ["счёт {A}", "заказ {L}", "трек {L}"],
  pl: ["konto {n}", "zamówienie {L}"],
  tr: ["hesap no {n}", "sipariş {L}"],
  zh: ["账户：{n}", "订单号 {L}"],
  ja: ["アカウント {n}", "注文番号 {L}"],
  ko: ["계정 {n}", "주문번호 {L}"],
  vi: ["tài khoản {n}", "mã đơn hàng {L}"],
};
const NEAR_SHAPES: Array<[string, (rng: Rng) => string]> = [
  ["pci6-4", (rng) => { const d = major(rng); return `card ${d.slice(0, 6)}******${d.slice(12)}`; }],
  ["last4", (rng) => `carte **** **** **** ${number(rng, "4", 16).slice(12)}`],
  ["masked10", (rng) => { const d = major(rng); return `tarjeta ${d.slice(0, 4)} ${d.slice(4, 6)}XX XXXX ${d.slice(12)}`; }],
  ["nonet-grouped", (rng) => `ID ${fours(number(rng, pick(rng, ["1", "7", "0"]), 16))}`],
  ["luhnfail-exotic", (rng) => fours(number(rng, pick(rng, ["6212", "9792", "6070", "5061"]), 16, false))],
  ["luhnfail-multi", (rng) => `${fours(number(rng, "4", 16, false))} ${fours(number(rng, "5", 16, false))}`],
  ["amount", (rng) => `Total: ${Math.floor(rng() * 900 + 100)} ${Math.floor(rng() * 900 + 100)} ${Math.floor(rng() * 900 + 100)} ${Math.floor(rng() * 900 + 100)} ${Math.floor(rng() * 900 + 100)} RUB`],
  ["iban", (rng) => `IBAN DE${number(rng, "4", 2)} ${fours(number(rng, "5", 16))} ${number(rng, "1", 2)}`],
  ["ru-account", (rng) => `р/с 40817 810 ${number(rng, "0", 4)} ${number(rng, "1", 7)}`],
  ["isbn", (rng) => `ISBN ${number(rng, "978", 13)}`],
  ["phones", (rng) => `+7 ${number(rng, "9", 3)} ${number(rng, "1", 3)}-${number(rng, "2", 2)}-${number(rng, "3", 2)}, +7 ${number(rng, "9", 3)} ${number(rng, "4", 3)}-${number(rng, "5", 2)}-${number(rng, "6", 2)}`],
  ["uuidish", (rng) => `trace ${fours(number(rng, "4", 32), "-")}`],
];

function cards(add: Add, rng: Rng): void {
  const expiry = () => `${String(1 + Math.floor(rng() * 12)).padStart(2, "0")}/${pick(rng, ["27", "28", "29"])}`;
  const cvv = () => String(100 + Math.floor(rng() * 900));
  const sep = () => pick(rng, [" ", " ", "-", " "]);
  for (const [lang, ts] of Object.entries(ID_WORDS))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 2; r++) add(t.replace("{c}", fours(major(rng), sep())), 1, `id-${lang}`, `id:${lang}:${ti}`, lang);
    });
  for (const [lang, ts] of Object.entries(MULTI))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 2; r++) {
        const s = sep();
        add(t.replace("{c}", fours(major(rng), s)).replace("{d}", fours(major(rng), s)).replace("{e}", fours(major(rng), s)), 1, `multi-${lang}`, `multi:${lang}:${ti}`, lang);
      }
    });
  let k = 0;
  for (const [lang, ts] of Object.entries(BARE))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 3; r++) {
        const [p, n] = EXOTIC[k++ % EXOTIC.length];
        add(t.replace("{c}", fours(number(rng, p, n), sep())), 1, `bare-${lang}`, `bare:${lang}:${ti}`, lang);
      }
    });
  for (const [lang, ts] of Object.entries(GLUED))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 2; r++) {
        const d = major(rng);
        add(t.replace("{c}", r === 0 ? d : fours(d)).replace("{e}", expiry()).replace("{v}", cvv()), 1, `glued-${lang}`, `glued:${lang}:${ti}`, lang);
      }
    });
  for (const [lang, ts] of Object.entries(MASKED))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 2; r++) add(t.replace("{m}", mask(rng, major(rng))), 1, `masked-${lang}`, `masked:${lang}:${ti}`, lang);
    });
  // near misses
  for (const [lang, ts] of Object.entries(NEAR))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 2; r++) {
        const n = r === 0 ? fours(number(rng, pick(rng, ["4", "51", "6011"]), 16, false)) : fours(number(rng, pick(rng, ["1", "7", "9"]), 16));
        const L = rng() < 0.5 ? number(rng, pick(rng, ["4", "51", "62"]), 16) : fours(number(rng, pick(rng, ["4", "51", "62"]), 16));
        const text = t
          .replace("{n}", n)
          .replace("{L}", L)
          .replace("{I}", number(rng, "35", 15))
          .replace("{A}", `40817810${number(rng, "0", 12)}`)
          .replace(/\{p\}/g, () => `+1 ${number(rng, "4", 3)} ${number(rng, "5", 3)} ${number(rng, "1", 4)}`);
        add(text, 0, `near-${lang}`, `near:${lang}:${ti}`, lang);
      }
    });
  for (const [name, make] of NEAR_SHAPES) for (let r = 0; r < 3; r++) add(make(rng), 0, `shape-${name}`, `shape:${name}`);
}

const HOSTS = () => ["10.20.30.40", "172.20.1.5", "192.0.2.17", "198.51.100.23", "203.0.113.9", "34.117.59.81", "8.8.4.4", "45.33.32.156", "100.64.3.2", "52.14.88.201"];
const V6 = ["2001:db8::1", "fe80::1ff:fe23:4567:890a%eth0", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", "::ffff:192.0.2.128", "64:ff9b::203.0.113.5", "2001:db8:0:1::/64", "fd12:3456:789a:1::42", "::1", "fe80::a%wlan0"];

const IP_POS: Record<string, readonly string[]> = {
  en: ["the server at {ip} stopped answering", "host {ip} is down", "ping {ip} times out", "IP: {ip}", "curl http://{ip}:8080/health", "allow {ip}/24 in the firewall", "we upgraded the server version 2.3 at {ip}", "see section 4 for the host {ip}", "connect via [{v6}]:443", "IPv6 {v6}", "add {v6} to the allowlist", "ssh admin@{ip}"],
  es: ["el servidor {ip} no responde", "la IP es {ip}", "hice ping a {ip}", "dirección {v6}"],
  pt: ["o servidor {ip} caiu", "endereço IP {ip}"],
  fr: ["le serveur {ip} ne répond plus", "adresse IP : {ip}", "passerelle {v6}"],
  de: ["Server {ip} antwortet nicht", "die IP-Adresse lautet {ip}", "Abschnitt 3 beschreibt den Host {ip}"],
  it: ["il server {ip} è irraggiungibile", "indirizzo {ip}"],
  nl: ["de server {ip} reageert niet"],
  ru: ["сервер {ip} недоступен", "IP-адрес {ip}", "пингую {ip}"],
  pl: ["serwer {ip} nie odpowiada", "adres IP {ip}"],
  tr: ["sunucu {ip} yanıt vermiyor", "IP adresi {ip}"],
  zh: ["服务器{ip}连不上", "IP地址：{ip}", "IPv6地址 {v6}"],
  ja: ["サーバー{ip}に接続できません", "IPアドレスは{ip}です"],
  ko: ["서버 {ip} 접속 불가", "IP 주소 {ip}"],
  vi: ["máy chủ {ip} không phản hồi", "địa chỉ IP {ip}"],
  ar: ["الخادم {ip} لا يستجيب", "عنوان IP هو {ip}"],
  hi: ["सर्वर {ip} जवाब नहीं दे रहा", "IP पता {ip}"],
  code: ["DB_HOST={ip}", "listen {ip}:5432;", "nameserver {ip}", "proxy_pass http://{ip};", '{"src":"{ip}","dst":"{v6}"}', "iptables -A INPUT -s {ip}/32 -j DROP"],
};

const IP_NEG: Record<string, readonly string[]> = {
  en: ["v{q}", "build {w}", "Chrome {b}", "Android {a}", "OID {o}", "snmpwalk -v2c -c public host {o}", "Figure {s}", "Table {s}", "Eq. {s}", "equation ({s})", "ISO 27001 A.{s}", "RFC 9110, section {s}", "SKU {s}", "requires >={q} <{q2}", "^{q}", "Step {s}: restart"],
  es: ["Tabla {s}", "Figura {s}", "versión {q}", "ecuación {s}"],
  pt: ["Tabela {s}", "Figura {s}", "versão {q}"],
  fr: ["Tableau {s}", "Fig. {s}", "équation {s}"],
  de: ["Abb. {s}", "Tabelle {s}", "Gleichung {s}", "Art.-Nr. {s}"],
  it: ["Tabella {s}", "Fig. {s}"],
  nl: ["Tabel {s}", "Figuur {s}"],
  pl: ["rys. {s}", "tab. {s}", "wzór {s}"],
  ru: ["Рис. {s}", "Таблица {s}", "формула {s}"],
  uk: ["Рис. {s}", "Таблиця {s}"],
  cs: ["Obr. {s}", "Tab. {s}"],
  tr: ["Şekil {s}", "Tablo {s}"],
  fi: ["Kuva {s}", "Taulukko {s}"],
  sv: ["Figur {s}", "Tabell {s}"],
  zh: ["图{s}", "表 {s}", "公式{s}"],
  ja: ["図{s}", "表{s}"],
  ko: ["그림 {s}", "표 {s}"],
  vi: ["Hình {s}", "Bảng {s}"],
  id: ["Gambar {s}", "Tabel {s}"],
  ar: ["شكل {s}", "جدول {s}"],
  he: ["איור {s}", "טבלה {s}"],
  hi: ["चित्र {s}", "तालिका {s}"],
  th: ["รูปที่ {s}", "ตารางที่ {s}"],
  el: ["Σχήμα {s}", "Πίνακας {s}"],
  hu: ["{s}. ábra", "{s}. táblázat"],
  dates: ["am {d}", "le {d}"],
};

function ips(add: Add, rng: Rng): void {
  let k = 0;
  for (const [lang, ts] of Object.entries(IP_POS))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 2; r++) {
        const ip = HOSTS()[(k * 3 + r) % 10];
        const v6 = V6[(k + r * 4) % V6.length];
        k++;
        add(t.replace("{ip}", ip).replace("{v6}", v6), 1, `pos-${lang}`, `pos:${lang}:${ti}`, lang);
      }
    });
  const small = () => 1 + Math.floor(rng() * 12);
  for (const [lang, ts] of Object.entries(IP_NEG))
    ts.forEach((t, ti) => {
      for (let r = 0; r < 2; r++) {
        const s = `${small()}.${small()}.${small()}.${small()}`;
        const q = `${small()}.${Math.floor(rng() * 20)}.${Math.floor(rng() * 30)}.${1 + Math.floor(rng() * 200)}`;
        const text = t
          .replace("{s}", s)
          .replace("{q}", q)
          .replace("{q2}", `${Number(q.split(".")[0]) + 1}.0.0.0`)
          .replace("{w}", `10.0.${pick(rng, ["19045", "22631", "17763"])}.${Math.floor(rng() * 5000)}`)
          .replace("{b}", `${110 + Math.floor(rng() * 20)}.0.${6000 + Math.floor(rng() * 400)}.${Math.floor(rng() * 200)}`)
          .replace("{a}", `${11 + Math.floor(rng() * 4)}.0.0.${1 + Math.floor(rng() * 40)}`)
          .replace("{o}", `1.3.6.1.${Math.floor(rng() * 5)}.1.${Math.floor(rng() * 40000)}`)
          .replace("{d}", `${String(small()).padStart(2, "0")}.${String(small()).padStart(2, "0")}.${pick(rng, ["24", "25", "23"])}.${small()}`);
        add(text, 0, `near-${lang}`, `near:${lang}:${ti}`, lang);
      }
    });
  // dotted phone and account numbers, product codes
  const shapes: Array<[string, () => string]> = [
    ["phone-fr", () => `tél. ${String(small()).padStart(2, "0")}.${10 + small()}.${20 + small()}.${30 + small()}`],
    ["phone-be", () => `bel ${40 + small()}.${50 + small()}.${60 + small()}.${70 + small()}`],
    ["product", () => `Artikel ${small()}.${100 + small()}.${small()}.${small()} auf Lager`],
    ["range", () => `versions ${small()}.${small()}.${small()}.${small()} to ${small()}.${small()}.${small()}.${small()}`],
    ["clause", () => `IEC 62443-3-3 SR ${small()}.${small()}.${small()}.${small()}`],
  ];
  for (const [name, make] of shapes) for (let r = 0; r < 3; r++) add(make(), 0, `shape-${name}`, `shape:${name}`);
}
