/**
 * `npm run bench [-- --quick]`: the gateway's benchmark suite, end to end, through the production
 * server (server/main.ts, what `npm start` runs) with full gateway logic on.
 *
 *  1. Seeds a fresh embedded database (bench/seed.ts): 10,000 inference keys, 10,000 end-user
 *     registrations, a year of rankings rollup (~10M ledger requests' worth).
 *  2. Starts the bench mock upstream (bench/mock-upstream.ts) and the gateway, pinned with
 *     taskset: gateway on core 0; mock and this process (the load driver) on core 1.
 *  3. Creates an inference key WITH a spending limit (never reached), so every request runs the
 *     budget reservation and writes the ledger.
 *  4. Warm-up, idle RSS, then a soak (mixed inference at 10 connections; RSS at 1 and 5 minutes).
 *  5. Management lists (GET /keys, GET /end-users) and the rankings year query: p50/p90/p99.
 *  6. POST /messages, POST /chat/completions and POST /responses (non-streaming and streaming; anthropic- and
 *     openai-format upstreams each) and POST /embeddings at 1, 10 and 50 connections: gateway and direct-to-mock rounds
 *     alternate (G, D, G, D, ...), so every figure is a difference or ratio vs direct.
 *     At 1 connection, streams also get a sequential TTFB loop (time to first body chunk).
 *  7. Stops the gateway, checks the ledger, prints a markdown table and the targets (met / not
 *     met), and writes everything to bench/results/<time>-<mode>.json (and .md).
 *
 * Options: --quick (3 s rounds, one pair, 20 s soak: a smoke run), --round S, --pairs N,
 * --soak S, --mock-delay MS (upstream latency before the first byte, default 0).
 * `--soak [--minutes N] [--rate R]` (no number after --soak) runs the no-leak soak instead
 * (bench/soak.ts: 30 minutes of mixed traffic at a fixed rate, RSS per minute, the ledger checked).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { Agent } from "undici";
import { ensureBuild, ROOT } from "../server/test/server";
import { run as runList, scenarios as endUserScenarios, type Scenario } from "./end-users-list";
import { detectPinning, pinSelf, rssMb, sleep, startGateway, startMock, summarize, treeRssMb, type Proc, type Summary } from "./lib";
import { autocannonRound, errorsOf, getLoop, ttfbLoop, type ErrorSample, type RoundResult, type Target, type TtfbResult } from "./load";
import { setupBroadcastBench } from "./broadcast";
import { createGuardrailKeys, guardrailPrompt } from "./guardrail-row";
import { PIECES } from "./mock-upstream";
import { MODELS, rankingModels } from "./rankings";
import { KEYS, ledgerRows, seedDatabase } from "./seed";

// --- configuration -----------------------------------------------------------------------------

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const QUICK = argv.includes("--quick");
/** `--soak` alone (not `--soak S`, the suite's soak length in seconds): the soak mode. */
const SOAK_MODE = argv.includes("--soak") && !Number.isFinite(Number(opt("soak")));
const CFG = {
  mode: QUICK ? "quick" : "full",
  roundSeconds: Number(opt("round") ?? (QUICK ? 3 : 5)),
  /** Gateway/direct round pairs per scenario. */
  pairs: Number(opt("pairs") ?? (QUICK ? 1 : 2)),
  warmupSeconds: QUICK ? 1 : 2,
  connections: [1, 10, 50],
  /** Sequential TTFB requests per side (gateway, direct), in alternating blocks. */
  ttfbRequests: QUICK ? 200 : 1000,
  ttfbBlocks: QUICK ? 2 : 5,
  listRequests: QUICK ? 200 : 1000,
  listWarmup: QUICK ? 50 : 100,
  /** The rankings dataset allows 500 requests per organization per day (one key per request here). */
  rankingsRequests: QUICK ? 100 : 400,
  soakSeconds: Number((SOAK_MODE ? undefined : opt("soak")) ?? (QUICK ? 20 : 300)),
  soakConnections: 10,
  mockDelayMs: Number(opt("mock-delay") ?? 0),
};
/** The "1 minute" RSS mark: a fifth of the soak (60 s of the full 300 s). */
const SOAK_MARK = CFG.soakSeconds / 5;

const MANAGEMENT_KEY = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;
const UPSTREAM_SECRET = "bench-upstream-secret";
const ANSWER = PIECES.join("");

// --- the requests ------------------------------------------------------------------------------

interface Kind {
  id: string;
  label: string;
  stream: boolean;
  upstream: "anthropic" | "openai";
  gateway: Target;
  direct: Target;
}

const prompt = [{ role: "user", content: "Say hello" }];
const okJson = (body: string) => body.includes(ANSWER);
const okAnthropicStream = (body: string) => body.includes("event: message_stop") && !body.includes("event: error");
const okOpenAiStream = (body: string) => body.includes("data: [DONE]") && !body.includes('"error"');
const okResponsesStream = (body: string) => body.includes("event: response.completed") && !body.includes("event: error");
const okEmbeddings = (body: string) => body.includes('"embedding"');

