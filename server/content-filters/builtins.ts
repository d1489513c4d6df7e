import { detectAddresses } from "./address";
import { detectCards, luhn } from "./card";
import { onAsciiDigits } from "./digits";
import { detectSpelledEmails } from "./email-spelled";
import { detectIps } from "./ip";
import { loadLexicon } from "./lexicon";
import { detectPersonNames } from "./person-name";
import { detectPhones } from "./phone";
import { overlaps, type Range } from "./spans";
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
 * phone, ssn, credit-card and ip-address read the decimal digits of every script as ASCII
 * (digits.ts onAsciiDigits: the ranges stay the original text's). An SSN shape that is a
 * measurement (a unit after it, ×, a dimension word of ~20 languages before it) or a part, staff,
 * drawing, account or permit number is no SSN; a Luhn-valid card after an id word of any language
 * (order, invoice, অর্ডার…) is an order's number unless a card or payment word is near.
 */

export const BUILTIN_SLUGS = ["email", "phone", "ssn", "credit-card", "ip-address", "person-name", "address", "regex-prompt-injection"] as const;
export type BuiltinSlug = (typeof BUILTIN_SLUGS)[number];
export type FilterAction = "block" | "redact" | "flag";
export type { Range } from "./spans";

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
 * Round 14: the @ as an HTML entity (&#64; &#x40; &commat;); look-alike signs ﹫ ⓐ Ⓐ read as "@"; an
 * address broken by a line break after its @ or a dot of its domain, or with a comma for its last dot
 * before a common TLD ("jane@example,com"); spaced letters ("j o h n @ e x a m p l e . c o m").
 */
// the @ and how markup writes it: full-width, URL-encoded, HTML entities (&#64; &#x40; &commat;)
const SIGN = "@|\\uff20|%40|&#0{0,3}64;|&#[xX]0{0,2}40;|&commat;";
const EMAIL = new RegExp(
  "(?:(?<![\\p{L}\\p{M}\\p{N}_.+-])[\\p{L}\\p{N}_][\\p{L}\\p{M}\\p{N}._%+'-]{0,63}" +
    `|(?<=[${UNSPACED}])[A-Za-z0-9_][A-Za-z0-9._%+'-]{0,63}` +
    `|(?:(?<![\\p{L}\\p{N}_])|(?<=[${UNSPACED}]))"[^"\\n@\\\\]{1,62}")` +
    `(?:${SIGN})` +
    "(?:\\[(?:\\d{1,3}\\.){3}\\d{1,3}\\]" +
    "|[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,62}\\.){1,8}" +
    "(?:xn--[A-Za-z0-9-]{1,59}(?![\\p{L}\\p{N}-])" +
    `|[A-Za-z]{2,24}(?![^\\P{L}${UNSPACED}]|[\\p{N}\\p{M}]|-[\\p{L}\\p{N}])` +
    "|\\p{L}[\\p{L}\\p{M}]{1,23}(?![\\p{L}\\p{M}\\p{N}-])))",
  "gu",
);
const AT = new RegExp(SIGN, "g");
// git@github.com:org/repo.git: an SSH remote (user@host:path), not a mailbox
const SCP_PATH_AFTER = /^:[^\s:]/;
// a login on a host, not a mailbox: after ssh / scp / sftp / rsync and their options, or as a URL's userinfo (ssh://git@…, https://user@…)
const LOGIN_BEFORE = /(?:\b(?:ssh|scp|sftp|rsync|mosh|autossh|ssh-copy-id)(?:\s+-\S+(?:\s+[^\s@-]\S*)?)*\s+|[A-Za-z][\w+.-]*:\/\/[^\s/@?#=&]*)$/i;
// git@host: the SSH login of a code forge, never a mailbox
const FORGE_LOGIN = /^git(?:@|\uff20)/;
// retina asset names (icon@2x.png), not a domain
const ASSET_AFTER_AT = new RegExp(`^(?:${SIGN})\\d+(?:\\.\\d+)?x\\.`, "i");
// (round 19b) a file name with an @ in it ("report@final.docx"): its "domain" ends in a file type that is no top-level domain
const FILE_TYPE_END = /\.(?:docx?|pdf|xlsx?|pptx?|txt|csv|png|jpe?g|gif|svg|webp|heic|tiff?|bmp|psd|json|ya?ml|mp[34]|wav|odt|ods|odp|rtf|key|pages|numbers)$/i;
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

const LOOKALIKE_AT = /[\ufe6b\u24d0\u24b6]/;
const LOOKALIKE_ATS = /[\ufe6b\u24d0\u24b6]/g;

// "jane@example.\ncom", "jane@\nexample.com": a line break (and the indent after it) right after the @ or a dot of the
// domain; "jane@example,com": a comma typed for the last dot, before a common TLD only
const BROKEN_MAILBOX = new RegExp(
  "(?<![\\p{L}\\p{M}\\p{N}_.+@-])[\\p{L}\\p{N}_][\\p{L}\\p{M}\\p{N}._%+'-]{0,63}(?:@|\\uff20)(?:[ \\t]*\\r?\\n[ \\t]*)?" +
    "((?:[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}-]{0,62}(?:\\.[ \\t]*\\r?\\n[ \\t]*|\\.)){0,7}[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}-]{0,62})" +
    "(\\.[ \\t]*\\r?\\n[ \\t]*|\\.|,)(com|org|net|edu|gov|info|biz|io|co|[a-z]{2})(?![\\p{L}\\p{M}\\p{N}@]|[.-][\\p{L}\\p{N}])",
  "gu",
);
const BROKEN_MAILBOX_Y = new RegExp(BROKEN_MAILBOX.source, "uy");
const BROKEN_AFTER = /^(?:[ \t]*\r?\n|[\p{L}\p{M}\p{N}.-]{1,250}?(?:\.[ \t]*\r?\n|,))/u;
/**
 * At most this many tries of BROKEN_MAILBOX per text: each try reads a window of ~380 characters, so a
 * text that is nothing but candidates ("a@b,c@d," 16,000 times) cost ~2.4 ms per KB before the cap.
 */
const BROKEN_TRIES = 256;
/** BROKEN_MAILBOX tried only at an @ with a line break or a comma in its domain (a plain address is EMAIL's). */
function brokenMailboxes(text: string, wide: boolean): Range[] {
  const out: Range[] = [];
  let tries = 0;
  for (let at = nextSign(text, 0, wide), from = 0; at >= 0; at = nextSign(text, at + 1, wide)) {
    if (at < from || !BROKEN_AFTER.test(text.slice(at + 1, at + 260))) continue;
    if (++tries > BROKEN_TRIES) break;
    // (on a window around this @ only: a failed try must not scan the rest of the text)
    // (round 16: tried only at the starts up to this @, sticky: the leftmost match as before when it starts there,
    // and a failed try no longer reads on through the window for a match of a later @ that is thrown away)
    const lo = Math.max(from, at - EMAIL_LOCAL_MAX);
    const win = text.slice(lo, at + 320);
    let m: RegExpExecArray | null = null;
    for (let p = 0; p <= at - lo && !m; p++) {
      BROKEN_MAILBOX_Y.lastIndex = p;
      m = BROKEN_MAILBOX_Y.exec(win);
    }
    if (!m) continue;
    m.index += lo;
    from = m.index + m[0].length;
    // (a line break somewhere in it; a comma only for the last dot of a domain of one label, before a common TLD: not "see jane@work,so")
    const ok =
      m[2] === ","
        ? !m[1].includes(".") && !m[0].includes("\n") && /^(?:com|org|net|edu|gov|de|ru|uk|fr|es|nl|pl|br|jp|cn|io)$/.test(m[3])
        : m[0].includes("\n") && !LOGIN_BEFORE.test(text.slice(Math.max(0, m.index - 64), m.index));
    if (ok) out.push([m.index, from]);
  }
  return out;
}
// "j o h n @ e x a m p l e . c o m": one character at a time, spaced; read with the spaces taken out
// (round 18: after a prose word too, "Is m a r k . t @ …": only a lone character and a space before it continues a spaced run)
const SPACED_LETTERS = /(?<![\p{L}\p{N}_.@-]|(?:^|[^\p{L}\p{N}_.@-])[\p{L}\p{N}_.@-] )(?:[\p{L}\p{N}_.+-] ){2,64}[@\uff20](?: [\p{L}\p{N}-]| \.){4,120}(?![\p{L}\p{N}]| [\p{L}\p{N}](?![\p{L}\p{N}]))/gu;
function spacedLetters(text: string): Range[] {
  return ranges(SPACED_LETTERS, text, (m) => {
    const joined = m[0].replace(/ /g, "");
    EMAIL.lastIndex = 0;
    const e = EMAIL.exec(joined);
    return e !== null && e.index === 0 && e[0].length === joined.length && /\.[a-z]{2,24}$/.test(joined);
  });
}
function nextSign(text: string, from: number, wide: boolean): number {
  const a = text.indexOf("@", from);
  if (!wide) return a;
  const b = text.indexOf("\uff20", from);
  return a < 0 ? b : b < 0 ? a : Math.min(a, b);
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
  // and a look-alike at sign (﹫ ⓐ Ⓐ) as "@" (one code unit for one: the ranges stay the original's)
  let text = WIDE_DOT.test(original) ? original.replace(WIDE_DOTS, ".") : original;
  if (LOOKALIKE_AT.test(text)) text = text.replace(LOOKALIKE_ATS, "@");
  let from = 0;
  // (the full-width and URL-encoded signs are rare: the plain @ is found with indexOf)
  const exotic = text.includes("\uff20") || text.includes("%40") || text.includes("&#") || text.includes("&commat;");
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
    const sign = m[0].search(/@|\uff20|%40(?=[^%]*$)|&#0{0,3}64;|&#[xX]0{0,2}40;|&commat;/);
    if (ASSET_AFTER_AT.test(m[0].slice(sign)) || FILE_TYPE_END.test(m[0])) continue;
    if (FORGE_LOGIN.test(m[0]) || LOGIN_BEFORE.test(text.slice(Math.max(0, m.index - 64), m.index))) continue;
    if (hanMention(text, m.index, sign, end)) continue;
    const glued = GLUED_LOCAL.exec(m[0]);
    out.push([glued && glued.index === 0 ? m.index + glued[0].length : m.index, end]);
  }
  // an address split by a line break after its @ or a dot of its domain, or with a comma for its last dot ("jane@example,com")
  // (a needle starting with its rare character: one starting with a space stops at every word)
  if (text.includes("@ ") || (exotic && text.includes("\uff20 "))) for (const r of spacedLetters(text)) if (!overlaps(out, r[0], r[1])) out.push(r);
  for (const r of brokenMailboxes(text, exotic)) if (!overlaps(out, r[0], r[1])) out.push(r);
  // "zhangsan#163.com": # for @ (written so to dodge harvesters, in Chinese above all), after a mail word only
  if (text.includes("#")) for (const r of hashMailboxes(text)) if (!overlaps(out, r[0], r[1])) out.push(r);
  // and the addresses spelled out ("jane [at] example [dot] com", "juan arroba ejemplo punto com")
  for (const r of detectSpelledEmails(text)) if (!overlaps(out, r[0], r[1])) out.push(r);
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
  "(?:ssn(?![a-z])|s\\.s\\.n\\.?|ss#|(?<![\\p{L}])ss\\s?(?:no\\.?|nr\\.?|num(?:ber)?|#)(?![\\p{L}])|social(?=\\s*(?:#|:|is\\b|number|no\\b|nr\\b|\\d{9}(?!\\d)))|soc\\.?\\s?sec\\.?|social[\\s-]security|seguro\\s+social|seguridad\\s+social|seguran\u00e7a\\s+social|s\u00e9curit\u00e9\\s+sociale|previdenza\\s+sociale|sicurezza\\s+sociale|sozialversicherung|sociale\\s+zekerheid|ubezpieczenia\\s+spo\u0142ecznego|sosyal\\s+g\u00fcvenlik|an\\s+sinh\\s+x\u00e3\\s+h\u1ed9i|jaminan\\s+sosial|seguridad\\s+sosyal|"
  + "\u793e\u4f1a\u5b89\u5168|\u793e\u6703\u5b89\u5168|\u793e\u4f1a\u4fdd\u969c|\u793e\u6703\u4fdd\u969c|\u793e\u4f1a\u4fdd\u969c\u756a\u53f7|\uc0ac\ud68c\\s?\ubcf4\uc7a5|\u0441\u043e\u0446\u0438\u0430\u043b\u044c\u043d\u043e\u0433\u043e\\s+\u0441\u0442\u0440\u0430\u0445\u043e\u0432\u0430\u043d\u0438\u044f|\u0441\u043e\u0446\u0438\u0430\u043b\u044c\u043d\u043e\u0433\u043e\\s+\u043e\u0431\u0435\u0441\u043f\u0435\u0447\u0435\u043d\u0438\u044f|\u0441\u043e\u0446\u0456\u0430\u043b\u044c\u043d\u043e\u0433\u043e\\s+\u0441\u0442\u0440\u0430\u0445\u0443\u0432\u0430\u043d\u043d\u044f"
  // (ar / fa / ur / hi / bn / el: الضمان الاجتماعي, تامین اجتماعی, سوشل سیکیورٹی, सामाजिक सुरक्षा, সামাজিক নিরাপত্তা, κοινωνικής ασφάλισης)
  + "|\u0627\u0644\u0636\u0645\u0627\u0646\\s+\u0627\u0644\u0627\u062c\u062a\u0645\u0627\u0639\u064a|\u062a\u0627\u0645\u06cc\u0646\\s+\u0627\u062c\u062a\u0645\u0627\u0639\u06cc|\u0633\u0648\u0634\u0644\\s+\u0633\u06cc\u06a9\u06cc\u0648\u0631\u0679\u06cc|\u0938\u093e\u092e\u093e\u091c\u093f\u0915\\s+\u0938\u0941\u0930\u0915\u094d\u0937\u093e|\u09b8\u09be\u09ae\u09be\u099c\u09bf\u0995\\s+\u09a8\u09bf\u09b0\u09be\u09aa\u09a4\u09cd\u09a4\u09be|\u03ba\u03bf\u03b9\u03bd\u03c9\u03bd\u03b9\u03ba\u03ae\u03c2\\s+\u03b1\u03c3\u03c6\u03ac\u03bb\u03b9\u03c3\u03b7\u03c2)";
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
  /(?<![\p{L}\p{N}])(?:part|parts|p\/n|pn|mpn|lot|batch|model|models|serial|sku|item|article|booking|reservation|confirmation|order|invoice|ticket|tracking|ref|reference|catalog|catalogue|product|stock|flight|patent|version|build|isbn|receipt|pedido|encomenda|factura|fatura|expediente|processo|proceso|protocolo|referencia|refer\u00eancia|c\u00f3digo|codice|commande|facture|dossier|r\u00e9f\u00e9rence|ordine|fattura|pratica|riferimento|bestellung|rechnung|aktenzeichen|vorgang|referenz|bestelling|factuur|referentie|kenmerk|zaak|extension|ext|pbx|durchwahl|nebenstelle|interno|poste|drawing|dwg|docket|permit|licen[cs]e|(?:account|student|member|employee|personnel|staff|customer|user)\s*(?:id|no\.?|nr\.?|number|#|code)|pieza|pe\u00e7a|pi\u00e8ce|articolo|artikel|cz\u0119\u015bci|cz\u0119\u015b\u0107|\u0430\u0440\u0442\u0438\u043a\u0443\u043b|par\u00e7a|empleado|empleada|employ\u00e9|employ\u00e9e|matricola|matr\u00edcula|personeel|pracownika|\u0442\u0430\u0431\u0435\u043b\u044c\u043d\u044b\u0439|sicil|zeichnung|plano|dessin|disegno|tekening|rysunek|\u0447\u0435\u0440\u0442\u0435\u0436|[\p{L}]+(?<!sozialversicherungs|versicherungs|steuer|steueridentifikations|sofi|burgerservice)(?:nummer|nr))(?![\p{L}\p{N}])(?:[^.!?\n]|(?<=(?<![\p{L}])(?:no|nr|ref|n\u00ba|n\u00b0|num|n\u00fam|art|cat|vol|ext))\.)*$/iu;
// the same in scripts without spaces, anywhere in the 48 characters before: part, model and staff numbers
const ID_BEFORE_UNSPACED = /(?:\u54c1\u756a|\u578b\u756a|\u90e8\u54c1|\u90e8\u4ef6|\u96f6\u4ef6|\u6599\u53f7|\u793e\u54e1|\u5de5\u53f7|\u5b66\u53f7|\u5b78\u865f|\ubd80\ud488|\uc0ac\ubc88|\ud559\ubc88)[^.!?\n\u3002]*$/u;
/**
 * A measurement, not an SSN: a unit right after the number ("100-20-3000 mm", "… cm", "… kg",
 * "… ft", "… мм", "…毫米"), a multiplication sign beside it ("… × 2", "3 x …"), or a dimension
 * word of ~20 languages before it in the same sentence (dimensions, size, Maße, Abmessungen,
 * medidas, cotes, misure, afmetingen, wymiary, размеры, boyutlar, 寸法, 尺寸, 치수, kích thước…).
 * Units that are also words (in, m, t, g, l) count only before punctuation, the end, or x / by.
 */
const UNIT_AFTER_SSN =
  /^\s?(?:(?:mm|cm|dm|km|\u00b5m|\u03bcm|um|nm|mils?|inch(?:es)?|ft|feet|foot|yds?|kg|mg|lbs?|oz|ml|cl|dl|px|kw|mah|hz|rpm|psi|kpa|mpa|\u00b0|\u2033|\u2032|\u043c\u043c|\u0441\u043c|\u043a\u043c|\u043a\u0433|\u043c\u043b|\u043c\u0435\u0442\u0440\p{L}*|meters?|metres?|millimet\p{L}*|centimet\p{L}*|mil\u00edmetros?|cent\u00edmetros?|\u0645\u0645|\u0633\u0645|\u0645\u0644\u0645|\u092e\u093f\u092e\u0940|\u0938\u0947\u092e\u0940|\u0e21\u0e21|\u0e0b\u0e21)(?![\p{L}\p{N}])|(?:\u6beb\u7c73|\u5398\u7c73|\u516c\u5206|\u516c\u65a4|\u7c73|\u30df\u30ea|\u30bb\u30f3\u30c1|\ubc00\ub9ac|\uc13c\ud2f0)|(?:in|m|t|g|l|w|v)(?=\s*(?:[.,;:)!?/]|$|(?:x|\u00d7|by|per|each|pro|por|par)(?![\p{L}]))))/iu;
const TIMES_BESIDE = /(?:^|[\s\d])[x\u00d7]\s*$/iu;
const TIMES_AFTER = /^\s*[x\u00d7\*]\s*\d/iu;
const DIMENSION_BEFORE =
  /(?:(?<![\p{L}])(?:dimensions?|dims|measurements?|measures|sizes?|lengths?|widths?|heights?|depths?|weights?|clearances?|tolerances?|volumes?|diameters?|thickness|l-w-h|w-d-h|w-h-d|lxwxh|wxdxh|dimensiones|medidas|tama\u00f1o|dimens\u00f5es|tamanho|mesures|taille|cotes|dimensioni|misure|ma\u00dfe|masse|abmessungen|gr\u00f6\u00dfe|afmetingen|maten|wymiary|rozmiar|\u0440\u0430\u0437\u043c\u0435\u0440\p{L}*|\u0433\u0430\u0431\u0430\u0440\u0438\u0442\p{L}*|\u0440\u043e\u0437\u043c\u0456\u0440\p{L}*|boyut\p{L}*|\u00f6l\u00e7\u00fc\p{L}*|m\u00e5tt|mitat|rozm\u011bry|m\u00e9ret\p{L}*|dimensiuni|k\u00edch th\u01b0\u1edbc|ukuran|sukat|\u0627\u0644\u0645\u0642\u0627\u0633\u0627\u062a|\u0627\u0644\u0623\u0628\u0639\u0627\u062f|\u0645\u0642\u0627\u0633|\u0627\u0628\u0639\u0627\u062f|\u0622\u0915\u093e\u0930|\u0906\u0915\u093e\u0930|\u092e\u093e\u092a|\u0e02\u0e19\u0e32\u0e14)(?![\p{L}])|\u5bf8\u6cd5|\u30b5\u30a4\u30ba|\u5927\u304d\u3055|\u5c3a\u5bf8|\u89c4\u683c|\u898f\u683c|\uce58\uc218|\ud06c\uae30|\uaddc\uaca9)[^.!?\n\u3002]*$/iu;
function measured(text: string, start: number, end: number): boolean {
  return UNIT_AFTER_SSN.test(text.slice(end, end + 16)) || TIMES_BESIDE.test(text.slice(Math.max(0, start - 4), start)) || TIMES_AFTER.test(text.slice(end, end + 6));
}
// ("their social 123-45-6789": US speech shortens "social security number" to "social"; "sociale": fr / it / nl)
// (only ever tested, never matched: the same answer as `(?<![\p{L}])(?:${SSN_NAME}|social|sociale|tin|taxpayer)(?![\p{L}])|${SSN_NAME}`,
// written without a leading look-behind, which the engine tried at every position: ~4x faster on text in two-byte scripts.
// The look-behind after the word checks the character before it: no word of the four ends with another.)
const SSN_CUE = new RegExp(`${SSN_NAME}|(?:social|sociale|tin|taxpayer)(?<![\\p{L}](?:social|sociale|tin|taxpayer))(?![\\p{L}])`, "iu");
// a phone word just before, in the same sentence, and no SSN cue: a number to call ("Call the office at 555-01-2345")
const PHONE_BEFORE =
  /(?<![\p{L}])(?:call|calling|phone|tel|telephone|fax|dial|sms|whatsapp|hotline|extension|ext|llam\p{L}*|tel\u00e9fono|t\u00e9l\u00e9phone|appel\p{L}*|anruf\p{L}*|ruf|telefon\p{L}*|chiam\p{L}*|telefone|ligue|bel|bellen)(?![\p{L}])[^.!?\n\d]{0,24}$/iu;
// 123.45.6789 is an SSN only with a cue near it, before or after ("typed 123.45.6789 for my social")
const SSN_DOTTED = /(?<![\d.-])(?!000|666|9\d\d)\d{3}\.(?!00)\d{2}\.(?!0000)\d{4}(?![\d-]|[/.]\d)/g;
const CUED_SHAPE = /\d{3}\.\d{2}\.\d{4}|\d{9}/;
// a case, claim, file or policy holds SSNs: its own number only right after the word ("Claim 123-45-6789",
// "case number: …"), not anywhere later in the sentence ("Insurance claim for patient 123-45-6789")
const CONTAINER_BEFORE = /(?<![\p{L}\p{N}])(?:claim|policy|case|file|account|acct|docket|permit|licen[cs]e)(?![\p{L}\p{N}])\s*(?:(?:number|no\.?|nr\.?|#|id|ref\.?)\s*)?(?:(?:is|was)\s*)?[:#]?\s*$/iu;
/**
 * (round 21) A label of any language right before the number that names it by a number or code noun, and
 * no SSN cue in the lead: the number of that thing, whatever it is ("asset tag 412-78-5309", "Sipariş kodu …",
 * "मॉडल नंबर …", "批号 …", "송장번호 …", "Номер детали …", "namba ya tiketi …", "Αριθμός πρωτοκόλλου …", "Mã sản phẩm …").
 * Head-final languages put the thing first (a word, then the noun: en, tr, hi, hu…; or one word with the noun
 * as its suffix: zh, ja, ko), head-initial ones the noun first (a word or three after it, with their "of").
 * Possessives, articles and verbs are not things ("my number is …", "número es …"); nor are the words of an
 * identity or tax number, which may be an SSN ("ID number", "tax code").
 */
const NUM_NOUN_AFTER =
  "(?:numbers?|no\\.?|nr\\.?|num\\.?|n[\u00ba\u00b0]|#|code|codes|tag|tags|kod|kodu|kode|koodi|numara|numaras\u0131|numarasi|sz\u00e1m|sz\u00e1ma|\u0928\u0902\u092c\u0930|\u0938\u0902\u0916\u094d\u092f\u093e|\u0915\u094d\u0930\u092e\u093e\u0902\u0915|\u0915\u094b\u0921|\u09a8\u09ae\u09cd\u09ac\u09b0|\u0646\u0645\u0628\u0631)";
const NUM_NOUN_BEFORE =
  "(?:n\u00famero|numero|num\u00e9ro|numer|num\u0103r|numar|nomor|nombor|namba|nambari|m\u00e3|s\u1ed1|\u010d\u00edslo|\u010d\u00eds\\.|\u03b1\u03c1\u03b9\u03b8\u03bc\\p{L}*|\u03ba\u03c9\u03b4\u03b9\u03ba\\p{L}*|\u043d\u043e\u043c\u0435\u0440\\p{L}*|\u043a\u043e\u0434|\u0440\u0435\u0433\\.|\u0631\u0642\u0645|\u0627\u0644\u0631\u0642\u0645|\u0631\u0645\u0632|\u0627\u0644\u0631\u0645\u0632|\u0643\u0648\u062f|\u06a9\u062f|\u0634\u0645\u0627\u0631\u0647|\u05de\u05e1\u05e4\u05e8|\u05e7\u05d5\u05d3|c\u00f3digo|codigo|codice|code|kod)";
// (words that are no thing: possessives, articles, pronouns, verbs; and the words of a number that may be an SSN)
const NOT_A_THING =
  "(?:my|your|his|her|our|their|its|the|a|an|this|that|what|which|whose|same|new|old|correct|right|full|real|is|was|are|me|to|of|and|or|mi|tu|su|mon|ton|son|votre|notre|mein|dein|sein|ihr|unser|il|la|le|el|de|del|da|do|di|du|des|es|est|\u00e9|\u00e8|ist|jest|je|ni|ya|la|adalah|l\u00e0|c\u1ee7a|t\u00f4i|saya|\u043c\u043e\u0439|\u043c\u043e\u0439|\u043c\u0456\u0439|\u044d\u0442\u043e|id|ids|identity|identification|personal|national|citizen|tax|fiscal|taxpayer|security|insurance|benefit|benefits|medicare|medicaid|social|sociale|pension|phone|mobile|cell|contact|ssn|ss|sin|tin|itin|ein|your|y|e|o|u|and)";
const THING = `(?![\\p{L}\\p{M}])(?<!(?<![\\p{L}\\p{M}])${NOT_A_THING})`;
const LABEL_BEFORE = new RegExp(
  `(?:(?<![\\p{L}\\p{M}])[\\p{L}\\p{M}]{2,}${THING}[\\s\\u00a0-]+${NUM_NOUN_AFTER}(?![\\p{L}\\p{M}])` +
    `|(?<![\\p{L}\\p{M}])${NUM_NOUN_BEFORE}[\\s\\u00a0]+(?:(?:de|do|da|di|del|della|du|des|d'|ya|la|wa|of|the|van|der|el|le)[\\s\\u00a0]+)?(?:[\\p{L}\\p{M}]{2,}${THING}[\\s\\u00a0]*){1,3}` +
    `|[\\p{Script=Han}\\p{Script=Katakana}]{1,6}(?:\u53f7|\u865f|\u756a\u53f7|\u756a\u865f|\u7f16\u53f7|\u7de8\u865f|\u4ee3\u7801|\u4ee3\u78bc|\u7801|\u30b3\u30fc\u30c9)|[\uac00-\ud7a3]{1,6}(?:\ubc88\ud638|\ucf54\ub4dc)|(?:\u0e2b\u0e21\u0e32\u0e22\u0e40\u0e25\u0e02|\u0e23\u0e2b\u0e31\u0e2a|\u0e40\u0e25\u0e02\u0e17\u0e35\u0e48)[\u0e00-\u0e7f]{2,})[\\s\\u00a0.:#=\u2116\uff1a-]*$`,
  "iu",
);
function idBefore(text: string, at: number): boolean {
  const lead = text.slice(Math.max(0, at - 48), at);
  return (ID_BEFORE.test(lead) || ID_BEFORE_UNSPACED.test(lead) || DIMENSION_BEFORE.test(lead) || CONTAINER_BEFORE.test(lead) || PHONE_BEFORE.test(lead) || LABEL_BEFORE.test(lead)) && !SSN_CUE.test(lead);
}
/** Another number than an SSN: named so by the words before it, or a measurement. */
function notSsn(text: string, start: number, end: number): boolean {
  return idBefore(text, start) || measured(text, start, end);
}
function ssns(original: string): Range[] {
  return onAsciiDigits(original, ssnsIn);
}
// (round 19) a message that is nothing but nine digits in the SSN's ranges, with spaces, quotes, brackets or
// punctuation around at most ("123456789", "(318650472)", "“645098213”"): the answer to a form's question, an SSN.
// ("#", "$", "+", a minus or a word beside it make it another number)
const ONLY_NINE = /^[\s"'`\u201c\u201d\u2018\u2019\u00ab\u00bb()[\]{}<>*_]*(?:--+\s*)?((?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4})(?:\s*--+)?[\s"'`\u201c\u201d\u2018\u2019\u00ab\u00bb()[\]{}<>*_.,;:!?]*$/;
function ssnsIn(text: string): Range[] {
  if (text.length <= 40) {
    const only = ONLY_NINE.exec(text);
    if (only) {
      const at = text.indexOf(only[1]);
      return [[at, at + 9]];
    }
  }
  const out = ranges(SSN, text, (m) => !notSsn(text, m.index, m.index + m[0].length));
  // the cued shapes need nine digits in a row or a dotted 3-2-4 (digits first: cheaper than the cue words)
  // (the cue words, then the spoken-run scan: both only where a cue is)
  if (!SSN_CUE.test(text)) return out;
  if (!CUED_SHAPE.test(text)) return withSpoken(text, out);
  for (const r of ranges(SSN_DOTTED, text, (m) => !notSsn(text, m.index, m.index + m[0].length) && SSN_CUE.test(text.slice(Math.max(0, m.index - 48), m.index + m[0].length + 32)))) out.push(r);
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
    if (!SSN_CUE.test(near) || overlaps(out, r.start, r.end)) continue;
    out.push([r.start, r.end]);
  }
  return out;
}
function bareSsns(text: string, out: Range[]): void {
  for (const re of [SSN_BARE, SSN_BARE_AFTER]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const at = m.index + m[0].indexOf(m[1]);
      if (!overlaps(out, at, at + 9)) out.push([at, at + m[1].length]);
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
    // every script's digits as ASCII first (card.ts reads the BMP's itself; this adds those beyond it, ranges mapped back)
    detect: (original) => onAsciiDigits(original, detectCards),
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
