import { asciiDigits } from "./digits";
import { overlaps } from "./spans";
import { mayHaveSpokenRun, spokenDigitRuns } from "./spoken-digits";

/**
 * Payment card numbers (PANs). A run of digit groups joined by the separators people paste (a
 * space or two, a no-break, thin or figure space, - . / _ or a dash of any kind, " - ", one line
 * break), read in full-width and other digit systems too; inside a run, a window of groups written
 * the way cards are (one group of 12-19 digits, groups of four with a shorter last, Amex 4-6-5,
 * Diners 4-6-4), whatever stands outside it being only an expiry (MM/YY) or a CVV. The window's
 * digits must pass Luhn and belong to a network at a length it issues:
 * - named networks, found with or without a card word: Visa 4 (13/16/19), Mastercard 51-55 and
 *   2221-2720 (16), Amex 34/37 (15), Diners 300-305/3095/36/38/39 (14-19), Discover 6011/644-649/65,
 *   JCB 3528-3589, UnionPay 62, Mir 2200-2204 (16-19), Maestro 5018/5020/5038/5893/6304/6390/6759/
 *   6761-6763 (16-19);
 * - the others (Maestro 50/56-69 at 12-19, RuPay 60/65/81/82/508, UnionPay 81, Elo, Hipercard
 *   606282, Troy 9792, Verve 5060/5061/6500, any network prefix at another length): only with a card
 *   word of ~20 languages nearby.
 * A label that says the digits are something else (IMEI, IBAN, tracking, order, invoice, reference,
 * transaction, loyalty / gift card, serial, timestamp… in ~20 languages) nearer before the number
 * than any card word makes it not a card; so do IBAN check digits glued to the run, and a run that
 * is a piece of a longer hex or dashed token (UUIDs). A run's pieces between line breaks are tried
 * first (a list of cards: each one); after a card word a list number may precede the card and a
 * four-digit group follow it. Numbers read out or typed digit by digit count after a card word.
 * Round 12 (labelled/pii-r12-cards-email.ts, docs/filters-data-card.md).
 * Round 14 (labelled/pii-r14-card-ip.ts): a number's own evidence beats a bare id word. A named
 * network at its length in groups of four (4-6-5, 4-6-4) joined by one separator, or 16 digits
 * under a prefix only one exotic network uses (RuPay, Elo, Hipercard, Troy, Verve), is a card
 * without a card word; "account", "acct", "ID", "ref", "customer", "client" alone veto only weaker
 * numbers ("Order ID", "Customer ID": an id glued to another label is that label's, and vetoes).
 * Cards in a row joined by spaces (8, 12… groups of four, every 16 a named network's Luhn-valid
 * number) are each a card. A masked number still showing 12–15 digits in four groups of four
 * ("4111 1111 1111 11**", "5500-0000-00**-0004") is a card when its first group names a network,
 * or after a card word when the first group is masked too; first-six-last-four and last-four
 * masks show fewer and are not.
 * Round 15 (labelled/pii-r15-small.ts): Visa's 13 digits written 4-4-5 are card-shaped (under 4
 * only: another prefix at 4-4-5 is not).
 * Round 16 (labelled/pii-r16-small.ts): a tab joins groups too; after a card word two halves
 * (8-8) or a UnionPay BIN and the rest (6-10, 6-13) are card-shaped; card words inflect and
 * compound (Kártyaszám, korttinumero, kartę); a compound "-nummer" / "-nr" of anything but a card
 * (Vertragsnummer, klantnummer), a contract, build or version word, and Indonesian identity-card
 * words (NIK, KTP, kartu keluarga) name other numbers.
 */

