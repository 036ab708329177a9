import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { userPoolDefinition, type EnvName } from '@app/functions/platform';
import { startCognito, ensureUserPool } from './cognito';
import { ensureTable, startDynamoDb } from './dynamodb';
import { startEventBus } from './event-bus';
import { startHttpApi } from './http-api';
import { loadHandlersFromBundles, onInvocationEnd } from './lambda';
import { startLambdaEndpoint } from './lambda-endpoint';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localMail, localNames, localStore, type Ports } from './layout';
import { startS3 } from './s3';
import { startScheduler } from './scheduler';
import { startSecretsManager } from './secrets-manager';
import { startSes } from './ses';
import { startTableStream } from './table-stream';
import { startStoreServer } from '../store/store-server';

/** The user pool triggers cognito-local runs, by the function name the local Lambda endpoint knows each by. */
const LOCAL_TRIGGERS = { CustomMessage: 'custom-message' } as const;

/**
 * The whole backend on loopback: DynamoDB Local, cognito-local (running the user pool's custom message
 * trigger through a local Lambda endpoint), s3rver, aws-ses-v2-local, the local Secrets Manager, the local
 * EventBridge and the local HTTP API, with the table, user pool and bucket created from the stacks' definitions. It sets the
 * functions' environment in this process (the handlers run here), pointing the SDK at the local endpoints
 * through its standard AWS_ENDPOINT_URL_* variables, so the functions' code is the code Lambda runs.
 * `persist: false` keeps DynamoDB in memory (tests); the other engines always write under stateDir.
 */
