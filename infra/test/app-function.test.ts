import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { GRANTS, type Grant } from '@app/functions/platform';
import { STORE_API_VERSION } from '@app/shared/platform';
import { AppFunction, constructIdOf, ProgrammeFunction, type ProgrammeResources } from '../lib/app-function';
import { BUNDLE_FILE, esbuildOptionsOf, programmeBundling } from '../lib/bundling';
import { repoRoot } from '../lib/paths';
import { actionsOf, fixturesDir, logicalIdOf, MAIL_FROM_ADDRESS, programmeForTest } from './programme-fixture';

/** What reading one secret at run time takes (Secret.grantRead). */
const readSecret = ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'];

/** The IAM actions each grant must bring, and the ones it must not. */
const expectedPrivilege: Record<Grant, { includes: string[]; excludes: string[] }> = {
  'table:read': { includes: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:DescribeTable'], excludes: ['dynamodb:PutItem'] },
  'table:write': { includes: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'], excludes: [] },
  'users:read': {
    includes: ['cognito-idp:DescribeUserPool', 'cognito-idp:AdminGetUser', 'cognito-idp:ListUsers'],
    excludes: ['cognito-idp:AdminDeleteUser'],
  },
  'users:write': {
    includes: [
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminConfirmSignUp',
      ...readSecret,
    ],
    excludes: ['cognito-idp:ListUsers'],
  },
  'assets:read': { includes: ['s3:GetObject*', 's3:List*'], excludes: ['s3:PutObject', 's3:DeleteObject*'] },
  'assets:write': { includes: ['s3:GetObject*', 's3:PutObject', 's3:DeleteObject*', 's3:List*'], excludes: [] },
  'events:put': { includes: ['events:PutEvents'], excludes: ['events:DescribeEventBus'] },
  'events:read': { includes: ['events:DescribeEventBus'], excludes: ['events:PutEvents'] },
  // Secrets are read at run time (functions/src/lib/secrets.ts), so reading them is a privilege of its own.
  'store:webhook': { includes: readSecret, excludes: ['secretsmanager:PutSecretValue'] },
  'store:admin': { includes: readSecret, excludes: ['secretsmanager:PutSecretValue'] },
  'client:address': { includes: readSecret, excludes: ['secretsmanager:PutSecretValue'] },
  'store:storefront': { includes: [], excludes: [] },
  'mail:send': { includes: ['ses:SendEmail'], excludes: ['ses:SendRawEmail', 'ses:SendBulkEmail', 'ses:*'] },
  // The released shell's files, read by name: nothing listed, nothing written.
  'site:read': { includes: ['s3:GetObject'], excludes: ['s3:List*', 's3:PutObject', 's3:GetObject*'] },
};

/** The store settings each store grant brings, and nothing else of the store's. */
const expectedStoreSettings: Record<Extract<Grant, `store:${string}`>, string[]> = {
  'store:webhook': [],
  // No SHOPIFY_API_VERSION: the version is STORE_API_VERSION, in the bundle (see the code sync test below).
  'store:admin': ['SHOPIFY_ADMIN_API_URL'],
  'store:storefront': ['SHOPIFY_STOREFRONT_URL'],
};
const isStoreGrant = (grant: Grant): grant is keyof typeof expectedStoreSettings => grant.startsWith('store:');

const serviceOf = (action: string) => action.split(':')[0];

describe('AppFunction and its grants', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let stack: Stack;
  let template: Template;
  const byGrant = new Map<Grant | 'none', AppFunction>();
  let health: AppFunction;
  let codeSync: AppFunction;

  beforeAll(() => {
    programme = programmeForTest({ bundle: ['grants-under-test'] });
    const { data, auth, storage, events } = programme.stacks;
    const resources: ProgrammeResources = {
      table: data.table,
      userPool: auth.userPool,
      userPoolClient: auth.webClient,
      assetsBucket: storage.assetsBucket,
      assetsBaseUrl: storage.assetsBaseUrl,
      eventBus: events.eventBus,
      signUpKey: programme.stacks.auth.signUpKey,
      originSecret: storage.originSecret,
      store: {
        credentials: storage.storeCredentials,
        adminApiUrl: 'https://brand.myshopify.com',
        storefrontUrl: 'https://shop.example',
      },
      mail: { fromAddress: MAIL_FROM_ADDRESS, identity: auth.mailIdentity, siteUrl: 'https://brand.example' },
      siteBucket: programme.stacks.web.siteBucket,
    };
    stack = new Stack(programme.app, 'grants-under-test');
    const sample = { entry: 'sample-lambda.ts', sourceDir: fixturesDir, resources };
    for (const grant of GRANTS) byGrant.set(grant, new AppFunction(stack, constructIdOf(grant), { ...sample, grants: [grant] }));
    byGrant.set('none', new AppFunction(stack, 'NoGrants', { ...sample, grants: [], environment: { SHOPIFY_SHOP: 'demo' } }));
    health = new AppFunction(stack, 'Health', { entry: 'health/lambda.ts', grants: [], resources });
    codeSync = new AppFunction(stack, 'CodeSync', { entry: 'code-sync/lambda.ts', grants: ['store:admin'], resources });
    template = Template.fromStack(stack);
  });
  afterAll(() => programme.dispose());

  const environmentOf = (fn: AppFunction) =>
    template.toJSON().Resources[logicalIdOf(stack, fn)].Properties.Environment.Variables as Record<string, unknown>;
  /** The statements of the policy attached to a function's role. */
  const statementsOf = (fnId: string) => {
    const role = template.toJSON().Resources[fnId].Properties.Role['Fn::GetAtt'][0] as string;
    return Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown }>);
  };

  it.each(GRANTS.map((grant) => [grant]))('%s brings exactly its own privilege', (grant) => {
    const actions = [...actionsOf(template, logicalIdOf(stack, byGrant.get(grant)!))];
    const { includes, excludes } = expectedPrivilege[grant];

    expect(actions).toEqual(expect.arrayContaining(includes));
    for (const excluded of excludes) expect(actions).not.toContain(excluded);
    // Nothing from another service leaks in.
    expect(new Set(actions.map(serviceOf))).toEqual(new Set(includes.map(serviceOf)));
  });

  it.each(GRANTS.filter(isStoreGrant).map((grant) => [grant]))('%s sets exactly its store settings', (grant) => {
    const variables = environmentOf(byGrant.get(grant)!);

    expect(
      Object.keys(variables)
        .filter((name) => name.startsWith('SHOPIFY_'))
        .sort(),
    ).toEqual(expectedStoreSettings[grant]);
  });

  /** Which secret each grant's function may read at run time, by the variable that names it. */
  const secretOfGrant: Partial<Record<Grant, { variable: string; secret: () => { node: { defaultChild?: unknown } } }>> = {
    'users:write': { variable: 'SIGNUP_KEY_SECRET_ID', secret: () => programme.stacks.auth.signUpKey },
    'store:webhook': { variable: 'STORE_CREDENTIALS_SECRET_ID', secret: () => programme.stacks.storage.storeCredentials },
    'store:admin': { variable: 'STORE_CREDENTIALS_SECRET_ID', secret: () => programme.stacks.storage.storeCredentials },
    'client:address': { variable: 'ORIGIN_SECRET_ID', secret: () => programme.stacks.storage.originSecret },
  };

  it.each(GRANTS.map((grant) => [grant]))('%s names only its own secret, by ARN, and may read only that one', (grant) => {
    const fnId = logicalIdOf(stack, byGrant.get(grant)!);
    const variables = environmentOf(byGrant.get(grant)!);
    const named = Object.keys(variables).filter((name) => name.endsWith('_SECRET_ID'));
    const expected = secretOfGrant[grant];

    expect(named).toEqual(expected ? [expected.variable] : []);
    const reads = statementsOf(fnId).filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'));
    if (!expected) {
      expect(reads).toEqual([]);
      return;
    }
    // The ARN is the secret's own, imported from the stack that owns it: the same value as the one granted.
    const secretId = logicalIdOf(Stack.of(expected.secret() as never), expected.secret());
    expect(JSON.stringify(variables[expected.variable])).toContain(secretId);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.Resource).toEqual(variables[expected.variable]);
  });

  it('holds no secret value in any function environment of the whole programme: no dynamic reference, no unwrapped value', () => {
    for (const candidate of [stack, ...Object.values(programme.stacks).filter((value) => value instanceof Stack)]) {
      const functions = Template.fromStack(candidate).findResources('AWS::Lambda::Function');
      for (const fn of Object.values(functions)) {
        const environment = JSON.stringify(fn.Properties.Environment ?? {});
        expect(environment).not.toContain('{{resolve:secretsmanager');
        expect(environment).not.toMatch(/SIGNUP_KEY"|WEBHOOK_SECRET|ADMIN_TOKEN/);
      }
    }
  });

  it('mail:send sets the from address and sends from the programme’s SES identity only; no other grant does either', () => {
    const { auth } = programme.stacks;
    const identityName = { 'Fn::ImportValue': expect.stringContaining(auth.stackName) };
    for (const grant of GRANTS) {
      const fnId = logicalIdOf(stack, byGrant.get(grant)!);
      const variables = template.toJSON().Resources[fnId].Properties.Environment.Variables as Record<string, unknown>;

      if (grant !== 'mail:send') {
        expect(variables).not.toHaveProperty('MAIL_FROM_ADDRESS');
        // The site's address: e-mails link to it, and the server-rendered pages' share tags name it (site:read).
        if (grant !== 'site:read') expect(variables).not.toHaveProperty('SITE_URL');
        expect([...actionsOf(template, fnId)].filter((action) => action.startsWith('ses:'))).toEqual([]);
        continue;
      }
      expect(variables.MAIL_FROM_ADDRESS).toBe(MAIL_FROM_ADDRESS);
      expect(variables.SITE_URL).toBe('https://brand.example');
      const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown }>,
      );
      const sendEmail = statements.filter((statement) => statement.Action === 'ses:SendEmail');
      expect(sendEmail).toHaveLength(1);
      expect(JSON.stringify(sendEmail[0]!.Resource)).toContain(':identity/');
      expect(sendEmail[0]!.Resource).toEqual({
        'Fn::Join': ['', expect.arrayContaining([':identity/', identityName])],
      });
    }
  });

  it('grants nothing to a function without grants, yet gives it the full environment and any extra settings', () => {
    const fn = byGrant.get('none')!;

    expect([...actionsOf(template, logicalIdOf(stack, fn))]).toEqual([]);
    const variables = template.toJSON().Resources[logicalIdOf(stack, fn)].Properties.Environment.Variables;
    expect(Object.keys(variables).sort()).toEqual(
      [
        'ASSETS_BASE_URL',
        'ASSETS_BUCKET',
        'EVENT_BUS_NAME',
        'NODE_OPTIONS',
        'POWERTOOLS_SERVICE_NAME',
        'SHOPIFY_SHOP',
        'TABLE_NAME',
        'USER_POOL_CLIENT_ID',
        'USER_POOL_ID',
      ].sort(),
    );
  });

  /** The folder of the bundle CDK built for a function. */
  function assetDirOf(fn: AppFunction): string {
    const code = template.toJSON().Resources[logicalIdOf(stack, fn)].Properties.Code;
    return path.join(programme.app.outdir, `asset.${String(code.S3Key).replace(/\.zip$/, '')}`);
  }

  it('deploys the code sync with the pinned store API version in its code, not in a setting a deploy could change', () => {
    const variables = template.toJSON().Resources[logicalIdOf(stack, codeSync)].Properties.Environment.Variables as Record<string, unknown>;
    const bundle = readFileSync(path.join(assetDirOf(codeSync), 'index.mjs'), 'utf8');

    expect(variables).not.toHaveProperty('SHOPIFY_API_VERSION');
    expect(bundle).toMatch(new RegExp(`["'\`]${STORE_API_VERSION}["'\`]`));
    // The discount it creates names its buyers with `context`, not the deprecated `customerSelection`.
    expect(bundle).not.toContain('customerSelection');
  });

  it('bundles a real domain Lambda to an ES module that Node loads, its environment checked at start', () => {
    const assetDir = assetDirOf(health);
    // Inside the repository, so the AWS SDK (external to the bundle, provided by the Lambda runtime) resolves.
    const runDir = mkdtempSync(path.join(repoRoot, 'node_modules', '.infra-bundle-'));
    try {
      cpSync(assetDir, runDir, { recursive: true });
      const loaded = execFileSync(
        process.execPath,
        ['--enable-source-maps', '--input-type=module', '-e', "const m = await import('./index.mjs'); console.log(typeof m.handler);"],
        {
          cwd: runDir,
          encoding: 'utf8',
          // Captured rather than inherited: a failed import reports it in the thrown error.
          stdio: 'pipe',
          env: {
            PATH: process.env.PATH,
            AWS_REGION: 'eu-west-1',
            AWS_LAMBDA_FUNCTION_NAME: 'health',
            TABLE_NAME: 'programme',
            USER_POOL_ID: 'eu-west-1_example',
            USER_POOL_CLIENT_ID: 'client',
            ASSETS_BUCKET: 'assets',
            ASSETS_BASE_URL: 'https://assets.example.com',
            EVENT_BUS_NAME: 'programme',
          },
        },
      );

      expect(loaded.trim()).toBe('function');
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});

describe('ProgrammeFunction bundling', () => {
  const entry = path.join(fixturesDir, 'bundled-lambda.ts');
  let outdir: string;
  let fn: ProgrammeFunction;
  let asset: string;
  let assetDir: string;

  beforeAll(() => {
    outdir = mkdtempSync(path.join(os.tmpdir(), 'infra-bundling-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'bundling-under-test');
    fn = new ProgrammeFunction(stack, 'Bundled', { entry: 'bundled-lambda.ts', sourceDir: fixturesDir });
    const code = Template.fromStack(stack).toJSON().Resources[logicalIdOf(stack, fn)].Properties.Code;
    assetDir = path.join(outdir, `asset.${String(code.S3Key).replace(/\.zip$/, '')}`);
    asset = readFileSync(path.join(assetDir, BUNDLE_FILE), 'utf8');
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('deploys exactly what esbuild builds with the shared options, the bundle the local stack and the tests run', async () => {
    // Built beside the asset (same depth), so the source map's relative paths compare too.
    const built = await build({ ...esbuildOptionsOf(entry, path.join(outdir, 'local')), write: false });
    const textOf = (name: string) => built.outputFiles.find((file) => path.basename(file.path) === name)?.text;

    expect(built.outputFiles.map((file) => path.basename(file.path)).sort()).toEqual([BUNDLE_FILE, `${BUNDLE_FILE}.map`]);
    expect(textOf(BUNDLE_FILE)).toBe(asset);
    expect(textOf(`${BUNDLE_FILE}.map`)).toBe(readFileSync(path.join(assetDir, `${BUNDLE_FILE}.map`), 'utf8'));
  });

  it('targets the Node.js version of the runtime it deploys to', () => {
    expect(fn.runtime.name).toBe(`nodejs${programmeBundling.target.replace(/^node/, '')}.x`);
  });

  it('leaves the AWS SDK to the runtime and recreates require for CommonJS code', () => {
    expect(asset).toMatch(/from\s*"@aws-sdk\/client-eventbridge"/);
    expect(asset.startsWith(programmeBundling.banner)).toBe(true);
  });
});
