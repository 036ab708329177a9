import { formatCount, formatDollars } from '@app/shared/platform';
import { formatPercent, type AdminReport } from '@app/shared/reports';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  LoadFailed,
  PageHeader,
  SkeletonRows,
  StatCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  useCopyToClipboard,
} from '@app/ui';
import { CheckCircle2, DollarSign, Download, Share2, Target, Users, Wallet } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useAdminReport } from '../api/get-admin-report';
import { listAmbassadorPerformance, useAmbassadorPerformance } from '../api/list-ambassador-performance';
import { downloadReportCsv } from '../download-report';
import { AmbassadorPerformanceTable } from './ambassador-performance-table';
import { ConversionRankingSection } from './conversion-ranking-table';
import { ObjectiveAnalyticsTable } from './objective-analytics-table';

const LOAD_FAILED = 'Failed to fetch report data';

// The charting library is the biggest part of this screen: it loads with the first chart shown.
const GrowthChart = lazy(() => import('./report-charts').then((charts) => ({ default: charts.GrowthChart })));
const SalesCharts = lazy(() => import('./report-charts').then((charts) => ({ default: charts.SalesCharts })));
const ObjectivesChart = lazy(() => import('./report-charts').then((charts) => ({ default: charts.ObjectivesChart })));

const chartLoading = <SkeletonRows label="Loading chart" rows={1} rowClassName="h-[260px]" />;
const emptyState = (text: string) => <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{text}</p>;

/** "8 approved, 2 awaiting review": what the completion rate divides. */
const completionCaption = ({ completed_objectives, pending_reviews }: AdminReport['health']) =>
  `${formatCount(completed_objectives)} approved, ${formatCount(pending_reviews)} awaiting review`;

/**
 * "3 joined and active this month · 25 awaiting approval": the month's sign-ups that have their code (a sign-up
 * awaiting approval is never counted active). It says "joined" so it does not read against Program Health's
 * Active/Total, which counts every approved ambassador whenever they joined.
 */
const ambassadorsCaption = ({ active_this_month, pending_approval }: AdminReport['cards']) =>
  [
    `${formatCount(active_this_month)} joined and active this month`,
    pending_approval > 0 && `${formatCount(pending_approval)} awaiting approval`,
  ]
    .filter(Boolean)
    .join(' · ');

function ReportCards({ report }: { report: AdminReport | undefined }) {
  if (!report) return <SkeletonRows label="Loading statistics" rows={1} rowClassName="h-28" />;
  const { cards, health } = report;
  return (
    <section aria-label="Programme figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Ambassadors" value={formatCount(cards.total_ambassadors)} caption={ambassadorsCaption(cards)} icon={Users} />
      <StatCard
        label="Completion Rate"
        value={cards.completion_rate === null ? '–' : formatPercent(cards.completion_rate)}
        caption={cards.completion_rate === null ? 'No objectives yet' : completionCaption(health)}
        icon={Target}
      />
      <StatCard
        label="Total Revenue"
        value={formatDollars(cards.total_revenue)}
        caption={`${formatDollars(cards.revenue_per_ambassador)} per active ambassador`}
        icon={DollarSign}
      />
      <CommissionsCard earned={cards.total_commission} paid={cards.total_commission_paid} />
    </section>
  );
}

/** One of Total Commissions' two figures: a group named by its label, so the value reads with it. */
function CommissionFigure({ label, value, caption }: { label: string; value: number; caption: string }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="grid min-w-0 content-start gap-1">
      <p id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </p>
      <p className="text-xl font-bold break-all tabular-nums">{formatDollars(value)}</p>
      <p className="text-xs text-muted-foreground">{caption}</p>
    </div>
  );
}

/**
 * Total Commissions: what ambassadors have earned on their sales and what has been paid out to them, side by side
 * where the card is wide enough for both (a phone's full width), else one above the other (four cards to a row).
 */
function CommissionsCard({ earned, paid }: { earned: number; paid: number }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="@container min-w-0 gap-2">
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle id={labelId} className="text-sm font-medium">
          Total Commissions
        </CardTitle>
        <Wallet aria-hidden className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="grid gap-3 @xs:grid-cols-2">
        <CommissionFigure label="Commission Earned" value={earned} caption="On ambassadors' sales" />
        <CommissionFigure label="Commission Paid" value={paid} caption="Paid to ambassadors" />
      </CardContent>
    </Card>
  );
}

