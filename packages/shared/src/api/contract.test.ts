import { describe, expect, it } from 'vitest';
import { accountsRoutes } from './accounts.ts';
import { adminRoutes } from './admin.ts';
import { batchesRoutes } from './batches.ts';
import { bundlesRoutes } from './bundles.ts';
import { cartRoutes } from './cart.ts';
import { cartRemindersRoutes } from './cart-reminders.ts';
import { catalogRoutes } from './catalog.ts';
import { chatRoutes } from './chat.ts';
import { consultationsRoutes } from './consultations.ts';
import { contentRoutes } from './content.ts';
import { apiContract, apiRequestLine } from './contract.ts';
import { gstReportsRoutes } from './gst-reports.ts';
import { metricsRoutes } from './metrics.ts';
import { orderUpdatesRoutes } from './order-updates.ts';
import { ordersRoutes } from './orders.ts';
import { paymentsRoutes } from './payments.ts';
import { promoRoutes } from './promo.ts';
import { promotionRoutes } from './promotions.ts';
import { reviewsRoutes } from './reviews.ts';
import { salesReportsRoutes } from './sales-reports.ts';
import { shippingRoutes } from './shipping.ts';
import { shipmentsRoutes } from './shipping-shipments.ts';
import { storefrontRoutes } from './storefront.ts';

describe('apiContract', () => {
  it('lists every route once: no capability’s table hides another’s entry', () => {
    const tables = [
      accountsRoutes,
      adminRoutes,
      batchesRoutes,
      bundlesRoutes,
      cartRoutes,
      catalogRoutes,
      chatRoutes,
      consultationsRoutes,
      contentRoutes,
      metricsRoutes,
      ordersRoutes,
      paymentsRoutes,
      promoRoutes,
      shipmentsRoutes,
      shippingRoutes,
      orderUpdatesRoutes,
      gstReportsRoutes,
      cartRemindersRoutes,
      promotionRoutes,
      reviewsRoutes,
      salesReportsRoutes,
      storefrontRoutes,
    ];
    const listed = tables.flatMap((table) => Object.keys(table));
    expect(listed.length).toBe(Object.keys(apiContract).length);
  });
});

describe('apiRequestLine', () => {
  it('fills in the encoded path parameters and appends the query, leaving out what is not set', () => {
    expect(
      apiRequestLine('GET /admin/chat/conversations/:id/messages', {
        params: { id: 'a/b c' },
        query: { before: 12, after: undefined },
      }),
    ).toEqual({ method: 'GET', path: '/admin/chat/conversations/a%2Fb%20c/messages?before=12' });
    expect(apiRequestLine('GET /product/search', { query: { q: 'tulsi & neem', page: 2 } })).toEqual({
      method: 'GET',
      path: '/product/search?q=tulsi+%26+neem&page=2',
    });
    expect(apiRequestLine('DELETE /cart/cart')).toEqual({ method: 'DELETE', path: '/cart/cart' });
  });

  it('throws on a missing path parameter: a bug, not a request to send', () => {
    expect(() => apiRequestLine('GET /order/getOrder/:id', { params: {} })).toThrow(
      'GET /order/getOrder/:id: no value for :id',
    );
  });
});
