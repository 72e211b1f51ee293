# syntax=docker/dockerfile:1
#
# Production image: one process serving the API and the built web app on port 3000.
#   docker build -t congo-talent .
#   docker compose up -d          (this image plus PostgreSQL, see compose.yaml)
#
# Base image: Debian (glibc), not Alpine, since fs-native-extensions ships glibc prebuilds only. The tag pins the
# Node release the project is tested on (Node 24 LTS, as in .nvmrc; keep the two FROM lines alike), whose npm 11
# reads the lockfile as it is; add the digest (node:…@sha256:…) for
# byte-for-byte reproducible builds.

# ---- base: the workspace manifests, so the install layers below are cached until a dependency changes
FROM node:24.21.0-trixie-slim AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# ---- build: every dependency (Vite, esbuild...), then the production builds: the web app into apps/web/dist and
# the API, compiled to JavaScript, into apps/api/dist
FROM base AS build
RUN --mount=type=cache,target=/root/.npm \
    npm ci
COPY . .
RUN npm run build

# ---- prod-deps: the runtime dependencies of the server (@talent/api and @talent/shared) only, from the
# lockfile; the web app's dependencies are bundled into apps/web/dist and not needed at run time.
FROM base AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace @talent/api --workspace @talent/shared

# ---- runtime
FROM node:24.21.0-trixie-slim AS runtime
# tini as PID 1: it hands SIGTERM to the server (which drains and exits 0) and reaps orphaned processes.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app

# Dependencies are owned by root and read-only for the server's user.
COPY --from=prod-deps /app/node_modules ./node_modules
# The built server (our code and the shared contract in one module per program), its migrations and the built
# web app. package.json files carry "type": "module".
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist

# Only DATA_DIR is writable: the erasure journal (erasures.log), and without DATABASE_URL the embedded database and
# the generated signing key. Keep it on a volume.
# UID/GID 1000 is the image's unprivileged "node" user; numeric so that runAsNonRoot checks can verify it.
RUN mkdir -p /app/data && chown 1000:1000 /app/data
USER 1000:1000

EXPOSE 3000

# Ready = the process answers and its database does (/readyz is 503 otherwise). Node, since slim has no curl.
# The start period covers the migrations and the demo data seeded at start-up.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The server drains on SIGTERM itself (SHUTDOWN_GRACE_SECONDS, 10 s by default): allow a stop grace period above that.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# node itself is the child of tini, not npm or a shell, so the signal reaches the server.
CMD ["node", "apps/api/dist/server.js"]
