import { randomHalves, type Labelled } from "./rng";

/**
 * Round 21 (a small probe for phone, ssn and ip-address, written by us before phone.ts, builtins.ts (ssn) and
 * ip.ts were changed this round, from knowledge of the formats; invented values only, no copied text). Rows are
 * [class, language, text]; randomHalves splits each filter's positives and negatives in half once (seed per
 * filter): the development half to tune on, the held-out half to report.
 * - phone: positives are North American numbers with dots after a one-letter signature label (M:, T:, C:, O:,
 *   Tel.) in a signature block, +1 numbers with dashes as a CSV field under a "phone" header (555-01xx, the
 *   fictional reserved block, counts), toll-free 1-800/888/877 numbers followed by opening hours with time
 *   ranges; hard negatives are ten-digit booking / reference / order / invoice codes labelled in other
 *   languages (Hindi, Arabic, …) and hyphenated ISBN-10 / ISBN-13 with or without the word ISBN.
 * - ssn: positives are nine digits without separators after an SSN cue abbreviation (ss no, ss#, soc sec, SSN:)
 *   in lower-case chat, and 3-2-4 numbers after SSN cues of other languages; hard negatives are 3-2-4 groups
 *   after a non-SSN label noun (asset tag, batch, invoice, part, ticket, model, order, protocol, product code…)
 *   in many languages.
 * - ip-address: hard negatives are dotted quads after a measurement / tolerance / dimension / section / clause
 *   word in other languages; positives are real addresses after an IP / server / gateway word in the same ones.
 */

type Rows = Array<readonly [cls: string, lang: string, text: string]>;
const rows = (cls: string, xs: ReadonlyArray<readonly [string, string]>): Rows => xs.map(([l, t]) => [cls, l, t] as const);