// one separator between two digit groups (no comma, no spaced slash: those separate list items)
// (spaces of every width and a tab, zero-width marks a copy leaves behind; full-width slash and low line)
const SPACE = "[ \\t\\u00a0\\u2000-\\u200b\\u2060\\u202f\\u3000\\ufeff]";
const SEP = `(?:${SPACE}{1,3}(?:[-\\u2010-\\u2015\\u2212\\u00b7\\u2022\\uff0d]${SPACE}{1,2})?|[-\\u2010-\\u2015\\u2212./_\\u00b7\\u2022\\uff0d\\uff0e\\uff0f\\uff3f]|[ \\t]*\\r?\\n[ \\t]*)`;
const RUN = new RegExp(`\\d+(?:${SEP}\\d+)*`, "g");
const GROUP = /\d+/g;
const LONG = /\d[\d \u00a0\u2000-\u200b\u2060\u202f\ufeff\u3000\-\uff0d\u2010-\u2015\u2212./_\u00b7\u2022\uff0f\uff3f\t\r\n]{11}/g;
// (V8 answers a class of non-Latin-1 code points at once on a one-byte string)
const WIDE = /[\u0100-\uffff]/;
const OTHER_ND = /[^\P{Nd}0-9]/u;
const ND = /\p{Nd}/u;
/**
 * The decimal digits of every script in the BMP as ASCII (one code unit for one: the ranges stay
 * the text's), and the full-width punctuation asciiDigits reads. A digit's value is its distance
 * from the start of its block (Unicode's decimal digits come in whole runs of ten, 0 to 9).
 */
function asciiAllDigits(text: string): string {
  return asciiDigits(text).replace(/[^\P{Nd}0-9]/gu, (c) => {
    if (c.length > 1) return c;
    let k = 0;
    for (let cp = c.charCodeAt(0) - 1; ND.test(String.fromCharCode(cp)); cp--) k++;
    return String(k % 10);
  });
}

