/**
 * The shopper's server-side session. The browser holds only a random id in an HttpOnly cookie; the
 * SLAS tokens, usid, basket id, names for the header and one-shot messages live in the session store.
 *
 * Per request, `ShopperSession` yields a valid access token: a guest login when there is none, a
 * refresh when 60 s or less remain (one refresh per session, shared by concurrent requests, also
 * across instances through the store's lock), and after a dead refresh token a fresh guest login —
 * plus, for a registered customer, the "session expired" alert on /login.
 *
 * Only a session worth keeping is stored (`tierOf`: a sign-in, a basket or what goes into one, or an
 * anonymous shopper's order, lapsed sign-in, pending wish or contact e-mail). A visitor who merely
 * needed a guest token (a form post) keeps it for the request only, and a one-shot message for them
 * travels in a signed cookie — so a script cannot fill the store with sessions that hold nothing.
 *
 * The checkout's secrets live beside the session, not in it: a record of their own, sealed with
 * AES-256-GCM and kept CHECKOUT_SECRETS_TTL_SECONDS. A registered customer's sessions are indexed by
 * customer id, so a password reset or change ends all of them.
 */
import type { PendingApproval, ProviderApproval } from '~/models/payment-methods.ts';
import { randomBytes } from 'node:crypto';
import { redirect } from 'react-router';
import {
  CHECKOUT_SECRETS_TTL_SECONDS,
  FLASH_COOKIE,
  FLASH_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
} from '~/models/session-constants.ts';
import { readCookie } from '~/models/cookies.ts';
import { isHttpsRequest } from '~/models/request-edge.ts';
import type { Flash } from '~/models/flash.ts';
import { bridgeCookie, type SessionBridge } from '~/models/session-bridge.ts';
import { signInPath } from '~/models/safe-redirect.ts';
import type { SiteId } from '~/models/sites.ts';
import { needsRefresh, tokenIdentity, type CustomerKind } from '~/models/slas-token.ts';
import { scopeOfRequest, type CatalogScope } from './catalog.server.ts';
import { CommerceCalls } from './commerce-calls.server.ts';
import { helpers } from './commerce-sdk.server.ts';
import { commerceProblem, isDeadRefreshToken } from './commerce-errors.server.ts';
import { shopperApis, slasClient, type ShopperApis } from './commerce.server.ts';
import { storefrontEnv } from './env.server.ts';
import { clearRecentlyViewedCookie } from './recently-viewed.server.ts';
import type { BoxInProgress } from '~/models/custom-mix.ts';
import type { SubscriptionState } from '~/models/subscription.ts';
import { seal, sign, signatureMatches, unseal } from './session-keys.server.ts';
import {
  createMemorySessionStore,
  createRedisSessionStore,
  type SessionStore,
  type SessionTier,
} from './session-store.server.ts';

export interface ShopperAuth {
  accessToken: string;
  refreshToken: string;
  /** Access-token expiry, seconds since the epoch. */
  expiresAt: number;
  usid: string;
  customerId: string;
  kind: CustomerKind;
}

export interface SessionData {
  siteId: SiteId;
  auth?: ShopperAuth;
  /** The registered customer's names, for the header. */
  profile?: {
    firstName?: string;
    lastName?: string;
    email?: string;
    /** The customer's c_groups (content variations). */ groups?: string[];
  };
  /** The open basket; null once looked up and there is none. */
  basketId?: string | null;
  flash?: Flash;
  /** Set when a registered session ran out; /login shows the alert once. */
  sessionExpired?: boolean;
  /** Checkout spec §8: the checkout error shown atop the checkout pages until "Back To Bag" or a successful step. */
  checkoutError?: string;
  /** The order being placed for a basket: a second submit waits for it instead of ordering again. */
  placingOrder?: { basketId: string; startedAt: number; orderNo?: string };
  /** The order just placed, for /order-confirmation (and a guest's account creation from it). */
  lastOrder?: { orderNo: string; email: string; guest: boolean; placedAt: number };
  /** Custom-mix boxes in progress, by storage id (models/custom-mix.ts). */
  boxes?: Record<string, BoxInProgress>;
  /** Repeat-delivery opt-ins and opt-outs (models/subscription.ts), mirrored to the basket. */
  subscriptions?: SubscriptionState;
  /** Content spec §6: the e-mail a guest gave on the contact form, offered by later forms. */
  guestEmail?: string;
  /** A guest's wish-list heart: added to the wish list once the shopper has signed in. */
  pendingWish?: { productId: string; colorId?: string };
  /** Catalog spec §4: the chosen pick-up shop (SELECTED_SHOP); visitors without a session keep it in a cookie. */
  selectedShop?: { id: string; name: string };
  /** Multi-ship: the recipient shipments later adds go to (services/multi-ship.server.ts). */
  selectedRecipients?: string[];
  /** A hybrid deployment's session bridge (services/session-bridge.server.ts); its `dwsid` is never logged. */
  sessionBridge?: SessionBridge;
}

