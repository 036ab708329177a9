import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { defineRoute, routeKeyOf } from '@app/shared/contracts';
import * as z from 'zod';
import { consumer, defineDomain, domains, grantsOf, route, routes, type Domain, type Grant } from '@app/functions/platform';
import { repoRoot } from '../lib/paths';
import { actionsOf, exportNameOf, exportNameOfRef, logicalIdOf, programmeForTest, statementsOf } from './programme-fixture';

/** What lib/table-stream.ts `isFrom` takes, as filter patterns: one per distinct source a domain's projections follow. */
const streamPatternsOf = (domain: Domain) =>
  [
    ...new Set(
      (domain.projections ?? []).map(({ source }) =>
        JSON.stringify({ dynamodb: { Keys: { pk: { S: [{ prefix: source.pkPrefix }] }, sk: { S: [source.sk] } } } }),
      ),
    ),
  ].sort();

describe('api stack', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    // Not bundled: the bundles suite (functions/bundles) builds every function's bundle with CDK's own options and
    // loads each before its tests run, so a domain whose Lambda does not build fails the tests there, not the deploy.
    programme = programmeForTest();
    template = Template.fromStack(programme.stacks.api);
  });
  afterAll(() => programme.dispose());

  function routeResource(routeKey: string) {
    const found = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }));
    expect(found).toHaveLength(1);
    return found[0]!.Properties as Record<string, unknown>;
  }

  const functionOf = (domain: Domain) => programme.stacks.api.domainFunctions.get(domain.name)!;
  const integrationTargeting = (domain: Domain) => {
    const fnId = logicalIdOf(programme.stacks.api, functionOf(domain));
    const [integrationId] = Object.keys(
      template.findResources('AWS::ApiGatewayV2::Integration', { Properties: { IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] } } }),
    );
    return integrationId;
  };

  it('creates one Lambda per domain and one API Gateway route per contract', () => {
    template.resourceCountIs('AWS::Lambda::Function', domains.length);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', domains.filter((domain) => domain.routes.length > 0).length);
  });

  it.each(domains.flatMap((domain) => domain.routes.map(({ contract }) => [routeKeyOf(contract), domain] as const)))(
    '%s goes to its domain’s Lambda',
    (routeKey, domain) => {
      expect(routeResource(routeKey).Target).toEqual({ 'Fn::Join': ['', ['integrations/', { Ref: integrationTargeting(domain) }]] });
    },
  );

  it.each(routes.filter(({ contract }) => contract.access !== 'public').map(({ contract }) => [routeKeyOf(contract)]))(
    '%s requires a Cognito JWT',
    (routeKey) => {
      const authorizerId = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'))[0];

      expect(routeResource(routeKey)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    },
  );

  it.each(routes.filter(({ contract }) => contract.access === 'public').map(({ contract }) => [routeKeyOf(contract)]))(
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

  it('runs every function on Node 24, arm64, with source maps and a month of logs', () => {
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
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

  it.each(domains.flatMap((domain) => domain.consumers.map(({ event }) => [event.detailType, domain] as const)))(
    'routes %s from the programme bus to its domain’s Lambda, dead-lettering what fails',
    (detailType, domain) => {
      const fnId = logicalIdOf(programme.stacks.api, functionOf(domain));
      const event = domain.consumers.find((candidate) => candidate.event.detailType === detailType)!.event;

      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: { source: [event.source], 'detail-type': [event.detailType] },
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, DeadLetterConfig: Match.anyValue() })],
      });
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: fnId },
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
    },
  );

  it('runs the weekly report every Monday at 08:00 UTC: a scheduled rule on the default bus hands the notifications Lambda the schedule’s event', () => {
    const notifications = domains.find((domain) => domain.name === 'notifications')!;
    const fnId = logicalIdOf(programme.stacks.api, functionOf(notifications));
    const rules = template.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: 'cron(0 8 ? * MON *)' } });

    expect(Object.values(rules)).toHaveLength(1);
    const [rule] = Object.values(rules);
    // Schedules run only on the default bus: the rule names none.
    expect(rule!.Properties.EventBusName).toBeUndefined();
    expect(rule!.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
        DeadLetterConfig: expect.anything(),
        InputTransformer: {
          InputPathsMap: { time: '$.time' },
          InputTemplate: '{"source":"programme.schedule","detail-type":"Weekly report due","detail":{"scheduled_at":<time>}}',
        },
      }),
    ]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'events.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [Object.keys(rules)[0], 'Arn'] },
    });
  });

  it('reconciles store orders every hour at 17 past: its Lambda reads the store’s Admin API with its credentials from Secrets Manager and folds orders into the table', () => {
    const reconciliation = domains.find((domain) => domain.name === 'reconciliation')!;
    const fnId = logicalIdOf(programme.stacks.api, functionOf(reconciliation));
    const rules = template.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: 'cron(17 * * * ? *)' } });

    expect(Object.values(rules)).toHaveLength(1);
    expect(Object.values(rules)[0]!.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
        InputTransformer: {
          InputPathsMap: { time: '$.time' },
          InputTemplate: '{"source":"programme.schedule","detail-type":"Store orders reconciliation due","detail":{"scheduled_at":<time>}}',
        },
      }),
    ]);
    const fn = template.toJSON().Resources[fnId].Properties as { Timeout: number; Environment: { Variables: Record<string, unknown> } };
    // The run keeps to 22 seconds of reading, inside its Lambda's 30.
    expect(fn.Timeout).toBe(30);
    expect(Object.keys(fn.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'SHOPIFY_ADMIN_API_URL', 'STORE_CREDENTIALS_SECRET_ID', 'EVENT_BUS_NAME']),
    );
    const actions = actionsOf(template, fnId);
    // A transaction's items need their own actions (there is no TransactWriteItems action).
    for (const action of [
      'secretsmanager:GetSecretValue',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:ConditionCheckItem',
      'events:PutEvents',
    ]) {
      expect(actions).toContain(action);
    }
    expect(actions).not.toContain('secretsmanager:PutSecretValue');
  });

  /** The one scheduled rule on `cron`, handing the function `fnId` its schedule's event with the time it was due. */
  function expectOneScheduledRule(cron: string, detailType: string, fnId: string): void {
    const rules = Object.values(template.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: cron } }));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
        InputTransformer: {
          InputPathsMap: { time: '$.time' },
          InputTemplate: `{"source":"programme.schedule","detail-type":"${detailType}","detail":{"scheduled_at":<time>}}`,
        },
      }),
    ]);
  }

  it('matures commission past its hold every day at 03:41 UTC: a scheduled rule hands the orders Lambda the schedule’s event', () => {
    const orders = domains.find((domain) => domain.name === 'orders')!;
    const fnId = logicalIdOf(programme.stacks.api, functionOf(orders));
    expectOneScheduledRule('cron(41 3 * * ? *)', 'Commission maturity due', fnId);
    const actions = actionsOf(template, fnId);
    // Its Query of the orders by date, and each order's transaction with the ambassador's totals.
    for (const action of ['dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem']) {
      expect(actions).toContain(action);
    }
  });

  it('runs member retention every day at 04:23 UTC: the notifications Lambda may e-mail, and erase as a deletion does', () => {
    const notifications = domains.find((domain) => domain.name === 'notifications')!;
    const fnId = logicalIdOf(programme.stacks.api, functionOf(notifications));
    expectOneScheduledRule('cron(23 4 * * ? *)', 'Member retention due', fnId);
    const actions = actionsOf(template, fnId);
    for (const action of ['ses:SendEmail', 'cognito-idp:AdminDeleteUser', 's3:DeleteObject*', 'dynamodb:Query'])
      expect(actions).toContain(action);
  });

  it.each(domains.flatMap((domain) => (domain.schedules ?? []).map(({ schedule }) => [schedule.detailType, schedule, domain] as const)))(
    'runs %s on its cron expression, and routes the same event from the programme bus (put by hand or replayed)',
    (_detailType, schedule, domain) => {
      const fnId = logicalIdOf(programme.stacks.api, functionOf(domain));

      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: `cron(${schedule.cron})`,
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
      });
      template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: Match.anyValue(),
        EventPattern: { source: [schedule.source], 'detail-type': [schedule.detailType] },
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, DeadLetterConfig: Match.anyValue() })],
      });
    },
  );

  it('sends what a consumer still fails on to one queue, which the dead-letters domain takes with partial batch responses', () => {
    const queueId = logicalIdOf(programme.stacks.api, programme.stacks.api.unprocessedEvents!);
    // A scheduled job is invoked by the bus as a consumer is, and fails the same way.
    const consumers = domains.filter((domain) => domain.consumers.length > 0 || (domain.schedules ?? []).length > 0);

    template.resourceCountIs('AWS::Lambda::EventInvokeConfig', consumers.length);
    template.allResourcesProperties('AWS::Lambda::EventInvokeConfig', {
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    const keeper = domains.find((domain) => domain.undelivered)!;
    const fromQueue = template.findResources('AWS::Lambda::EventSourceMapping', {
      Properties: { EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
    });
    expect(Object.values(fromQueue).map((mapping) => mapping.Properties)).toEqual([
      expect.objectContaining({
        FunctionName: { Ref: logicalIdOf(programme.stacks.api, functionOf(keeper)) },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      }),
    ]);
  });

  it("gives each domain with projections one mapping on the table's stream, filtered to their items and set for their exactly-once markers, and no other domain any", () => {
    const { api, data } = programme.stacks;
    const stream = {
      'Fn::ImportValue': exportNameOf(Template.fromStack(data), { 'Fn::GetAtt': [logicalIdOf(data, data.table), 'StreamArn'] }),
    };
    const onStream = (fnId: string) =>
      statementsOf(template, fnId).filter((statement) => JSON.stringify(statement.Resource) === JSON.stringify(stream));
    const mappings = Object.values(
      template.findResources('AWS::Lambda::EventSourceMapping', { Properties: { EventSourceArn: stream } }),
    ).map((mapping) => mapping.Properties as Record<string, unknown>);
    const readers = domains.filter((domain) => (domain.projections ?? []).length > 0);
    const fnIdOf = (domain: Domain) => logicalIdOf(api, functionOf(domain));

    expect(mappings.map((mapping) => JSON.stringify(mapping.FunctionName)).sort()).toEqual(
      readers.map((domain) => JSON.stringify({ Ref: fnIdOf(domain) })).sort(),
    );
    expect(Boolean(api.failedStreamBatches)).toBe(readers.length > 0);
    for (const domain of readers) {
      const fnId = fnIdOf(domain);
      const mapping = mappings.find((candidate) => JSON.stringify(candidate.FunctionName) === JSON.stringify({ Ref: fnId }))!;
      const { Filters } = mapping.FilterCriteria as { Filters: Array<{ Pattern: string }> };

      expect(mapping).toMatchObject({
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: 100,
        MaximumBatchingWindowInSeconds: 1,
        // A retry is the same batch from the same change, one batch of a shard at a time: what the markers need.
        BisectBatchOnFunctionError: false,
        ParallelizationFactor: 1,
        MaximumRetryAttempts: 10,
        MaximumRecordAgeInSeconds: 24 * 3600,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalIdOf(api, api.failedStreamBatches!), 'Arn'] } } },
      });
      expect(mapping.FunctionResponseTypes).toBeUndefined();
      expect(Filters.map((filter) => JSON.stringify(JSON.parse(filter.Pattern))).sort()).toEqual(streamPatternsOf(domain));
      expect(onStream(fnId).flatMap((statement) => [statement.Action].flat())).toEqual(
        expect.arrayContaining(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']),
      );
      expect((template.toJSON().Resources[fnId].Properties as { Timeout: number }).Timeout).toBe(30);
    }
    for (const domain of domains.filter((candidate) => !readers.includes(candidate))) expect(onStream(fnIdOf(domain))).toEqual([]);
  });

  describe('least privilege, per domain, from the union of its routes’ and consumers’ grants', () => {
    const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    const userWrites = ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminCreateUser'];
    const cases = domains.map((domain) => [domain.name, domain] as const);

    it.each(cases)('%s touches only what its grants name', (_name, domain) => {
      const actions = [...actionsOf(template, logicalIdOf(programme.stacks.api, functionOf(domain)))];
      const has = (grant: Grant) => grantsOf(domain).includes(grant);

      if (!has('table:read') && !has('table:write')) expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
      if (!has('table:write'))
        expect(actions).not.toEqual(expect.arrayContaining([expect.stringMatching(/^dynamodb:(Put|Update|Delete|BatchWrite)/)]));
      if (!has('users:read') && !has('users:write')) expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
      if (!has('users:write')) expect(actions.filter((a) => userWrites.includes(a))).toEqual([]);
      if (!has('assets:read') && !has('assets:write')) expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
      if (!has('assets:write')) expect(actions.filter((a) => /^s3:(Put|Delete|Abort)/.test(a))).toEqual([]);
      if (!has('events:put')) expect(actions).not.toContain('events:PutEvents');
      if (!has('events:read')) expect(actions).not.toContain('events:DescribeEventBus');
      if (!has('mail:send')) expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    });

    it.each(cases)('%s can do what its grants name', (_name, domain) => {
      const actions = [...actionsOf(template, logicalIdOf(programme.stacks.api, functionOf(domain)))];
      const grants = grantsOf(domain);

      if (grants.includes('table:read')) expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      if (grants.includes('table:write')) expect(actions).toEqual(expect.arrayContaining(tableWrites));
      if (grants.includes('users:read')) expect(actions).toEqual(expect.arrayContaining(['cognito-idp:DescribeUserPool']));
      if (grants.includes('users:write')) expect(actions).toEqual(expect.arrayContaining(userWrites));
      if (grants.includes('assets:read')) expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:List*']));
      if (grants.includes('events:read')) expect(actions).toContain('events:DescribeEventBus');
      if (grants.includes('mail:send')) expect(actions).toContain('ses:SendEmail');
    });

    it('lets the content domain write the table and the assets (admins manage social templates) but not touch users or mail', () => {
      const content = domains.find((domain) => domain.name === 'content')!;
      const actions = [...actionsOf(template, logicalIdOf(programme.stacks.api, functionOf(content)))];

      expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 's3:PutObject', 's3:DeleteObject*']));
      expect(actions.filter((action) => action.startsWith('cognito-idp:') || action.startsWith('ses:'))).toEqual([]);
    });
  });
});

