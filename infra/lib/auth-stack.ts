import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, UserPoolClient, UserPoolGroup } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { userPoolDefinition, type EnvName } from '@app/functions/platform';
import { ProgrammeFunction } from './app-function';
import type { Durability } from './stage';

export interface AuthStackProps extends StackProps {
  stage: string;
  /** Production keeps the user pool (the accounts) on deletion; a dev stage's goes with its stack. */
  durability: Durability;
  /** The address the programme's e-mail notifications come from. */
  mailFromAddress: string;
  /** The programme's table, where the custom message trigger reads the saved Program Name and logo. */
  table: ITable;
  /** Where the public assets are served: the e-mails' logo is `${assetsBaseUrl}/public/branding/...`. */
  assetsBaseUrl: string;
}

/**
 * The Cognito user pool: one group per role, e-mail sign-in, the web app's client, the sign-up gate and
 * the invitation in the programme's name; and the SES identity of the address the programme e-mails its
 * users from.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** Shown by our sign-up routes to the pre-sign-up trigger, which refuses sign-ups without it. */
  readonly signUpKey: Secret;
  /** SES sends only from a verified identity: deploying it e-mails the address a link to confirm. */
  readonly mailIdentity: EmailIdentity;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { passwordPolicy, webClient, triggers } = userPoolDefinition;

    this.signUpKey = new Secret(this, 'SignUpKey', {
      description: 'Shown by the programme API to the user pool pre-sign-up trigger',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // The trigger reads the key from Secrets Manager at run time: the environment names the secret only.
    const preSignUp = new ProgrammeFunction(this, 'PreSignUp', {
      entry: triggers.preSignUp,
      logRetention: props.durability.logRetention,
      environment: { SIGNUP_KEY_SECRET_ID: this.signUpKey.secretArn } satisfies Partial<Record<EnvName, string>>,
    });
    this.signUpKey.grantRead(preSignUp);
    // Cognito's e-mails come under the programme's name and logo as saved in Settings: the trigger reads those two items.
    const customMessage = new ProgrammeFunction(this, 'CustomMessage', {
      entry: triggers.customMessage,
      logRetention: props.durability.logRetention,
      environment: { TABLE_NAME: props.table.tableName, ASSETS_BASE_URL: props.assetsBaseUrl } satisfies Partial<Record<EnvName, string>>,
    });
    props.table.grant(customMessage, 'dynamodb:GetItem');

    this.userPool = new UserPool(this, 'Ambassadors', {
      userPoolName: `${props.stage}-${userPoolDefinition.logicalName}`,
      // Open so our API can call SignUp (Cognito then e-mails the code); the pre-sign-up trigger refuses
      // anyone else, so the API decides who may join and in which group.
      selfSignUpEnabled: true,
      signInAliases: { email: userPoolDefinition.signInWithEmail },
      autoVerify: { email: true },
      // No invitation template: what an invited admin receives (Settings, Users) is the custom message
      // trigger's, in the saved Program Name; a pool template could override it. Should the trigger leave
      // it unset (the settings unreadable), Cognito's own text goes, which names no programme.
      passwordPolicy: {
        minLength: passwordPolicy.minLength,
        requireLowercase: passwordPolicy.requireLowercase,
        requireUppercase: passwordPolicy.requireUppercase,
        requireDigits: passwordPolicy.requireDigits,
        requireSymbols: passwordPolicy.requireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      lambdaTriggers: { preSignUp, customMessage },
      removalPolicy: props.durability.records,
      deletionProtection: props.durability.production,
    });

    for (const role of userPoolDefinition.groups) {
      new UserPoolGroup(this, `Group-${role}`, { userPool: this.userPool, groupName: role });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: webClient.logicalName,
      authFlows: webClient.authFlows,
      generateSecret: false,
      // Sign-in is our own form over USER_PASSWORD_AUTH; without this CDK enables a hosted-UI OAuth flow we never use.
      disableOAuth: true,
      // A sign-in, a password reset or a new verification code for an e-mail without an account is answered
      // as one with an account (a code "sent" to a masked address), so nobody learns which e-mails have
      // accounts. The local stack's Cognito relay answers the same way (scripts/src/local/cognito-relay.ts).
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.minutes(webClient.accessTokenValidityMinutes),
      // Amplify refreshes both tokens together, so they share a lifetime.
      idTokenValidity: Duration.minutes(webClient.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(webClient.refreshTokenValidityDays),
    });

    this.mailIdentity = new EmailIdentity(this, 'MailFrom', { identity: Identity.email(props.mailFromAddress) });
  }
}
