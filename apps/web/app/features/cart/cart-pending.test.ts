import { describe, expect, it } from 'vitest';
import { apiCart, apiCartItem } from '../../../test/api-answers';
import { pendingQuantities } from './cart-pending';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe('the quantities asked for while the cart’s forms are on their way', () => {
  const items = [apiCartItem({ _id: 'l1' }), apiCartItem({ _id: 'l2', variantId: 'v-120' })];
  const product = items[0]!.productId._id;

  it('reads a new quantity and a removal by the line each form names', () => {
    const quantities = pendingQuantities(items, [
      form({ intent: 'setQuantity', productId: product, quantity: '3' }),
      form({ intent: 'remove', productId: product, variantId: 'v-120' }),
    ]);
    expect([...quantities]).toEqual([
      ['l1', 3],
      ['l2', 0],
    ]);
  });

  it('sets every line to 0 while the cart is cleared, and ignores adds and forms it cannot place', () => {
    expect([...pendingQuantities(items, [form({ intent: 'clear' })])]).toEqual([
      ['l1', 0],
      ['l2', 0],
    ]);
    const none = pendingQuantities(items, [
      form({ intent: 'add', productId: product, quantity: '1' }),
      form({ intent: 'setQuantity', productId: 'elsewhere', quantity: '2' }),
      form({ intent: 'setQuantity', productId: product, quantity: 'two' }),
    ]);
    expect(none.size).toBe(0);
  });

  it('works with a cart answer as the page has it', () => {
    const cart = apiCart({ items });
    expect(pendingQuantities(cart.items, []).size).toBe(0);
  });
});
