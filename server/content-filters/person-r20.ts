import { FLAG, lexFlags, ownScriptFlags } from "./lexicon";

/**
 * Round 20 (labelled/pii-r20-names.ts): three classes the readers missed.
 * - Indic scripts (Bengali, Tamil, Gurmukhi, Devanagari) and Ethiopic: a name after a kin or role noun ("আমার শিক্ষক
 *   সুব্রত", "என் நண்பர் கார்த்திக்", "ਮੇਰੀ ਭੈਣ ਹਰਪ੍ਰੀਤ"), before an honorific (অবர்கள் / বাবু / জী / ਜੀ / जी), with
 *   a hyphened case ending (তানিয়া-কে), and Amharic after ለ joined to it, after አቶ / ወ/ሮ / ዶ/ር, before ጋር.
 *   The lexicon knows few names of these scripts: a word after a cue is a name unless it is a function, time or
 *   common word of a short list.
 * - two lone given names joined by "or" / "and" in a question or a comparison ("Hiroshi or Ngozi?"), names of any
 *   culture's lists or unknown words with a person cue (who, both, between, a verb after the pair, an auxiliary before).
 * - a given name the lexicon lacks (or knows as a place too: Juma) and a surname after a strong verb of contact
 *   ("write to Juma Abdallah", "met Wanjiru Kamau"): two capitalised words, neither a common word nor a place.
 * Each reading is gated by a cheap test of its script or cue.
 */
type Out = Array<readonly [number, number]>;

// ---------------------------------------------------------------- Indic scripts
export const HAS_INDIC = /[\u0900-\u0a7f\u0b80-\u0bff]/;
const INDIC_WORD = /[\u0900-\u0963\u0966-\u0a7f\u0b80-\u0bff\u200c\u200d]+(?:-[\u0900-\u0963\u0966-\u0a7f\u0b80-\u0bff]+)?/gu;
/** Kin and role nouns a name follows (bn, ta, pa, hi / mr). */
const INDIC_KIN = new Set(
  (
    "শিক্ষক শিক্ষিকা বন্ধু বান্ধবী ভাই বোন দিদি দাদা সহকর্মী মামা মামি কাকা কাকি পিসি মাসি স্বামী স্ত্রী ছেলে মেয়ে প্রতিবেশী বস " +
    "நண்பர் நண்பன் தோழி தோழர் அக்கா அண்ணா அண்ணன் தம்பி தங்கை ஆசிரியர் ஆசிரியை மனைவி கணவர் சகோதரி சகோதரர் மகன் மகள் மாமா அத்தை " +
    "ਭੈਣ ਭਰਾ ਦੋਸਤ ਅਧਿਆਪਕ ਅਧਿਆਪਿਕਾ ਮਿੱਤਰ ਪਤਨੀ ਪਤੀ ਸਹੇਲੀ ਪੁੱਤਰ ਧੀ ਚਾਚਾ ਮਾਮਾ " +
    "दोस्त मित्र मैत्रीण बहीण बहन भाऊ भाई शिक्षक शिक्षिका सहकारी सहेली भैया दीदी"
  ).split(" "),
);
/** Honorifics after a name: a word of its own or with a case ending (জী-র, বাবুকে); Tamil's with any (அவர்களுக்கு). */
const INDIC_HONORIFIC = /^(?:(?:বাবু|জী|জি|দি|দা|স্যার|ম্যাডাম|ਜੀ|ਸਾਹਿਬ|जी|साहब|साहेब|ताई)(?:$|-|র$|কে$)|அவர்கள|சார்|சாரு|அம்மா|ஐயா)/u;
/** Words that are no name after a kin noun or before an honorific: time, negation, pronouns, greetings, common nouns. */
const INDIC_STOP = new Set(
  (
    "কাল আজ এখন না নেই খুব আমার আমাকে তোমার ও আর কে কী একটা অবসর পরীক্ষায় বাড়ি অফিসে সবসময় এখানে সেখানে " +
    "நாளை இன்று நேற்று இல்லை ஓய்வு என் உன் அவர் அவள் ஒரு மிகவும் இப்போது வீட்டில் " +
    "ਕੱਲ੍ਹ ਅੱਜ ਲਈ ਨੂੰ ਨਾਲ ਨਹੀਂ ਮੇਰਾ ਮੇਰੀ ਇੱਕ ਬਹੁਤ ਹੁਣ ਘਰ " +
    "कल आज उद्या नहीं नाही मेरा मेरी माझा माझी एक बहुत अब घर को से ने का की के " +
    // greetings and answers before जी / ਜੀ (ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ, हाँ जी)
    "ਅਕਾਲ ਨਮਸਤੇ ਧੰਨਵਾਦ ਹਾਂ ਠੀਕ ਜੀ नमस्ते नमस्कार धन्यवाद शुक्रिया हाँ हां ठीक अच्छा जी প্রণাম নমস্কার ধন্যবাদ আচ্ছা হ্যাঁ வணக்கம் நன்றி சரி"
  ).split(" "),
);
/** A copula after the word: the word is a predicate (a role), not a name. */
const INDIC_COPULA = /^(?:है|हैं|था|थी|आहे|आहेत|ਹੈ|ਹਨ|আছে|আছেন|ஆவார்|ஆவாள்|ஆகும்)$/u;
const INDIC_HYPHEN_CASE = /-(?:কে|র|এর|কেই|ক|ला|ले|ची|चा|ने|को|ਨੂੰ)$/u;

