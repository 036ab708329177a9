import { ROLES, type Role } from '@app/shared/roles';
import { routes, type RouteDefinition } from '#platform/routes';
import { api, givenUser } from '#test/api';

/**
 * Every route of the route table, called by anonymous and by each role: refusals where the table
 * refuses, and no refusal where it allows. Path parameters get placeholder values; the handler may
 * answer 400/404 for those, which still proves the caller got past authorization.
 */
const concretePath = (route: RouteDefinition) => route.path.replace(/\{(\w+)\+?\}/g, 'placeholder');
const allows = (route: RouteDefinition, role: Role) => route.access === 'public' || route.access.includes(role);

describe('authorization matrix', () => {
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = (await givenUser(role)).token;
  });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route as RouteDefinition] as const))('%s', (_, route) => {
    it(route.access === 'public' ? 'serves anonymous callers' : 'refuses anonymous callers with 401', async () => {
      const { status } = await api(route.method, concretePath(route), { body: route.method === 'GET' ? undefined : {} });

      if (route.signedBy) expect(status).toBe(401);
      else if (route.access === 'public') expect([401, 403]).not.toContain(status);
      else expect(status).toBe(401);
    });

    it.each(ROLES)('as %s', async (role) => {
      const { status } = await api(route.method, concretePath(route), {
        token: tokens[role],
        body: route.method === 'GET' ? undefined : {},
      });

      // A token is no signature: signed routes refuse every unsigned call (their own tests sign theirs).
      if (route.signedBy) expect(status).toBe(401);
      else if (allows(route, role)) expect([401, 403]).not.toContain(status);
      else expect(status).toBe(403);
    });
  });
});
