/**
 * Mailboxes spelled out so that a plain parser misses them: "jane [at] example [dot] com",
 * "jane(at)example(dot)org", "jane at example dot com", "juan arroba ejemplo punto com",
 * "ivan собака mail точка ru", "jane @ example . com", "marie chez free point fr", "olena равлик
 * ukr крапка net", "ali et ornek nokta com" (Turkish "et" only with "nokta"), "wang@example点com"
 * (the CJK dot words glued or not), "jane ＠ example [.] org". The person still gives their address: it is
 * PII like any other. A local part (its dots spelled or not), an "at" word, a domain of one to four
 * labels, each joined by a "dot" word or a dot, and a top-level domain (a country's two letters or a
 * generic one from a list). The bare English words "at" and "dot" are common prose: with them the
 * local part must not be a pronoun or a verb that takes "at" ("look at google dot com") and the
 * domain must end in a known TLD. A text that talks about the spelling itself (obfuscation, spam,
 * bots, scrapers in ~15 languages) shows an example of a format, not someone's mailbox.
 * Round 14 (labelled/pii-r14-email.ts): "name-at-example-dot-com" (a hyphenated at needs a hyphenated
 * dot), "at-sign", "period" / "full stop", the at and dot words of Hindi, Bengali, Thai, Persian,
 * Romanian, Norwegian, Danish, Bulgarian, Serbian, Catalan and more; the CJK at words glued to a local
 * part ("wang艾特example点com", "yamadaアットマークexampleドットjp", "kim골뱅이example닷컴"); Cyrillic at / dot
 * words glued between Latin letters ("ivanсобакаmailточкаru"); a Latin at word and dot word glued into
 * one token ("juanarrobaejemplopunto.com", both needed); "click at the dot com" (an article after a
 * bare "at") is prose. The window start no longer runs past the text on a long run of letters (a
 * 200-letter CJK run before an at word hung the scan before round 14).
 */
import { overlaps } from "./spans";

// "at" in brackets of any kind, the words for @ in ~25 languages, a spaced @
const AT_BRACKETED = "[\\[({<\\uff08\\u3010]\\s*(?:at|a|@|arroba|arobase|at-sign|\\u0441\\u043e\\u0431\\u0430\\u043a\\u0430)\\s*[\\])}>\\uff09\\u3011]";
const AT_WORDS =
  "at[- ]sign|arond|krøllalfa|kr\u00f8llalfa|snabel-?a|arrova|ludo\\s+a|\u043a\u043b\u044c\u043e\u043c\u0431\u0430|\u043c\u0430\u0458\u043c\u0443\u043d\u0447\u0435|\u090f\u091f|\u0910\u091f|\u0985\u09cd\u09af\u09be\u099f|\u098f\u099f|\u0627\u062a|\u0622\u062a|\u0e17\u0e35\u0e48|\uc573|\u5c0f\u8001\u9f20|\u5708a|arroba|arobase|arrobase|chez|chiocciola|klammeraffe|affenschwanz|apenstaartje|apestaartje|ma\u0142pa|malpa|zavin\u00e1\u010d|zavinac|zavin\u00e1\u010dem|kukac|snabel-a|snabela|kissanh\u00e4nt\u00e4|miukumauku|\u00e4t|a\\s+c\u00f2ng|a\\s+m\u00f3c|\u03c0\u03b1\u03c0\u03ac\u03ba\u03b9|\u0441\u043e\u0431\u0430\u043a\u0430|\u0441\u043e\u0431\u0430\u0447\u043a\u0430|\u0441\u043e\u0431\u0430\u043a\u0443|sobaka|et|\u0440\u0430\u0432\u043b\u0438\u043a|\u0430\u0442|\uace8\ubc45\uc774|\u30a2\u30c3\u30c8\u30de\u30fc\u30af|\u30a2\u30c3\u30c8|\u827e\u7279|\u05e9\u05d8\u05e8\u05d5\u05d3\u05dc|\u0622\u062a|\u0e41\u0e2d\u0e17";