/**
 * What placing the order needs but the basket must never hold (SCAPI strips them): the card's
 * security code and the gift cards' numbers and codes, for the basket they were entered for.
 * Server-side only, sealed at rest, gone CHECKOUT_SECRETS_TTL_SECONDS after the last change or once
 * the order is placed; never logged.
 */
export interface CheckoutSecrets {
  basketId: string;
  securityCode?: string;
  giftCards?: { paymentInstrumentId: string; number: string; pin: string }[];
  /** A provider approval the shopper was sent to give, and one given (its token is for placing the order only). */
  pendingApproval?: PendingApproval;
  approval?: ProviderApproval;
}

/** Guest refresh tokens last 30 days, registered ones 90 (SLAS); the session lives as long. */
const GUEST_SESSION_SECONDS = 30 * 24 * 60 * 60;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** The store key of a session's checkout secrets ('.' never occurs in a session id). */
const secretsKey = (id: string) => `${id}.secrets`;

let store: SessionStore | undefined;

export function sessionStore(): SessionStore {
  if (!store) {
    const { redisUrl } = storefrontEnv();
    store = redisUrl ? createRedisSessionStore(redisUrl) : createMemorySessionStore();
  }
  return store;
}

/** Refreshes in flight in this process, by session id: concurrent requests share one. */
const refreshes = new Map<string, Promise<RefreshOutcome>>();

interface RefreshOutcome {
  data: SessionData;
  /** A registered customer's session ran out; the caller sends them to /login. */
  expired: boolean;
  /** Whether the session is still stored (a guest who lost their basket with the token holds nothing). */
  stored: boolean;
}

type TokenResponse = {
  access_token: string;
  refresh_token: string;
  usid?: string;
  customer_id?: string;
  expires_in?: number;
};

export function authFromTokens(tokens: TokenResponse): ShopperAuth {
  const identity = tokenIdentity(tokens.access_token);
  if (!identity) throw new Error('SLAS answered an access token without a shopper identity.');
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: identity.expiresAt,
    usid: tokens.usid || identity.usid,
    customerId: tokens.customer_id || identity.customerId,
    kind: identity.kind,
  };
}

function parse(raw: string | null, siteId: SiteId): SessionData | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as SessionData;
    return data && data.siteId === siteId ? data : null;
  } catch {
    return null;
  }
}

const ttlOf = (data: SessionData) =>
  data.auth?.kind === 'registered' ? SESSION_MAX_AGE_SECONDS : GUEST_SESSION_SECONDS;

/**
 * The session's eviction class, or null when it is not worth storing: an anonymous shopper who
 * holds no basket (nor a box in progress, repeat-delivery choices or an order being placed) and
 * nothing else only the session keeps — their guest token is cheap to get again, a message goes by
 * cookie, a chosen shop has its cookie.
 */
export function tierOf(data: SessionData): SessionTier | null {
  if (data.auth?.kind === 'registered') return 'signed-in';
  if (
    data.basketId ||
    Object.keys(data.boxes ?? {}).length ||
    data.subscriptions?.optedin.length ||
    data.subscriptions?.optedout.length ||
    data.placingOrder
  )
    return 'basket';
  if (data.lastOrder || data.sessionExpired || data.pendingWish || data.guestEmail) return 'guest';
  return null;
}

/** Stores the session when it is worth it (removing a stored one that no longer is); answers whether it is stored. */
async function persist(sessions: SessionStore, id: string, data: SessionData): Promise<boolean> {
  const tier = tierOf(data);
  if (!tier) {
    await removeSession(sessions, id);
    return false;
  }
  await sessions.write(id, JSON.stringify(data), ttlOf(data), { tier });
  return true;
}

const flashSigned = (json: string) => `flash:${json}`;

function flashCookieValue(flash: Flash): string {
  const json = JSON.stringify({ kind: flash.kind, text: flash.text });
  return `${sign(flashSigned(json))}.${Buffer.from(json).toString('base64url')}`;
}

