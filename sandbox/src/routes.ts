import type { SandboxApp } from './http/context.ts';
import { registerSlasRoutes } from './slas/routes.ts';
import { registerCatalogRoutes } from './catalog/routes.ts';
import { registerStoreRoutes } from './stores/routes.ts';
import { registerBasketRoutes } from './baskets/routes.ts';
import { registerOrderRoutes } from './orders/routes.ts';
import { registerCustomerRoutes } from './customers/routes.ts';
import { registerServiceRoutes } from './custom/routes.ts';
import { registerContentRoutes } from './content/routes.ts';
import { registerOutboxRoutes } from './outbox/routes.ts';
import { registerControlRoutes } from './http/control.ts';
import { registerExperienceRoutes } from './experience/routes.ts';
import { registerConsentRoutes } from './consents/routes.ts';
import { registerProviderRoutes } from './payments/provider-routes.ts';
import { registerSubscriptionRoutes } from './subscriptions/routes.ts';
import { registerRecaptchaRoutes } from './recaptcha/routes.ts';
import { registerEinsteinRoutes } from './einstein/routes.ts';
import { registerOcapiRoutes } from './ocapi/routes.ts';

/** Every API the sandbox serves, by area. */
export function registerRoutes(app: SandboxApp): void {
  registerControlRoutes(app);
  registerSlasRoutes(app);
  registerCatalogRoutes(app);
  registerStoreRoutes(app);
  registerBasketRoutes(app);
  registerOrderRoutes(app);
  registerCustomerRoutes(app);
  registerServiceRoutes(app);
  registerContentRoutes(app);
  registerOutboxRoutes(app);
  registerExperienceRoutes(app);
  registerConsentRoutes(app);
  registerProviderRoutes(app);
  registerSubscriptionRoutes(app);
  registerRecaptchaRoutes(app);
  registerEinsteinRoutes(app);
  registerOcapiRoutes(app);
}
