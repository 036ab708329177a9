/**
 * Typed domain errors. Domain code throws them; the httpErrors middleware maps each to
 * `{ error: { code, message } }` with its status. Anything else becomes a 500 without details.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The input field at fault, for 400s. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(message: string, field?: string) {
    super(400, 'invalid_input', message, field);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, 'forbidden', message);
  }
}

export class NotFound extends DomainError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}

/** What was there is no more (an expired link): the caller cannot use it again. */
export class Gone extends DomainError {
  constructor(message: string) {
    super(410, 'gone', message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    /** Seconds until a retry can succeed, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'too_many_requests', message);
  }
}

export class ServiceUnavailable extends DomainError {
  constructor(message: string) {
    super(503, 'service_unavailable', message);
  }
}