export function indicNames(text: string, out: Out): void {
  INDIC_WORD.lastIndex = 0;
  const words: Array<[number, string]> = [];
  for (let m = INDIC_WORD.exec(text); m; m = INDIC_WORD.exec(text)) words.push([m.index, m[0]]);
  for (let i = 0; i < words.length; i++) {
    const [at, raw] = words[i];
    const hy = INDIC_HYPHEN_CASE.exec(raw);
    const w = hy ? raw.slice(0, hy.index) : raw;
    if (w.length < 2 || INDIC_STOP.has(w) || INDIC_KIN.has(w) || w.includes("-")) continue;
    const prev = i > 0 ? words[i - 1][1] : "";
    const next = words[i + 1]?.[1] ?? "";
    const own = (ownScriptFlags(w) & FLAG.OWN_GIVEN) !== 0;
    // a word before an honorific, or a kin noun then a word and more text (a name does not end the sentence)
    const honor = next !== "" && INDIC_HONORIFIC.test(next) && !INDIC_KIN.has(prev);
    // (not before a copula: "मेरी बहन डॉक्टर है" says what she is)
    const kin = INDIC_KIN.has(prev) && (next !== "" || own || hy !== null) && (own || !INDIC_COPULA.test(next));
    // a hyphened case ending on a sentence's first word (তানিয়া-কে একটা চিঠি)
    const cased = hy !== null && (i === 0 || /[.!?।\n]\s*$/u.test(text.slice(Math.max(0, at - 3), at))) && raw.slice(-3) !== "-এর";
    if (honor || kin || cased) out.push([at, at + w.length]);
  }
}

// ---------------------------------------------------------------- Ethiopic (Amharic)
export const HAS_ETHIOPIC = /[\u1200-\u137f]/;
const ET_WORD = /[\u1200-\u135a]+(?:\/[\u1200-\u135a]+)?/gu;
const ET_TITLE = /^ለ?(?:አቶ|ወ\/ሮ|ወ\/ት|ዶ\/ር|ፕ\/ር|ኢንጂነር|ሻምበል|ወይዘሮ|ወይዘሪት)$/u;
const ET_KIN = /^(?:ጓደኛዬ|ጓደኛየ|ወንድሜ|እህቴ|አለቃዬ|ባለቤቴ|ልጄ|አጎቴ|አክስቴ|መምህሬ|የሥራ ባልደረባዬ|ባልደረባዬ|ጎረቤቴ)$/u;
/** Words after ለ / ከ that are no name: pronouns, time words, "all", work and home. */
const ET_STOP = new Set("ሁሉም ዚህ ዚያ ዛሬ ነገ ትናንት ምን እኔ እኛ አንተ አንቺ እሱ እሷ እርሱ እርሷ እናንተ እነሱ ስራ ሥራ ቤት ሰው ሰዎች ልጆች ጊዜ ምሳ እራት ቁርስ".split(" "));
/** Words after a name that name what is sent (ለX የምስጋና ደብዳቤ): they end the name. */
const ET_THING = /^(?:የ|ደብዳቤ|ኢሜይል|ኢሜል|ካርድ|መልእክት|መልዕክት|ስጦታ|ገንዘብ|ላክ|ጻፍ|ስጥ|ንገር|ደውል|ጋር|ዛሬ|ነገ)/u;
/** A definite or plural ending (ድርጅቱ, ኩባንያው, ሰራተኞች): a thing or a group. */
const ET_DEFINITE = /(?:ው|ቱ|ዋ|ኡ|ች|ኦች)$/u;

