import path from 'node:path';
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions, Format } from 'esbuild';
import { repoRoot, rootTsconfig } from './paths';

// middy v6 is ESM-only, so the bundle is ESM too; CommonJS dependencies inside it still call
// `require` for Node built-ins, which ESM lacks until this banner recreates it.
const requireShim = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * How every programme Lambda is bundled: the one definition ProgrammeFunction hands NodejsFunction and
 * the local bundle builder (scripts/src/bundles) hands esbuild, so what the tests run is what CDK deploys.
 * NodejsFunction's implicit choices are spelt out here, so neither side relies on the other's defaults:
 * the target matches the Lambda runtime (Node 22), and the AWS SDK v3 stays out of the bundle because
 * the runtime provides it (which external packages CDK picks also depends on a feature flag).
 */
export const programmeBundling = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: 'node22',
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
