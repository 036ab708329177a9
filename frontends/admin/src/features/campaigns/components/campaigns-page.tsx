import type { AdminCampaign } from '@app/shared/campaigns';
import { formatCount } from '@app/shared/platform';
import {
  Button,
  LoadFailed,
  PageHeader,
  SearchField,
  SkeletonRows,
  StatCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@app/ui';
import { ClipboardList, KeyRound, Megaphone, Rocket, SearchX, Inbox } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CampaignStartHereDialog } from '../../start-here';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { useAdminCampaigns } from '../api/list-admin-campaigns';
import { useCampaignApplications } from '../api/list-campaign-applications';
import { matchesCampaignSearch } from '../campaign-display';
import type { CampaignActions } from './campaign-actions';
import { ApplicationsList } from './applications-list';
import { CampaignCard } from './campaign-card';
import { CampaignDetailsDialog } from './campaign-details-dialog';
import { CampaignsTable } from './campaigns-table';
import { EditCampaignDialog } from './edit-campaign-dialog';
import { PasscodesDialog } from './passcodes-dialog';

type Tab = 'cards' | 'table' | 'applications';
const isTab = (value: string): value is Tab => value === 'cards' || value === 'table' || value === 'applications';
/** The tab and the search, in the address (useUrlFilters) as ?tab= and ?q= unless they are the default. */
const FILTERS = {
  tab: { param: 'tab', initial: 'cards', accepts: isTab },
  search: { param: 'q', initial: '' },
} satisfies Record<string, UrlFilter>;

/** Which dialog is open, for which campaign (by id, so it shows the campaign as the latest load has it). */
type Open = { dialog: 'config' | 'details' | 'passcodes' | 'edit'; campaignId: string } | null;

function EmptyState({ icon: Icon, children }: { icon: typeof Inbox; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
      <Icon aria-hidden className="size-8" />
      <p>{children}</p>
    </div>
  );
}

const NO_CAMPAIGNS = 'No campaigns found matching your search';

