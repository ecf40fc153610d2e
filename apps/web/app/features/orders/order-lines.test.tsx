import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiOrder, apiOrderItem } from '../../../test/api-answers';
import { bundleParts, orderLines } from './order-lines';
import { OrdersList } from './orders-list';

const kit = { _id: 'b1', name: 'Calm Kit', quantity: 2, price: 999 };
// Two Calm Kits at ₹999 each: 2 × 2 Ashwagandha (₹449) and 2 × 1 Tulsi Tea (₹249), ₹1,796 + ₹498 less the
// saving of ₹296, spread over the two components.
const items = [
  apiOrderItem({
    _id: 'i1',
    name: 'Ashwagandha',
    variantLabel: '60 capsules',
    quantity: 4,
    lineTotal: 1796,
    bundle: kit,
    discountPaise: 23200,
  }),
  apiOrderItem({
    _id: 'i2',
    productId: { _id: 'p2', name: 'Tulsi Tea', brand: 'Organic India', image: '' },
    variantId: 'v2',
    name: 'Tulsi Tea',
    price: 249,
    quantity: 2,
    lineTotal: 498,
    bundle: kit,
    discountPaise: 6400,
  }),
  apiOrderItem({ _id: 'i3', name: 'Ashwagandha', quantity: 1, lineTotal: 449 }),
];

describe('an order’s lines', () => {
  it('groups a bundle’s components into one row costing its price × how many', () => {
    const lines = orderLines(items);
    expect(lines).toHaveLength(2);
    const [bundle, alone] = lines;
    expect(bundle).toMatchObject({ bundle: kit, totalPaise: 2 * 99900 });
    expect(bundle && 'items' in bundle && bundle.items.map((item) => item._id)).toEqual(['i1', 'i2']);
    expect(alone).toEqual({ bundle: null, item: items[2] });
    // The components as one bundle holds them.
    expect(bundle && 'items' in bundle && bundleParts(bundle).items).toEqual([
      { variantId: 'v1', name: 'Ashwagandha', variantLabel: '60 capsules', quantity: 2 },
      { variantId: 'v2', name: 'Tulsi Tea', variantLabel: '', quantity: 1 },
    ]);
  });

  it('keeps the bundle’s row at its price when a promotion also took a share of its lines', () => {
    // A 10 % code on the bundle (₹199.80) adds to the components' discounts; the order's totals show it.
    const promoted = [
      { ...items[0]!, discountPaise: 23200 + 15618 },
      { ...items[1]!, discountPaise: 6400 + 4362 },
    ];
    const [bundle] = orderLines(promoted);
    expect(bundle).toMatchObject({ bundle: kit, totalPaise: 2 * 99900 });
  });

  it('keeps two different bundles apart, and lines bought alone as they are', () => {
    const other = { _id: 'b2', name: 'Sleep Kit', quantity: 1, price: 599 };
    const lines = orderLines([
      items[2]!,
      { ...items[0]!, _id: 'x1' },
      { ...items[1]!, _id: 'x2', bundle: other },
    ]);
    expect(lines.map((line) => line.bundle?.name ?? null)).toEqual([null, 'Calm Kit', 'Sleep Kit']);
  });

  it('shows the bundle as one row on the orders page, its components small under it', async () => {
    const order = apiOrder({ items, canCancel: false, subtotalPrice: 2447, totalPrice: 2447 });
    const Stub = createRoutesStub([{ path: '/orders', Component: () => <OrdersList orders={[order]} /> }]);
    render(<Stub initialEntries={['/orders']} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /View details/ }));
    const row = screen.getByTestId('order-bundle');
    expect(row.textContent).toContain('Calm Kit × 2');
    expect(row.textContent).toContain('₹1,998.00');
    const parts = within(row).getByRole('list', { name: 'In Calm Kit' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Ashwagandha · 60 capsules', '1 × Tulsi Tea']);
    // Not the components at their full price.
    expect(screen.queryByText('₹1,796.00')).toBeNull();
    const itemsList = screen.getByRole('region', { name: 'Items' });
    expect(within(itemsList).getByText('₹449.00')).toBeTruthy();
  });

  it('sums up items, promotions, subtotal and total so the rows add up, then names each promotion', async () => {
    const order = apiOrder({
      items: items.slice(0, 2),
      canCancel: false,
      totalDiscountPrice: 1998,
      subtotalPrice: 1798.2,
      totalPrice: 1798.2,
      couponCode: 'CALM10',
      totals: { ...apiOrder().totals, promoDiscount: 199.8 },
      promotions: [
        { id: 'p1', name: 'CALM10', discountPaise: 19980 },
        { id: 'p2', name: 'Free shipping above ₹499', discountPaise: 4900 },
      ],
    });
    const Stub = createRoutesStub([{ path: '/orders', Component: () => <OrdersList orders={[order]} /> }]);
    render(<Stub initialEntries={['/orders']} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /View details/ }));
    // The bundle's row keeps its price; the code's 10 % shows once, in the summary.
    expect(screen.getByTestId('order-bundle').textContent).toContain('₹1,998.00');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const rows = (list: HTMLElement) =>
      within(list)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    const [figures, savings] = [...summary.querySelectorAll('dl')];
    expect(rows(figures!)).toEqual([
      'Items: ₹1,998.00',
      'Promotions: −₹199.80',
      'Subtotal: ₹1,798.20',
      'Shipping: Free',
      'Total: ₹1,798.20',
    ]);
    expect(rows(savings!)).toEqual([
      'Promo code: CALM10',
      'CALM10: −₹199.80',
      'Free shipping above ₹499: −₹49.00',
    ]);
  });
});
