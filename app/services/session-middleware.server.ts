/**
 * Root route middleware: loads the shopper's session for the request's loaders and actions, and
 * writes the session cookie onto whatever response comes back.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { ShopperSession } from './session.server.ts';

const sessionContext = createContext<ShopperSession>();

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await ShopperSession.load(request);
  context.set(sessionContext, session);
  const response = await next();
  session.commitCookie(response.headers);
  return response;
};

/** The shopper session of this request (set by the root middleware). */
export function shopperSession(context: Readonly<RouterContextProvider>): ShopperSession {
  return context.get(sessionContext);
}
