/**
 * Which commerce backend the storefront talks to. With COMMERCE_API_ORIGIN or COMMERCE_SHORT_CODE
 * set, that one (a running sandbox or Salesforce). Otherwise the embedded sandbox is started in this
 * process on its own loopback port, and its coordinates are published as COMMERCE_* variables.
 */
export interface Backend {
  description: string;
  close(): Promise<void>;
}

export async function startCommerceBackend(storefrontOrigin: string): Promise<Backend> {
  const env = process.env;
  if (env.COMMERCE_API_ORIGIN || env.COMMERCE_SHORT_CODE) {
    return { description: `commerce API ${env.COMMERCE_API_ORIGIN ?? `https://${env.COMMERCE_SHORT_CODE}.api.commercecloud.salesforce.com`}`, close: async () => {} };
  }
  const { startSandbox } = await import('../sandbox/src/index.ts');
  const sandbox = await startSandbox({ storefrontOrigin: env.SANDBOX_STOREFRONT_ORIGIN || storefrontOrigin });
  const { config } = sandbox;
  env.COMMERCE_API_ORIGIN = sandbox.url;
  env.COMMERCE_SHORT_CODE = config.shortCode;
  env.COMMERCE_ORGANIZATION_ID = config.organizationId;
  env.COMMERCE_CLIENT_ID = config.clientId;
  env.COMMERCE_PRIVATE_CLIENT_ID = config.privateClientId;
  env.COMMERCE_PRIVATE_CLIENT_SECRET = config.privateClientSecret;
  env.COMMERCE_REDIRECT_URI ||= `${storefrontOrigin}/callback`;
  return { description: `embedded commerce sandbox on ${sandbox.url} (${sandbox.db.kind})`, close: () => sandbox.close() };
}
