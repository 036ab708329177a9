import fs from 'node:fs';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { apiOriginHeaders, ORIGIN_VERIFY_HEADER, pageDomains, securityHeaders, webStackOutputs } from '@app/functions/platform';
import { clientSideRouting } from '../lib/web-stack';
import { actionsOf, exportNameOfRef, logicalIdOf, programmeForTest } from './programme-fixture';

/** The public campaign pages' paths, which CloudFront sends to the server render (functions/src/web-pages). */
const CAMPAIGN_PAGES = '/campaign/*';
/** The tracked links' paths, which CloudFront sends to the redirect (functions/src/links). */
const TRACKED_LINKS = '/r/*';
/** The shop's path, which CloudFront sends to the same redirect function: 302 to the storefront's home. */
const SHOP = '/shop';
/** Sign-in's one path, which CloudFront sends to the server render too: /auth/verify and the others stay the app's. */
const SIGN_IN_PAGE = '/auth';

/** The origin secret's version a rotation names (-c originSecretVersion). */
const ORIGIN_SECRET_VERSION = '4f1c2a7e-rotated';

describe('web stack', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    programme = programmeForTest({ originSecretVersion: ORIGIN_SECRET_VERSION });
    template = Template.fromStack(programme.stacks.web);
  });
  afterAll(() => programme.dispose());

  it("deploys no build itself: the files are deploy:web's, one app at a time", () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('outputs what deploy:web needs: the bucket, the distribution, and what /config.json says', () => {
    const { auth, storage, web } = programme.stacks;
    const authTemplate = Template.fromStack(auth);
    const importOf = (logicalId: string) => ({ 'Fn::ImportValue': exportNameOfRef(authTemplate, logicalId) });
    const { Outputs: outputs } = template.toJSON() as { Outputs: Record<string, { Value: unknown }> };
    const valueOf = (name: keyof typeof webStackOutputs) => outputs[webStackOutputs[name]]?.Value;

    expect(valueOf('siteBucketName')).toEqual({ Ref: logicalIdOf(web, web.siteBucket) });
    expect(valueOf('distributionId')).toEqual({ Ref: logicalIdOf(web, web.distribution) });
    expect(valueOf('region')).toEqual({ Ref: 'AWS::Region' });
    expect(valueOf('userPoolId')).toEqual(importOf(logicalIdOf(auth, auth.userPool)));
    expect(valueOf('userPoolClientId')).toEqual(importOf(logicalIdOf(auth, auth.webClient)));
    expect(JSON.stringify(valueOf('assetsBaseUrl'))).toContain(storage.stackName);
    expect(JSON.stringify(valueOf('webUrl'))).toContain('DomainName');
  });

  it('lets the edge keep a file as long as its Cache-Control says (a year for a versioned build, a minute for a switch), a minute when it says nothing', () => {
    const policies = template.findResources('AWS::CloudFront::CachePolicy') as Record<
      string,
      { Properties: { CachePolicyConfig: unknown } }
    >;
    const siteCacheId = Object.keys(policies).find((logicalId) => logicalId.startsWith('SiteCache'));

    expect(siteCacheId).toBeDefined();
    expect(policies[siteCacheId!]!.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 60,
      MaxTTL: 365 * 24 * 3600,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        EnableAcceptEncodingBrotli: true,
        EnableAcceptEncodingGzip: true,
      },
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ DefaultCacheBehavior: Match.objectLike({ CachePolicyId: { Ref: siteCacheId } }) }),
    });
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
          Match.objectLike({ PathPattern: CAMPAIGN_PAGES }),
          Match.objectLike({ PathPattern: SIGN_IN_PAGE }),
          Match.objectLike({ PathPattern: TRACKED_LINKS }),
          Match.objectLike({ PathPattern: SHOP }),
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
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/api/*', ResponseHeadersPolicyId: { Ref: policyId } }),
          Match.objectLike({ PathPattern: CAMPAIGN_PAGES, ResponseHeadersPolicyId: { Ref: policyId } }),
          Match.objectLike({ PathPattern: SIGN_IN_PAGE, ResponseHeadersPolicyId: { Ref: policyId } }),
          Match.objectLike({ PathPattern: TRACKED_LINKS, ResponseHeadersPolicyId: { Ref: policyId } }),
          Match.objectLike({ PathPattern: SHOP, ResponseHeadersPolicyId: { Ref: policyId } }),
        ],
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
    ['/mf/admin/3f9c2a71d0be/remoteEntry.js', '/mf/admin/3f9c2a71d0be/remoteEntry.js'],
    ['/root/5e0d41aa93c7/main.6d12722c.js', '/root/5e0d41aa93c7/main.6d12722c.js'],
    ['/config.json', '/config.json'],
  ])('answers %s with %s at the edge', (uri, expected) => {
    // The CloudFront Function is plain JavaScript; run it as CloudFront would, with a viewer request.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the function's own source is the point
    const handler = new Function(`${clientSideRouting}; return handler;`)() as (event: object) => { uri: string };

    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  describe('the server-rendered campaign page', () => {
    const resources = () =>
      (template.toJSON() as { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> }).Resources;

    it('sends /campaign/* to the HTTP API, for GET and HEAD only, cached as the page says, with the security headers and the origin secret', () => {
      const { CacheBehaviors: behaviours, Origins: origins } = (
        Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as {
          DistributionConfig: {
            CacheBehaviors: Array<Record<string, unknown>>;
            Origins: Array<{ Id: string; CustomOriginConfig?: unknown }>;
          };
        }
      ).DistributionConfig;
      const api = behaviours.find((behaviour) => behaviour.PathPattern === '/api/*')!;
      const pages = behaviours.find((behaviour) => behaviour.PathPattern === CAMPAIGN_PAGES)!;

      expect(pages).toMatchObject({
        AllowedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
        Compress: true,
        // The API's cache policy (the answer's own Cache-Control, keyed by Authorization) and origin request policy.
        CachePolicyId: api.CachePolicyId,
        OriginRequestPolicyId: api.OriginRequestPolicyId,
        ResponseHeadersPolicyId: api.ResponseHeadersPolicyId,
      });
      // The same API origin as /api/*, which carries the origin secret.
      expect(pages.TargetOriginId).toBe(api.TargetOriginId);
      expect(origins.find((origin) => origin.Id === pages.TargetOriginId)!.CustomOriginConfig).toBeDefined();
    });

    it('routes GET /campaign/{slug} on the HTTP API to the web pages function, without a JWT (the page is public)', () => {
      const { web } = programme.stacks;
      const fn = web.pageFunctions.get('web-pages')!;

      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: 'GET /campaign/{slug}',
        AuthorizationType: 'NONE',
        Target: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('^integrations/')])]) }),
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
        IntegrationType: 'AWS_PROXY',
        IntegrationUri: { 'Fn::GetAtt': [logicalIdOf(web, fn), 'Arn'] },
      });
    });

    it('routes GET /campaign/{slug}/share-card.png to the same function, without a JWT, under the one /campaign/* behaviour', () => {
      const { web } = programme.stacks;
      const fnId = logicalIdOf(web, web.pageFunctions.get('web-pages')!);
      const integrations = Object.keys(
        template.findResources('AWS::ApiGatewayV2::Integration', { Properties: { IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] } } }),
      );
      const routeTargets = (routeKey: string) =>
        Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } })).map((route) =>
          JSON.stringify(route.Properties.Target),
        );
      const { CacheBehaviors: behaviours } = (
        Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as {
          DistributionConfig: { CacheBehaviors: Array<{ PathPattern: string }> };
        }
      ).DistributionConfig;

      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: 'GET /campaign/{slug}/share-card.png',
        AuthorizationType: 'NONE',
      });
      expect(integrations).toHaveLength(1);
      expect(routeTargets('GET /campaign/{slug}/share-card.png')).toEqual(routeTargets('GET /campaign/{slug}'));
      expect(routeTargets('GET /campaign/{slug}')[0]).toContain(integrations[0]);
      // CloudFront's /campaign/* matches the card's path too: one behaviour, cached as each answer says.
      expect(behaviours.filter((behaviour) => behaviour.PathPattern.startsWith('/campaign/'))).toHaveLength(1);
      expect(web.pagePathPatterns).toEqual([CAMPAIGN_PAGES, SIGN_IN_PAGE, TRACKED_LINKS, SHOP]);
    });

    it("reads the released shell from the site bucket by name (index.html, the import map, the builds' page assets), nothing else of it", () => {
      const { web } = programme.stacks;
      const fnId = logicalIdOf(web, web.pageFunctions.get('web-pages')!);
      const bucketId = logicalIdOf(web, web.siteBucket);
      const fn = resources()[fnId]!.Properties as { Environment: { Variables: Record<string, unknown> } };

      expect(fn.Environment.Variables.SITE_BUCKET).toEqual({ Ref: bucketId });
      expect(fn.Environment.Variables.SITE_URL).toBe('http://localhost:3000');
      const siteActions = [...actionsOf(template, fnId)].filter((action) => action.startsWith('s3:'));
      expect(siteActions).toEqual(['s3:GetObject']);
      template.hasResourceProperties('AWS::IAM::Policy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Action: 's3:GetObject',
              Resource: ['index.html', 'microfrontends.json', 'mf/*/page-assets.json'].map((key) => ({
                'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${key}`]],
              })),
            }),
          ]),
        },
      });
    });
  });

  describe('the tracked link (/r/{code})', () => {
    const functionProps = (fn: Parameters<typeof logicalIdOf>[1]) =>
      (template.toJSON() as { Resources: Record<string, { Properties: Record<string, unknown> }> }).Resources[
        logicalIdOf(programme.stacks.web, fn)
      ]!.Properties;

    it('sends /r/* and /shop to the HTTP API like a page: GET and HEAD, the API cache policy (the redirect says no-store), the visitor address and user agent forwarded', () => {
      const { CacheBehaviors: behaviours } = (
        Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as {
          DistributionConfig: { CacheBehaviors: Array<Record<string, unknown>> };
        }
      ).DistributionConfig;
      const api = behaviours.find((behaviour) => behaviour.PathPattern === '/api/*')!;
      for (const pattern of [TRACKED_LINKS, SHOP]) {
        expect(behaviours.find((behaviour) => behaviour.PathPattern === pattern)).toMatchObject({
          AllowedMethods: ['GET', 'HEAD'],
          ViewerProtocolPolicy: 'redirect-to-https',
          CachePolicyId: api.CachePolicyId,
          OriginRequestPolicyId: api.OriginRequestPolicyId,
          TargetOriginId: api.TargetOriginId,
        });
      }
      expect(apiOriginHeaders).toEqual(expect.arrayContaining(['user-agent', 'cloudfront-viewer-address']));
    });

    it('runs the redirect in a Lambda of its own with reserved concurrency, so a flood of clicks is throttled there and not in the API', () => {
      const { web, api } = programme.stacks;
      const redirect = web.pageFunctions.get('links')!;

      expect(functionProps(redirect).ReservedConcurrentExecutions).toBe(50);
      // The campaign page keeps the account's shared capacity; the API's own links function (its routes and job) is another Lambda.
      expect(functionProps(web.pageFunctions.get('web-pages')!).ReservedConcurrentExecutions).toBeUndefined();
      expect(api.domainFunctions.get('links')).toBeDefined();
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /r/{code}', AuthorizationType: 'NONE' });
      template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
        IntegrationType: 'AWS_PROXY',
        IntegrationUri: { 'Fn::GetAtt': [logicalIdOf(web, redirect), 'Arn'] },
      });
    });

    it('gives the redirect the storefront address and the origin secret, and no site bucket', () => {
      const variables = (
        functionProps(programme.stacks.web.pageFunctions.get('links')!) as { Environment: { Variables: Record<string, unknown> } }
      ).Environment.Variables;

      expect(variables.SHOPIFY_STOREFRONT_URL).toBeDefined();
      expect(variables.ORIGIN_SECRET_ID).toBeDefined();
      expect(variables.SITE_BUCKET).toBeUndefined();
    });
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
          CacheBehaviors: [
            Match.objectLike({ PathPattern: '/api/*', OriginRequestPolicyId: { Ref: policyId } }),
            Match.objectLike({ PathPattern: CAMPAIGN_PAGES, OriginRequestPolicyId: { Ref: policyId } }),
            Match.objectLike({ PathPattern: SIGN_IN_PAGE, OriginRequestPolicyId: { Ref: policyId } }),
            Match.objectLike({ PathPattern: TRACKED_LINKS, OriginRequestPolicyId: { Ref: policyId } }),
            Match.objectLike({ PathPattern: SHOP, OriginRequestPolicyId: { Ref: policyId } }),
          ],
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

