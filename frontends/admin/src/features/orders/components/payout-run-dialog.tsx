import { formatCount, formatDollars } from '@app/shared/platform';
import type { PayoutBalance, PayoutRunDetail, StartPayoutRunInput } from '@app/shared/payouts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@app/ui';
import { ApiError } from '@app/ui/api';
import { useState } from 'react';
import { useStartPayoutRun } from '../api/payout-runs';
import { fullName } from './record-payout-dialog';

/** Whom a run is asked to pay: the ambassadors picked, or every one whose payable commission reaches the threshold. */
export interface RunChoice {
  /** The balances shown for it, to say whom and how much before paying. */
  payees: readonly PayoutBalance[];
  allPayable: boolean;
}

/** The names a confirmation lists before it says "and N more". */
const NAMES_SHOWN = 5;

function namesOf(payees: readonly PayoutBalance[]): string {
  const names = payees.slice(0, NAMES_SHOWN).map(fullName);
  const more = payees.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${formatCount(more)} more` : names.join(', ');
}

/**
 * Pay with gift cards, asked first: whom (by name), how much in all, and what happens next (a store gift card
 * per ambassador, each their whole payable commission, its code e-mailed to them). Confirm starts the run.
 */
export function PayoutRunDialog({
  choice,
  onClose,
  onStarted,
}: {
  choice: RunChoice | null;
  onClose: () => void;
  onStarted: (detail: PayoutRunDetail) => void;
}) {
  const start = useStartPayoutRun();
  const [busy, setBusy] = useState(false);
  const total = choice ? choice.payees.reduce((sum, row) => sum + Math.round(row.payable_earnings * 100), 0) / 100 : 0;
  const count = choice?.payees.length ?? 0;

  async function confirm() {
    if (!choice) return;
    const body: StartPayoutRunInput = choice.allPayable ? { all_payable: true } : { user_ids: choice.payees.map((row) => row.user_id) };
    setBusy(true);
    try {
      const detail = await start(body);
      const skipped = detail.run.skipped.length;
      toast({
        title: 'Payout Run Started',
        description:
          (detail.run.payouts_count === 1
            ? `1 gift card for ${formatDollars(detail.run.total_amount)} is being issued.`
            : `${formatCount(detail.run.payouts_count)} gift cards for ${formatDollars(detail.run.total_amount)} are being issued.`) +
          (skipped > 0 ? ` ${formatCount(skipped)} skipped (see the run).` : ''),
      });
      onStarted(detail);
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiError && error.status < 500 ? error.message : 'Failed to start the payout run. Please try again.',
        variant: 'destructive',
        error,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={choice !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay with Gift Cards</DialogTitle>
          <DialogDescription>
            {choice
              ? `${choice.allPayable ? 'Every ambassador with payable commission at or above the threshold' : `${formatCount(count)} ${count === 1 ? 'ambassador' : 'ambassadors'}`}: ` +
                `${namesOf(choice.payees)}. About ${formatDollars(total)} in all.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Each gets a store gift card for their whole payable commission (plus any store credit bonus from Settings &gt; Payments), its code
          e-mailed to them, and to the guardian of a member under 18. Balances that moved since this page loaded are paid as they stand.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={busy || count === 0} onClick={() => void confirm()}>
            {busy ? 'Starting...' : 'Pay with Gift Cards'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
