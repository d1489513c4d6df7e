import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import metadata from "libphonenumber-js/metadata.max.json";
import { mulberry32, pick, type Labelled, type Rng } from "./rng";

/**
 * Round 11 (issue 23): phone numbers of every country the libphonenumber metadata knows (~240
 * regions), generated at load time from that metadata (MIT, already a dependency; no copied data):
 * for each region a fixed-line and a mobile number drawn at random to match the region's own
 * national number patterns, written as people write them (the metadata's national format with its
 * trunk prefix; with dashes, dots or no separators; the international format with + and with 00),
 * inside short chat messages in the region's main language, with a phone word and without one.
 * Near misses in the same languages: dates, clock times, prices, order and tracking numbers,
 * ISBNs, IBAN fragments, coordinates, version numbers and postcodes.
 * Every text of a region is in the group `phone:r11:<region>`: the held-out fifth is whole
 * countries. Own PRNG: no earlier text or split moves.
 */

type Lang = keyof typeof LANG;
interface LangText {
  /** With a phone word. */
  cue: readonly string[];
  /** Without one (a name, a time, a place). */
  bare: readonly string[];
  /** Near misses: {v} is the value, {o} an order or tracking word, {d} a date word. */
  order: readonly string[];
  other: readonly string[];
}
const LANG = {
  en: {
    cue: ["Call me on {p} after six.", "My mobile is {p}", "you can reach the office at {p}", "Phone: {p}", "text me at {p} when you land", "WhatsApp {p} pls"],
    bare: ["Anna — {p}", "{p} (home, evenings)", "ok so it's {p}, got it?"],
    order: ["My order {v} has not arrived.", "Tracking number {v}, still in transit.", "Invoice {v} is overdue."],
    other: ["The meeting moved to {v}.", "It cost {v} in the end.", "See page {v} of the report."],
  },
  es: {
    cue: ["Llámame al {p} por la tarde.", "Mi móvil es {p}", "teléfono: {p}", "Puedes contactarme en el {p}", "escríbeme por WhatsApp al {p}"],
    bare: ["Carmen — {p}", "{p} (casa, por las noches)", "vale, es el {p}, ¿lo tienes?"],
    order: ["Mi pedido {v} no ha llegado.", "Número de seguimiento {v}, sigue en tránsito.", "La factura {v} está vencida."],
    other: ["La reunión pasó al {v}.", "Al final costó {v}.", "Mira la página {v} del informe."],
  },
  fr: {
    cue: ["Appelle-moi au {p} ce soir.", "Mon portable : {p}", "Tél. {p}", "Vous pouvez me joindre au {p}", "envoie un SMS au {p}"],
    bare: ["Sophie — {p}", "{p} (maison, le soir)", "ok c'est le {p}, noté ?"],
    order: ["Ma commande {v} n'est pas arrivée.", "Numéro de suivi {v}, toujours en transit.", "La facture {v} est en retard."],
    other: ["La réunion est passée au {v}.", "Ça a coûté {v} au final.", "Voir la page {v} du rapport."],
  },
  pt: {
    cue: ["Liga-me para o {p} à tarde.", "Meu celular é {p}", "Telefone: {p}", "pode me contatar no {p}", "manda WhatsApp pro {p}"],
    bare: ["João — {p}", "{p} (casa, à noite)", "ok, é {p}, anotou?"],
    order: ["Meu pedido {v} ainda não chegou.", "Código de rastreio {v}, em trânsito.", "A fatura {v} está atrasada."],
    other: ["A reunião passou para {v}.", "No fim custou {v}.", "Veja a página {v} do relatório."],
  },
  de: {
    cue: ["Ruf mich unter {p} an.", "Meine Handynummer: {p}", "Tel.: {p}", "Sie erreichen mich unter {p}", "schreib mir per WhatsApp an {p}"],
    bare: ["Jürgen — {p}", "{p} (privat, abends)", "ok, also {p}, notiert?"],
    order: ["Meine Bestellung {v} ist nicht angekommen.", "Sendungsnummer {v}, noch unterwegs.", "Die Rechnung {v} ist überfällig."],
    other: ["Das Treffen wurde auf {v} verschoben.", "Am Ende hat es {v} gekostet.", "Siehe Seite {v} im Bericht."],
  },
  it: {
    cue: ["Chiamami al {p} stasera.", "Il mio cellulare è {p}", "Tel. {p}", "mi trovi al numero di telefono {p}", "scrivimi su WhatsApp al {p}"],
    bare: ["Giulia — {p}", "{p} (casa, la sera)", "ok, è il {p}, segnato?"],
    order: ["Il mio ordine {v} non è arrivato.", "Numero di tracciamento {v}, ancora in transito.", "La fattura {v} è scaduta."],
    other: ["La riunione è stata spostata al {v}.", "Alla fine è costato {v}.", "Vedi pagina {v} del rapporto."],
  },
  nl: {
    cue: ["Bel me op {p} vanavond.", "Mijn mobiel: {p}", "Tel. {p}", "je kunt me bereiken op telefoonnummer {p}", "app me op {p}"],
    bare: ["Sanne — {p}", "{p} (thuis, 's avonds)", "ok, het is {p}, genoteerd?"],
    order: ["Mijn bestelling {v} is niet aangekomen.", "Trackingnummer {v}, nog onderweg.", "Factuur {v} is te laat."],
    other: ["De vergadering is verzet naar {v}.", "Het kostte uiteindelijk {v}.", "Zie pagina {v} van het rapport."],
  },
  ru: {
    cue: ["Позвони мне по номеру {p} вечером.", "Мой мобильный: {p}", "Тел.: {p}", "звоните по телефону {p}", "напиши в WhatsApp на {p}"],
    bare: ["Ольга — {p}", "{p} (дом, вечером)", "ок, это {p}, записал?"],
    order: ["Мой заказ {v} не пришёл.", "Трек-номер {v}, ещё в пути.", "Счёт {v} просрочен."],
    other: ["Встречу перенесли на {v}.", "В итоге это стоило {v}.", "См. страницу {v} отчёта."],
  },
  ar: {
    cue: ["اتصل بي على {p} مساءً.", "رقم جوالي: {p}", "هاتف: {p}", "للتواصل واتساب {p}"],
    bare: ["أحمد — {p}", "{p} (المنزل، مساءً)"],
    order: ["طلبي {v} لم يصل بعد.", "رقم التتبع {v}، ما زال في الطريق.", "الفاتورة {v} متأخرة."],
    other: ["تم نقل الاجتماع إلى {v}.", "كلف في النهاية {v}."],
  },
  tr: {
    cue: ["Beni {p} numarasından arayın.", "Cep telefonum: {p}", "Tel: {p}", "WhatsApp: {p}"],
    bare: ["Ayşe — {p}", "{p} (ev, akşamları)"],
    order: ["Siparişim {v} gelmedi.", "Kargo takip numarası {v}, hâlâ yolda.", "Fatura {v} gecikti."],
    other: ["Toplantı {v} tarihine ertelendi.", "Sonunda {v} tuttu."],
  },
  zh: {
    cue: ["请拨打电话{p}联系我。", "我的手机：{p}", "电话 {p}", "有问题联系 {p}"],
    bare: ["王先生 {p}", "{p}（晚上）"],
    order: ["我的订单 {v} 还没到。", "快递单号 {v} 还在运输中。", "发票 {v} 已逾期。"],
    other: ["会议改到了 {v}。", "最后花了 {v}。"],
  },
  ja: {
    cue: ["電話は{p}までお願いします。", "携帯：{p}", "連絡先 {p}"],
    bare: ["田中 {p}", "{p}（夜）"],
    order: ["注文番号 {v} がまだ届きません。", "追跡番号 {v} は輸送中です。"],
    other: ["会議は {v} に変更です。", "結局 {v} かかった。"],
  },
  ko: {
    cue: ["전화는 {p}로 주세요.", "휴대폰: {p}", "연락처 {p}"],
    bare: ["김민수 {p}", "{p} (저녁)"],
    order: ["주문번호 {v} 아직 안 왔어요.", "송장번호 {v} 배송 중입니다."],
    other: ["회의가 {v}로 변경됐어요.", "결국 {v} 들었어요."],
  },
  id: {
    cue: ["Hubungi saya di {p} ya.", "No. HP: {p}", "Telepon {p}", "WA {p}"],
    bare: ["Budi — {p}", "{p} (rumah, malam)"],
    order: ["Pesanan saya {v} belum sampai.", "Nomor resi {v} masih dalam perjalanan."],
    other: ["Rapat dipindah ke {v}.", "Akhirnya habis {v}."],
  },
  vi: {
    cue: ["Gọi cho tôi số {p} nhé.", "Số điện thoại: {p}", "liên hệ {p}"],
    bare: ["Anh Minh — {p}", "{p} (buổi tối)"],
    order: ["Đơn hàng {v} của tôi chưa đến.", "Mã vận đơn {v} đang giao."],
    other: ["Cuộc họp dời sang {v}.", "Cuối cùng hết {v}."],
  },
  th: {
    cue: ["โทรหาฉันที่ {p} นะ", "เบอร์มือถือ {p}", "ติดต่อ {p}"],
    bare: ["สมชาย {p}", "{p} (ตอนเย็น)"],
    order: ["คำสั่งซื้อ {v} ยังไม่มาถึง", "เลขพัสดุ {v} กำลังจัดส่ง"],
    other: ["ประชุมเลื่อนเป็น {v}", "สุดท้ายจ่ายไป {v}"],
  },
  sw: {
    cue: ["Nipigie kwa {p} jioni.", "Simu yangu: {p}", "Namba ya simu {p}"],
    bare: ["Juma — {p}", "{p} (nyumbani, jioni)"],
    order: ["Oda yangu {v} haijafika.", "Namba ya kufuatilia kifurushi {v}."],
    other: ["Mkutano umehamishwa hadi {v}.", "Iligharimu {v}."],
  },
  pl: {
    cue: ["Zadzwoń do mnie pod {p} wieczorem.", "Mój numer komórki: {p}", "Tel. {p}"],
    bare: ["Kasia — {p}", "{p} (dom, wieczorem)"],
    order: ["Moje zamówienie {v} nie dotarło.", "Numer przesyłki {v}, nadal w drodze."],
    other: ["Spotkanie przeniesiono na {v}.", "Ostatecznie kosztowało {v}."],
  },
  fa: {
    cue: ["با شماره تلفن {p} تماس بگیرید.", "موبایل: {p}"],
    bare: ["علی — {p}", "{p} (عصرها)"],
    order: ["سفارش {v} هنوز نرسیده.", "کد رهگیری {v} در راه است."],
    other: ["جلسه به {v} منتقل شد.", "در نهایت {v} هزینه شد."],
  },
  hi: {
    cue: ["मुझे {p} पर कॉल करें।", "मेरा मोबाइल नंबर {p} है", "फ़ोन: {p}"],
    bare: ["राहुल — {p}", "{p} (शाम को)"],
    order: ["मेरा ऑर्डर {v} नहीं आया।", "ट्रैकिंग नंबर {v} रास्ते में है।"],
    other: ["मीटिंग {v} को है।", "कुल {v} लगे।"],
  },
} as const satisfies Record<string, LangText>;

