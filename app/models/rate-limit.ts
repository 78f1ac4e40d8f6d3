/**
 * Rate limiting, the pure part: which buckets an attempt counts in, how full a bucket is, and how
 * long a refused client has to wait. The counters themselves live in a store
 * (app/services/rate-limit.server.ts): this process's memory, or Redis when REDIS_URL is set.
 *
 * Each bucket is a sliding-window counter: the count of the current fixed window plus the previous
 * window's count weighted by how much of it still overlaps the sliding window. That smooths the
 * burst a plain fixed window allows at its boundary (up to twice the limit) with two counters only.
 */
import { RATE_LIMITS } from './rate-limit-constants.ts';

/**
 * The request header that carries the client's address from the Node server (Express's `request.ip`,
 * which honours TRUST_PROXY) to the app. server/index.ts deletes any copy the client sent first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-sweetshop-client-address';

/** Which requests share a bucket: one client (IP address), one account (e-mail), or both together. */
export type RateLimitScope = 'client' | 'account' | 'client+account';

export interface RateLimitRule {
  readonly scope: RateLimitScope;
  readonly limit: number;
  readonly windowSeconds: number;
  /**
   * An account rule that does not hold a client known to the account (one whose attempt at it
   * succeeded lately): the owner still gets in while others guess the account's password.
   */
  readonly exceptKnownClients?: boolean;
  /**
   * An account rule that holds only clients that failed at the account themselves lately (the
   * policy's client+account bucket held something before this attempt): others' failures never
   * refuse the right secret from a clean client. Clean clients' attempts still count in it.
   */
  readonly exceptCleanClients?: boolean;
  /**
   * A rule of mails sent to one address: when it is full the attempt is not refused, it goes ahead
   * without its mail (`sendMail` false) and answers as if sent, so others filling it neither lock
   * the owner out nor learn anything. A withheld mail does not count.
   */
  readonly withholdsMail?: boolean;
}

export interface RateLimitPolicy {
  readonly rules: readonly RateLimitRule[];
  /** Only failed attempts count: a successful one is given back (sign-in). */
  readonly failuresOnly: boolean;
  /** How long a client whose attempt at an account succeeded stays known to it (for `exceptKnownClients`). */
  readonly knownClientSeconds?: number;
}

export type RateLimitAction = keyof typeof RATE_LIMITS;

export function rateLimitPolicy(action: RateLimitAction): RateLimitPolicy {
  return RATE_LIMITS[action];
}

/** The fixed window `now` falls in, and how far into it. */
export function windowAt(nowMs: number, windowMs: number): { index: number; elapsedMs: number } {
  const index = Math.floor(nowMs / windowMs);
  return { index, elapsedMs: nowMs - index * windowMs };
}

/** The sliding window's estimated count: all of this window, the overlapping share of the previous one. */
export function slidingCount(previous: number, current: number, elapsedMs: number, windowMs: number): number {
  const overlap = Math.max(0, 1 - elapsedMs / windowMs);
  return Math.max(0, previous) * overlap + Math.max(0, current);
}

/**
 * How long until one more attempt fits under `limit`, given the counts already stored (without the
 * refused attempt). 0 when it fits now.
 */
export function retryAfterMs(
  limit: number,
  previous: number,
  current: number,
  elapsedMs: number,
  windowMs: number,
): number {
  const p = Math.max(0, previous);
  const c = Math.max(0, current);
  if (slidingCount(p, c, elapsedMs, windowMs) + 1 <= limit) return 0;
  // Later in this window the previous window's share shrinks: p·(1 − (e+t)/W) + c + 1 ≤ limit.
  const room = limit - 1 - c;
  if (room >= 0 && p > 0) {
    const wait = windowMs * (1 - room / p) - elapsedMs;
    if (elapsedMs + wait < windowMs) return Math.max(0, Math.ceil(wait));
  }
  // Otherwise in the next window, where this window's count becomes the shrinking share: c·(1 − e′/W) + 1 ≤ limit.
  const intoNext = c <= limit - 1 ? 0 : windowMs * (1 - (limit - 1) / c);
  return Math.ceil(windowMs - elapsedMs + intoNext);
}

export interface BucketCounts {
  /** This window's count, including the attempt being decided. */
  current: number;
  previous: number;
}

export interface BucketDecision {
  allowed: boolean;
  /** Whole seconds to wait (at least 1) when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Whether the attempt just counted (`counts.current` includes it) stays within the rule. */
export function decide(rule: RateLimitRule, counts: BucketCounts, elapsedMs: number): BucketDecision {
  const windowMs = rule.windowSeconds * 1000;
  if (slidingCount(counts.previous, counts.current, elapsedMs, windowMs) <= rule.limit)
    return { allowed: true, retryAfterSeconds: 0 };
  const wait = retryAfterMs(rule.limit, counts.previous, counts.current - 1, elapsedMs, windowMs);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
}

/** Longest IPv4/IPv6 text form plus a zone; anything longer from a trusted proxy is cut. */
const MAX_CLIENT_KEY_LENGTH = 64;
const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail), or null if it is not one. */
function ipv6Groups(address: string): string[] | null {
  let text = address;
  const tail = /:((?:\d{1,3}\.){3}\d{1,3})$/.exec(text);
  if (tail) {
    const octets = tail[1]!.split('.').map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    text = `${text.slice(0, tail.index)}:${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const head = split(halves[0]!);
  const rest = halves.length === 2 ? split(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The bucket key of a client address. IPv4 as is; an IPv4-mapped IPv6 address as its IPv4 form;
 * other IPv6 addresses by their /64 network (one subscriber usually holds a whole /64, so counting
 * single addresses would let one client rotate through billions). Unknown: one shared key.
 */
export function clientKey(address: string | null | undefined): string {
  const text = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  if (!text) return 'unknown';
  if (IPV4.test(text)) return text;
  const groups = text.includes(':') ? ipv6Groups(text) : null;
  if (groups) {
    const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
    if (mapped) {
      const high = parseInt(groups[6]!, 16);
      const low = parseInt(groups[7]!, 16);
      return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
    }
    return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return text.slice(0, MAX_CLIENT_KEY_LENGTH);
}

/**
 * The mailbox an e-mail address delivers to, as the key of a per-recipient limit: trimmed and
 * lower-cased, without a `+tag` in the local part, and Gmail's dots dropped (its `googlemail.com`
 * twin folded in), so one inbox cannot be reached through many spellings. Only ever used as the
 * input of accountKey (app/services/rate-limit.server.ts).
 */
export function mailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local || address.slice(0, at)}@${domain}`;
}

const joinKey = (parts: ReadonlyArray<string | number>) =>
  parts.map((part) => encodeURIComponent(String(part))).join(':');

/** The store key of one rule's bucket (`account` is an accountKey); each part is encoded so no two buckets can collide. */
export function bucketKey(
  action: RateLimitAction,
  rule: RateLimitRule,
  client: string,
  account: string | null,
): string {
  const who = rule.scope === 'client' ? [client] : rule.scope === 'account' ? [account ?? ''] : [client, account ?? ''];
  return joinKey([action, rule.scope, rule.windowSeconds, ...who]);
}

/** The store key that marks `client` as known to `account` (an accountKey) for `action`. */
export function knownClientKey(action: RateLimitAction, client: string, account: string): string {
  return joinKey([action, 'known', client, account]);
}

/** Not shown: what the form says when a limit is reached. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}
