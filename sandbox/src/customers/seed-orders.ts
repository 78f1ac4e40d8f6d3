import type { ShopperOrdersTypes } from 'commerce-sdk-isomorphic';
import { trackingNumberFor, trackingUrlFor } from '../orders/build.ts';
import type { StoredAddress } from './addresses.ts';
import type { StoredPaymentInstrument } from './cards.ts';

/**
 * Past orders of the demo customers, as SCAPI Order JSON like order placement writes them. Pure: the
 * seed decides products, dates and addresses; this builds the document with consistent totals.
 */
export type Order = ShopperOrdersTypes.Order;

export interface SeedProduct {
  id: string;
  name: string;
  /** Unit price in the order's currency. */
  price: number;
  /** Whether the line can be ordered again today (spec: "a line item is reorderable only if flagged"). */
  reorderable: boolean;
}

export interface SeedShippingMethod {
  id: string;
  name: string;
  price: number;
}

export interface SeedShipment {
  address: StoredAddress;
  method: SeedShippingMethod;
  lines: Array<{ product: SeedProduct; quantity: number }>;
  giftMessage?: string;
}

export type SeedOrderState = 'placed' | 'in_transit' | 'delivered' | 'cancelled';

export interface SeedOrderPlan {
  orderNo: string;
  siteId: string;
  currency: string;
  createdAt: Date;
  state: SeedOrderState;
  customer: { customerId: string; customerNo: string; email: string; firstName: string; lastName: string };
  billingAddress: StoredAddress;
  card: StoredPaymentInstrument;
  shipments: SeedShipment[];
}

/** Sales tax of the demo addresses' states and provinces at the time of the orders (taxation "net"). */
const TAX_RATES: Record<string, number> = {
  'US-CA': 0.0725,
  'US-IL': 0.0625,
  'US-TX': 0.0625,
  'US-NY': 0.08875,
  'CA-ON': 0.13,
  'CA-QC': 0.14975,
  'CA-BC': 0.12,
};

/** Where delivery charges were taxed too: Canada, and the US states among the demo addresses that tax them. */
const SHIPPING_TAXED = new Set(['US-TX', 'US-NY', 'CA-ON', 'CA-QC', 'CA-BC']);

type TaxPlace = { countryCode: string; stateCode?: unknown };
const placeOf = (address: TaxPlace) => `${address.countryCode}-${String(address.stateCode ?? '')}`;

export function seedTaxRate(address: TaxPlace): number {
  return TAX_RATES[placeOf(address)] ?? 0;
}

export function seedShippingTaxRate(address: TaxPlace): number {
  return SHIPPING_TAXED.has(placeOf(address)) ? seedTaxRate(address) : 0;
}

const money = (amount: number) => Math.round(amount * 100) / 100;
const sum = (amounts: number[]) => money(amounts.reduce((total, amount) => total + amount, 0));

/** The address fields an order carries (an address book entry without its id, flags and dates). */
export function orderAddress(address: StoredAddress): ShopperOrdersTypes.OrderAddress {
  const { addressId: _id, preferred: _preferred, creationDate: _created, lastModified: _modified, ...fields } = address;
  const fullName = [fields.firstName, fields.lastName].filter(Boolean).join(' ');
  return { ...fields, fullName, c_selectedAddressID: address.addressId } as ShopperOrdersTypes.OrderAddress;
}

