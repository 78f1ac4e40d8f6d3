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
    return {
      description: `commerce API ${env.COMMERCE_API_ORIGIN ?? `https://${env.COMMERCE_SHORT_CODE}.api.commercecloud.salesforce.com`}`,
      close: async () => {},
    };
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
  // The sandbox also plays the payment providers (sandbox/src/payments/providers.ts).
  const { PROVIDER_CREDENTIALS } = await import('../sandbox/src/payments/providers.ts');
  env.PAYPAL_API_URL ||= `${sandbox.url}/paypal`;
  env.PAYPAL_CLIENT_ID ||= PROVIDER_CREDENTIALS.paypal.clientId;
  env.PAYPAL_CLIENT_SECRET ||= PROVIDER_CREDENTIALS.paypal.secret;
  env.KLARNA_API_URL ||= `${sandbox.url}/klarna`;
  env.KLARNA_USERNAME ||= PROVIDER_CREDENTIALS.klarna.username;
  env.KLARNA_PASSWORD ||= PROVIDER_CREDENTIALS.klarna.password;
  const { APPLE_PAY_MERCHANT } = await import('../sandbox/src/payments/apple-pay.ts');
  env.APPLE_PAY_MERCHANT_SESSION_URL ||= `${sandbox.url}/applepay/paymentservices/paymentSession`;
  env.APPLE_PAY_MERCHANT_ID ||= APPLE_PAY_MERCHANT.merchantIdentifier;
  env.APPLE_PAY_MERCHANT_SECRET ||= APPLE_PAY_MERCHANT.secret;
  // …and reCAPTCHA Enterprise's assessments (sandbox/src/recaptcha/routes.ts), used only where a site enables it.
  const { RECAPTCHA_SIMULATOR } = await import('../sandbox/src/recaptcha/routes.ts');
  env.RECAPTCHA_ASSESSMENT_URL ||= `${sandbox.url}/recaptcha/v1/projects/${RECAPTCHA_SIMULATOR.project}/assessments`;
  env.RECAPTCHA_API_KEY ||= RECAPTCHA_SIMULATOR.apiKey;
  env.RECAPTCHA_SITE_KEY ||= RECAPTCHA_SIMULATOR.siteKey;
  // …and Einstein's recommendations and activities (sandbox/src/einstein/routes.ts): the carousels are on for the demo.
  const { EINSTEIN_SIMULATOR } = await import('../sandbox/src/einstein/routes.ts');
  env.EINSTEIN_API_URL ||= `${sandbox.url}/einstein`;
  env.EINSTEIN_CLIENT_ID ||= EINSTEIN_SIMULATOR.clientId;
  env.EINSTEIN_REALM ||= EINSTEIN_SIMULATOR.realm;
  return {
    description: `embedded commerce sandbox on ${sandbox.url} (${sandbox.db.kind})`,
    close: () => sandbox.close(),
  };
}
