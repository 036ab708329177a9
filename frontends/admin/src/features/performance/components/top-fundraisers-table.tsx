import type { TopFundraiser } from '@app/shared/campaign-admin';
import { formatCount, formatDollars } from '@app/shared/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';
import { Trophy } from 'lucide-react';

/** The best fundraisers across campaigns, by shirts sold, as the API ranks them. */
export function TopFundraisersTable({ fundraisers }: { fundraisers: TopFundraiser[] }) {
  if (fundraisers.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        <Trophy aria-hidden className="size-8" />
        <p>No fundraiser sales yet</p>
      </div>
    );
  }
  return (
    <Table aria-label="Top Fundraisers" className="min-w-[32rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Rank</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Campaign</TableHead>
          <TableHead className="text-right">Shirts</TableHead>
          <TableHead className="text-right">Sales</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {fundraisers.map((fundraiser, index) => (
          <TableRow key={fundraiser.user_id}>
            <TableCell className="tabular-nums">{index + 1}</TableCell>
            <TableCell className="min-w-40 font-medium whitespace-normal wrap-anywhere">
              {fundraiser.first_name} {fundraiser.last_name}
            </TableCell>
            <TableCell className="min-w-40 whitespace-normal wrap-anywhere">{fundraiser.campaign_name}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(fundraiser.units_sold)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(fundraiser.total_sales)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