export async function startBackend(options: {
  ports: Ports;
  stateDir: string;
  persist: boolean;
  /** DynamoDB Local behind a relay that `dynamodb.crash()` cuts (the fault-injection tests), the engine on a port of its own. */
  crashable?: { enginePort: number };
  onVerificationCode?: (email: string, code: string) => void;
  /** An e-mail cognito-local sent whose text a trigger wrote (an admin's invitation). */
  onCognitoEmail?: (email: string, subject: string) => void;
  /** Run the Lambda bundles built here (scripts/src/bundles) instead of the sources: the code CDK deploys. */
  lambdaBundlesDir?: string;
  /** false: no scheduled job runs, so nothing but a suite's own requests writes to the table (the fuzz and fault suites). */
  schedules?: boolean;
}) {
  const { ports, stateDir } = options;
  loadHandlersFromBundles(options.lambdaBundlesDir);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  };
  try {
    // Each engine's stop is registered as soon as it is up, so a failed start leaves nothing running.
    const track = <T extends { stop: () => Promise<void> }>(starting: Promise<T>) =>
      starting.then((engine) => {
        stops.push(engine.stop);
        return engine;
      });
    const starting = [
      track(
        startDynamoDb({
          port: ports.dynamodb,
          dataDir: options.persist ? path.join(stateDir, 'dynamodb') : undefined,
          crashable: options.crashable,
        }),
      ),
      // Runs the trigger only once a user is invited, by when the functions' environment below is set.
      track(
        startLambdaEndpoint({
          port: ports.lambda,
          functions: { [LOCAL_TRIGGERS.CustomMessage]: userPoolDefinition.triggers.customMessage },
        }),
      ),
      track(
        startCognito({
          port: ports.cognito,
          dataDir: path.join(stateDir, 'cognito'),
          onCode: options.onVerificationCode,
          onEmail: (email, sent) => options.onCognitoEmail?.(email, sent.subject),
          triggers: { lambdaEndpoint: `http://127.0.0.1:${ports.lambda}`, functions: LOCAL_TRIGGERS },
        }),
      ),
      track(startS3({ port: ports.s3, dataDir: path.join(stateDir, 's3'), bucket: localNames.bucket, siteBucket: localNames.siteBucket })),
      track(startSes({ port: ports.ses })),
      track(startSecretsManager({ port: ports.secrets })),
    ] as const;
    await Promise.allSettled(starting);
    const [dynamo, , cognito, s3, ses, secrets] = await Promise.all(starting);
    await ensureTable(dynamo.endpoint, localNames.table);
    const pool = await ensureUserPool(cognito.endpoint, path.join(stateDir, 'user-pool.json'));

    // The store stand-in (scripts/src/store) plays Shopify: its Admin GraphQL API for code sync, the secret
    // `npm run store:order` signs webhooks with, and a storefront where shop links land.
    const store = await startStoreServer({
      port: ports.store,
      stateFile: path.join(stateDir, 'store', 'codes.json'),
      ...localStore,
      // The storefront's test orders reach the API as the store's webhooks do: through the site's gateway.
      siteUrl: `http://localhost:${ports.web}`,
    });
    stops.push(store.stop);

    const assetsBaseUrl = `${s3.endpoint}/${localNames.bucket}`;
    // The functions read these at run time, as in AWS. New at every start and held only by this process: the
    // sign-up key (cognito-local runs no pre-sign-up trigger, so the gateway's Cognito relay checks it in its
    // place, cognito-relay.ts) and the origin secret (the gateway adds it to API requests, as CloudFront does).
    const signUpKey = randomUUID();
    const originSecret = randomBytes(24).toString('hex');
    const secretIds = {
      SIGNUP_KEY_SECRET_ID: secrets.put(localNames.signUpKeySecret, signUpKey),
      STORE_CREDENTIALS_SECRET_ID: secrets.put(
        localNames.storeSecret,
        JSON.stringify({ webhookSecret: localStore.webhookSecret, adminToken: localStore.adminToken }),
      ),
      ORIGIN_SECRET_ID: secrets.put(localNames.originSecret, JSON.stringify({ current: originSecret })),
    };
    // Every variable of every group functions/src/lib/env.ts declares: the type refuses a missing one.
    const functionEnvironment: Record<EnvName, string> = {
      TABLE_NAME: localNames.table,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      ASSETS_BUCKET: localNames.bucket,
      ASSETS_BASE_URL: assetsBaseUrl,
      EVENT_BUS_NAME: localNames.eventBus,
      S3_FORCE_PATH_STYLE: 'true',
      ...secretIds,
      SHOPIFY_ADMIN_API_URL: store.endpoint,
      SHOPIFY_STOREFRONT_URL: store.endpoint,
      MAIL_FROM_ADDRESS: localMail.fromAddress,
      SITE_URL: `http://localhost:${ports.web}`,
      SITE_BUCKET: localNames.siteBucket,
    };
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SESV2: ses.endpoint,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
      // Logs stay JSON lines, as in Lambda; metrics are for CloudWatch, which has no local stand-in, so they are not written.
      POWERTOOLS_SERVICE_NAME: 'programme-local',
      POWERTOOLS_METRICS_DISABLED: 'true',
      AWS_ENDPOINT_URL_EVENTBRIDGE: `http://127.0.0.1:${ports.events}`,
      ...functionEnvironment,
    });

    const events = await startEventBus({
      port: ports.events,
      busName: localNames.eventBus,
      queueDir: path.join(stateDir, 'events', 'unprocessed'),
    });
    stops.push(() => events.stop());
    // The table's stream to the domains' projections (DynamoDB event source mappings in AWS).
    const stream = await startTableStream({
      endpoint: dynamo.endpoint,
      tableName: localNames.table,
      positionFile: options.persist ? path.join(stateDir, 'dynamodb', 'stream-positions.json') : undefined,
    });
    stops.push(() => stream.stop());
    // The programme writes from its functions: each invocation's end sends the stream reader to read at once.
    const stopWaking = onInvocationEnd(() => stream.changed());
    stops.push(() => {
      stopWaking();
      return Promise.resolve();
    });
    // A projection may announce what it found (a milestone badge) and a consumer write what a projection follows:
    // settled once a round of both put no new event on the bus.
    const settled = async () => {
      for (;;) {
        await events.idle();
        const accepted = events.acceptedEvents();
        await stream.caughtUp();
        if (events.acceptedEvents() === accepted) return;
      }
    };
    events.settleWith(settled);
    // The domains' schedules (EventBridge scheduled rules in AWS) put their events on the local bus.
    const scheduler = startScheduler({ put: (entry) => events.put(entry), ...(options.schedules === false ? { rules: [] } : {}) });
    stops.push(scheduler.stop);
    const api = await startHttpApi({
      port: ports.api,
      issuer: `${cognito.endpoint}/${pool.userPoolId}`,
      jwksUrl: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
      audience: pool.userPoolClientId,
      webOrigins: [`http://localhost:${ports.web}`, `http://127.0.0.1:${ports.web}`],
    });
    stops.push(api.stop);

    return {
      ...pool,
      region: LOCAL_REGION,
      signUpKey,
      originSecret,
      secretsEndpoint: secrets.endpoint,
      apiEndpoint: api.endpoint,
      cognitoEndpoint: cognito.endpoint,
      verificationCodesFile: cognito.codesFile,
      /** The latest e-mail per address whose text a user pool trigger wrote (an admin's invitation). */
      cognitoEmailsFile: cognito.emailsFile,
      assetsBaseUrl,
      storeEndpoint: store.endpoint,
      /** aws-ses-v2-local's web page: every e-mail the functions sent. */
      inboxUrl: ses.inboxUrl,
      events,
      stream,
      /** Resolves once every event put so far has been consumed and every change made so far projected. */
      settled,
      scheduler,
      /** The DynamoDB Local process, for the fault-injection tests. */
      dynamodb: dynamo,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
export type LocalBackend = Awaited<ReturnType<typeof startBackend>>;
