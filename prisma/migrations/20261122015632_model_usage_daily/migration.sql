-- CreateTable
CREATE TABLE "model_usage_daily" (
    "day" DATE NOT NULL,
    "model" TEXT NOT NULL,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "requests" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "model_usage_daily_pkey" PRIMARY KEY ("day","model")
);

-- CreateTable
CREATE TABLE "usage_daily_totals" (
    "day" DATE NOT NULL,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "requests" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "usage_daily_totals_pkey" PRIMARY KEY ("day")
);

-- Backfill both rollups from the ledger written so far (from now on writeUsageBatch keeps them in step).
INSERT INTO "model_usage_daily" ("day", "model", "prompt_tokens", "completion_tokens", "requests")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "model", SUM("prompt_tokens"), SUM("completion_tokens"), COUNT(*)
FROM "usage_ledger"
GROUP BY 1, 2;

INSERT INTO "usage_daily_totals" ("day", "prompt_tokens", "completion_tokens", "requests")
SELECT "day", SUM("prompt_tokens"), SUM("completion_tokens"), SUM("requests")
FROM "model_usage_daily"
GROUP BY 1;
