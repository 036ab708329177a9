import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import {
  apiOriginHeaders,
  contentSecurityPolicy,
  grantsOf,
  lambdaEntryOf,
  ORIGIN_VERIFY_HEADER,
  pageDomains as programmePageDomains,
  securityHeaders,
  webCaching,
  webStackOutputs,
  type Domain,
} from '@app/functions/platform';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { pagePathPatternOf } from '@app/shared/contracts';
import type { Construct } from 'constructs';
import { AppFunction, constructIdOf, type ProgrammeResources } from './app-function';

export interface WebStackProps extends StackProps {
  httpApi: HttpApi;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  assetsBaseUrl: string;
  /** CloudFront sends its `current` value to the API with every request (see the storage stack). */
  originSecret: ISecret;
  /**
   * The origin secret's version CloudFront sends (`-c originSecretVersion=`): naming the new version after a
   * rotation changes the template, so the deploy resolves the secret again (infra/README.md, "Rotating secrets").
   */
  originSecretVersion?: string;
  /** What the server-rendered pages' functions are bound to (the table, the store's address...); the site bucket is this stack's. */
  resources: ProgrammeResources;
  logRetention?: RetentionDays;
  /** Defaults to the programme's page domains (functions/src/platform/domains.ts); tests inject their own. */
  pageDomains?: readonly Domain[];
  /** Where the domains' Lambda entries live; defaults to functions/src. */
  sourceDir?: string;
}

// Client-side routes (/admin, /fundraiser/dashboard...) have no file behind them: the root's
// index.html answers them. Done per request rather than with error responses, which would also
// rewrite the API's own 403s and 404s.
export const clientSideRouting = `function handler(event) {
  var request = event.request;
  if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/index.html';
  return request;
}`;

/**
 * The web app: one bucket and one CloudFront domain for the root, the micro-frontends, runtime config and
 * /api. The stack owns the bucket, the distribution and the outputs; the files are `npm run deploy:web`'s
 * (scripts/src/deploy), one app at a time, so a release of one app never redeploys another.
 */
