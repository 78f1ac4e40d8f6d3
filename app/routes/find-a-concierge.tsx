import { data } from 'react-router';
import type { Route } from './+types/find-a-concierge';
import { ConciergeForm, type ConciergeResult } from '~/components/forms/concierge-form.tsx';
import { MESSAGES } from '~/models/messages.ts';
import { conciergeSchema } from '~/models/service-forms.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { findConcierge, refusalMessage } from '~/services/service-forms.server.ts';
import { parsePublicForm, readPublicForm } from '~/services/spam.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Find a Concierge | Sweet Shop' }];

export const headers = rateLimitHeaders;

export function loader() {
  return { constraint: FORM_CONSTRAINTS.concierge };
}

/** Catalog spec §7 "Find concierge": by zip; the concierge, or none (the not-found content). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parsePublicForm(await readPublicForm(request, context), conciergeSchema);
  if (submission.status !== 'success') return data<ConciergeResult>({ result: submission.reply() }, { status: 400 });
  const attempt = await rateLimit(request, 'conciergeLookup');
  if (!attempt.allowed)
    return data<ConciergeResult>({ result: submission.reply({ formErrors: [attempt.message] }) }, attempt.init);
  try {
    return data<ConciergeResult>({
      result: submission.reply(),
      concierge: await findConcierge(catalogScope(context), submission.value.postalCode),
    });
  } catch (error) {
    const refusal = await refusalMessage(error);
    if (!refusal) console.warn('[find-a-concierge] lookup failed:', (error as Error)?.message);
    return data<ConciergeResult>(
      { result: submission.reply({ formErrors: [refusal ?? MESSAGES.unexpected] }) },
      { status: refusal ? 400 : 502 },
    );
  }
}

export default function FindAConcierge({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="concierge-title" className="service-form-page">
      <h1 id="concierge-title">Find a Concierge</h1>
      <p>Enter your zip code to find the corporate gifts concierge for your area.</p>
      <ConciergeForm constraint={loaderData.constraint} answer={actionData} />
    </section>
  );
}
