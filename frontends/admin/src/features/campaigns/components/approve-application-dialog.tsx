import { hasStarted } from '@app/shared/campaigns';
import type { applications, RouteOutput } from '@app/shared/contracts';
import {
  Button,
  CopyButton,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatDay,
} from '@app/ui';
import type { ReactNode } from 'react';
import type { CampaignApplication } from '../api/list-campaign-applications';
import { campaignPageUrl, isScheduled } from '../campaign-display';
import { CampaignCodeNote } from './campaign-code-note';
import { PasscodeCopyButton } from './passcode-copy-button';
import { CampaignStatusBadge } from './status-badges';

export type Approval = RouteOutput<typeof applications.approveCampaignApplication>;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2">{children}</dd>
    </div>
  );
}

/** What approving does (issue 45), said before it is done: the campaign, when it goes live, the passcode and the e-mail. */
function Confirm({ application, busy, onConfirm }: { application: CampaignApplication; busy: boolean; onConfirm: () => void }) {
  const start = formatDay(application.start_date);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Approve Application</DialogTitle>
        <DialogDescription>
          {`Approving creates the campaign ${application.campaign_name} for ${application.organization_name}. ` +
            (hasStarted(application)
              ? `It goes live right away (its start date is ${start}). `
              : `It goes live on its start date, ${start}; until then it is Scheduled. `) +
            `A passcode is generated for its members, and the contact is e-mailed the campaign link and passcode at ${application.contact_email}.`}
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? 'Approving...' : 'Approve'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The approval done: the new campaign's status (Scheduled until its start date), its public link, its passcode and its own code, each with Copy. */
function Approved({ approval }: { approval: Approval }) {
  const { application, campaign, passcode } = approval;
  const scheduled = isScheduled(campaign);
  const link = campaignPageUrl(campaign);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Application Approved!</DialogTitle>
        <DialogDescription>
          {(scheduled
            ? `${campaign.campaign_name} is scheduled: it goes live on ${formatDay(campaign.start_date)}. `
            : `${campaign.campaign_name} is now active. `) + `${application.contact_email} has been e-mailed its link and passcode.`}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid min-w-0 gap-4 text-sm">
        <Fact term="Status">
          <CampaignStatusBadge status={campaign.status} scheduled={scheduled} />
        </Fact>
        <Fact term="Public Link">
          <a href={link} target="_blank" rel="noopener noreferrer" className="min-w-0 break-all underline underline-offset-4">
            {link}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <CopyButton
            size="sm"
            value={link}
            label="Copy Link"
            copiedToast={{ title: 'Copied!', description: 'Campaign link copied to the clipboard.' }}
          />
        </Fact>
        <Fact term="Passcode">
          <span className="font-mono font-semibold break-all">{passcode.passcode}</span>
          <PasscodeCopyButton passcode={passcode.passcode} />
        </Fact>
        {campaign.campaign_code && (
          <Fact term="Campaign Code">
            <span className="font-mono font-semibold break-all">{campaign.campaign_code}</span>
            <CopyButton
              size="sm"
              value={campaign.campaign_code}
              label="Copy Code"
              copiedToast={{ title: 'Copied!', description: `Campaign code ${campaign.campaign_code} copied to the clipboard.` }}
            />
            <CampaignCodeNote />
          </Fact>
        )}
      </dl>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/**
 * Approve asks first (issue 45): approving creates the campaign, live from its start date, generates a
 * passcode and e-mails the contact, so the dialog says so before anything is done. Once approved it shows
 * what was created: the campaign's status, its public link, its passcode and its own code, ready to copy.
 */
export function ApproveApplicationDialog({
  application,
  approval,
  busy,
  onConfirm,
  onClose,
}: {
  application: CampaignApplication | null;
  approval: Approval | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent role={approval ? 'dialog' : 'alertdialog'} className="sm:max-w-lg">
        {approval ? (
          <Approved approval={approval} />
        ) : (
          application && <Confirm application={application} busy={busy} onConfirm={onConfirm} />
        )}
      </DialogContent>
    </Dialog>
  );
}
