/**
 * Issue 23 item 5: every builtin, alone and all together (scanTexts, builtins only), on 4 KB prompts of several
 * kinds (English prose, code, chat, multilingual, number-heavy): CPU µs per call, median of runs.
 *
 *   npx tsx bench/filters-kinds.ts [--iterations N] [--only kind]
 */
import { pathToFileURL } from "node:url";
import { BUILTIN_SLUGS, BUILTINS } from "../server/content-filters/builtins";
import { compileFilterSet, scanTexts } from "../server/content-filters/scan";
import { EVAL_PROMPT, MICRO_PROMPT, to4k } from "../scripts/filters/timing-prompts";
import { ensureGcExposed, measure } from "./micro";

const CODE = to4k(
  "Why does this fail?\n\n```ts\n",
  "export async function loadUsers(db: Db, ids: readonly string[]): Promise<User[]> {\n  const rows = await db.query(`select * from users where id = any($1)`, [ids]);\n  if (!rows.length) throw new Error(\"no users: \" + ids.join(\",\"));\n  return rows.map((r) => ({ id: r.id, name: r.display_name, createdAt: new Date(r.created_at) }));\n}\n",
  "```\nIt throws TypeError at line 42 when ids is empty.",
);
const CHAT = to4k(
  "hey can u help me with something\n",
  "user: ok so I tried the thing you said but it still doesnt work lol\nassistant: Sorry to hear that! Can you tell me what error you see?\nuser: it just says timeout after like 30 sec, happens every time i open the app on my phone\nassistant: Thanks. Does it happen on wifi too, or only on mobile data?\n",
  "user: thanks, talk later",
);
const MULTI = to4k(
  "Bitte fasse die folgenden Notizen zusammen. ",
  "Die Besprechung am Dienstag behandelte die Migration des Abrechnungsdienstes. La réunion a porté sur la latence du service de recherche. 会议讨论了欧洲客户的数据保留问题。Обсуждались вопросы хранения данных. 次回の会議は来週の水曜日です。",
  " Danke.",
);
const NUMBERS = to4k(
  "Quarterly figures (EUR thousands):\n",
  "Q1 2024: revenue 12,480.5; costs 9,311.2; margin 25.4%; headcount 212; tickets 1,903; p95 180 ms; build 4.18.2\nQ2 2024: revenue 13,102.9; costs 9,877.0; margin 24.6%; headcount 219; tickets 2,114; p95 171 ms; build 4.19.0\n",
  "Totals checked on 2024-07-01.",
);
export const KINDS: Record<string, string> = { prose: MICRO_PROMPT, "eval-prose": EVAL_PROMPT, code: CODE, chat: CHAT, "chat-lower": CHAT.toLowerCase(), multilingual: MULTI, numbers: NUMBERS };

function main() {
  const i = process.argv.indexOf("--iterations");
  const iterations = i > 0 ? Number(process.argv[i + 1]) : 1500;
  const j = process.argv.indexOf("--only");
  const only = j > 0 ? process.argv[j + 1] : null;
  const set = compileFilterSet(
    BUILTIN_SLUGS.map((slug) => ({ slug, action: slug === "regex-prompt-injection" ? ("flag" as const) : ("redact" as const) })),
    [],
  );
  const o = { iterations, runs: 5, warmup: 300, allocIterations: 1 };
  const head = ["kind", ...BUILTIN_SLUGS.map((s) => s.replace("regex-prompt-", "")), "sum", "ALL"];
  process.stdout.write(head.map((h) => h.padStart(12)).join("") + "\n");
  for (const [kind, text] of Object.entries(KINDS)) {
    if (only && kind !== only) continue;
    const row: number[] = [];
    const spread: string[] = [];
    for (const slug of BUILTIN_SLUGS) {
      const r = measure(slug, () => BUILTINS[slug].detect(text), o);
      row.push(r.cpuUs);
    }
    const all = measure("all", () => scanTexts(set, [{ origin: "user", text }]), o);
    spread.push(all.runs.map((x) => x.cpuUs.toFixed(0)).join("/"));
    const sum = row.reduce((a, b) => a + b, 0);
    process.stdout.write([kind.padStart(12), ...[...row, sum, all.cpuUs].map((x) => x.toFixed(1).padStart(12))].join("") + `   all runs ${spread[0]}  (len ${text.length})\n`);
  }
}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && !ensureGcExposed()) main();
