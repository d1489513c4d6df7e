/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets several builds live side by side (parallel test runs); default .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native or wasm packages Next must not bundle: they are loaded from node_modules at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "ioredis",
    "pino",
    "undici",
    // recheck resolves its worker/binary by path at run time; bundled, every check throws
    "recheck",
  ],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