function kinds(gateway: string, mock: string, key: string): Kind[] {
  const gw = (path: string, body: unknown, verify: (b: string) => boolean): Target => ({
    origin: gateway,
    path,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    verify,
  });
  const anthropic = (body: unknown, verify: (b: string) => boolean): Target => ({
    origin: mock,
    path: "/v1/messages",
    headers: { "x-api-key": UPSTREAM_SECRET, "anthropic-version": "2023-06-01", "content-type": "application/json" },
    body: JSON.stringify(body),
    verify,
  });
  const openai = (path: string, body: unknown, verify: (b: string) => boolean): Target => ({
    origin: mock,
    path,
    headers: { authorization: `Bearer ${UPSTREAM_SECRET}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    verify,
  });
  const out: Kind[] = [];
  // One pipeline in three wire formats, each on both upstream formats: Messages; the OpenAI wire
  // format (passed through to the openai-format upstream, translated for the anthropic-format one);
  // the Responses API (translated to Messages, then through the provider adapter). Direct: the
  // upstream's own request to the mock.
  const model = { anthropic: "bench/claude", openai: "bench/chat" } as const;
  for (const stream of [false, true]) {
    const s = stream ? { stream: true } : {};
    const o = stream ? { stream: true, stream_options: { include_usage: true } } : {};
    const direct = (upstream: Kind["upstream"]): Target =>
      upstream === "anthropic"
        ? anthropic({ model: "bench-claude", max_tokens: 16, messages: prompt, ...s }, stream ? okAnthropicStream : okJson)
        : openai("/v1/chat/completions", { model: "bench-chat", max_tokens: 16, messages: prompt, ...o }, stream ? okOpenAiStream : okJson);
    const routes = [
      { id: "messages", path: "/messages", upstreams: ["anthropic", "openai"], ok: okAnthropicStream, body: (m: string) => ({ model: m, max_tokens: 16, messages: prompt, ...s }) },
      { id: "chat", path: "/chat/completions", upstreams: ["openai", "anthropic"], ok: okOpenAiStream, body: (m: string) => ({ model: m, max_tokens: 16, messages: prompt, ...o }) },
      { id: "responses", path: "/responses", upstreams: ["anthropic", "openai"], ok: okResponsesStream, body: (m: string) => ({ model: m, max_output_tokens: 16, input: prompt, ...s }) },
    ] as const;
    for (const r of routes) {
      for (const upstream of r.upstreams) {
        out.push({
          id: `${r.id}${stream ? "-stream" : ""}-${upstream}`,
          label: `POST ${r.path}${stream ? " stream" : ""} · ${upstream} upstream`,
          stream,
          upstream,
          gateway: gw(`/api/v1${r.path}`, r.body(model[upstream]), stream ? r.ok : okJson),
          direct: direct(upstream),
        });
      }
    }
  }
  out.push({
    id: "embeddings-openai",
    label: "POST /embeddings · openai upstream",
    stream: false,
    upstream: "openai",
    gateway: gw("/api/v1/embeddings", { model: "bench/embed", input: "hello world" }, okEmbeddings),
    direct: openai("/v1/embeddings", { model: "bench-embed", input: "hello world" }, okEmbeddings),
  });
  return out;
}

/** The gateway's catalog: the mock as an openai- and an anthropic-format provider, plus the 500 ranked models. */
function catalog(mock: string) {
  const provider = (id: string, api: "openai" | "anthropic") => ({ id, name: id, api, base_url: `${mock}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 });
  const chat = (slug: string, provider: string, upstream: string) => ({
    slug,
    canonical_slug: `${slug}-2026-01-01`,
    name: slug,
    vendor: "bench",
    kind: "chat",
    public: true,
    context_length: 8192,
    endpoints: [{ provider, upstream_model: upstream, pricing: { prompt: "0.000001", completion: "0.000002", request: "0" }, max_completion_tokens: 4096 }],
  });
  return {
    providers: [provider("mock-openai", "openai"), provider("mock-anthropic", "anthropic")],
    models: [
      chat("bench/chat", "mock-openai", "bench-chat"),
      chat("bench/claude", "mock-anthropic", "bench-claude"),
      {
        slug: "bench/embed",
        name: "bench/embed",
        vendor: "bench",
        kind: "embedding",
        public: true,
        context_length: 8192,
        endpoints: [{ provider: "mock-openai", upstream_model: "bench-embed", pricing: { prompt: "0.0000001", completion: "0", request: "0" } }],
      },
      ...rankingModels("mock-openai"),
    ],
  };
}

// --- results -----------------------------------------------------------------------------------

interface Row {
  scenario: string;
  kind: string;
  connections: number;
  stream: boolean;
  rpsGateway: number;
  rpsDirect: number | null;
  gateway: Summary;
  direct: Summary | null;
  addedP50: number | null;
  addedP99: number | null;
  ttfb: { gateway: Summary; direct: Summary; addedP50: number; addedP99: number; errors: number } | null;
  errors: number;
  /** Highest gateway VmRSS seen at the end of this row's gateway rounds, MB. */
  rssMb: number | null;
  rounds?: Array<{ target: "gateway" | "direct"; result: Omit<RoundResult, "raw"> }>;
  samples: ErrorSample[];
  note?: string;
}

const rows: Row[] = [];
let gatewayInferenceOk = 0;

const fmtMs = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? "—" : n.toFixed(2));
const fmtAdd = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? "—" : `${n >= 0 ? "+" : ""}${n.toFixed(2)}`);
const fmtRps = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? "—" : Math.round(n).toLocaleString("en-US"));
const fmtMb = (n: number | null | undefined) => (n === null || n === undefined ? "—" : String(Math.round(n)));
const log = (s: string) => process.stdout.write(`${s}\n`);

