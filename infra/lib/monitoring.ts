import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, programmeMetrics, type ProgrammeMetric } from '@app/functions/platform';
import { constructIdOf } from './app-function';

export interface MonitoringProps {
  stage: string;
  httpApi: HttpApi;
  /** Each domain's Lambda, by domain name. */
  domainFunctions: ReadonlyMap<string, IFunction>;
  /** The queue undeliverable events land in (the API stack's), when any domain takes events. */
  unprocessedEvents?: IQueue;
  /** The queue a stream batch lands in when a domain's projections failed on it (the API stack's), when any domain has one. */
  failedStreamBatches?: IQueue;
  /** Subscribed to every alarm, when set (`-c alarmEmail=ops@brand.org`). */
  alarmEmail?: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/** The thresholds the alarms below hold to; the README's Monitoring section names them. */
export const alarmThresholds = {
  /** Percent of API answers that are 5xx, over five minutes... */
  apiServerErrorPercent: 5,
  /** ...once the API answered at least this many requests in them, so one failure of two calls pages nobody. */
  apiMinimumRequests: 10,
  /** Codes the store refused or could not be reached for, in an hour: more than an odd taken code. */
  codeSyncFailuresPerHour: 5,
  /** Periods of five minutes an undelivered event may wait in the queue before the dead-letters domain is late taking it. */
  unprocessedWaitingPeriods: 3,
} as const;

/** One of the programme's own metrics (functions/src/platform/metrics.ts), as the functions emit it. */
export function programmeMetric(key: ProgrammeMetric, statistic: string, period = FIVE_MINUTES): Metric {
  const { name, service } = programmeMetrics[key];
  return new Metric({ namespace: METRICS_NAMESPACE, metricName: name, dimensionsMap: { service }, statistic, period });
}

/** The same, labelled for a graph with its unit: 'WebhookLatency (milliseconds, p99)'. */
function programmeGraphMetric(key: ProgrammeMetric, statistic: string): Metric {
  const { name, unit } = programmeMetrics[key];
  const label = unit === 'Count' ? `${name} (${statistic.toLowerCase()})` : `${name} (${unit.toLowerCase()}, ${statistic})`;
  return programmeMetric(key, statistic).with({ label });
}

/**
 * What an operator watches: an alarm on each domain function's errors and throttles, on events that could
 * not be delivered, on stream batches the projections failed on, on the API's rate of 5xx answers and on codes the store refuses, all sent to one SNS
 * topic; and one dashboard with the programme's own metrics beside the functions', the API's and the
 * queue's. It lives in the API stack, beside what it watches, so it needs no cross-stack export and a
 * domain added or removed brings its alarms with it.
 */
export class ProgrammeMonitoring extends Construct {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { httpApi, domainFunctions, unprocessedEvents, failedStreamBatches } = props;

