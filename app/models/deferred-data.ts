/**
 * Deferred data: a loader's value that is still a promise when the page renders (the product page's
 * carousels when they were not ready in time). React Router streams it; everything else is in the
 * page's first pass.
 */

/** Whether any route's loader data holds a promise among its own values, where loaders put deferred data. */
export function holdsDeferredData(loaderData: Readonly<Record<string, unknown>>): boolean {
  for (const data of Object.values(loaderData)) {
    if (data !== null && typeof data === 'object' && Object.values(data).some(isThenable)) return true;
  }
  return false;
}

function isThenable(value: unknown): boolean {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
