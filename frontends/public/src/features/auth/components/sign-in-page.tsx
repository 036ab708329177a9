import { homePathFor } from '@app/shared/platform';
import { Button, Card, CardContent, CardHeader, PageLoader, TextField, toast, useBranding, useMe } from '@app/ui';
import { NewPasswordRequired, preloadAuth, signIn } from '@app/ui/auth';
import { Link, Navigate, useNavigate, useSearchParams } from '@app/ui/router';
import { lazy, Suspense, useState } from 'react';
import { BrandedPage, BrandHeader } from '#components/branded-page';
import { forgotPasswordPath, verifyEmailPath } from '../auth-paths';
import { useGoHome } from '../use-go-home';
import { loadSignInSchema, useSignInForm } from '../use-sign-in-form';
import { messageOf, UNVERIFIED_MESSAGE } from './sign-in-failure';

// An invited admin's first sign-in only: its form (react-hook-form, zod) loads when the server asks for it.
const NewPasswordForm = lazy(() => import('./new-password-form').then((module) => ({ default: module.NewPasswordForm })));

/** What a field's focus starts loading: Amplify's sign-in and the form's schema, while the person types. */
function preloadSignIn(): void {
  preloadAuth();
  void loadSignInSchema();
}

/** /auth (spec part 1, section 2.3). */
export function SignInPage() {
  const navigate = useNavigate();
  // Verification sends the new member here with their e-mail filled in.
  const [params] = useSearchParams();
  const [choosingPassword, setChoosingPassword] = useState(false);
  const goHome = useGoHome();
  const { programDescription } = useBranding();

  // The sign-in form holds its own state rather than react-hook-form's, so /auth loads no form library
  // (use-sign-in-form.ts); its schema, and so its messages, are the API's.
  const { values, field, onSubmit, isSubmitting, ready } = useSignInForm(
    { email: params.get('email') ?? '', password: '' },
    async ({ email, password }) => {
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
    },
  );
  // Paused while signing in: the submit handler loads the profile itself and decides where to go.
  const me = useMe({ paused: isSubmitting || choosingPassword });

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
            <Suspense fallback={<PageLoader />}>
              <NewPasswordForm onSignedIn={goHome} />
            </Suspense>
          ) : (
            // POST: were the form ever sent without its handler, the password would not go into an address.
            <form noValidate method="post" onSubmit={onSubmit} className="grid gap-4">
              {/* Amplify's sign-in loads while the person types, not with the page. */}
              <TextField {...field('email')} label="Email" type="email" autoComplete="email" onFocus={preloadSignIn} />
              <TextField {...field('password')} label="Password" type="password" autoComplete="current-password" onFocus={preloadSignIn} />
              <p className="-mt-2 text-right text-sm">
                <Link to={forgotPasswordPath(values.email.trim())} className="text-primary underline underline-offset-4">
                  Forgot password?
                </Link>
              </p>
              {/* Disabled until the page is hydrated: until then a press would send the form without its handler. */}
              <Button type="submit" disabled={isSubmitting || !ready} className="w-full">
                {isSubmitting ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          )}
          <p className="text-center text-sm">
            <Link to="/apply" className="text-primary underline-offset-4 hover:underline">
              Apply to become an ambassador
            </Link>
          </p>
          {/* Fundraisers join a campaign, and organizers apply for one, from the path chooser (issue 45). */}
          <p className="text-center text-sm text-muted-foreground">
            Fundraising with a school or organization?{' '}
            <Link to="/join" className="text-primary underline underline-offset-4">
              Join a campaign or start one
            </Link>
          </p>
        </CardContent>
      </Card>
    </BrandedPage>
  );
}
