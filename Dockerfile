# syntax=docker/dockerfile:1
# Switchyard: the gateway and console, compiled (npm run build), run as a non-root user.
#   docker build -t switchyard .
#   docker run -p 3000:3000 -v switchyard-data:/data switchyard            # embedded database in /data
#   docker compose up                                                        # two replicas, PostgreSQL, Redis
# Node 20.19+ or 22 (package.json engines).

FROM node:20-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# Dependencies first (a layer that changes only with the lock file). postinstall generates the
# Prisma client: it needs the schema, its config and the @prisma/dev stub the lock file points at.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/prisma-generate.ts ./scripts/prisma-generate.ts
COPY scripts/stubs ./scripts/stubs
RUN npm ci
COPY . .
# The console (next build) and the compiled server (dist/server), then production dependencies only.
RUN npm run build && npm prune --omit=dev

FROM node:20-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    GATEWAY_DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=16384
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/next.config.mjs /app/tsconfig.json /app/prisma.config.ts ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/.next ./.next
# Static files Next serves as they are: robots.txt (keeps the console out of search indexes), the logo.
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/generated ./generated
# Read at run time: migrations, the empty-cluster template, and the operator CLI's sources (tsx).
COPY --from=build --chown=node:node /app/prisma ./prisma
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/bin ./bin
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# GET /api/v1/health: no auth; 200 while the gateway and its usage ledger are healthy.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The compiled server directly (what `npm start` runs once built): no build step at start.
# --heap-growing-percent=20, MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=16384: what `npm start` sets
# (docs/deployment.md, "Memory").
# No --enable-source-maps: it keeps every loaded module's source map in the heap (61 MB after the
# console's first use); stack traces name dist/server's readable, unminified lines. Add it to
# NODE_OPTIONS when debugging.
CMD ["node", "--heap-growing-percent=20", "dist/server/main.mjs"]
