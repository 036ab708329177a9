import { CAMPAIGN_STATUSES } from '@app/shared/campaigns';
import { campaignUpdateSchema, type AdminCampaign } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
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
const FORM_FIELDS = ['start_date', 'end_date', 'status'] as const;
const statusOptions = CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_LABELS[value] }));

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
  })
  .refine((update) => update.end_date === null || update.end_date > update.start_date, {
    message: END_BEFORE_START,
    path: ['end_date'],
  });

function EditCampaignForm({ campaign, onDone }: { campaign: AdminCampaign; onDone: () => void }) {
  const updateCampaign = useUpdateCampaign();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(editFormSchema, {
    start_date: campaign.start_date.slice(0, 10),
    end_date: campaign.end_date?.slice(0, 10) ?? '',
    status: campaign.status,
  });

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
      {errors.root?.server && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.server.message}
        </p>
      )}
      <FormDialogFooter busy={isSubmitting} submitLabel="Save Changes" />
    </form>
  );
}

/** Edit a campaign's dates and status. */
export function EditCampaignDialog({ campaign, onClose }: { campaign: AdminCampaign | null; onClose: () => void }) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Campaign</DialogTitle>
          <DialogDescription>{campaign ? `The dates and status of ${campaign.campaign_name}.` : 'Its dates and status.'}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the campaign as it is now. */}
        {campaign && <EditCampaignForm key={campaign.id} campaign={campaign} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
