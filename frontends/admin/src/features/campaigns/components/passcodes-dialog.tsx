import { passcodeInputSchema, type AdminCampaign, type Passcode } from '@app/shared/campaigns';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormTextField,
  markServerFieldErrors,
  toast,
  useZodForm,
  formatDay,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { KeyRound, Plus, RotateCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useManagePasscodes } from '../api/manage-passcodes';
import { usageText } from '../campaign-display';
import { PasscodeCopyButton } from './passcode-copy-button';

type PasscodeForm = { passcode?: string | null };
const BLANK: PasscodeForm = { passcode: '' };
const failureMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The API's refusal beside the passcode field (its 400s and its 409 duplicate are about the passcode). */
function markPasscodeError(error: unknown, setError: UseFormSetError<PasscodeForm>, fallback: string) {
  if (markServerFieldErrors(error, setError, ['passcode'])) return;
  setError('passcode', { message: failureMessage(error, fallback) });
}

/** What a passcode edit produced, for the admin to copy. */
type Outcome = { kind: 'created'; passcode: Passcode } | { kind: 'rotated'; retired: Passcode; created: Passcode };

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-success/40 bg-success/10 p-3 text-sm"
    >
      <p className="min-w-0 wrap-anywhere">
        {outcome.kind === 'created' ? (
          <>
            New passcode <code className="font-mono font-semibold">{outcome.passcode.passcode}</code> is active.
          </>
        ) : (
          <>
            <code className="font-mono font-semibold">{outcome.retired.passcode}</code> was replaced by{' '}
            <code className="font-mono font-semibold">{outcome.created.passcode}</code>.
          </>
        )}
      </p>
      <PasscodeCopyButton passcode={outcome.kind === 'created' ? outcome.passcode.passcode : outcome.created.passcode} />
    </div>
  );
}

function CreatePasscodeForm({ campaign, onCreated }: { campaign: AdminCampaign; onCreated: (passcode: Passcode) => void }) {
  const { create } = useManagePasscodes();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useZodForm(passcodeInputSchema, BLANK);

  const onSubmit = handleSubmit(async ({ passcode }) => {
    let created: Passcode;
    try {
      created = await create(campaign.id, { passcode: passcode ?? null });
    } catch (error) {
      console.error('Creating a passcode failed', error);
      markPasscodeError(error, setError, 'Failed to create passcode');
      toast({ title: 'Error', description: failureMessage(error, 'Failed to create passcode'), variant: 'destructive', error });
      return;
    }
    reset(BLANK);
    toast({ title: 'Passcode Created', description: `${created.passcode} is now active.` });
    onCreated(created);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
      <FormTextField control={control} name="passcode" label="New Passcode" placeholder="Leave blank to generate one" autoComplete="off" />
      <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.375rem]">
        <Plus aria-hidden />
        {isSubmitting ? 'Creating...' : 'Create Passcode'}
      </Button>
    </form>
  );
}

