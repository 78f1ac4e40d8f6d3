/**
 * The commerce client: commerce-sdk-isomorphic configured for one site, one access token and one
 * request's commerce calls, over a fetch that times out and turns a maintenance answer into
 * SiteMaintenance.
 */
import type { SiteId } from '~/models/sites.ts';
import {
  helpers,
  ShopperBasketsV2,
  ShopperCustomers,
  ShopperLogin,
  ShopperOrders,
  ShopperProducts,
  ShopperSearch,
  ShopperStores,
} from './commerce-sdk.server.ts';
import { commerceTimeLimits, storefrontEnv } from './env.server.ts';
import type { CommerceCalls } from './commerce-calls.server.ts';
import { SiteMaintenance } from './commerce-errors.server.ts';

export const MAINTENANCE_TITLE = 'Site Under Maintenance';

async function isMaintenanceResponse(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  if (response.headers.get('sfdc_maintenance')) return true;
  try {
    const body: unknown = await response.clone().json();
    return Boolean(body && typeof body === 'object' && (body as { title?: unknown }).title === MAINTENANCE_TITLE);
  } catch {
    return false;
  }
}

/**
 * Every commerce call of a request goes through this fetch: a deadline so a slow backend cannot hold
 * a page, and the spec's rule that a response titled "Site Under Maintenance" sends the shopper to
 * /maintenance — recorded on the request's calls for the root middleware (whoever catches the
 * SiteMaintenance thrown up through the SDK), see maintenanceMiddleware.
 */
export function commerceFetch(calls: CommerceCalls): typeof fetch {
  return async (input, init) => {
    // Each call gets at most COMMERCE_TIMEOUT_MS, and all of a request's calls together what is left of
    // COMMERCE_REQUEST_BUDGET_MS (or the request's own limits, see CommerceCalls.setBudget), so a page of
    // several calls in a row still answers in time.
    const { callTimeoutMs, requestBudgetMs } = commerceTimeLimits();
    const remaining = (calls.budgetMs ?? requestBudgetMs) - calls.elapsedMs();
    const timeout = AbortSignal.timeout(
      Math.max(1, Math.floor(Math.min(calls.callTimeoutMs ?? callTimeoutMs, remaining))),
    );
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    // Timed for the response's Server-Timing header.
    const response = await fetch(input, { ...init, signal })
      .catch((error: unknown) => {
        calls.failed = true;
        throw error;
      })
      .finally(calls.started());
    if (response.status >= 500) calls.failed = true;
    if (await isMaintenanceResponse(response)) {
      calls.maintenance = true;
      throw new SiteMaintenance();
    }
    return response;
  };
}

export function sdkConfig(siteId: SiteId, calls: CommerceCalls, accessToken?: string) {
  const { commerce } = storefrontEnv();
  return {
    ...(commerce.apiOrigin ? { proxy: commerce.apiOrigin } : {}),
    parameters: {
      clientId: commerce.clientId,
      organizationId: commerce.organizationId,
      shortCode: commerce.shortCode,
      siteId,
    },
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : ({} as Record<string, string>),
    fetch: commerceFetch(calls) as never,
    throwOnBadResponse: true as const,
  };
}

export function slasClient(siteId: SiteId, calls: CommerceCalls) {
  return new ShopperLogin(sdkConfig(siteId, calls));
}

/** SCAPI clients for one shopper token; each is built on first use. */
export function shopperApis(siteId: SiteId, calls: CommerceCalls, accessToken: string) {
  const config = sdkConfig(siteId, calls, accessToken);
  let baskets: InstanceType<typeof ShopperBasketsV2> | undefined;
  let customers: InstanceType<typeof ShopperCustomers> | undefined;
  let orders: InstanceType<typeof ShopperOrders> | undefined;
  let products: InstanceType<typeof ShopperProducts> | undefined;
  let search: InstanceType<typeof ShopperSearch> | undefined;
  let stores: InstanceType<typeof ShopperStores> | undefined;
  return {
    siteId,
    get baskets() {
      return (baskets ??= new ShopperBasketsV2(config));
    },
    get customers() {
      return (customers ??= new ShopperCustomers(config));
    },
    get orders() {
      return (orders ??= new ShopperOrders(config));
    },
    get products() {
      return (products ??= new ShopperProducts(config));
    },
    get search() {
      return (search ??= new ShopperSearch(config));
    },
    get stores() {
      return (stores ??= new ShopperStores(config));
    },
    /** A shop-specific SCAPI custom API (`/custom/{apiName}/v1/organizations/{org}/{endpointPath}`). */
    custom<T>(
      apiName: string,
      endpointPath: string,
      options: { method?: 'GET' | 'POST'; body?: unknown; parameters?: Record<string, string> } = {},
    ) {
      return helpers.callCustomEndpoint({
        options: {
          method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
          customApiPathParameters: { apiName, apiVersion: 'v1', endpointPath },
          parameters: { siteId, ...options.parameters },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        },
        clientConfig: config,
      }) as Promise<T>;
    },
  };
}

export type ShopperApis = ReturnType<typeof shopperApis>;
