import { newPasswordSchema, signInSchema } from '@app/shared/auth';
import { homePathFor } from '@app/shared/platform';
import { Button, Card, CardContent, CardHeader, FormTextField, toast, useBranding, useMe, useZodForm } from '@app/ui';
import { completeNewPassword, NewPasswordRequired, preloadAuth, signIn } from '@app/ui/auth';
import { Link, Navigate, useNavigate, useSearchParams } from '@app/ui/router';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BrandedPage, BrandHeader } from '#components/branded-page';
import { forgotPasswordPath, verifyEmailPath } from '../auth-paths';
import { useGoHome } from '../use-go-home';
import { NewPasswordFields } from './new-password-fields';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

const UNVERIFIED_MESSAGE = 'Please verify your email address before signing in.';

/** An invited admin's first sign-in: the temporary password is replaced by one of their own. */
function NewPasswordForm({ onSignedIn }: { onSignedIn: (userId: string) => Promise<void> }) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(newPasswordSchema, { password: '', confirm_password: '' });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await onSignedIn((await completeNewPassword(password)).userId);
    } catch (error) {
      toast({ title: 'Sign in failed', description: messageOf(error), variant: 'destructive', error });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="new-password-title">
      <div className="grid gap-1">
        <h2 id="new-password-title" className="font-semibold">
          Choose Your Password
        </h2>
        <p className="text-sm text-muted-foreground">
          Your invitation's temporary password works once: choose your own to finish signing in.
        </p>
      </div>
      <NewPasswordFields control={control} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving...' : 'Set Password and Sign In'}
      </Button>
    </form>
  );
}

/** /auth (spec part 1, section 2.3). */
export function SignInPage() {
  const navigate = useNavigate();
  // Verification sends the new member here with their e-mail filled in.
  const [params] = useSearchParams();
  const {
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = useZodForm(signInSchema, { email: params.get('email') ?? '', password: '' });
  // "Forgot password?" carries the e-mail typed so far.
  const typedEmail = useWatch({ control, name: 'email' });
  const [choosingPassword, setChoosingPassword] = useState(false);
  // Paused while signing in: the submit handler loads the profile itself and decides where to go.
  const me = useMe({ paused: isSubmitting || choosingPassword });
  const goHome = useGoHome();
  const { programDescription } = useBranding();

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await goHome((await signIn(email, password)).userId);
    } catch (error) {
      if (error instanceof NewPasswordRequired) {
        setChoosingPassword(true);
        return;
      }
      toast({ title: 'Sign in failed', description: messageOf(error), variant: 'destructive', error });
      // An account that never entered its e-mailed code goes to where it can.
      if (messageOf(error) === UNVERIFIED_MESSAGE) void navigate(verifyEmailPath(email));
    }
  });

  // Already signed in: admins to /admin, everyone else to their home (a fundraiser's is their dashboard).
  if (me.data && !isSubmitting && !choosingPassword) return <Navigate to={homePathFor(me.data.role)} replace />;

  return (
    <BrandedPage>
      <Card className="w-full max-w-md">
        <CardHeader className="gap-4">
          <BrandHeader />
          {programDescription && <p className="text-sm text-muted-foreground">{programDescription}</p>}
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold">Sign In</h1>
            <p className="text-sm text-muted-foreground">Sign in to your ambassador account</p>
          </div>
        </CardHeader>
        <CardContent className="grid gap-6">
          {choosingPassword ? (
            <NewPasswordForm onSignedIn={goHome} />
          ) : (
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              {/* Amplify's sign-in loads while the person types, not with the page. */}
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" onFocus={preloadAuth} />
              <FormTextField
                control={control}
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                onFocus={preloadAuth}
              />
              <p className="-mt-2 text-right text-sm">
                <Link to={forgotPasswordPath(typedEmail.trim())} className="text-primary underline underline-offset-4">
                  Forgot password?
                </Link>
              </p>
              <Button type="submit" disabled={isSubmitting} className="w-full">
                {isSubmitting ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          )}
          <p className="text-center text-sm">
            <Link to="/apply" className="text-primary underline-offset-4 hover:underline">
              Apply to become an ambassador
            </Link>
          </p>
        </CardContent>
      </Card>
    </BrandedPage>
  );
}
