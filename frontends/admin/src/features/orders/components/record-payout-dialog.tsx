import { formatDollars } from '@app/shared/platform';
import { amountAbovePayableMessage, recordPayoutSchema, toCents, type PayoutBalance, type RecordPayoutInput } from '@app/shared/payouts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormTextField,
  markServerFieldErrors,
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { useEffect } from 'react';
import { useRecordPayout } from '../api/record-payout';

const formFields = ['amount', 'paid_on', 'reference'];

/** Today in the admin's own time zone, as the date input holds it (YYYY-MM-DD). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

const blankFor = (ambassador: PayoutBalance | null): RecordPayoutInput => ({
  user_id: ambassador?.user_id ?? '',
  amount: ambassador?.payable_earnings ?? 0,
  paid_on: todayIso(),
  reference: '',
});

export const fullName = (row: Pick<PayoutBalance, 'first_name' | 'last_name'>) => `${row.first_name} ${row.last_name}`.trim();

/**
 * Record Payout for one ambassador: the amount (their payable commission to start with, and at most: what
 * is still in the commission hold cannot be paid), the day it was sent (today to start with) and the
 * transfer's reference. The API refuses more than is payable, and a balance that moved meanwhile; both
 * show beside the amount.
 */
export function RecordPayoutDialog({ ambassador, onClose }: { ambassador: PayoutBalance | null; onClose: () => void }) {
  const record = useRecordPayout();
  const { control, handleSubmit, setError, reset, formState } = useZodForm(recordPayoutSchema, blankFor(ambassador));
  const { isSubmitting } = formState;

  useEffect(() => {
    if (ambassador) reset(blankFor(ambassador));
  }, [ambassador, reset]);

  const onSubmit = handleSubmit(async (input) => {
    if (ambassador && toCents(input.amount) > toCents(ambassador.payable_earnings)) {
      setError('amount', { message: amountAbovePayableMessage(formatDollars(ambassador.payable_earnings)) });
      return;
    }
    let recorded;
    try {
      recorded = await record(input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setError('amount', { message: error.message });
      else if (!markServerFieldErrors(error, setError, formFields)) {
        toast({
          title: 'Error',
          description: error instanceof Error ? error.message : 'Failed to record payout',
          variant: 'destructive',
          error,
        });
      }
      return;
    }
    toast({
      title: 'Payout Recorded',
      description: `${formatDollars(recorded.payout.amount)} paid to ${ambassador ? fullName(ambassador) : 'the ambassador'}; ${formatDollars(recorded.earnings.unpaid_earnings)} left unpaid.`,
    });
    onClose();
  });

  return (
    <Dialog open={ambassador !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Record Payout</DialogTitle>
            <DialogDescription>
              {ambassador
                ? `${fullName(ambassador)} (${ambassador.email}) has ${formatDollars(ambassador.unpaid_earnings)} of unpaid commission: ` +
                  `${formatDollars(ambassador.payable_earnings)} payable now, ${formatDollars(ambassador.pending_earnings)} still in the hold.`
                : ''}
            </DialogDescription>
          </DialogHeader>
          <FormTextField
            control={control}
            name="amount"
            registerOptions={{ valueAsNumber: true }}
            label="Amount ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0.01}
            max={ambassador?.payable_earnings}
          />
          <FormTextField control={control} name="paid_on" label="Date" type="date" />
          <FormTextField
            control={control}
            name="reference"
            label="Reference"
            placeholder="e.g. the bank transfer's reference"
            maxLength={200}
          />
          <FormDialogFooter busy={isSubmitting} submitLabel="Record Payout" busyLabel="Recording..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
