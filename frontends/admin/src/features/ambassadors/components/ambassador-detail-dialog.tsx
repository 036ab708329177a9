import type { AmbassadorDetail, AmbassadorRow } from '@app/shared/ambassadors';
import { GUARDIAN_HOLD_LABELS, guardianLinkSendable, type Guardian } from '@app/shared/guardians';
import { formatCount, formatDollars } from '@app/shared/platform';
import { objectiveName, type MyObjective } from '@app/shared/objectives';
import { trackedLinkFor } from '@app/shared/links';
import type { Order } from '@app/shared/orders';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  formatDate,
  LoadFailed,
  ObjectiveStatusBadge,
  roleLabel,
  SkeletonRows,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@app/ui';
import { useState, type ReactNode } from 'react';
import { useAmbassador } from '../api/get-ambassador';
import { useResendGuardianEmail } from '../api/resend-guardian-email';
import { fullName } from '../ambassador-filters';
import { AmbassadorStatusBadge, GuardianHoldBadge, ProgressBadge } from './ambassador-badges';

interface AmbassadorDetailDialogProps {
  /** The ambassador whose details are shown; null closes the dialog. */
  ambassador: AmbassadorRow | null;
  onClose: () => void;
}

/** View: one ambassador's Overview, Objectives and Orders (spec part 2, section 2). */
export function AmbassadorDetailDialog({ ambassador, onClose }: AmbassadorDetailDialogProps) {
  const { data, error, isLoading, mutate } = useAmbassador(ambassador?.user_id ?? null);

  function body(render: (detail: AmbassadorDetail) => ReactNode, loadingLabel: string) {
    if (isLoading) return <SkeletonRows label={loadingLabel} rows={3} rowClassName="h-10" />;
    if (error || !data) return <LoadFailed message="Failed to load ambassador details" onRetry={() => void mutate()} />;
    return render(data);
  }

  return (
    <Dialog open={ambassador !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {ambassador && (
          <>
            <DialogHeader>
              <DialogTitle className="wrap-anywhere">{fullName(ambassador)}</DialogTitle>
              <DialogDescription className="wrap-anywhere">
                {roleLabel[ambassador.role]} · {ambassador.email}
              </DialogDescription>
            </DialogHeader>
            <Tabs defaultValue="overview" className="min-w-0">
              <TabsList className="w-full">
                <TabsTrigger value="overview">Overview</TabsTrigger>
                <TabsTrigger value="objectives">Objectives</TabsTrigger>
                <TabsTrigger value="orders">Orders</TabsTrigger>
              </TabsList>
              <TabsContent value="overview" className="pt-2">
                {body(
                  (detail) => (
                    <Overview detail={detail} />
                  ),
                  'Loading overview',
                )}
              </TabsContent>
              <TabsContent value="objectives" className="pt-2">
                {body(
                  (detail) => (
                    <Objectives objectives={detail.objectives} />
                  ),
                  'Loading objectives',
                )}
              </TabsContent>
              <TabsContent value="orders" className="pt-2">
                {body(
                  (detail) => (
                    <Orders orders={detail.orders} />
                  ),
                  'Loading orders',
                )}
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 grid min-w-0 gap-1' : 'grid min-w-0 gap-1'}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

function Overview({ detail }: { detail: AmbassadorDetail }) {
  const { ambassador, profile, totals } = detail;
  const fundraiser = ambassador.role === 'fundraising_ambassador';
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-4">
        <Field label="Status">
          <span className="flex flex-wrap gap-1">
            <AmbassadorStatusBadge status={ambassador.status} />
            <GuardianHoldBadge hold={ambassador.guardian_hold} />
          </span>
        </Field>
        <Field label="Progress">
          <ProgressBadge ambassador={ambassador} />
        </Field>
        <Field label="Personal Code">
          <span className="font-mono">{profile.personal_code ?? 'Not assigned yet'}</span>
        </Field>
        <Field label="Joined">{formatDate(profile.created_at)}</Field>
        <Field label="Organization">{profile.school ?? 'Not provided'}</Field>
        {fundraiser && <Field label="Campaign">{ambassador.campaign_name ?? 'No campaign'}</Field>}
        <Field label="Social Media">{profile.social_handles?.handles || 'Not provided'}</Field>
        <Field label="Shop Link" wide>
          {profile.personal_code ? <TrackedLink code={profile.personal_code} /> : 'Not assigned yet'}
        </Field>
        <Field label="Why they joined" wide>
          <span className="whitespace-pre-line">{detail.why_join ?? 'Not provided'}</span>
        </Field>
        {profile.guardian && <GuardianField profile={profile} guardian={profile.guardian} />}
      </dl>
      <dl className="grid grid-cols-3 gap-2 rounded-lg border p-3 text-center">
        <div className="grid min-w-0 gap-1">
          <dt className="text-xs text-muted-foreground">Shirts Sold</dt>
          <dd className="text-lg font-semibold break-all tabular-nums">{formatCount(totals.units_sold)}</dd>
        </div>
        <div className="grid min-w-0 gap-1">
          <dt className="text-xs text-muted-foreground">Sales</dt>
          <dd className="text-lg font-semibold break-all tabular-nums">{formatDollars(totals.total_sales)}</dd>
        </div>
        <div className="grid min-w-0 gap-1">
          <dt className="text-xs text-muted-foreground">Earnings</dt>
          <dd className="text-lg font-semibold break-all tabular-nums">{formatDollars(totals.total_commission)}</dd>
        </div>
      </dl>
    </div>
  );
}

const guardianStanding = {
  awaiting: 'Has not acknowledged yet',
  acknowledged: 'Acknowledged',
  withdrawn: GUARDIAN_HOLD_LABELS.guardian_withdrew,
} as const;

/** A member who signed up under 18: their guardian, where the acknowledgement stands, and Re-send while one can be sent. */
function GuardianField({ profile, guardian }: { profile: AmbassadorDetail['profile']; guardian: Guardian }) {
  const resend = useResendGuardianEmail();
  const [sending, setSending] = useState(false);

  async function onResend() {
    setSending(true);
    try {
      toast({ title: 'Guardian e-mail sent', description: (await resend(profile.user_id)).message });
    } catch (error) {
      toast({ title: 'Could not send the guardian e-mail', description: (error as Error).message, variant: 'destructive', error });
    } finally {
      setSending(false);
    }
  }

  const at = guardian.withdrawn_at ?? guardian.acknowledged_at ?? guardian.sent_at;
  return (
    <Field label="Parent or guardian" wide>
      <span className="grid gap-2">
        <span className="break-all">{guardian.email}</span>
        <span className="text-muted-foreground">
          {guardianStanding[guardian.status]}
          {at && ` · ${guardian.status === 'awaiting' ? 'last e-mailed' : 'on'} ${formatDate(at)}`}
          {profile.adult_from && ` · counts as 18 from ${formatDate(new Date(`${profile.adult_from}T00:00:00`))}`}
        </span>
        {guardianLinkSendable(profile, new Date()) && (
          <Button size="sm" variant="outline" className="w-fit" disabled={sending} onClick={() => void onResend()}>
            {sending ? 'Sending...' : 'Re-send guardian e-mail'}
          </Button>
        )}
      </span>
    </Field>
  );
}

/** When the objective was assigned, submitted and approved (or completed by the sales), as far as it got. */
function milestonesOf(objective: MyObjective): string[] {
  const milestones: [string, string | null][] = [
    ['Assigned', objective.assigned_at],
    ['Submitted', objective.submitted_at],
    [objective.completed_automatically ? 'Completed automatically' : 'Approved', objective.approved_at],
  ];
  return milestones.flatMap(([label, at]) => (at ? [`${label} ${formatDate(at)}`] : []));
}

function Objectives({ objectives }: { objectives: MyObjective[] }) {
  if (objectives.length === 0) return <p className="py-6 text-center text-muted-foreground">No objectives yet</p>;
  return (
    <ul aria-label="Objectives" className="grid divide-y">
      {objectives.map((objective) => {
        const milestones = milestonesOf(objective);
        return (
          <li key={objective.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="text-xs text-muted-foreground">{objectiveName(objective.objective_number)}</p>
                <p className="font-medium wrap-anywhere">{objective.title}</p>
              </div>
              <ObjectiveStatusBadge status={objective.status} />
            </div>
            {milestones.length > 0 && <p className="text-xs text-muted-foreground">{milestones.join(' · ')}</p>}
            {objective.admin_feedback && (
              <p className="rounded-md bg-muted p-2 text-sm wrap-anywhere whitespace-pre-line">
                <span className="font-medium">Feedback: </span>
                {objective.admin_feedback}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const itemsOf = (order: Order) => order.shopify_line_items.map((item) => `${item.title} × ${item.quantity}`).join(', ');

function Orders({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <p className="py-6 text-center text-muted-foreground">No orders yet</p>;
  return (
    <ul aria-label="Orders" className="grid divide-y">
      {orders.map((order) => (
        <li key={order.id} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium break-all">{order.order_reference}</p>
            <p className="text-xs text-muted-foreground">{formatDate(order.order_date)}</p>
            {order.shopify_line_items.length > 0 && <p className="text-sm wrap-anywhere text-muted-foreground">{itemsOf(order)}</p>}
          </div>
          <p className="font-medium whitespace-nowrap tabular-nums">{formatDollars(order.order_amount)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The ambassador's tracked link, the one they share (every sale through it is counted), not the bare store address. */
function TrackedLink({ code }: { code: string }) {
  const link = trackedLinkFor(window.location.origin, code);
  return (
    <a href={link} target="_blank" rel="noreferrer" className="break-all text-primary underline-offset-4 hover:underline">
      {link}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