const DOT_BRACKETED = "[\\[({<\\uff08\\u3010]\\s*(?:dot|\\.|punto|punkt|point|ponto|punt|\\u0442\\u043e\\u0447\\u043a\\u0430|period)\\s*[\\])}>\\uff09\\u3011]";
const DOT_WORDS =
  "dot|period|full\\s+stop|punct|punktum|to\u010dka|tocka|ta\u0161kas|punkts|\u09a1\u099f|\u0e08\u0e38\u0e14|\u062f\u0627\u062a|\u062f\u0648\u062a|\ub2f7|punto|punkt|point|ponto|punt|piste|pont|kropka|te\u010dka|tecka|bodka|nokta|ch\u1ea5m|\u03c4\u03b5\u03bb\u03b5\u03af\u03b1|\u0442\u043e\u0447\u043a\u0430|\u0434\u043e\u0442|\u30c9\u30c3\u30c8|\u70b9|\u9ede|\ub2f7|\uc810|\u05e0\u05e7\u05d5\u05d3\u05d4|\u0646\u0642\u0637\u0647|\u0646\u0642\u0637\u0629|\u0921\u0949\u091f|\u0e14\u0e2d\u0e17|titik|\u043a\u0440\u0430\u043f\u043a\u0430";
// a separator inside a local part spelled out: "john underscore smith", "mary dash jones"
const JOIN_WORDS = "underscore|dash|hyphen|minus|guion|gui\u00f3n|tiret|unterstrich|bindestrich|trattino";

// (a CJK dot word glued to a label ends it: "example点com")
const NOT_DOT = "(?!(?=[\\u70b9\\u9ede\\u30c9\\u0442\\u043a\\ub2f7])(?:[\\u70b9\\u9ede]|\\u30c9\\u30c3\\u30c8|(?<=[A-Za-z0-9])(?:\\u0442\\u043e\\u0447\\u043a\\u0430|\\u043a\\u0440\\u0430\\u043f\\u043a\\u0430)(?=[A-Za-z])|\\ub2f7[\\ucef4\\ub137]))";
// the at words of unspaced scripts, glued or not ("wang艾特example点com", "yamadaアットマークexampleドットjp", "kim골뱅이example닷컴")
const AT_CJK = "(?<=[A-Za-z0-9_])(?:\\u0441\\u043e\\u0431\\u0430\\u043a\\u0430|\\u0441\\u043e\\u0431\\u0430\\u0447\\u043a\\u0430|\\u0440\\u0430\\u0432\\u043b\\u0438\\u043a)(?=[A-Za-z0-9])|\\u827e\\u7279|\\u30a2\\u30c3\\u30c8\\u30de\\u30fc\\u30af|\\u30a2\\u30c3\\u30c8|\\uace8\\ubc45\\uc774|\\u5c0f\\u8001\\u9f20";
// (a CJK at word glued to a local part ends it)
// (the look-ahead on a first character tells most letters apart at once)
const NOT_AT = `(?!(?=[\\u827e\\u30a2\\uace8\\u5c0f\\u0441\\u0440])(?:${AT_CJK}))`;
const LABEL = `[\\p{L}\\p{N}](?:(?:${NOT_DOT}[\\p{L}\\p{M}\\p{N}_-]){0,62}[\\p{L}\\p{M}\\p{N}])?(?!${NOT_DOT}[\\p{L}\\p{M}\\p{N}_])`;
// (no dot inside a piece: the dots are DOT_ANY's, so a local part splits one way only)
// (whole words only: the look-ahead stops the engine from trying every shorter piece of a word)
const LOCAL_PIECE = `[\\p{L}\\p{N}_](?:(?:${NOT_AT}[\\p{L}\\p{M}\\p{N}_%+-]){0,62}[\\p{L}\\p{M}\\p{N}_])?(?!${NOT_AT}[\\p{L}\\p{M}\\p{N}_%+])`;
const S = "[ \\t\\u00a0]*";
// the dot words of unspaced scripts, glued or not ("example点com", "example 點 com")
const DOT_CJK = "(?:(?<=[A-Za-z0-9])(?:\\u0442\\u043e\\u0447\\u043a\\u0430|\\u043a\\u0440\\u0430\\u043f\\u043a\\u0430)(?=[A-Za-z])|\\u70b9|\\u9ede|\\u30c9\\u30c3\\u30c8|\\ub2f7(?=[\\ucef4\\ub137]))";
const DOT_ANY = `(?:-dot-|${S}${DOT_BRACKETED}${S}|\\s+(?:${DOT_WORDS})\\s+|${S}\\.${S}|${S}${DOT_CJK}${S})`;
const DOT_SPELLED = `(?:-dot-|${S}${DOT_BRACKETED}${S}|\\s+(?:${DOT_WORDS})\\s+|${S}${DOT_CJK}${S})`;