export function ethiopicNames(text: string, out: Out): void {
  ET_WORD.lastIndex = 0;
  const words: Array<[number, string]> = [];
  for (let m = ET_WORD.exec(text); m; m = ET_WORD.exec(text)) words.push([m.index, m[0]]);
  const ok = (w: string) => w.length >= 2 && !ET_STOP.has(w) && !ET_DEFINITE.test(w) && !ET_THING.test(w);
  for (let i = 0; i < words.length; i++) {
    const [at, w] = words[i];
    const next = words[i + 1];
    if (ET_TITLE.test(w) || ET_KIN.test(w)) {
      if (!next || !ok(next[1])) continue;
      let end = next[0] + next[1].length;
      const n2 = words[i + 2];
      // a father's name after the given name under a title (አቶ ተስፋዬ በቀለ)
      if (ET_TITLE.test(w) && n2 && ok(n2[1]) && words[i + 3]) end = n2[0] + n2[1].length;
      out.push([next[0], end]);
      i++;
      continue;
    }
    // ለX (for X) followed by what is sent or a second name; ከX ጋር (with X)
    const lead = w[0];
    if ((lead === "ለ" || lead === "ከ") && w.length >= 3) {
      const name = w.slice(1);
      if (!ok(name) || ET_TITLE.test(name)) continue;
      if (lead === "ከ" && next?.[1] !== "ጋር") continue;
      if (lead === "ለ" && !next) continue;
      let end = at + w.length;
      if (lead === "ለ" && next && ok(next[1]) && words[i + 2] && ET_THING.test(words[i + 2][1])) end = next[0] + next[1].length;
      else if (lead === "ለ" && !(next && ET_THING.test(next[1]))) continue;
      out.push([at + 1, end]);
    }
  }
}

// ---------------------------------------------------------------- Latin: pairs of given names, contact pairs
const NOT_PERSON = new Set(
  "team support service services care desk office department dept group sales marketing legal finance hr it ops engineering product design customer customers client clients accounts payable receivable admin human resources corp inc ltd llc gmbh plc co company bank hospital clinic school university college airways airlines air hotel store shop cafe restaurant mall center centre council ministry agency police lake mount mountain river north south east west new next last monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december".split(
    " ",
  ),
);
const NAMEISH = FLAG.GIVEN | FLAG.SURNAME | FLAG.NAME;
/** A capitalised word that may be a person's given name: of any culture's list and no common word, or unknown. */
function givenOrUnknown(w: string, allowPlace: boolean): 0 | 1 | 2 {
  const lower = w.toLowerCase();
  if (NOT_PERSON.has(lower)) return 0;
  const f = lexFlags(lower);
  if (f & FLAG.COMMON) return 0;
  if (f & FLAG.PLACE && !(allowPlace && f & (FLAG.GIVEN | FLAG.NAME))) return 0;
  return f & NAMEISH ? 2 : 1;
}

