/** What a shopper sees of a stored order without its payment details: the history line and the tracking view. */
import { isObject, type Body } from '../http/body.ts';

const list = (value: unknown): Body[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** The order's number, date, statuses and currency: the head of every view of it. */
function orderStatus(order: Body): Body {
  return {
    orderNo: order.orderNo,
    creationDate: order.creationDate,
    status: order.status,
    shippingStatus: order.shippingStatus,
    paymentStatus: order.paymentStatus,
    currency: order.currency,
  };
}

/** The order history line for one order: what the order list shows without loading every detail. */
export function orderSummary(order: Body): Body {
  const productItems = list(order.productItems);
  return {
    ...orderStatus(order),
    orderTotal: order.orderTotal,
    productSubTotal: order.productSubTotal,
    itemCount: productItems.reduce((sum, item) => sum + (typeof item.quantity === 'number' ? item.quantity : 0), 0),
    productItems: productItems.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
    })),
    shipments: list(order.shipments).map((shipment) => ({
      shipmentId: shipment.shipmentId,
      shippingMethod: isObject(shipment.shippingMethod) ? shipment.shippingMethod.name : undefined,
      shippingStatus: shipment.shippingStatus,
      trackingNumber: shipment.trackingNumber,
      c_trackingUrl: shipment.c_trackingUrl,
      recipient: isObject(shipment.shippingAddress)
        ? [shipment.shippingAddress.firstName, shipment.shippingAddress.lastName].filter(Boolean).join(' ')
        : undefined,
    })),
  };
}

/**
 * What order tracking shows: status, lines, shipments with their tracking, totals. Payment
 * instruments, the billing address, tokens and customer ids stay out — the caller only proved it
 * knows the number and the e-mail address.
 */
export function trackingView(order: Body): Body {
  return {
    ...orderStatus(order),
    productSubTotal: order.productSubTotal,
    shippingTotal: order.shippingTotal,
    taxTotal: order.taxTotal,
    orderTotal: order.orderTotal,
    productItems: list(order.productItems).map((item) => ({
      itemId: item.itemId,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      price: item.price,
      priceAfterItemDiscount: item.priceAfterItemDiscount,
      shipmentId: item.shipmentId,
    })),
    shipments: list(order.shipments).map((shipment) => {
      const address = isObject(shipment.shippingAddress) ? shipment.shippingAddress : {};
      return {
        shipmentId: shipment.shipmentId,
        shipmentNo: shipment.shipmentNo,
        shippingStatus: shipment.shippingStatus,
        shippingMethod: isObject(shipment.shippingMethod)
          ? { id: shipment.shippingMethod.id, name: shipment.shippingMethod.name }
          : undefined,
        trackingNumber: shipment.trackingNumber,
        c_trackingUrl: shipment.c_trackingUrl,
        shippingAddress: {
          firstName: address.firstName,
          lastName: address.lastName,
          city: address.city,
          stateCode: address.stateCode,
          postalCode: address.postalCode,
          countryCode: address.countryCode,
        },
      };
    }),
  };
}