const AT_ANY = `(?:-at-|${S}(?:${AT_CJK})${S}|${S}${AT_BRACKETED}${S}|\\s+(?:${AT_WORDS}|at)\\s+|[ \\t\\u00a0]+[@\\uff20][ \\t\\u00a0]+|(?<=[\\p{L}\\p{N}_])[ \\t\\u00a0]*[@\\uff20][ \\t\\u00a0]*)`;

/**
 * local (dot local)* AT label (dot label)* dot TLD; the groups hold the local part, the at sign
 * and the TLD. One "at" of either kind and at least one dot in the domain.
 */
const SPELLED = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}_.@'\u2019-])(${LOCAL_PIECE}(?:(?:${DOT_ANY}|\\s+(?:${JOIN_WORDS})\\s+)${LOCAL_PIECE}){0,3})(${AT_ANY})(?:${LABEL}${DOT_ANY}){1,4}(\\p{L}{2,24}|\\ucef4|\\ub137)(?![\\p{L}\\p{M}\\p{N}@]|[.-][\\p{L}\\p{N}])`,
  "giu",
);
// where a spelled mailbox may have its "at" (the bare word "at" is common prose: the domain after it is checked next)
// (without the u flag: scanned at the speed of a character test; SPELLED checks the boundaries). The
// long alternation of the other languages' words runs only when the text may hold one: an ASCII stem
// of one of them, or any character outside ASCII.
// a plain @ with a spelled or spaced dot after it ("jane@example dot com", "jane@example [.] com", "wang@example点com")
const SPELLED_DOT_AHEAD = "[^@\\s]{1,64}(?:[\\u70b9\\u9ede]|\\u30c9\\u30c3\\u30c8|[ \\t]*[\\[({<][ \\t]*(?:dot|\\.|punto|punkt|point|ponto|punt)[ \\t]*[\\])}>]|[ \\t]+(?:[dD][oO][tT]|punto|punkt|point|ponto|punt|nokta|kropka|titik|\\u0442\\u043e\\u0447\\u043a\\u0430|\\.)[ \\t])";
const AT_WORD_LIST = AT_WORDS.split("|");
const ANCHOR = new RegExp(`${AT_BRACKETED}|\\b(?:${AT_WORD_LIST.filter((w) => /^[\x00-\x7f]+$/.test(w)).join("|")}|at)\\b|${AT_WORD_LIST.filter((w) => !/^[\x00-\x7f]+$/.test(w)).join("|")}|[ \\t\\u00a0][@\\uff20]|[@\\uff20][ \\t\\u00a0]|[@\\uff20](?=${SPELLED_DOT_AHEAD})`, "gi");
/**
 * An alternation of ASCII words as a trie whose letters are written in both cases ([aA]): what the
 * i flag does to ASCII, scanned several times faster by V8 than the same words with the i flag.
 */
