import { Form, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account';
import { Button } from '~/components/ui/button.tsx';
import { requireRegisteredCustomer } from '~/services/customer.server.ts';
import { shopperSession } from '~/services/session-middleware.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'My Account | Sweet Shop' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireRegisteredCustomer(request, shopperSession(context));
  return {
    customer: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.email ?? customer.login ?? '',
      phone: customer.phoneHome ?? customer.phoneMobile ?? '',
      companyName: customer.companyName ?? '',
    },
  };
}

export default function Account() {
  const { customer } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="account-title" className="mx-auto max-w-3xl">
      <h1 id="account-title" className="mb-2 text-3xl font-bold">
        My Account
      </h1>
      <p className="mb-6 text-lg">Hello, {customer.firstName || name}!</p>
      <div className="rounded-lg bg-white p-6 shadow-sm">
        <h2 className="mb-3 text-xl font-semibold">Profile</h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">Name</dt>
          <dd>{name}</dd>
          <dt className="font-semibold">Email</dt>
          <dd>{customer.email}</dd>
          {customer.phone ? (
            <>
              <dt className="font-semibold">Phone</dt>
              <dd>{customer.phone}</dd>
            </>
          ) : null}
          {customer.companyName ? (
            <>
              <dt className="font-semibold">Company</dt>
              <dd>{customer.companyName}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <Form method="post" action="/logout" className="mt-8">
        <Button type="submit" variant="secondary" pending={navigation.state === 'submitting' && navigation.formAction === '/logout'}>
          Sign Out
        </Button>
      </Form>
    </section>
  );
}
