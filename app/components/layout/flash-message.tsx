import { Alert } from '~/components/ui/alert.tsx';
import type { Flash } from '~/models/flash.ts';

/** The one-shot message carried over a redirect, shown at the top of the content (inside `<main>`). */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <div className="mb-6">
      <Alert kind={flash.kind}>{flash.text}</Alert>
    </div>
  );
}
