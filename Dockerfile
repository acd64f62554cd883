# Candor's production image: the Next.js build and the Node server, run as a non-root user.
# Build: docker build -t candor .   Run the shape of docs/deploy.md: docker compose up
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM dependencies AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
RUN groupadd --system --gid 10001 candor \
 && useradd --system --uid 10001 --gid candor --home-dir /app candor \
 && mkdir -p /data && chown candor:candor /data
# The server runs its TypeScript entry point through tsx, so the image keeps the installed
# packages as the build used them.
COPY --from=build --chown=candor:candor /app /app
USER candor
EXPOSE 3000
VOLUME ["/data"]
# Ready means: the process answers and its database answers a query (GET /readyz).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Migrations and the first data load run once per deploy, before the instances start
# (the `migrate` service of compose.yaml): an instance only serves.
# A 64 MB young generation (npm start sets the same through .npmrc): a rendered page is mostly
# short-lived garbage, and fewer scavenges answer more requests per second. Next.js serves
# (`next start`, on PORT), after the preload that stamps, logs and gates each request
# (decision 027); idle connections are kept longer than a proxy keeps them.
CMD ["node", "--max-semi-space-size=64", "--import", "./src/server/preload.mjs", "node_modules/next/dist/bin/next", "start", "--keepAliveTimeout", "65000"]
