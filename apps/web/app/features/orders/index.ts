/**
 * The entry of the orders feature: what other features may use of it (features meet only through these
 * entries, never through each other's files). Nothing is shared yet; routes use the feature's files.
 */
export {};
