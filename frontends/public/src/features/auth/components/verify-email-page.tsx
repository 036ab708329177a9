import { confirmSignUpSchema, emailSchema } from '@app/shared/auth';
import { Button, FormTextField, markServerFieldErrors, toast, useZodForm } from '@app/ui';
import { resendSignUpCode } from '@app/ui/auth';
import { useLocation, useNavigate, useSearchParams } from '@app/ui/router';
import { MailCheck } from 'lucide-react';
import { FormCardPage } from '#components/form-card-page';
import { SignInPrompt } from '#components/sign-in-prompt';
import { confirmSignUp } from '../api/confirm-sign-up';
import { signInPath } from '../auth-paths';
import { SIGN_UP_TOPIC } from '../sign-up-toasts';
import { ResendCodeButton } from './resend-code-button';

/**
 * /auth/verify?email=...: where both sign-ups lead. Our accounts verify their e-mail with the 6-digit
 * code Cognito sends (not a link); once verified, the user signs in and the guard takes them home.
 * "Resend code" asks Cognito for another (ResendConfirmationCode), saying the same for any e-mail.
 */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const welcome = (useLocation().state as { welcome?: string } | null)?.welcome;
  const {
    control,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { isSubmitting },
  } = useZodForm(confirmSignUpSchema, { email: params.get('email') ?? '', code: '' });

  // The code goes to the e-mail in the form, once it is a valid one (else the field says why, focused).
  const emailToSend = async () => ((await trigger('email', { shouldFocus: true })) ? emailSchema.parse(getValues('email')) : undefined);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await confirmSignUp(input);
      toast({ title: 'Email verified', description: 'Your account is ready. Please sign in.', topic: SIGN_UP_TOPIC });
      void navigate(signInPath(input.email), { replace: true });
    } catch (error) {
      // A wrong code, an unknown e-mail and an account already verified answer alike (the API tells nobody
      // which e-mails exist); "Already verified? Sign in" below serves the last.
      if (!markServerFieldErrors(error, setError, ['email', 'code'])) {
        const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
        toast({ title: 'Error', description: message, variant: 'destructive', error, topic: SIGN_UP_TOPIC });
      }
    }
  });

  return (
    <FormCardPage
      title="Verify Your Email"
      description="Enter the 6-digit verification code we sent to your email address."
      width="max-w-md"
    >
      {welcome && (
        <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
          <MailCheck aria-hidden className="size-5 shrink-0 text-primary" />
          <p>{welcome}</p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField
          control={control}
          name="code"
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={10}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Verifying...' : 'Verify Email'}
        </Button>
      </form>
      <ResendCodeButton
        emailToSend={emailToSend}
        send={resendSignUpCode}
        sentMessage="If that email is waiting to be verified, we sent a new code to it."
      />
      <SignInPrompt question="Already verified?" />
    </FormCardPage>
  );
}
