import { Match, Template } from 'aws-cdk-lib/assertions';
import { METRICS_NAMESPACE, domains, programmeMetrics } from '@app/functions/platform';
import { alarmThresholds } from '../lib/monitoring';
import { logicalIdOf, programmeForTest } from './programme-fixture';

const ALARM_EMAIL = 'ops@brand.example';

describe('monitoring', () => {
  let programme: ReturnType<typeof programmeForTest>;
  let template: Template;
  let topicId: string;

  beforeAll(() => {
    programme = programmeForTest({ alarmEmail: ALARM_EMAIL });
    template = Template.fromStack(programme.stacks.api);
    topicId = logicalIdOf(programme.stacks.api, programme.stacks.monitoring.alarmTopic);
  });
  afterAll(() => programme.dispose());

  const alarms = () =>
    Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties as Record<string, unknown>);
  const alarmOn = (metricName: string, dimensions: unknown) =>
    alarms().filter((alarm) => alarm.MetricName === metricName && JSON.stringify(alarm.Dimensions) === JSON.stringify(dimensions));
  const dashboardBody = () =>
    JSON.stringify(Object.values(template.findResources('AWS::CloudWatch::Dashboard'))[0]!.Properties.DashboardBody);

  it('sends every alarm, and its recovery, to one topic that takes only TLS, which mails -c alarmEmail', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ALARM_EMAIL, TopicArn: { Ref: topicId } });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions).toEqual([{ Ref: topicId }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
  });

  it.each(domains.map((domain) => [domain.name]))("alarms on the %s domain function's first error and first throttle", (name) => {
    const fnId = logicalIdOf(programme.stacks.api, programme.stacks.api.domainFunctions.get(name)!);
    const dimensions = [{ Name: 'FunctionName', Value: { Ref: fnId } }];

    for (const metricName of ['Errors', 'Throttles']) {
      expect(alarmOn(metricName, dimensions)).toEqual([
        expect.objectContaining({
          Namespace: 'AWS/Lambda',
          Statistic: 'Sum',
          Period: 300,
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        }),
      ]);
    }
  });

  it('alarms when an event lands in the dead-letter queue, and when it waits there untaken', () => {
    const queueId = logicalIdOf(programme.stacks.api, programme.stacks.api.unprocessedEvents!);
    const dimensions = [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }];

    expect(alarmOn('NumberOfMessagesSent', dimensions)).toEqual([expect.objectContaining({ Statistic: 'Sum', Threshold: 1 })]);
    expect(alarmOn('ApproximateNumberOfMessagesVisible', dimensions)).toEqual([
      expect.objectContaining({ Statistic: 'Minimum', Threshold: 1, EvaluationPeriods: alarmThresholds.unprocessedWaitingPeriods }),
    ]);
  });

  it("alarms when a batch of the table's stream lands in the failed-stream-batches queue (the orders domain has projections)", () => {
    const queueId = logicalIdOf(programme.stacks.api, programme.stacks.api.failedStreamBatches!);
    const dimensions = [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }];

    expect(alarmOn('NumberOfMessagesSent', dimensions)).toEqual([expect.objectContaining({ Statistic: 'Sum', Threshold: 1, Period: 300 })]);
  });

  it("alarms on the API's rate of 5xx answers, not their count, once it has traffic", () => {
    const apiId = logicalIdOf(programme.stacks.api, programme.stacks.api.httpApi);
    const rate = alarms().find((alarm) => JSON.stringify(alarm.Metrics ?? []).includes('"5xx"'))!;

    expect(rate).toMatchObject({ Threshold: alarmThresholds.apiServerErrorPercent });
    const metrics = rate.Metrics as Array<{ Id: string; Expression?: string; MetricStat?: { Metric: Record<string, unknown> } }>;
    expect(metrics.find((metric) => metric.Expression)!.Expression).toBe(
      `IF(requests >= ${alarmThresholds.apiMinimumRequests}, 100 * FILL(serverErrors, 0) / requests, 0)`,
    );
    for (const [id, metricName] of [
      ['requests', 'Count'],
      ['serverErrors', '5xx'],
    ]) {
      expect(metrics.find((metric) => metric.Id === id)!.MetricStat!.Metric).toEqual({
        Namespace: 'AWS/ApiGateway',
        MetricName: metricName,
        Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
      });
    }
  });

  it('alarms on code-sync failures by the name and dimension the functions emit them with', () => {
    const { name, service } = programmeMetrics.codeSyncFailures;

    expect(alarmOn(name, [{ Name: 'service', Value: service }])).toEqual([
      expect.objectContaining({
        Namespace: METRICS_NAMESPACE,
        Statistic: 'Sum',
        Period: 3600,
        Threshold: alarmThresholds.codeSyncFailuresPerHour,
      }),
    ]);
  });

  it("writes the API's access log, one JSON line per request with its request id, for the stage's retention", () => {
    const logsId = logicalIdOf(programme.stacks.api, programme.stacks.api.accessLogs);

    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [logsId, 'Arn'] },
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it("graphs the programme's own metrics from their shared names: orders ingested, webhook latency p50 and p99, code-sync failures", () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'programme-test' });
    const body = dashboardBody();
    const metricOf = ({ name, service }: { name: string; service: string }) =>
      `[\\"${METRICS_NAMESPACE}\\",\\"${name}\\",\\"service\\",\\"${service}\\"`;

    expect(body).toContain(metricOf(programmeMetrics.ordersIngested));
    expect(body).toContain(metricOf(programmeMetrics.codeSyncFailures));
    for (const stat of ['p50', 'p99']) {
      expect(body).toMatch(new RegExp(`${escape(metricOf(programmeMetrics.webhookLatency))}[^\\]]*\\\\"stat\\\\":\\\\"${stat}\\\\"`));
    }
  });

  it("graphs every domain function's errors, throttles and duration, and the API's requests, 4xx, 5xx and latency", () => {
    const body = dashboardBody();

    for (const metricName of ['Errors', 'Throttles', 'Duration']) {
      expect(body.split(`[\\"AWS/Lambda\\",\\"${metricName}\\",\\"FunctionName\\"`).length - 1).toBe(domains.length);
    }
    for (const metricName of ['Count', '4xx', '5xx', 'Latency'])
      expect(body).toContain(`[\\"AWS/ApiGateway\\",\\"${metricName}\\",\\"ApiId\\"`);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
