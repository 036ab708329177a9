import { formatDollars } from '@app/shared/platform';
import {
  MAX_W9_FILE_BYTES,
  updateW9Schema,
  W9_FILE_CONTENT_TYPES,
  W9_MESSAGES,
  W9_STATUS_LABELS,
  W9_STATUSES,
  type PayoutBalance,
  type W9Status,
} from '@app/shared/payouts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FileField,
  FormDialogFooter,
  formatDay,
  SelectField,
  TextField,
  toast,
} from '@app/ui';
import { ApiError, UploadFailedError } from '@app/ui/api';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { uploadW9, useUpdateW9, w9FileUrl } from '../api/payee-w9';
import { fullName, todayIso } from './record-payout-dialog';

const ACCEPTED = Object.keys(W9_FILE_CONTENT_TYPES).join(',');

/** The W-9 file's own checks (type and size), as the upload route applies them. */
function fileProblem(file: File): string | undefined {
  if (!(file.type in W9_FILE_CONTENT_TYPES)) return W9_MESSAGES.fileType;
  if (file.size === 0) return W9_MESSAGES.fileEmpty;
  if (file.size > MAX_W9_FILE_BYTES) return W9_MESSAGES.fileSize;
  return undefined;
}

interface Problems {
  status?: string;
  received_on?: string;
  file?: string;
}

/** Opens a payee's stored W-9 in a new tab, through a short-lived link only an admin can get. */
export async function openW9(userId: string) {
  try {
    window.open(await w9FileUrl(userId), '_blank', 'noopener');
  } catch (error) {
    toast({
      title: 'Error',
      description: error instanceof ApiError && error.status < 500 ? error.message : 'Failed to open the W-9. Please try again.',
      variant: 'destructive',
      error,
    });
  }
}

/**
 * A payee's W-9: requested, or received on a day with the signed form uploaded (PDF, JPG or PNG, into the
 * private bucket through a presigned PUT); View W-9 opens the stored form. What they were paid this year says
 * why it is asked for.
 */
export function PayeeW9Dialog({ payee, taxYear, onClose }: { payee: PayoutBalance | null; taxYear: number; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={payee !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        {/* Keyed by the payee, so each opening starts from their W-9 as it stands. */}
        {payee && <W9Form key={payee.user_id} payee={payee} taxYear={taxYear} busy={busy} setBusy={setBusy} onSaved={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function W9Form({
  payee,
  taxYear,
  busy,
  setBusy,
  onSaved,
}: {
  payee: PayoutBalance;
  taxYear: number;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSaved: () => void;
}) {
  const save = useUpdateW9();
  const [status, setStatus] = useState<W9Status>(payee.w9?.status ?? 'requested');
  const [receivedOn, setReceivedOn] = useState(payee.w9?.received_on ?? todayIso());
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  async function submit() {
    const body = status === 'requested' ? { status } : { status, received_on: receivedOn };
    const parsed = updateW9Schema.safeParse(body);
    const found: Problems = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] === 'received_on' ? 'received_on' : 'status'] ??= issue.message;
    }
    if (status === 'received' && file) found.file = fileProblem(file);
    if (Object.values(found).some(Boolean)) {
      setProblems(found);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const fileKey = status === 'received' && file ? await uploadW9(payee.user_id, file) : undefined;
      const saved = await save(payee.user_id, status === 'requested' ? { status } : { status, received_on: receivedOn, file_key: fileKey });
      toast({
        title: 'W-9 Saved',
        description: `${fullName(payee)}: ${W9_STATUS_LABELS[saved.status]}${saved.received_on ? ` on ${formatDay(saved.received_on)}` : ''}.`,
      });
      onSaved();
    } catch (error) {
      if (error instanceof UploadFailedError) setProblems({ file: 'The upload failed. Check your connection and try again.' });
      else if (error instanceof ApiError && error.field === 'file_key') setProblems({ file: error.message });
      else if (error instanceof ApiError && error.field === 'received_on') setProblems({ received_on: error.message });
      else {
        toast({
          title: 'Error',
          description: error instanceof ApiError && error.status < 500 ? error.message : 'Failed to save the W-9. Please try again.',
          variant: 'destructive',
          error,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>W-9</DialogTitle>
        <DialogDescription>
          {`${fullName(payee)} (${payee.email}) was paid ${formatDollars(payee.tax_year_paid)} in ${taxYear}.` +
            (payee.under_18 ? ' They are under 18: their parent or guardian signs the form.' : '')}
        </DialogDescription>
      </DialogHeader>
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as W9Status)}
        options={W9_STATUSES.map((value) => ({ value, label: W9_STATUS_LABELS[value] }))}
        error={problems.status}
        disabled={busy}
      />
      {status === 'received' && (
        <>
          <TextField
            label="Date received"
            type="date"
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
            error={problems.received_on}
            disabled={busy}
            required
          />
          <FileField
            label="Signed form"
            accept={ACCEPTED}
            hint={payee.w9?.has_file ? 'A form is stored: a new file replaces it.' : 'PDF, JPG or PNG, at most 10 MB.'}
            fileName={file?.name ?? null}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            error={problems.file}
            disabled={busy}
          />
        </>
      )}
      {payee.w9?.has_file && (
        <Button type="button" variant="link" className="w-fit px-0" onClick={() => void openW9(payee.user_id)}>
          <ExternalLink aria-hidden /> View W-9
        </Button>
      )}
      <FormDialogFooter busy={busy} submitLabel="Save W-9" busyLabel="Saving..." />
    </form>
  );
}
