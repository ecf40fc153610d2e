import { describe, expect, it } from 'vitest';
import { type PublicShipping, shippingPromise } from './shipping-promise.ts';

const newShop: PublicShipping = { flatPaise: 0, freeAbovePaise: null, codFeePaise: 0, cod: true };

describe('the storefront shipping promise', () => {
  it("keeps a new shop's texts: free shipping across India, with Cash on Delivery", () => {
    expect(shippingPromise(newShop)).toEqual({
      short: 'Free shipping',
      long: 'Free shipping across India',
      phrase: 'free shipping across India',
      free: 'everywhere',
      cod: true,
    });
  });

  it('promises free shipping whenever nothing is charged: no flat charge, or free from ₹0', () => {
    expect(shippingPromise({ ...newShop, freeAbovePaise: 49_900 }).long).toBe('Free shipping across India');
    expect(shippingPromise({ ...newShop, flatPaise: 4_900, freeAbovePaise: 0 }).long).toBe(
      'Free shipping across India',
    );
  });

  it('names the free-above value in whole rupees, and in paise only when it has them', () => {
    expect(shippingPromise({ ...newShop, flatPaise: 4_900, freeAbovePaise: 49_900 })).toEqual({
      short: 'Free shipping above ₹499',
      long: 'Free shipping above ₹499',
      phrase: 'free shipping above ₹499',
      free: 'above',
      cod: true,
    });
    expect(shippingPromise({ ...newShop, flatPaise: 4_900, freeAbovePaise: 150_000 }).long).toBe(
      'Free shipping above ₹1,500',
    );
    expect(shippingPromise({ ...newShop, flatPaise: 4_900, freeAbovePaise: 49_950 }).long).toBe(
      'Free shipping above ₹499.50',
    );
  });

  it('promises delivery, never free shipping, for a flat charge with no free-above value', () => {
    const text = shippingPromise({ ...newShop, flatPaise: 4_900 });
    expect(text).toEqual({
      short: 'Delivery across India',
      long: 'Delivery across India',
      phrase: 'delivery across India',
      free: 'never',
      cod: true,
    });
    expect([text.short, text.long, text.phrase].join(' ')).not.toMatch(/free/i);
  });

  it('mentions Cash on Delivery only when some pincode is offered it, whatever its fee', () => {
    expect(shippingPromise({ ...newShop, cod: false }).cod).toBe(false);
    expect(shippingPromise({ ...newShop, codFeePaise: 3_000 }).cod).toBe(true);
    expect(shippingPromise({ ...newShop, flatPaise: 4_900, cod: false }).cod).toBe(false);
  });

  it('promises neither free shipping nor Cash on Delivery when the rules are not known', () => {
    expect(shippingPromise(null)).toEqual({
      short: 'Delivery across India',
      long: 'Delivery across India',
      phrase: 'delivery across India',
      free: 'never',
      cod: false,
    });
  });
});
