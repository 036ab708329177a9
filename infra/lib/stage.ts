import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The stage name that is production unless told otherwise (`-c stage=prod`). */
export const PRODUCTION_STAGE = 'prod';

/**
 * How long a stage keeps what it holds. Production keeps its records (the table, the uploads, the user
 * pool, the store's credentials) when a stack or the whole app is deleted, can restore the table to any
 * second of the last 35 days and keeps its logs a year; any other stage is a disposable copy that
 * `cdk destroy` removes entirely.
 */
export interface Durability {
  production: boolean;
  /** What a stack deletion does to the programme's records. */
  records: RemovalPolicy;
  /** How long every function's and the API's logs are kept. */
  logRetention: RetentionDays;
}

/** A stage is production when named `prod`, or when `production` says so either way (`-c production=true|false`). */
export function durabilityOf(stage: string, production = stage === PRODUCTION_STAGE): Durability {
  return production
    ? { production, records: RemovalPolicy.RETAIN, logRetention: RetentionDays.ONE_YEAR }
    : { production, records: RemovalPolicy.DESTROY, logRetention: RetentionDays.ONE_MONTH };
}
