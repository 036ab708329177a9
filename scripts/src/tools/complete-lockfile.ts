/**
 * Keeps package-lock.json installable with `npm ci` from a registry that serves only some platforms'
 * binaries. npm leaves an optional dependency out of the lockfile when the registry has no such
 * version (a macOS build of @swc/core, say), and `npm ci` then refuses the lockfile as out of sync.
 * Listing each missing one as optional at its declared version satisfies that check; `npm ci` skips
 * a binary that is not for this machine, or that the registry does not have, as it does any optional
 * dependency. Runs after every install (root postinstall); it changes nothing when nothing is missing.
 */
import fs from 'node:fs';
import path from 'node:path';

interface LockedPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const lockFile = path.resolve(__dirname, '../../../package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { packages: Record<string, LockedPackage> };
const packages = lock.packages;
const added: string[] = [];

for (const [location, locked] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(locked.optionalDependencies ?? {})) {
    if (packages[`${location}/node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...(locked.dev ? { dev: true } : {}) };
    added.push(`${name}@${version}`);
  }
}

if (added.length > 0) {
  fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: listed ${added.length} optional platform packages the registry does not serve.`);
}
