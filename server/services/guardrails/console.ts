import type { Caller } from "../../auth/authenticate";
import { BUILTIN_SLUGS, BUILTINS } from "../../content-filters/builtins";
import { checkPatternSafe, customRanges } from "../../content-filters/custom";
import type { Db } from "../../db";
import { catalog, vendorGroupOf } from "../../catalog/catalog";

/*
 * What the console's Guardrails page needs beyond the REST records: the catalog's choices for
 * the pickers, a dry run of a custom pattern, and which guardrail each key follows.
 */

/** Models (with their ZDR vendor group), providers, the vendor names behind vendor_a/b/c, and the builtin filters. */
export function guardrailFormOptions(orgId?: string) {
  const c = catalog(orgId);
  return {
    models: c.models.map((m) => ({
      slug: m.slug,
      canonical_slug: m.canonical_slug,
      name: m.name,
      kind: m.kind,
      vendor_group: vendorGroupOf(m.vendor, c.vendors),
    })),
    providers: [...c.providers.values()].map((p) => ({ id: p.id, name: p.name, zdr: p.zdr })),
    vendors: c.vendors,
    builtins: BUILTIN_SLUGS.map((slug) => ({ slug, label: BUILTINS[slug].label, actions: [...BUILTINS[slug].actions] })),
  };
}

export const MAX_SHOWN_MATCHES = 50;

/**
 * The write-time check of a custom pattern (the same reason a save would give as its 400) and,
 * when it passes, its matches in a sample text, as the request-time scan finds them.
 */
export async function testPattern(pattern: string, sample: string) {
  const verdict = await checkPatternSafe(pattern);
  if (!verdict.ok) return { ok: false as const, reason: verdict.reason };
  const ranges = customRanges(verdict.re, sample);
  return {
    ok: true as const,
    match_count: ranges.length,
    matches: ranges.slice(0, MAX_SHOWN_MATCHES).map(([start, end]) => ({ start, end, text: sample.slice(start, end) })),
  };
}

/**
 * For each inference key of the organization among `keyHashes`: its own guardrail, else its
 * workspace's default (what enforcement resolves as "key" / "workspace_default"). Hashes that
 * are not inference keys of the organization are left out.
 */
export async function listKeyGuardrails(opts: { db: Db; caller: Caller; keyHashes: string[] }) {
  const keys = await opts.db.apiKey.findMany({
    where: { org_id: opts.caller.orgId, kind: "inference", hash: { in: [...new Set(opts.keyHashes)] } },
    orderBy: { id: "asc" },
    select: {
      hash: true,
      name: true,
      workspace_id: true,
      guardrail_assignment: { select: { guardrail: { select: { id: true, name: true } } } },
      workspace: { select: { default_guardrail: { select: { id: true, name: true } } } },
    },
  });
  return keys.map((k) => {
    const own = k.guardrail_assignment?.guardrail ?? null;
    const followed = own ?? k.workspace?.default_guardrail ?? null;
    return {
      key_hash: k.hash,
      key_name: k.name,
      workspace_id: k.workspace_id,
      guardrail_id: followed?.id ?? null,
      guardrail_name: followed?.name ?? null,
      source: own ? ("key" as const) : followed ? ("workspace_default" as const) : null,
    };
  });
}
