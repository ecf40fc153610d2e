import { indiaDay, indiaInstant, toIndiaIso } from '@shop/shared';
import type { TrackingStatus } from '../../db/schema/shipping-shipments.ts';
import {
  type AwbAssignment,
  type ProviderBooking,
  type ProviderScan,
  type ShipmentRequest,
  ShippingCallError,
  type ShippingProvider,
} from './shipping-provider.ts';

export interface ShiprocketOptions {
  email: string;
  password: string;
  /** https://apiv2.shiprocket.in unless SHIPROCKET_API_URL says otherwise (tests point it at a fake). */
  apiUrl: string;
  /** The pickup address's name in the Shiprocket panel. */
  pickupLocation: string;
  timeoutMs: number;
  now?: () => Date;
}

/** Shiprocket's tokens last 10 days; one is used for 9 and then fetched again. */
const TOKEN_MS = 9 * 24 * 3600_000;

/** Shiprocket's status words (webhook `current_status`, a scan's `sr-status-label`) as the shop's. */
export function shiprocketStatus(text: string): TrackingStatus | null {
  const status = text.trim().toUpperCase().replaceAll('_', ' ');
  if (status.startsWith('RTO')) return 'rto';
  if (status.startsWith('UNDELIVERED') || status === 'NDR') return 'failed_attempt';
  if (status === 'OUT FOR DELIVERY') return 'out_for_delivery';
  if (status === 'DELIVERED') return 'delivered';
  if (status === 'PICKED UP') return 'picked_up';
  if (status === 'SHIPPED' || status.startsWith('IN TRANSIT') || status.startsWith('REACHED'))
    return 'in_transit';
  return null;
}

/**
 * A Shiprocket time, India time without a zone: `2023-05-19 11:59:16` (scans, etd) or
 * `23 05 2023 11:43:52` (the webhook's current_timestamp). Null when it is neither.
 */
