import { domainHandler } from '#lib/domain';
import { reconciliationDomain } from './index';

/** The reconciliation domain's Lambda. */
export const handler = domainHandler(reconciliationDomain);
