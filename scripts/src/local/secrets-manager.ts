import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './layout';
import { readBody, sendJson } from './http-util';

interface SecretVersion {
  id: string;
  value: string;
  created: number;
}

interface StoredSecret {
  arn: string;
  current: SecretVersion;
  previous?: SecretVersion;
}

class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The local Secrets Manager: the part of its API (AWS JSON 1.1, `X-Amz-Target: secretsmanager.<Action>`)
 * the functions, the tests and the runbook use. GetSecretValue answers a secret's AWSCURRENT or AWSPREVIOUS
 * version; PutSecretValue makes a new current version and the old one previous, as a rotation by hand does in
 * AWS; CreateSecret makes a secret.
 * The secrets are made at each start from the local stack's values (`put`), so nothing is kept on disk.
 */
export async function startSecretsManager(options: { port: number }) {
  const secrets = new Map<string, StoredSecret>();

  function find(secretId: unknown): StoredSecret {
    const secret =
      typeof secretId === 'string' ? (secrets.get(secretId) ?? [...secrets.values()].find(({ arn }) => arn === secretId)) : undefined;
    if (!secret) throw new ServiceError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    return secret;
  }

  function put(name: string, value: string): SecretVersion {
    const version = { id: randomUUID(), value, created: Date.now() / 1000 };
    const existing = secrets.get(name);
    const arn = existing?.arn ?? `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT}:secret:${name}-${randomUUID().slice(0, 6)}`;
    secrets.set(name, { arn, current: version, previous: existing?.current });
    return version;
  }

  const actions: Record<string, (input: Record<string, unknown>) => unknown> = {
    GetSecretValue: ({ SecretId, VersionStage = 'AWSCURRENT', VersionId }) => {
      const secret = find(SecretId);
      const versions = [secret.current, secret.previous].filter((version) => version !== undefined);
      const version =
        VersionId !== undefined
          ? versions.find(({ id }) => id === VersionId)
          : VersionStage === 'AWSCURRENT'
            ? secret.current
            : VersionStage === 'AWSPREVIOUS'
              ? secret.previous
              : undefined;
      if (!version) throw new ServiceError('ResourceNotFoundException', "Secrets Manager can't find the specified secret value.");
      return {
        ARN: secret.arn,
        Name: [...secrets].find(([, stored]) => stored === secret)![0],
        VersionId: version.id,
        SecretString: version.value,
        VersionStages: [version === secret.current ? 'AWSCURRENT' : 'AWSPREVIOUS'],
        CreatedDate: version.created,
      };
    },
    CreateSecret: ({ Name, SecretString }) => {
      if (typeof Name !== 'string' || Name === '' || typeof SecretString !== 'string') {
        throw new ServiceError('InvalidParameterException', 'Name and SecretString are required.');
      }
      if (secrets.has(Name)) throw new ServiceError('ResourceExistsException', `The secret ${Name} already exists.`);
      const version = put(Name, SecretString);
      return { ARN: secrets.get(Name)!.arn, Name, VersionId: version.id };
    },
    PutSecretValue: ({ SecretId, SecretString }) => {
      const secret = find(SecretId);
      if (typeof SecretString !== 'string' || SecretString === '')
        throw new ServiceError('InvalidParameterException', 'SecretString is required.');
      const name = [...secrets].find(([, stored]) => stored === secret)![0];
      const version = put(name, SecretString);
      return { ARN: secret.arn, Name: name, VersionId: version.id, VersionStages: ['AWSCURRENT'] };
    },
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const action = actions[target.replace(/^secretsmanager\./, '')];
    try {
      if (req.method !== 'POST' || !action)
        throw new ServiceError('UnknownOperationException', `Not served locally: ${target || 'no action'}`);
      const input = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
      sendJson(res, 200, action(input), { 'content-type': 'application/x-amz-json-1.1' });
    } catch (error) {
      const type = error instanceof ServiceError ? error.type : 'InvalidRequestException';
      const message = error instanceof Error ? error.message : String(error);
      sendJson(res, 400, { __type: type, message }, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    /** Creates a secret, or gives it a new current version; returns its ARN. */
    put: (name: string, value: string) => {
      put(name, value);
      return secrets.get(name)!.arn;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
