import type { ComponentType } from 'react';
import { splitComponent } from '~/components/split-component.ts';
import { ButtonLink } from '~/components/ui/button.tsx';
import type { PlaceholderForms } from '~/services/placeholder-forms.server.ts';

/**
 * Placeholder blocks by delivery key (spec §2): where a service form lives inside a content page.
 * The registry maps each key to the component that renders it, with the data the page's loader read
 * for it (`forms`); a key without its data (a campaign that cannot be read) renders a link to the
 * form's own route.
 */
export interface PlaceholderProps {
  deliveryKey: string;
  title?: string;
  /** The campaign form's content item id (campaign data collection forms). */
  campaign?: string;
  forms?: PlaceholderForms;
}

/** Each known key: the form's own route and what the link to it says. */
export const PLACEHOLDER_ROUTES: Record<string, { href: string; label: string; text: string }> = {
  'contact-us-form': {
    href: '/contact-us',
    label: 'Contact Us',
    text: 'Questions about an order, a gift or our shops? Send us a message.',
  },
  'email-signup-form': {
    href: '/emailsignup',
    label: 'Join The Sweet List',
    text: 'Sign up for offers, new flavours and fundraising news.',
  },
  'catalog-request-form': {
    href: '/catalog-request',
    label: 'Request a Catalog',
    text: 'Get our next printed catalog in the mail.',
  },
  'gift-card-balance-form': {
    href: '/gift-card-balance',
    label: 'Check Gift Card Balance',
    text: 'See what is left on a gift card.',
  },
  'find-a-shop-accordion': { href: '/chocolateshops', label: 'Find a Shop', text: 'Our shops, by state.' },
  'materials-sales-tools': {
    href: '/sales-materials',
    label: 'Order Free Sales Materials',
    text: 'Brochures, order forms and posters for your sellers.',
  },
  'campaign-data-collection-form': { href: '/campaign', label: 'Enter Now', text: 'Fill in the form to take part.' },
  'campaign-data-collection-form-sweepstakes': {
    href: '/campaign',
    label: 'Enter the Sweepstakes',
    text: 'Fill in the form to enter.',
  },
};

type FormsModule = typeof import('./placeholder-forms.tsx');
// The forms (Conform, their fields) load only with a page that embeds one, not with every product page that
// shares this route. The server has them at once, so the page is whole without JavaScript; in the browser
// hydration (or the navigation, a transition) waits for the module, the server's markup staying meanwhile.
const serverForms: FormsModule | null = import.meta.env.SSR ? await import('./placeholder-forms.tsx') : null;
const embedded = (name: Exclude<keyof FormsModule, 'default'>): ComponentType<PlaceholderProps> =>
  splitComponent(serverForms, () => import('./placeholder-forms.tsx'), name);

/** Forms embedded in content pages, by delivery key. */
export const PLACEHOLDER_COMPONENTS: Partial<Record<string, ComponentType<PlaceholderProps>>> = {
  'contact-us-form': embedded('ContactPlaceholder'),
  'email-signup-form': embedded('EmailSignupPlaceholder'),
  'catalog-request-form': embedded('CatalogRequestPlaceholder'),
  'gift-card-balance-form': embedded('GiftCardBalancePlaceholder'),
  'find-a-shop-accordion': embedded('FindAShopPlaceholder'),
  'materials-sales-tools': embedded('SalesMaterialsPlaceholder'),
  'campaign-data-collection-form': embedded('CampaignPlaceholder'),
  'campaign-data-collection-form-sweepstakes': embedded('CampaignPlaceholder'),
};

/** Whether the page's loader read what the key's form needs. */
function hasFormData({ deliveryKey, campaign, forms }: PlaceholderProps): boolean {
  switch (deliveryKey) {
    case 'contact-us-form':
      return Boolean(forms?.contact);
    case 'email-signup-form':
      return Boolean(forms?.emailSignup);
    case 'catalog-request-form':
      return Boolean(forms?.catalogRequest);
    case 'gift-card-balance-form':
      return Boolean(forms?.giftCardBalance);
    case 'find-a-shop-accordion':
      return Boolean(forms?.shops);
    case 'materials-sales-tools':
      return Boolean(forms?.materials);
    default:
      return Boolean(campaign && forms?.campaigns?.[campaign]);
  }
}

function PlaceholderLink({ deliveryKey, title, campaign }: PlaceholderProps) {
  const route = PLACEHOLDER_ROUTES[deliveryKey];
  if (!route || (route.href === '/campaign' && !campaign)) return null;
  const href = route.href === '/campaign' ? `/campaign/${encodeURIComponent(campaign!)}` : route.href;
  return (
    <section className="my-6 rounded-xl border border-cream-dark bg-white p-5" data-placeholder={deliveryKey}>
      {title ? <h2 className="font-display text-xl font-bold">{title}</h2> : null}
      <p className="my-2">{route.text}</p>
      <ButtonLink to={href}>{route.label}</ButtonLink>
    </section>
  );
}

/** The placeholder of `deliveryKey`: its registered form, else a link to the form's route; unknown keys: nothing. */
export function Placeholder(props: PlaceholderProps) {
  const Component = PLACEHOLDER_COMPONENTS[props.deliveryKey];
  // No Suspense boundary of its own: React would stream a large form out of order (shown only with JavaScript).
  return Component && hasFormData(props) ? <Component {...props} /> : <PlaceholderLink {...props} />;
}
