-- AlterTable
ALTER TABLE "usage_ledger" ADD COLUMN     "session_id" TEXT,
ADD COLUMN     "trace" JSONB;
