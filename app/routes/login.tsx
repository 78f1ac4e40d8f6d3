import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '~/components/account/login-form.tsx';
import { Alert } from '~/components/ui/alert.tsx';
import { loginSchema } from '~/models/auth-forms.ts';
import { MESSAGES } from '~/models/messages.ts';
import { safeRedirectTarget } from '~/models/safe-redirect.ts';
import { shopperFacingProblem } from '~/services/commerce-errors.server.ts';
import { readFormData } from '~/services/form.server.ts';
import { FORM_CONSTRAINTS } from '~/services/form-constraints.server.ts';
import { rateLimit, rateLimitHeaders } from '~/services/rate-limit.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';
import { signInWithPassword } from '~/services/sign-in.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Sign In | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

export const headers = rateLimitHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = shopperSession(context);
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  if (session.isRegistered) throw redirect(safeRedirectTarget(redirectTo, '/account'));
  return { sessionExpired: await session.takeSessionExpired(), redirectTo: safeRedirectTarget(redirectTo, ''), constraint: FORM_CONSTRAINTS.login };
}

/** SLAS login answers: the spec's login errors (Bad Request, Unauthorized, Invalid Password) and the verification codes. */
const VERIFICATION_CODES = /requires\.verification|token\.expired/;

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: loginSchema });
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const { email, password, redirectTo } = submission.value;
  const attempt = await rateLimit(request, 'signIn', email);
  if (!attempt.allowed) return data({ result: submission.reply({ formErrors: [attempt.message], hideFields: ['password'] }) }, attempt.init);
  try {
    await signInWithPassword(shopperSession(context), email, password);
    await attempt.succeeded();
  } catch (error) {
    const problem = await shopperFacingProblem(error);
    const said = `${problem.message ?? ''} ${problem.code ?? ''} ${problem.detail ?? ''}`;
    if (VERIFICATION_CODES.test(said)) throw redirect(`/account-confirmation?email=${encodeURIComponent(email)}`);
    return data({ result: submission.reply({ formErrors: [MESSAGES.loginFailed], hideFields: ['password'] }) }, { status: 401 });
  }
  throw redirect(safeRedirectTarget(redirectTo, '/account'));
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
        <Link to={redirectTo ? `/register?redirectTo=${encodeURIComponent(redirectTo)}` : '/register'} className="font-semibold underline">
          Create Account
        </Link>
      </section>
    </div>
  );
}
