import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import type { GenerationDetail } from "../../services/activity/generations";
import { openFixtureDb, postJson, startInferenceFixture, type InferenceFixture } from "../../test/inference";
import { IO_BODY_CAP } from "./capture";
import { ioSampled } from "./sampling";

/**
 * I/O logging through the real server (lean transport) on the fixture's database (embedded, or
 * PostgreSQL with DATABASE_URL): nothing kept when off, every route's bodies kept when on (the
 * request after redaction, a stream assembled), the key list, the sampling rate decided by the
 * request id, the size cap, and GET /generation?id= showing the bodies.
 */

let f: InferenceFixture;
let h: DbHandle;
let orgId: string;
let defaultWs: string;

beforeAll(async () => {
  f = await startInferenceFixture("lean", { env: { GATEWAY_LEDGER_FLUSH_MS: "20" } });
  ({ h, orgId, defaultWs } = await openFixtureDb(f));
}, 120_000);
afterAll(async () => {
  await h?.close();
  await f?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hello = { model: "test/chat", max_tokens: 50, messages: [{ role: "user", content: "hello there" }] };

async function workspace(io: { enabled: boolean; keyIds?: number[] | null; rate?: number }): Promise<string> {
  const ws = await h.prisma.workspace.create({
    data: {
      org_id: orgId,
      name: "io",
      slug: `io-${randomUUID().slice(0, 8)}`,
      created_by: "test",
      is_observability_io_logging_enabled: io.enabled,
      io_logging_sampling_rate: io.rate ?? 1,
      ...(io.keyIds ? { io_logging_api_key_ids: io.keyIds } : {}),
    },
  });
  return ws.id;
}

async function keyIn(ws: string) {
  const u = await h.prisma.user.create({ data: { org_id: orgId, email: `io-${randomUUID()}@example.com`, role: "member" } });
  await h.prisma.workspaceMember.create({ data: { workspace_id: ws, user_id: u.id, role: "member" } });
  return f.newKey({ creator_user_id: u.id, workspace_id: ws });
}

/** The request's ledger row is written (so its I/O record, queued at the same moment, had its chance too). */
async function logged(requestId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await h.prisma.usageLedger.findUnique({ where: { request_id: requestId } })) return;
    await sleep(30);
  }
  throw new Error(`no ledger row for ${requestId}`);
}

async function kept(requestId: string) {
  for (let i = 0; i < 100; i++) {
    const row = await h.prisma.generationIo.findUnique({ where: { request_id: requestId } });
    if (row) return row;
    await sleep(30);
  }
  throw new Error(`no I/O record for ${requestId}`);
}

let probeKey: { key: string } | null = null;

/**
 * None of these requests' I/O was kept. Not judged after a fixed wait: first a positive flush of
 * the same writer — a later request, in a workspace that keeps everything, whose record is
 * written (the writer's queue is first in, first out, so anything queued before it is written too).
 */
async function notKept(requestIds: string[]): Promise<void> {
  for (const id of requestIds) await logged(id);
  probeKey ??= await keyIn(await workspace({ enabled: true }));
  const later = await post("/messages", probeKey.key, hello);
  expect(later.status).toBe(200);
  await kept(later.id);
  expect(await h.prisma.generationIo.count({ where: { request_id: { in: requestIds } } })).toBe(0);
}

