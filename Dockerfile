# The storefront with its embedded sandbox. For a real B2C Commerce instance, set the COMMERCE_* variables
# (docs/operations.md "Configuration") and the sandbox is not started.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
# The embedded sandbox keeps its PGlite data in .data/. In production it will not start with the published
# default client secret: pass SANDBOX_PRIVATE_CLIENT_SECRET (or SANDBOX_ALLOW_DEFAULT_SECRET=1 for a demo).
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "server/index.ts"]
