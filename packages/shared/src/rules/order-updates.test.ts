import { describe, expect, it } from 'vitest';
import { orderUpdateMessage, orderUpdateTemplates } from './order-updates.ts';

const facts = {
  shopName: 'Ayurveda Wellness Store',
  customerName: 'Asha  Rao',
  orderId: '65f0c0ffee0000000abc12de',
  totalPaise: 123_450,
  amountDuePaise: 0,
};

describe('order update messages', () => {
  it('thanks the customer for an order, with its reference and total in rupees', () => {
    expect(orderUpdateMessage('placed', facts)).toEqual({
      template: 'order_placed',
      variables: ['Asha', 'BC12DE', '₹1,234.50', 'Ayurveda Wellness Store'],
      text: 'Hi Asha, thank you for your order BC12DE of ₹1,234.50 at Ayurveda Wellness Store. We will message you when it ships.',
    });
  });

  it('names the courier, the AWB and the tracking link when the shipment has them', () => {
    const message = orderUpdateMessage('shipped', {
      ...facts,
      courier: 'Delhivery',
      awb: '1234567890123',
      trackingUrl: 'https://www.delhivery.com/track/package/1234567890123',
    });
    expect(message.template).toBe('order_shipped_awb');
    expect(message.text).toBe(
      'Hi Asha, your order BC12DE from Ayurveda Wellness Store has shipped with Delhivery, AWB 1234567890123. ' +
        'Track it: https://www.delhivery.com/track/package/1234567890123',
    );
  });

  it('points to the orders page when there is an AWB but no link, and says less without an AWB', () => {
    expect(
      orderUpdateMessage('shipped', { ...facts, courier: 'India Post', awb: 'EE123456789IN' }).text,
    ).toBe(
      'Hi Asha, your order BC12DE from Ayurveda Wellness Store has shipped with India Post, AWB EE123456789IN. Track it: on your orders page',
    );
    expect(orderUpdateMessage('shipped', { ...facts, courier: 'Delhivery', awb: ' ' })).toMatchObject({
      template: 'order_shipped',
      text: 'Hi Asha, your order BC12DE from Ayurveda Wellness Store has shipped. Track it on your orders page.',
    });
  });

  it('asks for the cash when the order is paid at the door, and says it is paid otherwise', () => {
    expect(orderUpdateMessage('out_for_delivery', { ...facts, amountDuePaise: 49_900 }).text).toBe(
      'Hi Asha, your order BC12DE from Ayurveda Wellness Store is out for delivery today. Please keep ₹499.00 ready (Cash on Delivery).',
    );
    expect(orderUpdateMessage('out_for_delivery', facts).text).toMatch(
      /It is paid: nothing to pay at the door\.$/,
    );
  });

  it('says when it has been delivered', () => {
    expect(orderUpdateMessage('delivered', facts).text).toBe(
      'Hi Asha, your order BC12DE from Ayurveda Wellness Store has been delivered. Thank you for shopping with us!',
    );
  });

  it('keeps variables on one line and short, as WhatsApp requires', () => {
    const message = orderUpdateMessage('shipped', {
      ...facts,
      customerName: '\n',
      courier: 'Blue\n\tDart    Express',
      awb: 'X'.repeat(100),
    });
    expect(message.variables[0]).toBe('there');
    expect(message.variables[3]).toBe('Blue Dart Express');
    expect(message.variables[4]).toHaveLength(60);
    for (const value of message.variables) expect(value).not.toMatch(/[\n\t]| {2}/);
  });

  it('fills every blank of every template', () => {
    for (const [template, text] of Object.entries(orderUpdateTemplates)) {
      const blanks = text.match(/\{\d\}/g)!.length;
      expect(blanks, template).toBeGreaterThan(0);
    }
    for (const event of ['placed', 'shipped', 'out_for_delivery', 'delivered'] as const) {
      expect(orderUpdateMessage(event, facts).text).not.toMatch(/\{\d\}/);
    }
  });
});