describe('api stack at the size of the whole product', () => {
  const DOMAINS = 15;
  const ROUTES_PER_DOMAIN = 10;
  const LIMIT = 300;
  let sourceDir: string;
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  /** 15 domains of 10 routes each (150 routes, a third signed-in), the first 5 with one consumer. */
  function generatedDomains(): Domain[] {
    const response = z.object({ ok: z.boolean() });
    return Array.from({ length: DOMAINS }, (_, d) =>
      defineDomain({
        name: `domain-${d}`,
        routes: Array.from({ length: ROUTES_PER_DOMAIN }, (_, r) =>
          route(
            defineRoute({
              method: r % 2 ? 'POST' : 'GET',
              path: `/api/domain-${d}/things-${r}/{id}`,
              access: r % 3 ? 'public' : ['admin'],
              response,
            }),
            ['table:read'],
            () => Promise.resolve({ ok: true }),
          ),
        ),
        consumers:
          d < 5
            ? [
                consumer(
                  { source: 'app.test', detailType: `Thing ${d} happened`, detail: z.object({}), describe: () => `thing ${d}` },
                  ['table:write'],
                  () => Promise.resolve(),
                ),
              ]
            : [],
      }),
    );
  }

  beforeAll(() => {
    // Inside the repository: the CDK wants every entry under its project root.
    sourceDir = mkdtempSync(path.join(repoRoot, 'node_modules', '.api-size-'));
    for (let d = 0; d < DOMAINS; d++) {
      mkdirSync(path.join(sourceDir, `domain-${d}`));
      writeFileSync(path.join(sourceDir, `domain-${d}`, 'lambda.ts'), 'export const handler = async () => ({});\n');
    }
    programme = programmeForTest({ domains: generatedDomains(), functionsDir: sourceDir });
    template = Template.fromStack(programme.stacks.api);
  });
  afterAll(() => {
    programme.dispose();
    rmSync(sourceDir, { recursive: true, force: true });
  });

  it(`stays under ${LIMIT} CloudFormation resources with 150 routes across 15 domains`, () => {
    const resources = Object.keys(template.toJSON().Resources).length;

    template.resourceCountIs('AWS::ApiGatewayV2::Route', DOMAINS * ROUTES_PER_DOMAIN);
    template.resourceCountIs('AWS::Lambda::Function', DOMAINS);
    expect(resources).toBeLessThan(LIMIT);
  });
});
