import { studentSignUpSchema } from '@app/shared/auth';
import { Button, FormTextareaField, FormTextField, markServerFieldErrors, toast, useBranding, useZodForm } from '@app/ui';
import { useNavigate } from '@app/ui/router';
import { FormProvider } from 'react-hook-form';
import { AccountFields, AgeFields } from '#components/account-fields';
import { FormCardPage } from '#components/form-card-page';
import { SignInPrompt } from '#components/sign-in-prompt';
import { verifyEmailPath } from '../../auth/auth-paths';
import { SIGN_UP_TOPIC } from '../../auth/sign-up-toasts';
import { signUpStudent } from '../api/sign-up-student';
import { AmbassadorCreed } from './ambassador-creed';

const formFields = Object.keys(studentSignUpSchema.shape);

/** /apply: the ambassador sign-up form (spec part 1, section 2.4). */
export function ApplyPage() {
  const navigate = useNavigate();
  const form = useZodForm(studentSignUpSchema, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    school: '',
    social_handles: '',
    why_join: '',
  });
  const { programName, programDescription } = useBranding();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        await signUpStudent(input);
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
        markServerFieldErrors(error, setError, formFields);
        toast({ title: 'Signup error', description: message, variant: 'destructive', error, topic: SIGN_UP_TOPIC });
        return;
      }
      // No article before the name: a saved Program Name is a proper name ("Welcome to Threads for Tomorrow").
      const welcome = `Welcome to ${programName}, ${input.first_name}! Please check your email and verify your address with the code we sent to ${input.email}.`;
      toast({ title: `Welcome to ${programName}!`, description: 'Please check your email to verify your account.', topic: SIGN_UP_TOPIC });
      void navigate(verifyEmailPath(input.email), { state: { welcome } });
    },
    (invalid) => {
      const age = invalid.birth_month ?? invalid.birth_year;
      if (age?.message) toast({ title: 'Month and year of birth', description: age.message, variant: 'destructive', topic: SIGN_UP_TOPIC });
    },
  );

  return (
    <FormCardPage
      title={`${programName} Sign Up`}
      description={
        <div className="grid gap-1">
          {programDescription && <p>{programDescription}</p>}
          <p>Create your account to start earning as a student ambassador.</p>
        </div>
      }
      width="max-w-2xl"
    >
      <AmbassadorCreed />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <AccountFields />
          <FormTextField
            control={control}
            name="school"
            label="Organization (optional)"
            autoComplete="organization"
            placeholder="Your school or organization"
          />
          <FormTextField control={control} name="social_handles" label="Social Media Handles (optional)" placeholder="@username" />
          <FormTextareaField
            control={control}
            name="why_join"
            label="Why do you want to join?"
            rows={4}
            placeholder="Tell us what draws you to the program"
          />
          <AgeFields />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
      </FormProvider>
      <SignInPrompt link="Sign in" />
    </FormCardPage>
  );
}