// ---------------------------------------------------------------- phone
const PHONE_POS: Rows = [
  ...rows("signature-dots", [
    ["en", "Best,\nDana Whitfield\nSenior Analyst\nM: 617.555.0126\nE: dana@example.com"],
    ["en", "Thanks!\n--\nRaj Patel | Ops Lead\nT: 312.555.0187\nC: 773.555.0142"],
    ["en", "Cheers,\nMo\nO: 206.555.0113 | M: 425.555.0199"],
    ["en", "Regards,\nLiz Moreau\nTel. 514.555.0171\nwww.example.ca"],
    ["fr", "Cordialement,\nJulien Roy\nC: 438.555.0134\nBureau de Montréal"],
    ["es", "Saludos,\nMarta Díaz\nM: 305.555.0148\nMiami"],
    ["en", "Kind regards,\nTom Brandt\nDirector of Sales\nO: 212.555.0102 x14\nM: 917.555.0165"],
    ["en", "— sent from my phone\nJess K.\nC: 503.555.0119"],
    ["de", "Viele Grüße\nAnna Berg\nT: 416.555.0158\nToronto Office"],
    ["en", "Sincerely,\nPaul Okafor, CPA\nT: 404.555.0137 F: 404.555.0138"],
    ["en", "Warmly,\nGrace\nm: 702.555.0181"],
    ["pt", "Abraços,\nRicardo Lima\nCel.: 646.555.0124\nNova York"],
    ["en", "Best regards\nNina Shah | Product\nM: 669.555.0190\nLinkedIn: /in/ninashah"],
    ["en", "Thanks,\nDerek\nO: 615.555.0103 · M: 615.555.0177"],
  ]),
  ...rows("csv-plus1", [
    ["en", "name,phone\nJ. Doe,+1-617-555-0142"],
    ["en", "name,phone,city\nA. Smith,+1-212-555-0199,New York\nB. Jones,+1-415-555-0107,San Francisco"],
    ["en", "Here is the export:\nid,name,phone\n17,M. Reyes,+1-305-555-0123"],
    ["es", "nombre,teléfono\nL. García,+1-786-555-0181"],
    ["en", "first,last,phone\nAmy,Lo,+1-646-555-0156"],
    ["fr", "nom,téléphone\nC. Tremblay,+1-514-555-0164"],
    ["en", "\"name\",\"phone\"\n\"K. Ito\",\"+1-808-555-0130\""],
    ["de", "Name;Telefon\nP. Müller;+1-312-555-0111"],
    ["en", "contact,phone,email\nR. Park,+1-213-555-0175,r.park@example.com"],
    ["en", "name,phone\nT. Nguyen,+1-713-555-0109\nS. Cole,+1-720-555-0146"],
    ["pt", "nome,telefone\nF. Alves,+1-617-555-0193"],
    ["en", "name,mobile\nD. Lee,+1-206-555-0128"],
  ]),
  ...rows("tollfree-hours", [
    ["en", "Call 1-800-555-0199 (Mon–Fri 8am–6pm ET)."],
    ["en", "Support: 1-888-555-0142 (Mon-Sat 9am-5pm PT)"],
    ["en", "Questions? 1-877-555-0110, Mon–Fri 7:00–19:00 CT."],
    ["es", "Llame al 1-800-555-0163 (lun–vie 8–18 h ET)."],
    ["fr", "Appelez le 1-888-555-0155 (lun.–ven. 9 h–17 h HE)."],
    ["en", "Billing line 1-800-555-0171 (Mon–Fri 8am–8pm, Sat 9am–1pm ET)"],
    ["en", "Reach us at 1 (877) 555-0136, Mon–Fri 9–5 EST."],
    ["de", "Hotline 1-800-555-0188 (Mo–Fr 8–18 Uhr ET)"],
    ["en", "Toll-free: 1.888.555.0104 (weekdays 8:30am–5:30pm MT)"],
    ["en", "Customer care 1-877-555-0192 (24/7) or chat 8am–10pm."],
    ["pt", "Ligue 1-800-555-0117 (seg–sex 9h–18h ET)."],
    ["en", "Call 1-866-555-0150 between 8am-6pm ET, Mon-Fri."],
  ]),
];
const PHONE_NEG: Rows = [
  ...rows("booking-code", [
    ["hi", "आपका PNR नंबर 4521873906 है।"], ["hi", "बुकिंग कोड 7730194582 सुरक्षित रखें।"], ["ar", "الرمز 6203918475 صالح لمدة 24 ساعة."], ["ar", "رقم الفاتورة 8140392756 مستحق الدفع."],
    ["ar", "رقم الحجز 5392018467 مؤكد."], ["tr", "Rezervasyon kodu 3918402756 onaylandı."], ["id", "Kode booking 6610293847 sudah dibayar."], ["vi", "Mã đặt chỗ 2849105736 đã xác nhận."],
    ["ru", "Номер заказа 7403918265 отправлен."], ["ja", "予約番号 5820193746 をご確認ください。"], ["zh", "订单号 9302817465 已发货。"], ["ko", "예약번호 4182930576 입니다."],
    ["de", "Buchungsnummer 6729018345 bitte angeben."], ["fr", "Numéro de réservation 3810927465 confirmé."], ["es", "Código de reserva 2093817465 válido."], ["pt", "Número do pedido 8402917365 em trânsito."],
    ["it", "Codice prenotazione 5930182746 confermato."], ["pl", "Numer faktury 7190283645 do zapłaty."], ["nl", "Referentienummer 4920183756 graag vermelden."], ["th", "หมายเลขการจอง 6028193745 ยืนยันแล้ว"],
    ["sw", "Namba ya kumbukumbu 3729104856 imethibitishwa."], ["hi", "ऑर्डर संख्या 9182736450 भेज दिया गया।"], ["fa", "کد رهگیری 5201938476 ثبت شد."], ["he", "מספר הזמנה 7301928465 אושר."],
  ]),
  ...rows("isbn", [
    ["en", "ISBN 0-306-40615-2"], ["en", "The second edition is 978-0-306-40615-7."], ["en", "Cite it as ISBN-10 0-19-852663-6."], ["de", "ISBN 3-16-148410-0, Hardcover."],
    ["fr", "Réf. 2-07-036822-X en poche."], ["en", "Order 0-306-40615-2 from the library."], ["es", "Libro 84-376-0494-9, edición de bolsillo."], ["en", "See 978-3-16-148410-0 for the reprint."],
    ["it", "Codice 88-04-47328-2 in catalogo."], ["en", "My copy: 1-4028-9462-7, paperback."], ["pt", "ISBN 978-85-359-0277-5 esgotado."], ["en", "Textbook 0-321-14653-0 is required."],
    ["ja", "ISBN 978-4-06-263758-1 の文庫版"], ["en", "Both 0-262-03384-4 and 978-0-262-03384-8 are the same book."], ["pl", "Książka 83-01-13911-1 w bibliotece."], ["nl", "Boek 90-5356-264-2 besteld."],
  ]),
];

