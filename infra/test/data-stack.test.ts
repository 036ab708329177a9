import { Match, Template } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '@app/functions/platform';
import { programmeForTest } from './programme-fixture';

describe('data stack', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    programme = programmeForTest();
    template = Template.fromStack(programme.stacks.data);
  });
  afterAll(() => programme.dispose());

  // What a stage keeps (point-in-time recovery, deletion protection, retention) is in programme-stages.test.ts.
  it('builds one on-demand table keyed pk/sk', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'test-programme',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
    });
  });

  it('expires items by the shared TTL attribute (throttle counters)', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
    });
  });

  it("streams every change with its images before and after, which the domains' projections read", () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
  });

  it('creates gsi1, gsi2, the leaderboard, the revenue and the fundraisers index from the shared definition', () => {
    const expected = ['gsi1', 'gsi2', 'leaderboard', 'revenue', 'fundraisers'].map((indexName) => {
      const index = tableDefinition.globalSecondaryIndexes.find((candidate) => candidate.indexName === indexName)!;
      return Match.objectLike({
        IndexName: indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    });

    template.hasResourceProperties('AWS::DynamoDB::Table', { GlobalSecondaryIndexes: expected });
  });

  it('sorts the leaderboard by a number, so ranks come back in order from one Query', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'lbpk', AttributeType: 'S' },
        { AttributeName: 'lbunits', AttributeType: 'N' },
      ]),
    });
  });
});
