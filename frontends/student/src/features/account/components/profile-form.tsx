import { profileUpdateSchema, type Profile, type ProfileUpdateInput } from '@app/shared/profiles';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormTextField,
  markServerFieldErrors,
  TextField,
  toast,
  useZodForm,
} from '@app/ui';
import { useUpdateMe } from '../api/update-me';

const formFields = Object.keys(profileUpdateSchema.shape);

const formValuesOf = (profile: Profile): ProfileUpdateInput => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  school: profile.school ?? '',
  social_handles: profile.social_handles?.handles ?? '',
});

/** My Account's profile form: name, organization and social handles are saved; the e-mail is always read-only. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateMe = useUpdateMe();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useZodForm(profileUpdateSchema, formValuesOf(profile));

  const onSubmit = handleSubmit(async (changes) => {
    try {
      const saved = await updateMe(changes);
      // The server's copy (trimmed, blanks as null) becomes what the form shows and compares against.
      reset(formValuesOf(saved));
    } catch (error) {
      markServerFieldErrors(error, setError, formFields);
      const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
      toast({ title: 'Error', description: message, variant: 'destructive', error });
      return;
    }
    toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
  });

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Update your name, organization and social media handles.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormTextField control={control} name="first_name" label="First Name" autoComplete="given-name" />
            <FormTextField control={control} name="last_name" label="Last Name" autoComplete="family-name" />
          </div>
          <div className="grid gap-2">
            <TextField
              id="account-email"
              label="Email"
              type="email"
              value={profile.email}
              readOnly
              aria-describedby="account-email-hint"
              className="bg-muted text-muted-foreground"
            />
            <p id="account-email-hint" className="text-xs text-muted-foreground">
              Your email address is used to sign in and cannot be changed.
            </p>
          </div>
          <FormTextField
            control={control}
            name="school"
            label="Organization"
            autoComplete="organization"
            placeholder="Your school or organization"
          />
          <FormTextField control={control} name="social_handles" label="Social Media Handles" placeholder="@username" />
          <div>
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
