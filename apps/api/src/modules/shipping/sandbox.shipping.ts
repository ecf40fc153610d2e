import { createHash } from 'node:crypto';
import { addIndiaDays, indiaDay } from '@shop/shared';
import type { Clock } from '../../lib/clock.ts';
import type {
  AwbAssignment,
  ProviderBooking,
  ProviderScan,
  ShipmentRequest,
  ShippingProvider,
} from './shipping-provider.ts';

const digits = (text: string, length: number) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(length, '0')
    .slice(-length);

/** The sandbox's AWB for a shop order: the same order always gets the same one. */
export const sandboxAwb = (channelOrderId: string) => `SBX${digits(channelOrderId, 11)}`;

/** How many days the sandbox's courier takes. */
const SANDBOX_DAYS = 4;

/**
 * Shiprocket's steps without an account (docs/decisions/0026): every answer is made from the shop's
 * order id, so a call repeated after a lost answer books the same order and the same AWB again,
 * never a second one. Nothing moves by itself: a test or a person moves the parcel on with
 * POST /api/shipping/sandbox/advance. The label is the shop's own (labels.pdf).
 */
export class SandboxShippingProvider implements ShippingProvider {
  readonly name = 'sandbox';

  constructor(private readonly clock: Clock) {}

  async findBooking(): Promise<ProviderBooking | null> {
    return null;
  }

  async createOrder(request: ShipmentRequest): Promise<ProviderBooking> {
    return {
      providerOrderId: `SBXO${digits(request.channelOrderId, 9)}`,
      providerShipmentId: `SBXS${digits(`s:${request.channelOrderId}`, 9)}:${request.channelOrderId}`,
      awb: null,
      courier: null,
    };
  }

  async assignAwb(_providerShipmentId: string, channelOrderId: string): Promise<AwbAssignment> {
    return {
      awb: sandboxAwb(channelOrderId),
      courier: 'Sandbox Express',
      trackingUrl: null,
      expectedDate: addIndiaDays(indiaDay(this.clock()), SANDBOX_DAYS),
    };
  }

  async generateLabel(): Promise<string | null> {
    return null;
  }

  async requestPickup(): Promise<string | null> {
    return null;
  }

  async track(): Promise<{ scans: ProviderScan[]; expectedDate: string | null }> {
    return { scans: [], expectedDate: null };
  }

  async ndrAction(): Promise<void> {}
}
