import { listParam, type SandboxContext } from '../http/context.ts';
import { invalidParameter } from '../http/problem.ts';

/** Query parameters shared by the product and search APIs. */

/** expand values, each checked against the API's allowed list ("none" is always allowed). */
export function expandParam<T extends string>(c: SandboxContext, allowed: readonly T[]): string[] {
  const values = listParam(c, 'expand');
  for (const value of values) {
    if (value !== 'none' && !allowed.includes(value as T)) {
      throw invalidParameter(
        'expand',
        `The expand value '${value}' is not supported. Allowed values: none, ${allowed.join(', ')}.`,
      );
    }
  }
  return values;
}