export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  /** The server-rendered pages' functions, by domain: here rather than in the API stack, beside the bucket their shell is read from. */
  readonly pageFunctions = new Map<string, AppFunction>();
  /** The site paths CloudFront sends to the pages' functions (/campaign/*, /r/*). */
  readonly pagePathPatterns: string[] = [];

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Every file here is a build that deploy:web can upload again from source.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const api = props.httpApi;
    // The API decides what the edge may keep: only answers it marks public (the campaign page, the
    // campaign list) are cached, briefly; an answer without Cache-Control is not. Authorization is part
    // of the cache key, so a signed-in caller's answer is never served to anyone else.
    const apiCachePolicy = new CachePolicy(this, 'ApiCache', {
      comment: 'programme API: honour the API Cache-Control, keyed by Authorization',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The same headers the local gateway sends (functions/src/platform/web-security.ts), on pages and API answers alike.
    const { strictTransportSecurity } = securityHeaders;
    const securityHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'programme: CSP without inline script, HSTS, nosniff, no framing, referrer, permissions and opener policies',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            assets: props.assetsBaseUrl,
            auth: `https://cognito-idp.${this.region}.amazonaws.com`,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(strictTransportSecurity.maxAgeSeconds),
          includeSubdomains: strictTransportSecurity.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      // CloudFront has no security setting for these two: they go as custom headers.
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: securityHeaders.permissionsPolicy, override: true },
          { header: 'Cross-Origin-Opener-Policy', value: securityHeaders.crossOriginOpenerPolicy, override: true },
        ],
      },
    });
    // The site's files say how long they live (deploy:web sets it): a year for a versioned build, a minute
    // for the switches (the import map, index.html) and /config.json. The edge keeps exactly that; a file
    // that says nothing lives as briefly as a switch.
    const siteCachePolicy = new CachePolicy(this, 'SiteCache', {
      comment: 'programme web app: honour the files Cache-Control, a minute when they have none',
      defaultTtl: Duration.seconds(webCaching.switchMaxAgeSeconds),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(webCaching.versionedMaxAgeSeconds),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Only what the API reads reaches it, with the visitor's address CloudFront adds (a custom policy: the
    // managed ones either send the viewer's Host, which API Gateway refuses, or name no CloudFront header).
    const apiOriginRequestPolicy = new OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'programme API: the headers its routes read, and CloudFront-Viewer-Address',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...apiOriginHeaders),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    // Resolved by CloudFormation at deploy into the distribution's origin settings; the functions read it at run time.
    const originSecret = SecretValue.secretsManager(props.originSecret.secretArn, {
      jsonField: 'current',
      versionId: props.originSecretVersion,
    });
    // The server-rendered pages: each page domain's function, bound like the API's (AppFunction, its grants)
    // plus the site bucket, and its pages as routes of the same HTTP API, without a JWT: they are public.
    const apiOrigin = new HttpOrigin(`${api.apiId}.execute-api.${Stack.of(api).region}.${Stack.of(api).urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.unsafeUnwrap() },
    });
    const pageBehaviours: Record<string, BehaviorOptions> = {};
    for (const domain of props.pageDomains ?? programmePageDomains) {
      const id = constructIdOf(domain.name);
      const fn = new AppFunction(this, id, {
        entry: lambdaEntryOf(domain),
        grants: grantsOf(domain),
        files: domain.files,
        resources: { ...props.resources, siteBucket: this.siteBucket },
        sourceDir: props.sourceDir,
        description: `${domain.name} domain's pages`,
        logRetention: props.logRetention,
        reservedConcurrentExecutions: domain.pageConcurrency,
      });
      this.pageFunctions.set(domain.name, fn);
      const integration = new HttpLambdaIntegration(`${id}Integration`, fn, { scopePermissionToRoute: false });
      for (const { contract } of domain.pages ?? []) {
        new HttpRoute(this, `${id}${constructIdOf(contract.path)}Route`, {
          httpApi: api,
          routeKey: HttpRouteKey.with(contract.path, HttpMethod[contract.method]),
          integration,
        });
        // /campaign/{slug} → /campaign/*: the page's path up to its first parameter; /auth → /auth.
        // Pages under one prefix (the campaign page and its share card) share the one behaviour.
        const pattern = pagePathPatternOf(contract.path);
        if (!this.pagePathPatterns.includes(pattern)) this.pagePathPatterns.push(pattern);
        pageBehaviours[pattern] = {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          // The page says how long it may be kept (its Cache-Control), as the API's answers do.
          cachePolicy: apiCachePolicy,
          responseHeadersPolicy: securityHeadersPolicy,
          originRequestPolicy: apiOriginRequestPolicy,
        };
      }
    }

    this.distribution = new Distribution(this, 'Web', {
      comment: 'programme web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: siteCachePolicy,
        responseHeadersPolicy: securityHeadersPolicy,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'ClientSideRouting', {
              code: FunctionCode.fromInline(clientSideRouting),
              runtime: FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy,
          responseHeadersPolicy: securityHeadersPolicy,
          originRequestPolicy: apiOriginRequestPolicy,
        },
        ...pageBehaviours,
      },
    });

    // What deploy:web reads: where to upload, and what /config.json says (so one build serves every stage).
    const output = (name: keyof typeof webStackOutputs, value: string) => new CfnOutput(this, webStackOutputs[name], { value });
    output('siteBucketName', this.siteBucket.bucketName);
    output('distributionId', this.distribution.distributionId);
    output('region', this.region);
    output('userPoolId', props.userPool.userPoolId);
    output('userPoolClientId', props.userPoolClient.userPoolClientId);
    output('assetsBaseUrl', props.assetsBaseUrl);
    output('webUrl', `https://${this.distribution.distributionDomainName}`);
  }
}
