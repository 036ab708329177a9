import { isMinor } from '@app/shared/auth';
import { PAYOUT_STATE_LABELS, type MyEarningsAndPayouts, type MyPayout, type MyPayoutMethod } from '@app/shared/payouts';
import { formatDollars } from '@app/shared/platform';
import type { PayoutMethod } from '@app/shared/settings';
import { ApiError } from '@app/ui/api';
import { useContext, useId, useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/card';
import { toast } from '../../../components/toast';
import { formatDay } from '../../../lib/format-date';
import { ProfileContext } from '../../profile/profile-context';
import { useChoosePayoutMethod } from '../api/choose-payout-method';

const STATE_BADGES = { pending: 'secondary', sent: 'success', failed: 'destructive' } as const;

/** A payout's state in the member's words: a failed gift card is being looked into, not lost. */
function PayoutState({ payout }: { payout: MyPayout }) {
  if (payout.voided) return <Badge variant="outline">Voided</Badge>;
  return <Badge variant={STATE_BADGES[payout.state]}>{PAYOUT_STATE_LABELS[payout.state]}</Badge>;
}

/** Each payout the member was paid, newest first: how ("Gift card ending 7KQ2"), how much, when and where it stands. */
export function MyPayoutsList({ payouts }: { payouts: readonly MyPayout[] }) {
  const titleId = useId();
  const failed = payouts.some((payout) => payout.state === 'failed' && !payout.voided);
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-4">
      <CardHeader>
        <CardTitle id={titleId}>Your Payouts</CardTitle>
        <CardDescription>Gift card codes are e-mailed to you when the card is sent.</CardDescription>
      </CardHeader>
      <CardContent>
        {payouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payouts yet. Once your commission is payable, the programme pays it to you.</p>
        ) : (
          <ul aria-label="Your payouts" className="grid divide-y">
            {payouts.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium wrap-anywhere">{payout.method_label}</span>
                  <span className="text-sm text-muted-foreground">{formatDay(payout.paid_on)}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="grid justify-items-end">
                    <span className={payout.voided ? 'font-medium tabular-nums line-through' : 'font-medium tabular-nums'}>
                      {formatDollars(payout.amount + payout.bonus)}
                    </span>
                    {payout.bonus > 0 && (
                      <span className="text-xs text-muted-foreground">{`incl. ${formatDollars(payout.bonus)} bonus`}</span>
                    )}
                  </span>
                  <PayoutState payout={payout} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {failed && (
          <p className="mt-3 text-sm text-muted-foreground">
            A failed gift card was not issued by the store yet: the programme tries it again, and you are not paid twice.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The under-18 rule in plain words, for the member it applies to: never cash to themselves. */
function minorRuleText(choices: MyPayoutMethod['choices']): string {
  return choices.some((choice) => choice.method === 'cash')
    ? 'Because you are under 18, cash is never paid to you directly: it goes to your parent or guardian. Store credit comes to you.'
    : 'Because you are under 18, you are paid in store credit: a gift card for the shop, its code e-mailed to you and your parent or guardian.';
}

const bonusText = (percent: number) => (percent > 0 ? ` (+${percent}% bonus)` : '');

/**
 * How you're paid: the member's payout method among those Settings > Payments offers them, saved with
 * PUT /api/me/payout-method; a member under 18 reads why cash does not come to them. With one choice only,
 * it says how they are paid.
 */
export function PayoutMethodChoice({ payoutMethod }: { payoutMethod: MyPayoutMethod }) {
  const choose = useChoosePayoutMethod();
  const profile = useContext(ProfileContext);
  const titleId = useId();
  const hintId = useId();
  const [picked, setPicked] = useState<PayoutMethod>(payoutMethod.method);
  const [busy, setBusy] = useState(false);
  const minor = profile !== null && isMinor(profile.adult_from, new Date());
  const { choices } = payoutMethod;
  const current = choices.find((choice) => choice.method === payoutMethod.method);

  async function save() {
    setBusy(true);
    try {
      const saved = await choose(picked);
      const label = choices.find((choice) => choice.method === saved.method)?.label ?? saved.method;
      toast({ title: 'Payout Method Saved', description: `You will be paid: ${label}.` });
    } catch (error) {
      toast({
        title: 'Error',
        description:
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to save your payout method. Please try again.',
        variant: 'destructive',
        error,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby={titleId} role="region" className="gap-4">
      <CardHeader>
        <CardTitle id={titleId}>How You’re Paid</CardTitle>
        {minor && <CardDescription id={hintId}>{minorRuleText(choices)}</CardDescription>}
      </CardHeader>
      <CardContent>
        {choices.length <= 1 ? (
          <p className="text-sm">{current ? `${current.label}${bonusText(current.bonus_percent)}.` : ''}</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            className="grid gap-3"
          >
            <fieldset className="grid gap-2" aria-describedby={minor ? hintId : undefined}>
              <legend className="sr-only">Payout method</legend>
              {choices.map((choice) => (
                <label key={choice.method} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm">
                  <input
                    type="radio"
                    name="payout-method"
                    value={choice.method}
                    checked={picked === choice.method}
                    onChange={() => setPicked(choice.method)}
                    disabled={busy}
                    className="size-4 shrink-0 accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  />
                  <span>{`${choice.label}${bonusText(choice.bonus_percent)}`}</span>
                </label>
              ))}
            </fieldset>
            {!payoutMethod.chosen && (
              <p className="text-sm text-muted-foreground">You have not chosen yet: the programme’s default is selected.</p>
            )}
            <Button type="submit" className="w-fit" disabled={busy || (payoutMethod.chosen && picked === payoutMethod.method)}>
              {busy ? 'Saving...' : 'Save Payout Method'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** The member's payouts and how they are paid, beside their earnings figures. */
export function MyPayouts({ earnings }: { earnings: MyEarningsAndPayouts }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MyPayoutsList payouts={earnings.payouts} />
      {/* Keyed by the method saved, so the choice starts again from it once it changes. */}
      <PayoutMethodChoice key={earnings.payout_method.method} payoutMethod={earnings.payout_method} />
    </div>
  );
}
