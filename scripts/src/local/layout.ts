import path from 'node:path';
import { STORE_API_VERSION } from '@app/shared/platform';

export const repoRoot = path.resolve(__dirname, '../../..');
export const functionsSrcDir = path.join(repoRoot, 'functions/src');

/** Every loopback port of the local stack, derived from the one the web app uses. */
export function portsFrom(webPort: number) {
  return {
    web: webPort,
    api: webPort + 1,
    events: webPort + 2,
    cognito: webPort + 3,
    s3: webPort + 4,
    dynamodb: webPort + 5,
    store: webPort + 6,
    ses: webPort + 7,
    lambda: webPort + 8,
    secrets: webPort + 9,
  };
}
export type Ports = ReturnType<typeof portsFrom>;

/** How many consecutive ports one stack takes, from its web port: what a free block must hold. */
export const PORTS_PER_STACK = Object.keys(portsFrom(0)).length;

export const LOCAL_REGION = 'us-east-1';
/** s3rver accepts only this key pair; DynamoDB Local and cognito-local accept any, so all share it. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_ACCOUNT = '000000000000';

/** The request (X-Amz-Target) a test process sends the local bus to wait until the stack has settled: local only. */
export const LOCAL_SETTLED_TARGET = 'Local.Settled';

/** Physical names of the local resources (AWS prefixes them per stage instead). */
export const localNames = {
  table: 'local-programme',
  bucket: 'local-assets',
  /** The web app's released files a server-rendered page reads (the web stack's site bucket). */
  siteBucket: 'local-site',
  eventBus: 'local-programme',
  signUpKeySecret: 'local-signup-key',
  storeSecret: 'local-store',
  originSecret: 'local-origin',
};

/** The address the functions send e-mail from locally (aws-ses-v2-local accepts any). */
export const localMail = { fromAddress: 'no-reply@example.com' };

/**
 * The local store stand-in's credentials: fixed, so `npm run store:order` can sign for a running stack. Its API
 * version is the one the programme pins (the stand-in serves that version, and signed webhooks name it).
 */
export const localStore = {
  adminToken: 'local-admin-token',
  apiVersion: STORE_API_VERSION,
  webhookSecret: 'local-webhook-secret',
};
