// The platform's front door: what the CDK app and the local stack read to build the same backend.
export { bucketDefinition } from './bucket';
export { domains, lambdaEntryOf } from './domains';
export { eventBusDefinition, eventRules, eventRulesOf, matchesRule, type EventRule } from './event-rules';
export { GRANTS, type Grant } from './grants';
export { findRoute, routes, routesOf, type PlatformRoute } from './routes';
export { tableDefinition, type IndexName, type KeyAttribute } from './table';
export { userPoolDefinition } from './user-pool';
export { consumer, defineDomain, grantsOf, type Domain } from '#lib/domain';
export { route } from '#lib/http';
export { ENV_NAMES, type EnvGroup, type EnvName } from '#lib/env';
export { resetTableUsage, tableUsage } from '#lib/table';
