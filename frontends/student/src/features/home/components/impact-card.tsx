import { CLIMATE_DONATION_PER_SHIRT } from '@app/shared/platform';
import { climateDonation } from '@app/shared/leaderboards';
import { formatDollars } from '@app/shared/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, useMyTotals } from '@app/ui';
import { Leaf } from 'lucide-react';
import { useEffect, useId } from 'react';

interface ImpactStat {
  label: string;
  value: string;
  /** What the figure counts, when its label alone does not say. */
  counts?: string;
}

function ImpactRow({ stat, loading }: { stat: ImpactStat; loading: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-secondary px-3 py-2">
      <dt className="grid text-sm text-secondary-foreground">
        <span id={`${id}-label`}>{stat.label}</span>
        {stat.counts && (
          <span id={`${id}-counts`} className="text-xs text-muted-foreground">
            {stat.counts}
          </span>
        )}
      </dt>
      <dd
        aria-labelledby={`${id}-label`}
        aria-describedby={stat.counts ? `${id}-counts` : undefined}
        className="text-lg font-bold text-primary"
      >
        {loading ? <Skeleton className="h-6 w-16" /> : stat.value}
      </dd>
    </div>
  );
}

/**
 * 'Your Impact': the student's real shirts sold, money raised and climate donation ($1 per shirt, spec part
 * 1, section 9's donation text), the same figure as My Impact's Climate Impact.
 */
export function ImpactCard() {
  const { data, isLoading, error } = useMyTotals();

  useEffect(() => {
    // Spec part 1, section 8: failures on Home are only logged; the card shows zeros.
    if (error) console.error('Could not load your totals', error);
  }, [error]);

  const shirts = data?.units_sold ?? 0;
  const stats: ImpactStat[] = [
    { label: 'Shirts Sold', value: String(shirts) },
    { label: 'Money Raised', value: formatDollars(data?.total_sales ?? 0) },
    {
      label: 'Environmental Impact',
      value: formatDollars(climateDonation(shirts)),
      counts: `$${CLIMATE_DONATION_PER_SHIRT} to climate action for each shirt sold`,
    },
  ];

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Leaf aria-hidden className="size-5 text-primary" />
          Your Impact
        </CardTitle>
        <CardDescription>Every sale gives ${CLIMATE_DONATION_PER_SHIRT} to climate action.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2">
          {stats.map((stat) => (
            <ImpactRow key={stat.label} stat={stat} loading={isLoading} />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
