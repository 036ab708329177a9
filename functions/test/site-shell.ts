import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * The released shell as a deploy leaves it in the site bucket: the root's index.html, the import map, the
 * public build's page assets. Every test file whose pages read the shell puts these same files (the bucket is
 * the project's, shared by files running at once), so none can see another's.
 */
const RELEASED_SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Ambassador Program</title>',
  '<script defer="defer" src="/root/v7/main.abc.js"></script></head>',
  '<body><div id="root-status" role="status" data-state="loading" aria-label="Loading..."></div></body></html>',
].join('');
const RELEASED_PUBLIC_ENTRY = '/mf/public/v3/remoteEntry.js';

export async function putReleasedShell(): Promise<void> {
  const s3 = new S3Client({ forcePathStyle: true });
  const put = (Key: string, Body: string) => s3.send(new PutObjectCommand({ Bucket: process.env.SITE_BUCKET, Key, Body }));
  await Promise.all([
    put('index.html', RELEASED_SHELL),
    put('microfrontends.json', JSON.stringify({ public: RELEASED_PUBLIC_ENTRY, student: '/mf/student/v1/remoteEntry.js' })),
    put('mf/public/v3/page-assets.json', JSON.stringify({ stylesheets: ['650.abc.css'] })),
  ]);
  s3.destroy();
}