function table(): string {
  const head = ["scenario", "conns", "req/s gateway", "req/s direct (gateway %)", "p50 ms", "p90 ms", "p99 ms", "added p50 ms", "added p99 ms", "TTFB added p50 / p99 ms", "errors", "gateway RSS MB"];
  const lines = [`| ${head.join(" | ")} |`, `|${head.map((h, i) => (i < 2 ? "---" : "---:")).join("|")}|`];
  for (const r of rows) {
    lines.push(
      `| ${[
        r.scenario,
        String(r.connections),
        fmtRps(r.rpsGateway),
        r.rpsDirect === null ? "—" : `${fmtRps(r.rpsDirect)} (${((100 * r.rpsGateway) / r.rpsDirect).toFixed(0)}%)`,
        fmtMs(r.gateway.p50),
        fmtMs(r.gateway.p90),
        fmtMs(r.gateway.p99),
        fmtAdd(r.addedP50),
        fmtAdd(r.addedP99),
        r.ttfb ? `${fmtAdd(r.ttfb.addedP50)} / ${fmtAdd(r.ttfb.addedP99)}` : "—",
        String(r.errors),
        fmtMb(r.rssMb),
      ].join(" | ")} |`,
    );
  }
  return lines.join("\n");
}

// --- steps -------------------------------------------------------------------------------------

function assertAlive(gw: Proc): void {
  if (gw.child.exitCode !== null || gw.child.signalCode !== null) throw new Error(`the gateway exited (${gw.child.exitCode ?? gw.child.signalCode})\n${gw.stderrTail()}`);
}

async function abScenario(gw: Proc, k: Kind, connections: number): Promise<Row> {
  const g: number[] = [];
  const d: number[] = [];
  const rounds: Row["rounds"] = [];
  let gOk = 0;
  let gSec = 0;
  let dOk = 0;
  let dSec = 0;
  let errors = 0;
  let rss: number | null = null;
  const samples: ErrorSample[] = [];
  for (let i = 0; i < CFG.pairs; i++) {
    // G, D, G, D, ...
    for (const target of ["gateway", "direct"] as const) {
      assertAlive(gw);
      const res = await autocannonRound([k[target]], connections, CFG.roundSeconds);
      const { raw, ...result } = res;
      rounds.push({ target, result });
      errors += errorsOf(res);
      for (const s of res.samples) if (samples.length < 5) samples.push(s);
      if (target === "gateway") {
        for (const v of raw) g.push(v);
        gOk += res.ok;
        gSec += res.seconds;
        gatewayInferenceOk += res.ok;
        const now = rssMb(gw.pid);
        if (now !== null) rss = Math.max(rss ?? 0, now);
      } else {
        for (const v of raw) d.push(v);
        dOk += res.ok;
        dSec += res.seconds;
      }
    }
  }
  const gs = summarize(g);
  const ds = summarize(d);
  return {
    scenario: k.label,
    kind: k.id,
    connections,
    stream: k.stream,
    rpsGateway: gOk / gSec,
    rpsDirect: dOk / dSec,
    gateway: gs,
    direct: ds,
    addedP50: gs.p50 - ds.p50,
    addedP99: gs.p99 - ds.p99,
    ttfb: null,
    errors,
    rssMb: rss,
    rounds,
    samples,
  };
}

async function ttfbFor(k: Kind): Promise<NonNullable<Row["ttfb"]> & { samples: ErrorSample[] }> {
  const ga = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
  const da = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
  try {
    await ttfbLoop(k.gateway, 50, ga);
    await ttfbLoop(k.direct, 50, da);
    const g: TtfbResult = { ttfb: [], total: [], errors: 0, samples: [] };
    const d: TtfbResult = { ttfb: [], total: [], errors: 0, samples: [] };
    const block = Math.ceil(CFG.ttfbRequests / CFG.ttfbBlocks);
    for (let b = 0; b < CFG.ttfbBlocks; b++) {
      await ttfbLoop(k.gateway, block, ga, g);
      await ttfbLoop(k.direct, block, da, d);
    }
    gatewayInferenceOk += g.ttfb.length + 50;
    const gs = summarize(g.ttfb);
    const ds = summarize(d.ttfb);
    return { gateway: gs, direct: ds, addedP50: gs.p50 - ds.p50, addedP99: gs.p99 - ds.p99, errors: g.errors + d.errors, samples: [...g.samples, ...d.samples] };
  } finally {
    await ga.close();
    await da.close();
  }
}

