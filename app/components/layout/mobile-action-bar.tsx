import type { ReactNode } from 'react';

/**
 * Below md the page's main action (Add to bag, Checkout, Place order) sits pinned to the bottom of the
 * screen beside its price, so it is in the first screen however long the page is. Pure CSS (fixed
 * position), so it works without JavaScript; its button submits the page's real form (`form`
 * attribute) or is a plain link. From md up the action is in the page itself and the bar is not shown.
 * The body keeps room for it below the footer (app.css, `[data-mobile-action-bar]`).
 */
export function MobileActionBar({
  label,
  amount,
  children,
  testId = 'mobile-action-bar',
}: {
  label: string;
  amount: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      data-mobile-action-bar=""
      data-testid={testId}
      className="fixed inset-x-0 bottom-0 z-notice border-t border-cream-dark bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-4">
        <p className="shrink-0 leading-tight">
          <span className="block text-xs text-cocoa">{label}</span>
          <span className="text-lg font-bold text-chocolate">{amount}</span>
        </p>
        <div className="min-w-0 flex-1 [&>*]:w-full">{children}</div>
      </div>
    </div>
  );
}
