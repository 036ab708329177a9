import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../local/layout';
import { buildBundles, newBundlesDir } from './build-bundles';

/**
 * What running the bundles catches that running the sources cannot: handlers that work from functions/src
 * (as the local stack and the tests ran them until now) but whose bundle, built with the CDK's options,
 * fails in Lambda. Each is built here and run through the local stack's loader in a plain Node process
 * (jest's module system is not Node's ESM).
 */
const faults = {
  // Fine: what every domain does (an SDK client the runtime provides, an ESM-only package).
  'sound/lambda.ts': `import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import middy from '@middy/core';
const events = new EventBridgeClient({ region: 'us-east-1' });
export const handler = middy().handler(async () => typeof events.send);`,
  // CommonJS's module variables do not exist in an ES module.
  'module-dirname/lambda.ts': `const here = __dirname;
export const handler = async () => here;`,
  // esbuild cannot follow an import whose path is computed: the bundle still asks for the source file.
  'dynamic-import/lambda.ts': `const helper = './helper';
export const handler = async () => ((await import(helper)) as { value: string }).value;`,
  'dynamic-import/helper.ts': `export const value = 'helped';`,
  // External, as every @aws-sdk/* package is, but not a package the runtime (here, node_modules) has.
  'missing-external/lambda.ts': `import { NotProvided } from '@aws-sdk/client-not-in-the-runtime';
export const handler = async () => String(NotProvided);`,
};
const entries = Object.keys(faults).filter((file) => file.endsWith('/lambda.ts'));

describe('the bundles the local stack runs', () => {
  let dir: string;
  let outcomes: Record<string, string>;

  beforeAll(async () => {
    dir = newBundlesDir('faults-');
    const sourceDir = path.join(dir, 'src');
    for (const [file, source] of Object.entries(faults)) {
      fs.mkdirSync(path.dirname(path.join(sourceDir, file)), { recursive: true });
      fs.writeFileSync(path.join(sourceDir, file), source);
    }
    const bundlesDir = path.join(dir, 'bundles');
    await buildBundles(bundlesDir, { entries, sourceDir });
    // Loads and invokes each bundle as the local HTTP API, bus and trigger endpoint do, reporting what happened.
    const runner = path.join(dir, 'run.mts');
    fs.writeFileSync(
      runner,
      `import { invokeEntry, loadHandlersFromBundles } from ${JSON.stringify(path.join(repoRoot, 'scripts/src/local/lambda'))};
loadHandlersFromBundles(${JSON.stringify(bundlesDir)});
const outcomes: Record<string, string> = {};
for (const entry of ${JSON.stringify(entries)}) {
  try {
    outcomes[entry] = 'answered ' + String(await invokeEntry(entry, entry, {}));
  } catch (error) {
    outcomes[entry] = 'failed: ' + (error as Error).message;
  }
}
console.log(JSON.stringify(outcomes));`,
    );
    const nodeRuntime = path.join(repoRoot, 'scripts/node-runtime.cjs');
    const output = execFileSync(process.execPath, ['--require', nodeRuntime, '--import', 'tsx', runner], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    outcomes = JSON.parse(output.trim().split('\n').at(-1)!);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs a sound bundle, its AWS SDK resolved from the repository as the Lambda runtime provides it', () => {
    expect(outcomes['sound/lambda.ts']).toBe('answered function');
  });

  it('refuses a bundle that uses CommonJS variables, naming it and the cause, though its source runs', async () => {
    const source = (await import(path.join(dir, 'src/module-dirname/lambda.ts'))) as { handler: () => Promise<string> };

    expect(await source.handler()).toBe(path.join(dir, 'src/module-dirname'));
    expect(outcomes['module-dirname/lambda.ts']).toMatch(
      /^failed: The bundle of functions\/src\/module-dirname\/lambda\.ts \(.+index\.mjs\) does not load: __dirname is not defined/,
    );
  });

  it('fails the request of a bundle whose import esbuild could not follow, though its source answers', async () => {
    const source = (await import(path.join(dir, 'src/dynamic-import/lambda.ts'))) as { handler: () => Promise<string> };

    expect(await source.handler()).toBe('helped');
    expect(outcomes['dynamic-import/lambda.ts']).toMatch(/^failed: Cannot find module .+helper/);
  });

  it('refuses a bundle whose external package the runtime lacks, naming the package', () => {
    expect(outcomes['missing-external/lambda.ts']).toMatch(/does not load: Cannot find package '@aws-sdk\/client-not-in-the-runtime'/);
  });
});
