import type { UpdateChannel } from '@shop/shared';

/** The customer's choice as pages show it: the channel and the mobile it goes to. */
export interface OrderUpdatesChoiceView {
  channel: UpdateChannel;
  phone: string | null;
}

export const noOrderUpdates: OrderUpdatesChoiceView = { channel: 'none', phone: null };

/** The names the checkout's opt-in boxes post under, with the choice the page was drawn with. */
const optInFields = ['orderUpdates', 'orderUpdatesBySms', 'orderUpdatesWas', 'orderUpdatesPhone'] as const;

/**
 * The opt-in's values as the delivery form holds them, for the checkout's script to send with the
 * order (the same names the form posts without JavaScript).
 */
export function optInValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  const data = new FormData(form);
  return Object.fromEntries(
    optInFields.flatMap((name) => {
      const value = data.get(name);
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}
