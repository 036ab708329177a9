import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { eventRules, type EventRuleDefinition } from '@app/functions/platform/event-rules';
import { actionsOf, fixturesDir, logicalIdOf, programmeForTest } from './programme-fixture';

describe('events stack with the programme rules', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    // Bundled for real, so a consumer that does not build fails the tests, not the deploy.
    programme = programmeForTest({ bundle: ['programme-test-events'] });
    template = Template.fromStack(programme.stacks.events);
  });
  afterAll(() => programme.dispose());

  it('owns a custom event bus named per stage', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'test-programme' });
  });

  it('creates one rule with one Lambda consumer per entry in event-rules.ts', () => {
    template.resourceCountIs('AWS::Events::Rule', eventRules.length);
    template.resourceCountIs('AWS::Lambda::Function', eventRules.length);
  });

  // A loop rather than it.each: the list may be empty, and then there is nothing to check.
  it('sends each rule’s events to its own consumer', () => {
    for (const rule of eventRules) {
      const consumers = template.findResources('AWS::Lambda::Function', {
        Properties: { Description: `event rule ${rule.name}` },
      });
      const [consumerId] = Object.keys(consumers);

      expect(Object.keys(consumers)).toHaveLength(1);
      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: { source: [...rule.pattern.source], 'detail-type': [...rule.pattern.detailType] },
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [consumerId, 'Arn'] } })],
      });
    }
  });
});

describe('events stack with injected rules', () => {
  const sampleRules: EventRuleDefinition[] = [
    {
      name: 'order-paid',
      pattern: { source: ['programme.store'], detailType: ['order.paid', 'order.updated'] },
      consumer: 'orders/record-sample-order',
      grants: ['table:write'],
    },
    {
      name: 'order-refunded',
      pattern: { source: ['programme.store'], detailType: ['order.refunded'] },
      consumer: 'orders/record-sample-order',
      grants: ['table:write', 'events:put'],
    },
  ];
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    programme = programmeForTest({ eventRules: sampleRules, consumersDir: path.join(fixturesDir, 'consumers') });
    template = Template.fromStack(programme.stacks.events);
  });
  afterAll(() => programme.dispose());

  it.each(sampleRules.map((rule, index) => [rule.name, index] as const))(
    'routes %s from the programme bus to its own consumer',
    (_name, index) => {
      const rule = sampleRules[index]!;
      const { events } = programme.stacks;
      const busId = logicalIdOf(events, events.eventBus);
      const consumerId = logicalIdOf(events, events.consumers[index]!);

      template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: busId },
        EventPattern: { source: [...rule.pattern.source], 'detail-type': [...rule.pattern.detailType] },
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [consumerId, 'Arn'] }, DeadLetterConfig: Match.anyValue() })],
      });
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: consumerId },
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [consumerId, 'Arn'] },
        Principal: 'events.amazonaws.com',
      });
    },
  );

  it('builds consumers with the shared construct: Node 22, arm64, the programme environment', () => {
    template.resourceCountIs('AWS::Lambda::Function', sampleRules.length);
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Environment: { Variables: Match.objectLike({ EVENT_BUS_NAME: Match.anyValue(), TABLE_NAME: Match.anyValue() }) },
    });
  });

  it('grants each consumer only what its rule names', () => {
    const { events } = programme.stacks;
    const [paid, refunded] = events.consumers.map((consumer) => [...actionsOf(template, logicalIdOf(events, consumer))]);

    expect(paid).toContain('dynamodb:UpdateItem');
    expect(paid).not.toContain('events:PutEvents');
    expect(refunded).toContain('events:PutEvents');
    expect([...paid!, ...refunded!].filter((action) => action.startsWith('cognito-idp:') || action.startsWith('s3:'))).toEqual([]);
  });
});
