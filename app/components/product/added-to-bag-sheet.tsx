import * as Dialog from '@radix-ui/react-dialog';
import { ButtonLink } from '~/components/ui/button.tsx';
import { CloseIcon, SuccessIcon } from '~/components/ui/icons.tsx';
import { IMAGE_SIZES } from '~/models/constants.ts';
import { MESSAGES } from '~/models/messages.ts';
import { formatMoney } from '~/models/money.ts';
import type { AddedItem } from '~/models/add-to-bag.ts';
import { useShopLocale } from './use-shop-locale.ts';

/** Spec: the "Added to Your Bag" side sheet, with a Close button; it closes on route change (the caller's state). */
export function AddedToBagSheet({ added, open, onOpenChange }: { added: AddedItem | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { locale } = useShopLocale();
  if (!added) return null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[99998] bg-chocolate-dark/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-[99999] flex w-full max-w-md flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="flex items-center gap-2 text-xl font-bold text-chocolate">
              <SuccessIcon className="size-6 text-green-700" />
              {MESSAGES.addedToBag}
            </Dialog.Title>
            <Dialog.Close className="rounded p-2 hover:bg-cream-dark focus-visible:outline-2" aria-label="Close">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {added.quantity} × {added.name} is in your bag.
          </Dialog.Description>
          <div className="flex gap-4">
            {added.image ? (
              <img src={added.image.src} alt={added.image.alt} width={96} height={96} className="size-24 rounded object-cover" style={{ maxWidth: IMAGE_SIZES.tile }} />
            ) : null}
            <div>
              <p className="font-semibold">{added.name}</p>
              {added.variation ? <p className="text-sm text-cocoa">{added.variation}</p> : null}
              <p className="text-sm">Quantity: {added.quantity}</p>
              <p className="font-bold">{formatMoney(added.price * added.quantity, added.currency, locale)}</p>
            </div>
          </div>
          {added.message ? (
            <p role="status" className="rounded bg-candy-soft p-3 text-sm">
              {added.message}
            </p>
          ) : null}
          <p className="text-sm">
            Your bag now holds {added.bagCount} {added.bagCount === 1 ? 'item' : 'items'}.
          </p>
          <div className="mt-auto flex flex-col gap-3">
            <ButtonLink to="/cart">View Bag</ButtonLink>
            <Dialog.Close className="min-h-11 rounded border-2 border-chocolate px-5 font-semibold text-chocolate hover:bg-cream-dark">Continue Shopping</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
