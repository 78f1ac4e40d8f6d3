import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '~/components/account/login-form.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { MESSAGES } from '~/models/messages.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { signInFromForm } from '~/services/sign-in.server.ts';

export const meta: Route.MetaFunction = () => [
  { title: 'Sign In | Sweet Shop' },
  { name: 'robots', content: 'noindex' },
];

export const headers = rateLimitHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  if (session.isRegistered) throw redirect(safeRedirectTarget(redirectTo, '/account'));
  return {
    sessionExpired: await session.takeSessionExpired(),
    redirectTo: safeRedirectTarget(redirectTo, ''),
    constraint: FORM_CONSTRAINTS.login,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signInFromForm(request, shopperSession(context), await readFormData(request));
  if (!outcome.signedIn) return data({ result: outcome.result }, outcome.init);
  throw redirect(safeRedirectTarget(outcome.redirectTo, '/account'));
}

export default function Login() {
  const { sessionExpired, redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto grid max-w-4xl gap-10 md:grid-cols-2">
      <section aria-labelledby="login-title">
        <h1 id="login-title" className="mb-4 text-3xl font-bold">
          Sign In
        </h1>
        {sessionExpired ? (
          <div className="mb-4">
            <Alert kind="info">{MESSAGES.sessionExpired}</Alert>
          </div>
        ) : null}
        <LoginForm constraint={constraint} lastResult={actionData?.result} redirectTo={redirectTo || undefined} />
      </section>
      <section aria-labelledby="register-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="register-title" className="mb-2 text-2xl font-bold">
          New Customer?
        </h2>
        <p className="mb-4">Create an account to check out faster, save addresses and see your order history.</p>
        <Link
          to={redirectTo ? `/register?redirectTo=${encodeURIComponent(redirectTo)}` : '/register'}
          className="font-semibold underline"
        >
          Create Account
        </Link>
      </section>
    </div>
  );
}