const WORD_BEFORE = /(?<![\p{L}\p{M}'’-])([\p{Lu}][\p{Ll}]{2,}),?$/u;
const WORD_AFTER = /^([\p{Lu}][\p{Ll}]{2,})(?![\p{L}\p{M}'’-])/u;
/** Before the pair: a person's question or a quantifier of people. */
const PAIR_BEFORE = /(?:^|[^\p{L}])(?:[Ww]ho|[Ww]hom|[Bb]oth|[Bb]etween|[Ee]ither|[Nn]either|[Aa]sk|[Tt]ell|[Cc]all|[Ii]nvite|[Ss]hould|[Cc]an|[Ii]s|[Aa]re|[Cc]ould|[Dd]oes|[Dd]id|[Ww]ill|[Ww]ould|[Yy]esterday|[Tt]oday|[Tt]hink|[Ss]ays?|[Ss]aid)[,:]?[ \u00a0]+$/u;
/** After the pair: a verb of a person (will share, passed, have the key, are cousins) or a person's question. */
const PAIR_AFTER = /^(?:[ \u00a0]+(?:will|would|have|had|are|were|both|each|can|could|should|must|did|do|said|say|went|came|passed|cleaned|[\p{Ll}]{3,}ed)(?![\p{L}])|,? (?:who|whom)(?![\p{L}]))/u;
/** A comparison or a choice of things before the pair ("Compare X and Y", "prefer X or Y", "learn X or Y"). */
const THING_BEFORE = /(?:^|[^\p{L}])(?:compare|comparing|prefer|learn|use|using|buy|install|choose|pick|vs|versus|between the|to|in|at|from|of|on|be)[ \u00a0]+$/iu;

/** A conjunction before a capital: one scan of the text (a search for " and " itself costs ~6 µs per 4 KB). */
const CONJ_CAP = / (?:or|and|&) [A-Z\u00c0-\u00de]/g;
export function coordinatedGivenNames(text: string, out: Out): void {
  CONJ_CAP.lastIndex = 0;
  for (let m = CONJ_CAP.exec(text); m; m = CONJ_CAP.exec(text)) {
    const k = m.index;
    const sepLen = m[0].length - 1;
    CONJ_CAP.lastIndex = k + sepLen;
    const am = WORD_AFTER.exec(text.slice(k + sepLen, k + sepLen + 30));
    if (!am) continue;
    // "Hiroshi has the demo and Ngozi has the slides": the same verb after a capitalised word earlier in the sentence
    if (sepLen === 5) {
      const verb = /^ (has|is|was|will|had) /u.exec(text.slice(k + 5 + am[1].length, k + 5 + am[1].length + 7));
      const head = verb ? text.slice(Math.max(0, k - 60), k) : "";
      const first = verb ? new RegExp(`(?:^|[.!?\\n][ \\u00a0]*)([\\p{Lu}][\\p{Ll}]{2,}) ${verb[1]} [^.!?\\n]*$`, "u").exec(head) : null;
      if (first) {
        const a = givenOrUnknown(first[1], false);
        const b = givenOrUnknown(am[1], false);
        if (a && b && a + b >= 3) {
          const s1 = k - head.length + first.index + first[0].indexOf(first[1]);
          out.push([s1, s1 + first[1].length], [k + 5, k + 5 + am[1].length]);
          continue;
        }
      }
    }
    const c = text.charCodeAt(k - 1);
    if (!((c >= 97 && c <= 122) || c === 44 || c > 127)) continue;
    const bm = WORD_BEFORE.exec(text.slice(Math.max(0, k - 30), k));
    if (!bm) continue;
    const start = k - bm[0].length;
    const end = k + sepLen + am[1].length;
    const a = givenOrUnknown(bm[1], false);
    const b = givenOrUnknown(am[1], false);
    if (!a || !b) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    const nl = text.lastIndexOf("\n", start);
    const sentence = text.slice(Math.max(0, nl, start - 80), Math.min(text.length, end + 60));
    const who = /(?:^|[^\p{L}])[Ww]ho(?![\p{L}])/u.test(sentence);
    const cue = who || PAIR_BEFORE.test(before) || PAIR_AFTER.test(text.slice(end, end + 16));
    // (two names of the lists in a question need no other cue: "Which is taller, Oluwaseun or Chidera?")
    const asked = a + b === 4 && /^[^.!\n]*\?/u.test(text.slice(end, end + 80));
    if (THING_BEFORE.test(before) || !(cue || asked) || (a + b < 3 && !who)) continue;
    out.push([start, start + bm[1].length], [end - am[1].length, end]);
  }
}

// (read in chat-sized texts only, person-contact.ts's CHAT_SIZED_CHARS: the verbs' scan costs ~10 µs per 4 KB)
const CONTACT_PAIR = /(?<![\p{L}])(?:[Ww]rite to|[Ww]rote to|[Ee]-?mail(?:ed)?|[Cc]all|[Mm]et|[Mm]eet|[Aa]sk(?:ed)?|cc|CC|[Ii]nvite(?:d)?|[Tt]hank(?:ed)?|[Tt]ext(?:ed)?|[Mm]essage)[ \u00a0]+([\p{Lu}][\p{Ll}]{2,})[ \u00a0]+([\p{Lu}][\p{Ll}]{2,}(?:-[\p{Lu}][\p{Ll}]+)?)(?![\p{L}\p{M}'’-])/gu;
export function contactPairNames(text: string, out: Out): void {
  CONTACT_PAIR.lastIndex = 0;
  for (let m = CONTACT_PAIR.exec(text); m; m = CONTACT_PAIR.exec(text)) {
    const a = givenOrUnknown(m[1], true);
    const b = givenOrUnknown(m[2], false);
    if (!a || !b) continue;
    // (a possessive or a third capitalised word after the pair: a company or a place's name, "Nairobi Safari Club")
    const end = m.index + m[0].length;
    if (/^(?:['’]s|[ \u00a0]+[\p{Lu}])/u.test(text.slice(end, end + 3))) continue;
    out.push([m.index + m[0].lastIndexOf(m[1], m[0].length - m[2].length - 1), end]);
  }
}
