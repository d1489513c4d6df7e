import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import mobileExamples from "libphonenumber-js/mobile/examples";
import { mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 9 families of the own PII sets (ip-address, email, ssn, phone), each written from a general
 * cause of the r9 fresh check's misses and false positives, in many languages at once, with
 * invented values (documentation ranges, example domains, random digits):
 * - ip-address: addresses named by network words of ~15 languages, with ports, CIDR, URLs, brackets
 *   and log lines; near misses: version, build, release and update words before or after a dotted
 *   quad in ~25 languages (and in identifiers: AssemblyVersion), outline numbers after section,
 *   chapter, article, clause and appendix words, lists of versions, OID arcs, MAC / EUI-48 / EUI-64
 *   colon groups, sequence slices.
 * - email: internationalised local parts and domains with combining marks, punycode TLDs, quoted
 *   local parts with spaces, local parts starting with "_", addresses glued to unspaced scripts,
 *   full-width ＠, URL-encoded %40, address literals, markdown emphasis; near misses: fediverse
 *   handles with a domain, ssh / scp logins on a host, URL userinfo, retina asset names (the
 *   obfuscated at / dot forms of several languages were near misses here; positives since round 10).
 * - ssn: SSNs with word-processor dashes and no-break spaces, bare nine digits after or before an
 *   SSN name of ~15 languages, "SSN123456789"; near misses: SSN shapes after a phone word, bare
 *   nine digits without a cue (routing numbers, BSN, SIN), "last four" partials.
 * - phone: toll-free vanity numbers (1-800-FLOWERS) and national numbers of many countries without a
 *   phone word; near misses: order, invoice, tracking and reference numbers of many languages, IBAN
 *   groups, ISBNs, dates.
 * Own PRNG: no earlier text or split moves.
 */
export function ownPiiRound9Small(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const add = (text: string, label: 0 | 1, source: string, group: string) => out.push({ text, label, source: `${slug}:${source}`, group: `${slug}:${group}` });
  const rng: Rng = mulberry32(0x2309 ^ (slug.length * 173));
  const n = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const digits = (k: number) => Array.from({ length: k }, () => Math.floor(rng() * 10)).join("");
  const each = (templates: readonly string[], label: 0 | 1, source: string, times: number, fill: (t: string) => string) =>
    templates.forEach((t, i) => {
      for (let k = 0; k < times; k++) add(fill(t), label, source, `${source}:${i}`);
    });
  if (slug === "ip-address") ips(each, rng, n);
  else if (slug === "email") emails(each, rng, n);
  else if (slug === "ssn") ssns(each, rng, n, digits);
  else if (slug === "phone") phones(each, rng, n, digits);
  return out;
}

type Each = (templates: readonly string[], label: 0 | 1, source: string, times: number, fill: (t: string) => string) => void;
type N = (lo: number, hi: number) => number;

function ips(each: Each, rng: Rng, n: N): void {
  const doc = () => pick(rng, [`192.0.2.${n(1, 254)}`, `198.51.100.${n(1, 254)}`, `203.0.113.${n(1, 254)}`, `10.${n(0, 255)}.${n(0, 255)}.${n(1, 254)}`, `172.${n(16, 31)}.${n(0, 255)}.${n(1, 254)}`, `192.168.${n(0, 255)}.${n(1, 254)}`]);
  const v6 = () => `2001:db8:${n(1, 0xffff).toString(16)}::${n(1, 0xfff).toString(16)}`;
  const ver = () => `${n(1, 14)}.${n(0, 20)}.${n(0, 9)}.${n(0, 60)}`;
  const hex2 = () => n(0, 255).toString(16).padStart(2, "0").toUpperCase();
  each(
    [
      "Der Server unter {ip} antwortet seit heute Morgen nicht mehr.", "サーバー {ip} に接続できません。", "服务器地址是{ip}，但是连不上。", "Сервер {ip} недоступен из офиса.",
      "Serwer {ip} nie odpowiada na ping.", "Sunucu {ip} yanıt vermiyor, neden?", "Máy chủ {ip} không phản hồi.", "O servidor {ip} caiu de novo.", "השרת {ip} לא מגיב.",
      "Το router έχει διεύθυνση {ip}.", "Routeren har adressen {ip}, hvordan logger jeg ind?", "Reititin löytyy osoitteesta {ip}.", "राउटर का आईपी {ip} है, लॉगिन नहीं हो रहा।",
      "curl http://{ip}:8080/health hangs forever.", "sshd[812]: Failed password for invalid user admin from {ip} port 51234 ssh2", "Add {ip}/32 to the security group.",
      "Nach dem Firmware-Update ist der Router unter {ip} nicht erreichbar.", "Der Zugangspunkt {ip} ist offline.",
      "Our v2 API runs on {ip}.", "Release pipeline pushes to {ip} every night.", "The kernel log shows {ip} flapping.", "Article about {ip} and privacy.",
      "バージョンアップ後、{ip} に ping が通らない。", "Nach dem Update: {ip} antwortet nicht.", "After the upgrade {ip} timed out twice.", "Después de actualizar a la nueva versión, el servidor {ip} no responde.", "Po aktualizacji wersji serwer {ip} przestał działać.",
      "Upgrade done; the node now listens on {ip}:9100.", "{\"remote_addr\": \"{ip}\", \"status\": 502}", "Blocked {ip} after 20 failed logins.",
    ],
    1,
    "r9-ip-cued",
    2,
    (t) => t.replace("{ip}", doc()),
  );
  each(["Bind the service to [{v6}]:8443.", "IPv6 del servidor: {v6}", "ping6 {v6} times out.", "Die Adresse {v6} ist nicht erreichbar."], 1, "r9-ipv6", 3, (t) => t.replace("{v6}", v6()));
  each(
    [
      "Wersja {v} aplikacji nie działa.", "バージョン{v}で不具合が出ます。", "버전 {v}에서 오류가 납니다.", "版本{v}修复了什么？", "Версия {v} вышла вчера.", "Версія {v} не запускається.", "Sürüm {v} yayınlandı mı?",
      "Phiên bản {v} bị lỗi khi cài.", "Versi {v} sudah dirilis?", "Verze {v} nefunguje na Windows.", "A {v} verzió hibás.", "Versio {v} kaatuu käynnistyksessä.", "Η έκδοση {v} έχει σφάλμα.",
      "גרסה {v} לא עובדת.", "الإصدار {v} لا يعمل.", "نسخه {v} مشکل دارد.", "संस्करण {v} में बग है।", "Versiunea {v} are o eroare.", "Versija {v} neveikia.", "Versioon {v} ei tööta.",
      "Toleo {v} lina hitilafu.", "Ang bersyon {v} ay may bug.", "[assembly: AssemblyVersion(\"{v}\")] — should I bump it?", "firmwareVersion: {v}", "Installed {v}版 yesterday.", "{v} 버전부터 지원됩니다.",
      "Kernel {v} panics on boot.", "Build {v} failed on CI.", "Mise à jour vers {v} impossible.", "Actualicé a {v} y se rompió todo.", "Treiber {v} verursacht Bluescreens.", "Прошивка {v} ломает Wi-Fi.",
    ],
    0,
    "r9-version-quad",
    2,
    (t) => t.replace("{v}", ver()),
  );
  each(
    [
      "Rozdział {v} regulaminu jest niejasny.", "第{v}条の意味を教えてください。", "Раздел {v} договора — что он значит?", "Пункт {v} устава отменён.", "Madde {v} neyi kapsıyor?", "Điều {v} quy định gì?",
      "Pasal {v} mengatur apa?", "Kapitola {v} chybí v obsahu.", "Článek {v} smlouvy je sporný.", "Κεφάλαιο {v} της σύμβασης.", "סעיף {v} בחוזה לא ברור.", "المادة {v} من العقد غير واضحة.", "धारा {v} क्या कहती है?",
      "Artykuł {v} statutu.", "Gliederungspunkt {v} fehlt.", "Randnummer {v} im Kommentar.", "Anhang {v} ist veraltet.", "Figure {v} shows the flow.", "Capitolul {v} lipsește.", "Kohta {v} on epäselvä.",
      "Avsnitt {v} saknas.", "Hoofdstuk {v} ontbreekt.", "Clause {v} covers liability.", "§ {v} der Satzung.", "Fejezet {v} hiányzik.", "Sehemu {v} ya mkataba.", "Tagesordnungspunkt {v} wird vertagt.", "Art. {v} des Vertrags.", "Which version? The app says {v}.", "Unterkapitel {v} fehlt.", "Softwareversion {v} ist installiert.", "Верзија {v} не ради.", "ورژن {v} خراب است.",
    ],
    0,
    "r9-section-quad",
    2,
    (t) => t.replace("{v}", ver()),
  );
  each(["Changelog entries {v} and {w} both mention the crash.", "Which is newer, {v} or {w}? The release notes don't say.", "版本 {v} 和 {w} 有什么区别？"], 0, "r9-version-list", 3, (t) => t.replace("{v}", ver()).replace("{w}", ver()));
  each(["Set the manifest to {z} before tagging.", "[assembly: AssemblyFileVersion(\"{z}\")]", "Is {z} newer than what we ship?"], 0, "r9-zero-patch", 3, (t) => t.replace("{z}", `${n(1, 30)}.${n(0, 20)}.${n(0, 9)}.0`));
  each(["Between {a}{x} and {a}{y} the crash went away.", "{a}{x} → {a}{y}: what changed?"], 0, "r9-consecutive", 3, (t) => {
    const x = n(1, 40);
    return t.replaceAll("{a}", `${n(1, 30)}.${n(0, 20)}.${n(0, 9)}.`).replace("{x}", String(x)).replace("{y}", String(x + 1));
  });
  each(["The arc 1.3.6.{a} is under iso.org.dod.", "2.5.4.{a} is an X.500 attribute type.", "Extension 2.5.29.{a} in the certificate — what is it?"], 0, "r9-oid", 3, (t) => t.replace("{a}", String(n(1, 40))));
  each(
    ["MAC {m} — which vendor?", "BSSID {m} keeps roaming.", "EUI-64 {e} from the interface.", "Bluetooth-Adresse {m} koppeln.", "Adresse MAC {m} bloquée ?", "MAC-адрес {m} не определяется."],
    0,
    "r9-mac",
    3,
    (t) =>
      t
        .replace("{m}", Array.from({ length: 6 }, hex2).join(":"))
        .replace("{e}", Array.from({ length: 8 }, hex2).join(":")),
  );
  const fw = (q: string) => q.replace(/[\d.]/g, (c) => (c === "." ? "\uff0e" : String.fromCharCode(0xff10 + Number(c))));
  each(["サーバー{q}に接続できません。", "服务器地址：{q}", "IPアドレスは{q}です"], 1, "r9-ip-fullwidth", 3, (t) => t.replace("{q}", fw(doc())));
  each(["In Python, xs[::{k}] takes every {k}th item.", "Why does arr[::{k}] copy the list?"], 0, "r9-slice", 3, (t) => t.replaceAll("{k}", String(n(2, 9))));
}

function emails(each: Each, rng: Rng, n: N): void {
  const user = () => pick(rng, ["anna", "j.okafor", "li.wei", "m_rossi", "kofi", "ines.b", "tomas", "priya.k", "sven", "yuki"]);
  const dom = () => pick(rng, ["example.com", "example.org", "mail.example.net", "example.co.uk", "example.de"]);
  each(
    [
      "राम@उदाहरण.भारत पर मेल भेजें।", "ส่งอีเมลไปที่ สมชาย@ตัวอย่าง.ไทย นะครับ", "Почта: иван@пример.рф", "Write to {u}@example.xn--p1ai please.", "Contact: {u}@xn--bcher-kva.example",
      "Is \"{u} smith\"@example.com really valid?", "The DMARC reports go to _dmarc-{n}@{d}.", "Send it to _{u}_ — sorry, I mean __{u}@{d}__ in bold.", "Markdown: _{u}@{d}_ renders in italics.",
      "请把简历发送到{u}@{d}，谢谢。", "メールは{u}@{d}までお願いします。", "연락처는{u}@{d}입니다.", "ส่งมาที่{u}@{d}ได้เลย", "お問い合わせ：{u}＠{d}",
      "Unsubscribe link: https://news.example.com/unsub?email={u}%40{d}&list=7", "postmaster@[192.0.2.{n}] bounces everything.", "Reply to {u}+invoices{n}@{d} only.",
      "My address is {u}@sub{n}.{d}.", "Mail {u}@studio.example.photography about the shoot.", "Ping {u}@example.engineering for access.",
    ],
    1,
    "r9-email-forms",
    2,
    (t) => t.replaceAll("{u}", user()).replaceAll("{d}", dom()).replaceAll("{n}", String(n(1, 99))),
  );
  each(
    [
      "Follow me on Mastodon: @{u}@mastodon.example.social", "Mon compte fediverse est @{u}@piaille.example.fr", "ssh {u}@build{n}.example.com -p 2222 hangs.", "scp -i key.pem {u}@web.example.net:/tmp/x .",
      "ssh -p 2200 deploy@{d} fails with publickey.", "Clone https://{u}@git.example.org/team/app.git again.", "ftp://{u}@files.{d}/pub is read-only.", "The icon@2x.png and icon@3x.png assets are blurry.",
      "Use logo@{n}x.webp for retina screens.", "npm i @scope/pkg@{n}.0.0 fails.", "@Component({ selector: 'app' }) in Angular.",
    ],
    0,
    "r9-email-near",
    2,
    (t) => t.replaceAll("{u}", user()).replaceAll("{d}", dom()).replaceAll("{n}", String(n(1, 99))),
  );
  // (round 10, issue 23: an address spelled out is still the person's address: these were near misses in round 9)
  each(
    [
      "Schreib an {u} at example dot com — ist das sicher?", "Escríbeme a {u} arroba ejemplo punto com.", "Contact {u} [at] example [dot] org.",
      "Mail: {u} (at) example (dot) net", "Moje adresa je {u} zavináč example tečka cz.",
    ],
    1,
    "r9-email-spelled",
    2,
    (t) => t.replaceAll("{u}", user()).replaceAll("{d}", dom()).replaceAll("{n}", String(n(1, 99))),
  );
}

function ssns(each: Each, rng: Rng, n: N, digits: (k: number) => string): void {
  const area = () => String(n(1, 899)).padStart(3, "0").replace(/^(000|666)$/, "123");
  const grp = () => String(n(1, 99)).padStart(2, "0");
  const ser = () => String(n(1, 9999)).padStart(4, "0");
  const dashed = (sep: string) => `${area()}${sep}${grp()}${sep}${ser()}`;
  each(
    ["SSN: {d}", "Her social security number is {d}.", "Employee record — SSN {d}, start date March.", "Número de Seguro Social: {d}", "Mon numéro de sécurité sociale américain : {d}"],
    1,
    "r9-ssn-dashes",
    3,
    (t) => t.replace("{d}", dashed(pick(rng, ["\u2013", "\u2011", "\u2010", "\u2212", "\u00a0"]))),
  );
  each(
    [
      "SSN{b} on the intake form.", "ssn:{b}", "Número de seguro social {b}, ¿lo pongo sin guiones?", "Numéro de sécurité sociale (US) : {b}", "Mijn Amerikaanse social security number is {b}.",
      "我的美国社会安全号码是{b}。", "社会保障番号は{b}です。", "미국 사회보장번호 {b} 입니다.", "Мой номер социального страхования США {b}.", "Numer ubezpieczenia społecznego (USA): {b}",
      "{b} is my SSN — is it safe to email?", "{b} (social security number) was on the W-2.", "Sosyal güvenlik numaram {b}.", "Số an sinh xã hội Mỹ của tôi là {b}.",
    ],
    1,
    "r9-ssn-bare",
    2,
    (t) => t.replace("{b}", `${area()}${grp()}${ser()}`),
  );
  each(["Insurance claim for the patient {d}, please verify.", "Case notes: the client gave {d} at intake.", "Scanned file of the applicant: {d}"], 1, "r9-ssn-in-container", 3, (t) => t.replace("{d}", dashed("-")));
  each(["Claim {d} was denied.", "Policy number: {d}", "Case #{d} is closed.", "File no. {d} is archived."], 0, "r9-container-number", 3, (t) => t.replace("{d}", dashed("-")));
  each(["社会保障番号：{f}", "SSN：{f}", "رقم الضمان الاجتماعي (SSN): {a}"], 1, "r9-ssn-native-digits", 3, (t) =>
    t
      .replace("{f}", dashed("-").replace(/[\d-]/g, (c) => (c === "-" ? "\uff0d" : String.fromCharCode(0xff10 + Number(c)))))
      .replace("{a}", dashed("-").replace(/\d/g, (c) => String.fromCharCode(0x0660 + Number(c)))),
  );
  each(
    [
      "Call the front desk at {d} after six.", "Phone: {d} (office)", "Fax {d} to the clinic.", "Llame al {d} para una cita.", "Appelez le {d} demain.", "Ruf mich unter {d} an.",
      "Routing number {b} — which bank?", "BSN {b} uit de testdata.", "Canadian SIN {s} — valid?", "Our account number {b} at the credit union.", "Last four of the SSN: {l}.", "SSN ending in {l} — is that enough to verify?",
      "Masked SSN ***-**-{l} in the report.", "XXX-XX-{l} is how we display it.", "Order {b} shipped.", "Tracking {b} shows delivered.",
    ],
    0,
    "r9-ssn-near",
    2,
    (t) =>
      t
        .replace("{d}", dashed("-"))
        .replace("{b}", `${n(1, 9)}${digits(8)}`)
        .replace("{s}", `${n(1, 9)}${digits(2)} ${digits(3)} ${digits(3)}`)
        .replace("{l}", digits(4)),
  );
}

// mobile numbers of countries in national format (libphonenumber's example numbers, last digits randomised)
const NATIONAL_COUNTRIES: readonly CountryCode[] = ["VN", "TH", "ID", "PH", "MY", "KE", "NG", "ZA", "EG", "SA", "AE", "IL", "TR", "UA", "PL", "CZ", "GR", "RO", "PT", "ES", "NO", "FI", "NL", "BE", "IE", "TW", "HK", "MX", "CO", "CL"];

function phones(each: Each, rng: Rng, n: N, digits: (k: number) => string): void {
  const national = () => {
    for (;;) {
      const c = pick(rng, NATIONAL_COUNTRIES);
      const ex = mobileExamples[c];
      const p = ex ? parsePhoneNumberFromString(ex.slice(0, -2) + digits(2), c) : undefined;
      if (p?.isValid()) return p.formatNational();
    }
  };
  each(
    ["Is {p} formatted correctly for a poster?", "Save {p} under 'Grandma' in my contacts.", "{p} — whose number could this be? Just the country.", "Put {p} on the flyer, bottom right.", "The sticker on the fridge says {p}."],
    1,
    "r9-national",
    6,
    (t) => t.replace("{p}", national()),
  );
  const vanity = () => pick(rng, ["FLOWERS", "CONTACT", "GOT-JUNK", "NEW-CARS", "PLUMBER", "DENTIST", "MY-TAXI", "HOTELS1"]);
  const tollFree = () => pick(rng, ["800", "888", "877", "866", "855", "844", "833"]);
  each(
    ["For orders dial 1-{t}-{v}.", "Our hotline is 1-{t}-{v}, open 24/7.", "Ring 1 {t} {v} for a quote.", "Llame gratis al 1-{t}-{v}.", "Text STOP to opt out, or call 1-{t}-{v}.", "{t}-{v} is printed on the van."],
    1,
    "r9-vanity",
    2,
    (t) => t.replace("{t}", tollFree()).replace("{v}", vanity()),
  );
  // the same numbers in full-width, Arabic-Indic and Persian digits
  const native = (p: string, base: number) => p.replace(/\d/g, (c) => String.fromCharCode(base + Number(c)));
  each(["予約は{f}までお願いします。", "للاستفسار: {a}", "شماره تماس: {p}", "電話：{f}"], 1, "r9-native-digits", 3, (t) =>
    t
      .replace("{f}", native(`0${n(3, 9)}-${digits(4)}-${digits(4)}`, 0xff10))
      .replace("{a}", native(`05${n(0, 9)}${digits(1)} ${digits(3)} ${digits(3)}`, 0x0660))
      .replace("{p}", native(`09${n(1, 3)}${digits(1)} ${digits(3)} ${digits(4)}`, 0x06f0)),
  );
  // phone-word stems inside other words, and years listed after a call verb
  each(["Mobilitätsbudget {t} EUR.", "Appellation {y1} {y2} {y3}.", "Handyman jobs: {t} views.", "Llamadas {y1} {y2} {y3}: el resumen."], 0, "r9-phone-stem-near", 3, (t) => {
    const y = n(1990, 2022);
    return t.replace("{t}", `${n(1, 9)} ${digits(3)} ${digits(3)}`).replace("{y1}", String(y)).replace("{y2}", String(y + 1)).replace("{y3}", String(y + 2));
  });
  each(
    [
      "PIN {o} for the locker.", "Номер отслеживания {o}.", "Contact lens batch {o}.",
      "Order {o} shipped yesterday.", "Tracking: {o}", "Invoice no. {o} is overdue.", "Numer zamówienia {o} nie dotarł.", "Sipariş numarası {o} nerede?", "注文番号 {o} の状況は？", "订单号 {o} 还没发货。", "주문번호 {o} 배송 조회",
      "Номер заказа {o} потерялся.", "Referentienummer {o} bij de gemeente.", "Numéro de dossier {o}.", "Ticket {o} reopened.", "Kundennummer {o} ändern.", "Número de pedido {o}.", "Mã đơn hàng {o} chưa giao.", "Faktura č. {o} je po splatnosti.", "Bestelnummer {o} is onderweg.",
      "ISBN 978-{i} is out of print.", "The date 2024-{m}-{d} {h}:00 is fine.",
    ],
    0,
    "r9-phone-near",
    2,
    (t) =>
      t
        .replace("{o}", pick(rng, [`${n(100, 999)} ${n(100, 999)} ${digits(4)}`, `0${n(1, 9)}${digits(2)}-${digits(6)}`, `${digits(3)}-${digits(3)}-${digits(4)}`]))
        .replace("{i}", `${n(0, 9)}-${digits(3)}-${digits(5)}-${n(0, 9)}`)
        .replace("{m}", String(n(1, 12)).padStart(2, "0"))
        .replace("{d}", String(n(1, 28)).padStart(2, "0"))
        .replace("{h}", String(n(8, 18))),
  );
}
