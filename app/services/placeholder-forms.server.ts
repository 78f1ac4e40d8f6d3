/**
 * What the service forms need when a content page embeds them (content spec §2 placeholder blocks):
 * the same constraints, defaults and data their own routes' loaders give them, read only for the
 * delivery keys the page holds. The forms still post to their own routes.
 */
import type { RouterContextProvider } from 'react-router';
import type { Block } from '~/models/content-blocks.ts';
import { defaultCountry } from '~/models/address-rules.ts';
import type { Campaign } from '~/models/campaign.ts';
import { COMPANY_REQUIRED_SITES } from '~/models/catalog-request.ts';
import type { FormConstraint } from '~/models/form-constraint.ts';
import { groupShopsByState, type ShopStateGroup } from '~/models/find-a-shop.ts';
import { MESSAGES } from '~/models/messages.ts';
import type { CountryCode } from '~/models/address-rules.ts';
import type { MaterialGroupView } from '~/models/sales-materials.ts';
import { catalogScope } from './catalog.server.ts';
import { campaignConstraint, catalogRequestConstraint, FORM_CONSTRAINTS } from './form-constraints.server.ts';
import { loadSalesMaterials } from './sales-materials.server.ts';
import { knownEmail, loadCampaign, loadShopList } from './service-forms.server.ts';
import { requestBasket } from './basket.server.ts';
import { shopperSession } from './session-middleware.server.ts';

export interface PlaceholderForms {
  contact?: { constraint: FormConstraint; email?: string };
  emailSignup?: { constraint: FormConstraint; email?: string };
  catalogRequest?: { constraint: FormConstraint; companyRequired: boolean; countryCode: CountryCode; email?: string };
  giftCardBalance?: { constraint: FormConstraint };
  shops?: { groups: ShopStateGroup[]; error?: string };
  materials?: { groups: MaterialGroupView[]; error?: string };
  /** By campaign content item id. */
  campaigns?: Record<string, { campaign: Campaign; constraint: FormConstraint }>;
}

const placeholders = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => (block.kind === 'placeholder' ? [block] : []));

/** The data of each form the page's placeholder blocks embed; a part that cannot be read shows its error text, not a broken page. */
export async function loadPlaceholderForms(
  context: Readonly<RouterContextProvider>,
  blocks: readonly Block[],
): Promise<PlaceholderForms> {
  const found = placeholders(blocks);
  if (!found.length) return {};
  const keys = new Set(found.map((block) => block.key));
  const scope = catalogScope(context);
  const session = shopperSession(context);
  const email = knownEmail(session);
  const forms: PlaceholderForms = {};
  if (keys.has('contact-us-form')) forms.contact = { constraint: FORM_CONSTRAINTS.contact, email };
  if (keys.has('email-signup-form')) forms.emailSignup = { constraint: FORM_CONSTRAINTS.emailSignup, email };
  if (keys.has('gift-card-balance-form')) forms.giftCardBalance = { constraint: FORM_CONSTRAINTS.giftCardBalance };
  if (keys.has('catalog-request-form')) {
    const companyRequired = COMPANY_REQUIRED_SITES.includes(scope.siteId);
    forms.catalogRequest = {
      constraint: catalogRequestConstraint('postal', companyRequired),
      companyRequired,
      countryCode: defaultCountry(scope.locale),
      email,
    };
  }
  const campaignIds = [...new Set(found.flatMap((block) => (block.campaign ? [block.campaign] : [])))];
  await Promise.all([
    keys.has('find-a-shop-accordion') &&
      loadShopList(scope).then(
        (shops) => void (forms.shops = { groups: groupShopsByState(shops) }),
        (error: Error) => {
          console.warn('[content] shop list failed:', error?.message);
          forms.shops = { groups: [], error: MESSAGES.unexpected };
        },
      ),
    keys.has('materials-sales-tools') &&
      loadSalesMaterials(scope, requestBasket(context)).then(
        (groups) => void (forms.materials = { groups }),
        (error: Error) => {
          console.warn('[content] sales materials failed:', error?.message);
          forms.materials = { groups: [], error: MESSAGES.unexpected };
        },
      ),
    ...campaignIds.map((id) =>
      loadCampaign(scope, id).then(
        (campaign) => {
          if (campaign)
            forms.campaigns = {
              ...forms.campaigns,
              [id]: { campaign, constraint: campaignConstraint(campaign.sweepstakes) },
            };
        },
        // A campaign that cannot be read leaves the link to its page.
        (error: Error) => console.warn('[content] campaign failed:', id, error?.message),
      ),
    ),
  ]);
  return forms;
}
