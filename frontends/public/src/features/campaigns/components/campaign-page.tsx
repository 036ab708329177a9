import { CLIMATE_DONATION_PER_SHIRT, ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/platform';
import { formatShirts, leaderboardName, onPodium } from '@app/shared/leaderboards';
import { formatCount, formatWholeDollars } from '@app/shared/platform';
import { campaignJoinPath, campaignPagePath, hasEnded, hasStarted, type PublicCampaignPage } from '@app/shared/campaigns';
import { shopPath } from '@app/shared/contracts';
import { trackedLinkPath } from '@app/shared/links';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, EarnedBadges, formatDay, Skeleton } from '@app/ui';
import { NotFoundError } from '@app/ui/api';
import { CalendarDays, DollarSign, ExternalLink, Leaf, Shirt, ShoppingBag, Trophy, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useCampaignPage } from '../api/get-campaign-page';
import { useActiveCampaigns } from '../api/list-active-campaigns';
import type { CampaignPageAddress } from '../campaign-page-address';
import { supportedMember, type SupportedMember } from '../supported-member';
import { ShirtPicture } from './shirt-picture';
import { TargetProgress } from './target-progress';

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

/** One figure: what it is, and in its caption and detail what it counts. */
function StatCard({ title, value, caption, detail, Icon }: { title: string; value: string; caption: string; detail: string; Icon: Icon }) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <h2 className="text-sm font-medium">{title}</h2>
        <Icon aria-hidden className="size-5 text-primary" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value}</p>
        <p className="text-sm text-muted-foreground wrap-anywhere">{caption}</p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}

/**
 * A member's tracked link from this page (issue 25): `/r/<code>?via=campaign_page` on this site, which
 * counts the click and opens the store with the code; relative, so the server's render and the browser's agree.
 */
const supportLink = (code: string) => trackedLinkPath(code, 'campaign_page');

