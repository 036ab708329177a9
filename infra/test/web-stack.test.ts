import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { apiOriginHeaders, ORIGIN_VERIFY_HEADER, securityHeaders } from '@app/functions/platform';
import { clientSideRouting, MICRO_FRONTENDS } from '../lib/web-stack';
import { exportNameOfRef, logicalIdOf, programmeForTest } from './programme-fixture';

type Deployment = { Properties: Record<string, unknown> };

/** The origin secret's version a rotation names (-c originSecretVersion). */
const ORIGIN_SECRET_VERSION = '4f1c2a7e-rotated';

describe('web stack', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;
  let frontendsDir: string;

  beforeAll(() => {
    // Only the root and the admin app are "built", so both branches (deploy, skip) are exercised.
    frontendsDir = mkdtempSync(path.join(os.tmpdir(), 'infra-frontends-'));
    for (const [app, file] of [
      ['root', 'index.html'],
      ['admin', 'remoteEntry.js'],
    ] as const) {
      mkdirSync(path.join(frontendsDir, app, 'dist'), { recursive: true });
      writeFileSync(path.join(frontendsDir, app, 'dist', file), `${app} build`);
    }
    programme = programmeForTest({ frontendsDir, originSecretVersion: ORIGIN_SECRET_VERSION });
    template = Template.fromStack(programme.stacks.web);
  });
  afterAll(() => {
    programme.dispose();
    rmSync(frontendsDir, { recursive: true, force: true });
  });

  function deployments(): Deployment[] {
    return Object.values(template.findResources('Custom::CDKBucketDeployment')) as Deployment[];
  }

  /** A JSON file a BucketDeployment writes, with its deploy-time markers replaced by the CloudFormation values they stand for. */
  function deployedJson(fileName: string): Record<string, unknown> {
    for (const { Properties } of deployments()) {
      const keys = Properties.SourceObjectKeys as string[];
      const markers = (Properties.SourceMarkers as Array<Record<string, unknown>> | undefined) ?? [];
      for (const [index, key] of keys.entries()) {
        const file = path.join(programme.app.outdir, `asset.${key.replace(/\.zip$/, '')}`, fileName);
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          continue;
        }
        const parsed = JSON.parse(text) as Record<string, string>;
        const sourceMarkers = markers[index] ?? {};
        return Object.fromEntries(
          Object.entries(parsed).map(([name, value]) => {
            const marker = Object.keys(sourceMarkers).find((candidate) => value.includes(candidate));
            return [name, marker ? { value, [marker]: sourceMarkers[marker] } : value];
          }),
        );
      }
    }
    throw new Error(`No deployment writes ${fileName}`);
  }

  it('writes /config.json with the region, user pool, web client, API base and assets URL', () => {
    const { auth, storage } = programme.stacks;
    const authTemplate = Template.fromStack(auth);
    const importOf = (logicalId: string) => ({ 'Fn::ImportValue': exportNameOfRef(authTemplate, logicalId) });

    const config = deployedJson('config.json');

    expect(Object.keys(config).sort()).toEqual(['apiBaseUrl', 'assetsBaseUrl', 'region', 'userPoolClientId', 'userPoolId']);
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.region).toMatchObject({ value: expect.stringMatching(/^<<marker:/) });
    expect(Object.values(config.region as object)).toContainEqual({ Ref: 'AWS::Region' });
    expect(Object.values(config.userPoolId as object)).toContainEqual(importOf(logicalIdOf(auth, auth.userPool)));
    expect(Object.values(config.userPoolClientId as object)).toContainEqual(importOf(logicalIdOf(auth, auth.webClient)));
    expect(config.assetsBaseUrl).toMatchObject({ value: expect.stringMatching(/^https:\/\/<<marker:/) });
    expect(JSON.stringify(config.assetsBaseUrl)).toContain(storage.stackName);
  });

  it('writes /microfrontends.json pointing each app at its remote entry', () => {
    expect(deployedJson('microfrontends.json')).toEqual({
      public: '/mf/public/remoteEntry.js',
      student: '/mf/student/remoteEntry.js',
      fundraiser: '/mf/fundraiser/remoteEntry.js',
      admin: '/mf/admin/remoteEntry.js',
    });
  });

  it('deploys the root at the top level without pruning what the other deployments own', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: Match.absent(),
      Exclude: ['mf/*', 'config.json', 'microfrontends.json'],
    });
  });

  it('deploys a built micro-frontend under mf/<name>/ and skips an unbuilt one with a warning', () => {
    const prefixes = deployments()
      .map(({ Properties }) => Properties.DestinationBucketKeyPrefix)
      .filter(Boolean);
    const warnings = programme.stacks.web.node.metadata
      .filter((entry) => entry.type === 'aws:cdk:warning')
      .map((entry) => String(entry.data));

    expect(prefixes).toEqual(['mf/admin/']);
    for (const name of MICRO_FRONTENDS.filter((app) => app !== 'admin')) {
      expect(warnings).toContainEqual(expect.stringContaining(`${name}/dist does not exist`));
    }
  });

  it('serves the site from a private bucket through CloudFront origin access control', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('sends /api/* to the HTTP API, caching only what the API marks cacheable, keyed by Authorization', () => {
    const { api } = programme.stacks;
    const apiTemplate = Template.fromStack(api);
    const apiExport = exportNameOfRef(apiTemplate, logicalIdOf(api, api.httpApi));

    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['PUT', 'PATCH', 'POST', 'DELETE']),
            CachePolicyId: { Ref: Match.stringLikeRegexp('^ApiCache') },
            OriginRequestPolicyId: { Ref: Match.stringLikeRegexp('^ApiOriginRequest') },
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: {
              'Fn::Join': ['', [{ 'Fn::ImportValue': apiExport }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
            },
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
          }),
        ]),
      }),
    });
  });

  it('sends the shared security headers on pages and API answers: CSP without inline script, HSTS, nosniff, no framing, no camera, microphone or location, its own browsing context', () => {
    const [policyId] = Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const { SecurityHeadersConfig: headers } = (
      template.toJSON() as {
        Resources: Record<
          string,
          { Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> } } }
        >;
      }
    ).Resources[policyId!]!.Properties.ResponseHeadersPolicyConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy);

    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: securityHeaders.strictTransportSecurity.maxAgeSeconds,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: securityHeaders.frameOptions });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: securityHeaders.referrerPolicy });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        CustomHeadersConfig: {
          Items: Match.arrayWith([
            { Header: 'Permissions-Policy', Value: 'camera=(), microphone=(), geolocation=()', Override: true },
            { Header: 'Cross-Origin-Opener-Policy', Value: 'same-origin', Override: true },
          ]),
        },
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policyId } }),
        CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', ResponseHeadersPolicyId: { Ref: policyId } })],
      }),
    });
  });

  it('lets the edge keep an API answer only as long as the API says, never by default', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          CookiesConfig: { CookieBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
        }),
      }),
    });
  });

  it.each([
    ['/admin', '/index.html'],
    ['/fundraiser/dashboard', '/index.html'],
    ['/mf/admin/remoteEntry.js', '/mf/admin/remoteEntry.js'],
    ['/config.json', '/config.json'],
  ])('answers %s with %s at the edge', (uri, expected) => {
    // The CloudFront Function is plain JavaScript; run it as CloudFront would, with a viewer request.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the function's own source is the point
    const handler = new Function(`${clientSideRouting}; return handler;`)() as (event: object) => { uri: string };

    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  describe('the visitor address behind CloudFront', () => {
    /** The web stack's one distribution's settings. */
    const distributionConfig = () =>
      Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, unknown>;

    it('forwards the visitor address CloudFront adds and the headers the API reads, never the viewer Host', () => {
      const policies = Object.values(template.findResources('AWS::CloudFront::OriginRequestPolicy'));
      expect(policies).toHaveLength(1);
      const { HeadersConfig, CookiesConfig } = policies[0]!.Properties.OriginRequestPolicyConfig;

      expect(HeadersConfig.HeaderBehavior).toBe('whitelist');
      expect(HeadersConfig.Headers).toEqual([...apiOriginHeaders]);
      expect(HeadersConfig.Headers).toContain('cloudfront-viewer-address');
      expect(HeadersConfig.Headers.map((name: string) => name.toLowerCase())).not.toContain('host');
      // CloudFront refuses a policy naming more than ten headers.
      expect(HeadersConfig.Headers.length).toBeLessThanOrEqual(10);
      expect(CookiesConfig).toEqual({ CookieBehavior: 'none' });
      const [policyId] = Object.keys(template.findResources('AWS::CloudFront::OriginRequestPolicy'));
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', OriginRequestPolicyId: { Ref: policyId } })],
        }),
      });
    });

    it('adds the origin secret to every API request from Secrets Manager at deploy, in the version a rotation names', () => {
      const { storage } = programme.stacks;
      const origins = distributionConfig().Origins as Array<{ Id: string; CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown[] }>;
      const apiOrigin = origins.find((origin) => origin.CustomOriginConfig)!;

      expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
      const [header] = apiOrigin.OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>;
      expect(header!.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
      const value = JSON.stringify(header!.HeaderValue);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(`:SecretString:current::${ORIGIN_SECRET_VERSION}}}`);
      // The secret is the storage stack's, the one the functions check the header against.
      expect(value).toContain(exportNameOfRef(Template.fromStack(storage), logicalIdOf(storage, storage.originSecret)));
      // The S3 origin gets no secret.
      for (const origin of origins.filter((candidate) => !candidate.CustomOriginConfig)) expect(origin.OriginCustomHeaders).toBeUndefined();
    });
  });
});