/** The main language of a region's chat (English where none of the above). */
const LANG_OF: Partial<Record<string, Lang>> = {};
const by = (lang: Lang, regions: string) => regions.split(" ").forEach((r) => (LANG_OF[r] = lang));
by("es", "ES AR BO CL CO CR CU DO EC GQ GT HN MX NI PA PE PR PY SV UY VE EA IC");
by("fr", "FR BE BF BI BJ BL CD CF CG CI CM DJ GA GF GN GP KM LU MC MF MG ML MQ NC NE PF PM RE SC SN TD TG VU WF YT HT MA DZ TN");
by("pt", "PT BR AO CV GW MZ ST TL MO");
by("de", "DE AT CH LI");
by("it", "IT SM VA");
by("nl", "NL SR AW CW SX BQ");
by("ru", "RU BY KZ KG TJ UZ TM UA MD AM AZ GE MN");
by("ar", "AE BH EG EH IQ JO KW LB LY MR OM PS QA SA SD SO SY YE");
by("tr", "TR");
by("zh", "CN TW HK SG");
by("ja", "JP");
by("ko", "KR KP");
by("id", "ID MY BN");
by("vi", "VN");
by("th", "TH");
by("sw", "TZ KE UG RW");
by("pl", "PL");
by("fa", "IR AF");
by("hi", "IN NP");

