import type { SandboxApp, SandboxContext } from '../http/context.ts';
import { jsonBody, listParam, mountScapi, shopperOf, siteOf } from '../http/context.ts';
import { invalidParameter, ProblemError } from '../http/problem.ts';
import { isEmail } from '../http/body.ts';
import type { SiteDefinition } from '../sites.ts';

/**
 * Shopper Consents v1, as the OAS documents it: the site's consent subscriptions (the newsletter
 * lists the shop's signup form offers), filtered by tags and, with expand=consentStatus, with the
 * shopper's recorded statuses; single and bulk (1–50, 207 on partial success) status updates.
 */

type Channel = 'email' | 'sms' | 'whatsapp';
type Status = 'opt_in' | 'opt_out';
const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];
const STATUSES: readonly Status[] = ['opt_in', 'opt_out'];
const MAX_BULK = 50;
const MAX_TAGS = 10;

interface Subscription {
  subscriptionId: string;
  channels: Channel[];
  title: string;
  subtitle: string;
  tags: string[];
  consentType: 'marketing' | 'legal';
  consentRequired: boolean;
  defaultStatus: Status;
}

const newsletter = (subscriptionId: string, title: string, subtitle: string): Subscription => ({
  subscriptionId,
  channels: ['email'],
  title,
  subtitle,
  tags: ['newsletter', 'footer', 'account'],
  consentType: 'marketing',
  consentRequired: false,
  defaultStatus: 'opt_out',
});

/** The newsletter lists per site (spec: offersupdates, fundraising, businessgifts). */
function subscriptionsOf(site: SiteDefinition): Subscription[] {
  const offers = newsletter(
    'offersupdates',
    'Offers and updates',
    'New sweets, seasonal treats and offers from Sweet Shop, by e-mail.',
  );
  if (site.kind === 'fundraising')
    return [offers, newsletter('fundraising', 'Fundraising', 'Ideas and offers for fundraising groups, by e-mail.')];
  if (site.kind === 'volume')
    return [offers, newsletter('businessgifts', 'Business gifts', 'Corporate and volume gifting news, by e-mail.')];
  return [offers];
}

interface StatusRow {
  subscription_id: string;
  channel: Channel;
  contact_point_value: string;
  status: Status;
}

interface UpdateRequest {
  subscriptionId: string;
  channel: Channel;
  contactPointValue: string;
  status: Status;
}

type Checked = { update: UpdateRequest } | { code: string; message: string; field: string };

/** A valid update, or why it is not (the bulk answer's error code and message). */
function checkUpdate(site: SiteDefinition, body: Record<string, unknown>): Checked {
  const { subscriptionId, channel, contactPointValue, status } = body;
  const subscription = subscriptionsOf(site).find((entry) => entry.subscriptionId === subscriptionId);
  if (!subscription) return { code: 'INVALID_SUBSCRIPTION', message: 'Unknown subscription', field: 'subscriptionId' };
  if (
    typeof channel !== 'string' ||
    !CHANNELS.includes(channel as Channel) ||
    !subscription.channels.includes(channel as Channel)
  ) {
    return { code: 'INVALID_CHANNEL', message: 'The subscription is not offered on this channel', field: 'channel' };
  }
  const text =
    typeof contactPointValue === 'string' && contactPointValue.length >= 3 && contactPointValue.length <= 320
      ? contactPointValue
      : '';
  const valid = channel === 'email' ? isEmail(text) : /^\+[1-9][\d ]{6,18}$/.test(text);
  if (!valid)
    return {
      code: 'INVALID_CONTACT_POINT',
      message: channel === 'email' ? 'Invalid email address format' : 'Invalid phone number format',
      field: 'contactPointValue',
    };
  if (typeof status !== 'string' || !STATUSES.includes(status as Status))
    return { code: 'INVALID_STATUS', message: 'status must be opt_in or opt_out', field: 'status' };
  return {
    update: {
      subscriptionId: subscription.subscriptionId,
      channel: channel as Channel,
      contactPointValue: text,
      status: status as Status,
    },
  };
}

async function saveStatus(c: SandboxContext, site: SiteDefinition, update: UpdateRequest): Promise<void> {
  await c.var.sb.db.query(
    `INSERT INTO consent_statuses (customer_id, site_id, subscription_id, channel, contact_point_value, status) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (customer_id, site_id, subscription_id, channel, contact_point_value) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
    [shopperOf(c).customerId, site.id, update.subscriptionId, update.channel, update.contactPointValue, update.status],
  );
}

export function registerConsentRoutes(app: SandboxApp): void {
  const api = mountScapi(app, '/shopper/shopper-consents/v1');

  api.get('/subscriptions', async (c) => {
    const site = siteOf(c);
    const tags = listParam(c, 'tags');
    const expand = listParam(c, 'expand');
    if (tags.length > MAX_TAGS) throw invalidParameter('tags', `At most ${MAX_TAGS} tags can be given.`);
    const unknownExpand = expand.find((value) => value !== 'consentStatus');
    if (unknownExpand) throw invalidParameter('expand', `The expand value '${unknownExpand}' is not supported.`);
    const subscriptions = subscriptionsOf(site).filter(
      (entry) => !tags.length || entry.tags.some((tag) => tags.includes(tag)),
    );
    if (!expand.includes('consentStatus')) return c.json({ data: subscriptions });
    const rows = await c.var.sb.db.query<StatusRow>(
      `SELECT subscription_id, channel, contact_point_value, status FROM consent_statuses WHERE customer_id = $1 AND site_id = $2 ORDER BY updated_at, channel, contact_point_value`,
      [shopperOf(c).customerId, site.id],
    );
    return c.json({
      data: subscriptions.map((entry) => ({
        ...entry,
        consentStatus: rows
          .filter((row) => row.subscription_id === entry.subscriptionId)
          .map((row) => ({ channel: row.channel, contactPointValue: row.contact_point_value, status: row.status })),
      })),
    });
  });

  api.post('/subscriptions', async (c) => {
    const site = siteOf(c);
    const checked = checkUpdate(site, await jsonBody(c));
    if (!('update' in checked)) {
      throw new ProblemError(
        400,
        'validation',
        'Error Updating Consent Subscription',
        `Consent subscription could not be updated: ${checked.message}.`,
        { field: checked.field },
      );
    }
    await saveStatus(c, site, checked.update);
    return c.json(checked.update);
  });

  api.post('/subscriptions/actions/bulk', async (c) => {
    const site = siteOf(c);
    const requests = (await jsonBody(c)).subscriptions;
    if (!Array.isArray(requests) || requests.length < 1 || requests.length > MAX_BULK) {
      throw new ProblemError(
        400,
        'validation',
        'Bulk Request Validation Error',
        `'subscriptions' must be an array of 1 to ${MAX_BULK} updates.`,
      );
    }
    const results = [];
    for (const request of requests) {
      const entry = request !== null && typeof request === 'object' ? (request as Record<string, unknown>) : {};
      const checked = checkUpdate(site, entry);
      if ('update' in checked) {
        await saveStatus(c, site, checked.update);
        results.push({ ...checked.update, success: true });
      } else {
        const echo = {
          subscriptionId: entry.subscriptionId,
          channel: entry.channel,
          contactPointValue: entry.contactPointValue,
          status: entry.status,
        };
        results.push({
          ...echo,
          success: false,
          error: { code: checked.code, message: checked.message, details: { field: checked.field } },
        });
      }
    }
    // "207: Partial success - some subscription updates succeeded, others failed."
    return c.json({ results }, results.every((result) => result.success) ? 200 : 207);
  });
}
