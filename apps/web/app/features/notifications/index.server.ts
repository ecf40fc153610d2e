/** What other features and routes may use of order updates on the server. */
export { loadOrderUpdates, saveCheckoutOrderUpdates, saveProfileOrderUpdates } from './order-updates.server';
