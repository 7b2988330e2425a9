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

# A front-end app (host or a remote) as static files behind the small server of scripts/serve-static.mjs,
# which writes /runtime-config.json from API_BASE_URL and REMOTE_*_URL at start.
FROM node:20-bookworm-slim AS web
ARG APP_DIR
ENV APP_DIR=${APP_DIR}
WORKDIR /app
COPY --from=build /app/scripts /app/scripts
COPY --from=build /app/${APP_DIR}/dist /app/${APP_DIR}/dist
CMD ["sh", "-c", "node scripts/serve-static.mjs \"$APP_DIR\" --port \"$PORT\" $SERVE_FLAGS"]
