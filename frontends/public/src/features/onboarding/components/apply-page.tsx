import { studentSignUpSchema, type StudentSignUpInput } from '@app/shared/auth';
import { Button, CheckboxField, PRODUCT_NAME, TextareaField, TextField, toast, useZodForm } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { Link, useNavigate } from '@app/ui/router';
import type { FieldPath } from 'react-hook-form';
import { FormCardPage } from '#components/form-card-page';
import { verifyEmailPath } from '../../auth/verify-email-path';
import { signUpStudent } from '../api/sign-up-student';
import { AmbassadorCreed } from './ambassador-creed';

const fieldNames = new Set<string>(Object.keys(studentSignUpSchema.shape));

/** /apply: the ambassador sign-up form (spec part 1, section 2.4). */
export function ApplyPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(studentSignUpSchema, { first_name: '', last_name: '', email: '', password: '', school: '', social_handles: '', why_join: '' });

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        await signUpStudent(input);
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
        if (error instanceof ApiError && error.field && fieldNames.has(error.field)) {
          setError(error.field as FieldPath<StudentSignUpInput>, { message });
        }
        toast({ title: 'Signup error', description: message, variant: 'destructive' });
        return;
      }
      const welcome = `Welcome to the ${PRODUCT_NAME}, ${input.first_name}! Please check your email and verify your address with the code we sent to ${input.email}.`;
      toast({ title: `Welcome to the ${PRODUCT_NAME}!`, description: 'Please check your email to verify your account.' });
      navigate(verifyEmailPath(input.email), { state: { welcome } });
    },
    (invalid) => {
      if (invalid.age_confirmed?.message) {
        toast({ title: 'Age confirmation required', description: invalid.age_confirmed.message, variant: 'destructive' });
      }
    },
  );

  return (
    <FormCardPage
      title={`${PRODUCT_NAME} Sign Up`}
      description="Create your account to start earning as a student ambassador."
      width="max-w-2xl"
    >
      <AmbassadorCreed />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Organization (optional)"
          autoComplete="organization"
          placeholder="Your school or organization"
          error={errors.school?.message}
          {...register('school')}
        />
        <TextField
          label="Social Media Handles (optional)"
          placeholder="@username"
          error={errors.social_handles?.message}
          {...register('social_handles')}
        />
        <TextareaField
          label="Why do you want to join?"
          rows={4}
          placeholder="Tell us what draws you to the program"
          error={errors.why_join?.message}
          {...register('why_join')}
        />
        <CheckboxField
          label="I confirm that I am 13 years of age or older"
          error={errors.age_confirmed?.message}
          {...register('age_confirmed')}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </FormCardPage>
  );
}
