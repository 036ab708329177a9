import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { eventBusDefinition, eventRules, type EventRuleDefinition } from '@app/functions/platform/event-rules';
import { AppFunction, constructIdOf, type ProgrammeResources } from './app-function';

export interface EventsStackProps extends StackProps {
  stage: string;
  /** Everything but the bus, which this stack owns. */
  resources: Omit<ProgrammeResources, 'eventBus'>;
  /** Defaults to the programme's rules; tests inject their own. */
  rules?: readonly EventRuleDefinition[];
  /** Where consumer modules live; defaults to functions/src. */
  consumersDir?: string;
}

/** The programme's event bus and, per rule in event-rules.ts, a rule that invokes its consumer. */
export class EventsStack extends Stack {
  readonly eventBus: EventBus;
  readonly consumers: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { rules = eventRules, consumersDir } = props;

    this.eventBus = new EventBus(this, 'Programme', { eventBusName: `${props.stage}-${eventBusDefinition.logicalName}` });
    const resources: ProgrammeResources = { ...props.resources, eventBus: this.eventBus };

    // An event EventBridge could not deliver, or that its consumer still failed on after Lambda's own
    // retries, lands here instead of vanishing; consumers are idempotent, so it can be replayed.
    const undelivered =
      rules.length > 0 ? new Queue(this, 'UnprocessedEvents', { retentionPeriod: Duration.days(14), enforceSSL: true }) : undefined;

    for (const rule of rules) {
      const consumer = new AppFunction(this, constructIdOf(rule.name), {
        handler: rule.consumer,
        grants: rule.grants,
        resources,
        sourceDir: consumersDir,
        description: `event rule ${rule.name}`,
        timeout: Duration.seconds(30),
      });
      if (undelivered) consumer.configureAsyncInvoke({ onFailure: new SqsDestination(undelivered) });
      new Rule(this, `${constructIdOf(rule.name)}Rule`, {
        eventBus: this.eventBus,
        description: `${rule.pattern.detailType.join(', ')} from ${rule.pattern.source.join(', ')}`,
        eventPattern: { source: [...rule.pattern.source], detailType: [...rule.pattern.detailType] },
        targets: [new LambdaFunction(consumer, { deadLetterQueue: undelivered })],
      });
      this.consumers.push(consumer);
    }
  }
}
