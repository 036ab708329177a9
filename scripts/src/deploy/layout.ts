/**
 * Where each web app's files live in the site bucket, and how long browsers and CloudFront keep them.
 *
 *   mf/<remote>/<version>/...   a micro-frontend's build (remoteEntry.js and its hashed chunks)
 *   root/<version>/...          the root's build, its index.html as built among them
 *   microfrontends.json         the import map: each remote's current remoteEntry.js (a switch)
 *   index.html                  the root's current index.html, pointing at its versioned prefix (a switch)
 *   config.json                 the runtime config, from the stack's outputs
 *   releases/<app>.json         each app's release log, from which a rollback names a version
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { webCaching } from '@app/functions/platform';

export const REMOTES = ['public', 'student', 'fundraiser', 'admin'] as const;
export const WEB_APPS = ['root', ...REMOTES] as const;
export type Remote = (typeof REMOTES)[number];
export type WebApp = (typeof WEB_APPS)[number];

export function isWebApp(value: string): value is WebApp {
  return (WEB_APPS as readonly string[]).includes(value);
}

export const IMPORT_MAP_KEY = 'microfrontends.json';
export const INDEX_KEY = 'index.html';
export const CONFIG_KEY = 'config.json';
/** The file a remote's build must have, and the one the import map names. */
export const REMOTE_ENTRY = 'remoteEntry.js';

/** The prefix one build of an app is uploaded under (ends with a slash). */
export function versionPrefix(app: WebApp, version: string): string {
  return app === 'root' ? `root/${version}/` : `mf/${app}/${version}/`;
}

export function releaseLogKey(app: WebApp): string {
  return `releases/${app}.json`;
}

/** A remote's entry in the import map: the same-origin address of that version's remoteEntry.js. */
export function remoteEntryUrl(app: Remote, version: string): string {
  return `/${versionPrefix(app, version)}${REMOTE_ENTRY}`;
}

export const cacheControl = {
  /** Under a versioned prefix nothing ever changes: a changed build is a new version. */
  versioned: `public, max-age=${webCaching.versionedMaxAgeSeconds}, immutable`,
  /** The switches and /config.json: a release or a rollback reaches every visitor within this. */
  switch: `public, max-age=${webCaching.switchMaxAgeSeconds}`,
  /** The release logs are the deploy tool's, not the browser's. */
  releaseLog: 'no-cache',
} as const;

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A build's files, as paths relative to its folder with forward slashes, sorted. */
export function filesOf(distDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(path.relative(distDir, full).split(path.sep).join('/'));
    }
  };
  walk(distDir);
  return files.sort();
}

/**
 * A build's version: a hash of every file's name and bytes. The same build is the same version (deploying
 * it again changes nothing a visitor could see), and a different build can never overwrite one that is
 * cached as immutable.
 */
export function versionOf(distDir: string, files: readonly string[] = filesOf(distDir)): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The root's index.html as served at the site's top: the build names its own files from the top
 * (`src="/main.1a2b3c4d.js"`, create-config.js), and this points each of them at the build's versioned
 * prefix. Only names of the build's own files are touched, so nothing else in the page can be rewritten.
 */
export function indexPointingAt(builtIndex: string, prefix: string, buildFiles: ReadonlySet<string>): string {
  return builtIndex.replace(/(\s(?:src|href)=)(["'])\/([^"'?#]+)\2/g, (whole, attribute: string, quote: string, file: string) =>
    buildFiles.has(file) ? `${attribute}${quote}/${prefix}${file}${quote}` : whole,
  );
}
