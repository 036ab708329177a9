import { Duration, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  OriginRequestPolicy,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
  type IOriginAccessControl,
  type OriginBindConfig,
  type OriginBindOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { bucketDefinition } from '@app/functions/platform';
import type { Durability } from './stage';

export interface StorageStackProps extends StackProps {
  stage: string;
  durability: Durability;
}

// How long an overwritten or deleted upload stays recoverable in production.
const PREVIOUS_VERSIONS_KEPT = Duration.days(90);

/** Placeholder the operator replaces, in the secret's console page, before connecting a store. */
const UNSET = 'replace-me';

/**
 * An OAC-signed S3 origin that leaves the bucket policy to us. CDK's own OAC origin grants
 * CloudFront every key; the assets bucket also holds private uploads, so we grant public/ only.
 */
class OriginAccessControlledBucket extends S3BucketOrigin {
  constructor(
    bucket: IBucket,
    private readonly originAccessControl: IOriginAccessControl,
  ) {
    super(bucket);
  }

  override bind(scope: Construct, options: OriginBindOptions): OriginBindConfig {
    const config = this._bind(scope, options);
    return {
      ...config,
      originProperty: config.originProperty && {
        ...config.originProperty,
        originAccessControlId: this.originAccessControl.originAccessControlId,
      },
    };
  }
}

/** The assets bucket (brand assets, templates, submission uploads) and the CDN that serves its public/ prefix. */
export class StorageStack extends Stack {
  readonly assetsBucket: Bucket;
  readonly assetsCdn: Distribution;
  /** What functions and the web app put before a public key (`${assetsBaseUrl}/public/...`). */
  readonly assetsBaseUrl: string;
  /** The store's webhook secret and Admin API token (JSON keys webhookSecret, adminToken, previousWebhookSecret while rotating). */
  readonly storeCredentials: Secret;
  /**
   * The value CloudFront adds to every API request (header x-origin-verify), which makes its viewer address
   * trustworthy (JSON keys current, and previous while rotating: infra/README.md, "Rotating secrets").
   */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const { cors, publicPrefixes } = bucketDefinition;
    const { production, records } = props.durability;

    this.assetsBucket = new Bucket(this, 'Assets', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Browsers upload with presigned PUTs; the signature is the authorization, so any origin may send one.
      cors: [
        {
          allowedOrigins: ['*'],
          allowedMethods: cors.allowedMethods.map((method) => HttpMethods[method]),
          allowedHeaders: [...cors.allowedHeaders],
          exposedHeaders: [...cors.exposedHeaders],
          maxAge: cors.maxAgeSeconds,
        },
      ],
      // Uploaded submissions and templates cannot be rebuilt from source: production keeps the bucket and
      // each object's earlier versions; a dev stage's bucket is emptied and deleted with its stack.
      versioned: production,
      lifecycleRules: production ? [{ noncurrentVersionExpiration: PREVIOUS_VERSIONS_KEPT }] : undefined,
      removalPolicy: records,
      autoDeleteObjects: !production,
    });

    const originAccessControl = new S3OriginAccessControl(this, 'AssetsOriginAccess');
    this.assetsCdn = new Distribution(this, 'AssetsCdn', {
      comment: `${props.stage} programme assets`,
      defaultBehavior: {
        origin: new OriginAccessControlledBucket(this.assetsBucket, originAccessControl),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        // Passes Origin through so the bucket's CORS rules answer cross-origin reads (canvas, fetch).
        originRequestPolicy: OriginRequestPolicy.CORS_S3_ORIGIN,
      },
    });

    this.assetsBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: publicPrefixes.map((prefix) => this.assetsBucket.arnForObjects(`${prefix}*`)),
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/${this.assetsCdn.distributionId}`,
          },
        },
      }),
    );

    this.assetsBaseUrl = `https://${this.assetsCdn.distributionDomainName}`;

    this.storeCredentials = new Secret(this, 'StoreCredentials', {
      secretName: `programme-${props.stage}-store`,
      description: 'Shopify app credentials: webhookSecret (signs order webhooks) and adminToken (Admin API).',
      secretObjectValue: {
        webhookSecret: SecretValue.unsafePlainText(UNSET),
        adminToken: SecretValue.unsafePlainText(UNSET),
      },
      // Credentials set by hand cannot be rebuilt from source.
      removalPolicy: records,
    });

    this.originSecret = new Secret(this, 'OriginSecret', {
      secretName: `programme-${props.stage}-origin`,
      description: 'Sent by CloudFront to the API (x-origin-verify): vouches for the CloudFront-Viewer-Address header.',
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'current', passwordLength: 48, excludePunctuation: true },
    });
  }
}
