import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolDefinition } from '@app/functions/platform';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './layout';
import { spawnTiedChild, stopChild, waitFor } from './process';

export interface LocalUserPool {
  userPoolId: string;
  userPoolClientId: string;
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/** The user pool triggers cognito-local runs, by Cognito's name for each, through a Lambda Invoke endpoint. */
export interface LocalTriggers {
  lambdaEndpoint: string;
  /** Trigger → the function name the endpoint knows it by. */
  functions: Partial<Record<'CustomMessage', string>>;
}

/** A Cognito e-mail whose text a custom message trigger wrote (an admin's invitation), as delivered. */
export interface CognitoEmail {
  subject: string;
  message: string;
}

/**
 * Starts cognito-local (it keeps its data in ./.cognito under its working directory) and relays
 * the codes it would have e-mailed (sign-up verification, password reset, a resent code, an invitation's
 * temporary password): printed, and kept in verification-codes.json beside its data so a tester can read
 * the latest code per e-mail. With `triggers`, it runs those user pool triggers as Cognito does, through
 * the given Lambda endpoint; an e-mail whose text a trigger wrote is kept, the latest per address, in
 * cognito-emails.json.
 */
export async function startCognito(options: {
  port: number;
  dataDir: string;
  onCode?: (email: string, code: string) => void;
  onEmail?: (email: string, sent: CognitoEmail) => void;
  triggers?: LocalTriggers;
}): Promise<{ endpoint: string; codesFile: string; emailsFile: string; stop(): Promise<void> }> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  writeConfig(options.dataDir, options.triggers);
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  // Signing with a key of this state folder's, not the one cognito-local's package publishes (cognito-local-keys.cjs),
  // and logging each line as it is logged (cognito-local-log.cjs).
  const keys = path.join(__dirname, 'cognito-local-keys.cjs');
  const syncLogs = path.join(__dirname, 'cognito-local-log.cjs');
  const child = spawnTiedChild(process.execPath, ['--require', keys, '--require', syncLogs, bin], {
    cwd: options.dataDir,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DEBUG: '',
      COGNITO_KEY_FILE: path.join(options.dataDir, 'signing-key.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const codesFile = path.join(options.dataDir, 'verification-codes.json');
  let output = '';
  const keepCode = (email: string, code: string) => {
    const codes = (fs.existsSync(codesFile) ? JSON.parse(fs.readFileSync(codesFile, 'utf8')) : {}) as Record<string, string>;
    // Seen already (the user store and the console both tell of each code).
    if (codes[email.toLowerCase()] === code) return;
    codes[email.toLowerCase()] = code;
    fs.writeFileSync(codesFile, JSON.stringify(codes, null, 2));
    options.onCode?.(email, code);
  };
  const emailsFile = path.join(options.dataDir, 'cognito-emails.json');
  const keepEmail = (email: string, sent: CognitoEmail) => {
    const emails = (fs.existsSync(emailsFile) ? JSON.parse(fs.readFileSync(emailsFile, 'utf8')) : {}) as Record<string, CognitoEmail>;
    emails[email.toLowerCase()] = sent;
    fs.writeFileSync(emailsFile, JSON.stringify(emails, null, 2));
    options.onEmail?.(email, sent);
  };
  // A new code (a sign-up's, a password reset's) is also read from its user store as soon as it is saved,
  // before its delivery is logged.
  const stopWatching = watchConfirmationCodes(path.join(options.dataDir, '.cognito', 'db'), keepCode);
  // One reader per stream: a chunk of one must never split a line of the other.
  for (const stream of [child.stdout, child.stderr]) {
    const read = deliveryReader(({ destination, code, subject, message }) => {
      if (code) keepCode(destination, code);
      if (subject || message) keepEmail(destination, { subject: subject ?? '', message: message ?? '' });
    });
    stream?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      read(chunk);
    });
  }
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = cognitoClient(endpoint);
  await waitFor('cognito-local', () => client.send(new ListUserPoolsCommand({ MaxResults: 1 })), { child, output: () => output });
  client.destroy();
  return {
    endpoint,
    codesFile,
    emailsFile,
    stop: () => {
      stopWatching();
      return stopChild(child);
    },
  };
}

/**
 * cognito-local's configuration (.cognito/config.json, read at start): where its Lambda client sends
 * trigger invocations and which triggers it runs. Written at every start, as the endpoint's port is this
 * start's; without triggers, it runs none.
 */
function writeConfig(dataDir: string, triggers: LocalTriggers | undefined): void {
  const configDir = path.join(dataDir, '.cognito');
  fs.mkdirSync(configDir, { recursive: true });
  const config = triggers
    ? {
        LambdaClient: { endpoint: triggers.lambdaEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS },
        TriggerFunctions: triggers.functions,
      }
    : { TriggerFunctions: {} };
  fs.writeFileSync(path.join(configDir, 'config.json'), JSON.stringify(config, null, 2));
}

interface StoredUser {
  ConfirmationCode?: string;
  UserStatus?: string;
  Password?: string;
  Attributes?: Array<{ Name: string; Value?: string }>;
}

/**
 * What cognito-local would have e-mailed each user of a user pool file: a pending code (it keeps a
 * sign-up's verification code and a password reset code in the same field, until used), or an invited
 * user's temporary password (they must replace it at their first sign-in).
 */
export function pendingCodesIn(poolFile: unknown): Array<[email: string, code: string]> {
  const users = (poolFile as { Users?: Record<string, StoredUser> } | null)?.Users ?? {};
  return Object.values(users).flatMap((user) => {
    const email = user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;
    const code = user.ConfirmationCode ?? (user.UserStatus === 'FORCE_CHANGE_PASSWORD' ? user.Password : undefined);
    return email && code ? [[email, code] as [string, string]] : [];
  });
}

/** Watches cognito-local's user store and reports each pending confirmation code when a pool file is saved. */
function watchConfirmationCodes(dbDir: string, onCode: (email: string, code: string) => void): () => void {
  fs.mkdirSync(dbDir, { recursive: true });
  const read = (file: string) => {
    try {
      for (const [email, code] of pendingCodesIn(JSON.parse(fs.readFileSync(path.join(dbDir, file), 'utf8')))) onCode(email, code);
    } catch {
      // A file being written, or not a pool: its next save is read again.
    }
  };
  const watcher = fs.watch(dbDir, (_event, file) => {
    if (file && file.endsWith('.json') && file !== 'clients.json') read(file);
  });
  return () => watcher.close();
}

/** One message cognito-local "sent": to whom, its code, and the e-mail's subject and text when a custom message trigger wrote them. */
export interface Delivery {
  destination: string;
  code?: string;
  subject?: string;
  message?: string;
}

const DELIVERY_FIELDS: Record<string, keyof Delivery | undefined> = {
  Username: undefined,
  Destination: 'destination',
  Code: 'code',
  'Email Subject': 'subject',
  'Email Message': 'message',
  'SMS Message': undefined,
};
const FIELD_ROW = new RegExp(`^(${Object.keys(DELIVERY_FIELDS).join('|')}):\\s*(.*)$`);

/**
 * The fields of one delivery box as cognito-local prints it: "Name: value" rows between its borders, a
 * long value wrapped onto the rows after it (joined back with spaces).
 */
export function deliveryOf(box: string): Delivery | undefined {
  const fields: Partial<Delivery> = {};
  let current: keyof Delivery | undefined;
  const rows = box
    .split(/[│\n]/)
    .map((row) => row.trim())
    .filter((row) => row && !/^[╭╮╰╯─]+$/.test(row));
  for (const row of rows) {
    const named = FIELD_ROW.exec(row);
    if (named) {
      current = DELIVERY_FIELDS[named[1]!];
      if (current) fields[current] = named[2]!.trim();
    } else if (current) {
      fields[current] = `${fields[current]} ${row}`;
    }
  }
  return fields.destination ? { ...fields, destination: fields.destination } : undefined;
}

/**
 * A box's text as printed: without terminal colours, and with the line breaks and colour codes a JSON log
 * line escapes made real again.
 */
function boxText(printed: string): string {
  return (
    printed
      .replace(/\\n/g, '\n')
      // eslint-disable-next-line no-control-regex -- the terminal colour codes around the box start with ESC
      .replace(/(?:\x1b|\\u001b)\[[0-9;]*m/g, '')
  );
}

/**
 * Reads cognito-local's output for what it would have sent. Each delivery is a box (╭ to ╯) with
 * "Destination: jane@example.com", "Code: 123456" and, when a custom message trigger wrote them, "Email
 * Subject" and "Email Message"; its rows come on lines of their own, on one line, or inside a JSON log
 * line. A box is read as soon as it closes, however the chunks and lines it comes in are cut.
 */
export function deliveryReader(onDelivery: (delivery: Delivery) => void): (chunk: Buffer | string) => void {
  // A chunk may end inside a character: the decoder keeps its first bytes for the next one.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return (chunk) => {
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    for (;;) {
      const start = pending.indexOf('╭');
      const end = start < 0 ? -1 : pending.indexOf('╯', start);
      if (end < 0) {
        pending = start < 0 ? '' : pending.slice(start);
        return;
      }
      const delivery = deliveryOf(boxText(pending.slice(start, end + 1)));
      pending = pending.slice(end + 1);
      if (delivery) onDelivery(delivery);
    }
  };
}

/** Reads cognito-local's output for the codes it would have e-mailed (a verification code, an invitation's temporary password). */
export function codeDeliveryReader(onCode: (email: string, code: string) => void): (chunk: Buffer | string) => void {
  return deliveryReader(({ destination, code }) => {
    if (code) onCode(destination, code);
  });
}

/** Creates the user pool, its groups and the web client from the auth stack's definition, once; ids are kept in `idsFile`. */
export async function ensureUserPool(endpoint: string, idsFile: string): Promise<LocalUserPool> {
  const client = cognitoClient(endpoint);
  try {
    if (fs.existsSync(idsFile)) {
      const ids = JSON.parse(fs.readFileSync(idsFile, 'utf8')) as LocalUserPool;
      const exists = await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId })).then(
        () => true,
        () => false,
      );
      if (exists) return ids;
    }
    const { passwordPolicy, webClient } = userPoolDefinition;
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: userPoolDefinition.logicalName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minLength,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireNumbers: passwordPolicy.requireDigits,
            RequireSymbols: passwordPolicy.requireSymbols,
          },
        },
      }),
    );
    const userPoolId = UserPool!.Id!;
    for (const group of userPoolDefinition.groups) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    }
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: webClient.logicalName,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: webClient.accessTokenValidityMinutes,
        RefreshTokenValidity: webClient.refreshTokenValidityDays,
        TokenValidityUnits: { AccessToken: 'minutes', RefreshToken: 'days', IdToken: 'minutes' },
        IdTokenValidity: webClient.accessTokenValidityMinutes,
      }),
    );
    const ids = { userPoolId, userPoolClientId: UserPoolClient!.ClientId! };
    fs.mkdirSync(path.dirname(idsFile), { recursive: true });
    fs.writeFileSync(idsFile, JSON.stringify(ids, null, 2));
    return ids;
  } finally {
    client.destroy();
  }
}