type Md = { countries: Record<string, unknown[]> };
const COUNTRIES = (metadata as unknown as Md).countries;
/** The national number pattern and possible lengths of a region's fixed lines (0) or mobiles (1). */
function typeOf(region: string, type: 0 | 1): { re: RegExp; lengths: number[] } | undefined {
  const types = COUNTRIES[region]?.[11] as Array<[string, number[]?] | 0 | undefined> | undefined;
  const t = types?.[type];
  if (!t || typeof t === "number") return undefined;
  const lengths = t[1] ?? (COUNTRIES[region][3] as number[]);
  return { re: new RegExp(`^(?:${t[0]})$`), lengths };
}
/** A national number matching the region's pattern for the type (random digits, tried until one fits). */
function sample(rng: Rng, region: string, type: 0 | 1): string | undefined {
  const t = typeOf(region, type);
  if (!t) return undefined;
  for (let k = 0; k < 4000; k++) {
    const len = pick(rng, t.lengths);
    let s = "";
    for (let i = 0; i < len; i++) s += String(Math.floor(rng() * 10));
    if (t.re.test(s)) return s;
  }
  return undefined;
}
const digitRun = (rng: Rng, n: number) => Array.from({ length: n }, () => String(Math.floor(rng() * 10))).join("");

/** The ways one number is written: national (as formatted, dashes, dots, no separators), international (+, 00). */
function writings(national: string, intl: string): Array<{ text: string; kind: string }> {
  const out = [{ text: national, kind: "national" }];
  if (/\s/.test(national) && !/[()]/.test(national)) {
    out.push({ text: national.replace(/\s+/g, "-"), kind: "national-dashes" });
    out.push({ text: national.replace(/\s+/g, "."), kind: "national-dots" });
  }
  out.push({ text: national.replace(/\D/g, ""), kind: "national-plain" });
  out.push({ text: intl, kind: "intl" });
  out.push({ text: `00${intl.slice(1)}`, kind: "intl-00" });
  out.push({ text: intl.replace(/\s+/g, ""), kind: "intl-plain" });
  return out;
}

