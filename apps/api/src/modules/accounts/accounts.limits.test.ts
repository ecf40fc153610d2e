import { describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../../config.ts';
import { defaultAuthLimits, scaledAuthLimits } from './accounts.limits.ts';

describe('AUTH_LIMITS_SCALE', () => {
  it('leaves the limits as they are by default, and multiplies every maximum, not the windows', () => {
    expect(testConfig().AUTH_LIMITS_SCALE).toBe(1);
    expect(scaledAuthLimits(1)).toEqual(defaultAuthLimits);
    const scaled = scaledAuthLimits(20);
    expect(scaled.loginPerAccount).toEqual({ max: 200, windowMinutes: 15 });
    expect(scaled.otpSendPerIp).toEqual({ max: 600, windowMinutes: 60 });
    expect(Object.keys(scaled)).toEqual(Object.keys(defaultAuthLimits));
  });

  it('refuses a scale below 1, which would lock everyone out', () => {
    expect(() => testConfig({ AUTH_LIMITS_SCALE: '0' })).toThrow(ConfigError);
  });
});