/** The message a flash cookie carries, or undefined when there is none (or it is not ours). */
function flashFromCookie(request: Request): Flash | undefined {
  const [signature = '', encoded = ''] = (readCookie(request.headers.get('cookie'), FLASH_COOKIE) ?? '').split('.');
  if (!encoded) return undefined;
  const json = Buffer.from(encoded, 'base64url').toString();
  return signatureMatches(flashSigned(json), signature) ? (JSON.parse(json) as Flash) : undefined;
}

export class ShopperSession {
  private cookie: 'keep' | 'set' | 'clear' = 'keep';
  /** Other cookies this request's answer sets (the recently-viewed list). */
  private readonly cookies: string[] = [];
  /** This request took the message its flash cookie carried. */
  private flashCookieTaken = false;
  /** This request's answer shows something of the browser's own without a session (the 404 page's recently viewed). */
  private personalAnswer = false;

  private constructor(
    readonly request: Request,
    /** The request's scope: the session belongs to its site, and its commerce calls count against the request's. */
    readonly scope: CatalogScope,
    private readonly store: SessionStore,
    private id: string | null,
    private data: SessionData | null,
  ) {}

  /** The session of `request` (the root middleware passes the request's scope; tests of services let it be read off the request). */
  static async load(
    request: Request,
    sessions: SessionStore = sessionStore(),
    scope = scopeOfRequest(request, new CommerceCalls()),
  ): Promise<ShopperSession> {
    const id = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
    if (!id || !SESSION_ID.test(id)) return new ShopperSession(request, scope, sessions, null, null);
    const data = parse(await sessions.read(id), scope.siteId);
    return new ShopperSession(request, scope, sessions, data ? id : null, data);
  }

  get siteId(): SiteId {
    return this.scope.siteId;
  }

  /** This request's commerce calls. */
  get calls(): CommerceCalls {
    return this.scope.calls;
  }

  /** Whether this request belongs to a stored session (nothing personal otherwise). */
  get exists(): boolean {
    return this.id !== null;
  }

  get customerKind(): CustomerKind | null {
    return this.data?.auth?.kind ?? null;
  }

  get isRegistered(): boolean {
    return this.customerKind === 'registered';
  }

  get profile(): SessionData['profile'] {
    return this.isRegistered ? this.data?.profile : undefined;
  }

  get basketId(): string | null | undefined {
    return this.data?.basketId;
  }

  get checkoutError(): string | undefined {
    return this.data?.checkoutError;
  }

  /** The session data as this request knows it — stored, or this request's own when not worth storing (read-only; change it with `update`). */
  get current(): Readonly<SessionData> | null {
    return this.data;
  }

  /** The session id — for tests of session rotation only; never rendered. */
  get sessionId(): string | null {
    return this.id;
  }

  /**
   * Applies a change under the session's lock, on the stored copy (another request may have changed
   * it). A session that ended meanwhile (a password reset, expiry) starts over blank: this request's
   * copy never brings it back. Without a stored session the change applies to this request's copy,
   * which is stored under a new id once it is worth it (`tierOf`); a stored session that is no longer
   * worth it is removed.
   */
  async update(change: (data: SessionData) => SessionData): Promise<SessionData> {
    if (!this.id) {
      const next = change(this.data ?? { siteId: this.siteId });
      if (tierOf(next)) {
        // A new id nobody else knows yet: no lock needed.
        const id = randomBytes(32).toString('base64url');
        await persist(this.store, id, next);
        this.id = id;
        this.cookie = 'set';
      }
      this.data = next;
      return next;
    }
    const id = this.id;
    const { next, stored } = await this.store.withLock(id, async () => {
      const changed = change(parse(await this.store.read(id), this.siteId) ?? { siteId: this.siteId });
      return { next: changed, stored: await persist(this.store, id, changed) };
    });
    if (!stored) this.forget();
    this.data = next;
    return next;
  }

  /** The stored session is gone: the browser forgets its id (this request keeps its copy). */
  private forget(): void {
    this.id = null;
    this.cookie = 'clear';
  }

  setFlash(flash: Flash): Promise<SessionData> {
    return this.update((data) => ({ ...data, flash }));
  }

  /** The one-shot message (of the session, or of the flash cookie), removed as it is read. */
  async takeFlash(): Promise<Flash | undefined> {
    const cookieFlash = this.flashCookieTaken ? undefined : flashFromCookie(this.request);
    if (cookieFlash) this.flashCookieTaken = true;
    const flash = this.data?.flash ?? cookieFlash;
    if (this.data?.flash) await this.update(({ flash: _taken, ...rest }) => rest);
    return flash;
  }

