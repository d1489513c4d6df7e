import { detectAddresses } from "./address";
import { detectCards, luhn } from "./card";
import { asciiDigits } from "./digits";
import { detectSpelledEmails } from "./email-spelled";
import { detectIps } from "./ip";
import { loadLexicon } from "./lexicon";
import { detectPersonNames } from "./person-name";
import { detectPhones } from "./phone";
import { spokenDigitRuns } from "./spoken-digits";
import { judgeInjection } from "./prompt-injection-detector";

/**
 * The built-in content filters (decisions.md "Guardrails"): what each matches, the label
 * redaction writes, and the actions it accepts. email and ssn are the gateway's own patterns,
 * written without nested quantifiers (linear on V8's backtracking engine); credit-card (card.ts:
 * runs of digit groups with any pasted separator, card shapes, Luhn, network prefixes and lengths,
 * card and id label words of ~20 languages); ip-address (cue words of ~30 languages,
 * the address parser for IPv6), phone (libphonenumber-js), person-name (name lexicon), address
 * (European layouts) and the prompt-injection model have modules of their own. A detector returns the
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

// Scripts written without spaces between words: an ASCII address may follow or precede their
// letters directly ("发送到hr@example.cn，", "メールはyamada@example.jpまで").
const UNSPACED = "\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}";
/**
 * A mailbox: a local part of letters of any script with their combining marks (RFC 6531: Devanagari
 * and Thai vowels are marks), digits and . _ % + ' - (o'brien@…, _dmarc@…), an ASCII local part
 * right after an unspaced script, or a quoted local part ("john doe"@example.com, RFC 5321); an @,
 * a full-width ＠ or a URL-encoded %40 (…?email=jane%40example.com); a domain of up to nine labels
 * with a letter TLD, an IDN TLD (.рф, .中国) or its punycode (xn--p1ai), or an address literal
 * (postmaster@[192.0.2.1]). Spelled-out forms ("jane [at] example [dot] com") are email-spelled.ts's.
 * Full-width and ideographic full stops in a domain read as "." (maria＠example．jp); "#" for @
 * after a mail word (邮箱 zhangsan#163.com); a mention glued into a CJK sentence (关注@kim.dev的微博)
 * is not a mailbox. Not mailboxes either, by decision: git@host:path remotes and user@host logins
 * after ssh / scp or in a URL's userinfo (logins on a host), user@host without a TLD, package@version,
 * asset@2x, code templates whose local part or domain is a placeholder (${user}@…, {{user}}@…).
 */
