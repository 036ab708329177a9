import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Where the gateway serves each remote's remoteEntry.js: the local import map (/microfrontends.json). */
export function localRemoteEntries(remoteDirs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(remoteDirs).map((name) => [name, `/mf/${name}/remoteEntry.js`]));
}

/**
 * Puts the built web app's switches into the local site bucket as a release does in AWS (scripts/src/deploy):
 * the root's index.html, the import map and each remote's page-assets.json, which the server-rendered
 * pages read (functions/src/web-pages/site-shell.ts). The files themselves stay where the gateway serves them.
 */
export async function publishLocalSite(options: { bucket: string; rootDir: string; remoteDirs: Record<string, string> }): Promise<void> {
  const s3 = new S3Client({ forcePathStyle: true });
  const put = (key: string, body: string | Buffer, contentType: string) =>
    s3.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }));
  const remotes = Object.entries(options.remoteDirs).filter(([, dir]) => fs.existsSync(path.join(dir, 'page-assets.json')));
  await Promise.all([
    put('index.html', fs.readFileSync(path.join(options.rootDir, 'index.html')), 'text/html; charset=utf-8'),
    put('microfrontends.json', JSON.stringify(localRemoteEntries(options.remoteDirs)), 'application/json'),
    ...remotes.map(([name, dir]) =>
      put(`mf/${name}/page-assets.json`, fs.readFileSync(path.join(dir, 'page-assets.json')), 'application/json'),
    ),
  ]);
  s3.destroy();
}
