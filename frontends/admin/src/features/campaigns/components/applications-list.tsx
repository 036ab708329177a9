import { formatCount, formatDollars } from '@app/shared/platform';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, formatDay, toast } from '@app/ui';
import { Check, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { CampaignApplication } from '../api/list-campaign-applications';
import { useReviewApplication } from '../api/review-application';

import { ApproveApplicationDialog, type Approval } from './approve-application-dialog';
import { ApplicationStatusBadge } from './status-badges';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

type Decision = 'approve' | 'reject';

function ApplicationCard({
  application,
  reviewing,
  onReview,
}: {
  application: CampaignApplication;
  reviewing: Decision | undefined;
  onReview: (application: CampaignApplication, decision: Decision) => void;
}) {
  // Only a pending application can be acted on (spec part 2, sections 4 and 5), and once at a time: a
  // decided one shows its status and no buttons.
  const pending = application.status === 'pending';
  const disabled = reviewing !== undefined;
  const about = <span className="sr-only"> {application.organization_name}</span>;
  return (
    <Card className="min-w-0 gap-4" aria-busy={reviewing !== undefined}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="min-w-0 wrap-anywhere">
            {application.organization_name} ({application.organization_acronym})
          </CardTitle>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <CardDescription className="wrap-anywhere">{application.campaign_name}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-2 gap-3">
          <Fact term="Members">{formatCount(application.active_members)}</Fact>
          <Fact term="Target">{application.target_amount === null ? 'No target' : formatDollars(application.target_amount)}</Fact>
          <Fact term="Start Date">{formatDay(application.start_date)}</Fact>
          <Fact term="Submitted">{formatDay(application.created_at)}</Fact>
          <Fact term="Contact Email">
            <a href={`mailto:${application.contact_email}`} className="break-all underline-offset-4 hover:underline">
              {application.contact_email}
            </a>
          </Fact>
          <Fact term="Contact Phone">{application.contact_phone ?? '—'}</Fact>
        </dl>
        {application.description && <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">{application.description}</p>}
      </CardContent>
      {pending && (
        <CardFooter className="flex flex-wrap gap-2">
          <Button size="sm" disabled={disabled} onClick={() => onReview(application, 'approve')}>
            <Check aria-hidden />
            {reviewing === 'approve' ? 'Approving...' : 'Approve'}
            {about}
          </Button>
          <Button size="sm" variant="destructive" disabled={disabled} onClick={() => onReview(application, 'reject')}>
            <X aria-hidden />
            {reviewing === 'reject' ? 'Rejecting...' : 'Reject'}
            {about}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

/**
 * The Applications tab: every organization's application, newest first, with Approve and Reject only while
 * it is pending. Approve asks first and then shows the campaign it created (ApproveApplicationDialog).
 */
export function ApplicationsList({ applications }: { applications: CampaignApplication[] }) {
  const { approve, reject } = useReviewApplication();
  const [reviewing, setReviewing] = useState<Record<string, Decision>>({});
  const [confirming, setConfirming] = useState<CampaignApplication | null>(null);
  const [approval, setApproval] = useState<Approval | null>(null);
  // Guards a double click before the disabled buttons render: one request per application at a time.
  const inFlight = useRef(new Set<string>());

  async function review(application: CampaignApplication, decision: Decision) {
    if (inFlight.current.has(application.id)) return;
    inFlight.current.add(application.id);
    setReviewing((current) => ({ ...current, [application.id]: decision }));
    try {
      if (decision === 'approve') {
        setApproval(await approve(application.id));
      } else {
        await reject(application.id);
        toast({ title: 'Application Rejected', description: `${application.organization_name} will be notified by email.` });
      }
    } catch (error) {
      console.error(`The application could not be ${decision === 'approve' ? 'approved' : 'rejected'}`, error);
      const description = decision === 'approve' ? 'Failed to approve application' : 'Failed to reject application';
      toast({ title: 'Error', description, variant: 'destructive', error });
      if (decision === 'approve') setConfirming(null);
    } finally {
      inFlight.current.delete(application.id);
      setReviewing(({ [application.id]: _done, ...rest }) => rest);
    }
  }

  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2">
        {applications.map((application) => (
          <li key={application.id} className="min-w-0">
            <ApplicationCard
              application={application}
              reviewing={reviewing[application.id]}
              onReview={(chosen, decision) => (decision === 'approve' ? setConfirming(chosen) : void review(chosen, decision))}
            />
          </li>
        ))}
      </ul>
      <ApproveApplicationDialog
        application={confirming}
        approval={approval}
        busy={confirming !== null && reviewing[confirming.id] === 'approve'}
        onConfirm={() => {
          if (confirming) void review(confirming, 'approve');
        }}
        onClose={() => {
          setConfirming(null);
          setApproval(null);
        }}
      />
    </>
  );
}
