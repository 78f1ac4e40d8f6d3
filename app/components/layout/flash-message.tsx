import { Alert } from '~/components/ui/alert.tsx';
import type { Flash } from '~/models/flash.ts';

/**
 * The one-shot message carried over a redirect, shown at the top of the content (inside `<main>`):
 * `narrow` on pages whose layout has a narrower column than the shop's (checkout, the account area).
 */
export function FlashMessage({ flash, narrow }: { flash: Flash | null; narrow: boolean }) {
  if (!flash) return null;
  return (
    <div className={narrow ? 'mx-auto mb-6 max-w-6xl' : 'mb-6'}>
      <Alert kind={flash.kind}>{flash.text}</Alert>
    </div>
  );
}
