-- CreateTable
CREATE TABLE "generation_io" (
    "request_id" TEXT NOT NULL,
    "org_id" UUID NOT NULL,
    "key_id" INTEGER NOT NULL,
    "workspace_id" UUID,
    "request_body" TEXT NOT NULL,
    "request_truncated" BOOLEAN NOT NULL DEFAULT false,
    "response_body" TEXT,
    "response_truncated" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "generation_io_pkey" PRIMARY KEY ("request_id")
);

-- CreateIndex
CREATE INDEX "generation_io_created_at_idx" ON "generation_io"("created_at");
