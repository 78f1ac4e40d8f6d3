/**
 * One request as the server handles it: the root route's own middleware (app/root.tsx, not a copy of its list), then
 * `page` with the request's router context. A Response thrown on the way is the answer, as React Router makes it.
 */
import type { RouterContextProvider } from 'react-router';
import { middleware as ROOT_MIDDLEWARE } from '~/root.tsx';
import { requestContext } from '~/services/commerce-calls.server.ts';

export async function throughRoot(
  request: Request,
  page: (context: RouterContextProvider) => Promise<Response>,
): Promise<Response> {
  const { context } = requestContext(performance.now());
  const url = new URL(request.url);
  const run = async (index: number): Promise<Response> => {
    try {
      const middleware = ROOT_MIDDLEWARE[index];
      if (middleware)
        return (await middleware({ request, context, params: {}, url, pattern: url.pathname } as never, () =>
          run(index + 1),
        )) as Response;
      return await page(context);
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  };
  return run(0);
}
