/**
 * The chat widget's configuration (content-and-forms §2 "Cookie notice and chat", §4 "Chat widget", §7:
 * the niceChat host, business number and point of contact). Configured by environment: CHAT_SCRIPT_URL
 * (the chat loader script, https), CHAT_BUSINESS_NO and CHAT_POC. Unset (the default, and in tests):
 * no chat vendor; the button is the link to /contact-us and nothing third-party is referenced.
 */

/** Spec §8: the chat's check retries 10 times at 500 ms; the loader gets that long before the button falls back to the contact page. */
export const CHAT_LOAD_RETRIES = 10;
export const CHAT_RETRY_MS = 500;
/** The DOM event the button fires on `window` once the loader is in (and on later clicks): the loader opens the chat on it. */
export const CHAT_OPEN_EVENT = 'chat:open';

export interface ChatSettings {
  scriptUrl: string;
  /** The script's origin: the one the Content-Security-Policy then allows. */
  origin: string;
  businessNo?: string;
  poc?: string;
}

const BUSINESS_NO = /^[\w-]{1,40}$/;
const POC = /^[\w.-]{1,100}$/;

/**
 * The chat settings from the environment, or null (no chat vendor): the script URL must be an absolute
 * https URL without credentials; a business number or point of contact of another shape is left out.
 */
export function chatSettings(env: {
  CHAT_SCRIPT_URL?: string;
  CHAT_BUSINESS_NO?: string;
  CHAT_POC?: string;
}): ChatSettings | null {
  const raw = env.CHAT_SCRIPT_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const businessNo = env.CHAT_BUSINESS_NO?.trim();
  const poc = env.CHAT_POC?.trim();
  return {
    scriptUrl: url.href,
    origin: url.origin,
    ...(businessNo && BUSINESS_NO.test(businessNo) ? { businessNo } : {}),
    ...(poc && POC.test(poc) ? { poc } : {}),
  };
}
