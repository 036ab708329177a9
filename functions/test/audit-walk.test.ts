import { auditLog, pathOf, REQUEST_ID_HEADER, routeKeyOf, type RouteContract } from '@app/shared/contracts';
import type { AuditLogPage } from '@app/shared/audit-log';
import { routes } from '#platform/index';
import { api, givenUser } from '#test/api';
import { auditScenarios } from '#test/audit-scenarios/index';

/**
 * Generated from the route contracts (issue 46): every route an admin may call that changes something names the
 * kind of audit entry it writes, and, called by an admin as its scenario arranges, writes that entry, naming the
 * admin and the request, with what it changed. A new admin route without a kind, or without a scenario, fails here.
 */
const adminChanges = routes
  .map(({ contract }): RouteContract => contract)
  .filter((contract) => contract.method !== 'GET' && contract.access !== 'public' && contract.access.includes('admin'));

describe('the audit walk', () => {
  it('every admin route that changes something names the kind of entry it writes', () => {
    expect(adminChanges.filter((contract) => !contract.audit).map(routeKeyOf)).toEqual([]);
  });

  it('no route edits or deletes an entry: the log has one route, and it reads', () => {
    const logRoutes = routes.filter(({ contract }) => contract.path.startsWith(auditLog.getAuditLog.path));
    expect(logRoutes.map(({ contract }) => routeKeyOf(contract))).toEqual([routeKeyOf(auditLog.getAuditLog)]);
  });

  it('every one has a scenario, and no scenario names a route that is not one', () => {
    const keys = adminChanges.map(routeKeyOf).sort();
    expect(Object.keys(auditScenarios).sort()).toEqual(keys);
  });

  describe.each(
    adminChanges.filter((contract) => auditScenarios[routeKeyOf(contract)]).map((contract) => [routeKeyOf(contract), contract] as const),
  )('%s', (key, contract) => {
    it('writes its audit entry in the change, naming the admin and the request', async () => {
      const admin = await givenUser('admin');
      const call = await auditScenarios[key]!.arrange(admin);

      const answer = await api(contract.method, pathOf(contract, call.params), { token: admin.token, body: call.body ?? {} }).finally(() =>
        call.after?.(),
      );

      expect(answer.status).toBeLessThan(300);
      const requestId = answer.headers.get(REQUEST_ID_HEADER);
      const log = await api<AuditLogPage>('GET', `${pathOf(auditLog.getAuditLog)}?actor=${encodeURIComponent(admin.userId)}`, {
        token: admin.token,
      });
      expect(log.status).toBe(200);
      const entries = log.body.entries.filter((entry) => entry.request_id === requestId);
      const { changes, ...about } = call.entry;
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: contract.audit,
            actor_id: admin.userId,
            actor_name: 'Test admin',
            ...about,
            ...(changes ? { changes: expect.arrayContaining(changes) } : {}),
          }),
        ]),
      );
    });
  });
});
