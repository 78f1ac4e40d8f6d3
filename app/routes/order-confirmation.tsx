import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/order-confirmation';
import { CreateAccountForm } from '~/components/order/create-account-form.tsx';
import { OrderOverview } from '~/components/order/order-overview.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { formError, formRefusal, type IntentResult } from '~/models/action-result.ts';
import { PAY_BY_CHECK_ADDRESS, PAY_BY_CHECK_PAYEE } from '~/models/checkout-constants.ts';
import { CHECKOUT_MESSAGES } from '~/models/checkout-messages.ts';
import { MESSAGES } from '~/models/messages.ts';
import { formatMoney } from '~/models/money.ts';
import { PAY_BY_CHECK_METHOD } from '~/models/payment-methods.ts';
import { createAccountSchema } from '~/models/order-forms.ts';
import { orderView } from '~/models/order-view.ts';
import { catalogScope } from '~/services/catalog.server.ts';
import { candyNames } from '~/services/custom-mix.server.ts';
import { registerCustomer } from '~/services/account.server.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { parseForm, readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { lastPlacedOrder } from '~/services/order.server.ts';
import { rateLimit } from '~/services/rate-limit.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Order Confirmation | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

/** The confirmation belongs to one shopper: never stored by any cache; a refused account attempt keeps its Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs): HeadersInit {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

/** Spec §4 step 5: the order just placed, read back from SCAPI; without one the shopper goes to the bag. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const order = await lastPlacedOrder(session);
  if (!order) throw redirect('/cart');
  const view = orderView(order, await candyNames(catalogScope(context), order.productItems));
  const canCreateAccount = !session.isRegistered && session.current?.lastOrder?.guest === true && Boolean(view.email);
  const check = (order.paymentInstruments ?? []).find(
    (instrument) => instrument.paymentMethodId === PAY_BY_CHECK_METHOD,
  );
  return {
    order: view,
    canCreateAccount,
    constraint: FORM_CONSTRAINTS.createAccount,
    checkAmount: check ? (check.amount ?? 0) : null,
  };
}

type ConfirmationResult = IntentResult<'create-account'>;

/**
 * Intent `create-account`: a guest registers with the order's e-mail, through the same service and
 * rate limit as /register, then verifies the address as after /register.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = shopperSession(context);
  const form = await readFormData(request);
  if (form.get('intent') !== 'create-account')
    return data<ConfirmationResult>({ intent: null, result: formRefusal(MESSAGES.formInvalid) }, { status: 400 });
  const submission = parseForm(form, { schema: createAccountSchema });
  const reply = (formErrors?: string[]) => ({
    intent: 'create-account' as const,
    result: submission.reply({ ...(formErrors ? { formErrors } : {}), hideFields: ['password', 'confirmPassword'] }),
  });
  if (submission.status !== 'success') return data<ConfirmationResult>(reply(), { status: 400 });
  const order = session.isRegistered || !session.current?.lastOrder?.guest ? null : await lastPlacedOrder(session);
  const email = order?.customerInfo?.email;
  if (!order || !email) throw redirect('/cart');
  const attempt = await rateLimit(request, 'register', email);
  if (!attempt.allowed) return data<ConfirmationResult>(reply([attempt.message]), attempt.init);
  const names = order.billingAddress ?? order.shipments?.[0]?.shippingAddress ?? {};
  try {
    await registerCustomer(catalogScope(context), {
      firstName: names.firstName ?? '',
      lastName: names.lastName ?? '',
      email,
      password: submission.value.password,
    });
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    // Checkout spec §8: registration failure shows the server's message list or detail.
    const messages = problem.messages ?? (problem.detail ? [problem.detail] : [MESSAGES.unexpectedRegistration]);
    return data<ConfirmationResult>(reply(messages), { status: 400 });
  }
  throw redirect(`/account-confirmation?email=${encodeURIComponent(email)}`);
}

export default function OrderConfirmation() {
  const { order, canCreateAccount, constraint, checkAmount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const accountResult = actionData?.intent === 'create-account' ? actionData.result : null;
  // A post that named no form of the page: its reason atop the page.
  const refused = actionData && !actionData.intent ? formError(actionData.result) : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <section aria-labelledby="confirmation-title" className="space-y-3">
        <h1 id="confirmation-title" className="text-3xl font-bold">
          {CHECKOUT_MESSAGES.orderThanks}
        </h1>
        <Alert kind="success">
          <p>
            Your order number is <strong data-testid="order-number">{order.orderNo}</strong>.
          </p>
          {order.email ? <p>We sent a confirmation to {order.email}.</p> : null}
        </Alert>
        {refused ? <Alert kind="error">{refused}</Alert> : null}
        {checkAmount !== null ? (
          <section
            aria-labelledby="check-title"
            className="space-y-2 rounded-lg border border-cream-dark bg-white p-4"
            data-testid="pay-by-check"
          >
            <h2 id="check-title" className="text-xl font-bold">
              Awaiting your check
            </h2>
            <p>{CHECKOUT_MESSAGES.payByCheckInstructions}</p>
            <p>
              Please send a check for <strong>{formatMoney(checkAmount, order.totals.currency)}</strong> payable to{' '}
              <strong>{PAY_BY_CHECK_PAYEE}</strong> to:
            </p>
            <address className="not-italic">
              {PAY_BY_CHECK_ADDRESS.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
        ) : null}
      </section>
      <OrderOverview order={order} />
      <div className="grid gap-6 md:grid-cols-2">
        {canCreateAccount && order.email ? (
          <CreateAccountForm email={order.email} constraint={constraint} lastResult={accountResult} />
        ) : null}
        <div className="space-y-3">
          <ButtonLink to="/" variant="secondary">
            Continue Shopping
          </ButtonLink>
          <p>
            Keep your order number to{' '}
            <Link to="/track-order" className="font-semibold underline">
              track your order
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
