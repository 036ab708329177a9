import { CreateSecretCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { HttpEvent } from './http';
import { addressOfViewerHeader, clientAddressOf, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from './client-address';

const EDGE = '130.176.0.1';
const SECRET = 'a'.repeat(48);

/** An API Gateway event as CloudFront's edge server sends it, with the headers given. */
const eventWith = (headers: Record<string, string>) => ({ headers, requestContext: { http: { sourceIp: EDGE } } }) as unknown as HttpEvent;

/**
 * The client address against the local Secrets Manager, through the code path Lambda runs. This file's
 * origin secret is its own, so rotating it leaves the other suites' alone.
 */
describe('the client address behind CloudFront', () => {
  const secrets = new SecretsManagerClient({});
  let secretArn: string;

  beforeAll(async () => {
    const created = await secrets.send(
      new CreateSecretCommand({ Name: `origin-under-test-${Date.now()}`, SecretString: JSON.stringify({ current: SECRET }) }),
    );
    secretArn = created.ARN!;
    process.env.ORIGIN_SECRET_ID = secretArn;
  });

  it('is the viewer address CloudFront vouches for with the origin secret', async () => {
    await expect(
      clientAddressOf(eventWith({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532', [ORIGIN_VERIFY_HEADER]: SECRET })),
    ).resolves.toBe('198.51.100.10');
    await expect(clientAddressOf(eventWith({ [VIEWER_ADDRESS_HEADER]: '2001:db8::7:443', [ORIGIN_VERIFY_HEADER]: SECRET }))).resolves.toBe(
      '2001:db8::7',
    );
  });

  it.each([
    ['without the origin secret', { [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532' }],
    ['with a wrong secret', { [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532', [ORIGIN_VERIFY_HEADER]: 'b'.repeat(48) }],
    ['with the secret cut short', { [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532', [ORIGIN_VERIFY_HEADER]: SECRET.slice(1) }],
    ['with an empty secret', { [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532', [ORIGIN_VERIFY_HEADER]: '' }],
  ])('ignores a viewer header sent straight to the API %s: the caller gets its own address', async (_, headers) => {
    await expect(clientAddressOf(eventWith(headers))).resolves.toBe(EDGE);
  });

  it('ignores a viewer header that is no address, even with the secret', async () => {
    for (const value of ['198.51.100.10', 'evil.example:443', '10.0.0.1:port', `${'1'.repeat(70)}:1`, ':443']) {
      await expect(clientAddressOf(eventWith({ [VIEWER_ADDRESS_HEADER]: value, [ORIGIN_VERIFY_HEADER]: SECRET }))).resolves.toBe(EDGE);
    }
  });

  it('is the caller API Gateway saw when CloudFront sent no viewer header', async () => {
    await expect(clientAddressOf(eventWith({ [ORIGIN_VERIFY_HEADER]: SECRET }))).resolves.toBe(EDGE);
  });

  it('reads the addresses CloudFront writes, IPv4 and IPv6, and nothing else', () => {
    expect(addressOfViewerHeader('203.0.113.5:1')).toBe('203.0.113.5');
    expect(addressOfViewerHeader('::ffff:127.0.0.1:51234')).toBe('::ffff:127.0.0.1');
    expect(addressOfViewerHeader('203.0.113.5:')).toBeUndefined();
    expect(addressOfViewerHeader(undefined)).toBeUndefined();
  });

  it('accepts the previous secret while it is rotated, once the function reads the secret again', async () => {
    const rotated = 'c'.repeat(48);
    await secrets.send(
      new PutSecretValueCommand({ SecretId: secretArn, SecretString: JSON.stringify({ current: rotated, previous: SECRET }) }),
    );
    // A running function keeps what it read for five minutes; a new one (or this fresh module) reads the rotation.
    let fresh = clientAddressOf;
    await jest.isolateModulesAsync(async () => {
      ({ clientAddressOf: fresh } = await import('./client-address'));
    });
    const viewer = { [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532' };

    await expect(fresh(eventWith({ ...viewer, [ORIGIN_VERIFY_HEADER]: rotated }))).resolves.toBe('198.51.100.10');
    await expect(fresh(eventWith({ ...viewer, [ORIGIN_VERIFY_HEADER]: SECRET }))).resolves.toBe('198.51.100.10');
    await expect(fresh(eventWith({ ...viewer, [ORIGIN_VERIFY_HEADER]: 'd'.repeat(48) }))).resolves.toBe(EDGE);
  });
});
