import type { ComponentType } from 'react';
import type { ShellData } from '~/models/layout.ts';

/**
 * What a route's `handle` says about the page shell around it (app/root.tsx). The header and footer come as
 * components of the layout route that uses them (the shop's in routes/site-shell.tsx, the checkout's in
 * routes/checkout.tsx), so their code loads with that route: the checkout pages do without the shop's menu, search
 * and quick view, and the shop's pages without the checkout's header.
 */
export interface ShellHandle {
  /** `bare`: no header, footer or cookie notice (the content editor's visualization). */
  shell?: 'bare' | ShellParts;
  /** `layout`: the flash message keeps to the layout's own narrower column (checkout, the account area). */
  column?: 'layout';
}

export interface ShellParts {
  /**
   * `site`: the shop's header (menu, search, bag) and footer. `checkout`: no menu, search or chat. `offline` (the
   * maintenance page): only what works without the backend.
   */
  kind: 'site' | 'checkout' | 'offline';
  Header: ComponentType<{ shell: ShellData }>;
  Footer: ComponentType<{ shell: ShellData; year: number }>;
}

/** The innermost route's word on the shell, from the matches' handles. */
export function shellOf(handles: readonly unknown[]): { shell?: ShellHandle['shell']; layoutColumn: boolean } {
  const found = handles.filter((handle): handle is ShellHandle => Boolean(handle) && typeof handle === 'object');
  return {
    shell: found.findLast((handle) => handle.shell)?.shell,
    layoutColumn: found.some((handle) => handle.column === 'layout'),
  };
}
