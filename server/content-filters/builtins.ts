import { isIPv6 } from "node:net";
import { detectAddresses } from "./address";
import { loadLexicon } from "./lexicon";
import { detectPersonNames } from "./person-name";
import { detectPhones } from "./phone";
import { judgeInjection } from "./prompt-injection-detector";

/**
 * The built-in content filters (decisions.md "Guardrails"): what each matches, the label
 * redaction writes, and the actions it accepts. email, ssn, credit-card and ip-address are the
 * gateway's own patterns, written without nested quantifiers (linear on V8's backtracking
 * engine), plus a check where a pattern alone would over-match (Luhn for cards, the address
 * parser for IPv6); phone (libphonenumber-js), person-name (name lexicon), address (European
 * layouts) and the prompt-injection model have modules of their own. A detector returns the
 * [start, end) ranges it found. Measured by `npm run eval:filters` (docs/filters-data-card.md).
 */

export const BUILTIN_SLUGS = ["email", "phone", "ssn", "credit-card", "ip-address", "person-name", "address", "regex-prompt-injection"] as const;
export type BuiltinSlug = (typeof BUILTIN_SLUGS)[number];
export type FilterAction = "block" | "redact" | "flag";
export type Range = readonly [number, number];

export interface BuiltinDefinition {
  label: string;
  actions: readonly FilterAction[];
  /** Whether the filter reads every text (PII) or, by default, only what the user wrote. */
  scoped: boolean;
  detect(text: string): Range[];
  /** Detectors with a score (the learned prompt-injection model): the ranges and the score, in one pass. */
  scored?(text: string): { ranges: Range[]; score: number };
}

