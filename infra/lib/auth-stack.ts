import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, UserPoolClient, UserPoolGroup } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { userPoolDefinition } from '@app/functions/platform/user-pool';

export interface AuthStackProps extends StackProps {
  stage: string;
}

/** The Cognito user pool: one group per role, e-mail sign-in, and the web app's client. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { passwordPolicy, webClient } = userPoolDefinition;

    this.userPool = new UserPool(this, 'Ambassadors', {
      userPoolName: `${props.stage}-${userPoolDefinition.logicalName}`,
      // Open so our API can call SignUp; the API, not the browser, decides who may join and in which group.
      selfSignUpEnabled: true,
      signInAliases: { email: userPoolDefinition.signInWithEmail },
      autoVerify: { email: true },
      passwordPolicy: {
        minLength: passwordPolicy.minLength,
        requireLowercase: passwordPolicy.requireLowercase,
        requireUppercase: passwordPolicy.requireUppercase,
        requireDigits: passwordPolicy.requireDigits,
        requireSymbols: passwordPolicy.requireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      removalPolicy: RemovalPolicy.RETAIN,
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
      accessTokenValidity: Duration.minutes(webClient.accessTokenValidityMinutes),
      // Amplify refreshes both tokens together, so they share a lifetime.
      idTokenValidity: Duration.minutes(webClient.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(webClient.refreshTokenValidityDays),
    });
  }
}
