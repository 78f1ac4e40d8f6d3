import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/catalog-request';
import type { CatalogAddressConfirmation } from '~/components/forms/catalog-address-choices.tsx';
import { CatalogAddressConfirmationView, CatalogRequestForm, type CatalogRequestResult } from '~/components/forms/catalog-request-form.tsx';
import { FindConciergeLink } from '~/components/forms/concierge-sheet.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { ButtonLink, buttonClasses } from '~/components/ui/button.tsx';
import { defaultCountry } from '~/models/address-rules.ts';
import { catalogAddress, catalogRequestSchema, catalogVerificationOutcome, COMPANY_REQUIRED_SITES, type CatalogKind } from '~/models/catalog-request.ts';
import { MESSAGES } from '~/models/messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { catalogRequestConstraint, FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { digitalCatalogLink, knownEmail, refusalMessage, sendMarketingLead, verifyCatalogAddress } from '~/services/service-forms.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { readPublicForm } from '~/services/spam.server.ts';

const TITLES: Record<CatalogKind, string> = { postal: 'Subscribe for Free', digital: 'Download a Digital Catalog' };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${TITLES[loaderData?.kind ?? 'postal']} | Sweet Shop` }];

export const headers = rateLimitHeaders;

const kindOf = (value: unknown): CatalogKind => (value === 'digital' ? 'digital' : 'postal');

/** `?type=digital` asks for the PDF, anything else for the printed catalog. */
export function loader({ request, context }: Route.LoaderArgs) {
  const scope = catalogScope(context);
  const kind = kindOf(new URL(request.url).searchParams.get('type'));
  const companyRequired = COMPANY_REQUIRED_SITES.includes(scope.siteId);
  return {
    kind,
    companyRequired,
    countryCode: defaultCountry(scope.locale),
    constraint: catalogRequestConstraint(kind, companyRequired),
    conciergeConstraint: FORM_CONSTRAINTS.concierge,
    email: knownEmail(shopperSession(context)),
  };
}

/**
 * Catalog spec §4 "Catalog request": a US postal address is verified first — sent as typed when
 * verified without detail, a suggestion needs the shopper's decision (answered by re-posting with
 * `verify=keep`), otherwise sent with the formatted postal code; other addresses are sent directly.
 * The digital request answers with the PDF's link.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPublicForm(request, context);
  const scope = catalogScope(context);
  const kind = kindOf(form.get('kind'));
  const companyRequired = COMPANY_REQUIRED_SITES.includes(scope.siteId);
  const submission = parseWithZod(form, { schema: catalogRequestSchema(kind, companyRequired) });
  if (submission.status !== 'success') return data<CatalogRequestResult>({ result: submission.reply() }, { status: 400 });
  const attempt = await rateLimit(request, 'catalogRequest');
  if (!attempt.allowed) return data<CatalogRequestResult>({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
  const value = submission.value;
  try {
    let address = catalogAddress(value);
    if (kind === 'postal' && value.countryCode === 'US' && value.verify !== 'keep') {
      const outcome = catalogVerificationOutcome(await verifyCatalogAddress(scope, address), address);
      if (outcome.kind === 'confirm') {
        const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'verify'));
        const confirmation: CatalogAddressConfirmation = { entered: outcome.entered, suggested: outcome.suggested, fields };
        return data<CatalogRequestResult>({ result: submission.reply(), confirmation });
      }
      address = outcome.address;
    }
    await sendMarketingLead(scope, value, address);
  } catch (error) {
    const refusal = await refusalMessage(error);
    if (!refusal) console.warn('[catalog-request] lead not sent:', (error as Error)?.message);
    return data<CatalogRequestResult>({ result: submission.reply({ formErrors: [refusal ?? MESSAGES.marketingLeadFailed] }) }, { status: refusal ? 400 : 502 });
  }
  const downloadUrl = kind === 'digital' ? await digitalCatalogLink(scope).catch(() => null) : null;
  return data<CatalogRequestResult>({ result: submission.reply({ resetForm: true }), done: kind, downloadUrl });
}

export default function CatalogRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, companyRequired, countryCode, constraint, conciergeConstraint, email } = loaderData;
  const confirmation = actionData?.confirmation;
  const done = actionData?.done ? actionData : undefined;
  return (
    <section aria-labelledby="catalog-request-title" className="mx-auto max-w-2xl space-y-6 py-8">
      <h1 id="catalog-request-title" className="text-3xl font-bold">
        {TITLES[kind]}
      </h1>
      {done ? (
        <div className="space-y-4" data-testid="catalog-request-done">
          <Alert kind="success">{done.done === 'digital' ? MESSAGES.digitalCatalogThanks : MESSAGES.postalCatalogThanks}</Alert>
          {done.downloadUrl ? (
            <a href={done.downloadUrl} target="_blank" rel="noreferrer" className={buttonClasses({})}>
              Download PDF
            </a>
          ) : null}
          {done.done === 'digital' ? (
            <p>
              Prefer paper?{' '}
              <a href="/catalog-request?type=postal" className="font-semibold underline underline-offset-4">
                Request a printed catalog
              </a>{' '}
              too.
            </p>
          ) : null}
          <ButtonLink to="/" variant="secondary">
            {MESSAGES.continueShopping}
          </ButtonLink>
        </div>
      ) : (
        <>
          {kind === 'digital' ? (
            <p>Browse every box, bar and bouquet in our digital catalog. Tell us a little about yourself and download it right away.</p>
          ) : (
            <p>Get our printed catalog delivered free of charge, every season.</p>
          )}
          <p>
            Ordering gifts for your business? Our concierges help with corporate orders:{' '}
            <FindConciergeLink constraint={conciergeConstraint} className="font-semibold underline underline-offset-4" />.
          </p>
          {confirmation ? <CatalogAddressConfirmationView confirmation={confirmation} /> : null}
          <CatalogRequestForm kind={kind} constraint={constraint} companyRequired={companyRequired} countryCode={countryCode} lastResult={actionData?.result} email={email} />
        </>
      )}
    </section>
  );
}
