import { randomUUID } from 'node:crypto';
import { allowsRole, pathOf, pathParameterNames, routeKeyOf, type RouteContract } from '@app/shared/contracts';
import { ROLES, type Role } from '@app/shared/platform';
import { pageRoutes, routes } from '#platform/index';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';

/**
 * Generated from the route contracts: every route, called by anonymous, by each role, and (for a route
 * whose contract names a path parameter as someone's row) by a user of an allowed role with another
 * user's row. Refusals where the contract or ownership refuses, no refusal where they allow, and every
 * success answers with the shape its contract declares. Path parameters name the caller's own rows where
 * they have one, a placeholder otherwise; the handler may answer 400/404 for a placeholder, which still
 * proves the caller got past authorization.
 */
describe('authorization matrix', () => {
  const tokens = {} as Record<Role, string>;
  const campaigns = { own: '', other: '' };

  beforeAll(async () => {
    const [own, other] = await Promise.all([givenCampaign(), givenCampaign()]);
    campaigns.own = own.id;
    campaigns.other = other.id;
    // Members approved for the programme (they hold a code): an account still awaiting an admin is refused
    // more (the leaderboards, issue 44), which the routes' own tests cover.
    const approved = (role: Role) => ({ personal_code: `M${role.length}${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}` });
    await Promise.all(
      ROLES.map(async (role) => {
        const profile =
          role === 'admin' ? {} : { ...approved(role), ...(role === 'fundraising_ambassador' ? { campaign_id: own.id } : {}) };
        tokens[role] = (await givenUser(role, profile)).token;
      }),
    );
  });

  /** The path with each parameter filled: an owned row (the caller's own, or another's), or a placeholder. */
  function concretePath(contract: RouteContract, rows: 'own' | 'other' = 'own'): string {
    const values = Object.fromEntries(
      pathParameterNames(contract).map((name) => [name, contract.ownedParam?.name === name ? campaigns[rows] : 'placeholder']),
    );
    return pathOf(contract, values);
  }

  async function call(contract: RouteContract, token?: string, rows: 'own' | 'other' = 'own') {
    const answer = await api(contract.method, concretePath(contract, rows), { token, body: contract.method === 'GET' ? undefined : {} });
    // A success must be what the contract promises the browser.
    if (answer.status >= 200 && answer.status < 300) expect(contract.response.safeParse(answer.body).error).toBeUndefined();
    return answer;
  }

  describe.each(routes.map(({ contract }) => [routeKeyOf(contract), contract] as const))('%s', (_key, contract) => {
    it(contract.access === 'public' && !contract.signedBy ? 'serves anonymous callers' : 'refuses anonymous callers with 401', async () => {
      const { status } = await call(contract);

      if (contract.access === 'public' && !contract.signedBy) expect([401, 403]).not.toContain(status);
      else expect(status).toBe(401);
    });

    it.each(ROLES)('as %s', async (role) => {
      const { status } = await call(contract, tokens[role]);

      // A token is no signature: signed routes refuse every unsigned call (their own tests sign theirs).
      if (contract.signedBy) expect(status).toBe(401);
      else if (allowsRole(contract, role)) expect([401, 403]).not.toContain(status);
      else expect(status).toBe(403);
    });

    const owners = contract.ownedParam ? ROLES.filter((role) => role !== 'admin' && allowsRole(contract, role)) : [];
    if (owners.length > 0) {
      it.each(owners)("refuses a %s another user's rows", async (role) => {
        const { status } = await call(contract, tokens[role], 'other');

        expect(status).toBe(403);
      });
    }
  });

  // The server-rendered pages (the campaign page, its share card) are public by contract: anyone, signed in or not, alike.
  describe.each(pageRoutes.map(({ contract }) => [routeKeyOf(contract), contract] as const))('%s', (_key, contract) => {
    it.each(['anonymous', ...ROLES] as const)('serves %s callers', async (caller) => {
      const slug = (await givenCampaign()).campaign_slug;
      const path = pathOf(contract, Object.fromEntries(pathParameterNames(contract).map((name) => [name, slug])));

      const response = await fetch(`${process.env.API_URL}${path}`, {
        headers: caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` },
      });

      expect(contract.access).toBe('public');
      expect([401, 403]).not.toContain(response.status);
    });
  });
});
