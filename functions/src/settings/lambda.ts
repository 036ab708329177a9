import { domainHandler } from '#lib/domain';
import { settingsDomain } from './index';

/** The settings domain's Lambda. */
export const handler = domainHandler(settingsDomain);
