import { useContext, useMemo, useSyncExternalStore } from 'react';
import { Meta, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import { ERROR_TITLE_PREFIX } from '~/models/form-constants.ts';
import { isFailedSubmission } from '~/models/error-summary.ts';

// Which error summaries on the page show errors; null until one has rendered in the browser.
let shown: Set<string> | null = null;
const listeners = new Set<() => void>();

/** An error summary tells whether it shows errors (and forgets itself when it goes away). */
export function reportSummary(id: string, hasErrors: boolean): () => void {
  const update = (on: boolean) => {
    shown = new Set(shown ?? []);
    if (on) shown.add(id);
    else shown.delete(id);
    for (const listener of listeners) listener();
  };
  update(hasErrors);
  return () => update(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type MetaFunction = (args: unknown) => Array<Record<string, unknown>> | undefined;

function prefixTitle(meta: MetaFunction): MetaFunction {
  return (args) =>
    meta(args)?.map((entry) =>
      entry && 'title' in entry ? { ...entry, title: `${ERROR_TITLE_PREFIX}${String(entry.title)}` } : entry,
    );
}

/**
 * React Router's `<Meta />`, with "Error: " before the title while the page shows form errors: on the
 * server (and while hydrating) when the action's answer is a failed Conform reply, in the browser while
 * an error summary shows errors. The routes' own meta functions stay as they are.
 */
export function DocumentMeta() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const actionData = useContext(UNSAFE_DataRouterStateContext)?.actionData;
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => (shown ? shown.size > 0 : null),
    () => null,
  );
  const failed = inBrowser ?? Object.values(actionData ?? {}).some(isFailedSubmission);
  const context = useMemo(() => {
    if (!failed || !framework) return null;
    const wrapped = new Map<string, unknown>();
    const routeModules = new Proxy(framework.routeModules, {
      get(target, id: string) {
        const module = target[id];
        if (!module || typeof module.meta !== 'function') return module;
        if (!wrapped.has(id)) wrapped.set(id, { ...module, meta: prefixTitle(module.meta as MetaFunction) });
        return wrapped.get(id);
      },
    });
    return { ...framework, routeModules };
  }, [failed, framework]);
  if (!context) return <Meta />;
  return (
    <UNSAFE_FrameworkContext.Provider value={context}>
      <Meta />
    </UNSAFE_FrameworkContext.Provider>
  );
}
