/** What a failure may carry: our ApiError has a message; other fetch errors may keep the answer's body and status text. */
interface FailureShape {
  message?: unknown;
  error?: unknown;
  body?: unknown;
  statusText?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

const fieldsOf = (value: unknown): FailureShape => (typeof value === 'object' && value !== null ? value : {});

/** The body's `error` (a string, or an object with a message) or else its `message`. */
function bodyReason(body: unknown): string | undefined {
  const { error, message } = fieldsOf(body);
  return text(error) ?? text(fieldsOf(error).message) ?? text(message);
}

/**
 * The {reason} of a sync failure toast (spec part 2, section 8): the error's message, then the body's
 * error or message, then the HTTP status text, else "Unknown error".
 */
export function failureReason(error: unknown): string {
  if (typeof error === 'string') return text(error) ?? 'Unknown error';
  const failure = fieldsOf(error);
  return text(failure.message) ?? bodyReason(failure.body) ?? text(failure.statusText) ?? 'Unknown error';
}
