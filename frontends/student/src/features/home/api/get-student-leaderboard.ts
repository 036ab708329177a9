import { leaderboards } from '@app/shared/contracts';
import type { MemberLeaderboardRow } from '@app/shared/leaderboards';
import { api } from '@app/ui/api';
import useSWR from 'swr';
import { LIVE_REFRESH_MS } from '@app/ui';

/** How many students the Home leaderboard lists. */
export const STUDENT_LEADERBOARD_LIMIT = 100;

/** Student ambassadors ranked by shirts sold. */
export async function getStudentLeaderboard() {
  const answer = await api(leaderboards.getStudentLeaderboard, { query: { limit: STUDENT_LEADERBOARD_LIMIT } });
  return answer.leaderboard;
}

export const studentLeaderboardKey = ['leaderboards', 'students', STUDENT_LEADERBOARD_LIMIT] as const;

/** Live like the student's own totals: a sale moves the ranking without a reload. Nothing is asked while `enabled` is false. */
export function useStudentLeaderboard(enabled: boolean) {
  return useSWR<MemberLeaderboardRow[], Error>(enabled ? studentLeaderboardKey : null, getStudentLeaderboard, {
    refreshInterval: LIVE_REFRESH_MS,
    revalidateOnFocus: true,
  });
}
