import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { EnvName, Grant } from '@app/functions/platform';
import { bundlingOf } from './bundling';
import { functionsSrcDir, lockFile, repoRoot } from './paths';

/** Everything a programme function can be bound to. Each stack passes the ones it owns or imports. */
export interface ProgrammeResources {
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  assetsBucket: IBucket;
  /** Public URL that serves the assets bucket's public/ keys (no trailing slash). */
  assetsBaseUrl: string;
  eventBus: IEventBus;
  /** The key our sign-up routes show the user pool's pre-sign-up trigger (see the auth stack). */
  signUpKey: ISecret;
  /** What CloudFront adds to each API request to vouch for the viewer's address (see the storage stack). */
  originSecret: ISecret;
  store: StoreSettings;
  mail: MailSettings;
  /** The web app's bucket: only the web stack, which owns it, binds functions to it (grant site:read). */
  siteBucket?: IBucket;
}

/** Where e-mail notifications come from: the address, and its verified SES identity (the auth stack's). */
export interface MailSettings {
  fromAddress: string;
  identity: IEmailIdentity;
  /** The site's address (its first web origin), which e-mails link to. */
  siteUrl: string;
}

/**
 * The Shopify store the programme syncs codes to and takes orders from. Addresses are plain settings;
 * the webhook secret and the Admin API token live in a Secrets Manager secret (JSON keys
 * `webhookSecret`, `adminToken`), which the functions holding the matching grant may read at run time
 * (functions/src/lib/secrets.ts): their environment names the secret, never its value. The Admin API version is no
 * setting: the functions' code is written for STORE_API_VERSION (shared/src/platform/constants.ts) and carries it.
 */
export interface StoreSettings {
  credentials: ISecret;
  adminApiUrl: string;
  storefrontUrl: string;
}

/** What any programme Lambda is: its handler module and its tuning. */
export interface ProgrammeFunctionProps {
  /** Module under the source directory that exports `handler`, e.g. 'profiles/lambda.ts'. */
  entry: string;
  description?: string;
  /** Settings beyond the shared ones, e.g. SHOPIFY_* for the store functions. */
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
  /** The most instances it runs at once, held for it alone (a public page anyone can flood); none unless told. */
  reservedConcurrentExecutions?: number;
  /** How long its logs are kept: the stage's (see stage.ts); a month unless told. */
  logRetention?: RetentionDays;
  /** Defaults to functions/src; tests point it at fixtures. */
  sourceDir?: string;
  /** Files from node_modules its code reads at run time (its domain's `files`): shipped beside the bundle. */
  files?: readonly string[];
}

/** A route handler or event consumer: a programme Lambda bound to the programme's resources by its grants. */
export interface AppFunctionProps extends ProgrammeFunctionProps {
  grants: readonly Grant[];
  resources: ProgrammeResources;
}

/**
 * A Lambda with the programme's defaults: Node 24 on Graviton, ESM bundle with source maps, logs kept
 * for its stage's retention. On its own it touches nothing; a user pool trigger is one of these.
 */
export class ProgrammeFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ProgrammeFunctionProps) {
    const { entry, sourceDir = functionsSrcDir, environment = {}, files, ...tuning } = props;
    // An explicit log group replaces the deprecated logRetention custom resource.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: tuning.logRetention ?? RetentionDays.ONE_MONTH,
      // The retention, not the group, is what keeps logs: a deleted function's group goes with it.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: path.join(sourceDir, entry),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: tuning.memorySize ?? 512,
      timeout: tuning.timeout ?? Duration.seconds(10),
      reservedConcurrentExecutions: tuning.reservedConcurrentExecutions,
      description: tuning.description ?? entry,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      // Its logs and metrics name the domain it belongs to (functions/src/lib/observability.ts).
      environment: { NODE_OPTIONS: '--enable-source-maps', POWERTOOLS_SERVICE_NAME: path.dirname(entry), ...environment },
      // One definition with the local bundle builder's (bundling.ts): the bundles the tests run are these.
      bundling: bundlingOf(files),
    });
  }
}

/** A programme Lambda with the programme's environment and exactly the access its grants name. */
export class AppFunction extends ProgrammeFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id, props);
    bindResources(this, props.resources, props.grants);
  }
}

type CoreEnvName = Exclude<
  EnvName,
  `${string}_SECRET_ID` | `SHOPIFY_${string}` | `MAIL_${string}` | 'SITE_URL' | 'SITE_BUCKET' | 'S3_FORCE_PATH_STYLE'
>;

