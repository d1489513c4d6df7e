import { fnv1a, luhnDigit, mulberry32, type Labelled, type Rng } from "./rng";

/**
 * Round 16 (a small probe, written before card.ts, ip.ts, phone.ts and address.ts were changed in
 * this round, from knowledge of the formats, not from any earlier labelled set): ~half of it not
 * English. Invented values only (card numbers drawn under a network's prefix with a computed Luhn
 * digit, documentation IP ranges where they fit, phone numbers in drama / test ranges where a plan
 * has one, addresses of ordinary street names).
 * - credit-card: every network and length (Visa 13/16/19, Mastercard 51-55 / 2-series, Amex 4-6-5,
 *   Diners 4-6-4, Discover, JCB, UnionPay 16/19, Maestro, Mir, RuPay) in prose, tables, JSON, logs,
 *   with labels of many languages and odd separators; near misses: the same shapes failing Luhn,
 *   IBANs, order / tracking / invoice numbers, GUID pieces, timestamps, phone numbers.
 * - ip-address: v4 / v6 in logs, URLs, CIDR, with ports, zone ids, IPv4-mapped v6; near misses:
 *   version strings, section numbers, dotted dates, OIDs, four-part package / build versions,
 *   coordinates, scores.
 * - phone, address: many countries' formats; near misses: order numbers, dates, times, ISBNs,
 *   prices, postcodes alone, place names alone.
 * Each text is its own group; half (fnv1a of "r16:" + group, even) are held out: r16HeldOut().
 */
export function r16HeldOut(group: string): boolean {
  return fnv1a(`r16:${group}`) % 2 === 0;
}

type Add = (texts: readonly string[], label: 0 | 1, kind: string) => void;

export function ownPiiRound16Small(slug: string): Labelled[] {
  const out: Labelled[] = [];
  const rng: Rng = mulberry32(0x16b0 ^ (slug.length * 977));
  const add: Add = (texts, label, kind) =>
    texts.forEach((text, i) => out.push({ text, label, source: `${slug}:r16-${kind}`, group: `${slug}:r16:${kind}${i}` }));
  if (slug === "credit-card") cards(add, rng);
  else if (slug === "ip-address") ips(add);
  else if (slug === "phone") phones(add);
  else if (slug === "address") addresses(add);
  return out;
}

function pan(rng: Rng, prefix: string, len: number, valid = true): string {
  let body = prefix;
  while (body.length < len - 1) body += String(Math.floor(rng() * 10));
  const c = luhnDigit(body);
  return body + (valid ? c : String((Number(c) + 1 + Math.floor(rng() * 8)) % 10));
}
/** Digits cut into groups of the given sizes, joined by a separator. */
function grp(d: string, sizes: readonly number[], sep = " "): string {
  const parts: string[] = [];
  let at = 0;
  for (const s of sizes) {
    parts.push(d.slice(at, at + s));
    at += s;
  }
  if (at < d.length) parts.push(d.slice(at));
  return parts.join(sep);
}

// network, prefix, length, grouping
const NETS: ReadonlyArray<readonly [string, number, readonly number[]]> = [
  ["4", 16, [4, 4, 4, 4]], ["4", 13, [4, 4, 5]], ["4", 19, [4, 4, 4, 4, 3]], ["51", 16, [4, 4, 4, 4]], ["55", 16, [4, 4, 4, 4]], ["2221", 16, [4, 4, 4, 4]],
  ["2720", 16, [4, 4, 4, 4]], ["34", 15, [4, 6, 5]], ["37", 15, [4, 6, 5]], ["36", 14, [4, 6, 4]], ["3056", 14, [4, 6, 4]], ["6011", 16, [4, 4, 4, 4]],
  ["65", 16, [4, 4, 4, 4]], ["3530", 16, [4, 4, 4, 4]], ["3589", 16, [4, 4, 4, 4]], ["62", 16, [4, 4, 4, 4]], ["62", 19, [19]], ["62", 19, [4, 4, 4, 4, 3]],
  ["6759", 16, [4, 4, 4, 4]], ["5018", 18, [4, 4, 4, 4, 2]], ["6304", 19, [4, 4, 4, 4, 3]], ["2200", 16, [4, 4, 4, 4]], ["2202", 19, [4, 4, 4, 4, 3]], ["6521", 16, [4, 4, 4, 4]],
  ["4", 16, [16]], ["5", 16, [16]], ["37", 15, [15]], ["6011", 16, [16]], ["4", 13, [13]], ["3", 14, [14]],
];

