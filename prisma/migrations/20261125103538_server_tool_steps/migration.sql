-- AlterTable
ALTER TABLE "usage_ledger" ADD COLUMN     "parent_request_id" TEXT,
ADD COLUMN     "step" INTEGER;

-- CreateIndex
CREATE INDEX "usage_ledger_parent_request_id_idx" ON "usage_ledger"("parent_request_id");
