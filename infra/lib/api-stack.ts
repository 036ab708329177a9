import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnStage, CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { EventField, Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq, SqsEventSource, type DynamoEventSourceProps } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { domains as programmeDomains, grantsOf, lambdaEntryOf, type Domain } from '@app/functions/platform';
import { AppFunction, constructIdOf, type ProgrammeResources } from './app-function';
import type { Durability } from './stage';

export interface ApiStackProps extends StackProps {
  resources: ProgrammeResources;
  /** How long the functions' and the API's logs are kept. */
  durability: Durability;
  /**
   * Origins allowed to call the API cross-origin. The deployed web app calls it same-origin
   * through CloudFront's /api/* behaviour; these cover a local frontend or a custom domain.
   */
  webOrigins: readonly string[];
  /** Defaults to the programme's domains; tests inject their own. */
  domains?: readonly Domain[];
  /** Where the domains' Lambda entries live; defaults to functions/src. */
  sourceDir?: string;
}

// Long enough for an order's transaction retries, a store call or a projection's batch; the HTTP API waits at most 30 s anyway.
const CONSUMER_TIMEOUT = Duration.seconds(30);

/**
 * How a domain's Lambda reads the table's stream for its projections (functions/src/lib/table-stream.ts).
 * A projection's exactly-once marker is keyed by the first change of the batch it applied, so a retry must be
 * the same batch again, from the same change: hence no bisecting on error and no partial batch responses (either
 * would start a retry at a change no marker names, and apply again what the failed attempt had applied), and one
 * batch at a time per shard, so the changes of one item reach its projection in order. A batch that still fails
 * after its retries, or whose changes are a day old, goes to the failed-stream-batches queue rather than holding
 * its shard until the stream's 24 hours expire.
 */
const STREAM_READING = {
  startingPosition: StartingPosition.TRIM_HORIZON,
  batchSize: 100,
  maxBatchingWindow: Duration.seconds(1),
  bisectBatchOnError: false,
  reportBatchItemFailures: false,
  parallelizationFactor: 1,
  retryAttempts: 10,
  maxRecordAge: Duration.days(1),
} as const satisfies Omit<DynamoEventSourceProps, 'onFailure' | 'filters'>;

// Lambda's quota of filters per event source mapping (it can be raised to 10).
const MAX_STREAM_FILTERS = 5;

/**
 * The stream records a domain's projections follow, as the event source mapping's filters: one per distinct
 * source, matching the records lib/table-stream.ts `isFrom` takes (pk starting with the prefix, sk equal).
 */
function streamFiltersOf(domain: Domain) {
  const sources = new Map((domain.projections ?? []).map(({ source }) => [`${source.pkPrefix}\u0000${source.sk}`, source]));
  if (sources.size > MAX_STREAM_FILTERS) {
    throw new Error(`${domain.name} follows ${sources.size} kinds of item; an event source mapping takes ${MAX_STREAM_FILTERS} filters`);
  }
  return [...sources.values()].map(({ pkPrefix, sk }) =>
    FilterCriteria.filter({
      // isEqual is typed `any` (jsii); it is the one-value list `[sk]`.
      dynamodb: { Keys: { pk: { S: FilterRule.beginsWith(pkPrefix) }, sk: { S: FilterRule.isEqual(sk) as string[] } } },
    }),
  );
}

// One JSON line per request, searchable in Logs Insights. requestId is API Gateway's id of the request
// (its apigw-requestid response header; the function sees it as requestContext.requestId).
const accessLogFormat = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  method: '$context.httpMethod',
  route: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  userAgent: '$context.identity.userAgent',
});

