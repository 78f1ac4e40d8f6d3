import { describe, expect, it, vi } from 'vitest';
import type { Basket, BasketAddress, BasketShipment } from '~/models/basket.ts';
import { checkoutStep } from '~/models/checkout-step.ts';
import {
  activeShipmentId,
  addShipmentActions,
  chunk,
  ChunkRetriesExceeded,
  emptyShipmentIds,
  isMultiShip,
  nextShipmentId,
  recipientAddresses,
  recipientGroups,
  recipients,
  runInChunks,
  shipmentForNewRecipient,
} from '~/models/multi-ship.ts';

const ANA: BasketAddress = {
  firstName: 'Ana',
  lastName: 'Lee',
  address1: '1 Main St',
  city: 'Austin',
  stateCode: 'TX',
  postalCode: '73301',
  countryCode: 'US',
  phone: '5125550100',
};
const BO: BasketAddress = { ...ANA, firstName: 'Bo', fullName: 'Bo Lee', address1: '2 Oak Ave' };

function basket(shipments: BasketShipment[], items: Array<[string, string]> = [], extra: Partial<Basket> = {}): Basket {
  return {
    basketId: 'b1',
    shipments,
    productItems: items.map(([itemId, shipmentId]) => ({ itemId, productId: '10301', quantity: 1, shipmentId })),
    ...extra,
  };
}

describe('shipment numbering', () => {
  it('takes the smallest unused positive number', () => {
    expect(nextShipmentId([])).toBe('Shipment1');
    expect(nextShipmentId(['me'])).toBe('Shipment1');
    expect(nextShipmentId(['me', 'Shipment1', 'Shipment3'])).toBe('Shipment2');
    expect(nextShipmentId(['Shipment2', 'Shipment1', 'Shipment3'])).toBe('Shipment4');
  });
  it('ignores ids that are not Shipment plus a positive number', () => {
    expect(nextShipmentId(['Shipment0', 'Shipment01', 'shipment1', 'Shipment1x'])).toBe('Shipment1');
  });
});

describe('multi-ship flags', () => {
  it('is on with more than one shipment and no pick-up', () => {
    expect(isMultiShip(basket([{ shipmentId: 'me' }]))).toBe(false);
    expect(isMultiShip(basket([{ shipmentId: 'me' }, { shipmentId: 'Shipment1' }]))).toBe(true);
    expect(isMultiShip(basket([{ shipmentId: 'me' }, { shipmentId: 'Shipment1', c_fromStoreId: 'shop-1' }]))).toBe(
      false,
    );
    expect(
      isMultiShip(basket([{ shipmentId: 'me' }, { shipmentId: 'Shipment1', shippingMethod: { id: 'PICKUP' } }])),
    ).toBe(false);
    expect(isMultiShip(null)).toBe(false);
  });
  it("doesn't count the e-gift cards' e-mail shipment", () => {
    expect(isMultiShip(basket([{ shipmentId: 'me' }, { shipmentId: 'egift', c_shipmentType: 'electronic' }]))).toBe(
      false,
    );
  });
});

describe('active shipment', () => {
  it('is the default shipment while its address is incomplete', () => {
    expect(activeShipmentId(basket([{ shipmentId: 'me' }]))).toBe('me');
    expect(activeShipmentId(basket([{ shipmentId: 'me', shippingAddress: { firstName: 'Ana' } }]))).toBe('me');
  });
  it('is none once the address is complete, and none for multi-ship', () => {
    expect(activeShipmentId(basket([{ shipmentId: 'me', shippingAddress: ANA }]))).toBeNull();
    expect(activeShipmentId(basket([{ shipmentId: 'me' }, { shipmentId: 'Shipment1' }]))).toBeNull();
  });
});

describe('empty shipments', () => {
  it('are removed when there are several, never the default one', () => {
    const shipments = [{ shipmentId: 'me' }, { shipmentId: 'Shipment1' }, { shipmentId: 'Shipment2' }];
    expect(emptyShipmentIds(basket(shipments, [['i1', 'Shipment1']]))).toEqual(['Shipment2']);
    expect(emptyShipmentIds(basket(shipments, [['i1', 'me']]))).toEqual(['Shipment1', 'Shipment2']);
    expect(emptyShipmentIds(basket([{ shipmentId: 'me' }]))).toEqual([]);
    expect(emptyShipmentIds(basket(shipments))).toEqual(['Shipment1', 'Shipment2']);
  });
});

describe('recipients', () => {
  it('lists the delivery shipments with an address, with the selection', () => {
    const list = recipients(
      basket([
        { shipmentId: 'me', shippingAddress: ANA },
        { shipmentId: 'Shipment1', shippingAddress: BO },
        { shipmentId: 'Shipment2' },
      ]),
      ['Shipment1'],
    );
    expect(list).toEqual([
      { shipmentId: 'me', fullName: 'Ana Lee', address: '1 Main St, Austin, TX 73301', isSelected: false },
      { shipmentId: 'Shipment1', fullName: 'Bo Lee', address: '2 Oak Ave, Austin, TX 73301', isSelected: true },
    ]);
  });
  it('puts the first recipient on the empty default shipment, the next ones on new shipments', () => {
    expect(shipmentForNewRecipient(basket([{ shipmentId: 'me' }]))).toEqual({ reuse: 'me' });
    expect(shipmentForNewRecipient(basket([{ shipmentId: 'me', shippingAddress: ANA }]))).toEqual({
      create: 'Shipment1',
    });
    expect(shipmentForNewRecipient(basket([{ shipmentId: 'me' }], [['i1', 'me']]))).toEqual({ create: 'Shipment1' });
  });
});

