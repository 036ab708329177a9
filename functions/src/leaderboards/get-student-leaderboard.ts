import { leaderboardLimitSchema } from '@app/shared/sales';
import { json, signedInRoute, validate } from '#lib/http';
import { studentLeaderboard } from './leaderboards';

/** GET /api/leaderboards/students: student ambassadors ranked by shirts sold. */
export const handler = signedInRoute()
  .use(validate(leaderboardLimitSchema, 'query'))
  .handler(async ({ input }) => json(200, { leaderboard: await studentLeaderboard(input.limit) }));
