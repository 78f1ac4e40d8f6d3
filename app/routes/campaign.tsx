import { data, redirect } from 'react-router';
import type { Route } from './+types/campaign';
import { CampaignForm } from '~/components/forms/campaign-form.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { CAMPAIGN_MESSAGES, campaignSchema } from '~/models/campaign.ts';
import { SERVICE_MESSAGES } from '~/models/service-messages.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { campaignConstraint } from '~/services/form-constraints.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { loadCampaign, refusalMessage, sendCampaignEntry } from '~/services/service-forms.server.ts';
import { parsePublicForm, readPublicForm } from '~/services/spam.server.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.campaign.title ?? 'Campaign'} | Sweet Shop` },
];

export const headers = rateLimitHeaders;

async function campaignOf(context: Route.LoaderArgs['context'], id: string) {
  const campaign = /^[A-Za-z0-9_.-]{1,64}$/.test(id) ? await loadCampaign(catalogScope(context), id) : null;
  if (!campaign) throw data(null, { status: 404 });
  return campaign;
}

/** A campaign page: its content item (the campaign placeholder) and its form. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const campaign = await campaignOf(context, params.id);
  return { campaign, constraint: campaignConstraint(campaign.sweepstakes) };
}

/**
 * Content spec §4 "Campaign and sweepstakes form": the entry (the event, phase and limit come from
 * the content item, never from the post); the success view or the success URL; §8's failure texts
 * ("Failed to signup!" when the answer did not enter the shopper), or the server's message when it refuses (an e-mail that entered `maxAllowed` times).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const campaign = await campaignOf(context, params.id);
  const submission = parsePublicForm(await readPublicForm(request, context), campaignSchema(campaign.sweepstakes));
  if (submission.status !== 'success') return data({ result: submission.reply(), done: false }, { status: 400 });
  const attempt = await rateLimit(request, 'campaignEntry');
  if (!attempt.allowed)
    return data({ result: submission.reply({ formErrors: [attempt.message] }), done: false }, attempt.init);
  try {
    if (!(await sendCampaignEntry(catalogScope(context), campaign, submission.value))) {
      console.warn('[campaign] entry not accepted by the backend');
      return data(
        { result: submission.reply({ formErrors: [CAMPAIGN_MESSAGES.signupFailed] }), done: false },
        { status: 502 },
      );
    }
  } catch (error) {
    const refusal = await refusalMessage(error);
    if (!refusal) console.warn('[campaign] entry not sent:', (error as Error)?.message);
    return data(
      { result: submission.reply({ formErrors: [refusal ?? SERVICE_MESSAGES.formSubmitFailed] }), done: false },
      { status: refusal ? 400 : 502 },
    );
  }
  if (campaign.successUrl) throw redirect(campaign.successUrl);
  return data({ result: submission.reply({ resetForm: true }), done: true });
}

export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, constraint } = loaderData;
  return (
    <section aria-labelledby="campaign-title" className="service-form-page">
      <h1 id="campaign-title">{campaign.title}</h1>
      {actionData?.done ? (
        <div className="space-y-4" data-testid="campaign-done">
          <Alert kind="success">{campaign.successMessage ?? SERVICE_MESSAGES.signupThanks}</Alert>
          <ButtonLink to="/">{SERVICE_MESSAGES.continueShopping}</ButtonLink>
        </div>
      ) : (
        <>
          <p>{campaign.text}</p>
          <CampaignForm campaign={campaign} constraint={constraint} lastResult={actionData?.result} />
        </>
      )}
    </section>
  );
}
