/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets several builds live side by side (parallel test runs); default .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native or wasm packages Next must not bundle: they are loaded from node_modules at run time.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "ioredis",
    "pino",
    "undici",
    // recheck resolves its worker/binary by path at run time; bundled, every check throws
    "recheck",
    // its digit and dash tables (full-width, Arabic-Indic, ...) are characters above U+00FF: bundled,
    // they make the whole server chunk a two-byte string in memory (docs/performance.md, issue 26)
    "libphonenumber-js",
  ],
  poweredByHeader: false,
  // Paths are case-sensitive: /API/V1/KEYS (any case but /api's own) is not served, but answered
  // with the API's 404 envelope rather than the console's HTML page. `npm start` checks this
  // before Next; these rewrites do it under `next start`/`next dev` (only when no route matched).
  async rewrites() {
    return {
      fallback: [
        { source: "/:api([aA][pP][iI])", destination: "/api/not-found" },
        { source: "/:api([aA][pP][iI])/:rest*", destination: "/api/not-found" },
      ],
    };
  },
  // The server's background console build on a fresh `npm start` skips type checking (its own
  // step: `npm run typecheck`, CI); `npm run build` and the tests' builds check types.
  typescript: { ignoreBuildErrors: process.env.SWITCHYARD_SKIP_TYPECHECK === "1" },
};

export default nextConfig;
