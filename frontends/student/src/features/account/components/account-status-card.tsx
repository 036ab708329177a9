import type { Profile } from '@app/shared/profiles';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate, roleLabel } from '@app/ui';
import { CheckCircle2, Clock } from 'lucide-react';
import type { ReactNode } from 'react';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Active once the ambassador has a personal code, otherwise Pending Approval (spec part 1, section 4). */
export function AccountStatusCard({ profile }: { profile: Profile }) {
  const active = profile.personal_code !== null;
  return (
    <Card role="group" aria-labelledby="account-status-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="account-status-title">Account Status</CardTitle>
        <CardDescription>
          {active
            ? 'You are an approved ambassador.'
            : "Your application is being reviewed. You'll get your personal code once you're approved."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Row term="Status">
            {active ? (
              // The primary green: white text on the lighter success green is too faint for a small badge.
              <Badge>
                <CheckCircle2 aria-hidden />
                Active
              </Badge>
            ) : (
              <Badge variant="warning">
                <Clock aria-hidden />
                Pending Approval
              </Badge>
            )}
          </Row>
          {active && (
            <Row term="Personal Code">
              <code className="rounded bg-muted px-2 py-0.5 font-mono break-all">{profile.personal_code}</code>
            </Row>
          )}
          <Row term="Role">{roleLabel[profile.role]}</Row>
          <Row term="Member Since">{formatDate(profile.created_at)}</Row>
        </dl>
      </CardContent>
    </Card>
  );
}
