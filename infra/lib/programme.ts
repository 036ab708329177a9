import type { App, Environment } from 'aws-cdk-lib';
import type { Domain } from '@app/functions/platform';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EventsStack } from './events-stack';
import { ProgrammeMonitoring } from './monitoring';
import { acknowledgeNagFindings } from './nag-suppressions';
import { durabilityOf } from './stage';
import { StorageStack } from './storage-stack';
import { WebStack } from './web-stack';

/**
 * Context every programme app starts with. Cross-stack references stay classic CloudFormation
 * exports ("strong", today's default made explicit): they protect a producer stack from deletion
 * while another stack reads it, and LocalStack deploys them too.
 */
export const programmeContext = { '@aws-cdk/core:defaultCrossStackReferences': 'strong' };

export interface ProgrammeOptions {
  /** Prefixes stack and resource names, so dev and prod live side by side in one account. */
  stage: string;
  /**
   * Whether the stage keeps its records and logs (see stage.ts): by default only the stage named `prod`
   * does; every other stage is a disposable copy.
   */
  production?: boolean;
  /** Gets every alarm by e-mail (SNS asks the address to confirm first). */
  alarmEmail?: string;
  env?: Environment;
  /** Origins the API answers (CORS); the first is the site's own address, which e-mails link to. */
  webOrigins: readonly [string, ...string[]];
  /**
   * The store's addresses; its secrets live in the storage stack's StoreCredentials secret, and its API
   * version is STORE_API_VERSION, in the functions' code.
   */
  store: { adminApiUrl: string; storefrontUrl: string };
  /** The address e-mail notifications are sent from (an SES identity the auth stack creates). */
  mail: { fromAddress: string };
  /** The origin secret's version CloudFront sends; unset, its current version at the web stack's last deploy. */
  originSecretVersion?: string;
  /** Overrides for tests; each defaults to the programme's own definitions. */
  domains?: readonly Domain[];
  /** The server-rendered pages' domains (the web stack's functions); none when a test builds a programme of its own `domains`. */
  pageDomains?: readonly Domain[];
  functionsDir?: string;
}

/** Every stack of the programme, wired together; bin/app.ts and the tests build the same app. */
export function buildProgramme(app: App, options: ProgrammeOptions) {
  const { stage, env } = options;
  const name = (concern: string) => `programme-${stage}-${concern}`;
  const durability = durabilityOf(stage, options.production);

  const data = new DataStack(app, name('data'), { env, stage, durability });
  const storage = new StorageStack(app, name('storage'), { env, stage, durability });
  const auth = new AuthStack(app, name('auth'), {
    env,
    stage,
    durability,
    mailFromAddress: options.mail.fromAddress,
    table: data.table,
    assetsBaseUrl: storage.assetsBaseUrl,
  });
  const shared = {
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.webClient,
    signUpKey: auth.signUpKey,
    originSecret: storage.originSecret,
    assetsBucket: storage.assetsBucket,
    assetsBaseUrl: storage.assetsBaseUrl,
    store: { ...options.store, credentials: storage.storeCredentials },
    mail: { fromAddress: options.mail.fromAddress, identity: auth.mailIdentity, siteUrl: options.webOrigins[0] },
  };
  const events = new EventsStack(app, name('events'), { env, stage });
  const api = new ApiStack(app, name('api'), {
    env,
    resources: { ...shared, eventBus: events.eventBus },
    durability,
    webOrigins: options.webOrigins,
    domains: options.domains,
    sourceDir: options.functionsDir,
  });
  const web = new WebStack(app, name('web'), {
    env,
    httpApi: api.httpApi,
    userPool: auth.userPool,
    userPoolClient: auth.webClient,
    assetsBaseUrl: storage.assetsBaseUrl,
    originSecret: storage.originSecret,
    originSecretVersion: options.originSecretVersion,
    resources: { ...shared, eventBus: events.eventBus },
    logRetention: durability.logRetention,
    pageDomains: options.pageDomains ?? (options.domains ? [] : undefined),
    sourceDir: options.functionsDir,
  });

  const monitoring = new ProgrammeMonitoring(api, 'Monitoring', {
    stage,
    httpApi: api.httpApi,
    domainFunctions: api.domainFunctions,
    unprocessedEvents: api.unprocessedEvents,
    failedStreamBatches: api.failedStreamBatches,
    alarmEmail: options.alarmEmail,
  });

  const stacks = { data, auth, storage, events, api, web };
  acknowledgeNagFindings(stacks, { durability, domains: options.domains });
  return { ...stacks, monitoring, durability };
}