describe('the web pages function as deployed', () => {
  let programme: ReturnType<typeof programmeForTest>;

  beforeAll(() => {
    // Bundled for real: the asset CDK uploads is what Lambda runs.
    programme = programmeForTest({ bundle: ['programme-test-web'] });
  });
  afterAll(() => programme.dispose());

  it('ships the share card renderer’s WebAssembly and fonts beside its bundle, where the code reads them', () => {
    const { web } = programme.stacks;
    const fn = web.pageFunctions.get('web-pages')!;
    const { files = [] } = pageDomains.find((domain) => domain.name === 'web-pages')!;
    const { Resources: resources } = Template.fromStack(web).toJSON() as {
      Resources: Record<string, { Properties: { Code: { S3Key: string } } }>;
    };
    // The asset CDK uploads is its staged folder, named by the zip's hash.
    const assetDir = path.join(
      programme.app.outdir,
      `asset.${resources[logicalIdOf(web, fn)]!.Properties.Code.S3Key.replace(/\.zip$/, '')}`,
    );

    expect(fs.readdirSync(assetDir).sort()).toEqual(['files', 'index.mjs', 'index.mjs.map']);
    expect(fs.readdirSync(path.join(assetDir, 'files')).sort()).toEqual(files.map((file) => path.posix.basename(file)).sort());
    expect(fs.readFileSync(path.join(assetDir, 'files/index_bg.wasm')).subarray(0, 4)).toEqual(Buffer.from('\0asm'));
  });
});