describe('checkout step over all shipments', () => {
  const full = (shipmentId: string, address: BasketAddress, method?: string): BasketShipment => ({
    shipmentId,
    shippingAddress: address,
    ...(method ? { shippingMethod: { id: method } } : {}),
  });
  const paid = {
    customerInfo: { email: 'ana@example.com' },
    paymentInstruments: [{ paymentInstrumentId: 'p', paymentMethodId: 'CREDIT_CARD' }],
    billingAddress: ANA,
  };
  it('stays at shipping until every address is complete', () => {
    expect(
      checkoutStep(basket([full('me', ANA, 'STANDARD'), full('Shipment1', { firstName: 'Bo' }, 'STANDARD')], [], paid)),
    ).toBe('shipping');
  });
  it('is at payment until every shipment has a method', () => {
    expect(checkoutStep(basket([full('me', ANA, 'STANDARD'), full('Shipment1', BO, 'NOT_SET')], [], paid))).toBe(
      'payment',
    );
    expect(checkoutStep(basket([full('me', ANA, 'STANDARD'), full('Shipment1', BO)], [], paid))).toBe('payment');
  });
  it('reaches review with every method, a payment and a billing address', () => {
    expect(checkoutStep(basket([full('me', ANA, 'STANDARD'), full('Shipment1', BO, 'EXPRESS')], [], paid))).toBe(
      'review',
    );
  });
});

describe('batches', () => {
  it('chunks operations in order, at most the batch size each', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(chunk([1, 2], 0)).toEqual([[1], [2]]);
    expect(chunk([], 5)).toEqual([]);
    expect(addShipmentActions([{ shipmentId: 'Shipment1' }])).toEqual([
      { action: 'addShipments', shipments: [{ shipmentId: 'Shipment1' }] },
    ]);
  });
  it('retries a failed chunk twice and goes on', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('ok');
    await expect(runInChunks([1, 2, 3, 4, 5, 6], 5, send)).resolves.toBe('ok');
    expect(send.mock.calls).toEqual([[[1, 2, 3, 4, 5]], [[1, 2, 3, 4, 5]], [[1, 2, 3, 4, 5]], [[6]]]);
  });
  it('stops after the retries with the spec message, leaving later chunks unsent', async () => {
    const send = vi.fn().mockRejectedValue(new Error('down'));
    const run = runInChunks([1, 2, 3, 4, 5, 6], 5, send);
    await expect(run).rejects.toBeInstanceOf(ChunkRetriesExceeded);
    await expect(run).rejects.toThrow('Failed to update basket. Exceeded maximum 2 retries for a chunk.');
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('the bag by recipient', () => {
  it('groups the lines by recipient shipment for a multi-ship basket only', () => {
    const shipments = [
      { shipmentId: 'me', shippingAddress: ANA },
      { shipmentId: 'Shipment1', shippingAddress: BO },
    ];
    expect(
      recipientGroups(
        basket(shipments, [
          ['i1', 'Shipment1'],
          ['i2', 'me'],
          ['i3', 'Shipment1'],
        ]),
      ),
    ).toEqual([
      { shipmentId: 'me', title: 'Ship to Ana Lee', address: '1 Main St, Austin, TX 73301', itemIds: ['i2'] },
      {
        shipmentId: 'Shipment1',
        title: 'Ship to Bo Lee',
        address: '2 Oak Ave, Austin, TX 73301',
        itemIds: ['i1', 'i3'],
      },
    ]);
    expect(recipientGroups(basket([{ shipmentId: 'me', shippingAddress: ANA }], [['i1', 'me']]))).toBeNull();
  });
  it("keeps the recipients' addresses of a multi-ship basket for the sign-in merge", () => {
    expect([
      ...recipientAddresses(
        basket([
          { shipmentId: 'me', shippingAddress: ANA },
          { shipmentId: 'Shipment1', shippingAddress: BO },
          { shipmentId: 'Shipment2' },
        ]),
      ),
    ]).toEqual([
      ['me', ANA],
      ['Shipment1', BO],
    ]);
    expect(recipientAddresses(basket([{ shipmentId: 'me', shippingAddress: ANA }])).size).toBe(0);
  });
});

describe('editing a recipient', () => {
  it('links to the recipients page with the edit form, coming back to the shipping step by default', async () => {
    const { recipientEditHref } = await import('~/models/multi-ship.ts');
    expect(recipientEditHref('Shipment2')).toBe('/recipients?edit=Shipment2&redirectTo=%2Fshipping');
    expect(recipientEditHref('me', '/cart')).toBe('/recipients?edit=me&redirectTo=%2Fcart');
  });

  it('checks the new address with the add rules and needs the shipment', async () => {
    const { editRecipientSchema } = await import('~/models/multi-ship-forms.ts');
    const address = {
      firstName: 'Bo',
      lastName: 'Diaz',
      address1: '350 5th Ave',
      city: 'New York',
      stateCode: 'NY',
      postalCode: '10118',
      countryCode: 'US',
      phone: '2125550100',
    };
    expect(
      editRecipientSchema.safeParse({ intent: 'edit-recipient', shipmentId: 'Shipment1', ...address }).success,
    ).toBe(true);
    expect(editRecipientSchema.safeParse({ intent: 'edit-recipient', ...address }).success).toBe(false);
    expect(
      editRecipientSchema.safeParse({
        intent: 'edit-recipient',
        shipmentId: 'Shipment1',
        ...address,
        postalCode: 'K1A 0B1',
      }).success,
    ).toBe(false);
  });
});
