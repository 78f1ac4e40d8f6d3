/**
 * Content preview (content-and-forms §2 Preview drawer, §4 Preview mode): what an editor's preview
 * link carries — the virtual staging domain, the time to preview at (epoch ms), the customer group
 * to personalise for — checked before anything is fetched with it.
 */
import { PREVIEW_CUSTOMER_GROUPS } from './content-constants.ts';

export interface PreviewState {
  /** The staging host (`{id}.staging.bigcontent.io`). */
  vseDomain: string;
  /** Preview content as of this time (epoch ms); unset: now. */
  timestamp?: number;
  /** The customer group variations are chosen by; unset: "None selected". */
  customerGroup?: string;
}

/** One of the preview drawer's "MRT environment" links: the same page on another deployment of the storefront. */
export interface PreviewEnvironment {
  label: string;
  origin: string;
}

/**
 * CONTENT_PREVIEW_ENVIRONMENTS: comma-separated `Label=origin` pairs (`Development=http://localhost:3000,Staging=https://…`).
 * Unset: only this storefront; empty: none. A malformed entry throws, so a bad configuration fails at start-up.
 */
export function parsePreviewEnvironments(raw: string | undefined, ownOrigin: string): PreviewEnvironment[] {
  if (raw === undefined) return [{ label: 'This storefront', origin: ownOrigin }];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf('=');
      const label = entry.slice(0, Math.max(separator, 0)).trim();
      const value = entry.slice(separator + 1).trim();
      const url = URL.canParse(value) ? new URL(value) : null;
      if (!label || !url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new Error(`CONTENT_PREVIEW_ENVIRONMENTS entries must be Label=http(s)-origin, not '${entry}'.`);
      }
      return { label, origin: url.origin };
    });
}

/** A virtual staging domain: a host name under the hub's staging domain, nothing else (no URL, no port). */
const VSE_DOMAIN = /^[a-z0-9-]{1,80}(\.[a-z0-9-]{1,63}){0,4}\.staging\.bigcontent\.io$/;
/** Epoch ms between 2001 and 2286 (13 digits). */
const TIMESTAMP = /^\d{13}$/;

/** The preview state of query values (from `/admin/preview` or the drawer's forms); null when the domain is not a staging domain. */
export function parsePreview(values: {
  vseDomain?: string | null;
  previewTimestamp?: string | null;
  previewCustomerGroup?: string | null;
}): PreviewState | null {
  const vseDomain = values.vseDomain?.trim().toLowerCase() ?? '';
  if (!VSE_DOMAIN.test(vseDomain)) return null;
  const stamp = values.previewTimestamp?.trim() ?? '';
  const group = values.previewCustomerGroup?.trim() ?? '';
  return {
    vseDomain,
    ...(TIMESTAMP.test(stamp) ? { timestamp: Number(stamp) } : {}),
    ...(PREVIEW_CUSTOMER_GROUPS.includes(group) ? { customerGroup: group } : {}),
  };
}

/**
 * The drawer's "Preview in Time" field (`datetime-local`, read as UTC) as epoch ms; empty: now (undefined).
 * Invalid input is null.
 */
export function previewTimeFromField(value: string | null | undefined): number | undefined | null {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const time = Date.parse(`${text}Z`);
  return Number.isFinite(time) ? time : null;
}

/** The field value for a preview time (UTC, minutes). */
export function previewTimeField(timestamp: number | undefined): string {
  return timestamp === undefined ? '' : new Date(timestamp).toISOString().slice(0, 16);
}
