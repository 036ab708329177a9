import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form validated by a zod schema from @app/shared: the same rules and messages the API
 * applies. The submit handler receives the schema's parsed output (trimmed, lower-cased e-mail...).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ resolver: zodResolver<Input, unknown, Output>(schema), defaultValues });
}