export function ownPiiRound11Phone(slug: string): Labelled[] {
  if (slug !== "phone") return [];
  const out: Labelled[] = [];
  const rng: Rng = mulberry32(0x2311);
  for (const region of Object.keys(COUNTRIES).sort()) {
    const lang: Lang = LANG_OF[region] ?? "en";
    const L: LangText = LANG[lang];
    const group = `phone:r11:${region}`;
    const add = (text: string, label: 0 | 1, source: string) => out.push({ text, label, source: `phone:r11-${source}`, group, lang });
    for (const type of [0, 1] as const) {
      for (let k = 0; k < 2; k++) {
        const nsn = sample(rng, region, type);
        if (!nsn) continue;
        const p = parsePhoneNumberFromString(nsn, region as CountryCode);
        if (!p?.isValid()) continue;
        const kindName = type === 0 ? "fixed" : "mobile";
        for (const w of writings(p.formatNational(), p.formatInternational())) {
          add(pick(rng, L.cue).replace("{p}", w.text), 1, `${kindName}-${w.kind}-cue`);
          // without a phone word: a bare run of digits is anyone's number; only the written-out forms
          // (nor a national number of five or six digits: a small place's, known only by its phone word;
          // nor a dotted one without a trunk prefix: 24.464.210 is an amount in half the world)
          if (w.kind !== "national-plain" && (k === 0 || w.kind.startsWith("intl")) && (nsn.length >= 7 || w.kind.startsWith("intl")) && !(w.kind === "national-dots" && !/^[08]/.test(w.text))) add(pick(rng, L.bare).replace("{p}", w.text), 1, `${kindName}-${w.kind}-bare`);
        }
      }
    }
    // near misses in the same language
    const y = 2019 + Math.floor(rng() * 7);
    const dd = String(1 + Math.floor(rng() * 28)).padStart(2, "0");
    const mm = String(1 + Math.floor(rng() * 12)).padStart(2, "0");
    const others = [
      `${dd}.${mm}.${y}`, `${dd}/${mm}/${y}`, `${y}-${mm}-${dd} ${10 + Math.floor(rng() * 10)}:${pick(rng, ["00", "15", "30", "45"])}`,
      `${1 + Math.floor(rng() * 9)} ${digitRun(rng, 3)},${digitRun(rng, 2)} €`, `$${1 + Math.floor(rng() * 9)},${digitRun(rng, 3)}.${digitRun(rng, 2)}`,
      `ISBN 978-${1 + Math.floor(rng() * 9)}-${digitRun(rng, 3)}-${digitRun(rng, 5)}-${Math.floor(rng() * 10)}`,
      `IBAN ${region === "AC" ? "GB" : region}${digitRun(rng, 2)} ${digitRun(rng, 4)} ${digitRun(rng, 4)} ${digitRun(rng, 4)}`,
      `${(Math.floor(rng() * 8000) / 100 - 40).toFixed(4)}, ${(Math.floor(rng() * 30000) / 100 - 150).toFixed(4)}`,
      `v${1 + Math.floor(rng() * 9)}.${Math.floor(rng() * 30)}.${Math.floor(rng() * 200)}`,
      `${digitRun(rng, 5)} ${pick(rng, ["Centre", "Nord", "Sud", "Est"])}`,
    ];
    for (const v of others) add(pick(rng, L.other).replace("{v}", v), 0, "near-miss");
    const orders = [`${y}-${digitRun(rng, 6)}`, `${digitRun(rng, 4)} ${digitRun(rng, 4)} ${digitRun(rng, 2)}`, digitRun(rng, 10 + Math.floor(rng() * 3)), `${digitRun(rng, 3)}-${digitRun(rng, 7)}`];
    for (const v of orders) add(pick(rng, L.order).replace("{v}", v), 0, "near-miss-order");
  }
  return out;
}
