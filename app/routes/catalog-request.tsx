import { data } from 'react-router';
import type { Route } from './+types/catalog-request';
import type { CatalogAddressConfirmation } from '~/components/forms/catalog-address-choices.tsx';
import {
  CatalogAddressConfirmationView,
  CatalogRequestDone,
  CatalogRequestForm,
  CatalogRequestIntro,
  type CatalogRequestResult,
} from '~/components/forms/catalog-request-form.tsx';
import { CatalogRequestLink } from '~/components/forms/catalog-request-sheet.tsx';
import { FindConciergeLink } from '~/components/forms/concierge-sheet.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { defaultCountry } from '~/models/address-rules.ts';
import {
  catalogAddress,
  catalogRequestSchema,
  catalogVerificationOutcome,
  COMPANY_REQUIRED_SITES,
  type CatalogKind,
} from '~/models/catalog-request.ts';
import { repostedFields } from '~/models/form-fields.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { CATALOG_REQUEST_TITLES as TITLES } from '~/models/service-form-rules.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { catalogRequestConstraint, FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { mailbox } from '~/models/rate-limit.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import {
  digitalCatalogLink,
  knownEmail,
  refusalMessage,
  sendMarketingLead,
  verifyCatalogAddress,
} from '~/services/service-forms.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { parsePublicForm, readPublicForm } from '~/services/spam.server.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${TITLES[loaderData?.kind ?? 'postal']} | Sweet Shop` },
];

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
  const post = await readPublicForm(request, context);
  const scope = catalogScope(context);
  const kind = kindOf(post.form.get('kind'));
  const companyRequired = COMPANY_REQUIRED_SITES.includes(scope.siteId);
  const schema = catalogRequestSchema(kind, companyRequired);
  const submission = parsePublicForm(post, schema);
  if (submission.status !== 'success')
    return data<CatalogRequestResult>({ result: submission.reply() }, { status: 400 });
  // Only the digital catalog is mailed (its link), so only it counts against the address.
  const attempt = await rateLimit(
    request,
    'catalogRequest',
    kind === 'digital' ? mailbox(submission.value.email) : null,
  );
  if (!attempt.allowed)
    return data<CatalogRequestResult>({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
  const value = submission.value;
  try {
    let address = catalogAddress(value);
    if (kind === 'postal' && value.countryCode === 'US' && value.verify !== 'keep') {
      const outcome = catalogVerificationOutcome(await verifyCatalogAddress(scope, address), address);
      if (outcome.kind === 'confirm') {
        const confirmation: CatalogAddressConfirmation = {
          entered: outcome.entered,
          suggested: outcome.suggested,
          fields: repostedFields(post.form, schema, 'verify'),
        };
        return data<CatalogRequestResult>({ result: submission.reply(), confirmation });
      }
      address = outcome.address;
    }
    await sendMarketingLead(scope, value, address, { sendConfirmation: attempt.sendMail });
  } catch (error) {
    const refusal = await refusalMessage(error);
    if (!refusal) console.warn('[catalog-request] lead not sent:', (error as Error)?.message);
    return data<CatalogRequestResult>(
      { result: submission.reply({ formErrors: [refusal ?? SERVICE_MESSAGES.marketingLeadFailed] }) },
      { status: refusal ? 400 : 502 },
    );
  }
  const downloadUrl = kind === 'digital' ? await digitalCatalogLink(scope).catch(() => null) : null;
  return data<CatalogRequestResult>({ result: submission.reply({ resetForm: true }), done: kind, downloadUrl });
}

export default function CatalogRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, companyRequired, countryCode, constraint, conciergeConstraint, email } = loaderData;
  const confirmation = actionData?.confirmation;
  const done = actionData?.done;
  return (
    <section aria-labelledby="catalog-request-title" className="service-form-page">
      <h1 id="catalog-request-title">{TITLES[kind]}</h1>
      {done ? (
        <CatalogRequestDone done={done} downloadUrl={actionData?.downloadUrl}>
          <ButtonLink to="/" variant="secondary">
            {SERVICE_MESSAGES.continueShopping}
          </ButtonLink>
        </CatalogRequestDone>
      ) : (
        <>
          <CatalogRequestIntro kind={kind} />
          <p>
            {kind === 'digital' ? 'Prefer paper? ' : 'Can’t wait for the post? '}
            <CatalogRequestLink
              kind={kind === 'digital' ? 'postal' : 'digital'}
              className="font-semibold underline underline-offset-4"
            />
            .
          </p>
          <p>
            Ordering gifts for your business? Our concierges help with corporate orders:{' '}
            <FindConciergeLink
              constraint={conciergeConstraint}
              className="font-semibold underline underline-offset-4"
            />
            .
          </p>
          {confirmation ? <CatalogAddressConfirmationView confirmation={confirmation} /> : null}
          <CatalogRequestForm
            kind={kind}
            constraint={constraint}
            companyRequired={companyRequired}
            countryCode={countryCode}
            lastResult={actionData?.result}
            email={email}
          />
        </>
      )}
    </section>
  );
}
