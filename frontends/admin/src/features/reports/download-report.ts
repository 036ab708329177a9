import { ambassadorPerformanceCsv, type AmbassadorPerformance } from '@app/shared/reports';

/** The Export Data file's name: impact-report-<yyyy-mm-dd>.csv (today, UTC). */
export const reportFileName = (now = new Date()) => `impact-report-${now.toISOString().slice(0, 10)}.csv`;

/** Export Data: one row per ambassador (columns in @app/shared/reports REPORT_CSV_COLUMNS), saved by the browser. */
export function downloadReportCsv(rows: AmbassadorPerformance[]): void {
  const url = URL.createObjectURL(new Blob([ambassadorPerformanceCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL only holds the file in memory.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
