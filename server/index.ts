/**
 * The storefront's Node server: starts the commerce backend (the embedded sandbox unless a real
 * SCAPI is configured), then serves the React Router app — the production build with compression
 * and long-lived caching of hashed assets, or Vite's dev server with hot reload in development. The request
 * edge in front of both, and the Node server's deadlines, are server/app.ts.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import morgan from 'morgan';
import type { ServerBuild } from 'react-router';
import { WARM_UP_TIMEOUT_MS } from '../app/models/edge-constants.ts';
import { loggedUrl } from '../app/models/log-url.ts';
// The server imports only the app's pure models and its reading of the environment (stateless but for a
// memo of process.env): modules with per-request or shared state are loaded once, by the build, and
// reached through its entry (server/react-router-handler.ts).
import { configuredOrigin, parseSecretsKey, storefrontEnv } from '../app/services/env.server.ts';
import { createApp, createHttpServer, edgeSettings } from './app.ts';
import { startCommerceBackend } from './commerce-backend.ts';
import { reactRouterHandler } from './react-router-handler.ts';
import { readinessCheck, readinessUrl } from './readiness.ts';
import { warmUp, warmUpPaths } from './warm-up.ts';
import { precompressedAssets, publicFiles } from './static-assets.ts';

const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
// The public origin every absolute URL is built from (app/services/env.server.ts), never a request's Host.
const origin = configuredOrigin();
// A malformed SESSION_SECRETS_KEY stops the server here, before anything starts — not at a shopper's first checkout.
parseSecretsKey(process.env.SESSION_SECRETS_KEY);

const backend = await startCommerceBackend(origin);

const backendReady = readinessCheck(readinessUrl());
// A production server is ready once it has also asked itself for its first pages (server/warm-up.ts).
const warmPaths = production ? warmUpPaths(process.env.WARM_UP_PATHS) : [];
let warmUpState: 'running' | 'done' = warmPaths.length ? 'running' : 'done';
const settings = edgeSettings();
const { app, appEdge } = createApp({
  origin,
  trustProxy: process.env.TRUST_PROXY,
  serverTiming: process.env.SERVER_TIMING === '1',
  imageUpstream: storefrontEnv().imageUpstream,
  backendReady,
  warmUp: () => warmUpState,
  settings,
});

// The request log never holds a provider's or a mail link's token (models/log-url.ts).
morgan.token('url', (request: express.Request) => loggedUrl(request.originalUrl || request.url));

if (production) {
  // Hashed file names never change content: cache them for a year, sent as the build compressed them
  // (server/static-assets.ts). Other public files for an hour.
  app.use('/assets', precompressedAssets('build/client/assets'));
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }));
  app.use(publicFiles('build/client'));
  app.use(morgan(process.env.LOG_FORMAT || 'short'));
  // From the working directory, as the assets above: this module runs as server/index.ts (tsx) and bundled as
  // build/node/server.mjs (`npm start`), so a path relative to the module itself would differ between the two.
  const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild;
  app.use(appEdge, reactRouterHandler(build, 'production', { earlyHints: process.env.EARLY_HINTS === '1' }));
} else {
  const vite = await import('vite').then((module) => module.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  app.use(morgan('dev'));
  app.use(appEdge);
  app.use(async (request, response, next) => {
    try {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      await reactRouterHandler(build, 'development')(request, response, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const onListening = () => {
  console.log(
    `Sweet Shop storefront on ${origin} (${production ? 'production' : 'development'}), using the ${backend.description}`,
  );
  if (warmUpState === 'done') return;
  const { port: listening } = server.address() as AddressInfo;
  // Fresh looks at the backend, so the warm-up starts as soon as it answers; /readyz then keeps that answer.
  const backendAnswers = () => backendReady({ fresh: true });
  void warmUp({
    port: listening,
    host,
    origin,
    paths: warmPaths,
    timeoutMs: WARM_UP_TIMEOUT_MS,
    backendReady: backendAnswers,
  }).then((pages) => {
    warmUpState = 'done';
    console.log(
      `Warmed up: ${pages.map((page) => `${page.path} ${page.status || 'no answer'} in ${Math.round(page.ms)} ms`).join(', ') || 'no page, the backend did not answer in time'}`,
    );
  });
};
const server = createHttpServer(app, settings);
if (host) server.listen(port, host, onListening);
else server.listen(port, onListening);

async function shutdown() {
  server.close();
  server.closeAllConnections();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
