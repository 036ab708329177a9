import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { domains, lambdaEntryOf, pageDomains, userPoolDefinition } from '@app/functions/platform';
import { BUNDLE_FILE, esbuildOptionsOf, shippedFilesOf } from '@app/infra/lib/bundling';
import { functionsSrcDir, repoRoot } from '../local/layout';

/**
 * Every module the CDK app bundles into a Lambda (under functions/src): each domain's, and the user pool's
 * triggers; once each, though a domain that also serves pages (links) is two Lambdas of one module.
 */
export const deployedEntries: readonly string[] = [
  ...new Set([...domains.map(lambdaEntryOf), ...pageDomains.map(lambdaEntryOf), ...Object.values(userPoolDefinition.triggers)]),
];

/** The files each entry's function ships beside its bundle (its domain's `files`), as CDK copies them into its asset. */
const shippedFilesByEntry = new Map([...domains, ...pageDomains].map((domain) => [lambdaEntryOf(domain), domain.files ?? []]));

/** Where an entry's bundle lands: a folder per function, as in its CDK asset (`orders/lambda.ts` → `orders/lambda/index.mjs`). */
export function bundleFileOf(bundlesDir: string, entry: string): string {
  return path.join(bundlesDir, entry.replace(/\.ts$/, ''), BUNDLE_FILE);
}

/** The repository's folder for bundles (git-ignored); each run builds into a new folder of its own inside it. */
const bundlesRoot = path.join(repoRoot, '.bundles');

/** A new, empty folder for one run's bundles, e.g. `.bundles/bench-x7Yz1Q`; the run removes it when done. */
export function newBundlesDir(prefix: string): string {
  fs.mkdirSync(bundlesRoot, { recursive: true });
  return fs.mkdtempSync(path.join(bundlesRoot, prefix));
}

export interface BuiltBundle {
  entry: string;
  file: string;
}

/**
 * Builds the bundles CDK deploys, with its own esbuild options (infra/lib/bundling.ts), into `bundlesDir`
 * (emptied first), each with the files its function ships beside it. The folder must be inside the repository: the AWS SDK is external, as in Lambda, whose
 * runtime provides it; here it resolves from the repository's node_modules.
 */
export async function buildBundles(
  bundlesDir: string,
  { entries = deployedEntries, sourceDir = functionsSrcDir }: { entries?: readonly string[]; sourceDir?: string } = {},
): Promise<BuiltBundle[]> {
  const inside = path.relative(repoRoot, path.resolve(bundlesDir));
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new Error(`Bundles are built inside the repository, where their external @aws-sdk/* packages resolve, not in ${bundlesDir}`);
  }
  fs.rmSync(bundlesDir, { recursive: true, force: true });
  return Promise.all(
    entries.map(async (entry) => {
      const options = esbuildOptionsOf(path.join(sourceDir, entry), path.dirname(bundleFileOf(bundlesDir, entry)));
      await build(options);
      for (const { from, to } of shippedFilesOf(shippedFilesByEntry.get(entry) ?? [])) {
        const target = path.join(path.dirname(options.outfile), to);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(from, target);
      }
      return { entry, file: options.outfile };
    }),
  );
}
