import type { ReactNode } from 'react';

export interface IconProps {
  /** Size and any state classes; each call site sets its own. */
  className?: string;
}

/**
 * The shop's line icons: 24×24, drawn with a 2px stroke in the current text colour. All are decorative
 * (`aria-hidden`); the control around an icon carries the accessible name. One module per icon,
 * so that a page's JavaScript carries the icons it draws and no others (every page loads this one). The social marks are
 * in social-icons.tsx.
 */
export function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={className}>
      {children}
    </svg>
  );
}
