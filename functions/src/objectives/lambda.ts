import { domainHandler } from '#lib/domain';
import { objectivesDomain } from './index';

/** The objectives domain's Lambda. */
export const handler = domainHandler(objectivesDomain);