function cards(add: Add, rng: Rng): void {
  const seps = [" ", "-", " ", " ", "-", ".", " ", "\u00a0", " - ", " "];
  const pos = [
    "Card number: {c}", "Número de tarjeta: {c}", "Numéro de carte : {c}", "Kartennummer {c}, gültig bis 09/28", "Numero carta {c} scadenza 11/27",
    "Número do cartão {c} (validade 03/29)", "Номер карты {c}, срок 07/28", "Numer karty {c}", "Kart no: {c}", "卡号：{c}",
    "カード番号 {c}", "카드 번호 {c}", "Số thẻ: {c}", "رقم البطاقة {c}", "מספר כרטיס {c}",
    "| Name | Card | Exp |\n| J. Roe | {c} | 05/27 |", "{\"cardNumber\": \"{c}\", \"exp\": \"12/26\"}", "2024-03-11T10:22:01Z WARN payment pan={c} declined", "customer paid with {c} yesterday", "pls charge {c} exp 0828 cvc 313",
    "Kaartnummer: {c}", "Kortnummer {c} udløber 10/27", "Kortinnehavare: A. Berg, kort {c}", "Kortin numero {c}", "Číslo karty {c}",
    "Kártyaszám: {c}", "Kredi kartı {c} son kullanma 06/29", "Nomor kartu {c}", "कार्ड नंबर {c}", "My new card {c}, CVV 552",
    "card_no={c}&amount=49.90", "VISA/MC: {c}", "billing card → {c}", "Tarjeta de débito {c} vence 01/30", "Carte bancaire {c}",
    "Karte: {c} CVC 771", "Betaalkaart {c}", "Cartão de débito {c}", "Carta prepagata {c}", "ბარათი {c}",
    "Please update my card on file to {c}.", "Amex {c}", "UnionPay card {c}", "Maestro {c}", "Mir {c}",
    "信用卡号码 {c} 有效期 08/27", "クレジットカード：{c}", "신용카드 {c} 유효기간 04/28", "Thẻ tín dụng {c}", "Kreditkarte\n{c}",
    "payment_method: card\nnumber: {c}", "<card>{c}</card>", "pan,exp\n{c},09/26", "dear team, the charge on {c} is wrong", "la tarjeta {c} fue rechazada",
    "il numero è {c}", "карта {c} заблокирована", "Karta {c} została odrzucona", "kartı {c} ile ödedim", "{c}",
  ];
  add(
    pos.map((t, i) => {
      const [p, n, s] = NETS[i % NETS.length];
      const sep = s.length > 1 ? seps[i % seps.length] : "";
      return t.replace("{c}", grp(pan(rng, p, n), s, sep));
    }),
    1,
    "card-",
  );
  const guid = () => {
    const h = () => Math.floor(rng() * 65536).toString(16).padStart(4, "0");
    return `${h()}${h()}-${h()}-4${h().slice(1)}-a${h().slice(1)}-${h()}${h()}${h()}`;
  };
  const neg = [
    "Card number: {x}", "Número de tarjeta: {x}", "Kartennummer {x}", "Номер карты {x}", "卡号 {x}", "{x}", "paid with {x}", "Numéro de carte {x}",
    "Kart no {x}", "Numer karty {x}", "Amex {x5}", "Carta {x}", "カード番号 {x}", "pan={x}", "Tarjeta {x}",
  ].map((t, i) => {
    const [p, n, s] = NETS[(i * 7) % NETS.length];
    const d = pan(rng, p, n, false);
    return t.replace("{x}", grp(d, s, " ")).replace("{x5}", grp(pan(rng, "37", 15, false), [4, 6, 5], " "));
  });
  neg.push(
    "IBAN: DE89 3704 0044 0532 0130 00", "IBAN GB33 BUKB 2020 1555 5555 55", "IBAN FR76 3000 6000 0112 3456 7890 189", "Mi IBAN es ES91 2100 0418 4502 0005 1332",
    "NL91 ABNA 0417 1643 00 is my account", "IBAN: IT60 X054 2811 1010 0000 0123 456", "PL61 1090 1014 0000 0712 1981 2874", "Überweisung an AT61 1904 3002 3457 3201",
    "Order #4000 1234 5678 9010 shipped", "Tracking: 9400 1118 9922 3344 5566 77", "Pedido nº 5020 3344 1190 2281", "Commande 4970 1009 8832 5517", "Номер заказа 4276 3801 2233 4455",
    "订单号 6222 0212 3456 7890 123", "注文番号 3540 1122 3344 5566", "Rechnungsnummer 5100 2233 4455 6677", "invoice INV-4111-2222-3333-4444", "Sendungsnummer 00340434161094042557",
    "request id 4f2a9c1e-3b7d-4e21-9a0c-1234567890ab", `trace ${guid()}`, `correlationId=${guid()}`, "object 6f1c0e2a-4111-1111-1111-111111111111 created",
    "timestamp 1709812345678901", "created_at: 1700000000123", "IMEI 35 209900 176148 1", "IMEI: 490154203237518", "Seriennummer 4512 8890 1234 5670 9",
    "phone +49 30 1234 5678 9", "Tel. 0049 6221 4567 8901", "call 1 800 555 0199 ext 4411", "ISBN 978-3-16-148410-0 and 978 0 306 40615 7",
    "Gift card 6006 4912 3456 7890 balance 25€", "Loyalty card 6275 9800 1234 5678", "Tarjeta de fidelidad 6011 2233 4455 6677", "Mitgliedsnummer 5500 1122 3344 5566",
    "EAN 4006381333931 0", "Transaction ID 4532 0151 1283 0366", "Referencia de pago 3714 496353 98431", "Número de protocolo 6011 0009 9013 9424",
    "vehicle VIN 1HGCM82633A004352, plate 4455 1122", "counts: 4111 1111 1111 1112 1113 1114", "row 4 | 1234 | 5678 | 9012 | 3456 |",
    "Kundennummer 4929 1234 5678 9012", "numéro de suivi 4111 2233 4455 6677", "Nº de póliza 5105 1051 0510 5100",
  );
  add(neg, 0, "near-");
  // batch b: inflected and compound card words, odd layouts, labels after the number
  const posB = [
    "Kreditkartennummer: {c}", "numer karty kredytowej {c}", "αριθμός κάρτας {c}", "číslo platební karty {c}", "Plătesc cu cardul {c}",
    "kartu kredit saya {c}", "บัตรเครดิต {c}", "kredi kartımın numarası {c}", "Korttinumero {c}", "kortnumret är {c}",
    "{c} is my mastercard", "{c} (visa, exp 02/28)", "n° carte bleue {c}", "CB {c} exp 03/27", "betalen met creditcard {c}",
    "карточка {c}", "номером карты {c} оплатил", "la mia carta è {c}", "bankkort {c}", "Card ending? no, full number: {c}",
    "\"pan\":\"{c}\"", "?cc={c}&cvv=123", "card\t{c}\t04/29", "- Visa: {c}\n- Exp: 01/27", "charged to card {c} on 2024-05-02",
    "信用卡：{c}（有效期 09/28）", "カード：{c}", "체크카드 {c}", "Thẻ ATM {c}", "بطاقة الائتمان رقم {c}",
  ];
  add(
    posB.map((t, i) => {
      const [p, n, s] = NETS[(i * 11 + 3) % NETS.length];
      const sep = s.length > 1 ? seps[(i * 3) % seps.length] : "";
      return t.replace("{c}", grp(pan(rng, p, n), s, sep));
    }),
    1,
    "cardb-",
  );
  add([
    "Bestellnummer 4556 7375 8689 9855 vom 12.03.2024", "numer zamówienia 5425 2334 3010 9903", "αριθμός παραγγελίας 4916 3380 2941 3356", "číslo objednávky 6011 5140 4331 2387",
    "Rechnungs-Nr. 3714 496353 98431", "nº de seguimiento 3566 0020 2036 0505", "Kundenkonto 4024 0071 5651 2345", "Vertragsnummer 5105 1051 0510 5100",
    "Paket-ID 1Z 4111 1111 1111 1111", "build 4111.1111.1111.1111", "hash a3f1-4111-1111-1111-1111-ffe0", "uuid 4111-1111-1111-1111",
    "Tel. +49 4111 1111 1111 1", "phone 0044 1632 960 018", "date range 2024 0101 2024 1231", "Seriennummer SN 5105 1051 0510 5100",
    "kartu keluarga 3174 0512 3456 0001", "Mã đơn hàng 4485 2750 2338 9721", "sipariş numarası 5200 8282 8282 8210", "Nomor resi 3782 822463 10005",
    "Card ending in 4242", "card **** **** **** 4242", "Visa •••• 1111", "last four 0005", "card 4111 11** **** 1111",
    "4111 1111 1111 1113", "5500 0000 0000 0005", "3782 822463 10006", "6011 1111 1111 1118", "tarjeta 4000 0566 5566 5557",
  ], 0, "nearb-");
}

