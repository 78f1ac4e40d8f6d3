import { Alert } from '~/components/ui/alert.tsx';
import type { Flash } from '~/models/flash.ts';

/**
 * The one-shot message carried over a redirect, shown at the top of the content (inside `<main>`); `className` keeps
 * it within a shell's narrower column (the checkout's).
 */
export function FlashMessage({ flash, className = '' }: { flash: Flash | null; className?: string }) {
  if (!flash) return null;
  return (
    <div className={`mb-6 ${className}`}>
      <Alert kind={flash.kind}>{flash.text}</Alert>
    </div>
  );
}
