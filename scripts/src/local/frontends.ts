/**
 * Builds the web app for the local stack: the single-spa root and the four micro-frontends, each
 * with its own webpack config (frontends/<name>/webpack.config.js), in one MultiCompiler.
 */
import path from 'node:path';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { repoRoot } from './layout';

const FRONTENDS = ['root', 'public', 'student', 'fundraiser', 'admin'] as const;
type FrontendName = (typeof FRONTENDS)[number];
type Mode = 'production' | 'development';

const frontendsDir = path.join(repoRoot, 'frontends');

/**
 * Where a stack's builds go: each its own folder under the stack's state folder, which one stack holds at a time
 * (its lock), so a second stack beside it (PORT=4000 STATE_DIR=.local-4000 npm start) builds and serves its own
 * files and never rewrites those the first is serving. The gateway serves root's at / and each remote's under
 * /mf/<name>/. The webpack CLI (`npm run build -w @app/<name>`, the web deploy) still writes frontends/<name>/dist.
 */
export function frontendDistDirsIn(stateDir: string): Record<FrontendName, string> {
  return Object.fromEntries(FRONTENDS.map((name) => [name, path.join(stateDir, 'web', name)])) as Record<FrontendName, string>;
}

/**
 * An app's webpack configuration, writing to `outputDir`. The build cache stays shared (node_modules/.cache/webpack),
 * so a stack starting after another builds from it: webpack moves the cache's index aside while it writes, so a
 * build beside it reads a whole cache or none.
 */
function configFor(name: FrontendName, mode: Mode, outputDir: string): Configuration {
  // The configs are CommonJS, shared with the webpack CLI (`npm run build -w @app/<name>`), and found by path.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const createConfig = require(path.join(frontendsDir, name, 'webpack.config.js')) as (
    env: Record<string, unknown>,
    argv: { mode: Mode },
  ) => Configuration;
  const config = createConfig({}, { mode });
  return { ...config, output: { ...config.output, path: outputDir } };
}

function summary(stats: MultiStats): string {
  return stats.stats.map((one) => `${one.compilation.name} ${one.endTime - one.startTime} ms`).join(', ');
}

/**
 * Resolves once the first build of all five into the stack's state folder is done. With `watch`, development builds that keep
 * rebuilding on change (errors are printed, the stack stays up); without, production builds that
 * reject on any error.
 */
export async function buildFrontends(options: { watch: boolean; stateDir: string }): Promise<void> {
  const mode: Mode = options.watch ? 'development' : 'production';
  const distDirs = frontendDistDirsIn(options.stateDir);
  const compiler = webpack(FRONTENDS.map((name) => configFor(name, mode, distDirs[name])));

  if (!options.watch) {
    const stats = await new Promise<MultiStats | undefined>((resolve, reject) =>
      compiler.run((error, result) => {
        compiler.close((closeError) => {
          const failure = error ?? closeError;
          if (failure) reject(failure);
          else resolve(result);
        });
      }),
    );
    if (stats?.hasErrors()) throw new Error(`The web app did not build:\n${stats.toString('errors-only')}`);
    if (stats) console.log(`[frontends] built: ${summary(stats)}`);
    return;
  }

  await new Promise<void>((resolve, reject) => {
    let firstBuild = true;
    compiler.watch({ aggregateTimeout: 200, ignored: ['**/node_modules/**', '**/dist/**'] }, (error, stats) => {
      if (error) {
        if (firstBuild) reject(error);
        else console.error('[frontends]', error);
        firstBuild = false;
        return;
      }
      if (stats?.hasErrors()) console.error(stats.toString({ preset: 'errors-only', colors: true }));
      else if (stats && !firstBuild) console.log(`[frontends] rebuilt: ${summary(stats)}`);
      if (firstBuild) resolve();
      firstBuild = false;
    });
  });
}
