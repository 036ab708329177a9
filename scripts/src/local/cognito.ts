import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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
import { stopChild, waitFor } from './process';

export interface LocalUserPool {
  userPoolId: string;
  userPoolClientId: string;
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/**
 * Starts cognito-local (it keeps its data in ./.cognito under its working directory) and relays
 * the codes it would have e-mailed (sign-up verification, password reset, a resent code): printed, and
 * kept in verification-codes.json beside its data so a tester can read the latest code per e-mail.
 */
export async function startCognito(options: {
  port: number;
  dataDir: string;
  onCode?: (email: string, code: string) => void;
}): Promise<{ endpoint: string; codesFile: string; stop(): Promise<void> }> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  // Signing with a key of this state folder's, not the one cognito-local's package publishes (cognito-local-keys.cjs).
  const keys = path.join(__dirname, 'cognito-local-keys.cjs');
  const child = spawn(process.execPath, ['--require', keys, bin], {
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
  // cognito-local's console output reaches us late (its logger writes a message when the next one
  // comes), so a new code (a sign-up's, a password reset's) is read from its user store as soon as it is saved.
  const stopWatching = watchConfirmationCodes(path.join(options.dataDir, '.cognito', 'db'), keepCode);
  // One reader per stream: a chunk of one must never split a line of the other.
  for (const stream of [child.stdout, child.stderr]) {
    const read = codeDeliveryReader(keepCode);
    stream.on('data', (chunk: Buffer) => {
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
    stop: () => {
      stopWatching();
      return stopChild(child);
    },
  };
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

/**
 * Reads cognito-local's output for the codes it would have e-mailed. Each delivery is a box with
 * "Destination: jane@example.com" then "Code: 123456", on lines of their own or (in a JSON log line)
 * on one; lines are put back together across chunks first.
 */
export function codeDeliveryReader(onCode: (email: string, code: string) => void): (chunk: Buffer | string) => void {
  let partial = '';
  let destination: string | undefined;
  const onLine = (line: string) => {
    // eslint-disable-next-line no-control-regex -- the terminal colour codes around the box start with ESC
    const clean = line.replace(/\x1b\[[0-9;]*m/g, '');
    destination = /Destination:\s+([^\s│\\"]+@[^\s│\\"]+)/.exec(clean)?.[1] ?? destination;
    const code = /Code:\s+(\d+)/.exec(clean)?.[1];
    if (code && destination) {
      onCode(destination, code);
      destination = undefined;
    }
  };
  return (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    lines.forEach(onLine);
  };
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
