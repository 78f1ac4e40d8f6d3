import { describe, expect, it } from 'vitest';
import { chooseShippingMethod, isShippingMethodSet, shippingMethodPrice } from '~/models/shipping-method.ts';

const ground = { id: 'UPSGT_Disc' };
const standard = { id: 'STANDARD' };
const express = { id: 'EXPRESS' };

describe('shipping method choice (spec §4)', () => {
  it('NOT_SET means unset', () => {
    expect(isShippingMethodSet('NOT_SET')).toBe(false);
    expect(isShippingMethodSet('')).toBe(false);
    expect(isShippingMethodSet(undefined)).toBe(false);
    expect(isShippingMethodSet('STANDARD')).toBe(true);
  });

  it('UPSGT_Disc is auto-selected when offered', () => {
    expect(chooseShippingMethod([standard, ground, express])).toBe('UPSGT_Disc');
    expect(chooseShippingMethod([standard, ground], 'NOT_SET')).toBe('UPSGT_Disc');
  });

  it('otherwise the first method is chosen when none is set', () => {
    expect(chooseShippingMethod([standard, express])).toBe('STANDARD');
    expect(chooseShippingMethod([express, standard], 'NOT_SET')).toBe('EXPRESS');
  });

  it('a chosen method is kept while it is offered', () => {
    expect(chooseShippingMethod([standard, ground, express], 'EXPRESS')).toBe('EXPRESS');
  });

  it('a chosen method the address does not offer gives way to the default rule', () => {
    expect(chooseShippingMethod([standard, express], 'UPSGT_Disc')).toBe('STANDARD');
    expect(chooseShippingMethod([standard, ground], 'OVERNIGHT')).toBe('UPSGT_Disc');
  });

  it('nothing offered: nothing chosen', () => {
    expect(chooseShippingMethod([], 'UPSGT_Disc')).toBeUndefined();
  });

  it('the price shown is the promotional one when there is one', () => {
    expect(shippingMethodPrice({ id: 'STANDARD', price: 7.99, c_priceAfterPromotions: 0 })).toBe(0);
    expect(shippingMethodPrice({ id: 'STANDARD', price: 7.99 })).toBe(7.99);
  });
});
