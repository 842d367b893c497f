# Birr for production: the built web app and the server, nothing else. Several of these run
# behind a load balancer on one Postgres server and one S3-compatible bucket (compose.yaml).

# 1. Build the web app (needs the dev dependencies: Vite, the PWA plugin, TypeScript).
# Node 22 LTS (supported to April 2027; Node 20 reached end of life in April 2026).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the `prepare` script compiles the message catalogues, which are not copied
# yet; `npm run build` compiles them first.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build

# 2. Runtime: production dependencies only, the built app and the compiled server (dist/server:
# plain JavaScript, no TypeScript compiler at start-up).
FROM node:22-bookworm-slim
# dist/web is the web root (every file public); dist/ssr and dist/server stay private.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data WEB_DIST=/app/dist/web SSR_DIST=/app/dist/ssr
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: no `prepare` here (the compiled messages are inside dist/).
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop, a rolling deploy) lets requests in flight finish before the process exits.
STOPSIGNAL SIGTERM
# Refuses to start without PUBLIC_URL, JWT_SECRET and PAYMENTS (docs/operations.md: Production mode).
CMD ["node", "dist/server/main.js"]
