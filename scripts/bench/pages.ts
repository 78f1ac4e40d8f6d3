/**
 * The pages the benchmark measures: the one list every section (throughput, overhead, bytes,
 * Lighthouse) reads. A page added to the storefront joins the bench by joining this list.
 */
import { BUDGETS } from './budgets.ts';

export interface BenchPage {
  /** Short key used in the table and the JSON. */
  id: string;
  label: string;
  path: string;
  /** Requested with a shopper session holding a bag (see BAG_LINES); otherwise anonymous. */
  withBag?: boolean;
  /** The bag has been through the checkout's shipping step (SHIPPING_STEP), so the billing step may show. */
  shipped?: boolean;
  /** Part of the Lighthouse runs (the issue names home, listing, product page and bag). */
  lighthouse: boolean;
  /** A page of a later issue: while it answers 404 it is reported as "not built yet", not measured. */
  laterIssue?: boolean;
  /** A cookie the page is always requested with (the footer's lite-mode choice). */
  cookie?: string;
}

/** The gate on JavaScript (gzip) per page: bench-budgets.json's `jsGzipKb` (scripts/bench/budgets.ts). */
export const JS_BUDGET_BYTES = BUDGETS.jsGzipKb * 1024;

export const PAGES: readonly BenchPage[] = [
  { id: 'home', label: 'Home', path: '/', lighthouse: true },
  { id: 'listing', label: 'Category listing', path: '/category/chocolate', lighthouse: true },
  { id: 'search', label: 'Search', path: '/search?q=chocolate', lighthouse: false },
  { id: 'product', label: 'Product page', path: '/product/10101', lighthouse: true },
  // Lite mode (the footer's choice, or Save-Data: on): the same page without its scripts.
  {
    id: 'product-lite',
    label: 'Product page, lite mode',
    path: '/product/10101',
    cookie: 'lite_mode=lite',
    lighthouse: false,
  },
  { id: 'bag', label: 'Bag (3 lines)', path: '/cart', withBag: true, lighthouse: true },
  { id: 'shipping', label: 'Checkout: shipping', path: '/shipping', withBag: true, lighthouse: false },
  // The heaviest checkout page (card, gift-card and billing-address forms).
  { id: 'billing', label: 'Checkout: billing', path: '/billing', withBag: true, shipped: true, lighthouse: false },
  // The heaviest form page (Conform; zod loads on first use): the JS budget holds for every page.
  { id: 'login', label: 'Sign in', path: '/login', lighthouse: false },
];

/** The bag's three lines, added as a shopper adds them: `POST /cart/add` with `pid` and `quantity`. */
export const BAG_LINES: readonly { pid: string; quantity: number }[] = [
  { pid: '1010101', quantity: 1 },
  { pid: '10301', quantity: 1 },
  { pid: '1010201', quantity: 1 },
];

/** The shipping step as a guest without JavaScript posts it (an address that verifies without a prompt). */
export const SHIPPING_STEP: Readonly<Record<string, string>> = {
  intent: 'shipping',
  email: 'bench@example.com',
  firstName: 'Bench',
  lastName: 'Shopper',
  address1: '415 Mission St',
  city: 'San Francisco',
  stateCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phone: '4155550100',
  shippingMethodId: 'UPSGT_Disc',
};