    this.alarmTopic = new Topic(this, 'Alarms', { displayName: `Programme ${props.stage} alarms`, enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.alarmTopic);

    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1) => {
      const created = new Alarm(this, alarmId, {
        alarmName: `programme-${props.stage}-${alarmId}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No data is no traffic, not a failure.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      this.alarms.push(created);
      return created;
    };

    for (const [domain, fn] of domainFunctions) {
      const id = constructIdOf(domain);
      alarm(
        `${id}Errors`,
        `The ${domain} domain's Lambda failed (an uncaught error or a timeout). Its log group has the request id and the stack.`,
        fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
      );
      alarm(
        `${id}Throttles`,
        `Lambda refused to run the ${domain} domain's function (account or reserved concurrency reached).`,
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
      );
    }

    if (unprocessedEvents) {
      alarm(
        'UnprocessedEventsArrived',
        'An event could not be delivered or its consumer failed every retry: it is now a dead letter. See Dead letters in the admin app; replay with npm run redrive once the cause is fixed (infra/README.md, Runbook).',
        unprocessedEvents.metricNumberOfMessagesSent({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
      );
      alarm(
        'UnprocessedEventsWaiting',
        'Undelivered events wait in the queue: the dead-letters domain is not taking them (see its Errors alarm and log group). They stay 14 days.',
        unprocessedEvents.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Minimum' }),
        1,
        alarmThresholds.unprocessedWaitingPeriods,
      );
    }

    if (failedStreamBatches) {
      alarm(
        'FailedStreamBatchesArrived',
        "A batch of the table's changes failed every retry of a domain's projections: their read model misses it until rebuilt. See the domain's Errors alarm and log group, then infra/README.md, Runbook.",
        failedStreamBatches.metricNumberOfMessagesSent({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
      );
    }

    const apiRequests = httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const api4xx = httpApi.metricClientError({ period: FIVE_MINUTES });
    const api5xx = httpApi.metricServerError({ period: FIVE_MINUTES });
    const { apiServerErrorPercent, apiMinimumRequests } = alarmThresholds;
    alarm(
      'ApiServerErrorRate',
      `More than ${apiServerErrorPercent}% of the API's answers in five minutes were 5xx (with at least ${apiMinimumRequests} requests). The access log group has each one's request id.`,
      new MathExpression({
        expression: `IF(requests >= ${apiMinimumRequests}, 100 * FILL(serverErrors, 0) / requests, 0)`,
        usingMetrics: { requests: apiRequests, serverErrors: api5xx },
        period: FIVE_MINUTES,
        label: 'API 5xx (% of requests)',
      }),
      apiServerErrorPercent,
    );
    alarm(
      'CodeSyncFailures',
      `The store refused or could not be reached for ${alarmThresholds.codeSyncFailuresPerHour} or more discount codes in an hour. The code sync screen lists each with its reason; check the store's Admin API token (infra/README.md, Runbook).`,
      programmeMetric('codeSyncFailures', 'Sum', Duration.hours(1)),
      alarmThresholds.codeSyncFailuresPerHour,
    );

    const perDomain = (metricOf: (fn: IFunction) => Metric) =>
      [...domainFunctions].map(([domain, fn]) => metricOf(fn).with({ label: domain }));
    const wide = { width: 12, height: 6 };
    const third = { width: 8, height: 6 };

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `programme-${props.stage}`,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new GraphWidget({ title: 'Orders ingested', left: [programmeGraphMetric('ordersIngested', 'Sum')], ...third }),
          new GraphWidget({
            title: 'Store webhook latency (ms)',
            left: [programmeGraphMetric('webhookLatency', 'p50'), programmeGraphMetric('webhookLatency', 'p99')],
            ...third,
          }),
          new GraphWidget({ title: 'Code sync failures', left: [programmeGraphMetric('codeSyncFailures', 'Sum')], ...third }),
        ],
        [
          new GraphWidget({
            title: 'API requests and errors',
            left: [apiRequests.with({ label: 'requests' })],
            right: [api4xx.with({ label: '4xx' }), api5xx.with({ label: '5xx' })],
            ...wide,
          }),
          new GraphWidget({
            title: 'API latency (ms)',
            left: [
              httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'p50' }),
              httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'p99' }),
            ],
            ...wide,
          }),
        ],
        [
          new GraphWidget({
            title: 'Function errors',
            left: perDomain((fn) => fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
            ...third,
          }),
          new GraphWidget({
            title: 'Function throttles',
            left: perDomain((fn) => fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' })),
            ...third,
          }),
          new GraphWidget({
            title: 'Function duration p99 (ms)',
            left: perDomain((fn) => fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' })),
            ...third,
          }),
        ],
        [
          ...(unprocessedEvents
            ? [
                new GraphWidget({
                  title: 'Undelivered events (queue)',
                  left: [
                    unprocessedEvents.metricNumberOfMessagesSent({ period: FIVE_MINUTES, statistic: 'Sum', label: 'arrived' }),
                    unprocessedEvents.metricApproximateNumberOfMessagesVisible({
                      period: FIVE_MINUTES,
                      statistic: 'Maximum',
                      label: 'waiting',
                    }),
                  ],
                  ...wide,
                }),
              ]
            : []),
          new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, ...wide }),
        ],
      ],
    });
  }
}
