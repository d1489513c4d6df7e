-- AlterTable
ALTER TABLE "usage_ledger" ADD COLUMN     "guardrail" JSONB;

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "default_guardrail_id" UUID;

-- CreateTable
CREATE TABLE "guardrails" (
    "id" UUID NOT NULL,
    "org_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "allowed_models" JSONB,
    "ignored_models" JSONB,
    "allowed_providers" JSONB,
    "ignored_providers" JSONB,
    "enforce_zdr" BOOLEAN,
    "enforce_zdr_vendor_a" BOOLEAN,
    "enforce_zdr_vendor_b" BOOLEAN,
    "enforce_zdr_vendor_c" BOOLEAN,
    "enforce_zdr_other" BOOLEAN,
    "limit_usd" DECIMAL(20,10),
    "reset_interval" TEXT NOT NULL DEFAULT 'monthly',
    "include_byok_in_budgets" BOOLEAN NOT NULL DEFAULT false,
    "content_filter_builtins" JSONB,
    "content_filters" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guardrails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guardrail_key_assignments" (
    "id" UUID NOT NULL,
    "guardrail_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "assigned_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guardrail_key_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guardrail_member_assignments" (
    "id" UUID NOT NULL,
    "guardrail_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "assigned_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guardrail_member_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "guardrails_org_id_workspace_id_created_at_idx" ON "guardrails"("org_id", "workspace_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "guardrail_key_assignments_key_id_key" ON "guardrail_key_assignments"("key_id");

-- CreateIndex
CREATE INDEX "guardrail_key_assignments_guardrail_id_created_at_idx" ON "guardrail_key_assignments"("guardrail_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "guardrail_member_assignments_user_id_key" ON "guardrail_member_assignments"("user_id");

-- CreateIndex
CREATE INDEX "guardrail_member_assignments_guardrail_id_created_at_idx" ON "guardrail_member_assignments"("guardrail_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "workspaces_default_guardrail_id_key" ON "workspaces"("default_guardrail_id");

-- AddForeignKey
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_default_guardrail_id_fkey" FOREIGN KEY ("default_guardrail_id") REFERENCES "guardrails"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardrails" ADD CONSTRAINT "guardrails_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardrails" ADD CONSTRAINT "guardrails_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardrail_key_assignments" ADD CONSTRAINT "guardrail_key_assignments_guardrail_id_fkey" FOREIGN KEY ("guardrail_id") REFERENCES "guardrails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardrail_key_assignments" ADD CONSTRAINT "guardrail_key_assignments_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardrail_member_assignments" ADD CONSTRAINT "guardrail_member_assignments_guardrail_id_fkey" FOREIGN KEY ("guardrail_id") REFERENCES "guardrails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guardrail_member_assignments" ADD CONSTRAINT "guardrail_member_assignments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: every existing workspace gets a default guardrail with no rules (it enforces nothing
-- until edited), and points default_guardrail_id at it. New workspaces get theirs on creation.
INSERT INTO "guardrails" ("id", "org_id", "workspace_id", "name", "description", "created_at", "updated_at")
SELECT gen_random_uuid(), w."org_id", w."id", 'Default guardrail', 'The workspace''s default guardrail: keys without a guardrail of their own follow it.', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM "workspaces" w
WHERE w."default_guardrail_id" IS NULL;

UPDATE "workspaces" w
SET "default_guardrail_id" = g."id"
FROM "guardrails" g
WHERE g."workspace_id" = w."id" AND w."default_guardrail_id" IS NULL;