export function shiprocketTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/);
  const dmy = text.match(/^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?/);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
      : null;
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const date = new Date(
    indiaInstant(`${y}-${mo}-${d}`, Number(h) * 60 + Number(mi)).getTime() + Number(s ?? 0) * 1000,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The India day of a Shiprocket time (an estimated delivery), YYYY-MM-DD. */
function indiaDayOf(text: unknown): string | null {
  const date = shiprocketTime(typeof text === 'string' ? text : null);
  return date ? indiaDay(date) : null;
}

const rupees = (paise: number) => Math.round(paise) / 100;

/** Shiprocket's public courier tracking page of an AWB. */
export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

type Answer = { status: number; body: Record<string, unknown> | null };

function reasonOf(answer: Answer, what: string): string {
  const body = answer.body ?? {};
  const data = (body.response as { data?: Record<string, unknown> } | undefined)?.data;
  const errors = body.errors as Record<string, unknown> | undefined;
  const firstError = errors
    ? Object.values(errors)
        .flat()
        .find((value) => typeof value === 'string')
    : undefined;
  const text =
    (typeof data?.awb_assign_error === 'string' && data.awb_assign_error) ||
    (typeof firstError === 'string' && firstError) ||
    (typeof body.message === 'string' && body.message) ||
    `Shiprocket answered ${answer.status} to ${what}`;
  return String(text).slice(0, 500);
}

/**
 * Shiprocket's external API (v1 paths of its API v2 host): token login, an adhoc order, an AWB with
 * the recommended courier, the label, the pickup and its manifest, tracking by AWB, NDR actions.
 */
export class ShiprocketProvider implements ShippingProvider {
  readonly name = 'shiprocket';
  private token: { value: string; until: number } | null = null;

  constructor(private readonly options: ShiprocketOptions) {}

  private now(): number {
    return (this.options.now?.() ?? new Date()).getTime();
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown, token?: string): Promise<Answer> {
    const base = this.options.apiUrl.replace(/\/+$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new ShippingCallError('unknown', `Shiprocket did not answer: ${(error as Error).message}`);
    }
    const parsed = (await response.json().catch(() => null)) as unknown;
    return {
      status: response.status,
      body:
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : null,
    };
  }

  /** The cached token, or a new login; a refused login is the owner's to fix (refused). */
  private async login(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    const answer = await this.send('POST', '/v1/external/auth/login', {
      email: this.options.email,
      password: this.options.password,
    });
    const token = answer.body?.token;
    if (answer.status !== 200 || typeof token !== 'string') {
      throw new ShippingCallError(
        answer.status >= 500 ? 'unknown' : 'refused',
        `Shiprocket login failed: ${reasonOf(answer, 'the login')}`,
      );
    }
    this.token = { value: token, until: this.now() + TOKEN_MS };
    return token;
  }

  /** One authorised call; an expired token is fetched again once. 5xx and 429 are unknown outcomes. */
  private async call(method: 'GET' | 'POST', path: string, body: unknown, what: string): Promise<Answer> {
    let answer = await this.send(method, path, body, await this.login());
    if (answer.status === 401) {
      this.token = null;
      answer = await this.send(method, path, body, await this.login());
    }
    if (answer.status >= 500 || answer.status === 429) {
      throw new ShippingCallError('unknown', reasonOf(answer, what));
    }
    if (answer.status >= 400) throw new ShippingCallError('refused', reasonOf(answer, what));
    return answer;
  }

  async findBooking(channelOrderId: string): Promise<ProviderBooking | null> {
    const answer = await this.call(
      'GET',
      `/v1/external/orders?search=${encodeURIComponent(channelOrderId)}`,
      undefined,
      'the order search',
    );
    const data = answer.body?.data;
    if (!Array.isArray(data))
      throw new ShippingCallError('unknown', 'Shiprocket answered an unreadable order list');
    const order = data.find(
      (entry) => entry && typeof entry === 'object' && String(entry.channel_order_id) === channelOrderId,
    ) as { id?: unknown; shipments?: unknown } | undefined;
    if (!order) return null;
    const shipment = (Array.isArray(order.shipments) ? order.shipments[0] : null) as {
      id?: unknown;
      awb?: unknown;
      courier?: unknown;
    } | null;
    if (!shipment?.id) return null;
    return {
      providerOrderId: String(order.id),
      providerShipmentId: String(shipment.id),
      awb: typeof shipment.awb === 'string' && shipment.awb ? shipment.awb : null,
      courier: typeof shipment.courier === 'string' && shipment.courier ? shipment.courier : null,
    };
  }

  async createOrder(request: ShipmentRequest): Promise<ProviderBooking> {
    const [first, ...rest] = request.name.trim().split(/\s+/);
    const india = toIndiaIso(request.orderDate);
    const answer = await this.call(
      'POST',
      '/v1/external/orders/create/adhoc',
      {
        order_id: request.channelOrderId,
        order_date: `${india.slice(0, 10)} ${india.slice(11, 16)}`,
        pickup_location: this.options.pickupLocation,
        billing_customer_name: first,
        billing_last_name: rest.join(' '),
        billing_address: request.address,
        billing_city: request.city,
        billing_pincode: request.pincode,
        billing_state: request.state,
        billing_country: 'India',
        billing_email: request.email,
        billing_phone: request.phone,
        shipping_is_billing: true,
        order_items: request.items.map((item) => ({
          name: item.name,
          sku: item.sku,
          units: item.units,
          selling_price: rupees(item.sellingPricePaise),
          hsn: item.hsn,
        })),
        payment_method: request.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
        sub_total: rupees(request.totalPaise),
        length: 20,
        breadth: 15,
        height: 10,
        weight: request.weightKg,
      },
      'the order',
    );
    const body = answer.body ?? {};
    if (!body.order_id || !body.shipment_id) {
      throw new ShippingCallError('refused', reasonOf(answer, 'the order'));
    }
    return {
      providerOrderId: String(body.order_id),
      providerShipmentId: String(body.shipment_id),
      awb: typeof body.awb_code === 'string' && body.awb_code ? body.awb_code : null,
      courier: typeof body.courier_name === 'string' && body.courier_name ? body.courier_name : null,
    };
  }

  async assignAwb(providerShipmentId: string): Promise<AwbAssignment> {
    const answer = await this.call(
      'POST',
      '/v1/external/courier/assign/awb',
      { shipment_id: providerShipmentId },
      'the AWB',
    );
    const data = (answer.body?.response as { data?: Record<string, unknown> } | undefined)?.data;
    if (answer.body?.awb_assign_status !== 1 || typeof data?.awb_code !== 'string' || !data.awb_code) {
      throw new ShippingCallError('refused', reasonOf(answer, 'the AWB'));
    }
    return {
      awb: data.awb_code,
      courier: typeof data.courier_name === 'string' ? data.courier_name : 'Courier',
      trackingUrl: shiprocketTrackingUrl(data.awb_code),
      expectedDate: indiaDayOf(data.etd),
    };
  }

  async generateLabel(providerShipmentId: string): Promise<string | null> {
    const answer = await this.call(
      'POST',
      '/v1/external/courier/generate/label',
      { shipment_id: [providerShipmentId] },
      'the label',
    );
    const url = answer.body?.label_url;
    if (answer.body?.label_created !== 1 || typeof url !== 'string' || !url) {
      throw new ShippingCallError('refused', `The label could not be made: ${reasonOf(answer, 'the label')}`);
    }
    return url;
  }

  async requestPickup(providerShipmentId: string): Promise<string | null> {
    const pickup = await this.call(
      'POST',
      '/v1/external/courier/generate/pickup',
      { shipment_id: [providerShipmentId] },
      'the pickup',
    );
    // Asked again after an unknown outcome, Shiprocket answers that the pickup is already booked.
    const already = /already/i.test(reasonOf(pickup, 'the pickup'));
    if (pickup.body?.pickup_status !== 1 && !already) {
      throw new ShippingCallError(
        'refused',
        `The pickup could not be booked: ${reasonOf(pickup, 'the pickup')}`,
      );
    }
    const manifest = await this.call(
      'POST',
      '/v1/external/manifests/generate',
      { shipment_id: [providerShipmentId] },
      'the manifest',
    );
    const url = manifest.body?.manifest_url;
    return typeof url === 'string' && url ? url : null;
  }

  async track(awb: string): Promise<{ scans: ProviderScan[]; expectedDate: string | null }> {
    const answer = await this.call(
      'GET',
      `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`,
      undefined,
      'tracking',
    );
    const data = answer.body?.tracking_data as Record<string, unknown> | undefined;
    const activities = Array.isArray(data?.shipment_track_activities) ? data.shipment_track_activities : [];
    const scans: ProviderScan[] = [];
    for (const entry of activities as Record<string, unknown>[]) {
      const status = shiprocketStatus(String(entry['sr-status-label'] ?? entry.activity ?? ''));
      const at = shiprocketTime(typeof entry.date === 'string' ? entry.date : null);
      if (!status || !at) continue;
      scans.push({
        status,
        at,
        location: typeof entry.location === 'string' ? entry.location : null,
        detail: typeof entry.activity === 'string' ? entry.activity : null,
      });
    }
    return { scans, expectedDate: indiaDayOf(data?.etd) };
  }

  async ndrAction(awb: string, action: 'reattempt' | 'return'): Promise<void> {
    await this.call(
      'POST',
      `/v1/external/ndr/${encodeURIComponent(awb)}/action`,
      {
        action: action === 'reattempt' ? 're-attempt' : 'return',
        comments: action === 'reattempt' ? 'Please attempt delivery again' : 'Return to origin',
      },
      'the failed-delivery action',
    );
  }
}
