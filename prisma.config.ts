import { defineConfig } from "prisma/config";

// Prisma's CLI (where its native engine runs) reads this. The app itself never uses the CLI
// at run time: server/db/migrate.ts applies prisma/migrations on PGlite and PostgreSQL.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/switchyard" },
});
