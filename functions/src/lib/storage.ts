import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from './clients';
import { env } from './env';

/**
 * The assets bucket, as domains use it: browsers upload with presigned PUTs and read private files
 * through short-lived presigned GETs; objects under public/ are read at ASSETS_BASE_URL.
 */
const UPLOAD_EXPIRES_SECONDS = 10 * 60;
const DOWNLOAD_EXPIRES_SECONDS = 15 * 60;

const bucket = () => env().ASSETS_BUCKET;

/** A presigned PUT for exactly this key, type and size (S3 refuses a body of another length or type). */
export async function presignUpload(
  key: string,
  contentType: string,
  size: number,
): Promise<{ url: string; headers: Record<string, string> }> {
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size }),
    {
      expiresIn: UPLOAD_EXPIRES_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
  return { url, headers: { 'content-type': contentType } };
}

/** The size and type of an uploaded object, or undefined when there is none. */
export async function inspectObject(key: string): Promise<{ size: number; contentType: string } | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Deletes every object whose key starts with `prefix`, page after page; returns how many. */
export async function deleteObjectsUnder(prefix: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    await Promise.all(keys.map(deleteObject));
    deleted += keys.length;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** A short-lived address to read a private object. */
export function presignDownload(key: string): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: DOWNLOAD_EXPIRES_SECONDS });
}

/** The address of an object under public/. */
export function publicUrlOf(key: string): string {
  return `${env('publicAssets').ASSETS_BASE_URL.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
