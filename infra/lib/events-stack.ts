import { Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { eventBusDefinition } from '@app/functions/platform';

export interface EventsStackProps extends StackProps {
  stage: string;
}

/**
 * The programme's event bus. Its rules live beside the domain functions they target (the API stack),
 * so a domain's Lambda and the rules that feed it deploy together.
 */
export class EventsStack extends Stack {
  readonly eventBus: EventBus;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.eventBus = new EventBus(this, 'Programme', { eventBusName: `${props.stage}-${eventBusDefinition.logicalName}` });
  }
}
