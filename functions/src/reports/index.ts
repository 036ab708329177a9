import { defineDomain } from '#lib/domain';
import { reportRoutes } from './routes';

/** Impact & Reports: the programme's figures from the counters other domains move, and every ambassador's sales. */
export const reportsDomain = defineDomain({ name: 'reports', routes: reportRoutes, consumers: [] });

export { adminReport, ambassadorPerformance, reportFigures, reportSeries } from './reports';
