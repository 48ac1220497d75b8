# syntax=docker/dockerfile:1
# The site as one image: multi-stage, `npm ci`, Next's standalone output run by the site's own
# server (.next/site-server.mjs, compiled from scripts/server at build), as a non-root user. Stores live in /data (a volume) unless
# DATABASE_URL points them at PostgreSQL. See README "Deploy".

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 builds its native module when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
# Build-time settings baked into the output (the image optimiser's media hosts).
ARG MEDIA_HOSTS=""
ENV MEDIA_HOSTS=${MEDIA_HOSTS}
COPY . .
RUN npm run build && node scripts/package-standalone.mjs /out

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /out ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness; readiness (database, catalogue, migrations) is GET /api/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop accepting, finish in-flight requests, stop workers, exit (SHUTDOWN_TIMEOUT_MS, default 15 s;
# give `docker stop -t` at least that).
STOPSIGNAL SIGTERM
CMD ["node", ".next/site-server.mjs"]