/** The core environment every function validates at start-up (functions/src/lib/env.ts), whatever the grants. */
export function programmeEnvironment(resources: ProgrammeResources): Record<CoreEnvName, string> {
  return {
    TABLE_NAME: resources.table.tableName,
    USER_POOL_ID: resources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClient.userPoolClientId,
    ASSETS_BUCKET: resources.assetsBucket.bucketName,
    ASSETS_BASE_URL: resources.assetsBaseUrl,
    EVENT_BUS_NAME: resources.eventBus.eventBusName,
  };
}

/**
 * The least IAM privilege behind each grant. A Record over every Grant, so a new grant in
 * functions/src/platform/grants.ts does not type-check until it is given its privilege here.
 */
const privilegeOf: Record<Grant, (fn: NodejsFunction, resources: ProgrammeResources) => void> = {
  'table:read': (fn, { table }) => table.grantReadData(fn),
  'table:write': (fn, { table }) => table.grantReadWriteData(fn),
  'users:read': (fn, { userPool }) =>
    userPool.grant(fn, 'cognito-idp:DescribeUserPool', 'cognito-idp:AdminGetUser', 'cognito-idp:ListUsers'),
  // SignUp, ConfirmSignUp and ResendConfirmationCode are client-level calls that need no IAM.
  'users:write': (fn, { userPool, signUpKey }) => {
    readSecret(fn, 'SIGNUP_KEY_SECRET_ID', signUpKey);
    userPool.grant(
      fn,
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminConfirmSignUp',
    );
  },
  // grantRead includes s3:List*, which HeadBucket (the health check) needs.
  'assets:read': (fn, { assetsBucket }) => assetsBucket.grantRead(fn),
  'assets:write': (fn, { assetsBucket }) => assetsBucket.grantReadWrite(fn),
  'events:put': (fn, { eventBus }) => eventBus.grantPutEventsTo(fn),
  'events:read': (fn, { eventBus }) =>
    fn.addToRolePolicy(new PolicyStatement({ actions: ['events:DescribeEventBus'], resources: [eventBus.eventBusArn] })),
  'store:webhook': (fn, { store }) => readSecret(fn, 'STORE_CREDENTIALS_SECRET_ID', store.credentials),
  'store:admin': (fn, { store }) => {
    fn.addEnvironment('SHOPIFY_ADMIN_API_URL', store.adminApiUrl);
    readSecret(fn, 'STORE_CREDENTIALS_SECRET_ID', store.credentials);
  },
  'client:address': (fn, { originSecret }) => readSecret(fn, 'ORIGIN_SECRET_ID', originSecret),
  'store:storefront': (fn, { store }) => {
    fn.addEnvironment('SHOPIFY_STOREFRONT_URL', store.storefrontUrl);
  },
  // SendEmail from the programme's identity only (SendRawEmail, templates and the rest of SES stay out).
  'mail:send': (fn, { mail }) => {
    fn.addEnvironment('MAIL_FROM_ADDRESS', mail.fromAddress);
    fn.addEnvironment('SITE_URL', mail.siteUrl);
    mail.identity.grant(fn, 'ses:SendEmail');
  },
  // The released shell only: index.html, the import map and the builds' page-assets.json, read, never listed or written.
  'site:read': (fn, { siteBucket, mail }) => {
    if (!siteBucket) throw new Error(`${fn.node.path} reads the site bucket: create it in the web stack, which owns the bucket`);
    fn.addEnvironment('SITE_BUCKET', siteBucket.bucketName);
    fn.addEnvironment('SITE_URL', mail.siteUrl);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: ['index.html', 'microfrontends.json', 'mf/*/page-assets.json'].map((key) => siteBucket.arnForObjects(key)),
      }),
    );
  },
};

/** A secret the function reads at run time: its ARN in the environment, GetSecretValue on it alone. */
function readSecret(fn: NodejsFunction, name: Extract<EnvName, `${string}_SECRET_ID`>, secret: ISecret): void {
  fn.addEnvironment(name, secret.secretArn);
  secret.grantRead(fn);
}

/** Gives a function the programme's environment and exactly the access its grants name. */
export function bindResources(fn: NodejsFunction, resources: ProgrammeResources, grants: readonly Grant[]): void {
  for (const [name, value] of Object.entries(programmeEnvironment(resources))) fn.addEnvironment(name, value);
  for (const grant of new Set(grants)) privilegeOf[grant](fn, resources);
}

/** 'profiles/get-me' → 'ProfilesGetMe': a readable, stable construct id per handler module. */
export function constructIdOf(handler: string): string {
  return handler
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}