function ips(add: Add): void {
  add([
    "Connection from 203.0.113.45 refused", "Server IP: 198.51.100.23", "ssh admin@192.0.2.77", "curl http://203.0.113.9:8080/health", "allow 10.20.30.0/24",
    "Dirección IP del servidor: 172.16.4.20", "Adresse IP de la passerelle : 192.168.0.1", "IP-Adresse des Druckers: 10.0.12.34", "Indirizzo IP 198.51.100.200 bloccato", "Endereço IP: 203.0.113.250",
    "IP-адрес клиента 185.12.77.3", "Adres IP routera to 192.168.100.1", "IP adresi 88.247.13.9", "IP地址：114.114.114.114", "IPアドレス 133.242.0.5",
    "IP 주소 211.234.10.7", "Địa chỉ IP 14.225.3.18", "عنوان IP هو 41.33.12.90", "כתובת IP 212.143.8.4", "आईपी पता 49.36.112.7",
    "Jan 12 03:14:07 sshd[991]: Failed password for root from 45.83.64.1 port 52211 ssh2", "127.0.0.1 - - [10/Oct/2025:13:55:36 +0000] \"GET / HTTP/1.1\" 200", "nginx upstream 10.1.2.3:9000 timed out", "X-Forwarded-For: 81.2.69.142, 10.0.0.5", "DNS: 9.9.9.9",
    "ping 1.1.1.1", "the VPN gave me 100.64.12.7", "host=52.14.200.1 user=deploy", "{\"client_ip\": \"84.17.45.66\"}", "ip,country\n91.198.174.192,NL",
    "IPv6: 2001:db8::1", "Server lauscht auf [2001:db8:85a3::8a2e:370:7334]:443", "ping6 fe80::1%eth0", "Adresse IPv6 : 2001:0db8:0000:0000:0000:ff00:0042:8329", "IPv4-mapped ::ffff:192.0.2.128",
    "route add 2001:db8:abcd:12::/64", "http://[2001:db8::42]:8080/api", "link-local fe80::a00:27ff:fe4e:66a1%en0", "Dirección IPv6 2a00:1450:4001:82a::200e", "IPv6 地址 240e:3a1:c42::5",
    "sunucu 95.70.128.14 yanıt vermiyor", "El equipo 10.45.0.12 no responde", "Le serveur 51.159.22.8 ne répond plus", "Der Host 46.101.55.17 ist nicht erreichbar", "Il client 93.40.11.6 si è disconnesso",
    "O roteador 177.52.8.1 caiu", "Сервер 77.88.55.60 недоступен", "Serwer 83.0.42.11 nie odpowiada", "服务器 47.95.12.3 无法连接", "サーバー 157.7.44.3 に接続できません",
    "from 8.8.4.4 to 192.0.2.10", "whitelist: 203.0.113.0/28, 198.51.100.64/26", "bind 0.0.0.0:5432", "listen [::]:80", "proxy_pass http://10.9.8.7:3000;",
    "my public ip is 73.162.40.219", "ip: 2.58.12.241", "origen 190.210.3.44, destino 200.45.1.9", "Quelle 62.153.159.92", "peer ::ffff:10.0.0.7 connected",
  ], 1, "ip-");
  add([
    "Version 4.2.1.7 released", "Versión 10.0.19041.1", "Firmware 2.3.4.5 installiert", "build 6.1.7601.23", "AssemblyVersion(\"3.4.5.6\")",
    "npm i left-pad@1.3.0.2", "Package: libfoo (2.14.1.3)", "pip install tool==5.4.3.2", "nuget Newtonsoft 12.0.3.1", "<version>1.8.2.4</version>",
    "Section 3.2.1.4 of the contract", "véase el apartado 4.3.2.1", "gemäß Ziffer 5.1.3.2", "Article 12.4.1.3 du règlement", "см. пункт 2.4.3.1",
    "Chapter 1.2.3.4 Introduction", "§ 7.2.1.3", "punto 6.3.2.1 del capitolato", "Rozdział 3.1.2.4", "第3.2.1.4条",
    "OID 1.3.6.1.4.1.311", "snmpget -v2c sysDescr 1.3.6.1.2.1", "certificate extension 2.5.29.17", "object identifier 2.16.840.1", "MIB 1.3.6.1.2.1.1.5",
    "Datum: 12.03.2024.", "am 01.02.2023 um 14.30", "fecha 15.06.2022", "le 24.12.2021", "12.10.2025 tarihinde",
    "coordinates 48.8566, 2.3522", "GPS 52.5200 13.4050", "lat 40.4168 lon -3.7038", "Koordinaten 50.9375, 6.9603", "Координаты 55.7558, 37.6173",
    "Score 4.5.6.7", "Kernel 5.15.0.91", "Chrome 120.0.6099.109", "Windows 10.0.22631.2861", "Android 13.0.0.42",
    "release 2024.1.2.3", "tag v3.2.1.0", "Microsoft Office 16.0.17126.20132", "Java 1.8.0.392", "compilación 8.2.1.4 estable",
    "Wersja 2.1.0.9", "バージョン 7.0.1.2", "版本 3.6.2.1", "버전 2.3.4.1", "phiên bản 1.4.2.8",
    "price 1.299.999.00", "população 1.234.567.890", "MAC 00:1A:2B:3C:4D:5E", "time 12:34:56", "ratio 3:2:1",
    "Table 4.1.2.3 shows the results", "Abbildung 2.3.1.4", "steps 1.2.3.4 in the manual", "ISO 27001 control A.12.4.1.2", "Hash 1a2b:3c4d",
  ], 0, "near-");
  add([
    "IP 10.10.10.10 blocked after 5 attempts", "Adresse 192.0.2.33 gesperrt", "sunucu adresi 212.58.244.20", "Máy chủ 103.21.244.0/22", "رفض الاتصال من 196.12.8.4",
    "αιτήματα από 62.103.2.9", "Pedido recibido desde 187.45.203.11", "connexion depuis 90.84.12.3 refusée", "ip: 2001:db8:1::ab9:C0A8:102", "eth0: inet6 2001:db8:0:1::5/64 scope global",
    "ssh root@[2001:db8::dead:beef]", "DNS 2606:4700:4700::1111", "addr 64:ff9b::198.51.100.7", "peer fd00:1234:5678::1", "cliente 2804:14c:65:8000::1 conectado",
    "10.0.0.1-10.0.0.50 DHCP pool", "range 172.16.0.1 - 172.16.0.254", "nmap -sV 198.51.100.0/24", "iptables -A INPUT -s 203.0.113.5 -j DROP", "Access denied for user 'root'@'88.99.12.3'",
    "GET http://52.95.110.1/index.html", "src=10.8.0.2 dst=172.217.16.14 proto=TCP", "ホスト 192.168.11.2 が応答しません", "IP 地址是 36.110.4.12", "IP: 185.199.108.153.",
    "dial 100.100.100.100 for dns", "Mi IP pública es 79.153.42.8", "Meine IP ist 84.132.9.77", "Ma box a l'IP 82.64.190.3", "Jego IP to 31.0.5.77",
  ], 1, "ipb-");
  add([
    "iTunes 12.13.1.3 (64-bit)", "Setup-2.4.1.8.exe", "Download Zoom 5.17.5.2543", "Notepad++ 8.6.2.1 x64", "KeePass 2.55.1.1 Portable",
    "VLC media player 3.0.20.1 installer", "WinRAR 6.24.1.2 deutsch", "Sonos app 15.9.1.2 released", "Steam client 8.56.11.25 beta", "TeamViewer_15.49.2.1.msi",
    "ver. 1.2.3.4", "v.2.0.1.7", "rev 4.1.2.9", "Paragraf 3.1.2.4", "tabla 2.3.4.5 muestra",
    "12.03.2024.10", "le 01.02.03.04", "ID 10.12.14.16", "ratio 1.5.2.5", "ISBN 3.16.148.41",
    "Dateiversion: 10.0.22621.1", "produktversion 6.1.76.1", "версия продукта 3.2.2.4", "wersja aplikacji 4.12.0.3", "Sürüm 2.8.4.1",
    "tabulka 4.2.3.1", "pravidlo 5.2.1.3", "1.2.3.4.5.6", "A.1.2.3.4", "checksum 12.34.56.78",
  ], 0, "nearb-");
}

