import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const FILES_DIR = path.join(__dirname, 'files');
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', webm: 'video/webm', pdf: 'application/pdf' };

/** Uploads a demo file under public/ and returns its key. */
export function uploadDemoFile(file: string): Promise<string> {
  return uploadDemoFileTo(file, `public/demo/${file}`);
}

/** Uploads a demo file under the key given (a student's own upload folder, say) and returns the key. */
export async function uploadDemoFileTo(file: string, key: string): Promise<string> {
  const s3 = new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  await s3.send(
    new PutObjectCommand({
      Bucket: process.env.ASSETS_BUCKET,
      Key: key,
      Body: fs.readFileSync(path.join(FILES_DIR, file)),
      ContentType: CONTENT_TYPES[path.extname(file).slice(1)],
    }),
  );
  s3.destroy();
  return key;
}
