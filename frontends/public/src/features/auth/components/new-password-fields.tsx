import { TextField } from '@app/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

interface NewPassword {
  password: string;
  confirm_password: string;
}

/** A new password typed twice, as the invited admin's first sign-in and a password reset both ask for it. */
export function NewPasswordFields<T extends NewPassword>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPassword>;
}) {
  // T holds both fields, so registering them by name is type-safe for every form that uses this.
  const registerField = register as unknown as UseFormRegister<NewPassword>;
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...registerField('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...registerField('confirm_password')}
      />
    </>
  );
}
