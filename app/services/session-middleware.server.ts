/**
 * Root route middleware: loads the shopper's session for the request's loaders and actions, and
 * writes the session cookie onto whatever response comes back; a response that belongs to a session
 * is never left publicly cacheable.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { effectiveCacheControl } from '~/models/http-cache.ts';
import { catalogScope } from './catalog.server.ts';
import { ShopperSession, sessionStore } from './session.server.ts';

const sessionContext = createContext<ShopperSession>();

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await ShopperSession.load(request, sessionStore(), catalogScope(context));
  context.set(sessionContext, session);
  const response = await next();
  session.commitCookie(response.headers);
  const personal = session.exists || response.headers.has('Set-Cookie');
  const cacheControl = effectiveCacheControl(response.headers.get('Cache-Control'), personal);
  if (cacheControl) response.headers.set('Cache-Control', cacheControl);
  return response;
};

/** The shopper session of this request (set by the root middleware). */
export function shopperSession(context: Readonly<RouterContextProvider>): ShopperSession {
  return context.get(sessionContext);
}
