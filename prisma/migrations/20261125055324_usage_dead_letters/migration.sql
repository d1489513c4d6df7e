-- CreateTable
CREATE TABLE "usage_dead_letters" (
    "id" BIGSERIAL NOT NULL,
    "request_id" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "error" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "usage_dead_letters_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "usage_dead_letters_request_id_key" ON "usage_dead_letters"("request_id");