function asciiCaselessTrie(words: readonly string[]): string {
  const heads = [...new Set(words.map((w) => w[0]))];
  const branches = heads.map((h) => {
    const tails = words.filter((w) => w[0] === h).map((w) => w.slice(1));
    const head = /[a-z]/.test(h) ? `[${h}${h.toUpperCase()}]` : h;
    // (a word that is a prefix of another is enough alone: the tails after it add nothing to a test)
    return tails.includes("") ? head : `${head}${asciiCaselessTrie(tails)}`;
  });
  return branches.length === 1 ? branches[0] : `(?:${branches.join("|")})`;
}
// (ASCII lower-case stems only: with the i flag and without u, no character outside ASCII folds onto one of them)
const OTHER_AT_STEMS = ["arond", "arrova", "ludo", "arrob", "arobas", "chez", "nokta", "chiocciol", "klammeraff", "affenschwanz", "apenstaart", "apestaart", "malpa", "zavinac", "kukac", "snabel", "miukumauk", "sobaka"];
const OTHER_AT_HINT = new RegExp(`[^\\x00-\\x7f]|${asciiCaselessTrie(OTHER_AT_STEMS)}`);
const FAST_ANCHOR = new RegExp(`[aA][tT]\\b|[ \\t\\u00a0][@\\uff20]|[@\\uff20][ \\t\\u00a0]|[[({<][ \\t]*@|@(?=${SPELLED_DOT_AHEAD})`, "g");
// right after the "at": a label and a dot of any kind
// ("-at-" and "at-sign" are anchored at their "at")
// (round 18: spaces inside the bracket too, "jane [ at ] example [ dot ] com")
const DOMAIN_AHEAD = new RegExp(`(?:[- ]sign\\s+|-)?(?:[ \\t]*[\\])}>\\uff09\\u3011])?${S}${LABEL}${DOT_ANY}`, "iuy");
const PLAIN_AFTER = /^[\])}>\s]*[^\s@]*@/;
/** How far before its "at" a spelled local part may start (four pieces and three spelled dots). */
const LOCAL_REACH = 160;
const SPELLED_Y = new RegExp(SPELLED.source, "iuy");
/** SPELLED's leftmost match in `win` starting in [from, last], or null (what exec from `from` finds when it starts by `last`). */
function leftmostUpTo(win: string, from: number, last: number): RegExpExecArray | null {
  for (let p = from; p <= last; p++) {
    SPELLED_Y.lastIndex = p;
    const m = SPELLED_Y.exec(win);
    if (m) return m;
  }
  return null;
}
/** How far after it the domain may end (four labels, spelled dots and a TLD). */
const DOMAIN_REACH = 320;

// top-level domains: any two letters (a country) when the dot is spelled, or one of the generic ones
const GENERIC_TLD =
  /^(?:com|org|net|edu|gov|mil|int|info|biz|io|ai|app|dev|me|tv|co|xyz|online|site|tech|store|shop|cloud|email|mail|name|pro|mobi|asia|eu|news|blog|art|design|studio|agency|group|team|works|company|solutions|services|digital|media|global|world|club|life|live|space|website|today|academy|school|university|health|law|consulting|travel|example|test|invalid|local|localhost|community|foundation|ngo|museum|coop|aero|jobs|photography|technology|[a-z]{2}|\u0440\u0444|\u0440\u0443|\u043a\u043e\u043c|\u043e\u0440\u0433|\u043d\u0435\u0442|\u0443\u043a\u0440|\u0431\u0435\u043b|\u0440\u0443\u0441|\ucef4|\ub137)$/i;
// a two-letter word after a bare "dot" or "." that is English prose, not a TLD
const PROSE_TWO = /^(?:is|it|to|in|on|or|of|as|an|am|be|by|do|go|he|if|me|my|no|so|up|us|we|ok)$/i;
// pronouns, and verbs and nouns that take a bare "at" in prose ("look at", "arrived at", "sale at")
const PROSE_LOCAL =
  /^(?:i|me|you|him|her|it|us|them|we|they|he|she|this|that|here|there|is|are|was|were|be|been|am|look|looks|looked|looking|arrive|arrived|arrives|stay|stayed|staying|meet|met|work|works|worked|working|live|lives|lived|find|found|visit|available|online|site|website|page|located|based|hosted|published|posted|listed|sale|sold|buy|bought|shop|order|ordered|sign|apply|registered|home|school|office|job|point|started|start|starts|stop|stopped|aim|aimed|aiming|laugh|laughed|stare|stared|staring|glance|glanced|shout|shouted|yell|yelled|good|better|best|bad|worse|great|expert|data|one|two|all|up|out|down|off|back|even|still|only|just|both|everyone|someone|anyone|nobody|people|price|priced|rate|rated|valued|peaked|peak|max|min|set|fixed|capped|held|done|made|best|prices|deals|offers|sales|discounts|careers|tickets|products|more|details|shopping|shopped|shops)$/i;
