import { hasEnded, JOIN_CAMPAIGN_PARAM, type PublicCampaign } from '@app/shared/campaigns';
import { MISSING_CAMPAIGN_OR_PASSCODE } from '@app/shared/campaigns';
import { Button, dismissTopic, PageLoader, TextField, toast } from '@app/ui';
import { ConflictError, InvalidInputError, NotFoundError, TooManyRequestsError } from '@app/ui/api';
import { Link, useNavigate, useSearchParams } from '@app/ui/router';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { BackLink } from '#components/back-link';
import { FormCardPage } from '#components/form-card-page';
import { useActiveCampaigns } from '../api/list-active-campaigns';
import { verifyPasscode } from '../api/verify-passcode';
import { saveSelectedCampaign, SELECTION_TOPIC } from '../selected-campaign';
import { CampaignPicker } from './campaign-picker';
import { CampaignSummary } from './campaign-summary';

const EXPIRED_AT_SELECTION = 'This campaign has already ended. Please contact your organization coordinator.';

/** The page's refusals share one topic: a new one replaces the last, and the right passcode closes it. */
function toastError(title: string, description: string, error?: unknown) {
  toast({ title, description, variant: 'destructive', error, topic: SELECTION_TOPIC });
}

/**
 * /fundraiser/campaigns: pick a campaign and enter its passcode (spec part 1, section 2.7). From a campaign's
 * page, ?campaign={slug} comes chosen (its "Join as a member", issue 45); the visitor may still pick another.
 */
export function CampaignSelectionPage() {
  const navigate = useNavigate();
  const campaigns = useActiveCampaigns();
  const [params] = useSearchParams();
  const [picked, setSelected] = useState<PublicCampaign | undefined>();
  const linked = params.get(JOIN_CAMPAIGN_PARAM);
  const selected = picked ?? campaigns.data?.find((campaign) => campaign.campaign_slug === linked);
  const [passcode, setPasscode] = useState('');
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    if (campaigns.error) toastError('Error', 'Failed to load campaigns. Please try again.', campaigns.error);
  }, [campaigns.error]);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || passcode.trim() === '') {
      toastError('Missing Information', MISSING_CAMPAIGN_OR_PASSCODE);
      return;
    }
    if (hasEnded(selected)) {
      toastError('Campaign Expired', EXPIRED_AT_SELECTION);
      return;
    }
    setVerifying(true);
    try {
      const { campaign } = await verifyPasscode({ campaign_slug: selected.campaign_slug, passcode: passcode.trim() });
      saveSelectedCampaign({ campaign, passcode: passcode.trim() });
      dismissTopic(SELECTION_TOPIC);
      void navigate(`/fundraiser/signup?${new URLSearchParams({ campaign: campaign.campaign_slug, id: campaign.id })}`);
    } catch (error) {
      setVerifying(false);
      if (error instanceof InvalidInputError)
        toastError('Invalid Passcode', 'The passcode you entered is incorrect or has expired.', error);
      else if (error instanceof ConflictError) toastError('Campaign Expired', EXPIRED_AT_SELECTION, error);
      else if (error instanceof TooManyRequestsError || error instanceof NotFoundError) toastError('Error', error.message, error);
      else toastError('Error', 'Failed to verify passcode. Please try again.', error);
    }
  };

  return (
    <FormCardPage
      title="Select Your Campaign"
      description="Choose your organization's campaign and enter the passcode your coordinator gave you."
      above={<BackLink to="/join">Back to Join Options</BackLink>}
    >
      {campaigns.isLoading ? (
        <PageLoader label="Loading campaigns..." />
      ) : campaigns.error ? (
        <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
          <p>Failed to load campaigns. Please try again.</p>
          <Button variant="outline" onClick={() => void campaigns.mutate()}>
            Try Again
          </Button>
        </div>
      ) : campaigns.data?.length === 0 ? (
        <div className="grid gap-1 py-6 text-center">
          <p className="font-medium">No active campaigns right now.</p>
          <p className="text-sm text-muted-foreground">Ask your organization coordinator when your campaign opens.</p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <CampaignPicker campaigns={campaigns.data ?? []} selected={selected} onSelect={setSelected} disabled={verifying} />
          {selected && <CampaignSummary campaign={selected} />}
          <TextField
            label="Campaign Passcode"
            type="password"
            autoComplete="off"
            placeholder="Enter the campaign passcode"
            value={passcode}
            onChange={(event) => setPasscode(event.target.value)}
            disabled={verifying}
          />
          <Button type="submit" disabled={verifying} className="w-full">
            {verifying ? 'Verifying...' : 'Continue to Sign Up'}
          </Button>
        </form>
      )}
      <div className="grid gap-2 border-t pt-4 text-center text-sm">
        <p className="text-muted-foreground">Don't have a passcode? Contact your organization coordinator.</p>
        <p>
          Starting a campaign for your organization? {/* Underlined: in a line of text, a link must not stand out by its colour alone. */}
          <Link to="/organization-application" className="text-primary underline underline-offset-4">
            Apply to create a new campaign
          </Link>
        </p>
      </div>
    </FormCardPage>
  );
}
