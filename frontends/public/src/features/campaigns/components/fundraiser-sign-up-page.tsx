import { CAMPAIGN_NOT_FOUND_AT_SIGN_UP, hasEnded, type PublicCampaign } from '@app/shared/campaigns';
import { fundraiserSignUpSchema, type FundraiserSignUpInput } from '@app/shared/auth';
import { Button, FormTextField, markServerFieldErrors, PageLoader, toast, useZodForm } from '@app/ui';
import { ConflictError, InvalidInputError, NetworkError, NotFoundError } from '@app/ui/api';
import { useNavigate, useSearchParams } from '@app/ui/router';
import { differenceInCalendarDays } from 'date-fns';
import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { AccountFields, AgeFields } from '#components/account-fields';
import { BackLink } from '#components/back-link';
import { FormCardPage } from '#components/form-card-page';
import { SignInPrompt } from '#components/sign-in-prompt';
import { verifyEmailPath } from '../../auth/auth-paths';
import { useCampaign } from '../api/get-campaign';
import { signUpFundraiser } from '../api/sign-up-fundraiser';
import { SIGN_UP_TOPIC } from '../../auth/sign-up-toasts';
import { clearSelectedCampaign, readSelectedCampaign, SELECTION_TOPIC } from '../selected-campaign';
import { CampaignSummary } from './campaign-summary';

const SELECTION_PATH = '/fundraiser/campaigns';
/** The fields this page shows; campaign and passcode come from the selection step. */
const visibleFields = ['first_name', 'last_name', 'email', 'password', 'confirm_password', 'birth_month', 'birth_year', 'guardian_email'];

const destructive = (title: string, description: string, error?: unknown) =>
  toast({ title, description, variant: 'destructive', error, topic: SIGN_UP_TOPIC });

/** The toasts of spec part 1, sections 5 and 8, for the first rule the form breaks that has one. */
function toastFirstBrokenRule(errors: FieldErrors<FundraiserSignUpInput>) {
  if (errors.password?.message === 'Password must be at least 6 characters long.') {
    destructive('Password Too Short', 'Password must be at least 6 characters long.');
  } else if (errors.confirm_password) destructive('Password Mismatch', 'Passwords do not match. Please try again.');
  else {
    const age = errors.birth_month ?? errors.birth_year;
    if (age?.message) destructive('Month and Year of Birth', age.message);
  }
}

/** 'Sign Up Failed' falls back on the server's text when no field or code says more. */
function signUpFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'Network error. Please check your connection and try again.';
  const text = error instanceof Error ? error.message.toLowerCase() : '';
  if (text.includes('email')) return 'There was an issue with the email address. Please check and try again.';
  if (text.includes('password')) return 'There was an issue with the password. Please ensure it meets requirements.';
  if (text.includes('network') || text.includes('fetch')) return 'Network error. Please check your connection and try again.';
  return 'Failed to create account. Please try again.';
}

function daysLeft(endDate: string): number {
  return Math.max(0, differenceInCalendarDays(new Date(endDate), new Date()));
}

/** /fundraiser/signup?campaign={slug}&id={campaign id} (spec part 1, section 2.8). */
export function FundraiserSignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const campaignId = params.get('id');
  const selection = useMemo(() => readSelectedCampaign(), []);
  const hasPasscode = !!campaignId && selection?.campaign.id === campaignId;
  const campaign = useCampaign(hasPasscode ? campaignId : null);
  const leaving = useRef(false);

  const startOver = (title: string, description: string, error?: unknown) => {
    if (leaving.current) return;
    leaving.current = true;
    // Said on the selection page it sends them back to, where the right passcode closes it.
    toast({ title, description, variant: 'destructive', error, topic: SELECTION_TOPIC });
    void navigate(SELECTION_PATH, { replace: true });
  };

  // The first of the three end-date checks is at passcode entry; this is the second, at page load.
  useEffect(() => {
    if (!hasPasscode) return startOver('Missing Information', 'Please select a campaign and enter the passcode.');
    if (campaign.error instanceof NotFoundError) return startOver('Error', CAMPAIGN_NOT_FOUND_AT_SIGN_UP, campaign.error);
    if (campaign.error) return startOver('Error', 'Could not load campaign information. Please start over.', campaign.error);
    if (campaign.data && hasEnded(campaign.data))
      return startOver('Campaign Expired', 'This campaign has ended. Please contact your organization.');
  });

  if (!hasPasscode || !campaign.data || hasEnded(campaign.data)) return <PageLoader label="Loading campaign..." />;
  return <SignUpForm campaign={campaign.data} passcode={selection.passcode} onStartOver={startOver} />;
}

function SignUpForm({
  campaign,
  passcode,
  onStartOver,
}: {
  campaign: PublicCampaign;
  passcode: string;
  onStartOver: (title: string, description: string, error?: unknown) => void;
}) {
  const navigate = useNavigate();
  const form = useZodForm(fundraiserSignUpSchema, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirm_password: '',
    campaign_id: campaign.id,
    passcode,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    // The third end-date check: the campaign may have ended while the form was being filled in.
    if (hasEnded(campaign)) {
      onStartOver('Campaign Expired', 'This campaign ended while you were signing up. Please contact your organization.');
      return;
    }
    try {
      await signUpFundraiser(input);
    } catch (error) {
      if (error instanceof ConflictError && error.code === 'campaign_expired') {
        onStartOver('Campaign Expired', error.message, error);
        return;
      }
      if (error instanceof NotFoundError) {
        onStartOver('Error', CAMPAIGN_NOT_FOUND_AT_SIGN_UP, error);
        return;
      }
      if (error instanceof ConflictError && error.code === 'account_exists')
        return destructive('Account Already Exists', error.message, error);
      if (error instanceof ConflictError) {
        return destructive('Account Already Exists', 'An account with this email already exists. Please sign in instead.', error);
      }
      if (error instanceof InvalidInputError && error.field === 'passcode') {
        {
          onStartOver('Invalid Passcode', 'The passcode you entered is incorrect or has expired.', error);
          return;
        }
      }
      if (markServerFieldErrors(error, setError, visibleFields)) return destructive('Sign Up Failed', (error as Error).message, error);
      return destructive('Sign Up Failed', signUpFailureMessage(error), error);
    }
    clearSelectedCampaign();
    toast({
      title: 'Account Created Successfully!',
      description: `Welcome to the ${campaign.school_name} fundraising campaign! Check your email to verify your account.`,
      topic: SIGN_UP_TOPIC,
    });
    void navigate(verifyEmailPath(input.email), {
      replace: true,
      state: {
        welcome: `Welcome to the ${campaign.school_name} fundraising campaign! Enter the code we sent to ${input.email}, then sign in to reach your dashboard.`,
      },
    });
  }, toastFirstBrokenRule);

  return (
    <FormCardPage
      title="Join the Campaign"
      description={`Create your fundraising ambassador account for ${campaign.campaign_name}.`}
      above={<BackLink to={SELECTION_PATH}>Back to Campaign Selection</BackLink>}
    >
      <CampaignSummary campaign={campaign}>
        {campaign.end_date && (
          <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted-foreground">Days left</dt>
            <dd className="font-medium">{daysLeft(campaign.end_date)}</dd>
          </div>
        )}
      </CampaignSummary>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <AccountFields />
          <FormTextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" />
          <AgeFields />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
      </FormProvider>
      <SignInPrompt />
    </FormCardPage>
  );
}
