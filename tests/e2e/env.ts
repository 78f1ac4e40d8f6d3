import { privateClientAuthorization } from '../../sandbox/src/http/client-auth.ts';

/** Where the browser tests find the storefront and its sandbox (ports overridable for parallel runs). */
export const STOREFRONT_PORT = Number(process.env.E2E_PORT || 3100);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || 4110);
export const STOREFRONT_URL = `http://localhost:${STOREFRONT_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** HTTP Basic for the sandbox's control surface (`/__sandbox/*`): its private client's credentials, from the same environment. */
export const SANDBOX_HEADERS = { authorization: privateClientAuthorization() };

/** The content preview secret the test server is started with (CONTENT_PREVIEW_SECRET). */
export const PREVIEW_SECRET = process.env.E2E_PREVIEW_SECRET || 'e2e-preview-secret';
