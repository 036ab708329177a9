import { AUTH_CODE_MESSAGES, forgotPasswordSchema, resetPasswordSchema } from '@app/shared/auth';
import { Button, FormTextField, toast, useZodForm } from '@app/ui';
import { AuthCodeError, confirmPasswordReset, requestPasswordReset, signIn, type AuthCodeErrorReason } from '@app/ui/auth';
import { useNavigate, useSearchParams } from '@app/ui/router';
import { useEffect, useState } from 'react';
import { FormCardPage } from '#components/form-card-page';
import { SignInPrompt } from '#components/sign-in-prompt';
import { signInPath } from '../auth-paths';
import { useGoHome } from '../use-go-home';
import { NewPasswordFields } from './new-password-fields';
import { ResendCodeButton } from './resend-code-button';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : AUTH_CODE_MESSAGES.unknown);

/** Step 1: the e-mail the code goes to. */
function RequestCodeForm({ email, returning, onSent }: { email: string; returning: boolean; onSent: (email: string) => void }) {
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(forgotPasswordSchema, { email });
  // Back from the code step for another e-mail: the keyboard lands on it.
  useEffect(() => {
    if (returning) setFocus('email');
  }, [returning, setFocus]);
  const onSubmit = handleSubmit(async (input) => {
    try {
      await requestPasswordReset(input.email);
      onSent(input.email);
    } catch (error) {
      // Too many codes asked for this e-mail, or no network: said beside the e-mail, where focus goes.
      setError('email', { message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {/* Usable while sending: a refusal moves focus to it from the submit handler. */}
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" enabledWhileSubmitting />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending Code...' : 'Send Code'}
      </Button>
    </form>
  );
}

/** Which field a refusal of the new password is shown beside; the rest are toasts. */
const FIELD_OF: Partial<Record<AuthCodeErrorReason, 'code' | 'password'>> = {
  invalidCode: 'code',
  expiredCode: 'code',
  tooManyAttempts: 'code',
  weakPassword: 'password',
};

/** Step 2: the e-mailed code and the new password; then the user is signed in and goes home. */
function NewPasswordWithCodeForm({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const goHome = useGoHome();
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(resetPasswordSchema, { code: '', password: '', confirm_password: '' });
  // The step changed under the keyboard: the code field is where it goes on, and its hint says where the code went.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code, password }) => {
    try {
      await confirmPasswordReset(email, code, password);
    } catch (error) {
      const field = error instanceof AuthCodeError ? FIELD_OF[error.reason] : undefined;
      if (field) setError(field, { message: messageOf(error) }, { shouldFocus: true });
      else toast({ title: 'Error', description: messageOf(error), variant: 'destructive', error });
      return;
    }
    try {
      await goHome((await signIn(email, password)).userId);
    } catch (error) {
      // The password is changed; only the sign-in after it failed, so sign-in is where to go on.
      toast({ title: 'Sign in failed', description: messageOf(error), variant: 'destructive', error });
      void navigate(signInPath(email), { replace: true });
    }
  });

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {/* Usable while resetting: a refusal moves focus to the code or the password from the submit handler. */}
        <FormTextField
          control={control}
          name="code"
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={20}
          hint={`If an account exists for ${email}, we sent a code to it.`}
          enabledWhileSubmitting
        />
        <NewPasswordFields control={control} enabledWhileSubmitting />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </form>
      <ResendCodeButton
        emailToSend={() => Promise.resolve(email)}
        send={requestPasswordReset}
        sentMessage="If an account exists for that email, we sent a new code to it."
      />
      <Button variant="link" className="justify-self-center underline" onClick={onChangeEmail}>
        Use a different email
      </Button>
    </div>
  );
}

/**
 * /auth/forgot-password?email=...: "Forgot password?" on /auth. Cognito e-mails a code (ForgotPassword),
 * the code and a new password set it (ConfirmForgotPassword), and the user is signed in to their home.
 * The page says the same whether or not the e-mail has an account.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [step, setStep] = useState<'request' | 'reset' | 'request-again'>('request');
  return (
    <FormCardPage
      title="Reset Your Password"
      description={
        step === 'reset'
          ? 'Enter the code from the email and choose a new password.'
          : "Enter your account's email and we'll send you a code to choose a new password."
      }
      width="max-w-md"
    >
      {step === 'reset' ? (
        <NewPasswordWithCodeForm email={email} onChangeEmail={() => setStep('request-again')} />
      ) : (
        <RequestCodeForm
          email={email}
          returning={step === 'request-again'}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('reset');
          }}
        />
      )}
      <SignInPrompt question="Remembered it?" link="Back to sign in" />
    </FormCardPage>
  );
}
