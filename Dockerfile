# One build for the whole storefront; each service of docker-compose.yml runs one target of it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && node scripts/pnpm.mjs --filter @mall/api run build \
 && node scripts/build-all.mjs

# The reference API (PostgreSQL from DATABASE_URL; mail through SMTP_URL).
FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 8080
CMD ["node", "api/dist/api/src/server.js"]

# A front-end app (host or a remote) served by the official nginx image: at start its entrypoint sources
# deploy/nginx/mall-env.envsh (the runtime configuration and the Content-Security-Policy from API_BASE_URL and
# REMOTE_*_URL) and renders the app's template with envsubst into /etc/nginx/conf.d/ (docs/serving.md).
# NGINX_TEMPLATE: host (SPA fallback, the configuration written into the page) or remote (CORS for the host's page).
FROM nginx:1.28-bookworm AS web
ARG APP_DIR
ARG NGINX_TEMPLATE=remote
COPY deploy/nginx/mall-static.conf /etc/nginx/conf.d/mall-static.conf
COPY deploy/nginx/mall-headers.conf /etc/nginx/mall-headers.conf
COPY deploy/nginx/templates/${NGINX_TEMPLATE}.conf.template /etc/nginx/templates/default.conf.template
COPY --chmod=755 deploy/nginx/mall-env.envsh /docker-entrypoint.d/15-mall-env.envsh
COPY --from=build /app/${APP_DIR}/dist /usr/share/nginx/html
