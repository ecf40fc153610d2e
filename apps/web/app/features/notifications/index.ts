/** What other features and routes may use of order updates by WhatsApp or SMS in the browser. */
export { type OrderUpdatesChoiceView, optInValues } from './order-updates-fields';
export { OrderUpdatesOptIn } from './order-updates-opt-in';
export { OrderUpdatesSettings } from './order-updates-settings';
