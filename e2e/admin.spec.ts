import { shortOrderId } from '@shop/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type PackshotView, renderPackshotSvg } from '../apps/api/src/db/seed/packshots.ts';
import { useBrowser } from './support/browser.ts';
import { createOwnProduct } from './support/content.ts';
import { apiCall, type Customer, createCustomer, signIn } from './support/orders.ts';
import { addToCartButton, open, pathIs, says, visible } from './support/page.ts';

/** A packshot as the owner would pick from disk (the demo catalogue's drawing, as an SVG file). */
const picture = (view: PackshotView) => ({
  name: `moringa-${view}.svg`,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    renderPackshotSvg({ shape: 'jar', label: 'Moringa', brand: 'Ayur Roots', hue: 110, view }),
  ),
});

describe('the admin console: a new product from shelf to return', () => {
  const shop = useBrowser();
  let owner: Customer;
  let customer: Customer;

  beforeAll(async () => {
    const email = inject('adminEmail');
    const password = inject('adminPassword');
    if (!email || !password) throw new Error('the e2e run needs the first admin’s e-mail and password');
    const { token } = await apiCall<{ token: string }>('/auth/login', { body: { email, password } });
    owner = { email, password, token, firstName: 'Shop', lastName: 'Admin', phone: '' };
    customer = await createCustomer('admin-journey');
  });

  it('adds a product with two images → shop → Cash on Delivery → shipped → delivered → return', async () => {
    const name = `Moringa Leaf Capsules ${Date.now().toString(36)}`;
    const admin = await shop.newPage();
    await signIn(admin, owner);

    // A customer is refused the console; a visitor is sent to sign in.
    const visitor = await shop.newPage();
    await open(visitor, '/admin');
    await pathIs(visitor, '/login');
    const buyer = await shop.newPage();
    await signIn(buyer, customer);
    const refused = await open(buyer, '/admin');
    expect(refused?.status()).toBe(403);
    await visible(buyer.getByRole('heading', { name: 'Admins only' }));

    // The owner adds the product with two images (each upload shows its progress, then its picture).
    await open(admin, '/admin/products/new');
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await admin.getByRole('textbox', { name: 'Brand', exact: true }).fill('Ayur Roots');
    await admin.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('650');
    await admin.getByRole('textbox', { name: 'Discount price (₹)', exact: true }).fill('599.50');
    await admin.getByRole('textbox', { name: 'Stock', exact: true }).fill('12');
    await admin.getByRole('textbox', { name: 'HSN code', exact: true }).fill('30049011');
    await admin
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Sixty capsules of moringa leaf.');
    const files = admin.locator('input[type="file"]');
    await files.setInputFiles([picture('front'), picture('back')]);
    await expect.poll(() => admin.locator('[data-image-key]').count(), { timeout: 20_000 }).toBe(2);
    await admin.getByRole('button', { name: 'Create product' }).click();
    await pathIs(admin, /^\/admin\/products\/[0-9a-f]{24}$/);
    const productId = new URL(admin.url()).pathname.split('/').pop()!;
    expect(await admin.locator('[data-image-key]').count()).toBe(2);

    // It is in the shop at once.
    await open(buyer, `/ProductDetailsById/${productId}`);
    await visible(buyer.getByRole('heading', { level: 1, name }));
    await visible(buyer.getByText('₹599.50').first());

    // The customer buys it with Cash on Delivery.
    await (await addToCartButton(buyer)).click();
    await says(buyer, 'Added to cart!');
    await open(buyer, '/checkout');
    const field = (label: string) => buyer.getByRole('textbox', { name: label, exact: true });
    if (!(await field('Address').inputValue())) {
      await field('Address').fill('12 MG Road, Indiranagar');
      await field('City').fill('Bengaluru');
      await buyer.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
      await field('Pincode').fill('560038');
    }
    await buyer.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(buyer, '/order-success');
    const { orders } = await apiCall<{ orders: { _id: string }[] }>('/order/getMyOrders', {
      token: customer.token,
    });
    const short = shortOrderId(orders[0]!._id);

    // The owner finds the order by the customer's e-mail and moves it to Shipped.
    await open(admin, `/admin/orders?q=${encodeURIComponent(customer.email)}`);
    await admin.getByRole('link', { name: `#${short}` }).click();
    await visible(admin.getByRole('heading', { name: `Order #${short}` }));
    await admin.getByRole('button', { name: 'Mark Processing' }).click();
    await says(admin, 'Order is now Processing');
    await admin.getByRole('button', { name: 'Mark Shipped' }).click();
    await says(admin, 'Order is now Shipped');

    // The customer's tracker shows Shipped.
    await open(buyer, '/orders');
    const card = buyer.getByRole('article', { name: `Order #${short}` });
    const tracker = card.getByRole('list', { name: `Progress of order #${short}` });
    await visible(tracker.getByRole('listitem').filter({ hasText: 'Shipped: done' }));
    await visible(tracker.getByRole('listitem').filter({ hasText: 'Delivered: not yet' }));

    // Delivered: the cash is recorded as paid, and the customer may ask for a return.
    await admin.getByRole('button', { name: 'Mark Delivered' }).click();
    await says(admin, 'Order is now Delivered');
    await visible(admin.getByText('Cash on Delivery · Paid'));
    await open(buyer, '/orders');
    await card.getByRole('button', { name: 'Return Item' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Return this order?' });
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await says(buyer, 'Your return request has been received. We will contact you to arrange the pickup.');
    expect(shop.pageErrors(admin)).toEqual([]);
    expect(shop.pageErrors(buyer)).toEqual([]);
  });

  it('a save from a stale page is refused and the form shows the current values', async () => {
    // Its own product: the newest in the list may be another file's, whose stock that file is changing.
    const product = await createOwnProduct('Stale Ashwagandha', { stock: 10 });
    const admin = await shop.newPage();
    await signIn(admin, owner);
    await open(admin, `/admin/products/${product.id}`);
    const stock = admin.getByRole('textbox', { name: 'Stock', exact: true });
    const shown = await stock.inputValue();

    // Someone else saves the product meanwhile (another tab, another admin).
    const { product: current } = await apiCall<{ product: { version: number; stock: number } }>(
      `/admin/products/${product.id}`,
      { token: owner.token },
    );
    const changed = current.stock + 7;
    await apiCall(`/admin/products/${product.id}`, {
      method: 'PATCH',
      body: { version: current.version, stock: changed },
      token: owner.token,
    });

    await stock.fill(String(Number(shown) + 1));
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await visible(admin.getByText(/Someone else changed this meanwhile/));
    await expect.poll(() => stock.inputValue()).toBe(String(changed));
    const { product: after } = await apiCall<{ product: { stock: number } }>(
      `/admin/products/${product.id}`,
      {
        token: owner.token,
      },
    );
    expect(after.stock).toBe(changed);
  });
});