export function buildSeedOrder(plan: SeedOrderPlan, itemId: (index: number) => string): Order {
  const stamp = plan.createdAt.toISOString();
  const cancelled = plan.state === 'cancelled';
  const shipped = plan.state === 'in_transit' || plan.state === 'delivered';
  const productItems: ShopperOrdersTypes.OrderProductItem[] = [];
  const shippingItems: ShopperOrdersTypes.ShippingItem[] = [];
  const shipments: ShopperOrdersTypes.Shipment[] = [];

  plan.shipments.forEach((shipment, index) => {
    const shipmentId = index === 0 ? 'me' : `Shipment${index + 1}`;
    const rate = seedTaxRate(shipment.address);
    const items = shipment.lines.map(({ product, quantity }) => {
      const price = money(product.price * quantity);
      const tax = money(price * rate);
      const item: ShopperOrdersTypes.OrderProductItem = {
        itemId: itemId(productItems.length),
        productId: product.id,
        productName: product.name,
        itemText: product.name,
        quantity,
        basePrice: product.price,
        price,
        priceAfterItemDiscount: price,
        priceAfterOrderDiscount: price,
        tax,
        adjustedTax: tax,
        taxBasis: price,
        taxRate: rate,
        shipmentId,
        bonusProductLineItem: false,
        gift: false,
        c_isReorderable: product.reorderable,
      };
      productItems.push(item);
      return item;
    });
    const shippingRate = seedShippingTaxRate(shipment.address);
    const shippingTax = money(shipment.method.price * shippingRate);
    shippingItems.push({
      itemId: itemId(productItems.length + 100 + index),
      itemText: 'Shipping',
      shipmentId,
      price: shipment.method.price,
      priceAfterItemDiscount: shipment.method.price,
      tax: shippingTax,
      adjustedTax: shippingTax,
      taxBasis: shipment.method.price,
      taxRate: shippingRate,
    });
    const merchandise = sum(items.map((item) => item.price ?? 0));
    const merchandiseTax = sum(items.map((item) => item.tax ?? 0));
    const tracking = cancelled
      ? {}
      : {
          trackingNumber: trackingNumberFor(plan.orderNo, index),
          c_trackingUrl: trackingUrlFor(trackingNumberFor(plan.orderNo, index)),
        };
    shipments.push({
      shipmentId,
      shipmentNo: `${plan.orderNo}-${index + 1}`,
      shippingAddress: orderAddress(shipment.address),
      shippingMethod: { id: shipment.method.id, name: shipment.method.name, price: shipment.method.price },
      shippingStatus: shipped ? 'shipped' : 'not_shipped',
      gift: Boolean(shipment.giftMessage),
      ...(shipment.giftMessage ? { giftMessage: shipment.giftMessage } : {}),
      productSubTotal: merchandise,
      productTotal: merchandise,
      merchandizeTotalTax: merchandiseTax,
      adjustedMerchandizeTotalTax: merchandiseTax,
      shippingTotal: shipment.method.price,
      shippingTotalTax: shippingTax,
      adjustedShippingTotalTax: shippingTax,
      taxTotal: sum([merchandiseTax, shippingTax]),
      shipmentTotal: sum([merchandise, shipment.method.price, merchandiseTax, shippingTax]),
      ...tracking,
    });
  });

  const productSubTotal = sum(productItems.map((item) => item.price ?? 0));
  const merchandizeTotalTax = sum(productItems.map((item) => item.tax ?? 0));
  const shippingTotal = sum(shippingItems.map((item) => item.price ?? 0));
  const shippingTotalTax = sum(shippingItems.map((item) => item.tax ?? 0));
  const taxTotal = sum([merchandizeTotalTax, shippingTotalTax]);
  const orderTotal = sum([productSubTotal, shippingTotal, taxTotal]);
  const customerName = `${plan.customer.firstName} ${plan.customer.lastName}`;
  const { paymentCard } = plan.card;

  return {
    orderNo: plan.orderNo,
    siteId: plan.siteId,
    channelType: 'storefront',
    createdBy: 'Customer',
    creationDate: stamp,
    lastModified: stamp,
    status: cancelled ? 'cancelled' : plan.state === 'delivered' ? 'completed' : 'new',
    confirmationStatus: cancelled ? 'not_confirmed' : 'confirmed',
    paymentStatus: cancelled ? 'not_paid' : 'paid',
    shippingStatus: shipped ? 'shipped' : 'not_shipped',
    exportStatus: cancelled ? 'not_exported' : 'exported',
    guest: false,
    currency: plan.currency,
    taxation: 'net',
    customerName,
    customerInfo: {
      customerId: plan.customer.customerId,
      customerNo: plan.customer.customerNo,
      customerName,
      email: plan.customer.email,
    },
    billingAddress: orderAddress(plan.billingAddress),
    productItems,
    shipments,
    shippingItems,
    couponItems: [],
    orderPriceAdjustments: [],
    productSubTotal,
    productTotal: productSubTotal,
    merchandizeTotalTax,
    adjustedMerchandizeTotalTax: merchandizeTotalTax,
    shippingTotal,
    shippingTotalTax,
    adjustedShippingTotalTax: shippingTotalTax,
    taxTotal,
    orderTotal,
    paymentInstruments: [
      {
        paymentInstrumentId: `${plan.orderNo}-pi`,
        paymentMethodId: 'CREDIT_CARD',
        amount: orderTotal,
        paymentCard: {
          cardType: paymentCard.cardType,
          maskedNumber: paymentCard.maskedNumber,
          numberLastDigits: paymentCard.numberLastDigits,
          holder: paymentCard.holder,
          expirationMonth: paymentCard.expirationMonth,
          expirationYear: paymentCard.expirationYear,
        },
        ...(cancelled ? {} : { authorizationStatus: { status: 1, code: 'OK', message: 'Authorized' } }),
      },
    ],
  };
}
