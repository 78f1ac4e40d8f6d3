import type { ReactNode } from 'react';
import { FindAShopAccordion } from '~/components/content/find-a-shop.tsx';
import { SalesMaterialsList } from '~/components/content/sales-materials.tsx';
import { CampaignForm } from '~/components/forms/campaign-form.tsx';
import { CatalogRequestForm } from '~/components/forms/catalog-request-form.tsx';
import { ContactForm } from '~/components/forms/contact-form.tsx';
import { EmailSignupForm } from '~/components/forms/email-signup-form.tsx';
import { GiftCardBalanceForm } from '~/components/forms/gift-card-balance-form.tsx';
import type { PlaceholderProps } from './placeholders.tsx';

/**
 * The service forms as content placeholder blocks (content spec §2): each the form of its own route,
 * with the data the content page's loader read for it (services/placeholder-forms.server.ts), posting
 * to that route. Loaded only by pages that embed one (placeholders.tsx).
 */
function Embedded({ deliveryKey, title, children }: { deliveryKey: string; title?: string; children: ReactNode }) {
  return (
    <section className="my-6 space-y-4 rounded-xl border border-cream-dark bg-white p-5" data-placeholder={deliveryKey}>
      {title ? <h2 className="font-display text-xl font-bold">{title}</h2> : null}
      {children}
    </section>
  );
}

export function ContactPlaceholder({ deliveryKey, title, forms }: PlaceholderProps) {
  const data = forms?.contact;
  return data ? (
    <Embedded deliveryKey={deliveryKey} title={title}>
      <ContactForm constraint={data.constraint} email={data.email} />
    </Embedded>
  ) : null;
}

export function EmailSignupPlaceholder({ deliveryKey, title, forms }: PlaceholderProps) {
  const data = forms?.emailSignup;
  return data ? (
    <Embedded deliveryKey={deliveryKey} title={title}>
      <EmailSignupForm constraint={data.constraint} email={data.email} />
    </Embedded>
  ) : null;
}

export function CatalogRequestPlaceholder({ deliveryKey, title, forms }: PlaceholderProps) {
  const data = forms?.catalogRequest;
  return data ? (
    <Embedded deliveryKey={deliveryKey} title={title}>
      <CatalogRequestForm
        kind="postal"
        constraint={data.constraint}
        companyRequired={data.companyRequired}
        countryCode={data.countryCode}
        email={data.email}
      />
    </Embedded>
  ) : null;
}

export function GiftCardBalancePlaceholder({ deliveryKey, title, forms }: PlaceholderProps) {
  const data = forms?.giftCardBalance;
  return data ? (
    <Embedded deliveryKey={deliveryKey} title={title}>
      <GiftCardBalanceForm constraint={data.constraint} />
    </Embedded>
  ) : null;
}

export function FindAShopPlaceholder({ deliveryKey, title, forms }: PlaceholderProps) {
  const data = forms?.shops;
  if (!data) return null;
  return (
    <Embedded deliveryKey={deliveryKey} title={title}>
      {data.error ? (
        <p role="alert" className="rounded-lg border border-red-700 p-4 text-red-800">
          {data.error}
        </p>
      ) : (
        <FindAShopAccordion groups={data.groups} />
      )}
    </Embedded>
  );
}

export function SalesMaterialsPlaceholder({ title, forms }: PlaceholderProps) {
  const data = forms?.materials;
  if (!data) return null;
  return (
    <div className="my-6 space-y-4">
      {title ? <h2 className="font-display text-xl font-bold">{title}</h2> : null}
      <SalesMaterialsList groups={data.groups} error={data.error} />
    </div>
  );
}

export function CampaignPlaceholder({ deliveryKey, title, campaign, forms }: PlaceholderProps) {
  const data = campaign ? forms?.campaigns?.[campaign] : undefined;
  return data ? (
    <Embedded deliveryKey={deliveryKey} title={title ?? data.campaign.title}>
      <p>{data.campaign.text}</p>
      <CampaignForm campaign={data.campaign} constraint={data.constraint} />
    </Embedded>
  ) : null;
}
