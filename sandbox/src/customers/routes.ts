import type { SandboxApp } from '../http/context.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerShopperCustomersRoutes } from './shopper-customers-routes.ts';

export function registerCustomerRoutes(app: SandboxApp): void {
  registerShopperCustomersRoutes(app);
  registerAccountRoutes(app);
}
