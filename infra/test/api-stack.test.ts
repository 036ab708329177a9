import { Match, Template } from 'aws-cdk-lib/assertions';
import { routeKeyOf, routes } from '@app/functions/platform/routes';
import type { Grant } from '@app/functions/platform/grants';
import { actionsOf, exportNameOfRef, logicalIdOf, programmeForTest } from './programme-fixture';

describe('api stack', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    // Bundled for real here, so a route whose handler does not build fails the tests, not the deploy.
    programme = programmeForTest({ bundle: ['programme-test-api'] });
    template = Template.fromStack(programme.stacks.api);
  });
  afterAll(() => programme.dispose());

  function routeResource(routeKey: string) {
    const found = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }));
    expect(found).toHaveLength(1);
    return found[0]!.Properties as Record<string, unknown>;
  }

  it('creates one API Gateway route and one Lambda per entry in routes.ts', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    template.resourceCountIs('AWS::Lambda::Function', routes.length);
    for (const route of routes) routeResource(routeKeyOf(route));
  });

  it.each(routes.filter((route) => route.access !== 'public').map((route) => [routeKeyOf(route)]))(
    '%s requires a Cognito JWT',
    (routeKey) => {
      const authorizerId = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'))[0];

      expect(routeResource(routeKey)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    },
  );

  it.each(routes.filter((route) => route.access === 'public').map((route) => [routeKeyOf(route)]))(
    '%s is open to anyone',
    (routeKey) => {
      const route = routeResource(routeKey);

      expect(route.AuthorizationType).toBe('NONE');
      expect(route.AuthorizerId).toBeUndefined();
    },
  );

  it("trusts tokens issued by the programme's user pool for the web client", () => {
    const { auth } = programme.stacks;
    const authTemplate = Template.fromStack(auth);
    const poolExport = exportNameOfRef(authTemplate, logicalIdOf(auth, auth.userPool));
    const clientExport = exportNameOfRef(authTemplate, logicalIdOf(auth, auth.webClient));

    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ 'Fn::ImportValue': clientExport }],
        Issuer: {
          'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { 'Fn::ImportValue': poolExport }]],
        },
      },
    });
  });

  it('allows the web origin to call cross-origin with a bearer token', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['http://localhost:3000'],
        AllowHeaders: Match.arrayWith(['authorization', 'content-type']),
      }),
    });
  });

  it('runs every function on Node 22, arm64, with source maps and a month of logs', () => {
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
      });
    }
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('gives every function the environment functions/src/lib/env.ts requires', () => {
    const required = ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ASSETS_BUCKET', 'ASSETS_BASE_URL', 'EVENT_BUS_NAME'];
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(required));
    }
  });

  describe('least privilege, per route, from its grants', () => {
    const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    const userWrites = ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminCreateUser'];

    function actionsOfRoute(routeKey: string) {
      const fn = programme.stacks.api.routeFunctions.get(routeKey)!;
      return [...actionsOf(template, logicalIdOf(programme.stacks.api, fn))];
    }

    const cases = routes.map((route) => [routeKeyOf(route), route.grants as readonly Grant[]] as const);

    it.each(cases)('%s touches only what its grants name', (routeKey, grants) => {
      const actions = actionsOfRoute(routeKey);
      const has = (grant: Grant) => grants.includes(grant);

      if (!has('table:read') && !has('table:write')) expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
      if (!has('table:write')) expect(actions).not.toEqual(expect.arrayContaining([expect.stringMatching(/^dynamodb:(Put|Update|Delete|BatchWrite)/)]));
      if (!has('users:read') && !has('users:write')) expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
      if (!has('users:write')) expect(actions.filter((a) => userWrites.includes(a))).toEqual([]);
      if (!has('assets:read') && !has('assets:write')) expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
      if (!has('assets:write')) expect(actions.filter((a) => /^s3:(Put|Delete|Abort)/.test(a))).toEqual([]);
      if (!has('events:put')) expect(actions).not.toContain('events:PutEvents');
      if (!has('events:read')) expect(actions).not.toContain('events:DescribeEventBus');
    });

    it.each(cases)('%s can do what its grants name', (routeKey, grants) => {
      const actions = actionsOfRoute(routeKey);

      if (grants.includes('table:read')) expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      if (grants.includes('table:write')) expect(actions).toEqual(expect.arrayContaining(tableWrites));
      if (grants.includes('users:read')) expect(actions).toEqual(expect.arrayContaining(['cognito-idp:DescribeUserPool']));
      if (grants.includes('users:write')) expect(actions).toEqual(expect.arrayContaining(userWrites));
      if (grants.includes('assets:read')) expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:List*']));
      if (grants.includes('events:read')) expect(actions).toContain('events:DescribeEventBus');
    });

    it('lets the profile route read the table but not write it, and not touch users', () => {
      const actions = actionsOfRoute('GET /api/me');

      expect(actions).toContain('dynamodb:Query');
      expect(actions).not.toContain('dynamodb:PutItem');
      expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
    });
  });
});
