# syntax=docker/dockerfile:1
# Mnemo server image: one image for every role (ROLE=all|api|worker). Build from the repository
# root: docker build -t mnemo .

# 1. Every dependency, to build the web app.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# `npm ci`: exactly the locked versions; no browser download happens here.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only.
FROM node:24-bookworm-slim AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --omit=dev --workspace=@mnemo/server

# 3. The runtime: Node, the Debian packages the extractors need, the server and the built web app.
FROM node:24-bookworm-slim AS runtime
# ffmpeg (audio), LibreOffice Impress without a GUI (legacy .ppt), Chromium (web pages kept as
# PDF): the same packages as .ci/install-debian.sh.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg libreoffice-impress-nogui \
  && apt-get install -y chromium \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=server-deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server apps/server
COPY --from=build /app/packages packages
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY deploy/healthcheck.mjs deploy/
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data CHROMIUM_PATH=/usr/bin/chromium
# the image's own unprivileged user (uid 1000)
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
# node handles SIGTERM itself (main.ts): it drains for up to SHUTDOWN_TIMEOUT_SECONDS, then exits
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
