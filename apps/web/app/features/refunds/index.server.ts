/** What other features may use of refunds on the server: the order page's refunds panel and its actions. */
export { createRefundAction, orderRefundsLoader, retryRefundAction } from './admin-order-refunds.server';