// the text is about the spelled form itself, not someone's mailbox: "is this obfuscation still effective against spam bots?"
const ABOUT_SPELLING =
  /(?<![\p{L}])(?:obfusc\p{L}*|ofusc\p{L}*|offusc\p{L}*|verschleier\p{L}*|maskier\p{L}*|scrap(?:er|ers|ing)|crawler\p{L}*|harvest\p{L}*|spam\p{L}*|anti-?spam\p{L}*|bots?|spambots?|robots?|\u0441\u043f\u0430\u043c\p{L}*|\u0431\u043e\u0442\p{L}*|\u043e\u0431\u0444\u0443\u0441\u043a\p{L}*|\u043c\u0430\u0441\u043a\u0438\u0440\u043e\u0432\p{L}*|zaciemni\p{L}*|roboty)(?![\p{L}])|\u5783\u573e\u90ae\u4ef6|\u30b9\u30d1\u30e0|\u8ff7\u60d1\u30e1\u30fc\u30eb|\uc2a4\ud338|\u722c\u866b|\u30af\u30ed\u30fc\u30e9/iu;

const PROSE_LABEL = /^(?:the|a|an|my|your|our|their|his|her|its|this|that|these|those|some|any|no|every|each)(?![\p{L}\p{N}])/iu;

// webmail providers: "priya at gmail.com" names a mailbox even without a mail word
const MAIL_PROVIDER =
  /^(?:g(?:oogle)?mail|yahoo|ymail|outlook|hotmail|live|msn|icloud|me|mac|aol|proton(?:mail)?|pm|tutanota|tuta|zoho|gmx|web|t-online|freenet|mail|yandex|ya|rambler|bk|inbox|list|ukr|i|libero|virgilio|tiscali|orange|free|laposte|wanadoo|sfr|seznam|centrum|wp|o2|onet|interia|qq|163|126|sina|sohu|naver|daum|hanmail|nate|rediffmail|uol|bol|terra|fastmail|hey|posteo|mailbox)[.\s]/i;
// a word for e-mail just before
const MAIL_WORD =
  /(?<![\p{L}])(?:e-?mail\p{L}*|mail(?:box)?|inbox|correo|courriel|adresse|posta|\u043f\u043e\u0447\u0442\p{L}*|\u043c\u0435\u0439\u043b\p{L}*|\u0438\u043c\u0435\u0439\u043b\p{L}*|write|writes|wrote|email|reach|contact|\u30e1\u30fc\u30eb|\u90ae\u7bb1|\u90f5\u7bb1|\u90ae\u4ef6|\uba54\uc77c|\uc774\uba54\uc77c)(?![\p{L}])[^.!?\n]{0,30}$/iu;

const GLUED_AT = "arroba|arobase|chiocciola|klammeraffe|apenstaartje|malpa|ma\u0142pa|zavinac|zavin\u00e1\u010d|kukac|sobaka";
const GLUED_DOT = "punto|ponto|point|punkt|punt|kropka|tecka|te\u010dka|pont|nokta|titik|dot";
const GLUED_HINT = /arroba|arobase|chiocciola|klammeraffe|apenstaartje|ma[l\u0142]pa|zavin|kukac|sobaka/i;
const GLUED_LATIN = new RegExp(
  `(?<![\\p{L}\\p{N}_.@-])[A-Za-z0-9][A-Za-z0-9._+-]{0,63}?(?:${GLUED_AT})[A-Za-z0-9][A-Za-z0-9-]{0,62}?(?:${GLUED_DOT})\\.?(?:[a-z]{2}|com|org|net|edu|info|biz)(?![\\p{L}\\p{M}\\p{N}@]|[.-][\\p{L}\\p{N}])`,
  "giu",
);

