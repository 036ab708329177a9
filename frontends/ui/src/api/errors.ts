/**
 * Typed API errors. Our handlers answer `{ error: { code, message, field?, fields? } }`; API Gateway's
 * JWT authorizer answers a bare `{ "message": "Unauthorized" }`. Both become one of these classes.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The input field at fault, for 400s. */
    readonly field?: string,
    /** Every field at fault, for 400s. */
    readonly fields?: Record<string, string>,
    /** The API's id for the request (its x-request-id), which the logs know it by: an error toast shows it as a reference. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends ApiError {}
export class UnauthorizedError extends ApiError {}
export class ForbiddenError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ConflictError extends ApiError {}
export class TooManyRequestsError extends ApiError {}
export class ServerError extends ApiError {}
/** The request never got an answer (offline, DNS, CORS). */
export class NetworkError extends ApiError {
  constructor(cause: unknown) {
    super(0, 'network', 'Network error. Please check your connection and try again.');
    this.cause = cause;
  }
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

const classByStatus: Record<number, typeof ApiError> = {
  400: InvalidInputError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  429: TooManyRequestsError,
};

const codeByStatus: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'too_many_requests',
};

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; field?: unknown; fields?: unknown };
  message?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The typed error for a failed response; `body` is the parsed JSON, or undefined when it was not JSON. */
export function apiErrorFrom(status: number, body: unknown, requestId?: string): ApiError {
  const { error, message: gatewayMessage } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const code = text(error?.code) ?? codeByStatus[status] ?? (status >= 500 ? 'internal' : 'unknown');
  const message = text(error?.message) ?? text(gatewayMessage) ?? GENERIC_MESSAGE;
  const field = text(error?.field);
  const fields = typeof error?.fields === 'object' && error.fields !== null ? (error.fields as Record<string, string>) : undefined;
  const ErrorClass = classByStatus[status] ?? (status >= 500 ? ServerError : ApiError);
  return new ErrorClass(status, code, message, field, fields, requestId);
}
