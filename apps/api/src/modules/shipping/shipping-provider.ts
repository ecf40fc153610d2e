import type { TrackingStatus } from '../../db/schema/shipping-shipments.ts';

/** What the courier is asked to carry: the order as placed, its address, what to collect. */
export interface ShipmentRequest {
  /** The shop's order id: the provider's channel order id, by which a booking is looked up again. */
  channelOrderId: string;
  orderDate: Date;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  email: string;
  items: { name: string; sku: string; units: number; sellingPricePaise: number; hsn: string }[];
  paymentMethod: 'cod' | 'online';
  /** What the order comes to (collected at the door for Cash on Delivery). */
  totalPaise: number;
  weightKg: number;
}

/** A booking as the provider holds it; awb and courier once one is assigned. */
export interface ProviderBooking {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string | null;
  courier: string | null;
}

export interface AwbAssignment {
  awb: string;
  courier: string;
  trackingUrl: string | null;
  /** YYYY-MM-DD, India time. */
  expectedDate: string | null;
}

export interface ProviderScan {
  status: TrackingStatus;
  at: Date;
  location: string | null;
  detail: string | null;
}

/**
 * A call that did not do what was asked. `refused`: the provider said no (a refused address, no
 * courier for the pincode), and asking again unchanged will not help: the owner sees the reason and
 * retries. `unknown`: a timeout, a network failure or a 5xx: it may have gone through, so the worker
 * looks the booking up before calling again.
 */
export class ShippingCallError extends Error {
  constructor(
    readonly outcome: 'refused' | 'unknown',
    message: string,
  ) {
    super(message);
    this.name = 'ShippingCallError';
  }
}

/**
 * A shipping aggregator as the shipping worker uses it (docs/decisions/0026): Shiprocket, or the
 * sandbox that walks the same steps without an account. Every call is made by the worker, never in a
 * request. The manual provider books nothing (the owner types what the courier gave them).
 */
export interface ShippingProvider {
  readonly name: 'shiprocket' | 'sandbox';
  /** The booking made for this shop order, if any: asked before booking again after an unknown outcome. */
  findBooking(channelOrderId: string): Promise<ProviderBooking | null>;
  createOrder(request: ShipmentRequest): Promise<ProviderBooking>;
  assignAwb(providerShipmentId: string, channelOrderId: string): Promise<AwbAssignment>;
  /** The courier's label; answers its address at the provider (null where the shop prints its own). */
  generateLabel(providerShipmentId: string): Promise<string | null>;
  /** Asks the courier to collect the parcel, then makes the pickup manifest; answers its address. */
  requestPickup(providerShipmentId: string): Promise<string | null>;
  /** The courier's scans so far (polling, besides the webhook). */
  track(awb: string): Promise<{ scans: ProviderScan[]; expectedDate: string | null }>;
  /** The owner's answer to a failed delivery attempt. */
  ndrAction(awb: string, action: 'reattempt' | 'return'): Promise<void>;
}
