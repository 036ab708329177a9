import { formatDollars } from '@app/shared/platform';
import { MAX_VOID_REASON_LENGTH, payoutMethodLabel, voidPayoutSchema, type RecentPayout, type VoidPayoutInput } from '@app/shared/payouts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormTextareaField,
  markServerFieldErrors,
  toast,
  useZodForm,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { useVoidPayout } from '../api/void-payout';
import { fullName } from './record-payout-dialog';

const blank: VoidPayoutInput = { reason: '' };
const formFields = ['reason'];

/**
 * A payout that may be voided: not voided yet, not a gift card the store is still issuing, and its ambassador
 * still there (an erased one's balance is gone).
 */
export type VoidablePayout = RecentPayout & { voided: null; ambassador: NonNullable<RecentPayout['ambassador']> };

export const isVoidable = (payout: RecentPayout): payout is VoidablePayout =>
  payout.voided === null && payout.state !== 'pending' && payout.ambassador !== null;

/** What the payout was, in the dialog's words: cash by its transfer's reference, a gift card by its method. */
const paidAs = (payout: RecentPayout) => (payout.reference ? `reference ${payout.reference}` : payoutMethodLabel(payout, 'admin'));

/**
 * Void Payout asks for the reason first: the payout stays in the history, marked Voided with the reason,
 * and its amount goes back into the ambassador's unpaid balance and out of the totals paid; a sent gift card is
 * deactivated in the store first.
 */
export function VoidPayoutDialog({ payout, onClose }: { payout: VoidablePayout | null; onClose: () => void }) {
  const voidIt = useVoidPayout();
  const { control, handleSubmit, setError, reset, formState } = useZodForm(voidPayoutSchema, blank);
  const { isSubmitting } = formState;

  const close = () => {
    reset(blank);
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    if (!payout) return;
    try {
      await voidIt(payout.id, input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setError('reason', { message: error.message });
      else if (!markServerFieldErrors(error, setError, formFields)) {
        toast({
          title: 'Error',
          description: error instanceof Error ? error.message : 'Failed to void payout',
          variant: 'destructive',
          error,
        });
      }
      return;
    }
    toast({
      title: 'Payout Voided',
      description: `${formatDollars(payout.amount)} to ${fullName(payout.ambassador)} no longer counts as paid.`,
    });
    close();
  });

  return (
    <Dialog open={payout !== null} onOpenChange={(open) => !open && !isSubmitting && close()}>
      <DialogContent>
        {payout && (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Void Payout</DialogTitle>
              <DialogDescription>
                {`The payout of ${formatDollars(payout.amount)} to ${fullName(payout.ambassador)} (${paidAs(payout)}) stays in the history, marked Voided. ` +
                  'Its amount goes back into their unpaid balance and no longer counts as paid; they are told by e-mail.' +
                  (payout.method === 'gift_card' && payout.state === 'sent' ? ' The gift card is deactivated in the store first.' : '')}
              </DialogDescription>
            </DialogHeader>
            <FormTextareaField
              control={control}
              name="reason"
              label="Reason"
              placeholder="e.g. The bank returned the transfer."
              rows={3}
              maxLength={MAX_VOID_REASON_LENGTH}
            />
            <FormDialogFooter busy={isSubmitting} submitLabel="Void Payout" busyLabel="Voiding..." />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
