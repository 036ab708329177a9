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

/** A page as the site serves it (the local API answers the pages' paths as CloudFront sends them). */
export async function fetchPage(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${process.env.API_URL}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The JSON a page embeds for the browser's first render in its data block `id`, or undefined when it has none. */
export function embeddedJson(html: string, id: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

/** Every script element but the page's JSON data blocks: the CSP allows none inline. */
export const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)];
