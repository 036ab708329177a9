import { domainHandler } from '#lib/domain';
import { startHereDomain } from './index';

/** The Start Here domain's Lambda. */
export const handler = domainHandler(startHereDomain);