function ranges(re: RegExp, text: string, accept?: (m: RegExpExecArray) => boolean): Range[] {
  const out: Range[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (!accept || accept(m)) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

// Letters of any script (internationalised addresses: RFC 6531), or a quoted local part
// ("first.last"@example.com, RFC 5321)
const EMAIL =
  /(?:(?<![\p{L}\p{N}_.+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}|(?<![\p{L}\p{N}_])"[^"\s@\\]{1,62}")@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}_-])/gu;
// git@github.com:org/repo.git: an SSH remote (user@host:path), not a mailbox
const SCP_PATH_AFTER = /^:[^\s:]/;

/** The local part before the @ is at most 64 characters. */
const EMAIL_LOCAL_MAX = 64;

/**
 * EMAIL's matches, the regex started only just before the next '@' (a match holds one within its
 * first 65 characters, so none starts earlier): the same matches as a scan of the whole text,
 * without trying the pattern at every letter of the prose between addresses.
 */
function emails(text: string): Range[] {
  const out: Range[] = [];
  let from = 0;
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", from)) {
    EMAIL.lastIndex = Math.max(from, at - EMAIL_LOCAL_MAX);
    const m = EMAIL.exec(text);
    if (!m) break;
    // the next match of a whole-text scan (none starts before at - 64), wherever it is
    const end = m.index + m[0].length;
    if (!SCP_PATH_AFTER.test(text.slice(end, end + 2))) out.push([m.index, end]);
    from = end;
  }
  return out;
}

// not the head of a longer code (209-33-1774/2024, 120-45-6789.2)
const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-]|[/.]\d)/g;
// nine digits written without separators are an SSN only when the text names one just before
const SSN_BARE = /\b(?:ssn\b|ss#|social security(?: number| no\.?| #)?\b)[^\d\n]{0,40}?(?<![\d-])((?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4})(?![\d-])/gi;
// an id word earlier in the same sentence (within 48 characters, no SSN cue after it) makes an
// SSN-shaped number a part, model, lot or booking number: "Part number 310-22-4471", "Model
// 600-12-4490 vs 600-12-4410"
// (and the same nouns in es / pt / fr / it / de / nl: a file, order, invoice or case number)
const ID_BEFORE =
  /(?<![\p{L}\p{N}])(?:part|parts|lot|batch|model|models|serial|sku|item|article|booking|reservation|confirmation|order|invoice|ticket|tracking|ref|reference|catalog|catalogue|product|stock|flight|patent|version|build|isbn|receipt|claim|policy|case|file|pedido|encomenda|factura|fatura|expediente|processo|proceso|protocolo|referencia|refer\u00eancia|c\u00f3digo|codice|commande|facture|dossier|r\u00e9f\u00e9rence|ordine|fattura|pratica|riferimento|bestellung|rechnung|aktenzeichen|vorgang|referenz|bestelling|factuur|referentie|kenmerk|zaak|extension|ext|pbx|durchwahl|nebenstelle|interno|poste)(?![\p{L}\p{N}])[^.!?\n]*$/iu;
// ("their social 123-45-6789": US speech shortens "social security number" to "social")
const SSN_CUE = /\b(?:ssn|ss#|social|sozialversicherung|taxpayer|tin)\b/i;
// 123.45.6789 is an SSN only with a cue near it, before or after ("typed 123.45.6789 for my social")
const SSN_DOTTED = /(?<![\d.-])(?!000|666|9\d\d)\d{3}\.(?!00)\d{2}\.(?!0000)\d{4}(?![\d-]|[/.]\d)/g;
function idBefore(text: string, at: number): boolean {
  const lead = text.slice(Math.max(0, at - 48), at);
  return ID_BEFORE.test(lead) && !SSN_CUE.test(lead);
}
function ssns(text: string): Range[] {
  const out = ranges(SSN, text, (m) => !idBefore(text, m.index));
  if (!/ss(?:n|#)|social/i.test(text)) return out;
  for (const r of ranges(SSN_DOTTED, text, (m) => !idBefore(text, m.index) && SSN_CUE.test(text.slice(Math.max(0, m.index - 48), m.index + m[0].length + 32)))) out.push(r);
  SSN_BARE.lastIndex = 0;
  for (let m = SSN_BARE.exec(text); m; m = SSN_BARE.exec(text)) {
    const at = m.index + m[0].length - m[1].length;
    out.push([at, at + m[1].length]);
  }
  return out;
}

const CARD = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
function luhn(digits: string): boolean {
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
/**
 * Issuer prefixes of the major networks and the lengths each issues: Visa 13/16/19, Mastercard 16,
 * Amex 15, Discover and UnionPay 16-19, JCB 16-19, Diners 14-19. A 15-digit number that is not
 * Amex's (an IMEI: 35…, 01…, 86…) is not a card. Maestro (5018, 5020, 5038, 5893, 6304, 6390,
 * 6759, 6761-6763): 16-19 digits here (shorter Maestro numbers are too rare to
 * outweigh the false positives).
 */
const CARD_PREFIX = /^(?:4|5[1-5]|2[2-7]|3[47]|6(?:011|5|4[4-9]|2)|35|3[068]|5018|5020|5038|5893|6304|6390|67(?:59|6[1-3]))/;
function brandLength(digits: string): boolean {
  const n = digits.length;
  const c = digits.charCodeAt(0) - 48;
  if (c === 4) return n === 13 || n === 16 || n === 19;
  if (c === 5 && (digits[1] === "0" || digits[1] === "8")) return n >= 16; // Maestro
  if (c === 5 || c === 2) return n === 16;
  if (c === 6) return n >= 16;
  if (digits[1] === "4" || digits[1] === "7") return n === 15; // 34, 37: Amex
  if (digits[1] === "5") return n >= 16; // JCB
  return n >= 14; // Diners
}
// a device or document number named just before: IMEI, MEID, ICCID (SIM), serial
const DEVICE_ID_BEFORE = /\b(?:imei|meid|iccid|esn|serial|s\/n|sim)\b[^\n\d]{0,24}$/i;
function isCard(raw: string): boolean {
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 13 || digits.length > 19) return false;
  // separators, when present, must be consistent (groups of 4, or Amex's 4-6-5)
  // (19 digits also as 4-4-4-4-3)
  if (/[ -]/.test(raw) && !/^\d{4}([ -])(?:\d{4}\1\d{4}\1(?:\d{1,7}|\d{4}\1\d{1,3})|\d{6}\1\d{4,5})$/.test(raw)) return false;
  return CARD_PREFIX.test(digits) && brandLength(digits) && luhn(digits);
}

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
// Not part of a longer dotted run (1.2.3.4.5), not a version (v1.2.3.4, "version 1.2.3.4").
const IPV4 = new RegExp(`(?<![\\w.]|\\bv|\\bversion |\\brelease )${OCTET}(?:\\.${OCTET}){3}(?![\\w]|\\.\\d)`, "gi");
/**
 * A dotted quad named as a version or a section ("downgrading from 3.8.2.1 to 3.7.0.0", "Firmware ist
 * 5.1.22.9", "clause 7.2.1.4", "capítulo 2.10.3.1"): a cue of that kind within four words before it (en, de,
 * fr, es, it, nl, pt), with no word for a network address nearer to it and no CIDR suffix or port after.
 */
const VERSION_CUE =
  /(?<![\p{L}])(?:v|ver|version|versions|versi\u00f3n|vers\u00e3o|versione|versie|fw|firmware|kernel|oid|oids|release|releases|build|patch|(?:upgrad|downgrad|updat|aktualisier|aggiorn|actualiz|atualiz|mis)\w*(?:[ \u00a0]+[\p{L}]+){0,2}[ \u00a0]+(?:from|to|von|auf|vers|de|\u00e0|a|da|van|naar|para)|section|sections|sec|sect|secci\u00f3n|sec\u00e7\u00e3o|se\u00e7\u00e3o|sezione|sectie|abschnitt|clause|clauses|cl\u00e1usula|clausola|clausule|klausel|chapter|chapters|chap|chapitre|cap\u00edtulo|capitolo|hoofdstuk|kapitel|article|art|artikel|art\u00edculo|artigo|articolo|paragraph|para|paragraphe|p\u00e1rrafo|par\u00e1grafo|paragrafo|paragraaf|absatz|appendix|annex|anhang|annexe|anexo|allegato|bijlage|clausula)(?![\p{L}])|\u00a7/giu;
const IP_CUE =
  /(?<![\p{L}])(?:ip|ipv4|ip-adres|ip-adresse|address|addresses|adresse|adressen|adres|direcci\u00f3n|indirizzo|endere\u00e7o|host|hosts|hostname|server|servers|serveur|servidor|ping|subnet|gateway|dns|resolver|router|nat|vpn|ssh|firewall|proxy|node|peer|nameserver|netmask|interface|lease|dhcp|allow|allows|deny|block|whitelist|allowlist|blocklist|connect|connects|reach|curl|traceroute)(?![\p{L}])/giu;
const IP_AFTER = /^(?:\/\d{1,2}(?!\d)|:\d{1,5}(?!\d))/;
function versionNamed(text: string, m: RegExpExecArray): boolean {
  if (IP_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6))) return false;
  const lead = text.slice(Math.max(0, m.index - 40), m.index);
  let cue = -1;
  let cueStart = 0;
  VERSION_CUE.lastIndex = 0;
  for (let c = VERSION_CUE.exec(lead); c; c = VERSION_CUE.exec(lead)) {
    cueStart = c.index;
    cue = c.index + c[0].length;
  }
  if (cue < 0) return false;
  // a word for a network address in or after the cue ("update the server from 10.0.0.5") wins
  IP_CUE.lastIndex = cueStart;
  if (IP_CUE.test(lead)) return false;
  // no more than four words between the cue and the number (a sentence later is another topic)
  return lead.slice(cue).split(/\s+/).filter((w) => w.length > 0).length <= 4;
}
// a suffix after the number ("6.8.0.45-generic", "4.2.0.1-beta"): a build's version
const VERSION_SUFFIX = /^-[\p{L}]/u;
/** Dotted quads; when one is named as a version, the others in the text without a network cue near them are too ("4.2.0.17 … back to 4.1.9.3"). */
function ipv4s(t: string): Range[] {
  const found: Array<{ r: Range; version: boolean; cued: boolean }> = [];
  IPV4.lastIndex = 0;
  for (let m = IPV4.exec(t); m; m = IPV4.exec(t)) {
    const end = m.index + m[0].length;
    const version = versionNamed(t, m) || VERSION_SUFFIX.test(t.slice(end, end + 2));
    IP_CUE.lastIndex = 0;
    const cued = IP_CUE.test(t.slice(Math.max(0, m.index - 40), m.index)) || IP_AFTER.test(t.slice(end, end + 6));
    found.push({ r: [m.index, end], version, cued });
  }
  const anyVersion = found.some((f) => f.version);
  return found.filter((f) => !f.version && !(anyVersion && !f.cued)).map((f) => f.r);
}
const IPV6_HINT = /[0-9A-Fa-f]:[0-9A-Fa-f:]|::/;
const IPV6_CANDIDATE = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|:|(?:\d{1,3}\.){3}\d{1,3})(?:%[\w.]+)?(?![\w:])/g;

function injection(text: string): { ranges: Range[]; score: number } {
  const v = judgeInjection(text);
  return { ranges: v.range ? [v.range] : [], score: v.score };
}

export const BUILTINS: Record<BuiltinSlug, BuiltinDefinition> = {
  email: { label: "[EMAIL]", actions: ["block", "redact"], scoped: false, detect: emails },
  phone: {
    label: "[PHONE]",
    actions: ["block", "redact"],
    scoped: false,
    detect: detectPhones,
  },
  ssn: { label: "[SSN]", actions: ["block", "redact"], scoped: false, detect: ssns },
  "credit-card": {
    label: "[CREDIT_CARD]",
    actions: ["block", "redact"],
    scoped: false,
    detect: (t) => ranges(CARD, t, (m) => isCard(m[0]) && !DEVICE_ID_BEFORE.test(t.slice(Math.max(0, m.index - 40), m.index))),
  },
  "ip-address": {
    label: "[IP_ADDRESS]",
    actions: ["block", "redact"],
    scoped: false,
    detect: (t) => [
      ...ipv4s(t),
      // an IPv6 address has a hex digit next to a colon
      ...(IPV6_HINT.test(t) ? ranges(IPV6_CANDIDATE, t, (m) => (m[0].includes("::") || m[0].split(":").length >= 8 ? isIPv6(m[0].split("%")[0]) : false)) : []),
    ],
  },
  "person-name": {
    label: "[PERSON_NAME]",
    actions: ["block", "redact"],
    scoped: false,
    detect: detectPersonNames,
  },
  address: { label: "[ADDRESS]", actions: ["block", "redact"], scoped: false, detect: detectAddresses },
  "regex-prompt-injection": {
    label: "[PROMPT_INJECTION]",
    actions: ["block", "redact", "flag"],
    scoped: true,
    detect: (t) => injection(t).ranges,
    scored: injection,
  },
};

export { luhn };

// The name lexicon is decoded with this module (at start), like the prompt-injection model:
// never on a request's time.
loadLexicon();
