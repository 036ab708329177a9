import { GUARDIAN_WORDING, type GuardianPage as GuardianPageData } from '@app/shared/guardians';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  ConfirmDeleteDialog,
  DeleteAccountDialog,
  EarningsCards,
  formatDate,
  LoadFailed,
  PageLoader,
  toast,
} from '@app/ui';
import { ApiError, NetworkError } from '@app/ui/api';
import { useParams } from '@app/ui/router';
import { CircleCheck, CircleSlash, Download, Hourglass, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PublicPage } from '#components/public-page';
import { useAcknowledgeGuardian } from '../api/acknowledge-guardian';
import { deleteMemberAccount } from '../api/delete-member-account';
import { downloadMemberData } from '../api/export-member-data';
import { useGuardianPage } from '../api/get-guardian-page';
import { useWithdrawGuardian } from '../api/withdraw-guardian';

/**
 * /guardian/:token: the page of a member's parent or guardian (issue 44), from the link they were e-mailed,
 * with no account. It explains the programme, shows the member's earnings, and takes the guardian's answer:
 * Acknowledge, or Withdraw (which asks first); it also downloads the member's data or deletes their account
 * (issue 44, part 4). A link that is not valid (forged, replaced, expired) says so.
 */
export function GuardianPage() {
  const token = useParams().token ?? '';
  const { data, error, mutate } = useGuardianPage(token);
  // Whose account the guardian deleted: the page has nothing left to show, and its link no longer opens.
  const [deletedMember, setDeletedMember] = useState<string>();
  if (deletedMember) return <AccountDeleted name={deletedMember} />;
  if (data) return <GuardianAnswer token={token} page={data} onDeleted={() => setDeletedMember(data.member_first_name)} />;
  // The API's refusal says what is wrong with the link (not valid, expired, closed at 18, too many tries).
  if (error instanceof ApiError && !(error instanceof NetworkError) && error.status < 500) {
    return (
      <PublicPage title="This link cannot be opened">
        <p role="alert">{error.message}</p>
      </PublicPage>
    );
  }
  if (error) {
    return (
      <PublicPage title="Parent or guardian's page">
        <LoadFailed message="Could not load this page" onRetry={() => void mutate()} />
      </PublicPage>
    );
  }
  return <PageLoader label="Loading..." />;
}

