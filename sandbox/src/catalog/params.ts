import { listParam, type SandboxContext } from '../http/context.ts';
import { invalidParameter } from '../http/problem.ts';

/** Query parameters shared by the product and search APIs. */

export function booleanParam(c: SandboxContext, name: string): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return false;
  if (raw !== 'true' && raw !== 'false') throw invalidParameter(name, `The parameter '${name}' must be true or false.`);
  return raw === 'true';
}

/** expand values, each checked against the API's allowed list ("none" is always allowed). */
export function expandParam<T extends string>(c: SandboxContext, allowed: readonly T[]): string[] {
  const values = listParam(c, 'expand');
  for (const value of values) {
    if (value !== 'none' && !allowed.includes(value as T)) {
      throw invalidParameter('expand', `The expand value '${value}' is not supported. Allowed values: none, ${allowed.join(', ')}.`);
    }
  }
  return values;
}
