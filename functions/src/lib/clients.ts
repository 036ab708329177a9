import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

/** Built on first use and kept at module scope, so a warm Lambda reuses its connections. */
function once<T>(build: () => T): () => T {
  let client: T | undefined;
  return () => (client ??= build());
}

/** The one place AWS clients are built. Only lib/ uses the DynamoDB client; domains go through lib/table. */
export const dynamo = once(() => DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }));
export const cognito = once(() => new CognitoIdentityProviderClient({}));
export const s3 = once(() => new S3Client({ forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' }));
export const eventBridge = once(() => new EventBridgeClient({}));
export const ses = once(() => new SESv2Client({}));
