-- CreateTable
CREATE TABLE "usage_ledger" (
    "id" BIGSERIAL NOT NULL,
    "request_id" TEXT NOT NULL,
    "org_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "workspace_id" UUID,
    "end_user" TEXT,
    "model" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "prompt_tokens" INTEGER NOT NULL DEFAULT 0,
    "completion_tokens" INTEGER NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL,
    "is_byok" BOOLEAN NOT NULL DEFAULT false,
    "latency_ms" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT NOT NULL DEFAULT 'ok',
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "usage_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "key_usage_daily" (
    "key_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "requests" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "key_usage_daily_pkey" PRIMARY KEY ("key_id","day")
);

-- CreateTable
CREATE TABLE "end_users" (
    "org_id" UUID NOT NULL,
    "user" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "end_users_pkey" PRIMARY KEY ("org_id","user")
);

-- CreateIndex
CREATE UNIQUE INDEX "usage_ledger_request_id_key" ON "usage_ledger"("request_id");

-- CreateIndex
CREATE INDEX "usage_ledger_key_id_created_at_idx" ON "usage_ledger"("key_id", "created_at");

-- CreateIndex
CREATE INDEX "usage_ledger_org_id_created_at_idx" ON "usage_ledger"("org_id", "created_at");

-- CreateIndex
CREATE INDEX "end_users_org_id_is_active_created_at_user_idx" ON "end_users"("org_id", "is_active", "created_at", "user");

-- AddForeignKey
ALTER TABLE "end_users" ADD CONSTRAINT "end_users_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
