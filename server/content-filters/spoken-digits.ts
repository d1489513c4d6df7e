/**
 * Numbers read out digit by digit, as a caller or a transcript writes them: "four one five, five five
 * five, zero one two two", "cinco cinco cinco, uno dos tres", "4 8 3 - 2 9 - 6 1 0 7", "double five".
 * Digit words of en / es / pt / fr / de / it / nl / pl / ru / uk, single ASCII digits, and "double"
 * / "triple" (en, fr, es, de); between them spaces, commas, hyphens, dashes or the word "dash". A
 * run is a candidate only: the phone and SSN detectors accept it beside their own cue words.
 */

const WORDS: Record<string, string> = {};
function add(digit: number, words: string): void {
  for (const w of words.split(" ")) WORDS[w] = String(digit);
}
add(0, "zero oh o cero zéro null nul ноль нуль nula zerou");
add(1, "one uno um uma un une eins ein een jeden jedna один одна один");
add(2, "two dos dois duas deux zwei zwo due twee dwa dwie два дві");
add(3, "three tres três trois drei tre drie trzy три");
add(4, "four cuatro quatro quatre vier quattro cztery четыре чотири");
add(5, "five cinco cinq fünf fuenf cinque vijf pięć пять п'ять");
add(6, "six seis sechs sei zes sześć шесть шість");
add(7, "seven siete sete sept sieben sette zeven siedem семь сім");
add(8, "eight ocho oito huit acht otto osiem восемь вісім");
add(9, "nine nueve nove neuf neun negen dziewięć девять дев'ять");
const REPEAT: Record<string, number> = { double: 2, doppel: 2, doble: 2, triple: 3, dreifach: 3 };

const TOKEN = /[\p{L}'’]+|\d/gu;
// what may stand between two digits of one run: spaces, a comma, a hyphen or dash (spaced or not), the word "dash"
const GAP = /^(?:[ \t\u00a0]*[,\-\u2010-\u2013\u2212/][ \t\u00a0]*|[ \t\u00a0]+(?:dash|hyphen|guion|gui\u00f3n|tiret|strich)[ \t\u00a0]+|[ \t\u00a0]+)$/iu;

export interface SpokenRun {
  start: number;
  end: number;
  digits: string;
  /** The digit counts of the groups a comma or a dash separates ("five one two, three nine, …" → 3, 2, 4). */
  groups: number[];
}

/**
 * A quick test before the word scan: two digit words in a row among the ASCII ones (a run of seven
 * or more has such a pair in every language read here but Russian and Ukrainian), two Cyrillic ones,
 * or three single digits apart ("4 8 3"). Regexes without the u flag: scanned at the speed of a
 * character test.
 */
/** An alternation of words as a trie (one branch per first letter: a word start is tried against a few branches, not every word). */
function trie(words: readonly string[]): string {
  const uniq = [...new Set(words)];
  if (uniq.includes("")) {
    const rest = trie(uniq.filter((w) => w !== ""));
    return rest ? `(?:${rest})?` : "";
  }
  const heads = [...new Set(uniq.map((w) => w[0]))];
  const branches = heads.map((h) => {
    const tail = trie(uniq.filter((w) => w[0] === h).map((w) => w.slice(1)));
    return `${h.replace(/[-']/g, "\\$&")}${tail}`;
  });
  return branches.length === 1 ? branches[0] : `(?:${branches.join("|")})`;
}
function pairRegex(words: string[], boundary: string): RegExp {
  const alt = trie(words.map((w) => w.toLowerCase()));
  return new RegExp(`${boundary}${alt}[ \\t\\u00a0,\\-]+${alt}${boundary}`, "i");
}
const ALL = [...Object.keys(WORDS), ...Object.keys(REPEAT)];
const ASCII_PAIR = pairRegex(ALL.filter((w) => /^[a-z]+$/.test(w)), "\\b");
const CYRILLIC_PAIR = pairRegex(ALL.filter((w) => /^[\u0400-\u04ff']+$/.test(w)), "");
const SINGLE_DIGITS = /(?:^|[^\d.])\d[ \t\u00a0,\-]{1,3}\d[ \t\u00a0,\-]{1,3}\d(?![\d.])/;
export function mayHaveSpokenRun(text: string): boolean {
  return ASCII_PAIR.test(text) || SINGLE_DIGITS.test(text) || (/[\u0400-\u04ff]/.test(text) && CYRILLIC_PAIR.test(text));
}

/** Runs of at least `min` digits read out one by one. */
export function spokenDigitRuns(text: string, min: number): SpokenRun[] {
  if (!mayHaveSpokenRun(text)) return [];
  const out: SpokenRun[] = [];
  let run: SpokenRun | undefined;
  let lastEnd = -1;
  let pending = 0; // a "double" / "triple" waiting for its digit
  const close = () => {
    if (run && run.digits.length >= min) out.push(run);
    run = undefined;
    pending = 0;
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const word = m[0].toLowerCase().replace(/’/g, "'");
    const digit = /^\d$/.test(word) ? word : WORDS[word];
    const repeat = REPEAT[word];
    const gap = lastEnd >= 0 ? text.slice(lastEnd, m.index) : "";
    const joined = run !== undefined && GAP.test(gap);
    if (!joined && run) close();
    if (repeat !== undefined) {
      if (!run) run = { start: m.index, end: m.index + m[0].length, digits: "", groups: [0] };
      else if (/[,\-\u2010-\u2013\u2212/]|dash|hyphen|guion|gui\u00f3n|tiret|strich/i.test(gap)) run.groups.push(0);
      pending = repeat;
      lastEnd = m.index + m[0].length;
      continue;
    }
    if (digit === undefined) {
      close();
      lastEnd = m.index + m[0].length;
      continue;
    }
    if (!run) run = { start: m.index, end: 0, digits: "", groups: [0] };
    else if (pending === 0 && /[,\-\u2010-\u2013\u2212/]|dash|hyphen|guion|gui\u00f3n|tiret|strich/i.test(gap)) run.groups.push(0);
    const times = pending > 0 ? pending : 1;
    pending = 0;
    run.digits += digit.repeat(times);
    run.groups[run.groups.length - 1] += times;
    run.end = m.index + m[0].length;
    lastEnd = run.end;
  }
  close();
  // a run of digit words needs three that are no article as well ("un", "one", "ein", "o" are prose too)
  return out.filter((r) => /\d/.test(text.slice(r.start, r.end)) || wordsBeyondOne(text.slice(r.start, r.end)) >= 3);
}

function wordsBeyondOne(s: string): number {
  const words = s.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.filter((w) => WORDS[w] !== undefined && !/^(?:one|un|une|uno|um|uma|een|ein|o|oh)$/.test(w)).length;
}