const EMAIL = new RegExp(
  "(?:(?<![\\p{L}\\p{M}\\p{N}_.+-])[\\p{L}\\p{N}_][\\p{L}\\p{M}\\p{N}._%+'-]{0,63}" +
    `|(?<=[${UNSPACED}])[A-Za-z0-9_][A-Za-z0-9._%+'-]{0,63}` +
    `|(?:(?<![\\p{L}\\p{N}_])|(?<=[${UNSPACED}]))"[^"\\n@\\\\]{1,62}")` +
    "(?:@|\\uff20|%40)" +
    "(?:\\[(?:\\d{1,3}\\.){3}\\d{1,3}\\]" +
    "|[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,62}\\.){1,8}" +
    "(?:xn--[A-Za-z0-9-]{1,59}(?![\\p{L}\\p{N}-])" +
    `|[A-Za-z]{2,24}(?![^\\P{L}${UNSPACED}]|[\\p{N}\\p{M}]|-[\\p{L}\\p{N}])` +
    "|\\p{L}[\\p{L}\\p{M}]{1,23}(?![\\p{L}\\p{M}\\p{N}-])))",
  "gu",
);
const AT = /@|\uff20|%40/g;
// git@github.com:org/repo.git: an SSH remote (user@host:path), not a mailbox
const SCP_PATH_AFTER = /^:[^\s:]/;
// a login on a host, not a mailbox: after ssh / scp / sftp / rsync and their options, or as a URL's userinfo (ssh://git@…, https://user@…)
const LOGIN_BEFORE = /(?:\b(?:ssh|scp|sftp|rsync|mosh|autossh|ssh-copy-id)(?:\s+-\S+(?:\s+[^\s@-]\S*)?)*\s+|[A-Za-z][\w+.-]*:\/\/[^\s/@?#=&]*)$/i;
// git@host: the SSH login of a code forge, never a mailbox
const FORGE_LOGIN = /^git(?:@|\uff20)/;
// retina asset names (icon@2x.png), not a domain
const ASSET_AFTER_AT = /^(?:@|\uff20|%40)\d+(?:\.\d+)?x\./i;
// an ASCII local part glued to an unspaced script's word before it: the address starts at the ASCII
const GLUED_LOCAL = new RegExp(`[${UNSPACED}]+(?=[A-Za-z0-9_][A-Za-z0-9._%+'-]*(?:@|\\uff20|%40))`, "u");

const WIDE_DOT = /[\uff0e\u3002\uff61]/;
const WIDE_DOTS = /[\uff0e\u3002\uff61]/g;
const UNSPACED_ONLY = new RegExp(`^[${UNSPACED}]+$`, "u");
const UNSPACED_AFTER = new RegExp(`^[${UNSPACED}]`, "u");
/**
 * "关注@kim.dev的微博": a mention glued into a Chinese / Japanese / Korean sentence, not a mailbox:
 * a local part of that script only, an ASCII domain, and the sentence going on right after it.
 * (An address of that script, 王伟@例子.中国, has its domain in the script too.)
 */
function hanMention(text: string, start: number, sign: number, end: number): boolean {
  const local = text.slice(start, start + sign);
  return UNSPACED_ONLY.test(local) && /^[\x21-\x7e]+$/.test(text.slice(start + sign + 1, end)) && UNSPACED_AFTER.test(text.slice(end, end + 1));
}

const HASH_MAILBOX = /(?<![\p{L}\p{N}_.+#-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}#(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/gu;
const HASH_MAIL_WORD = /(?:e-?mail|mail|correo|courriel|\u90ae\u7bb1|\u90f5\u7bb1|\u90ae\u4ef6|\u4fe1\u7bb1|\u30e1\u30fc\u30eb|\uba54\uc77c|\u043f\u043e\u0447\u0442)[^\n]{0,24}$/iu;
function hashMailboxes(text: string): Range[] {
  return ranges(HASH_MAILBOX, text, (m) => HASH_MAIL_WORD.test(text.slice(Math.max(0, m.index - 40), m.index)));
}

/** The local part before the @ is at most 64 characters. */
const EMAIL_LOCAL_MAX = 64;

/**
 * EMAIL's matches, the regex started only just before the next '@' (a match holds one within its
 * first 65 characters, so none starts earlier): the same matches as a scan of the whole text,
 * without trying the pattern at every letter of the prose between addresses. Fediverse handles
 * (@lucie@mastodon.example), logins on a host and asset names are left out.
 */
function emails(original: string): Range[] {
  const out: Range[] = [];
  // a full-width or ideographic full stop in a domain ("maria＠example．jp"): read as "." (one code unit for one)
  const text = WIDE_DOT.test(original) ? original.replace(WIDE_DOTS, ".") : original;
  let from = 0;
  // (the full-width and URL-encoded signs are rare: the plain @ is found with indexOf)
  const exotic = text.includes("\uff20") || text.includes("%40");
  for (;;) {
    let at: number;
    if (exotic) {
      AT.lastIndex = from;
      at = AT.exec(text)?.index ?? -1;
    } else at = text.indexOf("@", from);
    if (at < 0) break;
    EMAIL.lastIndex = Math.max(from, at - EMAIL_LOCAL_MAX);
    const m = EMAIL.exec(text);
    if (!m) break;
    // the next match of a whole-text scan (none starts before at - 64), wherever it is
    const end = m.index + m[0].length;
    from = end;
    if (SCP_PATH_AFTER.test(text.slice(end, end + 2))) continue;
    const prev = text[m.index - 1];
    if (prev === "@" || prev === "\uff20") continue;
    const sign = m[0].search(/@|\uff20|%40(?=[^%]*$)/);
    if (ASSET_AFTER_AT.test(m[0].slice(sign))) continue;
    if (FORGE_LOGIN.test(m[0]) || LOGIN_BEFORE.test(text.slice(Math.max(0, m.index - 64), m.index))) continue;
    if (hanMention(text, m.index, sign, end)) continue;
    const glued = GLUED_LOCAL.exec(m[0]);
    out.push([glued && glued.index === 0 ? m.index + glued[0].length : m.index, end]);
  }
  // "zhangsan#163.com": # for @ (written so to dodge harvesters, in Chinese above all), after a mail word only
  if (text.includes("#")) for (const r of hashMailboxes(text)) if (!out.some(([a, b]) => a < r[1] && r[0] < b)) out.push(r);
  // and the addresses spelled out ("jane [at] example [dot] com", "juan arroba ejemplo punto com")
  for (const r of detectSpelledEmails(text)) if (!out.some(([a, b]) => a < r[1] && r[0] < b)) out.push(r);
  return out;
}

// hyphens and dashes a word processor writes (U+2010-2013, minus), with or without spaces around,
// spaces and no-break spaces: one separator, the same twice
const SSN_SEP = "[ \\u00a0]?[-\\u2010-\\u2013\\u2212][ \\u00a0]?|[ \\u00a0]";
// not the head of a longer code (209-33-1774/2024, 120-45-6789.2)
// (digits first, the look-behind after them: the scan skips prose at the speed of a character class)
const SSN = new RegExp(`(?!000|666|9\\d\\d)\\d{3}(?<![\\d\\-\\u2010-\\u2013\\u2212]\\d{3})(${SSN_SEP})(?!00)\\d{2}\\1(?!0000)\\d{4}(?![\\d\\-\\u2010-\\u2013\\u2212]|[/.]\\d)`, "g");
/**
 * Words that name a US Social Security number, in the languages its holders write about it in:
 * SSN, social security (number), and "social security" in es / pt / fr / it / de / nl / pl / tr /
 * vi / id / zh / ja / ko / ru / uk. A nine-digit number is an SSN only beside one of them.
 */
const SSN_NAME =
  "(?:ssn(?![a-z])|s\\.s\\.n\\.?|ss#|social(?=\\s*(?:#|:|is\\b|number|no\\b|nr\\b))|soc\\.?\\s?sec\\.?|social[\\s-]security|seguro\\s+social|seguridad\\s+social|seguran\u00e7a\\s+social|s\u00e9curit\u00e9\\s+sociale|previdenza\\s+sociale|sicurezza\\s+sociale|sozialversicherung|sociale\\s+zekerheid|ubezpieczenia\\s+spo\u0142ecznego|sosyal\\s+g\u00fcvenlik|an\\s+sinh\\s+x\u00e3\\s+h\u1ed9i|jaminan\\s+sosial|seguridad\\s+sosyal|"
  + "\u793e\u4f1a\u5b89\u5168|\u793e\u6703\u5b89\u5168|\u793e\u4f1a\u4fdd\u969c|\u793e\u6703\u4fdd\u969c|\u793e\u4f1a\u4fdd\u969c\u756a\u53f7|\uc0ac\ud68c\\s?\ubcf4\uc7a5|\u0441\u043e\u0446\u0438\u0430\u043b\u044c\u043d\u043e\u0433\u043e\\s+\u0441\u0442\u0440\u0430\u0445\u043e\u0432\u0430\u043d\u0438\u044f|\u0441\u043e\u0446\u0438\u0430\u043b\u044c\u043d\u043e\u0433\u043e\\s+\u043e\u0431\u0435\u0441\u043f\u0435\u0447\u0435\u043d\u0438\u044f|\u0441\u043e\u0446\u0456\u0430\u043b\u044c\u043d\u043e\u0433\u043e\\s+\u0441\u0442\u0440\u0430\u0445\u0443\u0432\u0430\u043d\u043d\u044f)";
const NINE = "(?<![\\d-])((?!000|666|9\\d\\d)\\d{3}(?!00)\\d{2}(?!0000)\\d{4})(?![\\d-])";
// nine digits written without separators are an SSN only when the text names one just before ("SSN:123456789") or just after ("123456789 (SSN)")
// (a one- or two-digit number may stand between: "SSN (9 digits, no spaces): 123456789")
const SSN_BARE = new RegExp(`${SSN_NAME}(?:[^\\d\\n]|(?<!\\d)\\d{1,2}(?!\\d)){0,48}?${NINE}`, "giu");
const SSN_BARE_AFTER = new RegExp(`${NINE}[^\\d\\n]{0,30}?${SSN_NAME}`, "giu");
// an id word earlier in the same sentence (within 48 characters, no SSN cue after it) makes an
// SSN-shaped number a part, model, lot or booking number: "Part number 310-22-4471", "Model
// 600-12-4490 vs 600-12-4410"
// (and the same nouns in es / pt / fr / it / de / nl: a file, order, invoice or case number)
const ID_BEFORE =
  /(?<![\p{L}\p{N}])(?:part|parts|lot|batch|model|models|serial|sku|item|article|booking|reservation|confirmation|order|invoice|ticket|tracking|ref|reference|catalog|catalogue|product|stock|flight|patent|version|build|isbn|receipt|pedido|encomenda|factura|fatura|expediente|processo|proceso|protocolo|referencia|refer\u00eancia|c\u00f3digo|codice|commande|facture|dossier|r\u00e9f\u00e9rence|ordine|fattura|pratica|riferimento|bestellung|rechnung|aktenzeichen|vorgang|referenz|bestelling|factuur|referentie|kenmerk|zaak|extension|ext|pbx|durchwahl|nebenstelle|interno|poste)(?![\p{L}\p{N}])(?:[^.!?\n]|(?<=(?<![\p{L}])(?:no|nr|ref|n\u00ba|n\u00b0|num|n\u00fam|art|cat|vol|ext))\.)*$/iu;
// ("their social 123-45-6789": US speech shortens "social security number" to "social"; "sociale": fr / it / nl)
const SSN_CUE = new RegExp(`(?<![\\p{L}])(?:${SSN_NAME}|social|sociale|tin|taxpayer)(?![\\p{L}])|${SSN_NAME}`, "iu");
// a phone word just before, in the same sentence, and no SSN cue: a number to call ("Call the office at 555-01-2345")
const PHONE_BEFORE =
  /(?<![\p{L}])(?:call|calling|phone|tel|telephone|fax|dial|sms|whatsapp|hotline|extension|ext|llam\p{L}*|tel\u00e9fono|t\u00e9l\u00e9phone|appel\p{L}*|anruf\p{L}*|ruf|telefon\p{L}*|chiam\p{L}*|telefone|ligue|bel|bellen)(?![\p{L}])[^.!?\n\d]{0,24}$/iu;
// 123.45.6789 is an SSN only with a cue near it, before or after ("typed 123.45.6789 for my social")
const SSN_DOTTED = /(?<![\d.-])(?!000|666|9\d\d)\d{3}\.(?!00)\d{2}\.(?!0000)\d{4}(?![\d-]|[/.]\d)/g;
const CUED_SHAPE = /\d{3}\.\d{2}\.\d{4}|\d{9}/;
// a case, claim, file or policy holds SSNs: its own number only right after the word ("Claim 123-45-6789",
// "case number: …"), not anywhere later in the sentence ("Insurance claim for patient 123-45-6789")
const CONTAINER_BEFORE = /(?<![\p{L}\p{N}])(?:claim|policy|case|file)(?![\p{L}\p{N}])\s*(?:(?:number|no\.?|nr\.?|#|id|ref\.?)\s*)?(?:(?:is|was)\s*)?[:#]?\s*$/iu;
function idBefore(text: string, at: number): boolean {
  const lead = text.slice(Math.max(0, at - 48), at);
  return (ID_BEFORE.test(lead) || CONTAINER_BEFORE.test(lead) || PHONE_BEFORE.test(lead)) && !SSN_CUE.test(lead);
}
function ssns(original: string): Range[] {
  const text = asciiDigits(original);
  const out = ranges(SSN, text, (m) => !idBefore(text, m.index));
  // the cued shapes need nine digits in a row or a dotted 3-2-4 (digits first: cheaper than the cue words)
  // (the cue words, then the spoken-run scan: both only where a cue is)
  if (!SSN_CUE.test(text)) return out;
  if (!CUED_SHAPE.test(text)) return withSpoken(text, out);
  for (const r of ranges(SSN_DOTTED, text, (m) => !idBefore(text, m.index) && SSN_CUE.test(text.slice(Math.max(0, m.index - 48), m.index + m[0].length + 32)))) out.push(r);
  bareSsns(text, out);
  return withSpoken(text, out);
}
// an SSN read out or typed digit by digit ("five one two, three nine, …", "4 8 3 - 2 9 - 6 1 0 7"):
// nine digits (grouped 3-2-4 when grouped) with an SSN cue just before or after
function withSpoken(text: string, out: Range[]): Range[] {
  for (const r of spokenDigitRuns(text, 9)) {
    const d = r.digits;
    if (d.length !== 9 || (r.groups.length > 1 && r.groups.join() !== "3,2,4")) continue;
    if (!/^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/.test(d)) continue;
    const near = text.slice(Math.max(0, r.start - 60), r.start) + " " + text.slice(r.end, r.end + 32);
    if (!SSN_CUE.test(near) || out.some(([a, b]) => a < r.end && r.start < b)) continue;
    out.push([r.start, r.end]);
  }
  return out;
}
function bareSsns(text: string, out: Range[]): void {
  for (const re of [SSN_BARE, SSN_BARE_AFTER]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.index + m[0].indexOf(m[1]);
      if (!out.some(([a, b]) => a < at + 9 && at < b)) out.push([at, at + m[1].length]);
    }
  }
}

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
    detect: detectCards,
  },
  "ip-address": {
    label: "[IP_ADDRESS]",
    actions: ["block", "redact"],
    scoped: false,
    detect: detectIps,
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
