import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnStage, CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { EventField, Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
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

// Long enough for an order's transaction retries or a store call; the HTTP API waits at most 30 s anyway.
const CONSUMER_TIMEOUT = Duration.seconds(30);

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
 * EventBridge rule each) and runs its scheduled jobs (a scheduled rule each). Each function gets exactly
 * the grants its routes, consumers and jobs name.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly domainFunctions = new Map<string, AppFunction>();
  /** Where events no consumer could process land; undefined when no domain takes events. */
  readonly unprocessedEvents?: Queue;
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

    for (const domain of domains) {
      const id = constructIdOf(domain.name);
      const fn = new AppFunction(this, id, {
        entry: lambdaEntryOf(domain),
        grants: grantsOf(domain),
        files: domain.files,
        resources,
        sourceDir: props.sourceDir,
        description: `${domain.name} domain`,
        timeout: takesEvents(domain) ? CONSUMER_TIMEOUT : undefined,
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
