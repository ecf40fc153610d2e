import { formatRupees, type Order, type Refund, shortOrderId } from '@shop/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y.ts';
import { useBrowser } from './support/browser.ts';
import { newestMailTo } from './support/content.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import { open, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

const shippingAddress = {
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** Where the spec saves screenshots for a person to look at, when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

async function aBuyableProduct(): Promise<string> {
  const product = (await allProducts()).find(
    (item) => item.stock >= 5 && firstCategoryName(item) !== "Men's Wellness",
  );
  if (!product) throw new Error('no buyable product in the demo catalogue');
  return product._id;
}

/** An order paid in the payment sandbox through the API: checkout, the window's Pay, verification. */
async function sandboxPaidOrder(customer: Customer, productId: string): Promise<Order> {
  await fillCart(customer, [{ productId, quantity: 2 }]);
  const checkout = await apiCall<{ order: { id: string } }>('/payment/checkout', {
    body: { shippingAddress },
    token: customer.token,
  });
  const paid = await apiCall<Record<string, string>>('/payment/sandbox/pay', {
    body: { razorpay_order_id: checkout.order.id, method: 'upi', outcome: 'success' },
    token: customer.token,
  });
  return (
    await apiCall<{ order: Order }>('/payment/paymentverification', { body: paid, token: customer.token })
  ).order;
}

describe('refunds: the customer cancels a sandbox-paid order; the owner refunds part, and a COD order by hand', () => {
  const shop = useBrowser();
  let owner: Customer;
  let productId: string;

  beforeAll(async () => {
    const email = inject('adminEmail');
    const password = inject('adminPassword');
    if (!email || !password) throw new Error('the e2e run needs the first admin’s e-mail and password');
    const { token } = await apiCall<{ token: string }>('/auth/login', { body: { email, password } });
    owner = { email, password, token, firstName: 'Shop', lastName: 'Admin', phone: '' };
    productId = await aBuyableProduct();
  });

  it('cancel → "Refund of ₹X initiated on …" → "Refunded on …", two e-mails, the credit note downloads', async () => {
    const customer = await createCustomer('refund-cancel');
    const order = await sandboxPaidOrder(customer, productId);
    const amount = formatRupees(Math.round(order.totalPrice * 100));
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, '/orders');
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel order' }).click();
    await visible(
      page.getByText(
        new RegExp(
          `^Refund of ${amount.replace('.', '\\.')} initiated on .+; it reaches your account in 5–7 working days$`,
        ),
      ),
    );
    await shot(page, 'orders-refund-initiated-1280');

    // The sandbox processes the refund a few seconds later, with no one doing anything.
    await expect
      .poll(
        async () =>
          (await apiCall<{ refunds: Refund[] }>(`/order/${order._id}/refunds`, { token: customer.token }))
            .refunds[0]?.status,
        { timeout: 20_000, interval: 500 },
      )
      .toBe('processed');
    await open(page, '/orders');
    await visible(page.getByText(/^Refunded on \d{1,2} \w{3} \d{4}$/));
    const link = page.getByRole('link', { name: /^Credit Note CN\/\d{4}-\d{2}\/\d{4}$/ });
    await visible(link);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{2}-\d{4}\.pdf$/);
    await expectNoA11yViolations(page);
    await shot(page, 'orders-refunded-1280');
    const phone = await shop.newPage({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(phone, customer);
    await open(phone, '/orders');
    await visible(phone.getByText(/^Refunded on /));
    await shot(phone, 'orders-refunded-375');

    const orders = await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: customer.token });
    expect(orders.orders[0]!.paymentResult.paymentStatus).toBe('refunded');
    expect(await newestMailTo(customer.email, /^Subject: =\?UTF-8\?Q\?Refund_initiated/m)).toContain(
      'credit-note-CN-',
    );
    expect(await newestMailTo(customer.email, /^Subject: =\?UTF-8\?Q\?Refund_processed/m)).toContain(
      'credit-note-CN-',
    );
  });

  it('the owner refunds part of a paid order and records a manual refund of a delivered COD order', async () => {
    const customer = await createCustomer('refund-admin');
    const paid = await sandboxPaidOrder(customer, productId);
    const admin = await shop.newPage();
    await signIn(admin, owner);
    await open(admin, `/admin/orders/${paid._id}`);
    await visible(admin.getByRole('heading', { name: 'Refunds' }));
    await admin.getByRole('textbox', { name: 'Amount (₹)' }).fill('100');
    await admin.getByRole('textbox', { name: 'Reason' }).fill('One box arrived dented');
    await admin.getByRole('button', { name: 'Refund through the provider' }).click();
    await visible(admin.getByText('Refund of ₹100.00 started: the provider is being asked').first());
    await visible(admin.getByRole('link', { name: /^CN\/\d{4}-\d{2}\/\d{4}$/ }));
    await expectNoA11yViolations(admin);
    await shot(admin, 'admin-order-refunds-1280');
    const phone = await shop.newPage({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await signIn(phone, owner);
    await open(phone, `/admin/orders/${paid._id}`);
    await shot(phone, 'admin-order-refunds-375');

    // Cash on Delivery, delivered (so paid in cash), then money given back by UPI.
    await fillCart(customer, [{ productId, quantity: 1 }]);
    const cod = (
      await apiCall<{ order: Order }>('/order/createOrder', {
        body: { shippingAddress, paymentMethod: 'cod' },
        token: customer.token,
      })
    ).order;
    for (const status of ['processing', 'shipped', 'delivered']) {
      const { order } = await apiCall<{ order: { version: number } }>(`/admin/orders/${cod._id}`, {
        token: owner.token,
      });
      await apiCall(`/admin/orders/${cod._id}/status`, {
        body: { status, version: order.version },
        token: owner.token,
      });
    }
    await open(admin, `/admin/orders/${cod._id}`);
    await visible(admin.getByRole('heading', { name: `Order #${shortOrderId(cod._id)}` }));
    await admin.getByRole('textbox', { name: 'Amount (₹)' }).fill('50');
    await admin.getByRole('textbox', { name: 'Reason' }).fill('Goodwill for the late delivery');
    await admin.getByRole('button', { name: 'Record the manual refund' }).click();
    // The reference is required for a manual refund: the API names the field.
    await visible(admin.getByText(/reference is required/).first());
    await admin.getByRole('textbox', { name: 'Reference (UPI, bank or receipt)' }).fill('UPI/3141/5926');
    await admin.getByRole('button', { name: 'Record the manual refund' }).click();
    await visible(admin.getByText('Refund of ₹50.00 recorded').first());
    await visible(admin.getByText('UPI/3141/5926'));
    await visible(admin.getByText('processed', { exact: true }));
    // The provider refund's "processed" e-mail may still be on its way too: wait for the manual one's.
    const manual = await newestMailTo(
      customer.email,
      /^Subject: =\?UTF-8\?Q\?Refund_processed/m,
      'UPI/3141/5926',
    );
    expect(manual).toContain('UPI/3141/5926');
  });
});
