import { orderUpdatesTexts } from '@shop/shared';
import { cardClass } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/field';
import type { OrderUpdatesChoiceView } from './order-updates-fields';

/**
 * The checkout's opt-in to order updates (docs/PRODUCT.md, Order updates by WhatsApp or SMS): unticked
 * unless the customer already chose a channel. It sits in the delivery form, so it is posted with the
 * order with or without JavaScript; the updates go to the phone the form names.
 */
export function OrderUpdatesOptIn({ current }: { current: OrderUpdatesChoiceView }) {
  return (
    <fieldset className={`${cardClass} mt-6 space-y-3 px-5 py-4 sm:px-6`}>
      <legend className="sr-only">Order updates</legend>
      <input type="hidden" name="orderUpdatesWas" value={current.channel} />
      <input type="hidden" name="orderUpdatesPhone" value={current.phone ?? ''} />
      <Checkbox
        name="orderUpdates"
        value="on"
        label={orderUpdatesTexts.checkbox}
        defaultChecked={current.channel !== 'none'}
        hint={orderUpdatesTexts.hint}
      />
      <div className="pl-7">
        <Checkbox
          name="orderUpdatesBySms"
          value="on"
          label={orderUpdatesTexts.bySms}
          defaultChecked={current.channel === 'sms'}
        />
      </div>
    </fieldset>
  );
}
