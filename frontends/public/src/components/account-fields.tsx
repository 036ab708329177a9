import { ADULT_AGE } from '@app/shared/platform';
import { ageScreen, birthMonthSchema, birthYearSchema } from '@app/shared/auth';
import { FormSelectField, FormTextField } from '@app/ui';
import { useFormContext, useWatch } from 'react-hook-form';

/** The fields every sign-up form shares; the page wraps its form in react-hook-form's FormProvider. */
interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  birth_month: number;
  birth_year: number;
  guardian_email?: string | null;
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

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: new Date(Date.UTC(2000, index, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
}));

/** What the form holds of a select or a number field: a number, or nothing while it is empty. */
const asNumber = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/** Whether the month and year typed so far are those of someone under 18 (and old enough to join). */
function isMinorBirth(month: unknown, year: unknown): boolean {
  const birthMonth = birthMonthSchema.safeParse(month);
  const birthYear = birthYearSchema.safeParse(year);
  return (
    birthMonth.success &&
    birthYear.success &&
    ageScreen({ birth_month: birthMonth.data, birth_year: birthYear.data }, new Date()) === 'minor'
  );
}

/**
 * The neutral age screen both sign-ups end with (issue 44): the month and year of birth, and, only for
 * someone under 18, their parent's or guardian's e-mail, with why it is asked.
 */
export function AgeFields() {
  const { control } = useFormContext<AccountValues>();
  const [month, year] = useWatch({ control, name: ['birth_month', 'birth_year'] });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="birth_month"
          label="Month of birth"
          placeholder="Select a month"
          options={MONTHS}
          autoComplete="bday-month"
          registerOptions={{ setValueAs: asNumber }}
        />
        <FormTextField
          control={control}
          name="birth_year"
          label="Year of birth"
          type="number"
          inputMode="numeric"
          placeholder="YYYY"
          autoComplete="bday-year"
          registerOptions={{ setValueAs: asNumber }}
        />
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">
        We ask only for the month and year, to check your age. We never show them, and keep only the date you turn {ADULT_AGE} if you are
        younger.
      </p>
      {isMinorBirth(month, year) && (
        <FormTextField
          control={control}
          name="guardian_email"
          label="Parent or guardian's email"
          type="email"
          autoComplete="off"
          hint={`As you're under ${ADULT_AGE}, we'll email them about the programme. Your code starts working, and earnings can be paid, once they acknowledge it.`}
        />
      )}
    </>
  );
}