  /** The checkout secrets kept for this basket, if any (and not expired). */
  async checkoutSecrets(basketId: string): Promise<CheckoutSecrets | undefined> {
    if (!this.id) return undefined;
    const secrets = await this.readSecrets(this.id);
    return secrets?.basketId === basketId ? secrets : undefined;
  }

  /** Changes the secrets kept for this basket (those of another, ordered or replaced, basket are dropped). */
  async updateCheckoutSecrets(basketId: string, change: (secrets: CheckoutSecrets) => CheckoutSecrets): Promise<void> {
    // A basket's session is always stored; without one there is no basket to keep secrets for.
    const id = this.id;
    if (!id) return;
    await this.store.withLock(secretsKey(id), async () => {
      const stored = await this.readSecrets(id);
      const next = change(stored?.basketId === basketId ? stored : { basketId });
      await this.store.write(secretsKey(id), seal(JSON.stringify(next), secretsKey(id)), CHECKOUT_SECRETS_TTL_SECONDS, {
        tier: 'basket',
      });
    });
  }

  /** The order is placed (or the checkout over): the secrets go at once. */
  async dropCheckoutSecrets(): Promise<void> {
    if (this.id) await this.store.remove(secretsKey(this.id));
  }

  private async readSecrets(id: string): Promise<CheckoutSecrets | null> {
    const sealed = await this.store.read(secretsKey(id));
    const plain = sealed ? unseal(sealed, secretsKey(id)) : null;
    return plain ? (JSON.parse(plain) as CheckoutSecrets) : null;
  }

  /**
   * For a password change in the account area: every other session of this customer ends (this one
   * stays signed in). A reset by mail uses `endCustomerSessions`.
   */
  async endOtherSessions(): Promise<void> {
    if (this.isRegistered && this.id) await endCustomerSessions(this.data!.auth!.customerId, this.store, this.id);
  }

  /** Whether a registered session just ran out (read once, by /login). */
  async takeSessionExpired(): Promise<boolean> {
    if (!this.data?.sessionExpired) return false;
    await this.update(({ sessionExpired: _taken, ...rest }) => rest);
    return true;
  }

  /** A valid SLAS access token for this shopper; see the module comment. */
  async accessToken(): Promise<string> {
    const auth = this.data?.auth;
    if (auth && !needsRefresh(auth.expiresAt)) return auth.accessToken;
    if (!this.id) return (await this.loginGuest()).accessToken;
    const outcome = await this.refresh(this.id);
    if (!outcome.stored) this.forget();
    this.data = outcome.data;
    if (outcome.expired) throw redirect(signInPath(new URL(this.request.url)));
    return outcome.data.auth!.accessToken;
  }

  /** SCAPI clients carrying a valid token. */
  async apis(): Promise<ShopperApis> {
    return shopperApis(this.siteId, this.calls, await this.accessToken());
  }

  /** The shopper's customer id (after a guest login if needed). */
  async customerId(): Promise<string> {
    await this.accessToken();
    return this.data!.auth!.customerId;
  }

  private guestTokens() {
    return helpers.loginGuestUser({
      slasClient: slasClient(this.siteId, this.calls),
      parameters: { redirectURI: storefrontEnv().commerce.redirectUri },
    });
  }

  private async loginGuest(): Promise<ShopperAuth> {
    const auth = authFromTokens(await this.guestTokens());
    await this.update((data) => ({ ...data, auth }));
    return auth;
  }

  private refresh(id: string): Promise<RefreshOutcome> {
    let shared = refreshes.get(id);
    if (!shared) {
      shared = this.store.withLock(id, () => this.refreshLocked(id)).finally(() => refreshes.delete(id));
      refreshes.set(id, shared);
    }
    return shared;
  }

  /** Runs with the session locked: another request or instance may have refreshed already. */
  private async refreshLocked(id: string): Promise<RefreshOutcome> {
    const current = parse(await this.store.read(id), this.siteId) ?? { siteId: this.siteId };
    const auth = current.auth;
    if (auth && !needsRefresh(auth.expiresAt)) return { data: current, expired: false, stored: true };
    let next: SessionData | undefined;
    let expired = false;
    if (auth) {
      try {
        const tokens = await helpers.refreshAccessToken({
          slasClient: slasClient(this.siteId, this.calls),
          parameters: { refreshToken: auth.refreshToken },
        });
        next = { ...current, auth: authFromTokens(tokens) };
      } catch (error) {
        if (!isDeadRefreshToken(await commerceProblem(error))) throw error;
        expired = auth.kind === 'registered';
      }
    }
    if (!next) {
      // No usable refresh token: start over as a guest (the old guest's basket belonged to the old guest).
      const { auth: _dead, profile: _profile, basketId: _basket, ...rest } = current;
      next = { ...rest, auth: authFromTokens(await this.guestTokens()), ...(expired ? { sessionExpired: true } : {}) };
    }
    return { data: next, expired, stored: await persist(this.store, id, next) };
  }

