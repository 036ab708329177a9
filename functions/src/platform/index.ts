// The platform's front door: what the CDK app and the local stack read to build the same backend.
export { bucketDefinition } from './bucket';
export { domains, lambdaEntryOf, pageDomains, undeliveredDomain } from './domains';
export { eventBusDefinition, eventRules, matchesRule, scheduledRules, type EventRule, type ScheduledRule } from './event-rules';
export { GRANTS, type Grant } from './grants';
export { pageRoutes, routes, type PlatformPage, type PlatformRoute } from './routes';
export { tableDefinition, type IndexDefinition, type KeyAttribute } from './table';
export { userPoolDefinition } from './user-pool';
export { apiOriginHeaders, contentSecurityPolicy, securityHeaders, securityHeaderValues } from './web-security';
export { webCaching, webStackOutputs } from './web-release';
export { consumer, defineDomain, grantsOf, schedule, type Domain } from '#lib/domain';
export { isFrom } from '#lib/table-stream';
export { route } from '#lib/http';
export { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#lib/client-address';
export { ENV_NAMES, type EnvName } from '#lib/env';
export { METRICS_NAMESPACE, programmeMetrics, type ProgrammeMetric } from '#lib/observability';
export { countedWorks, resetTableUsage, tableUsage, type TableWork } from '#lib/table';
export { shippedFileOf } from '#lib/shipped-files';
