import { createCodeSchema, DEFAULT_DISCOUNT_PERCENT, type CreateCodeInput } from '@app/shared/orders';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormTextField,
  markServerFieldErrors,
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { useController } from 'react-hook-form';
import { AmbassadorSearchPicker } from '../../ambassadors';
import { useCreateCode } from '../api/create-code';

const formFields = ['user_id', 'code', 'discount_percent'];
const blank: CreateCodeInput = { user_id: '', code: '', discount_percent: DEFAULT_DISCOUNT_PERCENT };

/** The API's refusals that belong to one field (its 409s and 404 name none): shown beside that field. */
const FIELD_OF_ERROR: Record<string, 'user_id' | 'code'> = { code_taken: 'code', has_code: 'user_id', not_found: 'user_id' };

/** Create Code: an ambassador without a code, the code and the customer discount; the store sync follows. */
export function CreateCodeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const createCode = useCreateCode();
  const { control, handleSubmit, setError, reset, getFieldState, formState } = useZodForm(createCodeSchema, blank);
  const { isSubmitting } = formState;
  const ambassador = useController({ control, name: 'user_id' });

  const close = (next: boolean) => {
    if (!next) reset(blank);
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (input) => {
    let created;
    try {
      created = await createCode(input);
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_ERROR[error.code] : undefined;
      if (field && error instanceof ApiError) setError(field, { message: error.message });
      else if (!markServerFieldErrors(error, setError, formFields)) {
        toast({
          title: 'Error',
          description: error instanceof Error ? error.message : 'Failed to create code',
          variant: 'destructive',
          error,
        });
      }
      return;
    }
    toast({
      title: 'Code Created',
      description: `${created.personal_code} (${created.discount_percent}% off) is queued for the store; its sync status shows on the sync screen.`,
    });
    close(false);
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create Code</DialogTitle>
            <DialogDescription>Give an ambassador who has no code their personal discount code.</DialogDescription>
          </DialogHeader>
          <AmbassadorSearchPicker
            withoutCode
            value={ambassador.field.value}
            onChange={ambassador.field.onChange}
            onBlur={ambassador.field.onBlur}
            inputRef={ambassador.field.ref}
            noMatchText={(typed) => `No ambassadors without a code match “${typed}”.`}
            disabled={isSubmitting}
            error={getFieldState('user_id', formState).error?.message}
          />
          <FormTextField control={control} name="code" label="Code" placeholder="e.g. SAMR" autoCapitalize="characters" />
          <FormTextField
            control={control}
            name="discount_percent"
            registerOptions={{ valueAsNumber: true }}
            label="Discount %"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
          />
          <FormDialogFooter busy={isSubmitting} submitLabel="Create Code" busyLabel="Creating..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
