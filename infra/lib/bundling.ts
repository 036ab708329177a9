import { createRequire } from 'node:module';
import path from 'node:path';
import { shippedFileOf } from '@app/functions/platform';
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions, Format } from 'esbuild';
import { functionsSrcDir, repoRoot, rootTsconfig } from './paths';

// middy v6 is ESM-only, so the bundle is ESM too; CommonJS dependencies inside it still call
// `require` for Node built-ins, which ESM lacks until this banner recreates it.
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * How every programme Lambda is bundled: the one definition ProgrammeFunction hands NodejsFunction and
 * the local bundle builder (scripts/src/bundles) hands esbuild, so what the tests run is what CDK deploys.
 * NodejsFunction's implicit choices are spelt out here, so neither side relies on the other's defaults:
 * the target matches the Lambda runtime (Node 24), and the AWS SDK v3 stays out of the bundle because
 * the runtime provides it (which external packages CDK picks also depends on a feature flag).
 */
export const programmeBundling = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: 'node24',
  externalModules: ['@aws-sdk/*'],
  mainFields: ['module', 'main'],
  banner: requireShim,
  minify: true,
  // Libraries that read NODE_ENV (React, for the web pages' server render) bundle their production build alone.
  define: { 'process.env.NODE_ENV': '"production"' },
  sourceMap: true,
  tsconfig: rootTsconfig,
  // esbuild's per-bundle size table, times the number of functions, buries synth's own warnings.
  logLevel: LogLevel.WARNING,
} satisfies BundlingOptions;

const esbuildFormat: Record<OutputFormat, Format> = { [OutputFormat.ESM]: 'esm', [OutputFormat.CJS]: 'cjs' };

/** The file NodejsFunction writes an ESM bundle to, inside the function's asset folder. */
export const BUNDLE_FILE = 'index.mjs';

/**
 * The esbuild options equivalent to what NodejsFunction runs for `entry` with programmeBundling (its
 * `esbuild --bundle <entry> --platform=node ...` command line, as the JS API's options): the bundle lands
 * at `<outdir>/index.mjs` with its source map beside it, as in a function's asset.
 */
export function esbuildOptionsOf(entry: string, outdir: string): BuildOptions & { outfile: string } {
  const bundling = programmeBundling;
  return {
    entryPoints: [entry],
    outfile: path.join(outdir, BUNDLE_FILE),
    bundle: true,
    platform: 'node',
    format: esbuildFormat[bundling.format],
    target: bundling.target,
    external: bundling.externalModules,
    mainFields: bundling.mainFields,
    banner: { js: bundling.banner },
    minify: bundling.minify,
    define: bundling.define,
    sourcemap: bundling.sourceMap,
    // NodejsFunction's default (sourcesContent unset is true).
    sourcesContent: true,
    tsconfig: bundling.tsconfig,
    logLevel: 'warning',
    // NodejsFunction runs esbuild in the project root.
    absWorkingDir: repoRoot,
  };
}

/** A file a function reads at run time (its domain's `files`): where it is in node_modules, and where it goes in the function's asset. */
export interface ShippedFile {
  from: string;
  to: string;
}

/** The files a domain names (`@resvg/resvg-wasm/index_bg.wasm`...), resolved as the functions' code resolves them from its sources. */
export function shippedFilesOf(files: readonly string[]): ShippedFile[] {
  const fromFunctions = createRequire(path.join(functionsSrcDir, 'index.ts'));
  return files.map((file) => ({ from: fromFunctions.resolve(file), to: shippedFileOf(file) }));
}

const shellQuoted = (value: string) => `'${value.replace(/'/g, "'\\''")}'`;

/**
 * programmeBundling for a function that ships files beside its bundle: NodejsFunction copies them into
 * its asset after esbuild (a command hook, run on this machine: bundling uses no Docker), as the local
 * bundle builder does.
 */
export function bundlingOf(files: readonly string[] = []): BundlingOptions {
  if (files.length === 0) return programmeBundling;
  const shipped = shippedFilesOf(files);
  return {
    ...programmeBundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) =>
        shipped.map(({ from, to }) => {
          const target = path.join(outputDir, to);
          return `mkdir -p ${shellQuoted(path.dirname(target))} && cp ${shellQuoted(from)} ${shellQuoted(target)}`;
        }),
    },
  };
}
