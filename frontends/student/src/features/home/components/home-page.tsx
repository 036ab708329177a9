import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger, useProfile } from '@app/ui';
import { LeaderboardTab } from './leaderboard-tab';
import { StartHereTab } from './start-here-tab';

/** / (spec part 1, section 2.10): how to start selling, and where the student stands. */
export function HomePage() {
  const { first_name: firstName } = useProfile();

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Home" description={firstName ? `Welcome, ${firstName}! Here is how to reach your goal.` : undefined} />
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
