-- CreateTable
CREATE TABLE "catalog_providers" (
    "org_id" UUID NOT NULL,
    "id" TEXT NOT NULL,
    "workspace_id" UUID,
    "byok_only" BOOLEAN NOT NULL DEFAULT false,
    "config" JSONB NOT NULL,
    "secrets" TEXT,
    "secret_names" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3),

    CONSTRAINT "catalog_providers_pkey" PRIMARY KEY ("org_id","id")
);

-- CreateTable
CREATE TABLE "catalog_models" (
    "org_id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3),

    CONSTRAINT "catalog_models_pkey" PRIMARY KEY ("org_id","slug")
);

-- CreateTable
CREATE TABLE "catalog_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalog_version_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "catalog_providers" ADD CONSTRAINT "catalog_providers_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_org_id_fkey" FOREIGN KEY ("org_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