function ProgramHealth({ report }: { report: AdminReport }) {
  const { health } = report;
  const badges: Array<[string, string]> = [
    ['Active/Total ambassadors', `${formatCount(health.active_ambassadors)}/${formatCount(health.total_ambassadors)}`],
    ['Pending Reviews', formatCount(health.pending_reviews)],
    ['Completed Objectives', formatCount(health.completed_objectives)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 aria-hidden className="size-4 text-success" /> Program Health
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Program health" className="flex flex-wrap gap-3">
          {badges.map(([label, value]) => (
            <li key={label} className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm">
              {label}
              <Badge variant="secondary" className="tabular-nums">
                {value}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <p className="text-sm text-muted-foreground">{description}</p>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">{children}</CardContent>
    </Card>
  );
}

/**
 * /admin/reports (spec part 2, sections 2 and 9): the four cards, then Overview (Program Health and the
 * growth charts), Ambassador Performance, Objective Analytics and Revenue & Orders. Export Data saves one
 * CSV row per ambassador; Share Report copies this page's address.
 */
export function ReportsPage() {
  const report = useAdminReport();
  const performance = useAmbassadorPerformance();
  const { copy } = useCopyToClipboard();
  const [exporting, setExporting] = useState(false);
  const failed = report.error ?? performance.error;

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error: failed });
  }, [failed]);

  async function exportData() {
    setExporting(true);
    try {
      // Every page, asked for one at a time: the table shows only the pages loaded so far.
      downloadReportCsv(await listAmbassadorPerformance());
    } catch (error) {
      toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error });
    } finally {
      setExporting(false);
    }
  }

  async function shareReport() {
    if (await copy(window.location.href)) toast({ title: 'Copied!', description: 'The link to this report is on your clipboard.' });
    else toast({ title: 'Error', description: 'Failed to copy the report link', variant: 'destructive' });
  }

  const retry = () => {
    void report.mutate();
    void performance.mutate();
  };
  const data = report.data;

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Impact & Reports"
        description="How the programme is doing: ambassadors, objectives and sales."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void shareReport()}>
              <Share2 aria-hidden /> Share Report
            </Button>
            <Button onClick={() => void exportData()} disabled={exporting}>
              <Download aria-hidden /> {exporting ? 'Exporting...' : 'Export Data'}
            </Button>
          </div>
        }
      />
      {report.error && !data ? (
        <LoadFailed message={LOAD_FAILED} onRetry={retry} />
      ) : (
        <>
          <ReportCards report={data} />
          <Tabs defaultValue="overview" className="min-w-0 gap-4">
            <div className="max-w-full overflow-x-auto">
              <TabsList>
                <TabsTrigger value="overview">Overview</TabsTrigger>
                <TabsTrigger value="ambassadors">Ambassador Performance</TabsTrigger>
                <TabsTrigger value="objectives">Objective Analytics</TabsTrigger>
                <TabsTrigger value="sales">Revenue & Orders</TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="overview" className="grid min-w-0 gap-6">
              {data ? (
                <>
                  <ProgramHealth report={data} />
                  <Section title="Growth" description="Sign-ups per week and ambassadors in the programme, last 12 weeks.">
                    <Suspense fallback={chartLoading}>
                      <GrowthChart weeks={data.growth} />
                    </Suspense>
                  </Section>
                </>
              ) : (
                <SkeletonRows label="Loading overview" rows={2} rowClassName="h-40" />
              )}
            </TabsContent>
            <TabsContent value="ambassadors" className="grid min-w-0 gap-6">
              <Section
                title="Ambassador Performance"
                description="Ambassadors ranked by revenue, with their shirts, commission and orders."
              >
                {performance.error && !performance.data ? (
                  <LoadFailed message={LOAD_FAILED} onRetry={() => void performance.mutate()} />
                ) : performance.data ? (
                  <AmbassadorPerformanceTable
                    rows={performance.data.flatMap((page) => page.ambassadors)}
                    loadMore={{
                      hasMore: Boolean(performance.data.at(-1)?.next_cursor),
                      loading: performance.isValidating && performance.data.length < performance.size,
                      onLoadMore: () => void performance.setSize(performance.size + 1),
                    }}
                  />
                ) : (
                  <SkeletonRows label="Loading ambassadors" rows={5} rowClassName="h-12" />
                )}
              </Section>
              <Section title="Tracked Link Conversion" description="Ambassadors ranked by the orders their tracked link brought per click.">
                <ConversionRankingSection />
              </Section>
            </TabsContent>
            <TabsContent value="objectives" className="min-w-0">
              <Section
                title="Objective Analytics"
                description="Where ambassadors are on each objective now; completion rate is approved ÷ (approved + submitted)."
              >
                {!data ? (
                  <SkeletonRows label="Loading objectives" rows={4} rowClassName="h-12" />
                ) : data.objectives.length === 0 ? (
                  emptyState('No objectives yet')
                ) : (
                  <>
                    <Suspense fallback={chartLoading}>
                      <ObjectivesChart objectives={data.objectives} />
                    </Suspense>
                    <ObjectiveAnalyticsTable objectives={data.objectives} />
                  </>
                )}
              </Section>
            </TabsContent>
            <TabsContent value="sales" className="min-w-0">
              <Section
                title="Revenue & Orders"
                description="Orders by the week they were placed, and their revenue net of refunds, last 12 weeks."
              >
                {data ? (
                  <>
                    <p className="text-sm">
                      Last 12 weeks: {formatCount(data.sales.reduce((sum, week) => sum + week.orders, 0))} orders,{' '}
                      {formatDollars(data.sales.reduce((sum, week) => sum + Math.round(week.revenue * 100), 0) / 100)} revenue.
                    </p>
                    <Suspense fallback={chartLoading}>
                      <SalesCharts weeks={data.sales} />
                    </Suspense>
                  </>
                ) : (
                  <SkeletonRows label="Loading sales" rows={2} rowClassName="h-40" />
                )}
              </Section>
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
