import type { Profile } from '@app/shared/profiles';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate, roleLabel, SkeletonRows } from '@app/ui';
import { Link } from '@app/ui/router';

/** The newest ambassadors of the last 7 days, with the way to the full list. */
export function RecentSignupsCard({ signups, isLoading }: { signups: Profile[]; isLoading: boolean }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Recent Sign-ups</CardTitle>
        <CardDescription>New ambassadors who joined this week</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <SkeletonRows label="Loading recent sign-ups" rows={3} rowClassName="h-12" />
        ) : signups.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No new sign-ups this week</p>
        ) : (
          <ul aria-label="Recent sign-ups" className="grid divide-y">
            {signups.map((profile) => (
              <li
                key={profile.user_id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium wrap-anywhere">
                    {profile.first_name} {profile.last_name}
                  </p>
                  <p className="text-sm break-all text-muted-foreground">{profile.email}</p>
                </div>
                <div className="flex shrink-0 items-center justify-between gap-2 sm:grid sm:justify-items-end sm:gap-1">
                  <Badge variant="secondary">{roleLabel[profile.role]}</Badge>
                  <p className="text-xs text-muted-foreground">{formatDate(profile.created_at)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="w-full">
          <Link to="/admin/ambassadors">View All Ambassadors</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
