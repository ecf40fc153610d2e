/** The clock is injected wherever a rule depends on time, so tests can move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
