/**
 * `app/models/order.ts` (views, payment lines and placing the order in one module) split by concept into
 * `order-view.ts`, `order-payment-lines.ts` and `order-placement.ts` (one module per concern: the view, the payment lines, the placement).
 *
 *   npx tsx scripts/codemods/split-order.ts
 *
 * Safe to run again (after a merge): it moves what a branch added to the old module and rewrites the imports
 * of it that a branch added (see split-module.ts). A new export gets its module here first.
 */
import { runSplit } from './split-module.ts';

runSplit({
  from: 'app/models/order.ts',
  to: {
    'app/models/order-view.ts': {
      doc: 'Orders as the review page, the confirmation and order tracking show them: totals, lines, shipments and states.',
      names: [
        'Order',
        'OrderShipment',
        'OrderTotals',
        'orderSubtotal',
        'orderTotals',
        'TotalsRow',
        'totalsRows',
        'OrderLine',
        'orderLines',
        'ShipmentView',
        'shipmentViews',
        'withDestinations',
        'showsTracking',
        'shipmentStatusLabel',
        'statusLabel',
        'OrderView',
        'orderView',
      ],
    },
    'app/models/order-payment-lines.ts': {
      doc: 'The payments of a basket or an order, masked, and the payment method ids.',
      names: ['OrderPaymentInstrument', 'PAYMENT_METHOD', 'lastDigits', 'cardBrandName', 'PaymentLine', 'paymentLines'],
    },
    'app/models/order-placement.ts': {
      doc: "Placing an order: the review digest, SCAPI's placed or failed answer, and the double-submit rule.",
      names: [
        'reviewDigest',
        'orderFailure',
        'isPlaced',
        'PlacingOrderMark',
        'PlacingOrderState',
        'PlaceOrderRole',
        'placeOrderRole',
        'pendingOrderTakeover',
        'placingOutcome',
      ],
    },
  },
});
