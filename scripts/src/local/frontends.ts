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

/** Where each build writes; the gateway serves root's at / and each remote's under /mf/<name>/. */
export const frontendDistDirs = Object.fromEntries(FRONTENDS.map((name) => [name, path.join(frontendsDir, name, 'dist')])) as Record<
  FrontendName,
  string
>;

function configFor(name: FrontendName, mode: Mode): Configuration {
  // The configs are CommonJS, shared with the webpack CLI (`npm run build -w @app/<name>`), and found by path.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const createConfig = require(path.join(frontendsDir, name, 'webpack.config.js')) as (
    env: Record<string, unknown>,
    argv: { mode: Mode },
  ) => Configuration;
  return createConfig({}, { mode });
}

function summary(stats: MultiStats): string {
  return stats.stats.map((one) => `${one.compilation.name} ${one.endTime - one.startTime} ms`).join(', ');
}

/**
 * Resolves once the first build of all five is done. With `watch`, development builds that keep
 * rebuilding on change (errors are printed, the stack stays up); without, production builds that
 * reject on any error.
 */
export async function buildFrontends(options: { watch: boolean }): Promise<void> {
  const mode: Mode = options.watch ? 'development' : 'production';
  const compiler = webpack(FRONTENDS.map((name) => configFor(name, mode)));

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
