import { describe, expect, it } from 'vitest';
import { CartReminderSettingsFormSchema, CartReminderSettingsInputSchema } from './cart-reminders.ts';

const form = {
  enabled: 'on',
  delayHours: '4',
  secondDelayHours: '24',
  secondPromoCode: '',
  version: '3',
};
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the owner’s cart reminder form', () => {
  it('reads checkboxes, whole hours and a blank code as the API takes them', () => {
    expect(CartReminderSettingsFormSchema.parse(form)).toEqual({
      enabled: true,
      delayHours: 4,
      secondEnabled: false,
      secondDelayHours: 24,
      secondPromoCode: null,
      version: 3,
    });
    expect(
      CartReminderSettingsFormSchema.parse({
        ...form,
        enabled: undefined,
        secondEnabled: 'on',
        secondPromoCode: ' save10 ',
      }),
    ).toMatchObject({ enabled: false, secondEnabled: true, secondPromoCode: 'SAVE10' });
  });

  it('names the field of each refusal', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ delayHours: '0' }, 'delayHours'],
      [{ delayHours: '169' }, 'delayHours'],
      [{ delayHours: '4.5' }, 'delayHours'],
      [{ delayHours: '' }, 'delayHours'],
      [{ secondDelayHours: '4' }, 'secondDelayHours'],
      [{ secondEnabled: 'on' }, 'secondPromoCode'],
    ];
    for (const [change, field] of cases) {
      expect(fieldsOf(CartReminderSettingsFormSchema.safeParse({ ...form, ...change })), field).toContain(
        field,
      );
    }
    expect(fieldsOf(CartReminderSettingsInputSchema.safeParse({ version: 1 }))).toEqual(
      expect.arrayContaining(['enabled', 'delayHours', 'secondEnabled', 'secondDelayHours']),
    );
  });
});
