import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, useProfile } from '@app/ui';
import { Hourglass } from 'lucide-react';
import { LeaderboardTab } from './leaderboard-tab';
import { NextObjective } from './next-objective';
import { StartHereTab } from './start-here-tab';

/** At the top of a pending student's Home: their application is being read, and what comes next (issue 45). */
function UnderReviewBanner() {
  return (
    <section aria-labelledby="under-review-title" className="flex gap-4 rounded-xl border border-warning bg-warning/15 p-4 sm:p-6">
      <Hourglass aria-hidden className="size-6 shrink-0 text-warning-foreground" />
      <div className="grid gap-1">
        <h2 id="under-review-title" className="font-semibold">
          Your application is under review
        </h2>
        <p className="text-sm">
          An admin reads every application, usually within 2-3 business days. Once you are approved, your personal code and shop link appear
          here, with your first objective, and the messages below fill in with them. Until then, have a look at the steps and the social
          media templates.
        </p>
      </div>
    </section>
  );
}

/** / (spec part 1, section 2.10): how to start selling, and where the student stands. */
export function HomePage() {
  const { first_name: firstName, personal_code: code } = useProfile();

  return (
    <div className="grid min-w-0 gap-6">
      {!code && <UnderReviewBanner />}
      <PageHeader title="Home" description={firstName ? `Welcome, ${firstName}! Here is how to reach your goal.` : undefined} />
      <NextObjective />
      <Tabs defaultValue="start-here" className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="start-here">Start Here</TabsTrigger>
          <TabsTrigger value="leaderboard">Leaderboard</TabsTrigger>
        </TabsList>
        <TabsContent value="start-here">
          <StartHereTab />
        </TabsContent>
        <TabsContent value="leaderboard">
          <LeaderboardTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
