import type { AmbassadorRow } from '@app/shared/ambassadors';
import {
  Card,
  CardContent,
  LoadFailed,
  PageHeader,
  SearchField,
  SelectField,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { Users } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useApproveAmbassador } from '../api/approve-ambassador';
import { useAmbassadorPages } from '../../../api/list-ambassadors';
import {
  fullName,
  isNewThisWeek,
  isPendingSignup,
  isProgressFilter,
  matchesProgress,
  matchesSearch,
  PROGRESS_FILTERS,
} from '../ambassador-filters';
import { useAmbassadorFilters } from '../use-ambassador-filters';
import { AmbassadorDetailDialog } from './ambassador-detail-dialog';
import { AmbassadorList, type AmbassadorActions } from './ambassador-list';
import { DeleteAmbassadorDialog } from './delete-ambassador-dialog';
import { PendingSignupsBar } from './pending-signups-bar';

const LOAD_FAILED = 'Failed to load ambassadors';

/** /admin/ambassadors: the students or the fundraising ambassadors, as its address says (spec part 2, section 2; issue 45). */
export function AmbassadorsPage() {
  const { role, tab, search, progress, setTab, setSearch, setProgress } = useAmbassadorFilters();
  const managingFundraisers = role === 'fundraising_ambassador';
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useAmbassadorPages(role);
  const approveAmbassador = useApproveAmbassador();
  // The moment the screen opened: New (This Week) counts back from it.
  const [openedAt] = useState(Date.now);
  const [viewing, setViewing] = useState<AmbassadorRow | null>(null);
  const [deleting, setDeleting] = useState<AmbassadorRow | null>(null);
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);

  const failed = Boolean(error);
  // Read when the toast is raised, so a retry's fresh error object raises no second toast.
  const toastLoadFailed = useEffectEvent(() => toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error }));
  useEffect(() => {
    if (failed) toastLoadFailed();
  }, [failed]);

  // The pages loaded so far, newest first: search, the progress filter and New (This Week) look through them.
  const everyone = useMemo(() => (data ?? []).flatMap((page) => page.ambassadors), [data]);
  const hasMore = Boolean(data?.[data.length - 1]?.next_cursor);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  const loadMore = { hasMore, loading: loadingMore, onLoadMore: () => void setSize(size + 1) };
  const newThisWeek = everyone.filter((ambassador) => isNewThisWeek(ambassador, openedAt));
  const shownOf = (ambassadors: AmbassadorRow[]) =>
    ambassadors.filter((ambassador) => matchesSearch(ambassador, search) && matchesProgress(ambassador, progress));

  async function approve(ambassador: AmbassadorRow) {
    setApprovingId(ambassador.user_id);
    try {
      const approved = await approveAmbassador(ambassador.user_id);
      toast({
        title: 'Ambassador Approved',
        description: approved.personal_code
          ? `${fullName(ambassador)} is now active with the code ${approved.personal_code}.`
          : `${fullName(ambassador)} is now active.`,
      });
    } catch (caught) {
      console.error('Could not approve the ambassador', caught);
      // The contract's refusals (already approved, not a student) say what happened; anything else is generic.
      const reason = caught instanceof ApiError && caught.status < 500 ? caught.message : 'Failed to approve ambassador. Please try again.';
      toast({ title: 'Error', description: reason, variant: 'destructive', error: caught });
    } finally {
      setApprovingId(null);
    }
  }

  const actions: AmbassadorActions = {
    onView: setViewing,
    onApprove: (chosen) => void approve(chosen),
    onDelete: setDeleting,
    approvingId,
  };
  const audience = managingFundraisers ? 'fundraising ambassadors' : 'student ambassadors';

  function listOf(ambassadors: AmbassadorRow[], emptyText: string) {
    if (error && everyone.length === 0 && !isLoading) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
    const shown = shownOf(ambassadors);
    const pending = shown.filter(isPendingSignup);
    // Only what the list shows stays selected: a deleted, approved or filtered-out sign-up drops out.
    const selected = selectedIds.filter((id) => pending.some((ambassador) => ambassador.user_id === id));
    return (
      <div className="grid min-w-0 gap-4">
        <PendingSignupsBar pending={pending} selectedIds={selected} onSelectedIdsChange={setSelectedIds} />
        <AmbassadorList
          ambassadors={shown}
          selectedIds={selected}
          onSelectedIdsChange={setSelectedIds}
          loading={isLoading}
          loadMore={loadMore}
          empty={
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <Users aria-hidden className="size-10 text-muted-foreground" />
              <p className="font-medium">{ambassadors.length === 0 ? emptyText : 'No ambassadors match your search or filter'}</p>
              {hasMore && <p className="text-sm text-muted-foreground">Load more to look through older sign-ups.</p>}
            </div>
          }
          managingFundraisers={managingFundraisers}
          {...actions}
        />
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={managingFundraisers ? 'Fundraising Ambassadors' : 'Student Ambassadors'}
        description={`Manage ${audience}, follow their progress and sales, and approve or remove them.`}
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'new' ? 'new' : 'all')} className="min-w-0 gap-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabsList className="w-full md:w-fit">
            <TabsTrigger value="all">All Ambassadors</TabsTrigger>
            <TabsTrigger value="new">New (This Week)</TabsTrigger>
          </TabsList>
          <div className="flex flex-col gap-3 sm:flex-row">
            <SearchField
              label="Search ambassadors"
              placeholder={`Name, email, code or ${managingFundraisers ? 'campaign' : 'organization'}`}
              value={search}
              onChange={setSearch}
              className="sm:w-80"
            />
            <SelectField
              label="Progress"
              hideLabel
              options={PROGRESS_FILTERS}
              value={progress}
              onChange={(event) => isProgressFilter(event.target.value) && setProgress(event.target.value)}
              className="sm:w-48"
            />
          </div>
        </div>
        <TabsContent value="all">
          <Card className="min-w-0">
            <CardContent>{listOf(everyone, `No ${audience} yet`)}</CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="new">
          <Card className="min-w-0">
            <CardContent>{listOf(newThisWeek, 'No new ambassadors this week')}</CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <AmbassadorDetailDialog ambassador={viewing} onClose={() => setViewing(null)} />
      <DeleteAmbassadorDialog ambassador={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
