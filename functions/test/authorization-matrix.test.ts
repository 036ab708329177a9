import { ROLES, type Role } from '@app/shared/roles';
import { routes, type RouteDefinition } from '#platform/routes';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';

/**
 * Every route of the route table, called by anonymous, by each role, and (for routes about a row a user
 * owns) by another user of an allowed role: refusals where the table or ownership refuses, no refusal
 * where they allow. Path parameters name the caller's own rows where they have one (`campaignId`: the
 * caller's campaign), a placeholder otherwise; the handler may answer 400/404 for a placeholder, which
 * still proves the caller got past authorization.
 */
const allows = (route: RouteDefinition, role: Role) => route.access === 'public' || route.access.includes(role);

/** Routes whose rows belong to someone: the parameter that names the row. */
const OWNED_PARAMETERS = new Set(['campaignId']);

describe('authorization matrix', () => {
  const tokens = {} as Record<Role, string>;
  let ownCampaignId: string;
  let otherUserToken: string;

  beforeAll(async () => {
    const [own, other] = await Promise.all([givenCampaign(), givenCampaign()]);
    ownCampaignId = own.id;
    for (const role of ROLES) tokens[role] = (await givenUser(role, role === 'fundraising_ambassador' ? { campaign_id: own.id } : {})).token;
    otherUserToken = (await givenUser('fundraising_ambassador', { campaign_id: other.id })).token;
  });

  const concretePath = (route: RouteDefinition) =>
    route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => (OWNED_PARAMETERS.has(name) ? ownCampaignId : 'placeholder'));
  const call = (route: RouteDefinition, token?: string) =>
    api(route.method, concretePath(route), { token, body: route.method === 'GET' ? undefined : {} });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route as RouteDefinition] as const))('%s', (_, route) => {
    it(route.access === 'public' ? 'serves anonymous callers' : 'refuses anonymous callers with 401', async () => {
      const { status } = await call(route);

      if (route.signedBy) expect(status).toBe(401);
      else if (route.access === 'public') expect([401, 403]).not.toContain(status);
      else expect(status).toBe(401);
    });

    it.each(ROLES)('as %s', async (role) => {
      const { status } = await call(route, tokens[role]);

      // A token is no signature: signed routes refuse every unsigned call (their own tests sign theirs).
      if (route.signedBy) expect(status).toBe(401);
      else if (allows(route, role)) expect([401, 403]).not.toContain(status);
      else expect(status).toBe(403);
    });

    const ownsRows = /\{(\w+)\+?\}/.exec(route.path)?.[1];
    if (ownsRows && OWNED_PARAMETERS.has(ownsRows) && route.access !== 'public' && route.access.includes('fundraising_ambassador')) {
      it("refuses another user's rows", async () => {
        const { status } = await call(route, otherUserToken);

        expect(status).toBe(403);
      });
    }
  });
});
