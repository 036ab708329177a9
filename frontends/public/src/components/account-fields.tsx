import { FormCheckboxField, FormTextField } from '@app/ui';
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
  const { control } = useFormContext<AccountValues>();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="first_name" label="First Name" autoComplete="given-name" />
        <FormTextField control={control} name="last_name" label="Last Name" autoComplete="family-name" />
      </div>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
    </>
  );
}

/** The age confirmation both sign-ups end with. */
export function AgeConfirmationField() {
  const { control } = useFormContext<AccountValues>();
  return <FormCheckboxField control={control} name="age_confirmed" label="I confirm that I am 13 years of age or older" />;
}
