import { RemovalPolicy } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { durabilityOf } from '../lib/stage';
import { programmeForTest } from './programme-fixture';

type Programme = ReturnType<typeof programmeForTest>;
const templatesOf = ({ stacks: { data, auth, storage, events, api, web } }: Programme) => ({
  data: Template.fromStack(data),
  auth: Template.fromStack(auth),
  storage: Template.fromStack(storage),
  events: Template.fromStack(events),
  api: Template.fromStack(api),
  web: Template.fromStack(web),
});

/** The assets bucket: the storage stack's only bucket with CORS rules (presigned uploads). */
const assetsBucketIn = (storage: Template) => {
  const [bucket, ...others] = Object.values(
    storage.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }),
  );
  expect(others).toHaveLength(0);
  return bucket!;
};

/** Every log group's retention across the stacks that run functions or serve the API. */
const logRetentions = (templates: ReturnType<typeof templatesOf>) =>
  [templates.auth, templates.api].flatMap((template) =>
    Object.values(template.findResources('AWS::Logs::LogGroup')).map((group) => group.Properties.RetentionInDays as number),
  );

/** What the AWS Solutions checks find that lib/nag-suppressions.ts does not acknowledge, one line each. */
const unacknowledgedFindings = (programme: Programme) =>
  new AwsSolutionsChecks()
    .validateScope(programme.app)
    .violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
    );

describe('stages', () => {
  it('makes the stage named prod production, and any stage production when told, either way', () => {
    expect(durabilityOf('prod')).toEqual({ production: true, records: RemovalPolicy.RETAIN, logRetention: RetentionDays.ONE_YEAR });
    expect(durabilityOf('dev')).toEqual({ production: false, records: RemovalPolicy.DESTROY, logRetention: RetentionDays.ONE_MONTH });
    expect(durabilityOf('live', true).production).toBe(true);
    expect(durabilityOf('prod', false).production).toBe(false);
  });

  describe('a dev stage', () => {
    let programme: Programme;
    let templates: ReturnType<typeof templatesOf>;

    beforeAll(() => {
      programme = programmeForTest({ stage: 'test' });
      templates = templatesOf(programme);
    });
    afterAll(() => programme.dispose());

    it('keeps nothing when its stacks are deleted', () => {
      for (const template of Object.values(templates)) {
        const kept = Object.entries(template.toJSON().Resources as Record<string, { DeletionPolicy?: string }>).filter(
          ([, resource]) => resource.DeletionPolicy && resource.DeletionPolicy !== 'Delete',
        );
        expect(kept).toEqual([]);
      }
    });

    it('deletes the table, without point-in-time recovery or deletion protection', () => {
      templates.data.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
          DeletionProtectionEnabled: false,
        }),
      });
    });

    it('empties and deletes the assets bucket, which keeps no earlier versions', () => {
      const bucket = assetsBucketIn(templates.storage);

      expect(bucket.DeletionPolicy).toBe('Delete');
      expect(bucket.Properties.VersioningConfiguration).toBeUndefined();
      templates.storage.resourceCountIs('Custom::S3AutoDeleteObjects', 1);
    });

    it('deletes the user pool, unprotected', () => {
      templates.auth.hasResource('AWS::Cognito::UserPool', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
      });
    });

    it('keeps logs a month', () => {
      expect(new Set(logRetentions(templates))).toEqual(new Set([30]));
    });

    it('subscribes nobody to the alarms without -c alarmEmail', () => {
      templates.api.resourceCountIs('AWS::SNS::Topic', 1);
      templates.api.resourceCountIs('AWS::SNS::Subscription', 0);
    });

    it('has no AWS Solutions finding that lib/nag-suppressions.ts does not acknowledge with its reason', () => {
      expect(unacknowledgedFindings(programme)).toEqual([]);
    });

    it('runs every function of every stack, ours and the custom resources CDK adds, on Node 24', () => {
      const runtimes = Object.entries(templates).flatMap(([stack, template]) =>
        Object.entries(template.findResources('AWS::Lambda::Function')).map(
          ([id, fn]) => `${stack} ${id}: ${String(fn.Properties.Runtime)}`,
        ),
      );

      expect(runtimes.length).toBeGreaterThan(10);
      expect(runtimes.filter((runtime) => !runtime.endsWith(': nodejs24.x'))).toEqual([]);
    });
  });

  describe('the prod stage', () => {
    let programme: Programme;
    let templates: ReturnType<typeof templatesOf>;

    beforeAll(() => {
      programme = programmeForTest({ stage: 'prod' });
      templates = templatesOf(programme);
    });
    afterAll(() => programme.dispose());

    it('keeps the table, restorable to a point in time and protected from deletion', () => {
      templates.data.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      });
    });

    it('keeps the assets bucket and each upload’s earlier versions for 90 days, and never empties it', () => {
      const bucket = assetsBucketIn(templates.storage);

      expect(bucket).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      expect(bucket.Properties).toMatchObject({
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: {
          Rules: [expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: 'Enabled' })],
        },
      });
      templates.storage.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    });

    it('keeps the user pool, protected from deletion, and the store credentials', () => {
      templates.auth.hasResource('AWS::Cognito::UserPool', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
      });
      templates.storage.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    });

    it('keeps every function’s and the API’s logs a year', () => {
      const retentions = logRetentions(templates);

      expect(retentions.length).toBe(programme.stacks.api.domainFunctions.size + 2 /* triggers */ + 1 /* API access log */);
      expect(new Set(retentions)).toEqual(new Set([365]));
    });

    it('has no AWS Solutions finding that lib/nag-suppressions.ts does not acknowledge with its reason', () => {
      expect(unacknowledgedFindings(programme)).toEqual([]);
    });

    it('runs every function of every stack, ours and the custom resources CDK adds, on Node 24', () => {
      const runtimes = Object.entries(templates).flatMap(([stack, template]) =>
        Object.entries(template.findResources('AWS::Lambda::Function')).map(
          ([id, fn]) => `${stack} ${id}: ${String(fn.Properties.Runtime)}`,
        ),
      );

      expect(runtimes.length).toBeGreaterThan(10);
      expect(runtimes.filter((runtime) => !runtime.endsWith(': nodejs24.x'))).toEqual([]);
    });
  });
});
