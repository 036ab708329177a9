import { signInSchema } from '@app/shared/auth';
import { homePathFor } from '@app/shared/roles';
import { Button, Card, CardContent, CardHeader, getMe, meKey, ProductMark, TextField, toast, useMe, useZodForm } from '@app/ui';
import { getAuthSession, signIn, signOut } from '@app/ui/auth';
import { Link, Navigate, useNavigate, useSearchParams } from '@app/ui/router';
import { preload } from 'swr';
import { verifyEmailPath } from '../verify-email-path';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

const UNVERIFIED_MESSAGE = 'Please verify your email address before signing in.';

/** /auth (spec part 1, section 2.3). */
export function SignInPage() {
  const navigate = useNavigate();
  // Verification sends the new member here with their e-mail filled in.
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(signInSchema, { email: params.get('email') ?? '', password: '' });
  // Paused while signing in: the submit handler loads the profile itself and decides where to go.
  const me = useMe({ paused: isSubmitting });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const { userId } = await signIn(email, password);
      // preload: the guard of the next screen reuses this request instead of repeating it.
      const profile = await preload(meKey(userId), getMe);
      void navigate(homePathFor(profile.role), { replace: true });
    } catch (error) {
      toast({ title: 'Sign in failed', description: messageOf(error), variant: 'destructive' });
      // An account that never entered its e-mailed code goes to where it can.
      if (messageOf(error) === UNVERIFIED_MESSAGE) return void navigate(verifyEmailPath(email));
      // Signed in but no profile: stay signed out rather than half in.
      if (getAuthSession().status === 'signed-in') await signOut().catch(() => undefined);
    }
  });

  // Already signed in: admins to /admin, everyone else to their home (a fundraiser's is their dashboard).
  if (me.data && !isSubmitting) return <Navigate to={homePathFor(me.data.role)} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="gap-4">
          <ProductMark />
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold">Sign In</h1>
            <p className="text-sm text-muted-foreground">Sign in to your ambassador account</p>
          </div>
        </CardHeader>
        <CardContent className="grid gap-6">
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
          <p className="text-center text-sm">
            <Link to="/apply" className="text-primary underline-offset-4 hover:underline">
              Apply to become an ambassador
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
