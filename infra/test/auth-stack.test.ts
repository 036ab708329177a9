import { Match, Template } from 'aws-cdk-lib/assertions';
import { MAIL_FROM_ADDRESS, programmeForTest } from './programme-fixture';

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

  it('gates SignUp with the pre-sign-up trigger, which holds the sign-up key as a dynamic reference', () => {
    const [triggerId] = Object.keys(
      template.findResources('AWS::Lambda::Function', { Properties: { Description: 'auth/pre-sign-up.ts' } }),
    );

    expect(triggerId).toBeDefined();
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    const variables = template.toJSON().Resources[triggerId!].Properties.Environment.Variables;
    expect(JSON.stringify(variables.SIGNUP_KEY)).toContain('{{resolve:secretsmanager:');
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
