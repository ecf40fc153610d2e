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

/** Moves an order on through the admin API, one status at a time. */
async function moveOn(owner: Customer, orderId: string, statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const { order } = await apiCall<{ order: { version: number } }>(`/admin/orders/${orderId}`, {
      token: owner.token,
    });
    await apiCall(`/admin/orders/${orderId}/status`, {
      body: { status, version: order.version },
      token: owner.token,
    });
  }
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

  /** A Cash on Delivery order of one box, moved on through `statuses`. */
  async function codOrder(customer: Customer, statuses: string[]): Promise<Order> {
    await fillCart(customer, [{ productId, quantity: 1 }]);
    const { order } = await apiCall<{ order: Order }>('/order/createOrder', {
      body: { shippingAddress, paymentMethod: 'cod' },
      token: customer.token,
    });
    await moveOn(owner, order._id, statuses);
    return order;
  }

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
    const cod = await codOrder(customer, ['processing', 'shipped', 'delivered']);
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

  it('without JavaScript, a refused refund or status change comes back with what was typed', async () => {
    const customer = await createCustomer('refund-nojs');
    const delivered = await codOrder(customer, ['processing', 'shipped', 'delivered']);
    const admin = await shop.newPage({ javaScriptEnabled: false });
    await signIn(admin, owner);
    await admin.goto(`/admin/orders/${delivered._id}`);
    const amount = admin.getByRole('textbox', { name: 'Amount (₹)' });
    const reason = admin.getByRole('textbox', { name: 'Reason' });
    await amount.fill('50');
    await reason.fill('Goodwill for the late delivery');
    await admin.getByRole('button', { name: 'Record the manual refund' }).click();
    await visible(admin.getByText(/reference is required/).first());
    expect(await amount.inputValue()).toBe('50');
    expect(await reason.inputValue()).toBe('Goodwill for the late delivery');
    await admin.getByRole('textbox', { name: 'Reference (UPI, bank or receipt)' }).fill('UPI/2718/2818');
    await admin.getByRole('button', { name: 'Record the manual refund' }).click();
    await visible(admin.getByText('Refund of ₹50.00 recorded').first());
    await visible(admin.getByText('UPI/2718/2818'));
    expect(await amount.inputValue()).toBe('');

    // The order moved on in another tab after this page was opened: the change is refused, the note kept.
    const processing = await codOrder(customer, ['processing']);
    await admin.goto(`/admin/orders/${processing._id}`);
    await moveOn(owner, processing._id, ['shipped']);
    const note = admin.getByRole('textbox', { name: 'Note for the customer (optional)' });
    await note.fill('Packed with care, with a spare dropper');
    await admin.getByRole('button', { name: 'Mark Cancelled' }).click();
    await visible(admin.getByText('Someone else changed this meanwhile.', { exact: false }).first());
    await visible(admin.getByRole('button', { name: 'Mark Delivered' }));
    expect(await note.inputValue()).toBe('Packed with care, with a spare dropper');
  });
});
