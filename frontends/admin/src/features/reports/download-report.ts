import { utcDay } from '@app/shared/platform';
import { ambassadorPerformanceCsv, type AmbassadorPerformance } from '@app/shared/reports';
import { saveFile } from '@app/ui';

/** The Export Data file's name: impact-report-<yyyy-mm-dd>.csv (today, UTC). */
export const reportFileName = (now = new Date()) => `impact-report-${utcDay(now)}.csv`;

/** Export Data: one row per ambassador (columns in @app/shared/reports REPORT_CSV_COLUMNS), saved by the browser. */
export function downloadReportCsv(rows: AmbassadorPerformance[]): void {
  saveFile(reportFileName(), new Blob([ambassadorPerformanceCsv(rows)], { type: 'text/csv;charset=utf-8' }));
}
