# The storefront with its embedded sandbox. For a real B2C Commerce instance, set the COMMERCE_* variables
# (docs/operations.md "Configuration") and the sandbox is not started.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The app's build and the compiled server (build/node/server.mjs); then only the run-time packages stay: no tsx,
# no build tools, and not the node package either (the image's own Node 24 runs the server).
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The embedded sandbox keeps its PGlite data in .data/. In production it will not start with the published
# default client secret: pass SANDBOX_PRIVATE_CLIENT_SECRET (or SANDBOX_ALLOW_DEFAULT_SECRET=1 for a demo).
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/node/server.mjs"]