function phones(add: Add): void {
  add([
    "Call me at (212) 555-0143", "My number is 415-555-0198", "Phone: +1 202 555 0147", "Tel: 020 7946 0018", "ring me on 07700 900123",
    "+44 20 7946 0321", "mobile +44 7700 900456", "Telefon: 030 12345678", "Handy 0151 23456789", "Ruf mich an: +49 89 1234567",
    "Tél. : 01 42 68 53 00", "Appelez-moi au 06 12 34 56 78", "+33 1 70 36 39 50", "Teléfono: 912 345 678", "Llámame al 612 34 56 78",
    "+34 93 123 45 67", "Telefono 06 6982 1234", "cellulare 347 123 4567", "+39 02 8901 2345", "Telefone: (11) 91234-5678",
    "Ligue para +55 21 2345-6789", "celular 0800 123 4567", "Tel. 0800 020 1234", "Bel me op 06 12345678", "telefoon 020 123 4567",
    "+31 10 234 5678", "Telefon 08-123 456 78", "ring 070-123 45 67", "+46 8 123 456 78", "Ring til 12 34 56 78",
    "+45 32 12 34 56", "Telefon: 22 12 34 56", "puhelin 040 123 4567", "+358 9 1234 5678", "tel. 22 123 45 67",
    "komórka 512 345 678", "+48 601 234 567", "Telefon: 212 555 12 34", "cep telefonu 0532 123 45 67", "+90 532 123 45 67",
    "Телефон: +7 495 123-45-67", "звоните 8 (800) 555-35-35", "моб. +7 916 123-45-67", "тел. 044 123 45 67", "+380 67 123 4567",
    "電話番号：03-1234-5678", "携帯 090-1234-5678", "+81 6 6123 4567", "电话：010-6552 9988", "手机 138 0013 8000",
    "+86 21 6123 4567", "전화 02-312-3456", "휴대폰 010-1234-5678", "+82 2 312 3456", "điện thoại 024 3825 1234",
    "Gọi 0912 345 678", "+84 28 3822 1234", "โทร 02 123 4567", "มือถือ 081 234 5678", "+66 2 123 4567",
    "हमें कॉल करें +91 98765 43210", "फ़ोन 011 2345 6789", "call +91 22 2345 6789", "هاتف: +966 11 234 5678", "اتصل على 050 123 4567",
    "+971 4 123 4567", "+20 2 23456789", "טלפון 03-123-4567", "נייד 052-123-4567", "+972 2 123 4567",
    "Hubungi 0812-3456-7890", "telepon +62 21 2345 6789", "WhatsApp +60 12-345 6789", "tel 03-2123 4567 (KL)", "Call +65 6123 4567",
    "+61 2 9876 5432", "ph 0412 345 678", "call 02 9374 4000 or 1300 123 456", "NZ office +64 9 123 4567", "tel +27 21 123 4567",
    "Piga simu 0712 345 678", "+254 20 123 4567", "call +234 803 123 4567", "tel. 0302 123 456", "+52 55 1234 5678",
    "llámenos al (55) 1234-5678", "Teléfono +54 11 4123-4567", "cel. 11 15-2345-6789", "+57 1 234 5678", "contacto +56 2 2123 4567",
    "fax +41 44 123 45 67", "Tel. 044 123 45 67 (Zürich)", "+43 1 234 5678", "Tel. 01 234 56 78", "+32 2 123 45 67",
    "tel.: 21 123 4567 (Lisboa)", "+351 912 345 678", "+30 21 0123 4567", "κινητό 691 234 5678", "+353 1 234 5678",
  ], 1, "phone-");
  add([
    "Order #2025-0143-7781", "Pedido nº 41 555 0198", "Bestellnummer 030 12345678", "Commande n° 06 12 34 56 78", "订单号 1380013800",
    "ISBN 978-3-16-148410-0", "ISBN 0-306-40615-2", "ISBN 978 84 376 0494 7", "ISSN 2049-3630", "DOI 10.1000/182",
    "Date: 2024-03-11", "am 12.03.2024 um 14:30", "le 24/12/2021 à 18h30", "del 01/02/2023 al 15/02/2023", "from 9:00 to 17:30",
    "meeting 14:00–15:30 CET", "2024-03-11 10:22:01.123", "deadline 31.12.2025", "1999-2004", "years 1914-1918 and 1939-1945",
    "Price: 1 299 000 ₽", "Preis 1.234.567,89 €", "costs $12,345,678", "¥ 1 234 567", "₹ 12,34,567",
    "population 8 336 817", "area 357 592 km²", "distance 384 400 km", "speed 299 792 458 m/s", "pressure 101 325 Pa",
    "PLZ 10115 Berlin", "CEP 01310-100", "código postal 28013", "code postal 75008", "ZIP 90210-1234",
    "SSN 123-45-6789", "IBAN DE89 3704 0044 0532 0130 00", "account 12345678 sort code 12-34-56", "BIC DEUTDEFF", "Kontonummer 1234 5678 90",
    "Invoice INV-2024-000123", "Rechnung 2024/1187", "Factura 2023-004512", "Fattura n. 0001234/2024", "Numer faktury 12/03/2024",
    "Tracking 1Z 999 AA1 01 2345 6784", "Sendungsnummer 0034 0434 1610 9404 2557", "suivi colis 6A 123 456 789 01", "tracking 9400 1118 9922 3344 5566 77", "追跡番号 1234-5678-9012",
    "version 10.0.19041.1", "build 2024.03.11.1", "v2.14.3-rc1", "commit 4f2a9c1", "error 0x80070005",
    "IP 192.168.1.1", "port 8080", "PID 31337", "room 1204", "gate 12, seat 34A",
    "coordinates 48.8566, 2.3522", "ratio 16:9", "score 3-1", "sizes 38-40-42-44", "1 2 3 4 5 6 7 8 9 10",
    "CVE-2024-12345", "RFC 9110", "ISO 8601", "EN 1090-2", "DIN 5008",
    "Personalausweis L01X00T47", "Steuer-ID 12 345 678 901", "NIF 12345678Z", "codice fiscale RSSMRA80A01H501U", "CPF 123.456.789-09",
    "Aktenzeichen 3 O 123/24", "Az. 12 U 345/23", "Urteil vom 12.03.2024 – 1 BvR 123/20", "Gesetz Nr. 2024/1187", "Decreto 1234/2023",
    "tel aviv 2024", "Call of Duty 2", "phone case 6.1 inch", "Telefonkonferenz um 15 Uhr", "llámame mañana",
    "ID 4155550198", "case 2125550143", "ticket 0207946001", "lot 07700900123", "batch 03012345678",
    "Numéro de suivi 1Z 999 AA1 01 2345", "Código de rastreo 123 456 789 00", "Aktenzeichen 030 12345", "Kundennummer 0151 2345 678", "número de pedido 612 345 678",
    "12:30 – 14:45 – 16:00", "2 × 500 g – 1 250 g", "ISBN-13: 9780306406157", "Nr. 0800 123 4567 der Liste", "Ref. 06 12 34 56 78",
  ], 0, "near-");
  add([
    "Rufen Sie uns an: 0800 330 1000", "Servicehotline 01806 123 456", "Tel.: +49 (0)30 1234 5678", "Tél. +33 (0)1 23 45 67 89", "Numéro : 04 91 12 34 56",
    "Chiamaci allo 055 123 4567", "Número de contacto: 91 234 56 78", "Whatsapp: 600 123 456", "Telefonnummer 040-12345678", "mobil: 0176 12345678",
    "Zadzwoń: 22 123 45 67", "Volejte 224 123 456", "Hívjon: +36 1 234 5678", "Sunați la 021 123 4567", "Τηλ. 210 123 4567",
    "Тел.: 8 (495) 123-45-67", "Звоните: 8-800-100-12-34", "Телефон для справок 044 234 56 78", "Ara: 0212 123 45 67", "Soita 09 123 4567",
    "お問い合わせ：0120-123-456", "TEL 06-6123-4567", "联系电话：021-6123 4567", "客服热线 400-123-4567", "연락처 031-123-4567",
    "Liên hệ: 028 3822 1234", "โทร. 02-123-4567", "Telepon kantor (021) 2345 6789", "Tawagan kami sa (02) 8123 4567", "Pigia 020 123 4567",
    "call (020) 7946 0999", "reach me at 617.555.0123", "text 07700 900 987", "phone: 1-800-555-0177", "Tel +1 (416) 555-0142",
    "Hotline: +49 800 123 4567", "contact: +353 87 123 4567", "Call us on +61 3 9123 4567", "ph: (09) 123 4567", "Fax: +43 1 234 56 78-99",
  ], 1, "phoneb-");
  add([
    "Rechnungsnummer 0800 330 1000", "Kundennummer: 01806 123 456", "n° de commande 04 91 12 34 56", "numero ordine 055 123 4567", "número de factura 91 234 56 78",
    "Sendungsnummer 040-12345678", "Aktenzeichen 0176/12345678", "numer zamówienia 22 123 45 67", "číslo objednávky 224 123 456", "rendelésszám 1 234 5678",
    "номер заказа 8 495 123 45 67", "трек-номер 80010012341", "sipariş no 0212 123 45 67", "tilausnumero 09 123 4567", "注文番号 0120-123-456",
    "订单号 400-123-4567", "주문번호 031-123-4567", "mã đơn hàng 028 3822 1234", "Ticket #617.555.0123", "invoice 07700 900 987",
    "Published 12 03 2024 at 10 30", "opening hours 09 00 - 18 00", "ISBN 978-0-7432-7356-5", "ISBN-10 0-7432-7356-7", "from 2019-03-01 to 2024-02-29",
    "price: 1 234 567 Ft", "населення 2 950 800", "Umsatz 12 345 678 EUR", "pi = 3.14159 26535 89793", "temperature 36.6 37.2 38.1 39.0",
    "lottery numbers 04 12 19 27 33 45", "Sizes: 36 38 40 42", "steps 100 200 300 400", "PIN 1234 5678", "verification code 482 913",
    "Flight LH 400 gate B 12", "Bus 42 at 12 45", "MAC 00-1A-2B-3C-4D-5E", "coordinates 51 30 26 N 0 7 39 W", "Tax ID 12-3456789",
  ], 0, "nearb-");
}

