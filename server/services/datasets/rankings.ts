import { createHash } from "node:crypto";
import type { Db } from "../../db";
import { env } from "../../env";
import { invalidRequest } from "../../errors/normalize";
import { catalog, type ModelConfig } from "../../catalog/catalog";
import { dayStart, isoDay } from "../../auth/limit-windows";
import { DATASET_START, DATASET_VERSION, OTHER, TOP_MODELS, type RankingRow, type RankingsResponse } from "./schemas";

const DAY_MS = 86_400_000;
const DEFAULT_SPAN_DAYS = 30;

const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/**
 * The days a request covers (spec 4.14): end_date defaults to the most recent completed UTC
 * day, start_date to 30 days before end_date; a start before the dataset's first day is
 * clamped to it, an end before it is a 400, and so is a start after the end.
 */
export function resolveRange(now: Date, startDate?: string, endDate?: string): { start: string; end: string } {
  const end = endDate ?? isoDay(new Date(dayStart(now).getTime() - DAY_MS));
  if (end < DATASET_START) {
    throw invalidRequest([{ field: "end_date", message: `must be ${DATASET_START} or later: the dataset starts on ${DATASET_START}` }]);
  }
  const requested = startDate ?? addDays(end, -DEFAULT_SPAN_DAYS);
  const start = requested < DATASET_START ? DATASET_START : requested;
  if (start > end) throw invalidRequest([{ field: "start_date", message: `must not be after end_date (${end})` }]);
  return { start, end };
}

/**
 * Every name a public model's usage is recorded under (its slug and its canonical slug), each
 * with the permaslug it is ranked as. Private models and models no longer in the catalog are
 * not part of the dataset at all (not even in `other`).
 */
export function publicNames(models: readonly ModelConfig[]): { names: string[]; permaslugs: string[] } {
  const names: string[] = [];
  const permaslugs: string[] = [];
  for (const m of models) {
    if (!m.public || m.canonical_slug === OTHER) continue;
    for (const name of new Set([m.slug, m.canonical_slug])) {
      names.push(name);
      permaslugs.push(m.canonical_slug);
    }
  }
  return { names, permaslugs };
}

/** Who republishers must name (spec 4.14): GATEWAY_OPERATOR_NAME and GATEWAY_RANKINGS_URL, with defaults. */
export function attributionSource(): { operator: string; url: string } {
  return {
    operator: process.env.GATEWAY_OPERATOR_NAME?.trim() || "Switchyard",
    url: process.env.GATEWAY_RANKINGS_URL?.trim() || `http://localhost:${env().PORT}/usage`,
  };
}

type Day = { version: string; rows: RankingRow[] };

/*
 * Computed days, per database and public-model set. A day's rows stay valid while its version
 * (usage_daily_totals.requests, which every ledger batch touching the day raises) is unchanged,
 * so a past day is ranked once, and today again only after new usage. On globalThis: the
 * module loads twice in the production server.
 */
const CACHE = Symbol.for("switchyard.rankingsCache");
type DayCache = { fingerprint: string; days: Map<string, Day>; ranking: Promise<void> | null };
type Holder = { [CACHE]?: WeakMap<Db, DayCache> };

function dayCache(db: Db, fingerprint: string): DayCache {
  const h = globalThis as Holder;
  const byDb = (h[CACHE] ??= new WeakMap());
  let cache = byDb.get(db);
  if (!cache || cache.fingerprint !== fingerprint) {
    cache = { fingerprint, days: new Map(), ranking: null };
    byDb.set(db, cache);
  }
  return cache;
}

/**
 * Rank the given days over the per-(day, model) rollup, each with the version it was read at
 * (one statement, one snapshot). Day by day (a LATERAL over the days: ~500 rows each, sorted in
 * memory): public models by total tokens, ties by permaslug (bytewise), the first 50, then one
 * `other` row summing the rest when there is any.
 */
