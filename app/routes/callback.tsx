import { redirect } from 'react-router';

/**
 * Checkout spec §2: /callback, the default sign-in callback — the `redirect_uri` registered with SLAS
 * (`COMMERCE_REDIRECT_URI`), where SLAS's authorize step sends its authorization code. The server reads that
 * redirect itself and exchanges the code in the same request with the PKCE verifier it never stores
 * (app/services/session.server.ts), so no browser is ever sent here by a sign-in of this shop. A code that
 * arrives here in a browser was not started by it: it is never exchanged (without the verifier it cannot be, and
 * signing a browser in with a code from a link would sign the victim into the sender's account). The browser
 * goes to /login, no session is read or created, and the code is neither cached nor passed on in a Referer.
 */
export function loader() {
  throw redirect('/login', { status: 303, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}
