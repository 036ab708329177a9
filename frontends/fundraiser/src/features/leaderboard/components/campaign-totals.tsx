import { ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/platform';
import { formatCount, formatDollars, formatWholeDollars } from '@app/shared/platform';
import type { CampaignTotals } from '@app/shared/leaderboards';
import { StatCard } from '@app/ui';
import { DollarSign, Leaf, Shirt } from 'lucide-react';

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