function DeactivateDialog({ campaign, passcode, onClose }: { campaign: AdminCampaign; passcode: Passcode | null; onClose: () => void }) {
  const { deactivate } = useManagePasscodes();
  const [busy, setBusy] = useState(false);

  async function confirm(chosen: Passcode) {
    setBusy(true);
    try {
      await deactivate(campaign.id, chosen.id);
    } catch (error) {
      console.error('Deactivating a passcode failed', error);
      toast({ title: 'Error', description: failureMessage(error, 'Failed to deactivate passcode'), variant: 'destructive', error });
      return;
    } finally {
      setBusy(false);
    }
    toast({ title: 'Passcode Deactivated', description: `${chosen.passcode} can no longer be used to join.` });
    onClose();
  }

  return (
    <Dialog open={passcode !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Deactivate Passcode</DialogTitle>
          <DialogDescription>
            Deactivate {passcode?.passcode}? Fundraisers will no longer be able to join {campaign.campaign_name} with it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={() => passcode && void confirm(passcode)}>
            {busy ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RotateForm({
  campaign,
  passcode,
  onRotated,
}: {
  campaign: AdminCampaign;
  passcode: Passcode;
  onRotated: (outcome: Extract<Outcome, { kind: 'rotated' }>) => void;
}) {
  const { rotate } = useManagePasscodes();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(passcodeInputSchema, BLANK);

  const onSubmit = handleSubmit(async ({ passcode: replacement }) => {
    let rotated: { retired: Passcode; created: Passcode };
    try {
      rotated = await rotate(campaign.id, passcode.id, { passcode: replacement ?? null });
    } catch (error) {
      console.error('Rotating a passcode failed', error);
      markPasscodeError(error, setError, 'Failed to rotate passcode');
      toast({ title: 'Error', description: failureMessage(error, 'Failed to rotate passcode'), variant: 'destructive', error });
      return;
    }
    toast({ title: 'Passcode Rotated', description: `${rotated.retired.passcode} was replaced by ${rotated.created.passcode}.` });
    onRotated({ kind: 'rotated', ...rotated });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormTextField
        control={control}
        name="passcode"
        label="Replacement Passcode"
        placeholder="Leave blank to generate one"
        autoComplete="off"
      />
      <FormDialogFooter busy={isSubmitting} submitLabel="Rotate" busyLabel="Rotating..." />
    </form>
  );
}

function RotateDialog({
  campaign,
  passcode,
  onClose,
  onRotated,
}: {
  campaign: AdminCampaign;
  passcode: Passcode | null;
  onClose: () => void;
  onRotated: (outcome: Extract<Outcome, { kind: 'rotated' }>) => void;
}) {
  return (
    <Dialog open={passcode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Rotate Passcode</DialogTitle>
          <DialogDescription>
            {passcode?.passcode} stops working and a new passcode replaces it. Fundraisers who already joined stay in the campaign.
          </DialogDescription>
        </DialogHeader>
        {passcode && <RotateForm campaign={campaign} passcode={passcode} onRotated={onRotated} />}
      </DialogContent>
    </Dialog>
  );
}

function PasscodeList({
  passcodes,
  onRotate,
  onDeactivate,
}: {
  passcodes: Passcode[];
  onRotate: (passcode: Passcode) => void;
  onDeactivate: (passcode: Passcode) => void;
}) {
  if (passcodes.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        <KeyRound aria-hidden className="size-8" />
        <p>No passcodes yet</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Passcodes">
      {passcodes.map((passcode) => (
        <li key={passcode.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <code className="font-mono font-semibold break-all">{passcode.passcode}</code>
              {passcode.is_active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
            </div>
            <p className="text-xs text-muted-foreground">
              {usageText(passcode.usage_count)} · Created {formatDay(passcode.created_at)}
            </p>
          </div>
          {passcode.is_active && (
            <div className="flex flex-wrap gap-2">
              <PasscodeCopyButton passcode={passcode.passcode} />
              <Button variant="outline" size="sm" onClick={() => onRotate(passcode)}>
                <RotateCw aria-hidden />
                Rotate<span className="sr-only"> {passcode.passcode}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => onDeactivate(passcode)}>
                <XCircle aria-hidden />
                Deactivate<span className="sr-only"> {passcode.passcode}</span>
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function ManagePasscodes({ campaign }: { campaign: AdminCampaign }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rotating, setRotating] = useState<Passcode | null>(null);
  const [deactivating, setDeactivating] = useState<Passcode | null>(null);
  return (
    <div className="grid min-w-0 gap-4">
      <CreatePasscodeForm campaign={campaign} onCreated={(passcode) => setOutcome({ kind: 'created', passcode })} />
      {outcome && <OutcomeNotice outcome={outcome} />}
      <PasscodeList passcodes={campaign.passcodes} onRotate={setRotating} onDeactivate={setDeactivating} />
      <RotateDialog
        campaign={campaign}
        passcode={rotating}
        onClose={() => setRotating(null)}
        onRotated={(rotated) => {
          setRotating(null);
          setOutcome(rotated);
        }}
      />
      <DeactivateDialog campaign={campaign} passcode={deactivating} onClose={() => setDeactivating(null)} />
    </div>
  );
}

/** A campaign's passcodes: create one (typed, or generated when blank), rotate or deactivate an active one. */
export function PasscodesDialog({ campaign, onClose }: { campaign: AdminCampaign | null; onClose: () => void }) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Manage Passcodes</DialogTitle>
          <DialogDescription>
            {campaign ? `Fundraisers join ${campaign.campaign_name} with an active passcode.` : 'Fundraisers join with an active passcode.'}
          </DialogDescription>
        </DialogHeader>
        {campaign && <ManagePasscodes key={campaign.id} campaign={campaign} />}
      </DialogContent>
    </Dialog>
  );
}
