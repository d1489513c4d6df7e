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
 * For the last two the model's score alone no longer flags: a pattern outside quotation marks
 * (prompt-injection.ts) or an AI addressed anywhere in the text ("NOTE TO AI:", "an die KI") must
 * agree. Only asked for texts the model already flagged, so the hot path pays nothing for it.
 */

// the text asks about a phrase as a phrase: meme, saying, origin, joke (in the probe's and neighbouring languages)
const MENTION_CUE =
  /(?:^|[^\p{L}])(?:memes?|mème|memen?|мем\p{L}*|phrase|catchphrase|saying|expression|slogan|joke|witz|spruch|blague|broma|piada|grap|tormentone|frase|uitdrukking|ausdruck|zin|origin|origine|herkunft|oorsprong|woher|d'où vient|de onde|da dove|откуда|skąd|t-?shirt|trend)(?:[^\p{L}]|$)/iu;
// quotations on one line: "…", “…”, „…“, «…», 「…」, and '…' at word edges
const QUOTED = /"[^"\n]{1,300}"|\u201c[^\u201d\n]{1,300}\u201d|\u201e[^\u201c\u201d\n]{1,300}[\u201c\u201d]|\u00ab[^\u00bb\n]{1,300}\u00bb|\u300c[^\u300d\n]{1,300}\u300d|(?<![\p{L}\p{N}])['\u2018][^'\u2018\u2019\n]{3,300}['\u2019](?![\p{L}\p{N}])/gu;

// notes, minutes, changelogs, ticket exports (a heading word), or three list lines
const DOC_CUE =
  /changelog|release notes|meeting notes|minutes|notulen|protokoll|compte rendu|notas de la reuni|ata da reuni|verbale|notatki|mötesanteckningar|sprint retro|retro:|jira|änderungsprotokoll|(?:^|\n)#{1,3} ?v?\d+\.\d/i;
const LIST_LINE = /(?:^|\n)[ \t]*(?:[-*•]|\(?\d{1,2}[.)]|[A-Z]{2,10}-\d+)[ \t]/g;
// an ordinary developer comment in pasted code or markup
const TODO_COMMENT = /(?:\/\/|#|<!--|\/\*|--)[ \t]*(?:TODO|FIXME|XXX|HACK)\b/i;
// an AI addressed or named anywhere: the text may be talking to the model after all
const AI_WORD = /(?:^|[^\p{L}])(?:ai|a\.i\.|ia|ki|ии|llm|chatbot|chatgpt|gpt|assistant|assistente|asistente|assistent|ассистент|yapay zeka\p{L}*|bot|model|modelo|modell|модель)(?:[^\p{L}]|$)|人工智能|ＡＩ|AIへ|AIに|致AI/iu;

const countUpTo = (re: RegExp, t: string, cap: number): number => {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(t) !== null && ++n < cap);
  return n;
};

/** Whether a flagged text is pasted notes / a changelog or code with a TODO comment, naming no AI. */
export function pastedMaterialWithoutAddress(text: string): boolean {
  if (!(DOC_CUE.test(text) || countUpTo(LIST_LINE, text, 3) >= 3 || TODO_COMMENT.test(text))) return false;
  // an AI named inside a quoted string of the code ("You are a helpful support bot") is not an address
  QUOTED.lastIndex = 0;
  return !AI_WORD.test(text.replace(QUOTED, '""'));
}

/** The text with its quotations blanked, when it asks about a phrase as a phrase and quotes something; else null. */
export function mentionWithoutQuotes(text: string): string | null {
  if (!MENTION_CUE.test(text)) return null;
  QUOTED.lastIndex = 0;
  if (!QUOTED.test(text)) return null;
  QUOTED.lastIndex = 0;
  return text.replace(QUOTED, '"…"');
}
