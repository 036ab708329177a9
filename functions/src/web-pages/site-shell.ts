import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#lib/clients';
import { env } from '#lib/env';

/**
 * The released page shell: the root's index.html and the public micro-frontend's stylesheets, as the web
 * bucket holds them now. Each app is released on its own (scripts/src/deploy): index.html and the import
 * map (microfrontends.json) are the switches, so a page rendered here follows a release or a rollback.
 */
export interface SiteShell {
  html: string;
  /** Site paths of the stylesheets the public micro-frontend's pages need (its build's page-assets.json). */
  stylesheets: string[];
}

/** As long as the edge keeps the switches (webCaching.switchMaxAgeSeconds is a minute): a release reaches rendered pages as soon as the files. */
const SHELL_MAX_AGE_MS = 30_000;

let cached: { shell: Promise<SiteShell>; readAt: number } | undefined;

async function readSiteFile(key: string): Promise<string> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: env('site').SITE_BUCKET, Key: key }));
  return answer.Body!.transformToString('utf8');
}

async function readShell(): Promise<SiteShell> {
  const [html, remoteEntries] = await Promise.all([readSiteFile('index.html'), readSiteFile('microfrontends.json')]);
  const publicEntry = (JSON.parse(remoteEntries) as Record<string, unknown>).public;
  if (typeof publicEntry !== 'string') throw new Error('microfrontends.json names no public micro-frontend');
  const buildDir = publicEntry.slice(0, publicEntry.lastIndexOf('/') + 1);
  const assets = JSON.parse(await readSiteFile(`${buildDir}page-assets.json`.replace(/^\//, ''))) as { stylesheets?: unknown };
  const stylesheets = Array.isArray(assets.stylesheets) ? assets.stylesheets.filter((file) => typeof file === 'string') : [];
  return { html, stylesheets: stylesheets.map((file) => buildDir + file) };
}

/** The shell, read at most every half minute by a warm function; a failed read is not kept. */
export function siteShell(now = Date.now()): Promise<SiteShell> {
  if (!cached || now - cached.readAt > SHELL_MAX_AGE_MS) {
    const shell = readShell();
    cached = { shell, readAt: now };
    shell.catch(() => {
      if (cached?.shell === shell) cached = undefined;
    });
  }
  return cached.shell;
}
