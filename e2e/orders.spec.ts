import { readFileSync } from 'node:fs';
import { formatPrice, type Order, shortOrderId } from '@shop/shared';
import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPromoCodes } from '../apps/api/src/db/seed/promo-codes.ts';
import { expectNoA11yViolations } from './support/a11y.ts';
import { useBrowser } from './support/browser.ts';
import { createOwnProduct } from './support/content.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import {
  addToCartButton,
  hidden,
  hydrated,
  hydratedHere,
  open,
  pathIs,
  says,
  visible,
} from './support/page.ts';
import { type ApiProduct, allProducts, firstCategoryName } from './support/shop-api.ts';

/** A code every customer may use any number of times, read from the seed (docs/PRODUCT.md §9: six at 10 %). */
const promo = demoPromoCodes.find((code) => code.percent === 10 && code.maxUsesPerCustomer === null);
const shipping = {
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** In stock with room for a second unit, and no age gate in the way (first category not Men's Wellness). */
const buyable = (product: ApiProduct) =>
  product.stock >= 5 && firstCategoryName(product) !== "Men's Wellness";

const myOrders = async (customer: Customer) =>
  (await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: customer.token })).orders;

/** A checkout text box by its label (the required-field star is hidden from the accessible name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillAddress(page: Page) {
  await field(page, 'Address').fill(shipping.address);
  await field(page, 'City').fill(shipping.city);
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption(shipping.state);
  await field(page, 'Pincode').fill(shipping.pincode);
}

/** Opens the checkout with a filled cart and presses Pay Now: the sandbox's payment window opens. */
async function openPaymentWindow(
  page: Page,
  customer: Customer,
  products: ApiProduct[],
): Promise<FrameLocator> {
  await fillCart(customer, [{ productId: products[0]!._id, quantity: 1 }]);
  await signIn(page, customer);
  await open(page, '/checkout');
  if (!(await field(page, 'Address').inputValue())) await fillAddress(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await visible(page.getByRole('dialog', { name: 'Secure payment window' }));
  return paymentWindow(page);
}

/** The sandbox's payment window once its own document has hydrated: its buttons are JavaScript-only. */
async function paymentWindow(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('iframe[title="Payment window"]');
  await visible(frame.getByRole('heading', { level: 1 }));
  const element = await page.locator('iframe[title="Payment window"]').elementHandle();
  const inside = await element?.contentFrame();
  if (!inside) throw new Error('the payment window has no document');
  await hydrated(inside);
  return frame;
}

describe('buying: cart, promo code, Cash on Delivery, online payment, orders', () => {
  const shop = useBrowser();
  let customer: Customer;
  let products: ApiProduct[];

  beforeAll(async () => {
    if (!promo) throw new Error('the seed has no unlimited 10 % promo code');
    products = (await allProducts()).filter(buyable).slice(0, 2);
    if (products.length < 2) throw new Error('the demo catalogue needs two buyable products');
    customer = await createCustomer();
  });

  it('two products → promo code → Cash on Delivery → order success → /orders tracker → invoice → cancel', async () => {
    const [first, second] = products as [ApiProduct, ApiProduct];
    const page = await shop.newPage();
    await signIn(page, customer);

    // Add to Cart on two product pages.
    for (const product of [first, second]) {
      await open(page, `/ProductDetailsById/${product._id}`);
      await (await addToCartButton(page)).click();
      await says(page, 'Added to cart!');
      await hidden(page.getByText('Added to cart!'), 10_000);
    }
    // The header's badge counts the units in the cart.
    await visible(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }));

    // The cart: both lines; + raises the first line to 2 and the server's line total follows.
    await open(page, '/cart');
    const lines = page.getByRole('region', { name: /in your cart/ }).getByRole('listitem');
    await visible(lines.filter({ hasText: first.name }));
    await visible(lines.filter({ hasText: second.name }));
    // The page shows the new total at once (the browser's engine); the checks below wait for the
    // server's answer and the reload after it, when no line is busy any more.
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/cart'),
      ),
      page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click(),
    ]);
    await page.waitForFunction(() => document.querySelector('li[aria-busy="true"]') === null);
    await visible(lines.filter({ hasText: first.name }).getByText(formatPrice(first.discountPrice * 2)));
    await expect
      .poll(() => page.getByRole('spinbutton', { name: `Quantity of ${first.name}` }).inputValue())
      .toBe('2');
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await pathIs(page, '/checkout');
    await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
    expect(await field(page, 'Email address').inputValue()).toBe(customer.email);
    await fillAddress(page);

    // A wrong code, then the real one: the input locks and the total shows the struck-out original.
    const promoBox = field(page, 'Promo code');
    await promoBox.fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await says(page, 'Invalid promo code');
    await promoBox.fill(` ${promo!.code.toLowerCase()} `);
    await page.getByRole('button', { name: 'Apply' }).click();
    await says(page, `${promo!.code} applied! You got 10% off.`);
    expect(await promoBox.getAttribute('readonly')).not.toBeNull();
    await visible(page.getByRole('button', { name: `Remove ${promo!.code}` }));
    const priced = await apiCall<{ totals: { totalPrice: number; totalDiscountPrice: number } }>(
      '/promo/apply',
      {
        body: { code: promo!.code },
        token: customer.token,
      },
    );
    expect(await page.getByTestId('checkout-total').textContent()).toContain(
      formatPrice(priced.totals.totalPrice, {}),
    );
    expect(await page.getByTestId('original-total').textContent()).toContain(
      formatPrice(priced.totals.totalDiscountPrice, {}),
    );

    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(page, '/order-success');
    await visible(page.getByRole('heading', { level: 1, name: 'Thank You!' }));
    await expectNoA11yViolations(page);
    await visible(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }));
    expect(await page.getByRole('link', { name: 'View Order History' }).getAttribute('href')).toMatch(
      /^\/profile/,
    );
    expect(await page.getByRole('link', { name: 'Shop More Products' }).getAttribute('href')).toBe(
      '/shop/all',
    );

    // The server made the order from the cart, with the code, unpaid (COD), and emptied the cart.
    const [order] = await myOrders(customer);
    expect(order).toMatchObject({
      orderStatus: 'pending',
      couponCode: promo!.code,
      totalPrice: priced.totals.totalPrice,
    });
    expect(order!.paymentResult).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending' });
    const cart = await apiCall<{ items: unknown[] }>('/cart/getUserCart', { token: customer.token });
    expect(cart.items).toHaveLength(0);
    const short = shortOrderId(order!._id);
    await visible(page.getByText(`#${short}`));

    // /orders: the order with its status, total and tracker.
    await open(page, '/orders');
    await visible(page.getByRole('heading', { level: 1, name: 'Your Orders' }));
    const card = page.getByRole('article', { name: `Order #${short}` });
    await visible(card);
    await visible(card.getByText('Pending', { exact: true }));
    await visible(card.getByText(formatPrice(order!.totalPrice, {}), { exact: true }));
    const tracker = card.getByRole('list', { name: `Progress of order #${short}` });
    expect(await tracker.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Order Placed'),
      expect.stringContaining('Processing'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Delivered'),
    ]);

    // Details: items with brand, the address, payment info.
    await card.getByRole('button', { name: /View details/ }).click();
    await visible(card.getByText(first.name, { exact: true }));
    await visible(card.getByText(shipping.address));
    await visible(card.getByText('Not Paid', { exact: true }));
    await expectNoA11yViolations(page);

    // Download Invoice: a PDF (its lines are checked by the API tests).
    const invoice = card.getByRole('link', { name: 'Download Invoice' });
    const download = page.waitForEvent('download');
    await invoice.click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const response = await page.context().request.get((await invoice.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.headers()['content-disposition']).toContain('attachment');
    expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Cancel Order: confirmed in a dialog; the badge and the tracker say Cancelled.
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await says(page, 'Your order has been cancelled.');
    await visible(card.getByText('Cancelled', { exact: true }).first());
    await visible(tracker.getByRole('listitem').filter({ hasText: 'Cancelled' }));
    await hidden(card.getByRole('button', { name: 'Cancel Order' }));
    expect((await myOrders(customer))[0]!.orderStatus).toBe('cancelled');
    expect(shop.pageErrors(page)).toEqual([]);
  });

  it('the cart: too many says how many are left, − at 1 removes the line, Clear cart empties it', async () => {
    // A product of its own: the demo ones are bought by other files running at the same time, so a
    // stock read here could be stale by the time the refusal quotes it.
    const stock = 7;
    const created = await createOwnProduct('Scarce Shatavari', { stock });
    const scarce = { _id: created.id, name: created.name };
    const other = products[0]!;
    await fillCart(customer, [
      { productId: scarce._id, quantity: 1 },
      { productId: other._id, quantity: 1 },
    ]);
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, '/cart');

    const box = page.getByRole('spinbutton', { name: `Quantity of ${scarce.name}` });
    // What a refusal says, once the lines' own section has hydrated: typing while it hydrates is
    // no-javascript.spec.ts's.
    await hydratedHere(box);
    await box.fill(String(stock + 1));
    await box.press('Enter');
    await says(page, `Only ${stock} left in stock`);
    await expect.poll(() => box.inputValue()).toBe('1');

    await page.getByRole('button', { name: `Remove ${other.name}`, exact: true }).click();
    await says(page, 'Item removed from cart');
    await hidden(page.getByRole('spinbutton', { name: `Quantity of ${other.name}` }));

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await says(page, 'Cart cleared');
    await visible(page.getByText('Your cart is empty.'));
    await visible(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }));
    const cart = await apiCall<{ items: unknown[] }>('/cart/getUserCart', { token: customer.token });
    expect(cart.items).toHaveLength(0);
  });

  it('a visitor who presses Add to Cart logs in and finds the product in the cart', async () => {
    const product = products[1]!;
    await apiCall('/cart/cart', { method: 'DELETE', token: customer.token });
    const page = await shop.newPage();
    await open(page, `/ProductDetailsById/${product._id}`);
    await (await addToCartButton(page)).click();
    await pathIs(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await pathIs(page, `/ProductDetailsById/${product._id}`);
    await says(page, 'Added to cart!');
    const cart = await apiCall<{ items: { productId: { _id: string }; quantity: number }[] }>(
      '/cart/getUserCart',
      {
        token: customer.token,
      },
    );
    expect(cart.items.map((item) => [item.productId._id, item.quantity])).toEqual([[product._id, 1]]);
    expect(new URL(page.url()).search).not.toContain('addToCart');
  });

  it('Pay Now in the sandbox: pay → order success, paid online', async () => {
    const page = await shop.newPage();
    const before = (await myOrders(customer)).length;
    const frame = await openPaymentWindow(page, customer, products);
    // A returning customer's last address is filled in.
    expect(await field(page, 'Pincode').inputValue()).toBe(shipping.pincode);
    await frame.getByRole('radio', { name: /Card/ }).check({ force: true });
    await frame.getByRole('button', { name: /^Pay ₹/ }).click();
    await says(page, 'Payment successful! Order placed successfully.');
    await pathIs(page, '/order-success');
    await visible(page.getByRole('heading', { level: 1, name: 'Thank You!' }));
    const orders = await myOrders(customer);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]!.paymentResult).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid' });
    expect(orders[0]!.paymentResult.razorpay_payment_id).toBeTruthy();
  });

  it('Pay Now in the sandbox: closing the window says so and places no order', async () => {
    const page = await shop.newPage();
    const before = (await myOrders(customer)).length;
    const frame = await openPaymentWindow(page, customer, products);
    await frame.getByRole('button', { name: 'Close payment window' }).click();
    await says(page, 'Payment window was closed. You can try again.');
    await hidden(page.getByRole('dialog', { name: 'Secure payment window' }));
    await pathIs(page, '/checkout');
    await visible(page.getByRole('button', { name: 'Pay Now' }));
    expect(await page.getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true);
    expect(await myOrders(customer)).toHaveLength(before);
  });

  it('Pay Now in the sandbox: a failed payment says so; cancelling says so', async () => {
    const page = await shop.newPage();
    const before = (await myOrders(customer)).length;
    const frame = await openPaymentWindow(page, customer, products);
    await frame.getByRole('button', { name: 'Fail payment' }).click();
    await says(page, 'Payment failed. Try again.');
    await hidden(page.getByRole('dialog', { name: 'Secure payment window' }));

    await page.getByRole('button', { name: 'Pay Now' }).click();
    const again = await paymentWindow(page);
    await again.getByRole('button', { name: 'Cancel payment' }).click();
    await says(page, 'Payment was cancelled. You can try again.');
    await pathIs(page, '/checkout');
    expect(await myOrders(customer)).toHaveLength(before);
  });
});
