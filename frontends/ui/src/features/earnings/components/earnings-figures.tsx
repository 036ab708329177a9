import { pendingEarningsLabel, type MyEarnings } from '@app/shared/payouts';
import { formatDollars } from '@app/shared/platform';
import { commissionRuleText } from '@app/shared/settings';
import { BadgeCheck, CalendarClock, CircleDollarSign, Hourglass } from 'lucide-react';
import { StatCard } from '../../../components/stat-card';
import { useCommissionTerms } from '../api/get-commission-terms';
import { useMyEarnings } from '../api/get-my-earnings';
import { MyPayouts } from './my-payouts';

interface EarningsCardsProps {
  /** Undefined while they load, or when they could not be. */
  earnings: MyEarnings | undefined;
  /** What every caption says instead, when the figures could not be loaded. */
  failure?: string;
  /** Whose figures they are, by first name, for someone other than the member (their guardian); the member's own say "you". */
  owner?: string;
}

/**
 * An ambassador's paid and unpaid commission, the unpaid split into what the commission hold still keeps and
 * what is payable (issue 25); a dash for a figure not loaded, the rest of the page stands.
 */
export function EarningsCards({ earnings, failure, owner }: EarningsCardsProps) {
  const shown = (amount: number | undefined) => (amount === undefined ? '–' : formatDollars(amount));
  const caption = (text: string) => failure ?? text;
  return (
    <section aria-label="Payouts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Paid Earnings"
        value={shown(earnings?.paid_earnings)}
        caption={caption(`Commission paid out to ${owner ?? 'you'} so far`)}
        icon={BadgeCheck}
      />
      <StatCard
        label="Unpaid Earnings"
        value={shown(earnings?.unpaid_earnings)}
        caption={caption('Commission earned and not paid out yet')}
        icon={Hourglass}
      />
      <StatCard
        label={earnings ? pendingEarningsLabel(earnings.commission_hold_days) : 'Pending'}
        value={shown(earnings?.pending_earnings)}
        caption={caption('Becomes payable once the store’s return window has passed')}
        icon={CalendarClock}
      />
      <StatCard
        label="Payable"
        value={shown(earnings?.payable_earnings)}
        caption={caption(`Past the hold and ready for ${owner ? `${owner}’s` : 'your'} next payout`)}
        icon={CircleDollarSign}
      />
    </section>
  );
}

/**
 * The signed-in ambassador's own earnings: students see them on /impact, fundraisers on their dashboard (both
 * earn commission on their code's sales), under the rule their orders earn by (issue 45: an order under the
 * minimum earned nothing, and nobody said so); the rule is left out while it loads or if it cannot be. Below
 * them, each payout with its method and state, and how they choose to be paid (issue 46).
 */
export function EarningsFigures() {
  const { data: earnings, error } = useMyEarnings();
  const { data: terms } = useCommissionTerms();
  return (
    <div className="grid gap-3">
      {terms && <p className="text-sm text-muted-foreground">{commissionRuleText(terms)}</p>}
      <EarningsCards earnings={earnings} failure={error && !earnings ? 'Could not load your payouts' : undefined} />
      {earnings && <MyPayouts earnings={earnings} />}
    </div>
  );
}