async function post(path: string, key: string, body: Record<string, unknown>) {
  const r = await fetch(`${f.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, text, id: r.headers.get("x-request-id") as string };
}

describe("I/O logging", () => {
  it("off (the default): nothing is kept, for any route, and GET /generation has no body fields", async () => {
    const k = await f.newKey({ name: `off-${randomUUID()}` });
    const ids = [
      (await post("/messages", k.key, hello)).id,
      (await post("/messages", k.key, { ...hello, stream: true })).id,
      (await post("/chat/completions", k.key, { model: "test/chat", messages: [{ role: "user", content: "hi" }] })).id,
      (await post("/embeddings", k.key, { model: "test/embed", input: "hi" })).id,
    ];
    await notKept(ids);
    expect(await h.prisma.generationIo.count({ where: { workspace_id: defaultWs } })).toBe(0);
    const g = await fetch(`${f.base}/generation?id=${ids[0]}`, { headers: { authorization: `Bearer ${f.managementKey}` } });
    const data = ((await g.json()) as { data: GenerationDetail }).data;
    expect(data.id).toBe(ids[0]);
    expect(data).not.toHaveProperty("request_body");
    expect(data).not.toHaveProperty("response_body");
  });

  it("on: /messages (plain and streamed), /chat/completions (plain and streamed) and /embeddings keep both bodies", async () => {
    const ws = await workspace({ enabled: true });
    const k = await keyIn(ws);
    const plain = await post("/messages", k.key, hello);
    expect(plain.status).toBe(200);
    let row = await kept(plain.id);
    expect(JSON.parse(row.request_body)).toMatchObject({ model: "test/chat", messages: [{ role: "user", content: "hello there" }] });
    expect(JSON.parse(row.response_body as string)).toEqual(JSON.parse(plain.text));
    expect(row).toMatchObject({ org_id: orgId, key_id: k.id, workspace_id: ws, request_truncated: false, response_truncated: false });

    const streamed = await post("/messages", k.key, { ...hello, stream: true });
    row = await kept(streamed.id);
    const msg = JSON.parse(row.response_body as string) as { type: string; content: Array<{ type: string; text: string }>; stop_reason: string; usage: { output_tokens: number } };
    expect(msg.type).toBe("message");
    expect(msg.content[0]).toEqual({ type: "text", text: "echo: hello there" });
    expect(msg.stop_reason).toBe("end_turn");
    expect(msg.usage.output_tokens).toBeGreaterThan(0);

    const chat = await post("/chat/completions", k.key, { model: "test/chat", messages: [{ role: "user", content: "hi chat" }] });
    row = await kept(chat.id);
    expect(JSON.parse(row.request_body)).toMatchObject({ messages: [{ role: "user", content: "hi chat" }] });
    expect(JSON.parse(row.response_body as string)).toEqual(JSON.parse(chat.text));

    const chatStream = await post("/chat/completions", k.key, { model: "test/chat", stream: true, messages: [{ role: "user", content: "hi stream" }] });
    row = await kept(chatStream.id);
    const completion = JSON.parse(row.response_body as string) as { object: string; choices: Array<{ message: { content: string }; finish_reason: string }> };
    expect(completion.object).toBe("chat.completion");
    expect(completion.choices[0].message.content).toBe("echo: hi stream");
    expect(completion.choices[0].finish_reason).toBe("stop");

    const emb = await post("/embeddings", k.key, { model: "test/embed", input: ["one", "two"] });
    row = await kept(emb.id);
    expect(JSON.parse(row.request_body)).toMatchObject({ model: "test/embed", input: ["one", "two"] });
    expect(row.response_body).toContain('"embedding"');

    // over REST, for one request
    const g = await fetch(`${f.base}/generation?id=${plain.id}`, { headers: { authorization: `Bearer ${f.managementKey}` } });
    const data = ((await g.json()) as { data: GenerationDetail }).data;
    expect(JSON.parse(data.request_body as string)).toMatchObject({ model: "test/chat" });
    expect(JSON.parse(data.response_body as string)).toEqual(JSON.parse(plain.text));
    expect(data).toMatchObject({ request_body_truncated: false, response_body_truncated: false });
  });

  it("keeps the request as forwarded: after a guardrail's redaction", async () => {
    const ws = await workspace({ enabled: true });
    const k = await keyIn(ws);
    const gr = await h.prisma.guardrail.create({
      data: { org_id: orgId, workspace_id: ws, name: `g-${randomUUID()}`, content_filter_builtins: [{ slug: "email", action: "redact" }] },
    });
    await h.prisma.guardrailKeyAssignment.create({ data: { guardrail_id: gr.id, key_id: k.id, assigned_by: "test" } });
    const r = await post("/messages", k.key, { ...hello, messages: [{ role: "user", content: "mail me at jane@acme.io" }] });
    expect(r.status).toBe(200);
    const row = await kept(r.id);
    expect(row.request_body).not.toContain("jane@acme.io");
    expect(row.response_body).not.toContain("jane@acme.io");
  });

  it("nothing refused is kept: a request a guardrail refused keeps no body, whatever refused it (issue 21 item 3)", async () => {
    const ws = await workspace({ enabled: true });
    const k = await keyIn(ws);
    const gr = await h.prisma.guardrail.create({
      data: {
        org_id: orgId,
        workspace_id: ws,
        name: `g-${randomUUID()}`,
        content_filter_builtins: [
          { slug: "ssn", action: "block" },
          { slug: "email", action: "redact" },
        ],
      },
    });
    await h.prisma.guardrailKeyAssignment.create({ data: { guardrail_id: gr.id, key_id: k.id, assigned_by: "test" } });
    const secret = "my ssn is 123-45-6789, mail jane@acme.io";
    const refused = [
      await post("/messages", k.key, { ...hello, messages: [{ role: "user", content: secret }] }),
      await post("/messages", k.key, { ...hello, stream: true, messages: [{ role: "user", content: secret }] }),
      await post("/chat/completions", k.key, { model: "test/chat", messages: [{ role: "user", content: secret }] }),
      await post("/embeddings", k.key, { model: "test/embed", input: [secret] }),
    ];
    for (const r of refused) expect(r.status, r.text).toBe(403);
    // Refused by the guardrail's routing rule (before any filter ran): nothing kept either.
    const onlyOther = await h.prisma.guardrail.create({
      data: { org_id: orgId, workspace_id: ws, name: `g-${randomUUID()}`, allowed_providers: ["no-such-provider"] },
    });
    const k2 = await keyIn(ws);
    await h.prisma.guardrailKeyAssignment.create({ data: { guardrail_id: onlyOther.id, key_id: k2.id, assigned_by: "test" } });
    const routed = await post("/messages", k2.key, { ...hello, messages: [{ role: "user", content: "mail jane@acme.io" }] });
    expect(routed.status).toBeGreaterThanOrEqual(400);
    await notKept([...refused.map((r) => r.id), routed.id]);
    const rows = await h.prisma.generationIo.findMany({ where: { workspace_id: ws } });
    expect(JSON.stringify(rows)).not.toMatch(/123-45-6789|jane@acme\.io/);
    // GET /generation?id= of the refused request has no body fields.
    const g = await fetch(`${f.base}/generation?id=${refused[0].id}`, { headers: { authorization: `Bearer ${f.managementKey}` } });
    const data = ((await g.json()) as { data: GenerationDetail }).data;
    expect(data).not.toHaveProperty("request_body");
  });

  it("keeps only the listed keys' requests", async () => {
    const ws = await workspace({ enabled: true });
    const listed = await keyIn(ws);
    const other = await keyIn(ws);
    await h.prisma.workspace.update({ where: { id: ws }, data: { io_logging_api_key_ids: [listed.id] } });
    const a = await post("/messages", listed.key, hello);
    const b = await post("/messages", other.key, hello);
    await kept(a.id);
    await notKept([b.id]);
  });

  it("samples by request id at the workspace's rate", async () => {
    const ws = await workspace({ enabled: true, rate: 0.5 });
    const k = await keyIn(ws);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push((await post("/messages", k.key, hello)).id);
    const want = ids.filter((id) => ioSampled(id, 0.5));
    for (const id of want) await kept(id);
    await notKept(ids.filter((id) => !want.includes(id)));
    expect(await h.prisma.generationIo.count({ where: { workspace_id: ws } })).toBe(want.length);
  });

  it("cuts a body over the cap and marks it truncated", async () => {
    const ws = await workspace({ enabled: true });
    const k = await keyIn(ws);
    const r = await post("/messages", k.key, { ...hello, messages: [{ role: "user", content: "z".repeat(IO_BODY_CAP + 10) }] });
    expect(r.status).toBe(200);
    const row = await kept(r.id);
    expect(row.request_truncated).toBe(true);
    expect(row.request_body.length).toBe(IO_BODY_CAP);
  });
});
