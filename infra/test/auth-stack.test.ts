import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../lib/paths';
import { actionsOf, exportNameOfRef, logicalIdOf, MAIL_FROM_ADDRESS, programmeForTest } from './programme-fixture';

describe('auth stack', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;

  beforeAll(() => {
    programme = programmeForTest();
    template = Template.fromStack(programme.stacks.auth);
  });
  afterAll(() => programme.dispose());

  it('verifies the address e-mail notifications come from as an SES identity', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: MAIL_FROM_ADDRESS });
  });

  it('has exactly the three role groups', () => {
    const groups = Object.values(template.findResources('AWS::Cognito::UserPoolGroup')).map((group) => group.Properties.GroupName);

    expect(groups.sort()).toEqual(['admin', 'fundraising_ambassador', 'student']);
  });

  it('requires a password of 6 characters and nothing else', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('signs in with e-mail, verifies it, and lets our API call SignUp', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
  });

  it('gates SignUp with the pre-sign-up trigger, which reads the sign-up key from Secrets Manager at run time', () => {
    const [triggerId] = Object.keys(
      template.findResources('AWS::Lambda::Function', { Properties: { Description: 'auth/pre-sign-up.ts' } }),
    );

    expect(triggerId).toBeDefined();
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    const variables = template.toJSON().Resources[triggerId!].Properties.Environment.Variables;
    const keyId = logicalIdOf(programme.stacks.auth, programme.stacks.auth.signUpKey);
    // The environment names the secret; its value is nowhere in the template.
    expect(variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: 'auth',
      SIGNUP_KEY_SECRET_ID: { Ref: keyId },
    });
    expect(JSON.stringify(template.toJSON().Resources[triggerId!])).not.toContain('{{resolve:');
    expect([...actionsOf(template, triggerId!)].sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
  });

  it("writes Cognito's e-mails with the custom message trigger, which reads the table's Program Name and logo and nothing more", () => {
    const [triggerId] = Object.keys(
      template.findResources('AWS::Lambda::Function', { Properties: { Description: 'auth/custom-message.ts' } }),
    );

    expect(triggerId).toBeDefined();
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
      // No pool template that could override the trigger's invitation.
      AdminCreateUserConfig: Match.objectLike({ InviteMessageTemplate: Match.absent() }),
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
    });
    const data = Template.fromStack(programme.stacks.data);
    const tableExport = exportNameOfRef(data, logicalIdOf(programme.stacks.data, programme.stacks.data.table));
    const variables = template.toJSON().Resources[triggerId!].Properties.Environment.Variables;
    expect(variables.TABLE_NAME).toEqual({ 'Fn::ImportValue': tableExport });
    // The logo's address: the public assets' distribution, from the storage stack.
    expect(JSON.stringify(variables.ASSETS_BASE_URL)).toContain('Fn::ImportValue');
    // No secret and no other resource's name: those two, and what every function has (NODE_OPTIONS, its service name for logs).
    expect(Object.keys(variables).sort()).toEqual(['ASSETS_BASE_URL', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'TABLE_NAME']);
    expect([...actionsOf(template, triggerId!)]).toEqual(['dynamodb:GetItem']);
  });

  it('names no programme in the user pool itself: the invitation comes from the saved Program Name', () => {
    expect(JSON.stringify(template.toJSON())).not.toContain('Ambassador Program');
  });

  it('gives the web app a public client for USER_PASSWORD_AUTH with the defined token lifetimes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AccessTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', RefreshToken: 'minutes' }),
      AllowedOAuthFlows: Match.absent(),
    });
  });

  it('answers sign-in, password reset and new codes alike whether or not the e-mail has an account', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', { PreventUserExistenceErrors: 'ENABLED' });
  });

  it('recovers accounts by e-mail only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });
});

describe('the custom message trigger as deployed', () => {
  let programme: ReturnType<typeof programmeForTest>;

  beforeAll(() => {
    programme = programmeForTest({ bundle: ['programme-test-auth'] });
  });
  afterAll(() => programme.dispose());

  /** A stand-in DynamoDB answering GetItem with the General settings an admin saved, and noting each request. */
  async function fakeTable(programName: string) {
    const requests: Array<{ target: string; body: { TableName: string; Key: unknown } }> = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const parsed = JSON.parse(body) as { TableName: string; Key: { pk: { S: string } } };
        requests.push({ target: String(request.headers['x-amz-target']), body: parsed });
        response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
        const settings: Record<string, unknown> = {
          'SETTING#general': { M: { programName: { S: programName } } },
          'SETTING#branding_logo': { M: { file_key: { S: 'public/branding/logo.png' } } },
        };
        const value = settings[parsed.Key.pk.S];
        response.end(JSON.stringify(value ? { Item: { pk: parsed.Key.pk, setting_value: value } } : {}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { endpoint: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("loads with the table's name and the assets' address alone, and writes the invitation under the saved logo and Program Name", async () => {
    const template = Template.fromStack(programme.stacks.auth);
    const [triggerId] = Object.keys(
      template.findResources('AWS::Lambda::Function', { Properties: { Description: 'auth/custom-message.ts' } }),
    );
    const code = template.toJSON().Resources[triggerId!].Properties.Code;
    const assetDir = path.join(programme.app.outdir, `asset.${String(code.S3Key).replace(/\.zip$/, '')}`);
    // Inside the repository, so the AWS SDK (external to the bundle, provided by the Lambda runtime) resolves.
    const runDir = mkdtempSync(path.join(repoRoot, 'node_modules', '.infra-bundle-'));
    const table = await fakeTable('Threads for Tomorrow');
    const event = {
      triggerSource: 'CustomMessage_AdminCreateUser',
      request: { userAttributes: { email: 'rowan@example.com' }, codeParameter: '{####}', usernameParameter: '{username}' },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    };
    try {
      cpSync(assetDir, runDir, { recursive: true });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import('./index.mjs'); console.log(JSON.stringify((await m.handler(${JSON.stringify(event)})).response));`,
        ],
        {
          cwd: runDir,
          encoding: 'utf8',
          env: {
            PATH: process.env.PATH,
            AWS_REGION: 'eu-west-1',
            AWS_ACCESS_KEY_ID: 'test',
            AWS_SECRET_ACCESS_KEY: 'test',
            AWS_ENDPOINT_URL_DYNAMODB: table.endpoint,
            TABLE_NAME: 'programme',
            ASSETS_BASE_URL: 'https://assets.example',
          },
        },
      );

      expect(JSON.parse(stdout)).toEqual({
        smsMessage: null,
        emailSubject: 'You are invited to run Threads for Tomorrow',
        emailMessage:
          '<p><img src="https://assets.example/public/branding/logo.png" alt="Threads for Tomorrow" height="48" style="display: block; height: 48px; width: auto; border: 0"></p><p>Hello! You have been invited as an admin of Threads for Tomorrow. Sign in with your e-mail address, rowan@example.com, and the temporary password {####}, then choose your own password. Your account id is {username}.</p>',
      });
      expect(table.requests).toEqual(
        expect.arrayContaining(
          ['SETTING#general', 'SETTING#branding_logo'].map((pk) => ({
            target: 'DynamoDB_20120810.GetItem',
            body: expect.objectContaining({ TableName: 'programme', Key: { pk: { S: pk }, sk: { S: 'SETTING' } } }) as unknown,
          })),
        ),
      );
      expect(table.requests).toHaveLength(2);
    } finally {
      await table.close();
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});
