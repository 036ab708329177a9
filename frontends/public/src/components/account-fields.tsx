import { CheckboxField, TextField } from '@app/ui';
import { useFormContext } from 'react-hook-form';

/** The fields every sign-up form shares; the page wraps its form in react-hook-form's FormProvider. */
interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  age_confirmed: boolean;
}

/** First and last name, e-mail and password (spec part 1, sections 2.4 and 2.8). */
export function AccountFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountValues>();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
    </>
  );
}

/** The age confirmation both sign-ups end with. */
export function AgeConfirmationField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountValues>();
  return (
    <CheckboxField
      label="I confirm that I am 13 years of age or older"
      error={errors.age_confirmed?.message}
      {...register('age_confirmed')}
    />
  );
}
