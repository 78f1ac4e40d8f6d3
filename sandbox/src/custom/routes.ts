import type { SandboxApp } from '../http/context.ts';
import { intParam, jsonBody, mountCustomApi, shopperOf, siteOf } from '../http/context.ts';
import { notFound } from '../http/problem.ts';
import { registerAddressVerificationRoutes } from './address-routes.ts';
import { DIGITAL_CATALOG_PATH, digitalCatalogPdf } from './catalog-pdf.ts';
import { readBackInStockSignup } from './forms.ts';
import { registerMarketingRoutes } from './marketing-routes.ts';
import { findSubmissions, listSubmissions, saveSubmission } from './submissions.ts';
import { invalidFields } from './validation.ts';

/** Custom API product v1 `back-in-stock` (subscription-optins in the same API belongs to baskets). */
function registerBackInStockRoutes(app: SandboxApp): void {
  const api = mountCustomApi(app, 'product');
  api.post('/back-in-stock', async (c) => {
    const site = siteOf(c);
    const outcome = readBackInStockSignup(await jsonBody(c));
    if (!outcome.ok) throw invalidFields(outcome.errors);
    const { pid, email } = outcome.value;
    const db = c.var.sb.db;
    const product = await db.query(`SELECT 1 FROM products WHERE id = $1`, [pid]);
    if (!product.length)
      throw notFound('product-not-found', 'Product Not Found', `No product with ID '${pid}' could be found.`);
    // Signing up twice for the same product keeps one sign-up.
    const existing = await findSubmissions(db, 'back-in-stock', { pid, email });
    if (!existing.length) {
      await saveSubmission(db, 'back-in-stock', { siteId: site.id, customerId: shopperOf(c).customerId, pid, email });
    }
    return c.json({ success: true, pid, email });
  });
}

/**
 * Sandbox-only surface (not SCAPI):
 *   GET /__sandbox/submissions?kind=&email=&limit=   stored service-form submissions, newest first
 *   GET /images/catalogs/sweet-shop-digital-catalog.pdf     the digital catalog marketing-lead links to
 */
function registerSandboxRoutes(app: SandboxApp): void {
  app.get('/__sandbox/submissions', async (c) => {
    const limit = intParam(c, 'limit', 50, 1, 500);
    const data = await listSubmissions(c.var.sb.db, c.req.query('kind') ?? null, c.req.query('email') ?? null, limit);
    return c.json({ total: data.length, data });
  });
  app.get(DIGITAL_CATALOG_PATH, (c) =>
    c.body(new Uint8Array(digitalCatalogPdf()), 200, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="sweet-shop-digital-catalog.pdf"',
      'cache-control': 'public, max-age=86400',
    }),
  );
}

export function registerServiceRoutes(app: SandboxApp): void {
  registerAddressVerificationRoutes(app);
  registerMarketingRoutes(app);
  registerBackInStockRoutes(app);
  registerSandboxRoutes(app);
}
