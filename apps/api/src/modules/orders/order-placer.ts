import type { ShippingAddressInput } from '@shop/shared';
import type { Tx } from '../../db/client.ts';
import type { OrderRecord } from '../../db/schema/orders.ts';
import type { AttemptAddress } from '../../db/schema/payments.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { MailMessage } from '../mail/index.ts';
import type { DeliveryTerms, PaymentWay } from './delivery-terms.ts';
import type { PlaceOrderInput } from './order-placement.ts';

/**
 * What the payments module may ask of orders, and nothing more: it is handed an OrderPlacer by the
 * composition root (app.ts) instead of reaching into the orders module's files.
 */
export interface OrderPlacer {
  /** The address an order ships to, completed from the account; 400 names what is missing. */
  shippingAddress(input: ShippingAddressInput, user: SessionUser): AttemptAddress;
  /**
   * Whether the shop delivers to the address paid this way (400 naming the pincode when not), and the
   * owner's charges for it: read before any money moves.
   */
  deliveryTerms(address: AttemptAddress, way: PaymentWay): Promise<DeliveryTerms>;
  /** Places an order inside the caller's transaction (a completed payment's). */
  place(tx: Tx, input: PlaceOrderInput): Promise<OrderRecord>;
  /** After the caller's commit: product pages and the mail worker catch up. */
  afterWrite(stockChanged: boolean): Promise<void>;
  /** An order with its lines, or null. */
  record(id: string): Promise<OrderRecord | null>;
  /** The e-mail to a shopper whose payment went through but whose order could not be placed. */
  refundNeededEmail(to: string, amountPaise: number, paymentId: string, reason: string): MailMessage;
}