// ---------------------------------------------------------------- ssn
const SSN_POS: Rows = [
  ...rows("cue-nine", [
    ["en", "my ss no is 412785309"], ["en", "ss# 529471138 pls update it"], ["en", "soc sec 318650472 for the form"], ["en", "SSN:601338945"],
    ["en", "ssn 233904517 thx"], ["en", "here's my ss# 387104221"], ["en", "his soc sec no 712045338"], ["en", "ss number 299381146 is on file"],
    ["en", "ssn: 530118274"], ["en", "my ssn is 404338217 lol"], ["en", "ss# is 143022217"], ["en", "soc. sec. #214679031"],
    ["en", "social 487120365 dob 4/2/88"], ["en", "ssn=645098213"], ["en", "ss no. 078051120 and dob 1/1/70"], ["en", "the ss # 551208734 right?"],
  ]),
  ...rows("cue-other-language", [
    ["de", "Meine Sozialversicherungsnummer ist 412-78-5309."], ["es", "Mi número de seguro social es 529-47-1138."], ["fr", "Numéro de sécurité sociale : 318-65-0472."], ["pt", "Número do seguro social 601-33-8945."],
    ["it", "Il mio numero di previdenza sociale USA è 233-90-4517."], ["es", "SSN del empleado: 387-10-4221"], ["pl", "Numer ubezpieczenia społecznego 712-04-5338."], ["nl", "Sofinummer VS: 299-38-1146"],
    ["ko", "사회보장번호 530-11-8274"], ["zh", "社会安全号码 404-33-8217"], ["ru", "Номер социального страхования 143-02-2217"], ["vi", "Số an sinh xã hội 214-67-9031"],
  ]),
  ...rows("bare", [["en", "214-67-9031"], ["en", "It is 487-12-0365."], ["en", "use 645-09-8213"], ["en", "551-20-8734"]]),
];
const SSN_NEG: Rows = rows("labelled-324", [
  ["en", "Asset tag 412-78-5309 is on the laptop."], ["zh", "批号 529-47-1138 已检验。"], ["ko", "송장번호 318-65-0472 조회해 주세요."], ["ru", "Номер детали 601-33-8945 нет на складе."],
  ["sw", "Namba ya tiketi 233-90-4517 imethibitishwa."], ["hi", "मॉडल नंबर 387-10-4221 वाला फ़ोन।"], ["pl", "Numer zlecenia 712-04-5338 w realizacji."], ["tr", "Sipariş kodu 299-38-1146 kargoda."],
  ["el", "Αριθμός πρωτοκόλλου 530-11-8274."], ["vi", "Mã sản phẩm 404-33-8217 hết hàng."], ["de", "Chargennummer 143-02-2217 gesperrt."], ["fr", "Numéro de lot 214-67-9031 rappelé."],
  ["es", "Número de pedido 487-12-0365 enviado."], ["it", "Numero di serie 645-09-8213 registrato."], ["pt", "Código do produto 551-20-8734 indisponível."], ["ja", "部品番号 078-05-1120 を交換。"],
  ["id", "Nomor tiket 412-33-9087 sudah dibuat."], ["nl", "Factuurnummer 318-22-4590 betaald."], ["ar", "رقم الطلب 529-18-3340 قيد الشحن."], ["en", "Batch 601-28-4431 failed QA."],
  ["sv", "Artikelnummer 233-41-0987 slut i lager."], ["cs", "Číslo objednávky 387-56-2210 odesláno."], ["uk", "Номер накладної 712-30-5589 отримано."], ["en", "Case number 299-14-7720 was closed."],
  ["th", "หมายเลขพัสดุ 530-27-6614 จัดส่งแล้ว"], ["fa", "شماره سفارش 404-19-3378 ثبت شد."], ["he", "מספר מוצר 143-62-0095 אזל."], ["ro", "Număr de factură 214-50-3318 plătit."],
]);

