# syntax=docker/dockerfile:1
# Container images of the site (docs/deployment.md, "Containers"). Two targets from one build:
#   app    the production server: `npm start` on an install without development dependencies, as non-root `node`;
#   front  nginx with the same build's `.next/static/` and `public/`, and the rules of deploy/nginx/ unchanged.
# compose.yaml builds and runs both. No container engine runs where this project is developed and tested: the
# commands below are the ones CI runs natively (`npm install`, `npm run build`, `npm install --omit=dev`,
# `npm start`, `npm run nginx:check`), and tests/unit/container-files.test.ts checks this file against the repository.
#
# Node: the `node` dependency in package.json (24.21.0) is the Node every npm script runs on; the base image only
# runs npm, and is pinned to the same major.minor so both agree.
ARG NODE_IMAGE=node:24.21-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28

FROM ${NODE_IMAGE} AS base
ENV NEXT_TELEMETRY_DISABLED=1
# The folder the hosts of docs/deployment.md use: Next records the project's absolute path in the build, so every
# stage builds and runs in the same one.
WORKDIR /srv/green-institute

# All dependencies, for the build. `npm install`, not `npm ci`: the lockfile is written on one platform and the
# registry mirror this project uses lacks some other platforms' optional packages, which `npm ci` insists on.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# The repository's usual build: `next build`, then scripts/after-build.mjs, which records the sources' fingerprint
# in `.next/source-fingerprint` (npm start refuses a build whose fingerprint differs from the sources beside it).
# Next's build cache is not needed to serve.
FROM deps AS build
COPY . .
RUN npm run build && rm -rf .next/cache

# Only `dependencies`: the server, Payload, the database drivers and the project's own Node 24 (the `node` package).
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# nginx in front: the hashed build files and public/ from disk, pages through its one-second microcache, everything
# else to the app containers. The rules are deploy/nginx/ unchanged, the files `npm run nginx:check` asserts.
FROM ${NGINX_IMAGE} AS front
COPY --from=build /srv/green-institute/.next/static /srv/green-institute/.next/static
COPY --from=build /srv/green-institute/public /srv/green-institute/public
COPY deploy/nginx/green-institute-maps.conf deploy/nginx/green-institute-locations.conf /etc/nginx/green-institute/
# Replaces the image's default server: the upstream of both app containers and the server that includes the rules.
COPY deploy/compose/nginx.conf /etc/nginx/conf.d/default.conf
EXPOSE 80

# The default target (the last stage): the production server.
FROM base AS app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/srv/green-institute/data
COPY --from=prod-deps /srv/green-institute/node_modules ./node_modules
# What `npm start` loads and checks: scripts/start.mjs and the scripts it imports, server.mjs, the sources under src/
# (server.mjs loads modules from there, and `payload run src/seed/run.ts` migrates and seeds with the collections and
# migrations), tsconfig.json (the `@/` paths of `payload run`), and every input of the build fingerprint
# (scripts/lib.mjs `buildInputs`), taken from the build stage so they are the bytes the build was made from — the
# lockfile too, which the install above may have rewritten.
COPY --from=build /srv/green-institute/package.json /srv/green-institute/package-lock.json \
     /srv/green-institute/server.mjs /srv/green-institute/next.config.ts /srv/green-institute/tsconfig.json \
     /srv/green-institute/postcss.config.mjs ./
COPY --from=build /srv/green-institute/scripts ./scripts
COPY --from=build /srv/green-institute/src ./src
COPY --from=build /srv/green-institute/public ./public
# The one-shot step of compose.yaml that makes sure the bucket exists before the first upload.
COPY --from=build /srv/green-institute/deploy/compose/create-bucket.mjs ./deploy/compose/create-bucket.mjs
# Next writes its image and data caches under .next at run time; the rest of the tree stays read-only to the server.
COPY --from=build --chown=node:node /srv/green-institute/.next ./.next
# DATA_DIR (the generated secret when PAYLOAD_SECRET is unset; the SQLite database and uploads when no DATABASE_URL or
# S3_BUCKET is set): made here so a new volume mounted on it belongs to `node`.
RUN mkdir -p /srv/green-institute/data && chown node:node /srv/green-institute/data
VOLUME ["/srv/green-institute/data"]
USER node
EXPOSE 3000
# Slim images have no curl: Node's own fetch asks the site's health endpoint (a database round trip included).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Applies pending migrations and new default content, then serves (one worker per core, WEB_CONCURRENCY to choose).
# SIGTERM from `docker stop` reaches the server through npm and lets in-flight requests finish.
CMD ["npm", "start"]
