import { FormTextField } from '@app/ui';
import type { Control, FieldValues } from 'react-hook-form';

interface NewPassword {
  password: string;
  confirm_password: string;
}

/** A new password typed twice, as the invited admin's first sign-in and a password reset both ask for it. */
export function NewPasswordFields<T extends NewPassword & FieldValues, TTransformed>({
  control,
  enabledWhileSubmitting,
}: {
  control: Control<T, unknown, TTransformed>;
  /** For a form whose submit handler moves focus to the password it refused. */
  enabledWhileSubmitting?: boolean;
}) {
  // T holds both fields, so binding them by name is type-safe for every form that uses this.
  const passwordControl = control as unknown as Control<NewPassword>;
  return (
    <>
      <FormTextField
        control={passwordControl}
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        enabledWhileSubmitting={enabledWhileSubmitting}
      />
      <FormTextField
        control={passwordControl}
        name="confirm_password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        enabledWhileSubmitting={enabledWhileSubmitting}
      />
    </>
  );
}
