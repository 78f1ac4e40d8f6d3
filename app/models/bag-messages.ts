/**
 * User-facing messages of the bag (/cart). Where the spec gives a text it is used word for word (with its section);
 * texts the spec leaves open are marked "not shown". Shared messages: app/models/messages.ts.
 */
export const BAG_MESSAGES = {
  /** Checkout spec §5: promo code refusals ({code} is the code as entered). */
  promoCodeUnknown: 'Promo code "{code}" is unknown.',
  promoCodeCannotBeAdded: 'Promo code "{code}" currently cannot be added to your cart.',
  /** Checkout spec §4: the qualification message's beginning, followed by the promotion's text. */
  promoQualified: 'Hooray! Your order qualified for',
  /** Checkout spec §4: the inventory check's message. */
  quantityUpdated: 'Quantity updated from {old} to {new}',
  /** Catalog spec §4 (shipping promotions sheet): the approaching-discount banner and its button. */
  approachingDiscount: 'Add {amount} for {text}',
  addTreats: 'ADD TREATS',
  /** Catalog spec §2 (side sheets): the sheet the button opens. */
  addTreatsTitle: 'Add Treats',
  /** Not shown: the banner's congratulations once the order qualified for a discount. */
  discountUnlocked: 'Congratulations! You unlocked {text}.',
  /** Not shown: the bag's other texts. */
  bagEmpty: 'Your bag is empty.',
  bagUpdated: 'Your bag has been updated.',
  bagItemRemoved: '{name} was removed from your bag.',
  bagItemGone: 'This item is no longer in your bag.',
  bagRemoveQuestion: 'Remove {name} from your bag?',
  bagQuantityLimit: 'Sorry, you can order at most {limit} of this item.',
  bagThresholdNotMet: 'Your bag has not reached this site’s minimum order yet. Add more treats to check out.',
  promoCodeRemoved: 'Promo code "{code}" was removed.',
  calculatedAtCheckout: 'Calculated at checkout',
} as const;
