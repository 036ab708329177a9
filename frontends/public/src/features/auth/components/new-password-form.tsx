import { newPasswordSchema } from '@app/shared/auth';
import { Button, toast, useZodForm } from '@app/ui';
import { completeNewPassword } from '@app/ui/auth';
import { NewPasswordFields } from './new-password-fields';
import { messageOf } from './sign-in-failure';

/** An invited admin's first sign-in: the temporary password is replaced by one of their own. */
export function NewPasswordForm({ onSignedIn }: { onSignedIn: (userId: string) => Promise<void> }) {
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
