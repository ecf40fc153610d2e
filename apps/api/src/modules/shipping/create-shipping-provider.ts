import { type Config, shippingMode } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { SandboxShippingProvider } from './sandbox.shipping.ts';
import type { ShippingProvider } from './shipping-provider.ts';
import { ShiprocketProvider } from './shiprocket.provider.ts';

/** Shiprocket when its credentials are configured, the sandbox where allowed (`shippingMode`), else none. */
export function createShippingProvider(config: Config, clock: Clock): ShippingProvider | null {
  const mode = shippingMode(config);
  if (mode === 'shiprocket') {
    return new ShiprocketProvider({
      email: config.SHIPROCKET_EMAIL!,
      password: config.SHIPROCKET_PASSWORD!,
      apiUrl: config.SHIPROCKET_API_URL,
      pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
      timeoutMs: config.SHIPROCKET_TIMEOUT_MS,
      now: clock,
    });
  }
  if (mode === 'sandbox') return new SandboxShippingProvider(clock);
  return null;
}