async function rankDays(db: Db, days: string[], names: string[], permaslugs: string[]): Promise<Map<string, Day>> {
  const rows = await db.$queryRaw<Array<{ day: string; version: string; rows: string }>>`
    WITH names AS (
      SELECT * FROM unnest(${names}::text[], ${permaslugs}::text[]) AS n(model, permaslug)
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.requests::text AS version, r.rows
    FROM usage_daily_totals d
    CROSS JOIN LATERAL (
      SELECT COALESCE(json_agg(json_build_array(permaslug, total::text) ORDER BY rank), '[]')::text AS rows
      FROM (
        SELECT CASE WHEN rank <= ${TOP_MODELS}::int THEN permaslug ELSE ${OTHER}::text END AS permaslug,
          LEAST(rank, ${TOP_MODELS + 1}::int) AS rank, SUM(total) AS total
        FROM (
          SELECT permaslug, total, ROW_NUMBER() OVER (ORDER BY total DESC, permaslug COLLATE "C") AS rank
          FROM (
            SELECT n.permaslug, SUM(u.prompt_tokens) + SUM(u.completion_tokens) AS total
            FROM model_usage_daily u JOIN names n ON n.model = u.model
            WHERE u.day = d.day
            GROUP BY n.permaslug
          ) per_model
          WHERE total > 0
        ) ranked
        GROUP BY 1, 2
      ) ranking
    ) r
    WHERE d.day = ANY(${days}::date[])`;
  const out = new Map<string, Day>();
  for (const r of rows) {
    const pairs = JSON.parse(r.rows) as Array<[string, string]>;
    out.set(r.day, { version: r.version, rows: pairs.map(([model_permaslug, total_tokens]) => ({ date: r.day, model_permaslug, total_tokens })) });
  }
  return out;
}

/**
 * GET /datasets/rankings-daily: per UTC day, the top 50 public models by prompt + completion
 * tokens over every organization, and one `other` row for the rest (absent when empty).
 * Reads the day rollups, never the ledger: first the versions of the days in range (one small
 * row per day with usage), then ranks only the days not already ranked at that version.
 */
export async function rankingsDaily(opts: {
  db: Db;
  now: Date;
  startDate?: string;
  endDate?: string;
  models?: readonly ModelConfig[];
  attribution?: { operator: string; url: string };
}): Promise<RankingsResponse> {
  const { db } = opts;
  const { start, end } = resolveRange(opts.now, opts.startDate, opts.endDate);
  const { names, permaslugs } = publicNames(opts.models ?? catalog().models);
  const cache = dayCache(db, createHash("sha256").update(JSON.stringify([names, permaslugs])).digest("hex"));
  const versions = await db.$queryRaw<Array<{ day: string; version: string }>>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, requests::text AS version
    FROM usage_daily_totals WHERE day BETWEEN ${start}::date AND ${end}::date ORDER BY day`;
  const stale = () => versions.filter((v) => cache.days.get(v.day)?.version !== v.version).map((v) => v.day);
  // One ranking at a time per cache: concurrent requests on a cold cache wait for it, then rank only what is still missing.
  while (cache.ranking && stale().length > 0) await cache.ranking.catch(() => undefined);
  const missing = stale();
  if (missing.length > 0) {
    cache.ranking = rankDays(db, missing, names, permaslugs).then((ranked) => {
      for (const [day, r] of ranked) cache.days.set(day, r);
    });
    try {
      await cache.ranking;
    } finally {
      cache.ranking = null;
    }
  }
  const data = versions.flatMap((v) => cache.days.get(v.day)?.rows ?? []);
  const asOf = opts.now.toISOString();
  const { operator, url } = opts.attribution ?? attributionSource();
  return {
    data,
    meta: {
      as_of: asOf,
      start_date: start,
      end_date: end,
      version: DATASET_VERSION,
      attribution: `Source: ${operator} rankings (${url}), as of ${asOf}`,
    },
  };
}

/**
 * Rank the last year's days once, in the background, when the server starts: the first
 * request after a start then reads ranked days from memory instead of ranking a year (~0.5 s).
 */
export function warmRankings(db: Db, now: Date = new Date()): Promise<void> {
  const end = isoDay(new Date(dayStart(now).getTime() - DAY_MS));
  const start = addDays(end, -365);
  return rankingsDaily({ db, now, startDate: start < DATASET_START ? DATASET_START : start, endDate: end < DATASET_START ? DATASET_START : end }).then(
    () => undefined,
  );
}
