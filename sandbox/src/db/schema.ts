import type { Db } from './client.ts';

/**
 * The sandbox's one Postgres schema. Commerce documents (products, baskets, orders, customers) are
 * stored as jsonb in the SCAPI wire shape, with the columns the sandbox filters or joins on beside them.
 * Bump SCHEMA_VERSION when this changes: an older database is dropped and re-seeded.
 */
export const SCHEMA_VERSION = 3;

const TABLES = [
  'meta',
  'categories',
  'products',
  'inventory',
  'stores',
  'promotions',
  'coupons',
  'shipping_methods',
  'gift_cards',
  'customers',
  'customer_product_lists',
  'baskets',
  'orders',
  'payment_tokens',
  'auth_codes',
  'refresh_tokens',
  'guest_shoppers',
  'action_tokens',
  'outbox',
  'submissions',
  'contents',
  'order_private',
  'consent_statuses',
  'provider_sessions',
  'subscriptions',
];

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key text PRIMARY KEY, value jsonb NOT NULL);

CREATE TABLE IF NOT EXISTS categories (
  id text PRIMARY KEY,
  parent_id text,
  position integer NOT NULL DEFAULT 0,
  doc jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS categories_parent ON categories (parent_id, position);

CREATE TABLE IF NOT EXISTS products (
  id text PRIMARY KEY,
  master_id text,
  kind text NOT NULL,            -- master | variant | item
  position integer NOT NULL DEFAULT 0,
  doc jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS products_master ON products (master_id);

-- location_id: 'online' for the web inventory list, otherwise a store id.
CREATE TABLE IF NOT EXISTS inventory (
  product_id text NOT NULL,
  location_id text NOT NULL,
  ats integer NOT NULL,
  PRIMARY KEY (product_id, location_id)
);

CREATE TABLE IF NOT EXISTS stores (
  id text PRIMARY KEY,
  position integer NOT NULL DEFAULT 0,
  doc jsonb NOT NULL
);

CREATE TABLE IF NOT EXISTS promotions (id text PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS coupons (code text PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE IF NOT EXISTS shipping_methods (id text PRIMARY KEY, position integer NOT NULL, doc jsonb NOT NULL);

CREATE TABLE IF NOT EXISTS gift_cards (
  number text PRIMARY KEY,
  pin text NOT NULL,
  currency text NOT NULL,
  balance_cents integer NOT NULL
);

CREATE TABLE IF NOT EXISTS customers (
  id text PRIMARY KEY,
  customer_no text NOT NULL UNIQUE,
  login text NOT NULL UNIQUE,     -- lower-cased
  password_hash text NOT NULL,
  email_verified boolean NOT NULL DEFAULT true,
  doc jsonb NOT NULL
);

CREATE TABLE IF NOT EXISTS customer_product_lists (
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS product_lists_customer ON customer_product_lists (customer_id);

CREATE TABLE IF NOT EXISTS baskets (
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  doc jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS baskets_customer ON baskets (customer_id);

CREATE SEQUENCE IF NOT EXISTS order_no_seq START 1000100;
CREATE TABLE IF NOT EXISTS orders (
  order_no text PRIMARY KEY,
  basket_id text UNIQUE,          -- one order per basket: a repeated submit cannot create a second
  customer_id text NOT NULL,
  customer_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  doc jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, created_at DESC);

CREATE TABLE IF NOT EXISTS payment_tokens (token text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now(), doc jsonb NOT NULL);

-- The payment providers' simulator (payments/providers.ts): PayPal orders, Klarna sessions, their access tokens.
CREATE TABLE IF NOT EXISTS provider_sessions (id text PRIMARY KEY, kind text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), doc jsonb NOT NULL);

CREATE TABLE IF NOT EXISTS auth_codes (code text PRIMARY KEY, expires_at timestamptz NOT NULL, doc jsonb NOT NULL);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false,
  doc jsonb NOT NULL
);

-- usid -> guest customer id, so a guest keeps one customer (and basket) across token refreshes.
CREATE TABLE IF NOT EXISTS guest_shoppers (usid text PRIMARY KEY, customer_id text NOT NULL UNIQUE, created_at timestamptz NOT NULL DEFAULT now());

-- One-time tokens: password reset, e-mail verification.
CREATE TABLE IF NOT EXISTS action_tokens (
  token text PRIMARY KEY,
  kind text NOT NULL,
  customer_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);

-- Mail a real backend would have sent.
CREATE TABLE IF NOT EXISTS outbox (
  id serial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipient text NOT NULL,
  template text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  data jsonb NOT NULL
);

-- Service-form submissions (newsletter, contact, marketing leads, campaigns, back-in-stock, …).
CREATE TABLE IF NOT EXISTS submissions (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  data jsonb NOT NULL
);

CREATE TABLE IF NOT EXISTS contents (id text PRIMARY KEY, doc jsonb NOT NULL);

-- ── shopper-baskets area ──────────────────────────────────────────────────────────────────────
-- A basket belongs to one site; a shopper has at most one open basket per site (SCAPI's basket
-- quota), which the unique index enforces even under concurrent createBasket calls.
ALTER TABLE baskets ADD COLUMN IF NOT EXISTS site_id text NOT NULL DEFAULT 'sweet-shop';
CREATE UNIQUE INDEX IF NOT EXISTS baskets_customer_site ON baskets (customer_id, site_id);
-- Baskets v2 temporary baskets (createBasket?temporary=true) do not count against that quota.
ALTER TABLE baskets ADD COLUMN IF NOT EXISTS temporary boolean NOT NULL DEFAULT false;
DROP INDEX IF EXISTS baskets_customer_site;
CREATE UNIQUE INDEX IF NOT EXISTS baskets_customer_site_open ON baskets (customer_id, site_id) WHERE NOT temporary;

-- ── shopper-consents area ────────────────────────────────────────────────────────────────────
-- A shopper's consent per subscription, channel and contact point (updateSubscription).
CREATE TABLE IF NOT EXISTS consent_statuses (
  customer_id text NOT NULL,
  site_id text NOT NULL,
  subscription_id text NOT NULL,
  channel text NOT NULL,
  contact_point_value text NOT NULL,
  status text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, site_id, subscription_id, channel, contact_point_value)
);

-- ── shopper-orders and payments area ─────────────────────────────────────────────────────────
-- What an order keeps that its Order JSON must not show: the basket to reopen when payment fails,
-- the full numbers of the gift cards paying it, and the inventory it took (given back on failure).
CREATE TABLE IF NOT EXISTS order_private (
  order_no text PRIMARY KEY REFERENCES orders (order_no) ON DELETE CASCADE,
  doc jsonb NOT NULL
);

-- ── subscriptions custom API (repeat delivery, modelled on a subscription vendor's) ──────────
CREATE TABLE IF NOT EXISTS subscriptions (
  id text PRIMARY KEY,
  customer_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  doc jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS subscriptions_customer ON subscriptions (customer_id);
`;

export async function currentSchemaVersion(db: Db): Promise<number | undefined> {
  const exists = await db.query<{ present: boolean }>(`SELECT to_regclass('meta') IS NOT NULL AS present`);
  if (!exists[0]?.present) return undefined;
  const rows = await db.query<{ value: number }>(`SELECT value FROM meta WHERE key = 'schema_version'`);
  return rows[0]?.value;
}

export async function dropSchema(db: Db): Promise<void> {
  await db.exec(
    TABLES.map((table) => `DROP TABLE IF EXISTS ${table} CASCADE;`).join('\n') +
      '\nDROP SEQUENCE IF EXISTS order_no_seq;',
  );
}

export async function createSchema(db: Db): Promise<void> {
  await db.exec(DDL);
  await db.query(
    `INSERT INTO meta (key, value) VALUES ('schema_version', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(SCHEMA_VERSION)],
  );
}
