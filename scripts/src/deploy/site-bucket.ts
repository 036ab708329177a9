/** The site bucket as the web deploy uses it: put, read, list, and a JSON file changed in place without losing a concurrent change. */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** The S3 client is the caller's: the AWS one in a deploy, one pointed at s3rver in the tests. */
export interface SiteBucket {
  s3: S3Client;
  bucket: string;
}

export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
}

interface AwsError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function statusOf(error: unknown): number | undefined {
  return (error as AwsError | undefined)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const { name } = (error ?? {}) as AwsError;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** S3 refused a conditional write because the object changed since it was read (or appeared). */
function isLostRace(error: unknown): boolean {
  const { name } = (error ?? {}) as AwsError;
  return name === 'PreconditionFailed' || name === 'ConditionalRequestConflict' || statusOf(error) === 412 || statusOf(error) === 409;
}

export async function putObject(
  site: SiteBucket,
  key: string,
  body: Uint8Array | string,
  headers: ObjectHeaders,
  condition: { ifMatch?: string; ifNoneMatch?: '*' } = {},
): Promise<void> {
  await site.s3.send(
    new PutObjectCommand({
      Bucket: site.bucket,
      Key: key,
      Body: body,
      ContentType: headers.contentType,
      CacheControl: headers.cacheControl,
      IfMatch: condition.ifMatch,
      IfNoneMatch: condition.ifNoneMatch,
    }),
  );
}

/** An object's bytes and ETag, or undefined when there is no such object. */
export async function readObject(site: SiteBucket, key: string): Promise<{ body: Uint8Array; etag: string } | undefined> {
  try {
    const answer = await site.s3.send(new GetObjectCommand({ Bucket: site.bucket, Key: key }));
    return { body: await answer.Body!.transformToByteArray(), etag: answer.ETag ?? '' };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function objectExists(site: SiteBucket, key: string): Promise<boolean> {
  try {
    await site.s3.send(new HeadObjectCommand({ Bucket: site.bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Every key under a prefix. */
export async function listKeys(site: SiteBucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await site.s3.send(new ListObjectsV2Command({ Bucket: site.bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

const MAX_ATTEMPTS = 5;

/**
 * Reads a JSON object, changes it and writes it back only if nobody wrote it in between (S3's
 * conditional writes: If-Match on its ETag, If-None-Match when it did not exist); if someone did, reads
 * their version and changes that. So two apps released at once both land in the import map.
 */
export async function updateJson<T>(
  site: SiteBucket,
  key: string,
  change: (current: T | undefined) => T,
  headers: ObjectHeaders,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await readObject(site, key);
    const next = change(current ? (JSON.parse(Buffer.from(current.body).toString('utf8')) as T) : undefined);
    try {
      await putObject(site, key, `${JSON.stringify(next, null, 2)}\n`, headers, current ? { ifMatch: current.etag } : { ifNoneMatch: '*' });
      return next;
    } catch (error) {
      if (!isLostRace(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
