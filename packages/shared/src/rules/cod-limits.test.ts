import { describe, expect, it } from 'vitest';
import { codLimitRefusal, openCodStatuses } from './cod-limits.ts';
import { orderStatuses } from './order-status.ts';

const limits = { maxOpenOrders: 3, maxOpenValuePaise: 1_000_000 };

describe('Cash on Delivery limits', () => {
  it('counts pending, processing and shipped orders as on the way, nothing delivered or ended', () => {
    expect([...openCodStatuses]).toEqual(['pending', 'processing', 'shipped']);
    const closed = orderStatuses.filter((status) => !(openCodStatuses as readonly string[]).includes(status));
    expect(closed).toEqual(['delivered', 'cancelled', 'return_requested', 'returned']);
  });

  it('lets an order through below both limits, and exactly at the value limit', () => {
    expect(codLimitRefusal({ count: 0, valuePaise: 0 }, 49_900, limits)).toBeNull();
    expect(codLimitRefusal({ count: 2, valuePaise: 600_000 }, 400_000, limits)).toBeNull();
  });

  it('refuses the order after the last allowed one, saying how many are on the way', () => {
    expect(codLimitRefusal({ count: 3, valuePaise: 150_000 }, 100, limits)).toBe(
      'You have 3 Cash on Delivery orders on the way. Pay online, or wait until one is delivered.',
    );
    expect(codLimitRefusal({ count: 1, valuePaise: 100 }, 100, { ...limits, maxOpenOrders: 1 })).toBe(
      'You have 1 Cash on Delivery order on the way. Pay online, or wait until it is delivered.',
    );
  });

  it('refuses an order that takes the value on the way past the limit, in rupees', () => {
    expect(codLimitRefusal({ count: 2, valuePaise: 900_000 }, 123_450, limits)).toBe(
      'With your 2 Cash on Delivery orders on the way, this order would bring Cash on Delivery to ' +
        '₹10,234.50, over the ₹10,000 limit. Pay online, or wait until one is delivered.',
    );
    expect(codLimitRefusal({ count: 1, valuePaise: 900_000 }, 100_100, limits)).toContain(
      'wait until it is delivered',
    );
  });

  it('tells a first order over the value limit to pay online', () => {
    expect(codLimitRefusal({ count: 0, valuePaise: 0 }, 1_000_001, limits)).toBe(
      'Cash on Delivery is available for orders up to ₹10,000. Please pay online for this order.',
    );
  });
});
