import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { apiOriginHeaders, contentSecurityPolicy, ORIGIN_VERIFY_HEADER, securityHeaders } from '@app/functions/platform';
import type { RuntimeConfig } from '@app/shared/runtime-config';
import {
  AllowedMethods,
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
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { frontendsDir as defaultFrontendsDir, repoRoot } from './paths';

/** The four Module Federation remotes the single-spa root composes. */
export const MICRO_FRONTENDS = ['public', 'student', 'fundraiser', 'admin'] as const;

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
  /** Defaults to frontends/; each app's build is read from `<name>/dist`. */
  frontendsDir?: string;
}

// Client-side routes (/admin, /fundraiser/dashboard...) have no file behind them: the root's
// index.html answers them. Done per request rather than with error responses, which would also
// rewrite the API's own 403s and 404s.
export const clientSideRouting = `function handler(event) {
  var request = event.request;
  if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/index.html';
  return request;
}`;

/** The web app: one bucket and one CloudFront domain for the root, the micro-frontends, runtime config and /api. */
export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const frontendsDir = props.frontendsDir ?? defaultFrontendsDir;

    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Everything here is rebuilt from source on each deploy.
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
    this.distribution = new Distribution(this, 'Web', {
      comment: 'programme web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
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
          origin: new HttpOrigin(`${api.apiId}.execute-api.${Stack.of(api).region}.${Stack.of(api).urlSuffix}`, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecret.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy,
          responseHeadersPolicy: securityHeadersPolicy,
          originRequestPolicy: apiOriginRequestPolicy,
        },
      },
    });

    // Remote entries are not content-hashed, so browsers and the edge revalidate rather than serve a stale app.
    const revalidate = [CacheControl.noCache()];

    new BucketDeployment(this, 'RuntimeConfig', {
      destinationBucket: this.siteBucket,
      sources: [
        Source.jsonData('config.json', {
          region: this.region,
          userPoolId: props.userPool.userPoolId,
          userPoolClientId: props.userPoolClient.userPoolClientId,
          apiBaseUrl: '/api',
          assetsBaseUrl: props.assetsBaseUrl,
        } satisfies RuntimeConfig),
        Source.jsonData('microfrontends.json', Object.fromEntries(MICRO_FRONTENDS.map((name) => [name, `/mf/${name}/remoteEntry.js`]))),
      ],
      // Each deployment prunes only what it owns; the builds below own the rest.
      prune: false,
      cacheControl: revalidate,
    });

    this.deployBuild('root', path.join(frontendsDir, 'root/dist'), {
      // The root owns the bucket's top level but not what the other deployments write there.
      exclude: ['mf/*', 'config.json', 'microfrontends.json'],
      cacheControl: revalidate,
    });
    for (const name of MICRO_FRONTENDS) {
      this.deployBuild(name, path.join(frontendsDir, name, 'dist'), {
        destinationKeyPrefix: `mf/${name}/`,
        cacheControl: revalidate,
      });
    }

    new CfnOutput(this, 'WebUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }

  /** Uploads one app's build, or says clearly why it did not, so synth works before any frontend build. */
  private deployBuild(
    name: string,
    distDir: string,
    options: { destinationKeyPrefix?: string; exclude?: string[]; cacheControl: CacheControl[] },
  ): void {
    if (!existsSync(distDir)) {
      Annotations.of(this).addWarningV2(
        `@app/infra:frontend-not-built:${name}`,
        `${path.relative(repoRoot, distDir)} does not exist, so the ${name} app is not deployed. Build it first (npm run build -w @app/${name}).`,
      );
      return;
    }
    new BucketDeployment(this, `Deploy-${name}`, {
      destinationBucket: this.siteBucket,
      sources: [Source.asset(distDir)],
      ...options,
    });
  }
}
