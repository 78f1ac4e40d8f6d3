import type { ComponentType } from 'react';

/**
 * What a route's `handle` says about the page shell around it (app/root.tsx). A reduced header and footer come
 * as components of the route that uses them, so their code loads with that route and stays out of every other
 * page's scripts.
 */
export interface ShellHandle {
  /** `bare`: no header, footer or cookie notice (the content editor's visualization). */
  shell?: 'bare' | ReducedShell;
  /** `layout`: the flash message keeps to the layout's own narrower column (checkout, the account area). */
  column?: 'layout';
}

export interface ReducedShell {
  /** `checkout`: no menu, search or chat. `offline` (the maintenance page): only what works without the backend. */
  kind: 'checkout' | 'offline';
  Header: ComponentType;
  Footer: ComponentType<{ year: number }>;
}

/** The innermost route's word on the shell, from the matches' handles. */
export function shellOf(handles: readonly unknown[]): { shell?: ShellHandle['shell']; layoutColumn: boolean } {
  const found = handles.filter((handle): handle is ShellHandle => Boolean(handle) && typeof handle === 'object');
  return { shell: found.findLast((handle) => handle.shell)?.shell, layoutColumn: found.some((handle) => handle.column === 'layout') };
}
