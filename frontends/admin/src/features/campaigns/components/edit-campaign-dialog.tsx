import {
  CAMPAIGN_PRIVACY_ERRORS,
  CAMPAIGN_STATUSES,
  campaignPrivacyProblem,
  campaignUpdateSchema,
  type AdminCampaign,
} from '@app/shared/campaigns';
import { DEFAULT_PUBLIC_NAMING, PUBLIC_NAMING_LABELS, PUBLIC_NAMINGS } from '@app/shared/leaderboards';
import { campaigns } from '@app/shared/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormCheckboxField,
  FormDialogFooter,
  FormSelectField,
  FormTextField,
  markServerFieldErrors,
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import * as z from 'zod';
import { useUpdateCampaign } from '../api/update-campaign';
import { CAMPAIGN_STATUS_LABELS } from './status-badges';

const END_BEFORE_START = campaigns.updateCampaign.errors.endBeforeStart;
const FORM_FIELDS = ['start_date', 'end_date', 'status', 'public_naming', 'adults_only', 'search_listed'] as const;
const statusOptions = CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_LABELS[value] }));
/** Full names are offered to an adults-only campaign alone (the API refuses them otherwise). */
const namingOptions = (adultsOnly: boolean) =>
  PUBLIC_NAMINGS.filter((value) => adultsOnly || value !== 'full_name').map((value) => ({ value, label: PUBLIC_NAMING_LABELS[value] }));

/** The contract's own rules and messages; a date input gives '' for no end date, which the API reads as null. */
const rules = campaignUpdateSchema.shape;
const editFormSchema = z
  .object({
    start_date: rules.start_date.unwrap(),
    end_date: z
      .string()
      .transform((value) => (value.trim() === '' ? null : value))
      .pipe(rules.end_date.unwrap()),
    status: rules.status.unwrap(),
    public_naming: rules.public_naming.unwrap(),
    adults_only: rules.adults_only.unwrap(),
    search_listed: rules.search_listed.unwrap(),
  })
  .refine((update) => update.end_date === null || update.end_date > update.start_date, {
    message: END_BEFORE_START,
    path: ['end_date'],
  })
  .superRefine((update, context) => {
    const problem = campaignPrivacyProblem(update);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });

function EditCampaignForm({ campaign, onDone }: { campaign: AdminCampaign; onDone: () => void }) {
  const updateCampaign = useUpdateCampaign();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(editFormSchema, {
    start_date: campaign.start_date.slice(0, 10),
    end_date: campaign.end_date?.slice(0, 10) ?? '',
    status: campaign.status,
    public_naming: campaign.public_naming,
    adults_only: campaign.adults_only,
    search_listed: campaign.search_listed,
  });
  const adultsOnly = watch('adults_only');

  const onSubmit = handleSubmit(async (update) => {
    try {
      await updateCampaign(campaign.id, update);
    } catch (error) {
      console.error('Updating the campaign failed', error);
      if (!markServerFieldErrors(error, setError, FORM_FIELDS)) {
        setError('root.server', { message: error instanceof ApiError ? error.message : 'Failed to update campaign' });
      }
      toast({ title: 'Error', description: 'Failed to update campaign', variant: 'destructive', error });
      return;
    }
    toast({ title: 'Campaign Updated', description: `${campaign.campaign_name} has been updated.` });
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="start_date" label="Start Date" type="date" required />
        <FormTextField control={control} name="end_date" label="End Date" type="date" />
      </div>
      <FormSelectField control={control} name="status" label="Status" options={statusOptions} />
      <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Public page</legend>
        <FormCheckboxField
          control={control}
          name="adults_only"
          label="All members are adults (18 or older)"
          hint="Many members are high-school students. Full names and search listing are only for a campaign of adults."
          registerOptions={{
            // Back to the least when the campaign is no longer adults-only, as the API does.
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) return;
              if (watch('public_naming') === 'full_name') setValue('public_naming', DEFAULT_PUBLIC_NAMING);
              setValue('search_listed', false);
            },
          }}
        />
        <FormSelectField control={control} name="public_naming" label="Members shown as" options={namingOptions(adultsOnly)} />
        <FormCheckboxField
          control={control}
          name="search_listed"
          label="Let search engines list the campaign page"
          hint={adultsOnly ? 'Otherwise the page asks search engines to leave it out.' : CAMPAIGN_PRIVACY_ERRORS.search_listed}
          disabled={!adultsOnly}
        />
      </fieldset>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.server.message}
        </p>
      )}
      <FormDialogFooter busy={isSubmitting} submitLabel="Save Changes" />
    </form>
  );
}

/** Edit a campaign's dates, status and how its public page treats members (issue 44). */
export function EditCampaignDialog({ campaign, onClose }: { campaign: AdminCampaign | null; onClose: () => void }) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Campaign</DialogTitle>
          <DialogDescription>
            {campaign ? `The dates, status and public page of ${campaign.campaign_name}.` : 'Its dates, status and public page.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the campaign as it is now. */}
        {campaign && <EditCampaignForm key={campaign.id} campaign={campaign} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