/** A link to the store with a member's code, styled as a button; the store opens in a new tab. */
function StoreLink({
  href,
  children,
  ...button
}: { href: string; children: ReactNode } & Pick<Parameters<typeof Button>[0], 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild {...button} className={cn('h-auto min-h-9 whitespace-normal wrap-anywhere', button.className)}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** "Are you a member? Join as a member": the campaign choice with this campaign chosen; none once it has ended. */
function JoinLink({ campaign }: { campaign: PublicCampaignPage['campaign'] }) {
  if (hasEnded(campaign)) return null;
  return (
    <p className="text-sm wrap-anywhere">
      Part of {campaign.school_name}? {/* Underlined: in a line of text, a link must not stand out by its colour alone. */}
      <a href={campaignJoinPath(campaign.campaign_slug)} className="font-medium text-primary underline underline-offset-4">
        Join as a member
      </a>
    </p>
  );
}

/**
 * The buy button: for the member the visitor came through, or else for the campaign itself, through its own
 * code, which gives the organization its $5 and the climate its $1 and earns no member anything (issue 45).
 */
function BuyShirt({ page, supported }: { page: PublicCampaignPage; supported: SupportedMember | undefined }) {
  const { campaign, leaderboard } = page;
  const gives = `gives ${formatWholeDollars(ORGANIZATION_DONATION_PER_SHIRT)} to ${campaign.school_name} and ${formatWholeDollars(CLIMATE_DONATION_PER_SHIRT)} to climate causes`;
  if (supported) {
    const name = leaderboardName(supported, 'fundraising_ambassador');
    return (
      <div className="grid gap-2">
        <StoreLink href={supportLink(supported.personal_code)} size="lg" className="w-full sm:w-fit">
          <ShoppingBag aria-hidden />
          {`Support ${name}`}
        </StoreLink>
        <p className="text-sm text-muted-foreground wrap-anywhere">{`Your shirt counts for ${name} and ${gives}.`}</p>
      </div>
    );
  }
  if (!campaign.campaign_code) return null;
  return (
    <div className="grid gap-2">
      <StoreLink href={supportLink(campaign.campaign_code)} size="lg" className="w-full sm:w-fit">
        <ShoppingBag aria-hidden />
        Buy a shirt
      </StoreLink>
      <p className="text-sm text-muted-foreground wrap-anywhere">
        {`Every shirt ${gives}.${leaderboard.some((row) => row.personal_code) ? ' To count yours for a member, choose them below.' : ''}`}
      </p>
    </div>
  );
}

/**
 * The top of the page: the shirt, the campaign (and the day it starts, while it is scheduled), its progress
 * toward the target, the buy button and the way to join.
 */
function CampaignHero({ page, supported }: { page: PublicCampaignPage; supported: SupportedMember | undefined }) {
  const { campaign, stats, shirt_image } = page;
  return (
    <section aria-label="Campaign" className="grid items-center gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
      <ShirtPicture image={shirt_image} className="mx-auto max-w-72 md:max-w-none" />
      <div className="grid min-w-0 gap-5">
        <header className="grid gap-2 wrap-anywhere">
          {!hasStarted(campaign) && (
            <p className="flex w-fit items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
              <CalendarDays aria-hidden className="size-4" />
              Starts on {formatDay(campaign.start_date)}
            </p>
          )}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{campaign.campaign_name}</h1>
          <p className="text-lg text-muted-foreground">{campaign.school_name}</p>
          {campaign.description && <p>{campaign.description}</p>}
        </header>
        <TargetProgress
          raised={stats.total_donated_to_org}
          target={campaign.target_amount}
          shirts={stats.total_units_sold}
          schoolName={campaign.school_name}
        />
        <BuyShirt page={page} supported={supported} />
        <JoinLink campaign={campaign} />
      </div>
    </section>
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

function Leaderboard({ page, linkedCode }: { page: PublicCampaignPage; linkedCode: string | null }) {
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
            <JoinLink campaign={campaign} />
          </div>
        ) : (
          <ol aria-label="Member Leaderboard" className="grid grid-cols-1 gap-2">
            {leaderboard.map((row) => {
              const name = leaderboardName(row, 'fundraising_ambassador');
              const linked = linkedCode !== null && row.personal_code === linkedCode;
              return (
                <li
                  key={`${row.rank}-${row.student_name}`}
                  aria-current={linked || undefined}
                  className={cn(
                    'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border p-3',
                    onPodium(row) && 'border-primary/30 bg-primary/5',
                    linked && 'border-primary ring-2 ring-primary',
                  )}
                >
                  <Badge
                    variant="outline"
                    aria-label={`Rank ${row.rank}`}
                    className={cn('size-9 shrink-0 rounded-full text-sm', onPodium(row) && podium[row.rank])}
                  >
                    {row.rank}
                  </Badge>
                  <div className="min-w-0 flex-1">
                    {/* The name wraps rather than being cut at 375 px (issue 45); the school line may shorten. */}
                    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                      <span className="min-w-0 wrap-anywhere">{name}</span>
                      <EarnedBadges shirts={row.badges} />
                    </p>
                    <p className="truncate text-sm text-muted-foreground" title={`Member of ${campaign.school_name}`}>
                      Member of {campaign.school_name}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold">{formatShirts(row.units_sold)}</p>
                  {row.personal_code && (
                    <StoreLink
                      href={supportLink(row.personal_code)}
                      variant={linked ? 'default' : 'outline'}
                      size="sm"
                      className="w-full sm:w-auto sm:max-w-56"
                    >
                      Support {name}
                    </StoreLink>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** Where a visitor can go from a campaign that is not there (issue 45): the active campaigns' pages, and the shop. */
function ElsewhereLinks() {
  const { data: campaigns } = useActiveCampaigns();
  return (
    <nav aria-label="Elsewhere" className="mx-auto grid w-full max-w-md gap-4 pb-16">
      {campaigns && campaigns.length > 0 && (
        <div className="grid gap-2">
          <h2 className="text-center font-semibold">Active campaigns</h2>
          <ul className="grid gap-2">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <a
                  href={campaignPagePath(campaign.campaign_slug)}
                  className="block rounded-lg border bg-background p-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="block font-medium wrap-anywhere">{campaign.campaign_name}</span>
                  <span className="block text-sm text-muted-foreground wrap-anywhere">{campaign.school_name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button asChild variant="outline" className="mx-auto">
        <a href={shopPath}>
          <ShoppingBag aria-hidden />
          Visit the shop
        </a>
      </Button>
    </nav>
  );
}

/**
 * /campaign/{slug}: a campaign's shirt, progress, totals and member leaderboard, for anyone (spec part 1,
 * section 2.9), with a way to buy a shirt through a member. A link with ?member={code} preselects that
 * member: `memberCode` is that parameter.
 */
export function CampaignPage({ slug, memberCode }: CampaignPageAddress) {
  const { data, error, isLoading, mutate } = useCampaignPage(slug);

  if (isLoading) return <CampaignPageSkeleton />;
  if (error || !data) {
    const notFound = !error || error instanceof NotFoundError;
    return (
      <Frame>
        <div role="alert" className="flex flex-col items-center gap-3 pt-16 text-center">
          <h1 className="text-2xl font-bold">{notFound ? 'Campaign not found' : 'Error loading campaign data'}</h1>
          <p className="text-muted-foreground">The campaign you're looking for might not exist or is no longer active.</p>
          {!notFound && (
            <Button variant="outline" onClick={() => void mutate()}>
              Try Again
            </Button>
          )}
        </div>
        {notFound && <ElsewhereLinks />}
      </Frame>
    );
  }

  const { campaign, stats } = data;
  const supported = supportedMember(data.leaderboard, memberCode);
  return (
    <Frame>
      <CampaignHero page={data} supported={supported} />
      <section aria-label="Campaign totals" className="grid gap-4 md:grid-cols-3">
        <StatCard
          title="Shirts Sold"
          value={formatCount(stats.total_units_sold)}
          caption="Shirts bought with the campaign's and its members' codes"
          detail="Counted when the order is paid"
          Icon={Shirt}
        />
        <StatCard
          title="Organization Fund"
          value={formatWholeDollars(stats.total_donated_to_org)}
          caption={`Generated for ${campaign.school_name}`}
          detail={`${formatWholeDollars(ORGANIZATION_DONATION_PER_SHIRT)} for every shirt sold`}
          Icon={DollarSign}
        />
        <StatCard
          title="Climate Impact"
          value={formatWholeDollars(stats.total_donated_to_environment)}
          caption="Donated to environmental causes"
          detail={`${formatWholeDollars(CLIMATE_DONATION_PER_SHIRT)} for every shirt sold`}
          Icon={Leaf}
        />
      </section>
      <Leaderboard page={data} linkedCode={supported?.personal_code ?? null} />
    </Frame>
  );
}