async function listRows(gw: Proc): Promise<void> {
  const keyScenarios: Scenario[] = [
    { label: "first page (limit 100)", path: () => "/keys?limit=100", check: (b) => (b.total_count ?? 0) > KEYS },
    { label: "random page (offset 0..9900)", path: () => `/keys?offset=${Math.floor(Math.random() * 100) * 100}&limit=100`, check: (b) => (b.total_count ?? 0) > KEYS },
  ];
  const all: Array<[string, Scenario]> = [
    ...keyScenarios.map((s): [string, Scenario] => [`GET /keys (${KEYS.toLocaleString("en-US")} keys): ${s.label}`, s]),
    ...endUserScenarios.filter((s) => s.suite).map((s): [string, Scenario] => [`GET /end-users (10,000 registrations): ${s.label}`, s]),
  ];
  const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
  try {
    for (const [label, s] of all) {
      assertAlive(gw);
      let times: number[] = [];
      let errors = 0;
      const samples: ErrorSample[] = [];
      const t0 = performance.now();
      try {
        await runList(gw.url, MANAGEMENT_KEY, s, 1, CFG.listWarmup, agent);
        times = await runList(gw.url, MANAGEMENT_KEY, s, 1, CFG.listRequests, agent);
      } catch (err) {
        errors = 1;
        samples.push({ status: null, body: err instanceof Error ? err.message : String(err) });
      }
      const secs = (performance.now() - t0) / 1000;
      rows.push({
        scenario: label,
        kind: "list",
        connections: 1,
        stream: false,
        rpsGateway: (CFG.listWarmup + CFG.listRequests) / secs,
        rpsDirect: null,
        gateway: summarize(times),
        direct: null,
        addedP50: null,
        addedP99: null,
        ttfb: null,
        errors,
        rssMb: rssMb(gw.pid),
        samples,
      });
      log(`  ${label}: p50 ${fmtMs(rows[rows.length - 1].gateway.p50)} ms, p99 ${fmtMs(rows[rows.length - 1].gateway.p99)} ms${errors ? `, FAILED: ${samples[0].body}` : ""}`);
    }
  } finally {
    await agent.close();
  }
}

async function rankingsRow(gw: Proc, keys: string[]): Promise<{ coldMs: number | null }> {
  const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
  const url = `${gw.url}/api/v1/datasets/rankings-daily?start_date=2025-01-01&end_date=2025-12-31`;
  // One key per request: the per-key limit is 30 a minute; the organization's 500 a day bounds the count.
  const headers = (i: number) => ({ authorization: `Bearer ${keys[i]}` });
  let rowsSeen = 0;
  const check = (status: number, body: string) => {
    if (status !== 200) return false;
    const j = JSON.parse(body) as { data?: unknown[] };
    rowsSeen = Array.isArray(j.data) ? j.data.length : 0;
    return rowsSeen >= 365 * 50;
  };
  try {
    const cold = await getLoop(() => url, headers, 1, agent, check);
    const res = await getLoop(() => url, (i) => headers(i + 1), CFG.rankingsRequests, agent, check);
    const s = summarize(res.times);
    rows.push({
      scenario: `GET /datasets/rankings-daily (year 2025, ${MODELS} models, ~10M requests' rollup)`,
      kind: "rankings",
      connections: 1,
      stream: false,
      rpsGateway: res.times.length / res.seconds,
      rpsDirect: null,
      gateway: s,
      direct: null,
      addedP50: null,
      addedP99: null,
      ttfb: null,
      errors: res.errors + cold.errors,
      rssMb: rssMb(gw.pid),
      samples: [...cold.samples, ...res.samples],
      note: `${rowsSeen} rows per answer; first request after start ${fmtMs(cold.times[0] ?? null)} ms`,
    });
    log(`  rankings year: first ${fmtMs(cold.times[0] ?? null)} ms, then p50 ${fmtMs(s.p50)} ms, p99 ${fmtMs(s.p99)} ms (${rowsSeen} rows)`);
    return { coldMs: cold.times[0] ?? null };
  } finally {
    await agent.close();
  }
}

interface Soak {
  seconds: number;
  connections: number;
  rps: number;
  errors: number;
  latency: Summary;
  samples: ErrorSample[];
  rss: Array<{ t: number; mb: number }>;
  rssWindowSeconds: number;
  /** Median RSS over the window ending at the mark, MB. */
  rssAtMark: number | null;
  rssAtEnd: number | null;
}

