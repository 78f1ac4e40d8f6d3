/**
 * The lighter shop for slow connections: pages sent without the JavaScript bundle (every form works
 * as a plain post without it). A browser asking to save data (`Save-Data: on`) gets it, unless the
 * shopper chose otherwise in the footer ("Lite mode" / "Full site", a preference cookie).
 */
import { LITE_MODE_COOKIE } from './site-constants.ts';
import { readCookie } from './cookies.ts';

export type LiteModeChoice = 'lite' | 'full';

export function isLiteMode(saveData: string | null, cookieHeader: string | null): boolean {
  const choice = liteModeChoice(readCookie(cookieHeader, LITE_MODE_COOKIE) ?? null);
  if (choice) return choice === 'lite';
  return saveData?.trim().toLowerCase() === 'on';
}

/** The footer form's value, or null for anything else. */
export function liteModeChoice(value: unknown): LiteModeChoice | null {
  return value === 'lite' || value === 'full' ? value : null;
}
