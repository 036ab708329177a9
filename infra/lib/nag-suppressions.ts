import { Stack, Validations } from 'aws-cdk-lib';
import { CfnRoute, HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';
import { routeKeyOf } from '@app/shared/contracts';
import { domains as programmeDomains, grantsOf, pageDomains, type Domain, type Grant } from '@app/functions/platform';
import { ProgrammeFunction } from './app-function';
import type { ApiStack } from './api-stack';
import type { AuthStack } from './auth-stack';
import type { DataStack } from './data-stack';
import type { Durability } from './stage';
import type { StorageStack } from './storage-stack';
import type { WebStack } from './web-stack';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';

/**
 * Every cdk-nag (AwsSolutions) finding the programme accepts, each with its reason, in one list.
 * bin/app.ts runs the checks on every `cdk synth`, and infra/test/programme-stages.test.ts on both kinds
 * of stage: a finding not acknowledged here fails both.
 *
 * Accepting one more finding is one entry in `accepted` below: the rule (or one finding of it,
 * `Rule[Finding]`, as the checks print it), the constructs it applies to (with what they contain), and
 * why. Name the narrowest constructs that have the finding, never a whole stack.
 */
export interface NagScope {
  stacks: { data: DataStack; auth: AuthStack; storage: StorageStack; api: ApiStack; web: WebStack };
  durability: Durability;
  domains: readonly Domain[];
}

interface Accepted {
  /** 'AwsSolutions-S1', or one finding: 'AwsSolutions-IAM5[Action::s3:List*]'. */
  id: string | ((scope: NagScope) => string);
  on: (scope: NagScope) => Iterable<IConstruct>;
  reason: string;
}

/** Every programme Lambda (the domains' and the user pool triggers), with its role and policy. */
const programmeFunctions = ({ stacks }: NagScope) => [stacks.auth, stacks.api, stacks.web].flatMap(ofType(ProgrammeFunction));
/** The domain functions whose grants name the assets bucket: reading it, or reading and writing it. */
const domainsGranted =
  (...wanted: Grant[]) =>
  ({ stacks, domains }: NagScope) =>
    domains
      .filter((domain) => grantsOf(domain).some((grant) => wanted.includes(grant)))
      .map((domain) => stacks.api.domainFunctions.get(domain.name)!);
const assetReaders = domainsGranted('assets:read', 'assets:write');
/** The domain functions that read the table's stream for their projections. */
const streamReaders = ({ stacks, domains }: NagScope) =>
  domains.filter((domain) => (domain.projections ?? []).length > 0).map((domain) => stacks.api.domainFunctions.get(domain.name)!);
const assetWriters = domainsGranted('assets:write');
const distributions = ({ stacks }: NagScope) => [stacks.storage.assetsCdn, stacks.web.distribution];
/**
 * The routes whose contract is public (`access: 'public'`), which the gateway lets through without a JWT: the
 * API's, and the server-rendered pages' (every page is public), which the web stack adds.
 */
const publicRoutes = ({ stacks, domains }: NagScope) => {
  const keys = new Set(
    [...domains, ...pageDomains].flatMap((domain) =>
      [...domain.routes, ...(domain.pages ?? [])]
        .filter((route) => route.contract.access === 'public')
        .map((route) => routeKeyOf(route.contract)),
    ),
  );
  return [stacks.api, stacks.web].flatMap(ofType(HttpRoute)).filter((route) => keys.has((route.node.defaultChild as CfnRoute).routeKey));
};

/**
 * The IAM5 finding of a wildcard under a value another stack exports: cdk-nag prints the export's name,
 * which exportValue gives (the same export the cross-stack reference makes).
 */
const wildcardUnderImport = (producer: Stack, value: string, suffix: string) => {
  const imported = producer.resolve(producer.exportValue(value)) as { 'Fn::ImportValue': string };
  return `AwsSolutions-IAM5[Resource::${imported['Fn::ImportValue']}${suffix}]`;
};

const accepted: Accepted[] = [
  // Lambda
  {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    on: programmeFunctions,
    reason:
      'The managed basic execution policy grants only CreateLogGroup, CreateLogStream and PutLogEvents, which every function needs for its logs.',
  },
  {
    id: ({ stacks }) => wildcardUnderImport(stacks.data, stacks.data.table.tableArn, '/index/*'),
    on: programmeFunctions,
    reason:
      "Queries on the table's global secondary indexes (gsi1, gsi2, leaderboard) need its index ARNs; the grant names this one table's indexes and no other table.",
  },
  {
    id: 'AwsSolutions-IAM5[Resource::*]',
    on: streamReaders,
    reason:
      "dynamodb:ListStreams, which the stream event source's grant adds, names no resource in IAM (it is allowed on * or not at all) and lists stream ARNs only; the stream's records are readable from this table's stream alone.",
  },
  {
    id: 'AwsSolutions-IAM5[Action::s3:GetObject*]',
    on: assetReaders,
    reason:
      'grantRead on the assets bucket: GetObject and its Version, Acl, Tagging variants; reads of any key are by design (presigned GETs of uploads the API checked).',
  },
  {
    id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]',
    on: assetReaders,
    reason: "grantRead on the assets bucket: bucket-level reads of this one bucket (the health check's HeadBucket needs them).",
  },
  {
    id: 'AwsSolutions-IAM5[Action::s3:List*]',
    on: assetReaders,
    reason: 'grantRead on the assets bucket: listing this one bucket (HeadBucket for the health check, listing an upload prefix).',
  },
  {
    id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
    on: assetWriters,
    reason: 'grantReadWrite on the assets bucket: deleting a refused upload or a deleted template or user files, by keys the API computes.',
  },
  {
    id: 'AwsSolutions-IAM5[Action::s3:Abort*]',
    on: assetWriters,
    reason: 'grantReadWrite on the assets bucket: aborting a multipart upload of this one bucket.',
  },
  {
    id: ({ stacks }) => wildcardUnderImport(stacks.storage, stacks.storage.assetsBucket.bucketArn, '/*'),
    on: assetReaders,
    reason:
      "Objects of the assets bucket only: keys are per user and per upload (submissions/<userId>/...), known at run time, and the API checks each key's owner.",
  },
  // Secrets
  {
    id: 'AwsSolutions-SMG4',
    on: ({ stacks }) => [stacks.storage.storeCredentials],
    reason:
      'The webhook secret and the Admin API token are issued by Shopify, not generated here: they are rotated by hand in the store and then in the secret (infra/README.md, Runbook).',
  },
  {
    id: 'AwsSolutions-SMG4',
    on: ({ stacks }) => [stacks.auth.signUpKey],
    reason:
      'The sign-up key is read at run time by the sign-up routes and the pre-sign-up trigger (cached five minutes); a rotation is one put-secret-value (infra/README.md, Rotating secrets), not a rotation Lambda.',
  },
  {
    id: 'AwsSolutions-SMG4',
    on: ({ stacks }) => [stacks.storage.originSecret],
    reason:
      'CloudFront takes the origin secret at deploy time, so a rotation is two steps a rotation Lambda cannot take: a new value accepted beside the old, then a web stack deploy naming its version (infra/README.md, Rotating secrets).',
  },

  // Cognito
  {
    id: 'AwsSolutions-COG1',
    on: ({ stacks }) => [stacks.auth.userPool],
    reason:
      'The spec sets the password rule: 6 characters or more and nothing else; the API validates it with the same schema as the forms.',
  },
  {
    id: 'AwsSolutions-COG2',
    on: ({ stacks }) => [stacks.auth.userPool],
    reason: 'The spec has no MFA: ambassadors are students and volunteers signing in with e-mail and password.',
  },
  {
    id: 'AwsSolutions-COG8',
    on: ({ stacks }) => [stacks.auth.userPool],
    reason:
      'The Plus feature plan (threat protection) costs per active user; sign-up goes through our API, which throttles per client and checks passcodes.',
  },

  // API Gateway
  {
    id: 'AwsSolutions-APIG4',
    on: publicRoutes,
    reason:
      "Public by contract (access: 'public'): health, sign-up and confirmation, the campaign pages and lists, applications, branding, and the store webhook, which proves itself with Shopify's HMAC instead of a JWT.",
  },

  // SQS
  {
    id: 'AwsSolutions-SQS3',
    on: ({ stacks }) => (stacks.api.unprocessedEvents ? [stacks.api.unprocessedEvents] : []),
    reason:
      'It is the dead-letter queue: Lambda on-failure destinations and EventBridge targets send it what they could not deliver, and the dead-letters domain keeps each one in the table.',
  },
  {
    id: 'AwsSolutions-SQS3',
    on: ({ stacks }) => (stacks.api.failedStreamBatches ? [stacks.api.failedStreamBatches] : []),
    reason:
      "It is a dead-letter queue itself: the stream event source mapping's on-failure destination, holding each failed batch's shard and sequence numbers for an operator (infra/README.md, Runbook).",
  },

  // SNS
  {
    id: 'AwsSolutions-SNS2',
    on: ({ stacks }) => ofType(Topic)(stacks.api),
    reason:
      'Alarm notifications carry no personal data, and CloudWatch cannot publish to a topic under the AWS-managed SNS key; a customer key would cost more than the alarms.',
  },

  // S3 and CloudFront
  {
    id: 'AwsSolutions-S1',
    on: ({ stacks }) => [stacks.storage.assetsBucket],
    reason:
      'Uploads are written and read through presigned URLs the API issues to a signed-in caller (logged with the request id), and public files through CloudFront; a log bucket per stage would add cost and a bucket to secure for little more.',
  },
  {
    id: 'AwsSolutions-S1',
    on: ({ stacks }) => [stacks.web.siteBucket],
    reason: 'The site bucket holds only the public web build, rebuilt on each deploy; CloudFront is its only reader.',
  },
  { id: 'AwsSolutions-CFR1', on: distributions, reason: 'The programme is open to supporters in any country.' },
  {
    id: 'AwsSolutions-CFR2',
    on: distributions,
    reason:
      'No WAF web ACL (from $5 a month plus requests): the API limits each client itself (throttle counters keyed on CloudFront-Viewer-Address) and the buckets are private.',
  },
  {
    id: 'AwsSolutions-CFR3',
    on: distributions,
    reason:
      "Requests are logged where they are served: the API's access log (one JSON line per request) and the functions' logs; the static files need no per-request log.",
  },
  {
    id: 'AwsSolutions-CFR4',
    on: distributions,
    reason:
      "The distributions use CloudFront's default *.cloudfront.net certificate, whose minimum TLS version cannot be set; with a custom domain and an ACM certificate, set minimumProtocolVersion TLS_V1_2_2021.",
  },

  // The server-rendered pages
  {
    id: ({ stacks }) =>
      `AwsSolutions-IAM5[Resource::<${stacks.web.getLogicalId(stacks.web.siteBucket.node.defaultChild as CfnBucket)}.Arn>/mf/*/page-assets.json]`,
    on: ({ stacks }) => [...stacks.web.pageFunctions.values()],
    reason:
      "Each remote's page-assets.json sits under its build's versioned prefix (mf/<app>/<version>/), which a release chooses after this deploy; the function reads only that file name, and only GetObject.",
  },

  // DynamoDB
  {
    id: 'AwsSolutions-DDB3',
    on: ({ stacks, durability }) => (durability.production ? [] : [stacks.data.table]),
    reason: "A dev stage's table holds demo data and goes with its stack; production has point-in-time recovery (stage.ts).",
  },
];

/** Acknowledges each accepted finding on the constructs it names, with its reason. */
export function acknowledgeNagFindings(stacks: NagScope['stacks'], options: { durability: Durability; domains?: readonly Domain[] }): void {
  const scope: NagScope = { stacks, durability: options.durability, domains: options.domains ?? programmeDomains };
  for (const { id, on, reason } of accepted) {
    const ruleId = typeof id === 'string' ? id : id(scope);
    for (const construct of on(scope)) Validations.of(construct).acknowledge({ id: ruleId, reason });
  }
}

function ofType<T extends IConstruct>(type: abstract new (...args: never[]) => T) {
  return (root: IConstruct): T[] => root.node.findAll().filter((construct): construct is T => construct instanceof type);
}
