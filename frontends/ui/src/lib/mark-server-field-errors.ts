import { ApiError } from '@app/ui/api';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows the API's message beside each field it refused (a 400's `fields`, or its one `field`), for the
 * fields this form has. Returns whether any was marked, so a caller can choose its toast.
 */
export function markServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: Iterable<string>,
): boolean {
  if (!(error instanceof ApiError) || !error.field) return false;
  const known = new Set(formFields);
  let marked = false;
  for (const [field, message] of Object.entries(error.fields ?? { [error.field]: error.message })) {
    if (!known.has(field)) continue;
    // The name was just checked against the form's own fields.
    setError(field as Path<T>, { message });
    marked = true;
  }
  return marked;
}
