/**
 * The entry of the promo feature (the owner's promo codes): what other features may use of it. Nothing
 * is shared yet; routes use the feature's files.
 */
export {};
