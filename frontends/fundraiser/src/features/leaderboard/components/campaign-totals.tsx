import { ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/constants';
import { formatCount, formatDollars, formatWholeDollars } from '@app/shared/money';
import type { CampaignTotals } from '@app/shared/sales';
import { Card, CardContent, CardHeader, CardTitle } from '@app/ui';
import { DollarSign, Leaf, Shirt, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

/** One figure; the card is a group named by its label, so the value reads with it. */
function StatCard({ label, value, caption, icon: Icon }: { label: string; value: string; caption: string; icon: LucideIcon }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="gap-2">
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle id={labelId} className="text-sm font-medium">
          {label}
        </CardTitle>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-xs text-muted-foreground">{caption}</p>
      </CardContent>
    </Card>
  );
}

/** The campaign's totals (spec part 1, sections 2.11 and 9): shirts, $5 a shirt to the organization, $1 a shirt to the environment. */
export function CampaignTotalsCards({ totals }: { totals: CampaignTotals }) {
  return (
    <section aria-label="Campaign totals" className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Total Shirts Sold" value={formatCount(totals.total_units_sold)} caption="Across your campaign" icon={Shirt} />
      <StatCard
        label="Organization Donation"
        value={formatDollars(totals.total_donated_to_org)}
        caption={`${formatWholeDollars(ORGANIZATION_DONATION_PER_SHIRT)} per shirt donated`}
        icon={DollarSign}
      />
      <StatCard
        label="Environmental Impact"
        value={formatDollars(totals.total_donated_to_environment)}
        caption="Environmental contribution"
        icon={Leaf}
      />
    </section>
  );
}