async function soak(gw: Proc, ks: Kind[]): Promise<Soak> {
  const rss: Array<{ t: number; mb: number }> = [];
  const t0 = performance.now();
  const timer = setInterval(() => {
    const mb = rssMb(gw.pid);
    if (mb !== null) rss.push({ t: (performance.now() - t0) / 1000, mb });
  }, 1000);
  try {
    const res = await autocannonRound(
      ks.map((k) => k.gateway),
      CFG.soakConnections,
      CFG.soakSeconds,
    );
    gatewayInferenceOk += res.ok;
    // GC makes RSS a sawtooth: a mark's figure is the median of the 1 s samples in the window ending there.
    const window = Math.max(2, SOAK_MARK / 6);
    const around = (at: number) => {
      const xs = rss.filter((x) => x.t > at - window && x.t <= at + 0.5).map((x) => x.mb);
      return xs.length ? summarize(xs).p50 : null;
    };
    const end = rss.length ? rss[rss.length - 1].t : 0;
    return {
      seconds: res.seconds,
      connections: CFG.soakConnections,
      rps: res.rps,
      errors: errorsOf(res),
      latency: res.latency,
      samples: res.samples,
      rss,
      rssWindowSeconds: window,
      rssAtMark: around(SOAK_MARK),
      rssAtEnd: around(end),
    };
  } finally {
    clearInterval(timer);
  }
}

/** Both sides through the gateway with the same 4 KB prompt: "added" is the guardrail's own cost. */
function guardrailKind(gateway: string, keys: { guarded: string; plain: string }): Kind {
  const target = (key: string): Target => ({
    origin: gateway,
    path: "/api/v1/messages",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ model: "bench/claude", max_tokens: 16, messages: [{ role: "user", content: guardrailPrompt() }] }),
    verify: okJson,
  });
  return {
    id: "messages-guardrail",
    label: "POST /messages · 4 KB prompt, guardrail (all builtins + 5 custom) vs none",
    stream: false,
    upstream: "anthropic",
    gateway: target(keys.guarded),
    direct: target(keys.plain),
  };
}

async function createInferenceKey(gw: Proc): Promise<string> {
  const r = await fetch(`${gw.url}/api/v1/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${MANAGEMENT_KEY}`, "content-type": "application/json" },
    // A spending limit far above anything the run spends: the reservation path runs on every request.
    body: JSON.stringify({ name: "bench inference", limit: 1_000_000 }),
  });
  const j = (await r.json()) as { key?: string; data?: { key?: string } };
  const key = j.key ?? j.data?.key;
  if (r.status !== 201 || !key) throw new Error(`creating the inference key failed: ${r.status} ${JSON.stringify(j)}`);
  return key;
}

// --- targets -----------------------------------------------------------------------------------

interface Check {
  target: string;
  measured: string;
  met: boolean;
}

function checks(idleRss: number | null, s: Soak): Check[] {
  const out: Check[] = [];
  const find = (kind: string, c: number) => rows.find((r) => r.kind === kind && r.connections === c);
  const nonStream = ["messages-anthropic", "messages-openai", "chat-openai", "chat-anthropic", "responses-anthropic", "responses-openai", "embeddings-openai"];
  for (const kind of nonStream) {
    const r = find(kind, 1);
    if (!r) continue;
    out.push({ target: `${r.scenario}, 1 conn: added p50 ≤ 0.5 ms`, measured: `${fmtAdd(r.addedP50)} ms`, met: (r.addedP50 ?? Infinity) <= 0.5 });
    out.push({ target: `${r.scenario}, 1 conn: added p99 ≤ 2 ms`, measured: `${fmtAdd(r.addedP99)} ms`, met: (r.addedP99 ?? Infinity) <= 2 });
  }
  for (const r of rows.filter((x) => x.ttfb)) {
    out.push({ target: `${r.scenario}, 1 conn: added TTFB p50 ≤ 1 ms`, measured: `${fmtAdd(r.ttfb?.addedP50)} ms`, met: (r.ttfb?.addedP50 ?? Infinity) <= 1 });
  }
  // /responses beside /messages (issue 22): 1-connection p50 and 50-connection req/s within 10 %.
  for (const u of ["anthropic", "openai"]) {
    const r1 = find(`responses-${u}`, 1);
    const m1 = find(`messages-${u}`, 1);
    if (r1 && m1) out.push({ target: `${r1.scenario}, 1 conn: p50 within 10 % of /messages`, measured: `${fmtMs(r1.gateway.p50)} vs ${fmtMs(m1.gateway.p50)} ms`, met: r1.gateway.p50 <= 1.1 * m1.gateway.p50 });
    const r50 = find(`responses-${u}`, 50);
    const m50 = find(`messages-${u}`, 50);
    if (r50 && m50) out.push({ target: `${r50.scenario}, 50 conns: req/s within 10 % of /messages`, measured: `${fmtRps(r50.rpsGateway)} vs ${fmtRps(m50.rpsGateway)} req/s`, met: r50.rpsGateway >= 0.9 * m50.rpsGateway });
  }
  const g = find("messages-guardrail", 1);
  if (g) out.push({ target: `${g.scenario}, 1 conn: added p50 ≤ 0.3 ms`, measured: `${fmtAdd(g.addedP50)} ms`, met: (g.addedP50 ?? Infinity) <= 0.3 });
  const b = find("messages-broadcast", 1);
  if (b) out.push({ target: `${b.scenario}, 1 conn: added p50 ≤ 0.2 ms`, measured: `${fmtAdd(b.addedP50)} ms`, met: (b.addedP50 ?? Infinity) <= 0.2 });
  for (const kind of nonStream) {
    const r = find(kind, 50);
    if (!r) continue;
    out.push({ target: `${r.scenario}, 50 conns: ≥ 5,000 req/s with 0 errors`, measured: `${fmtRps(r.rpsGateway)} req/s, ${r.errors} errors`, met: r.rpsGateway >= 5000 && r.errors === 0 });
  }
  for (const r of rows.filter((x) => x.kind === "list")) {
    out.push({ target: `${r.scenario}: p99 ≤ 20 ms`, measured: `${fmtMs(r.gateway.p99)} ms`, met: r.errors === 0 && r.gateway.p99 <= 20 });
  }
  for (const r of rows.filter((x) => x.kind === "rankings")) {
    out.push({ target: "rankings year query: p99 ≤ 100 ms", measured: `${fmtMs(r.gateway.p99)} ms`, met: r.errors === 0 && r.gateway.p99 <= 100 });
  }
  out.push({ target: "idle RSS (after start + warm-up) ≤ 250 MB", measured: `${fmtMb(idleRss)} MB`, met: idleRss !== null && idleRss <= 250 });
  const growth = s.rssAtMark && s.rssAtEnd ? (s.rssAtEnd - s.rssAtMark) / s.rssAtMark : null;
  out.push({
    target: `RSS at ${s.seconds >= 299 ? "5 min" : `${CFG.soakSeconds} s`} within 20% of RSS at ${SOAK_MARK >= 59 ? "1 min" : `${SOAK_MARK} s`}`,
    measured: growth === null ? "—" : `${fmtMb(s.rssAtMark)} → ${fmtMb(s.rssAtEnd)} MB (${growth >= 0 ? "+" : ""}${(100 * growth).toFixed(1)}%)`,
    met: growth !== null && Math.abs(growth) <= 0.2,
  });
  const errs = rows.reduce((a, r) => a + r.errors + (r.ttfb?.errors ?? 0), 0) + s.errors;
  out.push({ target: "0 errors (non-2xx, socket errors, bad bodies) in every scenario", measured: String(errs), met: errs === 0 });
  return out;
}