function addresses(add: Add): void {
  add([
    "Ship to: 221B Baker Street, London NW1 6XE", "1600 Pennsylvania Avenue NW, Washington, DC 20500", "My address is 742 Evergreen Terrace, Springfield", "12 Grimmauld Place, London", "350 Fifth Avenue, New York, NY 10118",
    "Deliver to 4 Privet Drive, Little Whinging, Surrey", "PO Box 1234, Austin TX 78701", "Flat 3, 27 Elm Road, Leeds LS6 2AB", "10 Downing St, London SW1A 2AA", "Suite 400, 1 Market St, San Francisco, CA 94105",
    "Unter den Linden 77, 10117 Berlin", "Wohnt in der Hauptstraße 5, 69117 Heidelberg", "Lieferadresse: Bahnhofstr. 12, 80335 München", "Karl-Marx-Allee 90a, 10243 Berlin", "Postfach 10 02 42, 50442 Köln",
    "12 rue de Rivoli, 75004 Paris", "Mon adresse : 8 avenue des Champs-Élysées, 75008 Paris", "3 place Bellecour, 69002 Lyon", "45 boulevard de la Croisette, 06400 Cannes", "BP 123, 31000 Toulouse",
    "Calle de Alcalá 42, 28014 Madrid", "Mi dirección es Avenida Diagonal 640, 08017 Barcelona", "C/ Mayor 5, 3º B, 28013 Madrid", "Paseo de la Castellana 259, Madrid", "Apartado de correos 456, 41080 Sevilla",
    "Via Roma 10, 00184 Roma", "Abito in Corso Buenos Aires 33, 20124 Milano", "Piazza San Marco 1, 30124 Venezia", "Viale Europa 22, 50126 Firenze", "Via Garibaldi 7, 10122 Torino",
    "Rua Augusta 274, 1100-053 Lisboa", "Avenida Paulista 1578, São Paulo - SP, 01310-200", "Rua das Flores 12, 4050-262 Porto", "Moro na Rua Oscar Freire 900, São Paulo", "Av. Atlântica 1702, Copacabana, Rio de Janeiro",
    "Keizersgracht 123, 1015 CJ Amsterdam", "Coolsingel 40, 3011 AD Rotterdam", "Rue Neuve 10, 1000 Bruxelles", "Meir 50, 2000 Antwerpen", "Drottninggatan 53, 111 21 Stockholm",
    "Karl Johans gate 22, 0162 Oslo", "Strøget 15, 1160 København K", "Mannerheimintie 14, 00100 Helsinki", "ul. Marszałkowska 10, 00-590 Warszawa", "Mieszkam przy ulicy Floriańskiej 15, 31-019 Kraków",
    "Václavské náměstí 56, 110 00 Praha 1", "Andrássy út 60, 1062 Budapest", "Strada Lipscani 12, București", "Ringstraße 1, 1010 Wien", "Bahnhofstrasse 21, 8001 Zürich",
    "ул. Тверская, д. 7, Москва, 125009", "Адрес: Невский проспект, 28, Санкт-Петербург", "вул. Хрещатик, 22, Київ, 01001", "İstiklal Caddesi No: 125, Beyoğlu, İstanbul", "Atatürk Bulvarı 15, Çankaya, Ankara",
    "〒100-0005 東京都千代田区丸の内1-9-1", "大阪府大阪市北区梅田3丁目1-3", "北京市朝阳区建国路88号", "上海市浦东新区世纪大道100号", "서울특별시 중구 세종대로 110",
    "부산광역시 해운대구 해운대로 264", "台北市信義區市府路45號", "số 12 Phố Tràng Tiền, Hoàn Kiếm, Hà Nội", "Jalan Sudirman No. 52, Jakarta Selatan 12190", "No. 8, Jalan Ampang, 50450 Kuala Lumpur",
    "123 Sukhumvit Road, Khlong Toei, Bangkok 10110", "ถนนสุขุมวิท 123 แขวงคลองเตย กรุงเทพฯ 10110", "Flat 5B, 18 Nathan Road, Tsim Sha Tsui, Kowloon", "Blk 123 Ang Mo Kio Ave 3, #05-12, Singapore 560123", "12 MG Road, Bengaluru, Karnataka 560001",
    "Flat 201, Sai Residency, Andheri West, Mumbai 400058", "شارع التحرير 15، القاهرة", "عنواني: شارع الملك فهد، الرياض 12271", "רחוב הרצל 25, תל אביב", "Plot 45, Kenyatta Avenue, Nairobi",
    "15 Adeola Odeku Street, Victoria Island, Lagos", "23 Long Street, Cape Town 8001", "Av. Corrientes 1234, C1043 CABA", "Avenida Insurgentes Sur 1602, Col. Crédito Constructor, 03940 CDMX", "Carrera 7 # 71-21, Bogotá",
    "Av. Providencia 1234, Providencia, Santiago", "Jr. de la Unión 456, Lima", "1 Macquarie St, Sydney NSW 2000", "Unit 4, 22 Queen St, Auckland 1010", "100 Queen St W, Toronto, ON M5H 2N2",
    "1234 rue Sainte-Catherine O, Montréal QC H3G 1P1", "25 O'Connell Street Upper, Dublin 1, D01 F5P2", "Ship to\nJane Roe\n48 Oak Lane\nBristol BS8 1TH", "Adresse:\nMüllerstraße 3\n13353 Berlin", "Dirección: Calle 50 #12-34, Medellín",
    "Send it to 77 Massachusetts Ave, Cambridge, MA 02139", "Carrer de Mallorca 401, 08013 Barcelona", "Kalverstraat 92, Amsterdam", "Storgata 10, 0155 Oslo", "Plac Zamkowy 4, 00-277 Warszawa",
    "Rua Direita 15, 3500-100 Viseu", "Hlavná 25, 040 01 Košice", "Odos Ermou 10, 105 63 Athens", "Laugavegur 22, 101 Reykjavík", "Pärnu mnt 10, 10148 Tallinn",
  ], 1, "addr-");
  add([
    "Bitte liefern an: Goethestraße 12, 60313 Frankfurt am Main", "Unsere neue Adresse lautet Lindenweg 4b, 34117 Kassel", "Envoyez le colis au 27 allée des Tilleuls, 44000 Nantes", "Vivo en la Calle Real 18, 2º izq., 15003 A Coruña", "Spedire a Via dei Mille 24, 80121 Napoli",
    "Morada: Travessa do Carmo 3, 1200-095 Lisboa", "Adres: Prinsengracht 263, 1016 GV Amsterdam", "Adresa: Strada Mihai Eminescu 5, 010511 București", "Cím: Kossuth Lajos utca 12, 4024 Debrecen", "Adresa: Palackého 15, 602 00 Brno",
    "Адрес доставки: ул. Ленина, д. 15, кв. 7, Екатеринбург", "Adres: Bağdat Caddesi No: 45 Daire 3, Kadıköy, İstanbul", "Διεύθυνση: Οδός Ερμού 25, 105 63 Αθήνα", "Osoite: Aleksanterinkatu 52, 00100 Helsinki", "Adresse: Storgata 1, 0155 Oslo",
    "住所：〒150-0002 東京都渋谷区渋谷2-21-1", "地址：广东省深圳市南山区深南大道10000号", "주소: 서울시 강남구 테헤란로 152", "Địa chỉ: 45 Lê Lợi, Quận 1, TP. Hồ Chí Minh", "Alamat: Jl. Malioboro No. 56, Yogyakarta 55271",
    "I'm at 88 Colin P Kelly Jr St, San Francisco, CA 94107", "Our office: 1 Infinite Loop, Cupertino, CA 95014", "Return address: 15 Church Lane, Oxford OX1 4AA", "Meet me at 221 Queen Street, Brisbane QLD 4000", "Mail it to 500 Robson St, Vancouver, BC V6B 1A1",
    "Av. 9 de Julio 1925, Buenos Aires", "Rua da Consolação 2200, São Paulo", "Calle 72 No. 10-07, Bogotá", "Avenida Reforma 222, Juárez, 06600 Ciudad de México", "Boulevard Mohammed V 120, Casablanca",
  ], 1, "addrb-");
  add([
    "Goethe wrote Faust in 1808", "Die Lindenstraße lief 1985 bis 2020", "Nantes est une belle ville", "A Coruña tiene 245 000 habitantes", "Napoli, 80121 è il CAP del centro",
    "Lisboa fica a 300 km do Porto", "Prinsengracht is a canal in Amsterdam", "Bucureşti are 1,7 milioane de locuitori", "Debrecen Magyarország második legnagyobb városa", "Brno je druhé největší město",
    "ул. Ленина есть в каждом городе", "Kadıköy'de 45 dakika bekledik", "Η Αθήνα έχει 3,1 εκατομμύρια κατοίκους", "Helsinki 2024: 12 tapahtumaa", "Oslo, 0155",
    "渋谷区は東京の23区の一つです", "深圳市人口1756万", "강남구 인구는 53만 명", "TP. Hồ Chí Minh có 9 triệu dân", "Yogyakarta 55271",
    "Order 88 shipped to San Francisco", "1 Infinite Loop was Apple's campus", "Oxford OX1 is the city centre postcode area", "Queen Street Mall is busy", "Robson Street shopping",
    "9 de Julio es la avenida más ancha", "Consolação é um bairro", "Calle 72 estaba cerrada hoy", "Reforma 222 es un centro comercial", "Mohammed V a régné de 1957 à 1961",
  ], 0, "nearb-");
  add([
    "I moved to London last year", "Wir fahren nächste Woche nach Berlin", "Paris est magnifique au printemps", "Vivo en Madrid desde 2019", "Roma, Milano e Napoli",
    "PLZ 10115", "Postleitzahl 80335", "code postal 75008", "CP 28013", "ZIP 90210",
    "Main Street is closed today", "Die Hauptstraße ist gesperrt", "la rue de Rivoli est bondée", "Calle Mayor tiene mucho tráfico", "Via Roma è chiusa per lavori",
    "Order 4521 shipped on 12/03/2024", "Pedido 12345 enviado", "Bestellung 778812 vom 01.02.2024", "Commande n° 123456", "Номер заказа 45-8812",
    "Price: 1 299 €", "Preis: 45,99 €", "costs $1,234.56", "Rs. 12,345", "¥ 98,000",
    "Meeting at 10:30 in room 204", "Treffen um 14 Uhr, Raum 3.12", "réunion à 9h dans la salle 12", "Reunión el 5 de mayo a las 10", "Riunione alle 15:00",
    "ISBN 978-3-16-148410-0", "Chapter 12, page 221", "Kapitel 5, Seite 77", "Section 350 of the Act", "Artículo 42 de la Constitución",
    "The 5th Avenue store has a sale", "Champs-Élysées is a famous avenue", "Abbey Road by The Beatles (1969)", "Sesame Street season 12", "Wall Street fell 2% today",
    "He was born in Springfield, Illinois", "Stockholm, Sweden", "Tokyo 2020 Olympics", "東京は大きい都市です", "我住在北京",
    "서울은 한국의 수도입니다", "Москва — столица России", "İstanbul çok güzel", "القاهرة مدينة كبيرة", "תל אביב היא עיר",
    "Platz 2 in der Tabelle", "Level 5, Stage 3", "Gate 12, Terminal 2", "Seat 14C, Row 14", "Track 9 at 10:42",
    "version 2.3.1 of the Street Fighter game", "I live 3 streets away", "Avenue Q is a musical", "Via Appia was built in 312 BC", "Rue 21 is a clothing store",
    "Block 5 of the course", "Lot 12 of the auction", "Unit 4 exam results", "Flat rate 12 EUR", "Suite 1 in D major",
    "Budapest, 1062", "Warszawa 2024", "Praha 1 district", "Kraków 31-019", "Wien 1010",
    "Order: 12 Main (pizzas), 4 Side (salads)", "route 66 road trip", "Highway 101 traffic", "A7 Autobahn Stau bei km 123", "N-340 carretera cortada",
    "Plaza Mayor de Salamanca es preciosa", "Piazza San Marco was flooded", "Times Square on New Year's Eve", "Red Square in winter", "Tiananmen Square",
    "Call 020 7946 0018", "email jane@example.com", "IBAN DE89 3704 0044 0532 0130 00", "date 2024-03-11", "IP 192.0.2.1",
    "12 apples, 5 oranges", "Room 12, Floor 3", "Building 42 is the cafeteria", "Pier 39 in San Francisco", "Area 51",
    "the Baker Street Irregulars", "Downing Street said today", "Unter den Linden is lined with trees", "Via Garibaldi è centrale", "Rua Augusta tem muitas lojas",
    "Kingdom of the Netherlands, 1815", "Amsterdam-Noord", "Kreuzberg is trendy", "Copacabana beach", "Shibuya crossing",
    "Mannerheimintie on pitkä katu", "Strøget er en gågade", "Drottninggatan är lång", "ul. Marszałkowska jest długa", "Andrássy út a világörökség része",
  ], 0, "near-");
}
