import * as Dialog from '@radix-ui/react-dialog';
import { DiscountBanner } from '~/components/bag/discount-banner.tsx';
import { ButtonLink, buttonClasses } from '~/components/ui/button.tsx';
import { CloseIcon } from '~/components/ui/icons/close-icon.tsx';
import { SuccessIcon } from '~/components/ui/icons/success-icon.tsx';
import { IMAGE_SIZES } from '~/models/image-constants.ts';
import { MESSAGES } from '~/models/messages.ts';
import { formatMoney } from '~/models/money.ts';
import type { AddedItem } from '~/models/add-to-bag.ts';
import { useShopLocale } from './use-shop-locale.ts';

/**
 * Spec: the "Added to Your Bag" side sheet, with a Close button; it closes on route change (the caller's
 * state). With the line, the bag's subtotal, how far free shipping is, and the way on: Checkout, the bag,
 * or back to shopping (the focus goes back to what opened it, `onCloseFocus`).
 */
export function AddedToBagSheet({
  added,
  onClose,
  onCloseFocus,
}: {
  added: AddedItem;
  onClose: () => void;
  onCloseFocus: () => void;
}) {
  const { locale } = useShopLocale();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[99998] bg-chocolate-dark/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed inset-y-0 right-0 z-[99999] flex w-full max-w-md flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="flex items-center gap-2 text-xl font-bold text-chocolate">
              <SuccessIcon className="size-6 text-green-700" />
              {MESSAGES.addedToBag}
            </Dialog.Title>
            <Dialog.Close className="rounded p-2 hover:bg-cream-dark" aria-label="Close">
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {added.quantity} × {added.name} is in your bag.
          </Dialog.Description>
          <div className="flex gap-4">
            {added.image ? (
              <img
                src={added.image.src}
                alt={added.image.alt}
                width={96}
                height={96}
                className="size-24 rounded object-cover"
                style={{ maxWidth: IMAGE_SIZES.tile }}
              />
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
          <div className="space-y-1 border-t border-cream-dark pt-4">
            <p className="text-sm">
              Your bag now holds {added.bagCount} {added.bagCount === 1 ? 'item' : 'items'}.
            </p>
            <p className="flex justify-between font-semibold" data-testid="added-subtotal">
              <span>Subtotal</span>
              <span>{formatMoney(added.bagSubtotal, added.currency, locale)}</span>
            </p>
          </div>
          {added.discount ? <DiscountBanner banner={added.discount} opener="link" /> : null}
          <div className="mt-auto flex flex-col gap-3">
            <ButtonLink to="/shipping">Checkout</ButtonLink>
            <ButtonLink to="/cart" variant="secondary">
              View Bag
            </ButtonLink>
            <Dialog.Close className={buttonClasses({ variant: 'secondary' })}>Continue Shopping</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
