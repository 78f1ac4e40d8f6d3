/**
 * Numeric settings from environment variables (docs/operations.md "Configuration"): the one rule for reading them.
 */

/**
 * `value` as a number, or `fallback` when it is unset, blank or out of range: negative numbers always,
 * 0 too when `positive`, fractions (and anything past a safe integer) when `integer`.
 */
export function numberSetting(
  value: string | undefined,
  fallback: number,
  rules: { positive?: boolean; integer?: boolean } = {},
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  const valid = rules.integer ? Number.isSafeInteger(parsed) : Number.isFinite(parsed);
  return valid && (rules.positive ? parsed > 0 : parsed >= 0) ? parsed : fallback;
}
