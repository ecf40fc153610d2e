/**
 * The entry of the refunds feature (the owner's refunds: an order's refunds and the refunds due): what
 * other features may use of it. Nothing is shared in the browser yet; routes use the feature's files.
 */
export {};
