-- CreateTable
CREATE TABLE "usage_monthly_keys" (
    "org_id" UUID NOT NULL,
    "month" DATE NOT NULL,
    "workspace_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_monthly_keys_pkey" PRIMARY KEY ("org_id","month","workspace_id","key_id")
);

-- Backfill: the months the per-day key rollup already holds.
INSERT INTO "usage_monthly_keys" ("org_id", "month", "workspace_id", "key_id", "requests", "errors", "refused", "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", date_trunc('month', "day")::date, "workspace_id", "key_id", SUM("requests"), SUM("errors"), SUM("refused"),
  SUM("prompt_tokens"), SUM("completion_tokens"), SUM("cost_usd"), SUM("byok_usd")
FROM "usage_daily_keys" GROUP BY 1, 2, 3, 4;
