/** An expected failure: a status, a machine-readable code and a message written for a person. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const badRequest = (message: string, code = 'BAD_REQUEST', details?: AppError['details']) =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'Please sign in to continue', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

/** 409 for a save made from an older version: the body also carries the record as it is now. */
export class StaleVersionError extends AppError {
  constructor(readonly current: unknown) {
    super(
      409,
      'STALE_VERSION',
      'Someone else changed this meanwhile. The current values are shown: redo your change on them.',
    );
  }
}

/** 409 for a consultation slot that filled up meanwhile: the body also carries that day's slots as they are now. */
export class SlotFullError extends AppError {
  constructor(
    message: string,
    readonly slots: unknown[],
  ) {
    super(409, 'SLOT_FULL', message);
  }
}

/** 429 with the whole seconds to wait: the error handler sends them as Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = 'RATE_LIMITED',
  ) {
    super(429, code, message);
  }
}
