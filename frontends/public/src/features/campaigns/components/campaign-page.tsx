import { formatShirts, leaderboardName, onPodium } from '@app/shared/leaderboard';
import { formatCount, formatWholeDollars } from '@app/shared/money';
import type { PublicCampaignPage } from '@app/shared/sales';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, Skeleton } from '@app/ui';
import { NotFoundError } from '@app/ui/api';
import { useParams } from '@app/ui/router';
import { DollarSign, Leaf, Shirt, Trophy, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useCampaignPage } from '../api/get-campaign-page';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** Gold, silver and bronze for ranks 1 to 3. */
const podium: Record<number, string> = {
  1: 'border-transparent bg-yellow-400 text-yellow-950',
  2: 'border-transparent bg-slate-300 text-slate-900',
  3: 'border-transparent bg-amber-600 text-white',
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-screen bg-muted px-4 py-10">
      <div className="mx-auto flex max-w-5xl flex-col gap-8">{children}</div>
    </main>
  );
}

function StatCard({ title, value, caption, Icon }: { title: string; value: string; caption: string; Icon: Icon }) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <h2 className="text-sm font-medium">{title}</h2>
        <Icon aria-hidden className="size-5 text-primary" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value}</p>
        <p className="text-sm text-muted-foreground wrap-anywhere">{caption}</p>
      </CardContent>
    </Card>
  );
}

function CampaignPageSkeleton() {
  return (
    <Frame>
      <div role="status" aria-label="Loading campaign" className="flex flex-col gap-8">
        <div className="grid gap-3">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} data-testid="skeleton-card" className="h-32" />
          ))}
        </div>
        <div className="grid gap-3">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} data-testid="skeleton-row" className="h-14" />
          ))}
        </div>
      </div>
    </Frame>
  );
}

function Leaderboard({ page }: { page: PublicCampaignPage }) {
  const { leaderboard, campaign } = page;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="flex items-center gap-2">
            <Trophy aria-hidden className="size-5 text-primary" />
            Member Leaderboard
          </span>
        </CardTitle>
        <CardDescription>Ranked by shirts sold</CardDescription>
      </CardHeader>
      <CardContent>
        {leaderboard.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <Users aria-hidden className="size-10 text-muted-foreground" />
            <p className="font-medium">No members have joined this campaign yet.</p>
            <p className="text-sm text-muted-foreground">Check back soon to see the leaderboard!</p>
          </div>
        ) : (
          <ol aria-label="Member Leaderboard" className="grid grid-cols-1 gap-2">
            {leaderboard.map((row) => (
              <li
                key={`${row.rank}-${row.student_name}`}
                className={cn('flex items-center gap-4 rounded-lg border p-3', onPodium(row) && 'border-primary/30 bg-primary/5')}
              >
                <Badge
                  variant="outline"
                  aria-label={`Rank ${row.rank}`}
                  className={cn('size-9 shrink-0 rounded-full text-sm', onPodium(row) && podium[row.rank])}
                >
                  {row.rank}
                </Badge>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" title={leaderboardName(row, 'fundraising_ambassador')}>
                    {leaderboardName(row, 'fundraising_ambassador')}
                  </p>
                  <p className="truncate text-sm text-muted-foreground" title={`Member of ${campaign.school_name}`}>
                    Member of {campaign.school_name}
                  </p>
                </div>
                <p className="shrink-0 font-semibold">{formatShirts(row.units_sold)}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** /campaign/{slug}: a campaign's totals and member leaderboard, for anyone (spec part 1, section 2.9). */
export function CampaignPage() {
  const slug = useParams<{ slug: string }>().slug ?? '';
  const { data, error, isLoading, mutate } = useCampaignPage(slug);

  if (isLoading) return <CampaignPageSkeleton />;
  if (error || !data) {
    const notFound = !error || error instanceof NotFoundError;
    return (
      <Frame>
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-2xl font-bold">{notFound ? 'Campaign not found' : 'Error loading campaign data'}</h1>
          <p className="text-muted-foreground">The campaign you're looking for might not exist or is no longer active.</p>
          {!notFound && (
            <Button variant="outline" onClick={() => void mutate()}>
              Try Again
            </Button>
          )}
        </div>
      </Frame>
    );
  }

  const { campaign, stats } = data;
  return (
    <Frame>
      <header className="grid gap-2 text-center wrap-anywhere">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{campaign.campaign_name}</h1>
        <p className="text-lg text-muted-foreground">{campaign.school_name}</p>
        {campaign.description && <p className="mx-auto max-w-2xl">{campaign.description}</p>}
      </header>
      <section aria-label="Campaign totals" className="grid gap-4 md:grid-cols-3">
        <StatCard title="Shirts Sold" value={formatCount(stats.total_units_sold)} caption="Total orders by members" Icon={Shirt} />
        <StatCard
          title="Organization Fund"
          value={formatWholeDollars(stats.total_donated_to_org)}
          caption={`Generated for ${campaign.school_name}`}
          Icon={DollarSign}
        />
        <StatCard
          title="Climate Impact"
          value={formatWholeDollars(stats.total_donated_to_environment)}
          caption="Donated to environmental causes"
          Icon={Leaf}
        />
      </section>
      <Leaderboard page={data} />
    </Frame>
  );
}
