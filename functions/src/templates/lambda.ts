import { domainHandler } from '#lib/domain';
import { templatesDomain } from './index';

/** The templates domain's Lambda. */
export const handler = domainHandler(templatesDomain);