// ---------------------------------------------------------------- ip-address
const IP_POS: Rows = rows("ip-word", [
  ["id", "Alamat IP server 192.168.10.25 tidak merespons."], ["de", "Der Server 10.20.30.40 ist nicht erreichbar."], ["fr", "L'adresse IP 172.16.4.12 est bloquée."], ["es", "La IP del router es 192.168.1.1."],
  ["pt", "O gateway 10.0.0.1 caiu."], ["it", "Indirizzo IP 203.0.113.45 bannato."], ["nl", "Het IP-adres 198.51.100.7 is geblokkeerd."], ["tr", "Sunucu IP 185.12.44.9 yanıt vermiyor."],
  ["pl", "Adres IP 83.12.201.44 jest zablokowany."], ["ru", "IP-адрес 95.31.18.119 заблокирован."], ["en", "Connect to 10.1.5.3 on port 22."], ["vi", "Địa chỉ IP 113.160.22.5 bị chặn."],
  ["en", "ssh admin@10.12.5.3"], ["de", "Abschnitt 3: Router unter 192.168.0.254 erreichbar."], ["id", "Ping ke 8.8.4.4 gagal."], ["sv", "IP-adressen 81.2.69.160 blockerades."],
]);
const IP_NEG: Rows = rows("measure-word", [
  ["id", "Toleransi ukuran 12.5.3.1 harus dipenuhi."], ["de", "Siehe Abschnitt 4.2.1.3 der Norm."], ["de", "Toleranz 0.2.1.5 laut Zeichnung."], ["fr", "Cote 12.4.2.1 sur le plan."],
  ["es", "Ver apartado 3.1.2.4 del contrato."], ["it", "Tolleranza 5.2.1.3 secondo disegno."], ["pt", "Conforme cláusula 7.2.1.3 do contrato."], ["nl", "Zie paragraaf 2.3.1.4 van de norm."],
  ["pl", "Wymiar 15.2.4.1 na rysunku."], ["tr", "Tolerans 3.2.1.5 aşılmamalı."], ["id", "Lihat pasal 4.1.2.3 perjanjian."], ["de", "Maß 20.1.3.2 prüfen."],
  ["fr", "Voir l'alinéa 3.2.1.1 du règlement."], ["es", "Cláusula 6.3.2.1 aplicable."], ["ru", "См. раздел 4.3.2.1 стандарта."], ["vi", "Xem mục 5.2.3.1 của hợp đồng."],
  ["sv", "Se avsnitt 2.4.1.3 i standarden."], ["cs", "Viz oddíl 3.4.2.1 normy."], ["it", "Vedi sezione 6.1.4.2 del capitolato."], ["de", "Gemäß Ziffer 8.2.1.4 des Vertrags."],
  ["es", "Dimensión 25.4.3.2 según plano."], ["fr", "Tolérance 10.5.2.1 à respecter."], ["id", "Dimensi 30.2.1.4 pada gambar."], ["pt", "Medida 18.3.2.1 no desenho."],
]);

/** Round 21's probe for one filter: phone, ssn or ip-address (empty for the others). */
export function ownPiiRound21Small(slug: string): Array<Labelled & { cls: string }> {
  if (slug === "phone") return randomHalves(PHONE_POS, PHONE_NEG, 0x21a1, "phone:r21");
  if (slug === "ssn") return randomHalves(SSN_POS, SSN_NEG, 0x21c3, "ssn:r21");
  if (slug === "ip-address") return randomHalves(IP_POS, IP_NEG, 0x21d4, "ip-address:r21");
  return [];
}
export const R21_SLUGS = ["phone", "ssn", "ip-address"] as const;