/** The gateway's warn-and-above log lines, counted by level, message and error message. */
function logSummary(file: string): Array<{ count: number; level: number; msg: string; err: string | null }> {
  const counts = new Map<string, { count: number; level: number; msg: string; err: string | null }>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const j = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      const e = { level: j.level ?? 0, msg: j.msg ?? "", err: j.err?.message ?? null };
      const k = JSON.stringify(e);
      const c = counts.get(k);
      if (c) c.count++;
      else counts.set(k, { count: 1, ...e });
    } catch {
      /* not a log record */
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

// --- main --------------------------------------------------------------------------------------

async function main(): Promise<void> {
  // `--multi`: two instances on PostgreSQL + Redis behind a round-robin balancer (bench/multi-instance.ts).
  if (argv.includes("--multi")) {
    if (!(await (await import("./multi-instance")).runMulti())) throw new Error("multi-instance: a check was not met");
    return;
  }
  // `--soak [--minutes N] [--rate R]` (no number after --soak): the no-leak soak (bench/soak.ts).
  if (SOAK_MODE) {
    if (!(await (await import("./soak")).runSoak())) throw new Error("soak: a check was not met");
    return;
  }
  const started = new Date();
  const cpus = os.cpus();
  const nproc = Number(spawnSync("nproc", { encoding: "utf8" }).stdout.trim()) || cpus.length;
  const pinning = detectPinning(nproc);
  const machine = { nproc, cpu: cpus[0]?.model ?? "unknown", node: process.version, os: `${os.type()} ${os.release()}`, memGb: Math.round(os.totalmem() / 2 ** 30) };
  log(`# Switchyard benchmark (${CFG.mode}): ${machine.nproc} CPUs (${machine.cpu}), node ${machine.node}; ${pinning.reason}`);
  if (!pinning.enabled) log("WARNING: not pinned: the gateway, the mock and the load driver share the CPUs; figures are not comparable to a pinned run.");

  ensureBuild();
  pinSelf(pinning, 1);

  const dataDir = mkdtempSync(join(os.tmpdir(), "switchyard-bench-"));
  const resultsDir = join(ROOT, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  const stamp = started.toISOString().replace(/[:.]/g, "-");
  const logFile = join(resultsDir, `${stamp}-${CFG.mode}-gateway.log`);

  let mock: Proc | null = null;
  let gw: Proc | null = null;
  const cleanup = () => {
    gw?.child.kill("SIGKILL");
    mock?.child.kill("SIGKILL");
  };
  process.once("exit", cleanup);
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, () => process.exit(130));

  try {
    log(`seeding ${dataDir} ...`);
    const seeded = await seedDatabase(dataDir, MANAGEMENT_KEY);
    log(
      `  ${KEYS} keys (${seeded.ms.keys.toFixed(0)} ms), ${seeded.endUsers} end users (${seeded.ms.endUsers.toFixed(0)} ms), rollup ${seeded.rollupRows} rows / ${seeded.rollupRequests} requests (${seeded.ms.rollup.toFixed(0)} ms)`,
    );

    mock = await startMock(pinning, { delayMs: CFG.mockDelayMs });
    const config = join(dataDir, "gateway.config.json");
    writeFileSync(config, JSON.stringify(catalog(mock.url)));
    const t0 = performance.now();
    gw = await startGateway(pinning, {
      logFile,
      env: {
        DATABASE_URL: "",
        REDIS_URL: "",
        GATEWAY_DATA_DIR: dataDir,
        GATEWAY_CONFIG: config,
        GATEWAY_MANAGEMENT_KEY: MANAGEMENT_KEY,
        BENCH_UPSTREAM_KEY: UPSTREAM_SECRET,
        // The broadcast variant's receiver listens on 127.0.0.1.
        GATEWAY_ALLOW_PRIVATE_NETWORKS: "127.0.0.0/8",
        LOG_LEVEL: "warn",
      },
    });
    const startMs = performance.now() - t0;
    const startRss = rssMb(gw.pid);
    log(`gateway pid ${gw.pid} ${gw.url} ready in ${(startMs / 1000).toFixed(1)} s, RSS ${fmtMb(startRss)} MB; mock pid ${mock.pid} ${mock.url}`);

    const key = await createInferenceKey(gw);
    const ks = kinds(gw.url, mock.url, key);

    log(`warm-up: ${CFG.warmupSeconds} s per request kind, gateway and direct`);
    const warmErrors: ErrorSample[] = [];
    for (const k of ks) {
      for (const target of ["gateway", "direct"] as const) {
        const r = await autocannonRound([k[target]], 10, CFG.warmupSeconds);
        if (target === "gateway") gatewayInferenceOk += r.ok;
        if (errorsOf(r)) warmErrors.push(...r.samples.map((s) => ({ ...s, body: `${k.id} ${target}: ${s.body}` })));
      }
    }
    if (warmErrors.length) log(`  warm-up errors: ${JSON.stringify(warmErrors.slice(0, 3))}`);
    await sleep(3000);
    const idleRss = rssMb(gw.pid);
    const idleTreeRss = treeRssMb(gw.pid);
    log(`idle RSS after warm-up: ${fmtMb(idleRss)} MB (with child processes: ${fmtMb(idleTreeRss)} MB)`);

    log(`soak: all ${ks.length} request kinds mixed, ${CFG.soakConnections} connections, ${CFG.soakSeconds} s`);
    const s = await soak(gw, ks);
    log(`  ${fmtRps(s.rps)} req/s, ${s.errors} errors; RSS ${fmtMb(s.rssAtMark)} MB at ${SOAK_MARK} s, ${fmtMb(s.rssAtEnd)} MB at the end`);

    log("management lists (1 connection, sequential):");
    await listRows(gw);
    const rank = await rankingsRow(gw, seeded.keys);

    log(`inference: ${CFG.pairs} gateway/direct round pair(s) of ${CFG.roundSeconds} s per row`);
    for (const k of ks) {
      for (const c of CFG.connections) {
        const row = await abScenario(gw, k, c);
        if (k.stream && c === 1) {
          const t = await ttfbFor(k);
          row.ttfb = { gateway: t.gateway, direct: t.direct, addedP50: t.addedP50, addedP99: t.addedP99, errors: t.errors };
          row.errors += t.errors;
          row.samples.push(...t.samples);
        }
        rows.push(row);
        log(
          `  ${k.label}, ${c} conn: ${fmtRps(row.rpsGateway)} vs ${fmtRps(row.rpsDirect)} req/s, p50 ${fmtMs(row.gateway.p50)} (${fmtAdd(row.addedP50)}) p99 ${fmtMs(row.gateway.p99)} (${fmtAdd(row.addedP99)}) ms${row.ttfb ? `, TTFB ${fmtAdd(row.ttfb.addedP50)} / ${fmtAdd(row.ttfb.addedP99)} ms` : ""}${row.errors ? `, ${row.errors} ERRORS` : ""}`,
        );
      }
    }
    // The guardrail's cost: guarded vs unguarded key, both through the gateway, 1 connection.
    const gk = guardrailKind(gw.url, await createGuardrailKeys(gw.url, MANAGEMENT_KEY));
    for (const t of [gk.gateway, gk.direct]) gatewayInferenceOk += (await autocannonRound([t], 10, CFG.warmupSeconds)).ok;
    const grow = await abScenario(gw, gk, 1);
    for (const r of grow.rounds ?? []) if (r.target === "direct") gatewayInferenceOk += r.result.ok; // the unguarded side goes through the gateway too
    rows.push(grow);
    log(`  ${gk.label}, 1 conn: p50 ${fmtMs(grow.gateway.p50)} vs ${fmtMs(grow.direct?.p50)} ms (${fmtAdd(grow.addedP50)}), p99 ${fmtAdd(grow.addedP99)} ms${grow.errors ? `, ${grow.errors} ERRORS` : ""}`);
    // Broadcast (issue 16): one OTLP destination (a local receiver) vs none, both through the gateway, 1 connection.
    const bc = await setupBroadcastBench(gw.url, MANAGEMENT_KEY, JSON.stringify({ model: "bench/claude", max_tokens: 16, messages: prompt }), okJson);
    const bk: Kind = { id: "messages-broadcast", label: "POST /messages · one broadcast destination (local OTLP receiver) vs none", stream: false, upstream: "anthropic", gateway: bc.broadcasting, direct: bc.plain };
    for (const t of [bk.gateway, bk.direct]) gatewayInferenceOk += (await autocannonRound([t], 10, CFG.warmupSeconds)).ok;
    const brow = await abScenario(gw, bk, 1);
    for (const r of brow.rounds ?? []) if (r.target === "direct") gatewayInferenceOk += r.result.ok;
    rows.push(brow);
    log(`  ${bk.label}, 1 conn: p50 ${fmtMs(brow.gateway.p50)} vs ${fmtMs(brow.direct?.p50)} ms (${fmtAdd(brow.addedP50)}), p99 ${fmtAdd(brow.addedP99)} ms; receiver got ${bc.receiver.spans.length} spans${brow.errors ? `, ${brow.errors} ERRORS` : ""}`);
    await bc.receiver.close();
    rows.push({
      scenario: `soak: the ${ks.length} inference kinds mixed, ${CFG.soakSeconds} s`,
      kind: "soak",
      connections: s.connections,
      stream: false,
      rpsGateway: s.rps,
      rpsDirect: null,
      gateway: s.latency,
      direct: null,
      addedP50: null,
      addedP99: null,
      ttfb: null,
      errors: s.errors,
      rssMb: s.rssAtEnd,
      samples: s.samples,
    });

    assertAlive(gw);
    const finalRss = rssMb(gw.pid);
    const code = await gw.stop();
    gw = null;
    const ledger = await ledgerRows(dataDir);
    const logLines = logSummary(logFile);

    const cs = checks(idleRss, s);
    const md = [
      `## Benchmark results (${CFG.mode}, ${started.toISOString()})`,
      "",
      `Machine: ${machine.nproc} CPUs (${machine.cpu}), ${machine.memGb} GB, node ${machine.node}, ${machine.os}. ${pinning.reason}. Embedded database (PGlite).`,
      `Rounds: ${CFG.pairs} gateway/direct pair(s) of ${CFG.roundSeconds} s per inference row (G, D alternating); latencies per request; "added" = gateway − direct at the same percentile. Streams: latency = whole stream; TTFB = first body chunk, sequential, ${CFG.ttfbRequests} requests per side.`,
      "",
      table(),
      "",
      `RSS (gateway VmRSS): after start ${fmtMb(startRss)} MB; idle after warm-up ${fmtMb(idleRss)} MB (with children ${fmtMb(idleTreeRss)} MB); soak at ${SOAK_MARK} s ${fmtMb(s.rssAtMark)} MB, at ${CFG.soakSeconds} s ${fmtMb(s.rssAtEnd)} MB (medians of 1 s samples over the ${s.rssWindowSeconds.toFixed(0)} s before each mark; min ${fmtMb(Math.min(...s.rss.map((x) => x.mb)))}, max ${fmtMb(Math.max(...s.rss.map((x) => x.mb)))} MB during the soak); at the end of the run ${fmtMb(finalRss)} MB.`,
      `Rankings: ${rows.find((r) => r.kind === "rankings")?.note ?? "—"}.`,
      `Ledger: ${ledger} rows written for ${gatewayInferenceOk} successful gateway inference requests (plus requests cut off at round ends); gateway exit code ${code}.`,
      `Gateway log (LOG_LEVEL=warn): ${logLines.length ? logLines.map((l) => `${l.count} × level ${l.level} "${l.msg}"${l.err ? ` (${l.err})` : ""}`).join("; ") : "nothing"}.`,
      "",
      "### Targets",
      "",
      ...cs.map((c) => `- ${c.met ? "met" : "**not met**"}: ${c.target}: ${c.measured}`),
    ].join("\n");
    const samples = rows.filter((r) => r.samples.length).map((r) => ({ scenario: r.scenario, connections: r.connections, samples: r.samples }));
    log(`\n${md}`);
    if (samples.length) {
      log("\n### Error samples (status, body)");
      for (const x of samples) for (const e of x.samples) log(`- ${x.scenario} (${x.connections}): ${e.status ?? "socket"} ${e.body.slice(0, 500)}`);
    }
    const file = join(resultsDir, `${stamp}-${CFG.mode}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          started: started.toISOString(),
          finished: new Date().toISOString(),
          config: CFG,
          machine,
          pinning,
          gateway: { startMs, startRss, idleRss, idleTreeRss, finalRss, exitCode: code, rankingsColdMs: rank.coldMs, logFile },
          soak: s,
          ledger: { rows: ledger, gatewayInferenceOk },
          gatewayLog: logLines,
          rows,
          targets: cs,
          markdown: md,
        },
        null,
        2,
      ),
    );
    writeFileSync(join(resultsDir, `${stamp}-${CFG.mode}.md`), `${md}\n`);
    log(`\nresults: ${file} (and .md); gateway log: ${logFile}`);
  } finally {
    if (gw) await gw.stop();
    if (mock) await mock.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