/** [start, end) of each spelled-out mailbox: SPELLED tried only before an "at" with a dotted domain after it. */
/**
 * At most this many windows read per text: each reads up to LOCAL_REACH + DOMAIN_REACH characters with
 * SPELLED, so a text that is nothing but "at" and "dot" words ("a at b dot " 12,000 times, 128 KB) took
 * 2.7 s before the cap; real texts hold a handful.
 */
const SPELLED_TRIES = 256;
export function detectSpelledEmails(text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  let from = 0;
  let tries = 0;
  const anchor = OTHER_AT_HINT.test(text) ? ANCHOR : FAST_ANCHOR;
  anchor.lastIndex = 0;
  for (let a = anchor.exec(text); a; a = anchor.exec(text)) {
    DOMAIN_AHEAD.lastIndex = a.index + a[0].length;
    if (a.index < from || !DOMAIN_AHEAD.test(text)) continue;
    // "at jane@example.com": a plain address follows, the parser's
    if (PLAIN_AFTER.test(text.slice(a.index + a[0].length, a.index + a[0].length + 80))) continue;
    if (++tries > SPELLED_TRIES) break;
    // SPELLED on a window around this "at" only (a failed try must not scan the rest of the text):
    // from a word start up to LOCAL_REACH before it to the domain's reach after it
    let lo = Math.max(from, a.index - LOCAL_REACH);
    // (not past the "at": a run of letters longer than the reach, as in unspaced scripts, ends at it; this loop
    // once ran on past the text's end, for ever)
    while (lo > from && lo < a.index && /[\p{L}\p{M}\p{N}_]/u.test(text[lo - 1])) lo++;
    const win = text.slice(lo, a.index + a[0].length + DOMAIN_REACH);
    const at = a.index - lo;
    // (round 16: SPELLED tried sticky at the starts up to the "at" only: the same leftmost match when it starts
    // there; a failed try no longer reads the rest of the window for a match that would be thrown away)
    SPELLED_Y.lastIndex = 0;
    for (let m = leftmostUpTo(win, 0, at); m; m = leftmostUpTo(win, SPELLED_Y.lastIndex, at)) {
      const end = m.index + m[0].length;
      if (end > at && acceptable(text, m, lo)) {
        out.push([lo + m.index, lo + end]);
        from = lo + end;
        anchor.lastIndex = from;
        break;
      }
      // (a match of an earlier "at", or refused) retry one word later: the local part may have swallowed
      // a prose word ("email me at priya dot nair at …" is tried from "priya")
      const space = m[0].search(/\s/);
      SPELLED_Y.lastIndex = space > 0 ? m.index + space + 1 : m.index + m[0].length;
    }
  }
  // "juanarrobaejemplopunto.com": a Latin at word and dot word glued into one token (both needed: one alone is a word's piece)
  // (OTHER_AT_HINT holds every stem of GLUED_HINT: most texts skip both)
  if (anchor === ANCHOR && GLUED_HINT.test(text)) {
    GLUED_LATIN.lastIndex = 0;
    for (let m = GLUED_LATIN.exec(text); m; m = GLUED_LATIN.exec(text)) {
      const r = [m.index, m.index + m[0].length] as const;
      if (!overlaps(out, r[0], r[1])) out.push(r);
    }
  }
  // "anna punkt schmidt bei gmx punkt de": German "bei" with "punkt" (round 18; its own pass, see beiMailboxes)
  // (indexOf first: a scan of the whole text by a regex costs the common text a few µs per 4 KB)
  if (text.indexOf(" bei ") >= 0 && PUNKT_HINT.test(text)) for (const r of beiMailboxes(text)) if (!overlaps(out, r[0], r[1])) out.push(r);
  if (out.length > 0 && ABOUT_SPELLING.test(text)) return [];
  return out;
}

