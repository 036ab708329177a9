import { objectives } from '@app/shared/contracts';
import { route } from '#lib/http';
import { unitsSoldBy } from './auto-sale';
import { adminSubmissions, listEveryObjective, reviewSubmission, saveObjective } from './admin';
import { myObjectives, mySubmissions, requestUpload, submitWork } from './objectives';

/** The student's objectives and submissions, every read and write their own; and the admin's objectives table and review. */
export const objectiveRoutes = [
  route(objectives.listMyObjectives, ['table:read'], async ({ caller }) => {
    const [mine, unitsSold] = await Promise.all([myObjectives(caller.userId), unitsSoldBy(caller.userId)]);
    return { objectives: mine, units_sold: unitsSold };
  }),
  route(objectives.listMySubmissions, ['table:read', 'assets:read'], async ({ caller }) => ({
    submissions: await mySubmissions(caller.userId),
  })),
  route(objectives.requestUpload, ['assets:write'], ({ caller, input }) => requestUpload(caller.userId, input.body)),
  route(objectives.submitWork, ['table:read', 'table:write', 'assets:write', 'events:put'], ({ caller, input }) =>
    submitWork(caller.userId, input.body),
  ),

  route(objectives.listAllObjectives, ['table:read'], async () => ({ objectives: await listEveryObjective() })),
  route(objectives.createObjective, ['table:read', 'table:write'], ({ input }) => saveObjective(input.body)),
  route(objectives.updateObjective, ['table:read', 'table:write'], ({ input }) => saveObjective(input.body, input.params.objective_id)),
  route(objectives.listAllSubmissions, ['table:read', 'assets:read'], ({ input }) =>
    adminSubmissions(input.query.status, input.query.limit, input.query.cursor),
  ),
  route(objectives.reviewSubmission, ['table:read', 'table:write', 'assets:read', 'events:put'], ({ input }) =>
    reviewSubmission(input.params.submission_id, input.body),
  ),
];
