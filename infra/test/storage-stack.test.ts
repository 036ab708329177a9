import { Match, Template } from 'aws-cdk-lib/assertions';
import { programmeForTest } from './programme-fixture';

describe('storage stack', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    programme = programmeForTest();
    template = Template.fromStack(programme.stacks.storage);
  });
  afterAll(() => programme.dispose());

  it('blocks all public access, encrypts and answers browsers with the defined CORS rules', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['GET', 'PUT', 'HEAD'],
            AllowedOrigins: ['*'],
            ExposedHeaders: ['ETag'],
            MaxAge: 3000,
          }),
        ],
      },
    });
  });

  it('refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('lets CloudFront read the public/ prefix and nothing else', () => {
    const statements = Object.values(template.findResources('AWS::S3::BucketPolicy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>,
    );
    const cloudFrontReads = statements.filter(
      (statement) => JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    );

    expect(cloudFrontReads).toHaveLength(1);
    expect(cloudFrontReads[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(cloudFrontReads[0]!.Resource)).toMatch(/"\/public\/\*"/);
    expect(cloudFrontReads[0]!.Condition).toMatchObject({ StringEquals: { 'AWS:SourceArn': expect.anything() } });
  });

  it('serves the assets through CloudFront signed with origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: [Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } })],
      }),
    });
  });
});
