import { RECENT_LIMIT } from '@app/shared/ambassadors';
import { formatCount } from '@app/shared/platform';
import { PageHeader, Skeleton, StatCard } from '@app/ui';
import { ClipboardCheck, ShoppingCart, UserPlus, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { RecentSignupsCard } from './recent-signups-card';
import { RecentSubmissionsCard } from './recent-submissions-card';

/** /admin (spec part 2, section 2): programme health in four counts, and the latest sign-ups and submissions. */
export function DashboardPage() {
  const { data, error, isLoading } = useAdminDashboard();

  // Spec part 2, section 8: dashboard failures are only logged; the page shows zeros and empty states.
  useEffect(() => {
    if (error) console.error('Could not load the admin dashboard', error);
  }, [error]);

  const figures = [
    { label: 'New Ambassadors This Week', value: data?.new_this_week ?? 0, caption: 'Signed up in the last 7 days', icon: UserPlus },
    { label: 'Pending Submissions', value: data?.pending_submissions ?? 0, caption: 'Waiting for review', icon: ClipboardCheck },
    { label: 'Total Ambassadors', value: data?.total_ambassadors ?? 0, caption: 'Students and fundraisers', icon: Users },
    { label: 'Orders This Week', value: data?.orders_this_week ?? 0, caption: 'Placed in the last 7 days', icon: ShoppingCart },
  ];

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Dashboard" description="Programme health and the latest activity at a glance" />
      {isLoading ? (
        <div role="status" aria-label="Loading statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map(({ label }) => (
            <Skeleton key={label} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map(({ label, value, caption, icon }) => (
            <StatCard key={label} label={label} value={formatCount(value)} caption={caption} icon={icon} />
          ))}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentSignupsCard signups={data?.recent_signups.slice(0, RECENT_LIMIT) ?? []} isLoading={isLoading} />
        <RecentSubmissionsCard submissions={data?.recent_submissions.slice(0, RECENT_LIMIT) ?? []} isLoading={isLoading} />
      </div>
    </div>
  );
}