// words that name a payment card: card words, networks, card fields
const CARD_WORD =
  /(?<![\p{L}])(?:cards?|card_?(?:number|no|num)|cardnumber|cardno|card#|credit|debit|visa|master\s?card|mc|amex|american\s+express|discover|jcb|diners|union\s?pay|maestro|rupay|mir|elo|hipercard|troy|verve|cc|ccn|cc_?num(?:ber)?|pan|cvv2?|cvc2?|exp|expiry|expires|payment|pay|paid|charge|charged|billing|tarjeta\p{L}*|cart[ãa]o|carte|karte|kreditkart\p{L}*|karten\p{L}*|carta|kaart\p{L}*|creditcard\p{L}*|karta|karty|kartu|kart|kartı|kort|kortnummer|kortnum\p{L}*|kortti\p{L}*|kártya\p{L}*|kartę|kartą|karcie|cr[ée]dito|d[ée]bito|кредит\p{L}*|карт\p{L}*|мир|κάρτ\p{L}*|כרטיס|بطاق\p{L}*|कार्ड|thẻ)(?![\p{Ll}])|신용카드|카드|カード|クレジット|卡号|卡號|信用卡|银行卡|銀行卡|银联|銀聯|卡|บัตร/giu;
// words that say the digits are something else (the nearest label before the number decides)
const OTHER_WORD =
  /(?<![\p{L}])(?:imei|meid|iccid|esn|serial|s\/n|sn|iban|bic|swift|routing|sort\s+code|tracking|track|awb|shipment|parcel|consignment|waybill|order|orders|invoice|inv|ref|reference|transaction|txn|trx|txid|tx|policy|(?:loyalty|member|membership|rewards)(?:[\s-]*cards?)?|(?:gift|sim|bonus|discount|club|library|store)[\s-]*cards?|voucher|coupon|promo|customer|client|user\s*id|account|acct|employee|badge|ticket|booking|reservation|confirmation|pnr|sku|barcode|ean|upc|gtin|isbn|issn|timestamp|epoch|unix|created_at|updated_at|time_unix_nano|ts|uuid|guid|hash|request|correlation|trace|session|licen[cs]e|vin|patent|passport|vat|asin|case|claim|lot|batch|model|part|id|pedido|orden|factura|rastreo|seguimiento|referencia|protocolo|rastreio|encomenda|fatura|commande|facture|suivi|colis|r[ée]f[ée]rence|bestell\p{L}*|rechnung\p{L}*|vertrag\p{L}*|nik|ktp|nric|kartu\s+(?:keluarga|tanda\s+penduduk)|build|version|release|firmware|sendung\p{L}*|referenz|serien\p{L}*|auftrag\p{L}*|ordine|fattura|spedizione|tracciamento|bestelling|factuur|zending|trackingnummer|заказ\p{L}*|трек\p{L}*|накладн\p{L}*|серийн\p{L}*|відправлен\p{L}*|замовлен\p{L}*|zamówieni\p{L}*|przesyłk\p{L}*|faktur\p{L}*|sipariş\p{L}*|kargo|takip|đơn\s+hàng|vận\s+đơn|pesanan|resi|طلب|الطلب|شحن\p{L}*|تتبع|التتبع|فاتورة|הזמנה|משלוח|ऑर्डर|ट्रैकिंग)(?![\p{Ll}])|订单|訂單|单号|單號|快递|快遞|运单|運單|序列号|物流|注文|追跡|伝票|シリアル|주문|송장|운송장|일련번호|অর্ডার|ઓર્ડર|ਆਰਡਰ|ஆர்டர்|ఆర్డర్|ഓർഡർ|ಆರ್ಡರ್|ট্র্যাকিং|चालान|बिल नंबर|คำสั่งซื้อ|เลขพัสดุ|سفارش|آرڈر|ٹریکنگ|מעקב|(?<![\p{L}])\p{L}{3,}(?<!kart|karten|kaart|kort|card|kredit)(?:nummer|nr)(?![\p{Ll}])/giu;

/** Luhn's check (mod 10) over a string of ASCII digits. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "named": a major network at a length it issues; "other": a card network only with a card word; null: no card. */
function network(d: string): "named" | "other" | null {
  const n = d.length;
  if (n < 12 || n > 19) return null;
  const p2 = Number(d.slice(0, 2));
  const p4 = Number(d.slice(0, 4));
  if (d[0] === "4") return n === 13 || n === 16 || n === 19 ? "named" : "other";
  if (p2 >= 51 && p2 <= 55) return n === 16 ? "named" : "other";
  if (p4 >= 2200 && p4 <= 2204) return n >= 16 ? "named" : "other"; // Mir
  if (p4 >= 2221 && p4 <= 2720) return n === 16 ? "named" : "other";
  if (p2 === 34 || p2 === 37) return n === 15 ? "named" : "other";
  if ((p4 >= 3000 && p4 <= 3059) || p4 === 3095 || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14 ? "named" : "other";
  if (p4 >= 3528 && p4 <= 3589) return n >= 16 ? "named" : "other";
  if (p4 === 6011 || (p4 >= 6440 && p4 <= 6599) || p2 === 62) return n >= 16 ? "named" : "other";
  if (/^(?:5018|5019|5020|5038|5893|6304|6390|6759|676[1-3])/.test(d)) return n >= 16 ? "named" : "other";
  if (p2 === 50 || (p2 >= 56 && p2 <= 69) || p2 === 81 || p2 === 82 || p4 === 9792 || p4 === 9704 || p2 === 35) return "other";
  return null;
}

/** Whether groups [i, j] of a run are written the way cards are. */
function cardShape(sizes: readonly number[], i: number, j: number): boolean {
  const k = j - i + 1;
  if (k === 1) return sizes[i] >= 12 && sizes[i] <= 19;
  if (k === 3 && sizes[i] === 4 && sizes[i + 1] === 6 && (sizes[j] === 4 || sizes[j] === 5)) return true;
  // Visa's 13 digits as 4-4-5 (the length and prefix are checked with the digits)
  if (k === 3 && sizes[i] === 4 && sizes[i + 1] === 4 && sizes[j] === 5) return true;
  if (k < 3 || k > 5) return false;
  for (let g = i; g < j; g++) if (sizes[g] !== 4) return false;
  return sizes[j] >= 1 && sizes[j] <= 4;
}

const MONTH = /^(?:0?[1-9]|1[0-2])$/;
const JOIN = /^[/.-]$/;
/**
 * What may stand beside a card inside the same run, in any order: an expiry (MM/YY, MM/YYYY), a
 * date (YYYY-MM, YYYY-MM-DD) and a CVV.
 */
function expiryOrCvv(groups: readonly string[], seps: readonly string[]): boolean {
  if (groups.length > 5) return false;
  let i = 0;
  let expiry = 0;
  let cvv = 0;
  while (i < groups.length) {
    const g = groups[i];
    const joined = i + 1 < groups.length && JOIN.test(seps[i]);
    if (joined && expiry === 0 && /^20\d{2}$/.test(g) && MONTH.test(groups[i + 1])) {
      expiry++;
      i += i + 2 < groups.length && JOIN.test(seps[i + 1]) && /^\d{1,2}$/.test(groups[i + 2]) ? 3 : 2;
    } else if (joined && expiry === 0 && MONTH.test(g) && /^(?:\d{2}|20\d{2})$/.test(groups[i + 1])) {
      expiry++;
      i += 2;
    } else if (expiry === 0 && cvv === 1 && /^(?:0[1-9]|1[0-2])\d{2}$/.test(g)) {
      expiry++;
      i++;
    } else if (/^\d{3,4}$/.test(g) && cvv === 0) {
      cvv++;
      i++;
    } else return false;
  }
  return true;
}

// a hex token with letters and digits joined by a dash before or after the run: a UUID's other groups
const HEX_BEFORE = /(?<![\p{L}\p{N}])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]+-$/iu;
const HEX_AFTER = /^-(?=[0-9a-f]*[a-f])[0-9a-f]+(?![\p{L}])/iu;

/**
 * A window with groups beside it in its run must stand apart from them: at least 13 digits, and
 * groups of four not continued by a four-digit group with the same separator (but an expiry's
 * year), or "1234 5678 9012 3456" and "9400 1118 9922 3344 5566" would hold a card-shaped piece.
 */
function apart(groups: readonly string[], seps: readonly string[], i: number, j: number, lo: number, hi: number, lengthOnly: boolean): boolean {
  let n = 0;
  let fours = true;
  for (let g = i; g <= j; g++) {
    n += groups[g].length;
    if (g < j && groups[g].length !== 4) fours = false;
  }
  if (n < 13) return false;
  if (!fours || i === j || lengthOnly) return true;
  const inner = new Set(seps.slice(i, j));
  if (i > lo && groups[i - 1].length === 4 && inner.has(seps[i - 1]) && !(i - 2 >= lo && JOIN.test(seps[i - 2]))) return false;
  if (j < hi - 1 && groups[j + 1].length === 4 && inner.has(seps[j]) && !(j + 2 < hi && JOIN.test(seps[j + 1]))) return false;
  return true;
}

function lineWindowBefore(text: string, at: number): string {
  let lo = Math.max(0, at - 64);
  // the line of the number and the one before it (a CSV or table header)
  const nl = text.lastIndexOf("\n", at - 1);
  if (nl >= 0) {
    const nl2 = text.lastIndexOf("\n", nl - 1);
    lo = Math.max(lo, nl2 + 1);
  }
  return text.slice(lo, at);
}
/**
 * The last id label in a lead and whether it is only a generic id word (account, acct, id, ref,
 * customer, client) with no stronger label glued before it ("Order ID", "Transaction ID" are strong).
 */
function lastOther(lead: string): { end: number; weak: boolean } {
  OTHER_WORD.lastIndex = 0;
  let end = -1;
  let weak = false;
  let prevWeak = false;
  for (let m = OTHER_WORD.exec(lead); m; m = OTHER_WORD.exec(lead)) {
    const w = WEAK_ID.test(m[0]);
    // (an id right after another label names that label's id: "Order ID", "Customer ID", "Transaction
    // ref"; an account after a weak word stays weak: "customer account")
    const glued = end >= 0 && /^[\s#:.-]{0,3}$/.test(lead.slice(end, m.index));
    weak = w && !(glued && (/^(?:id|ref)$/i.test(m[0]) || !prevWeak));
    end = m.index + m[0].length;
    prevWeak = weak;
  }
  return { end, weak };
}
const EXOTIC_PREFIX = /^(?:508[5-9]|60(?:69|7[0-9]|8[0-9])|652[1-9]|6530|4011|4389|4514|4576|5041|5066|5067|509[0-9]|6277|636[23]|650[45]|6516|6550|606282|3841|9792|506[01]|6500)/;
const WEAK_ID = /^(?:account|acct|id|ref|customer|client)$/i;

/**
 * A card's own evidence, whatever the words around: a network's prefix at a length it issues (or,
 * for the other networks, 16 or 19 digits), Luhn (checked by the caller), written in groups of four
 * (Amex 4-6-5, Diners 4-6-4) joined by one and the same separator.
 */
function strongShape(digits: string, sizes: readonly number[], seps: readonly string[], i: number, j: number): boolean {
  // (one group: only under a prefix that names one network, at 16 digits: RuPay, Elo, Hipercard, Troy, Verve)
  if (i === j) return digits.length === 16 && EXOTIC_PREFIX.test(digits);
  if (j - i < 2) return false;
  for (let g = i + 1; g < j; g++) if (seps[g] !== seps[i]) return false;
  if (!/^(?: |-|\u00a0)$/.test(seps[i])) return false;
  const net = network(digits);
  if (net === "named") return true;
  return net === "other" && (digits.length === 16 || digits.length === 19) && sizes[i] === 4;
}

function lastEnd(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let end = -1;
  for (let m = re.exec(s); m; m = re.exec(s)) end = m.index + m[0].length;
  return end;
}

interface Run {
  start: number;
  groups: string[];
  offs: number[];
  seps: string[];
  sizes: number[];
}

/**
 * The first card among groups [lo, hi) of a run: a card-shaped window with at most an expiry, a
 * date and a CVV beside it (prefix and suffix of at most five groups: the scan stays linear in the
 * run's length).
 */
function windowIn(text: string, r: Run, lo: number, hi: number, afterCard = false): readonly [number, number] | null {
  const { groups, seps, sizes, offs, start } = r;
  // after a card word, also a list number or "card 2" before the card and a four-digit group after it
  // (a card just before in the same run counts as one: a numbered list of cards)
  let cardWord: boolean | undefined = afterCard || undefined;
  const labelled = () => (cardWord ??= lastEnd(CARD_WORD, lineWindowBefore(text, start + offs[lo])) >= 0);
  for (let i = lo; i < hi && i <= lo + 5; i++) {
    if (!expiryOrCvv(groups.slice(lo, i), seps.slice(lo, Math.max(lo, i - 1))) && !(i === lo + 1 && sizes[lo] <= 2 && labelled())) continue;
    for (let j = Math.min(hi - 1, i + 4); j >= i && j >= hi - 6; j--) {
      // (two halves, 8-8, or a UnionPay BIN and the rest, 6-10 / 6-13: only after a card word)
      if (!cardShape(sizes, i, j) && !(j === i + 1 && /^(?:8,8|6,10|6,13)$/.test(`${sizes[i]},${sizes[j]}`) && labelled())) continue;
      let breaks = 0;
      for (let g = i; g < j; g++) if (seps[g].includes("\n")) breaks++;
      if (breaks > (j - i >= 2 ? 1 : 0)) continue;
      if (!expiryOrCvv(groups.slice(j + 1, hi), seps.slice(j + 1, hi - 1))) continue;
      const beside = i > lo || j < hi - 1;
      if (beside && !apart(groups, seps, i, j, lo, hi, false) && !(apart(groups, seps, i, j, lo, hi, true) && labelled())) continue;
      const digits = groups.slice(i, j + 1).join("");
      if (!luhn(digits)) continue;
      const net = network(digits);
      if (!net) continue;
      // (4-4-5 is Visa's 13-digit layout only)
      if (j - i === 2 && sizes[i + 1] === 4 && digits.length === 13 && digits[0] !== "4") continue;
      const b = start + offs[j] + groups[j].length;
      if (!accepted(text, start + offs[lo], b, net, beside, strongShape(digits, sizes, seps, i, j))) continue;
      return [start + offs[i], b];
    }
  }
  return null;
}

export function detectCards(original: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  // a number read out or typed digit by digit ("four one one one, …", "4 1 1 1 1 1 …"), after a card word
  // (looked for only in the 240 characters after a card word's stem: the word scan is not cheap)
  CARD_STEM.lastIndex = 0;
  for (let c = CARD_STEM.exec(original); c; c = CARD_STEM.exec(original)) {
    const win = original.slice(0, c.index + 240);
    const from = c.index;
    if (mayHaveSpokenRun(win.slice(from))) spokenCards(win, from, out);
    CARD_STEM.lastIndex = c.index + 240;
  }
  // a masked number that still shows twelve digits or more ("4111 1111 1111 11**", "5500000000000xxx")
  // (a number whose first group is masked too: only after a card word)
  MASKED.lastIndex = MASK_HINT.test(original) ? 0 : original.length;
  for (let m = MASKED.exec(original); m; m = MASKED.exec(original)) {
    const all = m[1] + m[3] + m[4] + m[5];
    const shown = all.replace(/\D/g, "").length;
    if (shown < 12 || shown === 16) continue;
    const b = m.index + m[0].length;
    if (/^\d{4}$/.test(m[1])) {
      if (network(all.replace(/\D/g, "0")) !== "named") continue;
      if (accepted(original, m.index, b, "named", false, true)) out.push([m.index, b]);
    } else if (lastEnd(CARD_WORD, lineWindowBefore(original, m.index)) > lastEnd(OTHER_WORD, lineWindowBefore(original, m.index))) out.push([m.index, b]);
  }
  // a run is looked at only where a digit has at least 11 digits or separators after it (one pass
  // over a text without any); other digit systems are rare: the two length-keeping readings then
  const text = WIDE.test(original) && OTHER_ND.test(original) ? asciiAllDigits(original) : original;
  LONG.lastIndex = 0;
  for (let c = LONG.exec(text); c; c = LONG.exec(text)) {
    RUN.lastIndex = c.index;
    const m = RUN.exec(text);
    if (!m) break;
    LONG.lastIndex = m.index + m[0].length;
    const runText = m[0];
    const start = m.index;
    if (runText.length < 12) continue;
    const before = text.slice(Math.max(0, start - 12), start);
    const groups: string[] = [];
    const offs: number[] = [];
    GROUP.lastIndex = 0;
    for (let g = GROUP.exec(runText); g; g = GROUP.exec(runText)) {
      groups.push(g[0]);
      offs.push(g.index);
    }
    // IBAN: two capitals and the check digits glued to the run ("DE89 3704 …"); a piece of a
    // longer hex or dashed token (UUID, request id)
    if (/[A-Z]{2}$/.test(before) && groups[0].length === 2) continue;
    if (HEX_BEFORE.test(before) || HEX_AFTER.test(text.slice(start + runText.length, start + runText.length + 14))) continue;
    const seps = groups.slice(1).map((_, i) => runText.slice(offs[i] + groups[i].length, offs[i + 1]));
    const r: Run = { start, groups, offs, seps, sizes: groups.map((g) => g.length) };
    // a run's pieces between line breaks and standalone long numbers first ("4111 1111 1111 1111\n5555
    // 5555 5555 4444", two numbers in a row: each its own card); else the whole run (a card whose
    // groups a line break splits)
    const pieces: Array<readonly [number, number]> = chained(text, r);
    let lo = 0;
    for (let g = pieces.length > 0 ? groups.length + 1 : 1; g <= groups.length; g++) {
      if (g < groups.length && !seps[g - 1].includes("\n") && r.sizes[g] < 12 && r.sizes[g - 1] < 12) continue;
      if (lo > 0 || g < groups.length) {
        const piece = windowIn(text, r, lo, g, pieces.length > 0);
        if (piece) pieces.push(piece);
      }
      lo = g;
    }
    if (pieces.length > 0) out.push(...pieces);
    else {
      const whole = windowIn(text, r, 0, groups.length);
      if (whole) out.push(whole);
    }
  }
  return out;
}

/**
 * Two or more cards in a row joined only by spaces ("4111 1111 1111 1111 5500 0000 0000 0004"):
 * a run of 8, 12… groups of four where every four in turn are a named network's Luhn-valid
 * 16 digits, each its own card (one chance in ten per number that ids pass Luhn: all must).
 */
function chained(text: string, r: Run): Array<readonly [number, number]> {
  const { groups, sizes, offs, start } = r;
  const n = groups.length;
  if (n < 8 || n % 4 !== 0 || n > 24 || sizes.some((k) => k !== 4)) return [];
  const out: Array<readonly [number, number]> = [];
  for (let i = 0; i < n; i += 4) {
    const d = groups.slice(i, i + 4).join("");
    if (!luhn(d) || network(d) !== "named") return [];
    out.push([start + offs[i], start + offs[i + 3] + 4]);
  }
  return accepted(text, start, out[out.length - 1][1], "named", false, true) ? out : [];
}

// four groups of four, the last ending in mask characters (no u flag: a cheap scan)
const MASK_HINT = /[*#\u2022\u25cf]|[\dxX][xX]/;
const MASKED = /(?<![A-Za-z0-9*#\u2022\u25cf])([\dxX*#\u2022\u25cf]{4})([ -]?)([\dxX*#\u2022\u25cf]{4})\2([\dxX*#\u2022\u25cf]{4})\2([\dxX*#\u2022\u25cf]{4})(?![A-Za-z0-9*#\u2022\u25cf])/g;

// the stems of the card words (no u flag: a scan at the speed of a character test)
const CARD_STEM = /card|kart|cart|tarjeta|karte|kort|kaart|visa|master|amex|\u043a\u0430\u0440\u0442|\u5361|\u30ab\u30fc\u30c9|\uce74\ub4dc/gi;
function spokenCards(text: string, from: number, out: Array<readonly [number, number]>): void {
  for (const r of spokenDigitRuns(text.slice(from), 12).map((x) => ({ ...x, start: x.start + from, end: x.end + from }))) {
    if (overlaps(out, r.start, r.end)) continue;
    if (r.digits.length < 12 || r.digits.length > 19 || !luhn(r.digits) || !network(r.digits)) continue;
    const lead = lineWindowBefore(text, r.start);
    const card = lastEnd(CARD_WORD, lead);
    if (card < 0 || lastEnd(OTHER_WORD, lead) > card) continue;
    out.push([r.start, r.end]);
  }
}

// what may stand between a label and its number: punctuation and the words for number, code, is
const FILLER =
  /^(?:[\s:#.,;=()\[\]"'\u00ba\u00b0\u2116\u3000\uff1a\u2013\u2014-]|(?<![\p{L}])(?:number|numbers|no|nr|num|n[ºo°]|id|code|is|was|es|est|ist|é|são|del|de|do|da|du|the|my|your|número|numéro|nummer|numero|numer|numarası|numarasi|no\.|номер|код|số|mã|nomor|رقم|नंबर|번호|番号|号码|號碼|号|號)(?![\p{L}]))*$/iu;

function accepted(text: string, runStart: number, b: number, net: "named" | "other", withExpiry: boolean, strong = false): boolean {
  const lead = lineWindowBefore(text, runStart);
  const card = lastEnd(CARD_WORD, lead);
  const other = lastOther(lead);
  // an id label right before the number (only filler between) names what it is; one with other
  // digits after it is another number's ("Ticket 8830: user typed …"); further back, it decides
  // only when no card word is nearer. A bare id word ("account", "ID", "ref") names nothing: it
  // vetoes only a number without a card's own evidence
  if (other.end >= 0 && !/\d/.test(lead.slice(other.end)) && !(strong && other.weak)) {
    if (FILLER.test(lead.slice(other.end)) || card < 0) return false;
  }
  if (card >= 0 || withExpiry || strong) return true;
  // a label right after: "358240051111110 (IMEI)", "… is the tracking number"
  const tail = text.slice(b, b + 24).split(/\n|[.!?;](?:\s|$)/)[0];
  OTHER_WORD.lastIndex = 0;
  const o = OTHER_WORD.exec(tail);
  if (o && FILLER.test(tail.slice(0, o.index))) return false;
  if (net === "named") return true;
  CARD_WORD.lastIndex = 0;
  return CARD_WORD.test(text.slice(b, b + 40));
}
