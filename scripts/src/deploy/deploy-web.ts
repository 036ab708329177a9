/**
 * npm run deploy:web -- <app> [--stage dev] [--outputs-file cdk-outputs.json] [--skip-build]
 * npm run deploy:web -- <app> --rollback <version | previous>
 * npm run deploy:web -- <app> --list
 * npm run deploy:web -- config
 *
 * Releases one web app (root, public, student, fundraiser, admin; `all` does the four remotes, then the
 * root) to a deployed stage: builds it, uploads the build under its own versioned prefix and switches
 * the app to it (./release.ts). Every run first brings /config.json in line with the stack's outputs.
 * The stack's outputs come from CloudFormation (AWS credentials in the environment, as for `npm run
 * deploy`), or from the file `cdk deploy --outputs-file` wrote.
 */
import '#node-runtime';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { S3Client } from '@aws-sdk/client-s3';
import { repoRoot } from '#local/layout';
import { isWebApp, REMOTES, WEB_APPS, type WebApp } from './layout';
import { deployWebApp, releaseLogOf, ReleaseError, rollbackWebApp, versionsOf, writeRuntimeConfig, type ReleaseLog } from './release';
import type { SiteBucket } from './site-bucket';
import { outputsFromCloudFormation, outputsFromFile, runtimeConfigOf, webStackName, type WebStackOutputs } from './stack-outputs';

const USAGE = `Usage:
  npm run deploy:web -- <${WEB_APPS.join('|')}|all> [--stage dev] [--outputs-file <file>] [--skip-build]
  npm run deploy:web -- <app> --rollback <version|previous> [--stage dev] [--outputs-file <file>]
  npm run deploy:web -- <app|all> --list [--stage dev] [--outputs-file <file>]
  npm run deploy:web -- config [--stage dev] [--outputs-file <file>]`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** npm runs this in scripts/; a path the developer typed is relative to where they typed it. */
const fromInvocation = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function build(app: WebApp): void {
  console.log(`Building ${app}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', `@app/${app}`], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) fail(`The ${app} build failed; nothing was deployed.`);
}

function describe(log: ReleaseLog): string {
  const lines = versionsOf(log).map((version) => {
    const switches = log.releases.filter((release) => release.version === version);
    const when = switches.map((release) => `${release.action} ${release.at}`).join(', ');
    return `  ${version === log.current ? '*' : ' '} ${version}  ${when}`;
  });
  return [`${log.app}:`, ...lines].join('\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      stage: { type: 'string', default: 'dev' },
      'outputs-file': { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      rollback: { type: 'string' },
      list: { type: 'boolean', default: false },
    },
  });
  const [target, ...extra] = positionals;
  if (!target || extra.length > 0) fail(USAGE);
  if (target !== 'all' && target !== 'config' && !isWebApp(target)) fail(`${target} is not a web app.\n${USAGE}`);
  if (values.rollback !== undefined && (target === 'all' || target === 'config')) fail(`--rollback names one app.\n${USAGE}`);
  const apps: WebApp[] = target === 'all' ? [...REMOTES, 'root'] : target === 'config' ? [] : [target];

  const stackName = webStackName(values.stage);
  const outputs: WebStackOutputs = values['outputs-file']
    ? outputsFromFile(fromInvocation(values['outputs-file']), stackName)
    : await outputsFromCloudFormation(new CloudFormationClient({}), stackName);
  const site: SiteBucket = { s3: new S3Client({ region: outputs.region }), bucket: outputs.siteBucketName };

  if (values.list) {
    for (const app of apps) {
      const log = await releaseLogOf(site, app);
      console.log(log ? describe(log) : `${app}: never released`);
    }
    return;
  }
  if (values.rollback !== undefined) {
    const app = apps[0]!;
    const log = await rollbackWebApp(site, app, values.rollback);
    console.log(`${app} is back on ${log.current}; visitors get it within a minute.`);
    return;
  }

  if (await writeRuntimeConfig(site, runtimeConfigOf(outputs))) console.log(`/config.json written from ${stackName}'s outputs.`);
  for (const app of apps) {
    if (!values['skip-build']) build(app);
    const log = await deployWebApp(site, app, path.join(repoRoot, 'frontends', app, 'dist'));
    const before = log.releases.at(-2)?.version;
    console.log(
      `${app} ${log.current} is live at ${outputs.webUrl} (visitors get it within a minute).` +
        (before && before !== log.current ? ` Roll back with: npm run deploy:web -- ${app} --rollback ${before}` : ''),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
