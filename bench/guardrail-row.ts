/**
 * The benchmark's guardrail row (bench/index.ts; alone in bench/profile-guardrail.ts): its 4 KB prompt, its
 * guardrail (every builtin, PII redacting and prompt injection flagging, and 5 custom patterns) and its two keys.
 */

/** A 4 KB user prompt: prose with a few PII items (an email, a phone number, a card, an IP, a name). */
export function guardrailPrompt(): string {
  const paragraph =
    "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search " +
    "endpoint under load, and the open questions about data retention for European customers. The team measured p99 " +
    "latency at 180 ms after the cache change, down from 420 ms, and the error budget for the month is intact. ";
  let s = "Please summarise the following notes for the steering committee. Contact me at jane.doe@example.com or +1 415-555-0132 if anything is unclear.\n\n";
  const tail = "\nThe vendor invoice was paid with card 4111 1111 1111 1111 from 10.0.0.12. Thanks, Robert Smith";
  while (s.length + paragraph.length + tail.length <= 4096) s += paragraph;
  s += tail;
  return s + " ".repeat(Math.max(0, 4096 - s.length));
}

const BUILTINS = ["email", "phone", "ssn", "credit-card", "ip-address", "person-name", "address", "regex-prompt-injection"];

/** POST /guardrails's body: every builtin (or those `only` names) and, unless `customs` is false, the 5 custom patterns. */
export function guardrailBody(o: { only?: readonly string[]; customs?: boolean } = {}) {
  return {
    name: "bench: all builtins + 5 custom patterns",
    content_filter_builtins: BUILTINS.filter((slug) => !o.only || o.only.includes(slug)).map((slug) => ({
      slug,
      action: slug === "regex-prompt-injection" ? "flag" : "redact",
    })),
    content_filters:
      o.customs === false
        ? []
        : [
            { pattern: "project-[a-z]{3,20}", action: "redact", label: "[CODENAME]" },
            { pattern: "(?i)internal only", action: "block", label: "internal" },
            { pattern: "\\bACME-\\d{4,8}\\b", action: "redact", label: "[TICKET]" },
            { pattern: "(?i)password\\s*[:=]\\s*\\S+", action: "redact", label: "[SECRET]" },
            { pattern: "sk-[A-Za-z0-9]{20,}", action: "block", label: "api-key" },
          ],
  };
}

/** Two inference keys: one under the guardrail `body` (guardrailBody() by default), one under none. */
export async function createGuardrailKeys(gateway: string, managementKey: string, body: object = guardrailBody()): Promise<{ guarded: string; plain: string }> {
  const call = async (path: string, payload: unknown) => {
    const r = await fetch(`${gateway}/api/v1${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${managementKey}`, "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    const j = (await r.json()) as Record<string, unknown>;
    if (r.status >= 300) throw new Error(`POST ${path} failed: ${r.status} ${JSON.stringify(j)}`);
    return j as { key?: string; data: { id: string; hash: string; key?: string } };
  };
  const guarded = await call("/keys", { name: "bench guarded", limit: 1_000_000 });
  const plain = await call("/keys", { name: "bench unguarded", limit: 1_000_000 });
  const g = await call("/guardrails", body);
  await call(`/guardrails/${g.data.id}/assignments/keys`, { key_hashes: [guarded.data.hash] });
  const key = (x: typeof guarded) => x.key ?? x.data.key ?? "";
  return { guarded: key(guarded), plain: key(plain) };
}
