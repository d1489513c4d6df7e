-- CreateTable
CREATE TABLE "usage_hourly_keys" (
    "org_id" UUID NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "workspace_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "requests" BIGINT NOT NULL DEFAULT 0,
    "errors" BIGINT NOT NULL DEFAULT 0,
    "refused" BIGINT NOT NULL DEFAULT 0,
    "prompt_tokens" BIGINT NOT NULL DEFAULT 0,
    "completion_tokens" BIGINT NOT NULL DEFAULT 0,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,

    CONSTRAINT "usage_hourly_keys_pkey" PRIMARY KEY ("org_id","hour","workspace_id","key_id")
);

-- CreateTable
CREATE TABLE "key_usage_monthly" (
    "key_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "cost_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "byok_usd" DECIMAL(20,10) NOT NULL DEFAULT 0,
    "requests" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "key_usage_monthly_pkey" PRIMARY KEY ("key_id","month")
);

-- CreateTable
CREATE TABLE "api_key_counts" (
    "org_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "disabled" BOOLEAN NOT NULL,
    "n" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "api_key_counts_pkey" PRIMARY KEY ("org_id","workspace_id","kind","disabled")
);

-- CreateIndex
CREATE INDEX "usage_hourly_keys_org_id_key_id_hour_idx" ON "usage_hourly_keys"("org_id", "key_id", "hour");

-- Backfill: the new rollups from the ones the ledger statement already kept in step, in time
-- order (as the writer appends them).
INSERT INTO "usage_hourly_keys" ("org_id", "hour", "workspace_id", "key_id", "requests", "errors", "refused", "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd")
SELECT "org_id", "hour", "workspace_id", "key_id", SUM("requests"), SUM("errors"), SUM("refused"), SUM("prompt_tokens"), SUM("completion_tokens"), SUM("cost_usd"), SUM("byok_usd")
FROM "usage_hourly" GROUP BY 1, 2, 3, 4 ORDER BY 2, 3, 4;

INSERT INTO "key_usage_monthly" ("key_id", "month", "cost_usd", "byok_usd", "requests")
SELECT "key_id", date_trunc('month', "day")::date, SUM("cost_usd"), SUM("byok_usd"), SUM("requests")
FROM "key_usage_daily" GROUP BY 1, 2 ORDER BY 2, 1;

INSERT INTO "api_key_counts" ("org_id", "workspace_id", "kind", "disabled", "n")
SELECT "org_id", "workspace_id", "kind"::text, "disabled", COUNT(*) FROM "api_keys" WHERE "workspace_id" IS NOT NULL GROUP BY 1, 2, 3, 4;

-- api_key_counts follows every row of api_keys (with a workspace), in the row's own transaction:
-- an insert counts one more, a delete one less, and a change of the organization, workspace, kind
-- or disabled flag moves one from the old group to the new. The trigger names no column (no
-- UPDATE OF list, no WHEN clause) and the count's kind is text: a column a trigger definition
-- names cannot change type, nor can an enum be dropped while a column of it is left, and Prisma
-- changes an enum (KeyKind) by changing its columns' type and dropping the old one.
CREATE FUNCTION "api_key_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."org_id" IS NOT DISTINCT FROM NEW."org_id" AND OLD."workspace_id" IS NOT DISTINCT FROM NEW."workspace_id"
    AND OLD."kind" IS NOT DISTINCT FROM NEW."kind" AND OLD."disabled" IS NOT DISTINCT FROM NEW."disabled" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."workspace_id" IS NOT NULL THEN
    UPDATE "api_key_counts" SET "n" = "n" - 1
    WHERE "org_id" = OLD."org_id" AND "workspace_id" = OLD."workspace_id" AND "kind" = OLD."kind"::text AND "disabled" = OLD."disabled";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."workspace_id" IS NOT NULL THEN
    INSERT INTO "api_key_counts" ("org_id", "workspace_id", "kind", "disabled", "n")
    VALUES (NEW."org_id", NEW."workspace_id", NEW."kind"::text, NEW."disabled", 1)
    ON CONFLICT ("org_id", "workspace_id", "kind", "disabled") DO UPDATE SET "n" = "api_key_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "api_key_counts_track" AFTER INSERT OR UPDATE OR DELETE ON "api_keys"
FOR EACH ROW EXECUTE FUNCTION "api_key_counts_track"();
