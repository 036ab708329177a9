/**
 * Releases one web app: its build goes up under its own versioned prefix, then one switch makes it live
 * (the remote's entry in the import map, or the root's index.html). Nothing of another app is read or
 * written, except that app's untouched entries in the import map; a rollback is the same switch to an
 * earlier version, whose files are still there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@app/shared/platform';
import {
  cacheControl,
  CONFIG_KEY,
  contentTypeOf,
  filesOf,
  IMPORT_MAP_KEY,
  INDEX_KEY,
  indexPointingAt,
  releaseLogKey,
  REMOTE_ENTRY,
  remoteEntryUrl,
  versionOf,
  versionPrefix,
  type WebApp,
} from './layout';
import { listKeys, objectExists, putObject, readObject, updateJson, type SiteBucket } from './site-bucket';

/** A mistake of the caller's (no build, an unknown version): the CLI prints its message alone. */
export class ReleaseError extends Error {}

export interface Release {
  version: string;
  /** ISO time of the switch. */
  at: string;
  action: 'deploy' | 'rollback';
}

/** releases/<app>.json: every switch of one app, oldest first. */
export interface ReleaseLog {
  app: WebApp;
  current: string;
  releases: Release[];
}

/** The log keeps this many switches; a version older than all of them can no longer be named for a rollback. */
const KEPT_RELEASES = 100;
const PARALLEL_UPLOADS = 8;
const json = { contentType: contentTypeOf(IMPORT_MAP_KEY), cacheControl: cacheControl.switch };

export interface ReleaseOptions {
  /** The time written in the release log. */
  now?: () => Date;
}

/** Uploads an app's build under its versioned prefix, then switches the app to it. */
export async function deployWebApp(site: SiteBucket, app: WebApp, distDir: string, options: ReleaseOptions = {}): Promise<ReleaseLog> {
  const files = buildFilesOf(app, distDir);
  const version = versionOf(distDir, files);
  const prefix = versionPrefix(app, version);
  await inParallel(files, PARALLEL_UPLOADS, (file) =>
    putObject(site, prefix + file, fs.readFileSync(path.join(distDir, file)), {
      contentType: contentTypeOf(file),
      cacheControl: cacheControl.versioned,
    }),
  );
  await switchTo(site, app, version);
  return record(site, app, { version, at: (options.now?.() ?? new Date()).toISOString(), action: 'deploy' });
}

/**
 * Switches an app back to a version it had: `previous` is the one live before the latest switch. The
 * version's files are checked before anything changes.
 */
export async function rollbackWebApp(site: SiteBucket, app: WebApp, target: string, options: ReleaseOptions = {}): Promise<ReleaseLog> {
  const log = await releaseLogOf(site, app);
  if (!log) throw new ReleaseError(`${app} has never been released, so there is nothing to roll back to.`);
  const version = target === 'previous' ? log.releases.at(-2)?.version : target;
  if (!version) throw new ReleaseError(`${app} has had one release only (${log.current}); there is no previous version.`);
  if (!log.releases.some((release) => release.version === version)) {
    throw new ReleaseError(`${app} has no release ${version}. Its versions: ${versionsOf(log).join(', ')}.`);
  }
  if (version === log.current) throw new ReleaseError(`${app} ${version} is already live.`);
  await switchTo(site, app, version);
  return record(site, app, { version, at: (options.now?.() ?? new Date()).toISOString(), action: 'rollback' });
}

/** An app's release log, or undefined before its first release. */
export async function releaseLogOf(site: SiteBucket, app: WebApp): Promise<ReleaseLog | undefined> {
  const stored = await readObject(site, releaseLogKey(app));
  return stored && (JSON.parse(Buffer.from(stored.body).toString('utf8')) as ReleaseLog);
}

/** Every version an app has had, newest first. */
export function versionsOf(log: ReleaseLog): string[] {
  return [...new Set(log.releases.map((release) => release.version).reverse())];
}

/** Writes /config.json, unless it already says exactly this. Returns whether it was written. */
export async function writeRuntimeConfig(site: SiteBucket, config: RuntimeConfig): Promise<boolean> {
  const body = `${JSON.stringify(config, null, 2)}\n`;
  const current = await readObject(site, CONFIG_KEY);
  if (current && Buffer.from(current.body).toString('utf8') === body) return false;
  await putObject(site, CONFIG_KEY, body, json);
  return true;
}

function buildFilesOf(app: WebApp, distDir: string): string[] {
  const build = `npm run build -w @app/${app}`;
  if (!fs.existsSync(distDir)) throw new ReleaseError(`${distDir} does not exist: build ${app} first (${build}).`);
  const files = filesOf(distDir);
  const entry = app === 'root' ? INDEX_KEY : REMOTE_ENTRY;
  if (!files.includes(entry)) throw new ReleaseError(`${distDir} has no ${entry}, so it is not a build of ${app} (${build}).`);
  return files;
}

/** The one write that makes a version live. */
async function switchTo(site: SiteBucket, app: WebApp, version: string): Promise<void> {
  const prefix = versionPrefix(app, version);
  if (app !== 'root') {
    // The entry must be there before the map names it; the rest of the build went up with it.
    if (!(await objectExists(site, prefix + REMOTE_ENTRY))) throw new ReleaseError(`${app} ${version} has no files in the bucket.`);
    await updateJson<Record<string, string>>(site, IMPORT_MAP_KEY, (map = {}) => ({ ...map, [app]: remoteEntryUrl(app, version) }), json);
    return;
  }
  const builtIndex = await readObject(site, prefix + INDEX_KEY);
  if (!builtIndex) throw new ReleaseError(`root ${version} has no files in the bucket.`);
  const buildFiles = new Set((await listKeys(site, prefix)).map((key) => key.slice(prefix.length)));
  const index = indexPointingAt(Buffer.from(builtIndex.body).toString('utf8'), prefix, buildFiles);
  await putObject(site, INDEX_KEY, index, { contentType: contentTypeOf(INDEX_KEY), cacheControl: cacheControl.switch });
}

async function record(site: SiteBucket, app: WebApp, release: Release): Promise<ReleaseLog> {
  return updateJson<ReleaseLog>(
    site,
    releaseLogKey(app),
    (log) => ({ app, current: release.version, releases: [...(log?.releases ?? []), release].slice(-KEPT_RELEASES) }),
    { contentType: contentTypeOf(releaseLogKey(app)), cacheControl: cacheControl.releaseLog },
  );
}

async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
