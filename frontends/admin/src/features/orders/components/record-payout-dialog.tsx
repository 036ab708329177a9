import { formatDollars, MAX_LENGTH } from '@app/shared/platform';
import {
  amountAbovePayableMessage,
  PAYOUT_MESSAGES,
  recordPayoutSchema,
  toCents,
  type PayoutBalance,
  type RecordPayoutInput,
} from '@app/shared/payouts';
import { PAYOUT_METHOD_LABELS, PAYOUT_METHODS, type PayoutMethod } from '@app/shared/settings';
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
import { useEffect } from 'react';
import { useAllowedPayoutMethods } from '../api/allowed-payout-methods';
import { useRecordPayout } from '../api/record-payout';

const formFields = ['amount', 'method', 'paid_on', 'reference', 'paid_to_guardian'];

/** Today in the admin's own time zone, as the date input holds it (YYYY-MM-DD). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Cash's own fields as a fresh form holds them; a gift card has none (the store issues it today). */
const cashFields = () => ({ paid_on: todayIso(), reference: '', paid_to_guardian: '' });
const giftCardFields = { paid_on: undefined, reference: undefined, paid_to_guardian: undefined };

const blankFor = (ambassador: PayoutBalance | null, method: PayoutMethod): RecordPayoutInput => ({
  user_id: ambassador?.user_id ?? '',
  amount: ambassador?.payable_earnings ?? 0,
  method,
  ...(method === 'cash' ? cashFields() : giftCardFields),
});

/** The method a new payout starts with: cash while Settings allows it (a ledger line, as before methods), else the first allowed. */
const firstMethodOf = (allowed: readonly PayoutMethod[] | undefined): PayoutMethod =>
  !allowed || allowed.includes('cash') ? 'cash' : (allowed[0] ?? 'cash');

export const fullName = (row: Pick<PayoutBalance, 'first_name' | 'last_name'>) => `${row.first_name} ${row.last_name}`.trim();

/**
 * Record Payout for one ambassador: the amount (their payable commission to start with, and at most: what
 * is still in the commission hold cannot be paid) and how it is paid, among the methods Settings > Payments
 * allows. Cash was paid elsewhere: the day it was sent (today to start with), the transfer's reference and,
 * for a member under 18, the guardian it was paid to (required). A gift card is issued by the store as the
 * payout is recorded. The API refuses more than is payable, and a balance that moved meanwhile; both show
 * beside the amount.
 */
export function RecordPayoutDialog({ ambassador, onClose }: { ambassador: PayoutBalance | null; onClose: () => void }) {
  const record = useRecordPayout();
  const allowed = useAllowedPayoutMethods();
  const methods = PAYOUT_METHODS.filter((method) => !allowed || allowed.includes(method));
  const { control, handleSubmit, setError, setValue, reset, watch, formState } = useZodForm(
    recordPayoutSchema,
    blankFor(ambassador, firstMethodOf(allowed)),
  );
  const { isSubmitting } = formState;
  const method = watch('method');
  const firstMethod = firstMethodOf(allowed);

  useEffect(() => {
    if (ambassador) reset(blankFor(ambassador, firstMethod));
  }, [ambassador, firstMethod, reset]);

  // Switching method swaps cash's own fields in or out, so a gift card sends none and cash starts fresh.
  const onMethodChange = (chosen: string) => {
    const fields = chosen === 'cash' ? cashFields() : giftCardFields;
    for (const [name, value] of Object.entries(fields)) setValue(name as keyof typeof giftCardFields, value);
  };

  const onSubmit = handleSubmit(async (input) => {
    if (ambassador && toCents(input.amount) > toCents(ambassador.payable_earnings)) {
      setError('amount', { message: amountAbovePayableMessage(formatDollars(ambassador.payable_earnings)) });
      return;
    }
    if (ambassador?.under_18 && input.method === 'cash' && !input.paid_to_guardian) {
      setError('paid_to_guardian', { message: PAYOUT_MESSAGES.guardianNameRequired }, { shouldFocus: true });
      return;
    }
    let recorded;
    try {
      recorded = await record(input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError(error.code === 'method_not_allowed' ? 'method' : 'amount', { message: error.message });
      } else if (!markServerFieldErrors(error, setError, formFields)) {
        toast({
          title: 'Error',
          description: error instanceof Error ? error.message : 'Failed to record payout',
          variant: 'destructive',
          error,
        });
      }
      return;
    }
    const who = ambassador ? fullName(ambassador) : 'the ambassador';
    const left = `${formatDollars(recorded.earnings.unpaid_earnings)} left unpaid.`;
    const { payout } = recorded;
    if (payout.state === 'failed') {
      toast({
        title: 'Gift Card Failed',
        description: `The store did not issue the gift card for ${who}: ${payout.failure_message ?? 'no answer'}. Retry it from Recent Payouts.`,
        variant: 'destructive',
      });
    } else if (payout.method === 'gift_card') {
      toast({
        title: payout.state === 'sent' ? 'Gift Card Sent' : 'Gift Card Pending',
        description: `${formatDollars(payout.amount)} to ${who} as a gift card; ${left}`,
      });
    } else {
      toast({ title: 'Payout Recorded', description: `${formatDollars(payout.amount)} paid to ${who}; ${left}` });
    }
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
          {methods.length > 1 && (
            <FormSelectField
              control={control}
              name="method"
              label="Method"
              options={methods.map((value) => ({ value, label: PAYOUT_METHOD_LABELS[value] }))}
              registerOptions={{ onChange: (event: { target: { value: string } }) => onMethodChange(event.target.value) }}
            />
          )}
          {method === 'cash' ? (
            <>
              <FormTextField control={control} name="paid_on" label="Date" type="date" />
              <FormTextField
                control={control}
                name="reference"
                label="Reference"
                placeholder="e.g. the bank transfer's reference"
                maxLength={200}
              />
              {ambassador?.under_18 && (
                <FormTextField
                  control={control}
                  name="paid_to_guardian"
                  label="Guardian’s name"
                  hint="This ambassador is under 18: cash can only be paid to their parent or guardian."
                  autoComplete="off"
                  maxLength={MAX_LENGTH.name}
                  required
                  enabledWhileSubmitting
                />
              )}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              The store issues a gift card for this amount (and any store credit bonus) now; its code is e-mailed to the ambassador
              {ambassador?.under_18 ? ' and their guardian' : ''}, and only its last characters are kept here.
            </p>
          )}
          <FormDialogFooter busy={isSubmitting} submitLabel="Record Payout" busyLabel="Recording..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
