/**
 * Root route middleware: loads the shopper's session for the request's loaders and actions, and
 * writes the session cookie onto whatever response comes back; a response that belongs to a session
 * is never left publicly cacheable.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { PREVIEW_COOKIE } from '~/models/content-constants.ts';
import { SELECTED_SHOP_COOKIE } from '~/models/pickup-constants.ts';
import { readCookie } from '~/models/cookies.ts';
import { effectiveCacheControl, PRIVATE_CACHE_CONTROL } from '~/models/http-cache.ts';
import { catalogScope } from './catalog.server.ts';
import { ShopperSession, sessionStore } from './session.server.ts';

const sessionContext = createContext<ShopperSession>();

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await ShopperSession.load(request, sessionStore(), catalogScope(context));
  context.set(sessionContext, session);
  const response = await next();
  session.commitCookie(response.headers);
  // A content editor's preview (staging content, a chosen customer group) is as personal as a session,
  // and so is a visitor's chosen shop (the header names it).
  const cookies = request.headers.get('cookie');
  const personal =
    session.exists ||
    response.headers.has('Set-Cookie') ||
    readCookie(cookies, PREVIEW_COOKIE) !== undefined ||
    readCookie(cookies, SELECTED_SHOP_COOKIE) !== undefined;
  const cacheControl = effectiveCacheControl(response.headers.get('Cache-Control'), personal);
  // A page with the browser's own data (an error page has no Cache-Control of its own) is private whatever it declared.
  if (session.answersPersonally) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  else if (cacheControl) response.headers.set('Cache-Control', cacheControl);
  return response;
};

/** The shopper session of this request (set by the root middleware). */
export function shopperSession(context: Readonly<RouterContextProvider>): ShopperSession {
  return context.get(sessionContext);
}
