-- CreateTable
CREATE TABLE "broadcast_destinations" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "sampling_rate" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3),

    CONSTRAINT "broadcast_destinations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "broadcast_destinations_workspace_id_created_at_idx" ON "broadcast_destinations"("workspace_id", "created_at");

-- AddForeignKey
ALTER TABLE "broadcast_destinations" ADD CONSTRAINT "broadcast_destinations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
