# One build for the whole storefront; each service of docker-compose.yml runs one target of it.
#
# Base images, pinned to a release line that is published and maintained (checked 2026-11-28, sources named per line):
# - node:24-bookworm-slim: Node 24 is the active LTS (nodejs.org/en/about/previous-releases: 20 ended 2026-04-30,
#   24 maintained to 2028-04-30); image tags on hub.docker.com/_/node. Local work and tests stay on Node 20.19+
#   (package.json `engines`), the images run 24, the recommended version (README).
# - nginx:1.30-bookworm: the stable branch since April 2026 (nginx.org/en/download.html; 1.28 is no longer updated,
#   1.30.1 fixes CVE-2026-42945); image tags on hub.docker.com/_/nginx.

# The build: the whole workspace with its dev dependencies (TypeScript, webpack), then, in /out/api, the API alone with
# its production dependencies (`pnpm deploy --prod`: api/package.json `files`, no dev packages, no other workspace).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && node scripts/pnpm.mjs --filter @mall/api run build \
 && node scripts/build-all.mjs \
 && node scripts/pnpm.mjs --filter @mall/api deploy --prod /out/api

# The reference API (PostgreSQL from DATABASE_URL; mail through SMTP_URL), production dependencies only, owned by root
# and run as the image's unprivileged `node` user (uid 1000): the process cannot change its own code. Nothing is
# written under /app with DATABASE_URL and MEDIA_S3_URL set, so compose runs it with a read-only root file system
# (and a tmpfs on /tmp).
FROM node:24-bookworm-slim AS api
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /out/api /app
USER node
# 8080: the API (behind lb); 9464: GET /metrics, Prometheus format (METRICS_PORT), never published.
EXPOSE 8080 9464
CMD ["node", "dist/api/src/server.js"]

# A front-end app (host or a remote) served by the official nginx image: at start its entrypoint sources
# deploy/nginx/mall-env.envsh (the runtime configuration and the Content-Security-Policy from API_BASE_URL and
# REMOTE_*_URL) and renders the app's template with envsubst into /etc/nginx/conf.d/ (docs/serving.md).
# NGINX_TEMPLATE: host (SPA fallback, the configuration written into the page) or remote (CORS for the host's page).
FROM nginx:1.30-bookworm AS web
ARG APP_DIR
ARG NGINX_TEMPLATE=remote
COPY deploy/nginx/mall-static.conf /etc/nginx/conf.d/mall-static.conf
COPY deploy/nginx/mall-headers.conf /etc/nginx/mall-headers.conf
COPY deploy/nginx/templates/${NGINX_TEMPLATE}.conf.template /etc/nginx/templates/default.conf.template
COPY --chmod=755 deploy/nginx/mall-env.envsh /docker-entrypoint.d/15-mall-env.envsh
COPY --from=build /app/${APP_DIR}/dist /usr/share/nginx/html
