/** The query parameters of the reminder figures' period (the dashboard's other figures have their own). */
export const periodParams = { from: 'remindersFrom', to: 'remindersTo' } as const;
