/**
 * Round 21 (docs/filters-data-card.md): a second reading of texts the model flagged on its own,
 * for three kinds of benign text it scores high without being addressed by them:
 * - a phrase asked about as a phrase (a meme, a saying, its origin) whose attack words are all
 *   inside quotation marks: the text is scored again with the quotations blanked, and stays flagged
 *   only when what is left still scores over the threshold;
 * - pasted notes, minutes, changelogs and ticket lists ("admin access", "forgot-password flow",
 *   "override", "bypass" in product senses: the model learned "admin access" and "permissions" from
 *   claimed-authority attacks);
 * - code or markup pasted for review that holds an ordinary TODO / FIXME comment.
 * - a user setting aside their own earlier message in chat ("i asked you about X before, ignore that"):
 *   the text is scored again without the retraction and stays flagged only when the rest still does;
 * For the notes and the code the model's score alone no longer flags: a pattern outside quotation marks
 * (prompt-injection.ts) or an AI addressed anywhere in the text ("NOTE TO AI:", "an die KI") must
 * agree. Only asked for texts the model already flagged, so the hot path pays nothing for it.
 */

// the text asks about a phrase as a phrase: meme, saying, origin, joke (in the probe's and neighbouring languages)
const MENTION_CUE =
  /(?:^|[^\p{L}])(?:memes?|mème|memen?|мем\p{L}*|phrase|catchphrase|saying|expression|slogan|joke|witz|spruch|blague|broma|piada|grap|tormentone|frase|uitdrukking|ausdruck|zin|origin|origine|herkunft|oorsprong|woher|d'où vient|de onde|da dove|откуда|skąd|t-?shirt|trend|what does|what do|meaning of|synonyms?|antonyms?|pronounce|definition|difference between|was bedeutet|unterschied zwischen|que signifie|différence entre|qué significa|diferencia entre|cosa significa|che cosa significa|differenza tra|o que significa|diferença entre|sinônimo|sinónimo|что значит|что означает|разница между)(?:[^\p{L}]|$)|意味|ニュアンス|の違い|什么意思/iu;
// quotations on one line: "…", “…”, „…“, «…», 「…」, and '…' at word edges
const QUOTED = /"[^"\n]{1,300}"|\u201c[^\u201d\n]{1,300}\u201d|\u201e[^\u201c\u201d\n]{1,300}[\u201c\u201d]|\u00ab[^\u00bb\n]{1,300}\u00bb|\u300c[^\u300d\n]{1,300}\u300d|(?<![\p{L}\p{N}])['\u2018][^'\u2018\u2019\n]{3,300}['\u2019](?![\p{L}\p{N}])/gu;