/**
 * German "bei" (at) with "punkt" (dot), round 18: "bei" is a common preposition, so it is not one of the at
 * words the anchor stops at; only a text holding both words is read, at each "bei" with "punkt" within the
 * 80 characters after it: a domain of labels joined by "punkt" and a known TLD after it, and a local part of
 * up to four pieces joined by "punkt" before it, its first piece no prose word.
 */
const PUNKT_HINT = /\s[pP][uU][nN][kK][tT]\s/;
const BEI = / bei /g;
const BEI_DOMAIN = /(?:[\p{L}\p{N}][\p{L}\p{N}-]{0,62}[ \t]+punkt[ \t]+){1,4}(\p{L}{2,24})(?![\p{L}\p{M}\p{N}@]|[.-][\p{L}\p{N}])/iuy;
// (a piece may hold plain dots: "li.wei bei web punkt de")
const BEI_LOCAL = /(?<![\p{L}\p{M}\p{N}_.@-])[\p{L}\p{N}_](?:[\p{L}\p{N}_.+-]{0,62}[\p{L}\p{N}_])?(?:[ \t]+punkt[ \t]+[\p{L}\p{N}_](?:[\p{L}\p{N}_.+-]{0,62}[\p{L}\p{N}_])?){0,3}$/iu;
function beiMailboxes(text: string): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  let tries = 0;
  BEI.lastIndex = 0;
  for (let m = BEI.exec(text); m && tries < SPELLED_TRIES; m = BEI.exec(text)) {
    const after = m.index + m[0].length;
    if (!PUNKT_HINT.test(text.slice(after, after + 80))) continue;
    tries++;
    BEI_DOMAIN.lastIndex = after;
    const d = BEI_DOMAIN.exec(text);
    if (!d || !GENERIC_TLD.test(d[1]) || /^(?:punkt)$/i.test(d[1])) continue;
    const l = BEI_LOCAL.exec(text.slice(Math.max(0, m.index - LOCAL_REACH), m.index));
    if (!l) continue;
    const first = l[0].split(/\s/)[0];
    if (PROSE_LOCAL.test(first) || /^(?:ich|du|er|sie|es|wir|ihr|uns|mir|dir|ihm|ihn|und|oder|aber|termin|treffen|punkt)$/i.test(first)) continue;
    const start = m.index - l[0].length;
    out.push([start, d.index + d[0].length]);
    BEI.lastIndex = d.index + d[0].length;
  }
  return out;
}

// pages and tools of a website, never a mailbox's local part ("form at example.org", "portal at help.example.com")
const WEB_THING =
  /^(?:forms?|portal|blog|wiki|forum|faq|docs|documentation|dashboard|widget|tracker|signup|registration|catalog|catalogue|listing|survey|questionnaire|checkout|cart|demo|link|url|webform|formular|formulaire|formulario|formul\u00e1rio|modulo|pagina|p\u00e1gina|seite|webseite|website|homepage)$/i;
const OPEN_BEFORE = /[(\[{<\uff08\u3010][ \t]*$/;
const CLOSE_AFTER = /^[ \t]*[)\]}>\uff09\u3011]/;
// an article or a possessive (en fr es pt it de nl) right before the word before a bare "at"
const ARTICLE_BEFORE =
  /(?<![\p{L}])(?:the|a|an|our|this|that|these|those|their|your|its|le|la|les|un|une|notre|votre|ce|cette|el|los|las|una|nuestro|nuestra|este|esta|o|os|as|um|uma|nosso|nossa|il|lo|gli|nostro|nostra|der|die|das|den|dem|ein|eine|einen|unser|unsere|het|een|onze|ons)\s+$/iu;
