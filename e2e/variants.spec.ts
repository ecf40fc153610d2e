import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { apiCall, type Customer, createCustomer, signIn } from './support/orders.ts';
import { addToCartButton, open, pathIs, says, visible } from './support/page.ts';

describe('variants: a product in 60 and 120 capsules', () => {
  const shop = useBrowser();
  let owner: Customer;
  let customer: Customer;

  beforeAll(async () => {
    const email = inject('adminEmail');
    const password = inject('adminPassword');
    if (!email || !password) throw new Error('the e2e run needs the first admin’s e-mail and password');
    const { token } = await apiCall<{ token: string }>('/auth/login', { body: { email, password } });
    owner = { email, password, token, firstName: 'Shop', lastName: 'Admin', phone: '' };
    customer = await createCustomer('variants');
  });

  it('owner adds both sizes → shopper picks 120 (kept in the address) → cart → Cash on Delivery → order', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const name = `Omega 3 Fish Oil ${tag}`;
    const admin = await shop.newPage();
    await signIn(admin, owner);
    await open(admin, '/admin/products/new');
    const text = (label: string) => admin.getByRole('textbox', { name: label, exact: true });
    const field = (row: number, name: string) => admin.locator(`input[name="variants.${row}.${name}"]`);
    await text('Name').fill(name);
    await text('Brand').fill('Sea Pure');
    await text('Price (₹)').fill('499');
    await text('Stock').fill('10');
    await text('HSN code').fill('21069099');
    await field(0, 'sku').fill(`OMG-60-${tag}`);
    await field(0, 'option1Value').fill('60 capsules');
    await field(1, 'sku').fill(`OMG-120-${tag}`);
    await field(1, 'option1Value').fill('120 capsules');
    await field(1, 'price').fill('899');
    await field(1, 'stock').fill('5');
    await admin.getByRole('button', { name: 'Create product' }).click();
    await pathIs(admin, /^\/admin\/products\/[0-9a-f]{24}$/);
    const productId = new URL(admin.url()).pathname.split('/').pop()!;
    // The saved form shows both variants.
    expect(await field(1, 'option1Value').inputValue()).toBe('120 capsules');

    // The shopper picks 120 capsules: the address keeps it, the price follows.
    const buyer = await shop.newPage();
    await signIn(buyer, customer);
    await open(buyer, `/ProductDetailsById/${productId}`);
    await visible(buyer.getByRole('heading', { level: 1, name }));
    await buyer.getByRole('link', { name: /120 capsules/ }).click();
    await expect.poll(() => new URL(buyer.url()).search).toMatch(/^\?variant=[0-9a-f]{24}$/);
    await visible(buyer.locator('a[aria-current="true"]', { hasText: '120 capsules' }));
    await visible(buyer.getByText('₹899').first());
    await (await addToCartButton(buyer)).click();
    await says(buyer, 'Added to cart!');

    // The cart shows the variant and its price.
    await open(buyer, '/cart');
    await visible(buyer.getByText('120 capsules'));
    await visible(buyer.getByText('₹899').first());

    // Cash on Delivery; the order shows the variant.
    await open(buyer, '/checkout');
    const address = (label: string) => buyer.getByRole('textbox', { name: label, exact: true });
    if (!(await address('Address').inputValue())) {
      await address('Address').fill('12 MG Road, Indiranagar');
      await address('City').fill('Bengaluru');
      await buyer.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
      await address('Pincode').fill('560038');
    }
    await buyer.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(buyer, '/order-success');
    await open(buyer, '/orders');
    await buyer.getByRole('button', { name: 'View details' }).first().click();
    await visible(buyer.getByText('120 capsules').first());
    const { orders } = await apiCall<{ orders: { items: { variantLabel: string; sku: string }[] }[] }>(
      '/order/getMyOrders',
      { token: customer.token },
    );
    expect(orders[0]!.items[0]).toMatchObject({ variantLabel: '120 capsules', sku: `OMG-120-${tag}` });
    expect(shop.pageErrors(admin)).toEqual([]);
    expect(shop.pageErrors(buyer)).toEqual([]);
  });
});
