-- AlterTable
ALTER TABLE "usage_ledger" ADD COLUMN     "attempt_log" JSONB,
ADD COLUMN     "error" JSONB,
ADD COLUMN     "explain" JSONB,
ADD COLUMN     "http_status" INTEGER,
ADD COLUMN     "ttfb_ms" INTEGER;

-- CreateTable
CREATE TABLE "usage_hourly" (
    "org_id" UUID NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "workspace_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "model" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_hourly_pkey" PRIMARY KEY ("org_id","hour","workspace_id","key_id","model","provider")
);

-- CreateTable
CREATE TABLE "usage_hourly_totals" (
    "org_id" UUID NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "workspace_id" UUID NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_hourly_totals_pkey" PRIMARY KEY ("org_id","hour","workspace_id")
);

-- CreateTable
CREATE TABLE "usage_hourly_end_users" (
    "org_id" UUID NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "end_user" TEXT NOT NULL,
    "workspace_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "model" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_hourly_end_users_pkey" PRIMARY KEY ("org_id","hour","end_user","workspace_id","key_id","model","provider")
);

-- CreateIndex
CREATE INDEX "usage_hourly_org_id_key_id_hour_idx" ON "usage_hourly"("org_id", "key_id", "hour");

-- CreateIndex
CREATE INDEX "usage_hourly_end_users_org_id_end_user_hour_idx" ON "usage_hourly_end_users"("org_id", "end_user", "hour");

-- Backfill the hourly rollups from the ledger written so far (from now on writeUsageBatch keeps them in step).
INSERT INTO "usage_hourly" ("org_id", "hour", "workspace_id", "key_id", "model", "provider", "requests", "errors", "refused",
  "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  COALESCE("workspace_id", '00000000-0000-0000-0000-000000000000'::uuid), "key_id", "model", "provider",
  COUNT(*), COUNT(*) FILTER (WHERE "status" = 'error'), 0, SUM("prompt_tokens"), SUM("completion_tokens"),
  SUM(CASE WHEN "is_byok" THEN 0 ELSE "cost_usd" END), SUM(CASE WHEN "is_byok" THEN "cost_usd" ELSE 0 END)
FROM "usage_ledger"
GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO "usage_hourly_end_users" ("org_id", "hour", "end_user", "workspace_id", "key_id", "model", "provider", "requests", "errors", "refused",
  "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "end_user",
  COALESCE("workspace_id", '00000000-0000-0000-0000-000000000000'::uuid), "key_id", "model", "provider",
  COUNT(*), COUNT(*) FILTER (WHERE "status" = 'error'), 0, SUM("prompt_tokens"), SUM("completion_tokens"),
  SUM(CASE WHEN "is_byok" THEN 0 ELSE "cost_usd" END), SUM(CASE WHEN "is_byok" THEN "cost_usd" ELSE 0 END)
FROM "usage_ledger"
WHERE "end_user" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;

INSERT INTO "usage_hourly_totals" ("org_id", "hour", "workspace_id", "requests", "errors", "refused", "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", "hour", "workspace_id", SUM("requests"), SUM("errors"), SUM("refused"), SUM("prompt_tokens"), SUM("completion_tokens"), SUM("cost_usd"), SUM("byok_usd")
FROM "usage_hourly"
GROUP BY 1, 2, 3;
