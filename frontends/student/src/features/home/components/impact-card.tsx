import { CLIMATE_DONATION_PER_SHIRT } from '@app/shared/constants';
import { climateDonation } from '@app/shared/leaderboard';
import { formatDollars } from '@app/shared/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, useMyTotals } from '@app/ui';
import { Leaf } from 'lucide-react';
import { useEffect } from 'react';

/** 'Your Impact': the student's real shirts sold, money raised and climate donation ($1 per shirt). */
export function ImpactCard() {
  const { data, isLoading, error } = useMyTotals();

  useEffect(() => {
    // Spec part 1, section 8: failures on Home are only logged; the card shows zeros.
    if (error) console.error('Could not load your totals', error);
  }, [error]);

  const shirts = data?.units_sold ?? 0;
  const stats = [
    { label: 'Shirts Sold', value: String(shirts) },
    { label: 'Money Raised', value: formatDollars(data?.total_sales ?? 0) },
    { label: 'Environmental Impact', value: formatDollars(climateDonation(shirts)) },
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
          {stats.map(({ label, value }) => (
            <div key={label} className="flex items-center justify-between gap-3 rounded-lg bg-secondary px-3 py-2">
              <dt className="text-sm text-secondary-foreground">{label}</dt>
              <dd className="text-lg font-bold text-primary">{isLoading ? <Skeleton className="h-6 w-16" /> : value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