/** /admin/campaigns (spec part 2, section 2): the campaigns, a page at a time, with their passcodes, and the organizations' applications. */
export function CampaignsPage() {
  const overview = useAdminCampaigns();
  const applications = useCampaignApplications();
  const [{ tab, search }, change] = useUrlFilters(FILTERS);
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    if (overview.error) toast({ title: 'Error', description: 'Failed to load campaigns', variant: 'destructive', error: overview.error });
  }, [overview.error]);
  useEffect(() => {
    if (applications.error)
      toast({ title: 'Error', description: 'Failed to load campaign applications', variant: 'destructive', error: applications.error });
  }, [applications.error]);

  // The pages loaded so far, newest first: the search looks through them; the stat cards count every campaign.
  const pages = overview.data;
  const campaigns = useMemo(() => (pages ?? []).flatMap((page) => page.campaigns), [pages]);
  const shown = useMemo(() => campaigns.filter((campaign) => matchesCampaignSearch(campaign, search)), [campaigns, search]);
  const stats = pages?.[pages.length - 1]?.stats;
  const hasMore = Boolean(pages?.[pages.length - 1]?.next_cursor);
  const loadingMore = overview.isValidating && pages !== undefined && pages.length < overview.size;
  const loadMore = () => void overview.setSize(overview.size + 1);
  const pendingCount = applications.data
    ? applications.data.filter((application) => application.status === 'pending').length
    : stats?.pending_applications;

  const openFor = (dialog: NonNullable<Open>['dialog']) => (campaign: AdminCampaign) => setOpen({ dialog, campaignId: campaign.id });
  const actions: CampaignActions = {
    onConfig: openFor('config'),
    onDetails: openFor('details'),
    onPasscodes: openFor('passcodes'),
    onEdit: openFor('edit'),
  };
  const chosen = open ? (campaigns.find((campaign) => campaign.id === open.campaignId) ?? null) : null;
  const dialogCampaign = (dialog: NonNullable<Open>['dialog']) => (open?.dialog === dialog ? chosen : null);
  const close = () => setOpen(null);

  function campaignsContent(render: (list: AdminCampaign[]) => ReactNode) {
    if (overview.error && !pages) return <LoadFailed message="Failed to load campaigns" onRetry={() => void overview.mutate()} />;
    if (!pages) return <SkeletonRows label="Loading campaigns" rows={3} rowClassName="h-40" />;
    return (
      <div className="grid min-w-0 gap-4">
        {shown.length === 0 ? <EmptyState icon={SearchX}>{NO_CAMPAIGNS}</EmptyState> : render(shown)}
        {hasMore && (
          <div className="grid justify-items-center gap-2 text-center">
            {search && <p className="text-sm text-muted-foreground">Load more to search older campaigns too.</p>}
            <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    );
  }

  function applicationsContent() {
    if (applications.error) {
      return <LoadFailed message="Failed to load campaign applications" onRetry={() => void applications.mutate()} />;
    }
    if (!applications.data) return <SkeletonRows label="Loading campaign applications" rows={2} rowClassName="h-48" />;
    if (applications.data.length === 0) return <EmptyState icon={Inbox}>No campaign applications found</EmptyState>;
    return <ApplicationsList applications={applications.data} />;
  }

  const statValue = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Fundraising Campaigns"
        description="Every school and organization campaign, its passcodes and results, and the applications waiting for review."
      />
      <section aria-label="Campaign statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total Campaigns" value={statValue(stats?.total_campaigns)} icon={Megaphone} />
        <StatCard label="Active Campaigns" value={statValue(stats?.active_campaigns)} icon={Rocket} />
        <StatCard
          label="Pending Approval"
          value={statValue(stats?.pending_applications)}
          caption="Applications to review"
          icon={ClipboardList}
        />
        <StatCard label="Active Passcodes" value={statValue(stats?.active_passcodes)} icon={KeyRound} />
      </section>
      <Tabs value={tab} onValueChange={(value) => isTab(value) && change({ tab: value })} className="min-w-0 gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList className="grid h-auto w-full grid-cols-1 min-[420px]:grid-cols-3 lg:inline-flex lg:w-fit">
            <TabsTrigger value="cards">Campaign Cards</TabsTrigger>
            <TabsTrigger value="table">Table View</TabsTrigger>
            <TabsTrigger value="applications">Applications{pendingCount === undefined ? '' : ` (${pendingCount})`}</TabsTrigger>
          </TabsList>
          <SearchField
            label="Search campaigns"
            placeholder="Campaign, school or passcode"
            value={search}
            onChange={(text) => change({ search: text })}
            className="lg:w-80"
          />
        </div>
        <TabsContent value="cards" className="min-w-0">
          {campaignsContent((list) => (
            <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {list.map((campaign) => (
                <li key={campaign.id} className="min-w-0">
                  <CampaignCard campaign={campaign} {...actions} />
                </li>
              ))}
            </ul>
          ))}
        </TabsContent>
        <TabsContent value="table" className="min-w-0">
          {campaignsContent((list) => (
            <div className="rounded-lg border p-4 md:p-0">
              <CampaignsTable campaigns={list} {...actions} />
            </div>
          ))}
        </TabsContent>
        <TabsContent value="applications" className="min-w-0">
          {applicationsContent()}
        </TabsContent>
      </Tabs>
      {chosen && (
        <CampaignStartHereDialog campaign={chosen} open={open?.dialog === 'config'} onOpenChange={(isOpen) => !isOpen && close()} />
      )}
      <CampaignDetailsDialog campaign={dialogCampaign('details')} onClose={close} />
      <PasscodesDialog campaign={dialogCampaign('passcodes')} onClose={close} />
      <EditCampaignDialog campaign={dialogCampaign('edit')} onClose={close} />
    </div>
  );
}
