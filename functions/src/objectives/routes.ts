import { objectives } from '@app/shared/contracts';
import { route } from '#lib/http';
import { myObjectives, mySubmissions, requestUpload, submitWork } from './objectives';

/** The student's objectives and submissions; every read and write is the caller's own. */
export const objectiveRoutes = [
  route(objectives.listMyObjectives, ['table:read'], async ({ caller }) => ({ objectives: await myObjectives(caller.userId) })),
  route(objectives.listMySubmissions, ['table:read', 'assets:read'], async ({ caller }) => ({
    submissions: await mySubmissions(caller.userId),
  })),
  route(objectives.requestUpload, ['assets:write'], ({ caller, input }) => requestUpload(caller.userId, input.body)),
  route(objectives.submitWork, ['table:read', 'table:write', 'assets:write'], ({ caller, input }) => submitWork(caller.userId, input.body)),
];
