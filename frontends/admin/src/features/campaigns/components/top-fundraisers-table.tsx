import type { TopFundraiser } from '@app/shared/campaigns';
import { formatCount, formatDollars } from '@app/shared/platform';
import { DataTable, type DataTableColumn } from '@app/ui';
import { Trophy } from 'lucide-react';

interface RankedFundraiser extends TopFundraiser {
  rank: number;
}

const nameOf = (fundraiser: TopFundraiser) => `${fundraiser.first_name} ${fundraiser.last_name}`;

const COLUMNS: DataTableColumn<RankedFundraiser>[] = [
  { id: 'rank', header: 'Rank', className: 'tabular-nums', cell: (fundraiser) => fundraiser.rank },
  { id: 'name', header: 'Name', truncate: true, cardSlot: 'title', className: 'font-medium', cell: nameOf },
  { id: 'campaign', header: 'Campaign', truncate: true, cardSlot: 'wide', cell: (fundraiser) => fundraiser.campaign_name },
  { id: 'shirts', header: 'Shirts', align: 'end', cell: (fundraiser) => formatCount(fundraiser.units_sold) },
  { id: 'sales', header: 'Sales', align: 'end', cell: (fundraiser) => formatDollars(fundraiser.total_sales) },
];

/** The best fundraisers across campaigns, by shirts sold, as the API ranks them (so no other order). */
export function TopFundraisersTable({ fundraisers }: { fundraisers: TopFundraiser[] | undefined }) {
  return (
    <DataTable
      label="Top Fundraisers"
      columns={COLUMNS}
      rows={(fundraisers ?? []).map((fundraiser, index) => ({ ...fundraiser, rank: index + 1 }))}
      getRowId={(fundraiser) => fundraiser.user_id}
      loading={!fundraisers}
      loadingLabel="Loading top fundraisers"
      loadingRows={3}
      empty={
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          <Trophy aria-hidden className="size-8" />
          <p>No fundraiser sales yet</p>
        </div>
      }
    />
  );
}