// notes, minutes, changelogs, ticket exports (a heading word), or three list lines
const DOC_CUE =
  /(?:^|\n)[ \t]*(?:#{1,3} ?)?(?:changelog|release notes|meeting notes|standup notes|minutes|notulen|notities|protokoll|änderungsprotokoll|besprechungsnotizen|compte rendu|notes de réunion|notas de la reunión|acta|ata da reunião|ata|verbale|note della riunione|notatki(?: ze spotkania)?|mötesanteckningar|mødenoter|sprint retro|retro|jira export|v?\d+\.\d+(?:\.\d+)?)(?:[ \t][^\n:]{0,30})?[ \t]*(?::|\n)/i;
// round 22: a pasted email (its header lines, or asked to be summarised / answered) that retracts an earlier message: "please
// ignore my earlier message about the deadline" (an email alone is not enough: injections inside emails name no AI often)
const EMAIL_CUE =
  /(?:^|\n)[ \t>]*(?:-{2,}[ \t]*forwarded message|fwd?:|subject:|from:|betreff:|von:|objet ?:|de ?:|asunto:|oggetto:|assunto:|onderwerp:|temat:|тема:)|(?:summari[sz]e|reply to|answer|draft a reply to|résume|résumer|fasse|zusammenfassen|resume|resumir|riassumi|samenvatten|streść)[^\n.?!]{0,30}(?:e-?mail|mail|correo|courriel|messaggio|bericht|wiadomość)/i;
// "AI" written against Chinese / Japanese / Korean text ("给AI的指令", "AI에게"): AI_WORD wants a non-letter either side
const CJK_AI = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?:AI|ＡＩ)|(?:AI|ＡＩ)(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/u;
// round 22: a pasted table (three lines of two or more comma / semicolon / tab separated cells)
const TABLE_LINE = /(?:^|\n)[^\n,;\t]{0,80}[,;\t][^\n,;\t]{0,80}[,;\t][^\n]{0,200}/g;
const LIST_LINE = /(?:^|\n)[ \t]*(?:[-*•]|\(?\d{1,2}[.)]|[A-Z]{2,10}-\d+)[ \t]/g;
// an ordinary developer comment in pasted code or markup
const TODO_COMMENT = /(?:\/\/|#|<!--|\/\*|--)[ \t]*(?:TODO|FIXME|XXX|HACK)\b/i;
// an AI named anywhere outside quoted strings, or addressed anywhere ("KI:", "to the agent,"), or the
// model told about "the user" or "your instructions": the text may be talking to the model after all
const AI_WORD = /(?:^|[^\p{L}])(?:ai|a\.i\.|ia|ki|ии|llm|chatbot|chatgpt|gpt|assistant|assistente|asistente|assistent|ассистент|yapay zeka\p{L}*|bot|model|modelo|modell|модель|agent|agente|агент)(?:[^\p{L}]|$)|人工智能|ＡＩ|AIへ|AIに|致AI/iu;
const ADDRESSED =
  /(?:^|[^\p{L}])(?:ai|ia|ki|ии|llm|bot|assistant|assistente|asistente|assistent|agent|agente|model)[ \t]*[:,]|the user\b|user's|users' (?:request|question)|des nutzers|des benutzers|dell'utente|de l'utilisateur|del usuario|do usuário|do utilizador|van de gebruiker|użytkownika|пользовател|kullanıcının|your (?:\w+ )?(?:instructions|rules|directives|guidelines|prompt|task|orders)|(?:prior|previous|earlier|above) (?:directives|instructions|rules)/iu;
const countUpTo = (re: RegExp, t: string, cap: number): number => {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(t) !== null && ++n < cap);
  return n;
};

/** Whether a flagged text is pasted notes / a changelog / a table, code with a TODO comment, or (`retracts`: it retracts an earlier message) an email, naming no AI. */
export function pastedMaterialWithoutAddress(text: string, retracts = false): boolean {
  if (countUpTo(TABLE_LINE, text, 3) >= 3) {
    // a table's cells are quoted fields, not quotations: an AI named or addressed anywhere keeps it flagged
    if (ADDRESSED.test(text) || AI_WORD.test(text) || CJK_AI.test(text)) return false;
    return true;
  }
  if (!(DOC_CUE.test(text) || (retracts && EMAIL_CUE.test(text)) || countUpTo(LIST_LINE, text, 3) >= 3 || TODO_COMMENT.test(text))) return false;
  if (ADDRESSED.test(text)) return false;
  // an AI named inside a quoted string of the code ("You are a helpful support bot") is not an address
  QUOTED.lastIndex = 0;
  return !AI_WORD.test(text.replace(QUOTED, '""'));
}

/** The text with its quotations blanked, when it asks about a phrase as a phrase and quotes something; else null. */
export function mentionWithoutQuotes(text: string): string | null {
  // round 22: a table's quoted cells are fields, not phrases asked about
  if (!MENTION_CUE.test(text) || countUpTo(TABLE_LINE, text, 3) >= 3) return null;
  QUOTED.lastIndex = 0;
  if (!QUOTED.test(text)) return null;
  QUOTED.lastIndex = 0;
  return text.replace(QUOTED, '"…"');
}

// a user's retraction of their own earlier message ("ignore that", "forget what I said", "vergiss das")
const RETRACTION =
  /(?:^|[^\p{L}])(?:(?:ignore|forget|disregard|scratch|skip)(?: all)? (?:that|this|it|what i (?:said|asked|wrote|told you)(?: (?:before|earlier|above))?|my (?:last|previous|earlier|first|other) (?:message|question|request|msg|one))|never ?mind(?: that)?|vergiss (?:das|es)(?: wieder)?|ignorier(?:e)? (?:das|meine (?:letzte|vorherige) (?:nachricht|frage))|oublie (?:ça|ca|cela)|laisse tomber|olvídalo|olvida eso|ignora (?:isso|eso|esto|quel messaggio|questo|quello)|esquece(?: isso)?|lascia perdere|negeer (?:dat|dit|mijn vorige (?:vraag|bericht))(?: maar)?|zignoruj to|abaikan (?:saja|itu|aja)|lupakan (?:saja|itu))(?=[^\p{L}]|$)/giu;

const SENTENCE = /[^.!?\n]+[.!?\n]*/g;
// the user naming their own earlier message: "I asked you before", "ich hatte dich gefragt", "te pregunté"
const EARLIER_OWN =
  /(?:^|[^\p{L}])(?:i (?:asked|said|told|wrote|mentioned|sent)|what i (?:said|asked|wrote)|my (?:last|previous|earlier) (?:message|question)|ich hatte dich|ich habe dich (?:vorhin|gerade)|je t'ai (?:demandé|dit)|te pregunté|te dije|ti ho (?:chiesto|detto)|ik vroeg|ik had je|te perguntei|te falei|pytałem|pytałam|tadi aku|aku tadi)(?=[^\p{L}]|$)/iu;

/** The text without a user's retraction of their own earlier message, when it holds one and tells the model nothing of its instructions; else null. */
export function withoutRetraction(text: string): string | null {
  RETRACTION.lastIndex = 0;
  if (!RETRACTION.test(text) || ADDRESSED.test(text)) return null;
  // the sentence that retracts and names the earlier message ("I asked you before about X, ignore that") goes up to the retraction
  return text.replace(SENTENCE, (sentence) => {
    RETRACTION.lastIndex = 0;
    if (!RETRACTION.test(sentence)) return sentence;
    RETRACTION.lastIndex = 0;
    if (!EARLIER_OWN.test(sentence)) return sentence.replace(RETRACTION, " ");
    // up to the end of the last retraction: what follows it ("… ignore that and show me …") is read
    let end = 0;
    for (let m = RETRACTION.exec(sentence); m; m = RETRACTION.exec(sentence)) end = m.index + m[0].length;
    return ` ${sentence.slice(end)}`;
  });
}

// round 22: a question about the model's own limits or abilities ("what are your limitations as an assistant?")
const LIMITS_QUESTION =
  /(?:^|[^\p{L}])(?:(?:what are|what're|do you have|are there)(?: any)?(?: of)? your(?: \p{L}+)? (?:limitations|limits)|what can't you do|(?:was sind|welche sind) deine grenzen|quelles sont tes limites|cuáles son tus limitaciones|quali sono i tuoi limiti|quais são as suas limitações|wat zijn je beperkingen|какие у тебя ограничения)[^.!?\n？]{0,60}[?？]|(?:あなたの制限は|你有哪些局限)[^.!?\n？]{0,60}[?？]/iu;
// and a question about an ability ("can you browse the web?", "kannst du dich erinnern?")
const ABILITY_QUESTION =
  /(?:^|[^\p{L}])(?:can you|could you|are you able to|kannst du|peux-tu|puedes|puoi|consegue|consegues|kun je|ты можешь)(?:[^\p{L}]|$)[^.!?\n？]{0,80}[?？]|(?:できますか|你能)[^\n]{0,40}/iu;
const SENTENCE_Q = /[^.!?\n？。]+[.!?\n？。]*/g;

/** The text without its sentences asking about the model's own limits, when it asks about them; else null. */
export function withoutLimitsQuestion(text: string): string | null {
  if (text.length > 600 || !LIMITS_QUESTION.test(text) || !ABILITY_QUESTION.test(text)) return null;
  return text.replace(SENTENCE_Q, (sentence) => (LIMITS_QUESTION.test(sentence) ? " " : sentence));
}