const STANDING: Record<GuardianPageData['status'], { icon: typeof Hourglass; text: (page: GuardianPageData) => string }> = {
  awaiting: {
    icon: Hourglass,
    text: (page) =>
      `${page.member_first_name} is waiting for you to acknowledge the programme. ${GUARDIAN_WORDING.untilAcknowledged(page.member_first_name)}`,
  },
  acknowledged: {
    icon: CircleCheck,
    text: (page) =>
      `You acknowledged the programme on ${formatDate(page.acknowledged_at!)}. ${page.member_first_name}'s discount code is active, and their earnings can be paid.`,
  },
  withdrawn: {
    icon: CircleSlash,
    text: (page) =>
      `You withdrew ${page.member_first_name} from the programme on ${formatDate(page.withdrawn_at!)}. Their account is paused: they cannot sign in, their code no longer works and nothing is paid. Contact the programme team to change this.`,
  },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <h2 className="leading-none font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

function AccountDeleted({ name }: { name: string }) {
  return (
    <PublicPage title={`${name}'s account is deleted`}>
      <p role="status">
        Everything the programme kept about {name} is erased for good: their profile, sign-in, uploaded files and messages. This link no
        longer works.
      </p>
    </PublicPage>
  );
}

/** The member's data rights, exercised by their guardian: Download their data as JSON, or Delete their account (typed confirmation). */
function MemberData({ token, name, onDeleted }: { token: string; name: string; onDeleted: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadMemberData(token);
    } catch (error) {
      toast({ title: 'Error', description: `${name}'s data could not be downloaded. Please try again.`, variant: 'destructive', error });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Section title={`${name}'s data`}>
      <p>Download everything the programme keeps about {name} as a file, or delete their account for good.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" className="w-full sm:w-auto" disabled={downloading} onClick={() => void download()}>
          <Download aria-hidden />
          {downloading ? 'Preparing...' : `Download ${name}'s data`}
        </Button>
        <Button variant="outline" className="w-full text-destructive hover:text-destructive sm:w-auto" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          Delete {name}&apos;s account
        </Button>
      </div>
      <DeleteAccountDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${name}'s account`}
        description={`${name}'s profile, sign-in, uploaded files and messages are erased for good, and this link stops working. Sales they made stay in their campaign's totals, without their name.`}
        onDelete={(body) => deleteMemberAccount(token, body)}
        onDeleted={onDeleted}
        failure={`${name}'s account could not be deleted. Please try again.`}
      />
    </Section>
  );
}

function GuardianAnswer({ token, page, onDeleted }: { token: string; page: GuardianPageData; onDeleted: () => void }) {
  const acknowledge = useAcknowledgeGuardian(token);
  const withdraw = useWithdrawGuardian(token);
  const [acknowledging, setAcknowledging] = useState(false);
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  const name = page.member_first_name;
  const standing = STANDING[page.status];

  async function onAcknowledge() {
    setAcknowledging(true);
    try {
      await acknowledge();
      toast({ title: 'Thank you', description: `You acknowledged the programme. ${name}'s code will be active in a moment.` });
    } catch (error) {
      toast({ title: 'Could not acknowledge', description: (error as Error).message, variant: 'destructive', error });
    } finally {
      setAcknowledging(false);
    }
  }

  return (
    <PublicPage
      title={`${name}'s place in ${page.program_name}`}
      description="Your page as their parent or guardian. No account is needed."
    >
      <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
        <standing.icon aria-hidden className="size-5 shrink-0 text-primary" />
        <p>{standing.text(page)}</p>
      </div>
      {page.status !== 'withdrawn' && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {page.status === 'awaiting' && (
            <Button onClick={() => void onAcknowledge()} disabled={acknowledging}>
              {acknowledging ? 'Acknowledging...' : 'Acknowledge'}
            </Button>
          )}
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirmingWithdrawal(true)}>
            Withdraw
          </Button>
        </div>
      )}
      <Section title={`What ${name} does`}>
        {page.program_description && <p>{page.program_description}</p>}
        <p>{GUARDIAN_WORDING.whatTheyDo(page.member_role, name)}</p>
      </Section>
      <Section title={`${name}'s earnings`}>
        <EarningsCards earnings={page.earnings} owner={name} />
      </Section>
      <Section title="How earnings are paid">
        <p>
          {GUARDIAN_WORDING.howEarningsArePaid(name, {
            commissionRatePercent: page.payment_terms.commission_rate_percent,
            holdDays: page.earnings.commission_hold_days,
            payoutThreshold: page.payment_terms.payout_threshold,
          })}
        </p>
        {page.status === 'awaiting' && <p>Nothing is paid before you acknowledge the programme.</p>}
      </Section>
      <MemberData token={token} name={name} onDeleted={onDeleted} />
      <p className="text-sm text-muted-foreground">
        This link works until {formatDate(page.link_expires_at)} and is meant for you alone. If it expires, ask the programme team to send a
        new one.
      </p>
      <ConfirmDeleteDialog
        item={confirmingWithdrawal ? page : null}
        title={`Withdraw ${name} from the programme?`}
        description={() =>
          `${name}'s account will be paused: they will not be able to sign in, their discount code will stop working and nothing will be paid to them. The programme team will be told.`
        }
        confirmLabel={{ idle: 'Withdraw', busy: 'Withdrawing...' }}
        onConfirm={() => withdraw()}
        success={() => ({ title: 'Withdrawn', description: `${name}'s account is paused.` })}
        failure="Could not withdraw. Please try again."
        onClose={() => setConfirmingWithdrawal(false)}
      />
    </PublicPage>
  );
}