/**
 * The HTTP API and the domain functions: one Lambda per domain serves all of its routes (one API Gateway
 * route each, Cognito JWTs checked on every route that is not public) and consumes its events (one
 * EventBridge rule each) and runs its scheduled jobs (a scheduled rule each) and keeps its projections (one
 * event source mapping on the table's stream). Each function gets exactly the grants its routes, consumers,
 * jobs and projections name.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly domainFunctions = new Map<string, AppFunction>();
  /** Where events no consumer could process land; undefined when no domain takes events. */
  readonly unprocessedEvents?: Queue;
  /** Where a batch of the table's stream lands that a domain's projections failed on; undefined when no domain has one. */
  readonly failedStreamBatches?: Queue;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { resources, domains = programmeDomains } = props;

    this.httpApi = new HttpApi(this, 'Programme', {
      corsPreflight: {
        allowOrigins: [...props.webOrigins],
        allowMethods: [CorsHttpMethod.ANY],
        allowHeaders: ['authorization', 'content-type'],
      },
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.durability.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // The HTTP API's L2 stage takes no access log settings for the default stage it creates.
    const defaultStage = this.httpApi.defaultStage!.node.defaultChild as CfnStage;
    defaultStage.accessLogSettings = { destinationArn: this.accessLogs.logGroupArn, format: accessLogFormat };

    // Access tokens carry client_id rather than aud; API Gateway matches either against the audience.
    const cognitoJwt = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${resources.userPool.userPoolId}`,
      { jwtAudience: [resources.userPoolClient.userPoolClientId] },
    );

    // An event EventBridge could not deliver, or that its consumer still failed on after Lambda's own
    // retries, lands here instead of vanishing; the domain that takes undelivered events keeps each one
    // with its reason for admins to see and replay (consumers are idempotent).
    const takesEvents = (domain: Domain) => domain.consumers.length > 0 || (domain.schedules ?? []).length > 0;
    const undelivered = domains.some(takesEvents)
      ? new Queue(this, 'UnprocessedEvents', { retentionPeriod: Duration.days(14), enforceSSL: true })
      : undefined;
    this.unprocessedEvents = undelivered;

    // A stream batch's failure record (its shard and sequence numbers, not its changes) has another shape than
    // an undelivered event, and nothing replays it: it waits here for an operator (infra/README.md, Runbook).
    const readsStream = (domain: Domain) => (domain.projections ?? []).length > 0;
    const failedStreamBatches = domains.some(readsStream)
      ? new Queue(this, 'FailedStreamBatches', { retentionPeriod: Duration.days(14), enforceSSL: true })
      : undefined;
    this.failedStreamBatches = failedStreamBatches;

    for (const domain of domains) {
      const id = constructIdOf(domain.name);
      const fn = new AppFunction(this, id, {
        entry: lambdaEntryOf(domain),
        grants: grantsOf(domain),
        files: domain.files,
        resources,
        sourceDir: props.sourceDir,
        description: `${domain.name} domain`,
        timeout: takesEvents(domain) || readsStream(domain) ? CONSUMER_TIMEOUT : undefined,
        logRetention: props.durability.logRetention,
      });
      this.domainFunctions.set(domain.name, fn);

      // One integration and one invoke permission for the whole domain, not one per route.
      const integration = new HttpLambdaIntegration(`${id}Integration`, fn, { scopePermissionToRoute: false });
      for (const { contract } of domain.routes) {
        this.httpApi.addRoutes({
          path: contract.path,
          methods: [HttpMethod[contract.method]],
          integration,
          // Role checks happen in the function (authorize middleware); the gateway only proves who is calling.
          authorizer: contract.access === 'public' ? undefined : cognitoJwt,
        });
      }

      if (undelivered && takesEvents(domain)) fn.configureAsyncInvoke({ onFailure: new SqsDestination(undelivered) });
      // A message it fails on goes back to the queue alone (partial batch response), until retention ends.
      if (undelivered && domain.undelivered) fn.addEventSource(new SqsEventSource(undelivered, { reportBatchItemFailures: true }));
      // One mapping for all of a domain's projections: its handler hands each projection its own changes.
      if (failedStreamBatches && readsStream(domain)) {
        fn.addEventSource(
          new DynamoEventSource(resources.table, {
            ...STREAM_READING,
            onFailure: new SqsDlq(failedStreamBatches),
            filters: streamFiltersOf(domain),
          }),
        );
      }
      // A schedule's event is routed from the bus too, so one put by hand or replayed reaches its job.
      for (const event of [...domain.consumers.map((declared) => declared.event), ...(domain.schedules ?? []).map((job) => job.schedule)]) {
        new Rule(this, `${id}${constructIdOf(event.detailType)}Rule`, {
          eventBus: resources.eventBus,
          description: `${event.detailType} from ${event.source} to the ${domain.name} domain`,
          eventPattern: { source: [event.source], detailType: [event.detailType] },
          targets: [new LambdaFunction(fn, { deadLetterQueue: undelivered })],
        });
      }
      // EventBridge runs schedules only on the default bus. The target's input is the schedule's own event,
      // with the time the run was due, so the Lambda dispatches it as it would the same event from the bus.
      for (const { schedule: due } of domain.schedules ?? []) {
        new Rule(this, `${id}${constructIdOf(due.detailType)}Schedule`, {
          description: `${due.detailType} at cron(${due.cron}) UTC to the ${domain.name} domain`,
          schedule: Schedule.expression(`cron(${due.cron})`),
          targets: [
            new LambdaFunction(fn, {
              deadLetterQueue: undelivered,
              event: RuleTargetInput.fromObject({
                source: due.source,
                'detail-type': due.detailType,
                detail: { scheduled_at: EventField.time },
              }),
            }),
          ],
        });
      }
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
