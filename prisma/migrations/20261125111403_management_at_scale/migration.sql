-- DropIndex
DROP INDEX "api_keys_org_id_workspace_id_created_at_idx";

-- DropIndex
DROP INDEX "usage_ledger_key_id_created_at_idx";

-- DropIndex
DROP INDEX "usage_ledger_org_id_created_at_idx";

-- CreateTable
CREATE TABLE "usage_daily_keys" (
    "org_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "workspace_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_daily_keys_pkey" PRIMARY KEY ("org_id","day","workspace_id","key_id")
);

-- CreateTable
CREATE TABLE "usage_daily_models" (
    "org_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "workspace_id" UUID NOT NULL,
    "model" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_daily_models_pkey" PRIMARY KEY ("org_id","day","workspace_id","model","provider")
);

-- CreateTable
CREATE TABLE "usage_daily_end_users" (
    "org_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "workspace_id" UUID NOT NULL,
    "end_user" TEXT NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_daily_end_users_pkey" PRIMARY KEY ("org_id","day","workspace_id","end_user")
);

-- CreateTable
CREATE TABLE "key_usage_totals" (
    "key_id" INTEGER NOT NULL,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "requests" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "key_usage_totals_pkey" PRIMARY KEY ("key_id")
);

-- CreateIndex
CREATE INDEX "usage_daily_keys_org_id_key_id_day_idx" ON "usage_daily_keys"("org_id", "key_id", "day");

-- CreateIndex
CREATE INDEX "usage_daily_end_users_org_id_end_user_day_idx" ON "usage_daily_end_users"("org_id", "end_user", "day");

-- CreateIndex
CREATE INDEX "api_keys_org_id_workspace_id_kind_disabled_created_at_id_idx" ON "api_keys"("org_id", "workspace_id", "kind", "disabled", "created_at", "id");

-- CreateIndex
CREATE INDEX "api_keys_org_id_kind_disabled_created_at_id_idx" ON "api_keys"("org_id", "kind", "disabled", "created_at", "id");

-- CreateIndex
CREATE INDEX "usage_ledger_key_id_created_at_id_idx" ON "usage_ledger"("key_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "usage_ledger_org_id_created_at_id_idx" ON "usage_ledger"("org_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "usage_ledger_org_id_end_user_created_at_id_idx" ON "usage_ledger"("org_id", "end_user", "created_at", "id");

-- Backfill: the new rollups from the ones the ledger statement already kept in step.
INSERT INTO "usage_daily_keys" ("org_id", "day", "workspace_id", "key_id", "requests", "errors", "refused", "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", ("hour" AT TIME ZONE 'UTC')::date, "workspace_id", "key_id", SUM("requests"), SUM("errors"), SUM("refused"), SUM("prompt_tokens"), SUM("completion_tokens"), SUM("cost_usd"), SUM("byok_usd") FROM "usage_hourly" GROUP BY 1, 2, 3, 4;

INSERT INTO "usage_daily_models" ("org_id", "day", "workspace_id", "model", "provider", "requests", "errors", "refused", "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", ("hour" AT TIME ZONE 'UTC')::date, "workspace_id", "model", "provider", SUM("requests"), SUM("errors"), SUM("refused"), SUM("prompt_tokens"), SUM("completion_tokens"), SUM("cost_usd"), SUM("byok_usd") FROM "usage_hourly" GROUP BY 1, 2, 3, 4, 5;

INSERT INTO "usage_daily_end_users" ("org_id", "day", "workspace_id", "end_user", "requests", "errors", "refused", "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", ("hour" AT TIME ZONE 'UTC')::date, "workspace_id", "end_user", SUM("requests"), SUM("errors"), SUM("refused"), SUM("prompt_tokens"), SUM("completion_tokens"), SUM("cost_usd"), SUM("byok_usd") FROM "usage_hourly_end_users" GROUP BY 1, 2, 3, 4;

INSERT INTO "key_usage_totals" ("key_id", "cost_usd", "byok_usd", "requests")
SELECT "key_id", SUM("cost_usd"), SUM("byok_usd"), SUM("requests") FROM "key_usage_daily" GROUP BY 1;