function acceptable(text: string, m: RegExpExecArray, offset: number): boolean {
  const [whole, local, at, tld] = m;
  const bareAt = /^\s+at\s+$/i.test(at);
  const spelledTail = new RegExp(`(?:${DOT_SPELLED}|\\s\\.\\s)${tld}$`, "iu").test(whole);
  const plainTail = !spelledTail;
  // (an English two-letter word only after a plain "." or the lower-case word "dot": "… dot it", "home.it")
  const proseTail = new RegExp(`(?:\\s+dot\\s+|[ \\t\\u00a0]*\\.[ \\t\\u00a0]*)${tld}$`, "u").test(whole);
  // a dotted domain after a bare "at" ("priya at gmail.com") or a spelled one: the TLD must look like one
  // (round 18: after a spaced @ sign, "tom . lee @ proton . me", the two letters are a TLD)
  const spacedSign = /^[ \t\u00a0]+[@\uff20][ \t\u00a0]+$/.test(at);
  // (round 19: "… dot me", "… dot co" are TLDs when the local part has a dot, underscore or digit, the domain is a
  // webmail provider's, or the whole is in brackets: "(olumide.a at proton dot me)")
  const domainPart = whole.slice(local.length + at.length);
  const start = offset + m.index;
  const end = start + whole.length;
  // (".me" is a personal domain's TLD: after a spelled "dot" it is one, "jane at acme dot me")
  const mailboxy = (spelledTail && /^me$/i.test(tld)) || /[._\d]/.test(local) || MAIL_PROVIDER.test(domainPart) || (OPEN_BEFORE.test(text.slice(Math.max(0, start - 2), start)) && CLOSE_AFTER.test(text.slice(end, end + 2)));
  const okTld = GENERIC_TLD.test(tld) && !(tld.length === 2 && proseTail && PROSE_TWO.test(tld) && !spacedSign && !mailboxy) && (plainTail ? /^[a-z]+$|^[A-Z]+$/.test(tld) : true);
  const proseLocal = bareAt && PROSE_LOCAL.test(local.trim());
  // a bare "at" before a plainly dotted domain ("jobs at google.com") is a website unless the local
  // part looks like a mailbox's (a dot, an underscore, a digit, a spelled dot), the domain is a mail
  // provider's, or a mail word is just before ("email: priya at gmail.com"); a spaced @ needs a spelled or spaced dot
  const domain = whole.slice(local.length + at.length);
  const spacedAt = /^[ \t\u00a0]*[@\uff20][ \t\u00a0]*$/.test(at) && /\s/.test(at);
  // a plain @ and plain dots: the parser's own (here only with a spelled or spaced dot)
  if (/^[@\uff20]$/.test(at) && !spelledTail) return false;
  const spelledSomething =
    (spacedAt && spelledTail) ||
    (!bareAt && !spacedAt) ||
    spelledTail ||
    /[._\d]|\s/.test(local) ||
    MAIL_PROVIDER.test(domain) ||
    MAIL_WORD.test(text.slice(Math.max(0, offset + m.index - 40), offset + m.index));
  // "name-at-example-dot-com": the hyphenated at only with a hyphenated dot
  if (/^-at-$/i.test(at) && !/-dot-/i.test(domain)) return false;
  // (round 19) a bare "at" before a plainly dotted domain: a website when a "/" follows it ("the form at example.org/contact"),
  // or when the word before the "at" follows an article or a possessive ("the store at shop.example.de", "a rep at example.com")
  // (or when that word names a page of a website: "Contact form at example.org", "signup page at …")
  if (bareAt && plainTail && !/[._\d]/.test(local) && (text.charCodeAt(end) === 47 || WEB_THING.test(local.trim()) || ARTICLE_BEFORE.test(text.slice(Math.max(0, start - 12), start)))) return false;
  // "click at the dot com": an article or a possessive after a bare "at" is prose
  if (bareAt && PROSE_LABEL.test(domain)) return false;
  // Turkish "et" (the @ sign's name) only with the Turkish dot word: "et" is "and" in French and Latin
  if (/^\s+et\s+$/i.test(at) && !/\snokta\s/i.test(whole)) return false;
  return okTld && !proseLocal && spelledSomething;
}
