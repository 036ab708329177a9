import { ApiError } from '@app/ui/api';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows the API's message beside each field it refused (a 400's `fields`, or its one `field`), for the
 * fields this form has; an element of a list (`ids.3`) shows beside the list's field when the form has no
 * field of its own for it. Returns whether any was marked, so a caller can choose its toast.
 */
export function markServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: Iterable<string>,
): boolean {
  if (!(error instanceof ApiError) || !error.field) return false;
  const known = new Set(formFields);
  let marked = false;
  for (const [path, message] of Object.entries(error.fields ?? { [error.field]: error.message })) {
    const field = known.has(path) ? path : path.split('.')[0]!;
    if (!known.has(field)) continue;
    // The name was just checked against the form's own fields.
    setError(field as Path<T>, { message });
    marked = true;
  }
  return marked;
}