  /**
   * Starts the session of a customer who just signed in (services/sign-in.server.ts) under a new id, so a fixed id
   * cannot be carried across the sign-in; the session is indexed by customer id, and the old one and its records go.
   */
  async beginSignedIn(signedIn: Omit<SessionData, 'siteId'> & { auth: ShopperAuth }): Promise<void> {
    const previous = this.id;
    this.id = null;
    this.data = null;
    await this.update(() => ({ siteId: this.siteId, ...signedIn }));
    await this.store.linkCustomer(signedIn.auth.customerId, this.id!, SESSION_MAX_AGE_SECONDS);
    if (previous) await removeSession(this.store, previous);
  }

  /** Signs out: SLAS revokes the refresh token, and the session is destroyed on the server. */
  async signOut(): Promise<void> {
    const auth = this.data?.auth;
    const bridged = Boolean(this.data?.sessionBridge);
    if (auth?.kind === 'registered') {
      try {
        await helpers.logout({
          slasClient: slasClient(this.siteId, this.calls),
          parameters: { accessToken: auth.accessToken, refreshToken: auth.refreshToken },
        });
      } catch (error) {
        // The session goes regardless; a token SLAS could not revoke expires on its own.
        console.warn('[session] SLAS logout failed:', (error as Error).message);
      }
    }
    if (this.id) await removeSession(this.store, this.id);
    this.id = null;
    this.data = null;
    this.cookie = 'clear';
    // Signing out forgets this browser's history too (a shared computer shows the next shopper nothing).
    this.addCookie(clearRecentlyViewedCookie(this.request));
    // ... and the legacy storefront's session the bridge gave it (its pages must not go on showing the customer).
    if (bridged) this.addCookie(bridgeCookie(null, storefrontEnv().publicOrigin.startsWith('https:')));
  }

  /** Says this request's answer shows something of this browser's own, so it is never publicly cacheable. */
  showsPersonalData(): void {
    this.personalAnswer = true;
  }

  get answersPersonally(): boolean {
    return this.personalAnswer;
  }

  /** A cookie for this request's answer (a response that sets one is never publicly cacheable). */
  addCookie(setCookie: string): void {
    this.cookies.push(setCookie);
  }

  /**
   * Adds the session cookie to a response when it was created, rotated or destroyed, the flash
   * cookie when a message waits without a stored session or was taken from it, and the added ones.
   */
  commitCookie(headers: Headers): void {
    for (const cookie of this.cookies) headers.append('Set-Cookie', cookie);
    // Secure whenever the request came over HTTPS; over plain http a browser would drop the cookie.
    const secure = isHttpsRequest(this.request) ? '; Secure' : '';
    const waiting = !this.id ? this.data?.flash : undefined;
    if (waiting)
      headers.append(
        'Set-Cookie',
        `${FLASH_COOKIE}=${flashCookieValue(waiting)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${FLASH_COOKIE_MAX_AGE_SECONDS}${secure}`,
      );
    else if (this.flashCookieTaken)
      headers.append('Set-Cookie', `${FLASH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`);
    if (this.cookie === 'keep') return;
    if (this.cookie === 'set' && this.id && this.data) {
      headers.append(
        'Set-Cookie',
        `${SESSION_COOKIE}=${this.id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${ttlOf(this.data)}${secure}`,
      );
    } else {
      headers.append('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`);
    }
  }
}

/** A session and the records that go with it. */
async function removeSession(sessions: SessionStore, id: string): Promise<void> {
  await Promise.all([sessions.remove(id), sessions.remove(secretsKey(id))]);
}

/**
 * Ends every session of a customer (but `keep`): after a password reset or change no other browser
 * stays signed in — on its next request it is a visitor without a session.
 */
export async function endCustomerSessions(
  customerId: string,
  sessions: SessionStore = sessionStore(),
  keep?: string,
): Promise<void> {
  const ended = await sessions.endCustomerSessions(customerId, keep);
  await Promise.all(ended.map((id) => sessions.remove(secretsKey(id))));
}
