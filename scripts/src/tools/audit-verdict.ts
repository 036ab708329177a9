/** What `npm audit --json` printed, as far as the verdict needs it. */
export interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string }>;
  statusCode?: number;
  error?: { summary?: string };
}

/**
 * Fails on any high or critical advisory. A report without counts means the registry served no
 * advisories: the check did not run, which is not a pass; it fails only when the check is required.
 */
export function auditVerdict(report: AuditReport, required: boolean): { exitCode: 0 | 1; lines: string[] } {
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.statusCode ? `the registry answered ${report.statusCode}` : (report.error?.summary ?? 'no report came back');
    return {
      exitCode: required ? 1 : 0,
      lines: [`npm audit could not run (${why}): dependencies were NOT checked for known vulnerabilities.`],
    };
  }
  const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, found]) => ['high', 'critical'].includes(found.severity));
  const lines = [
    `npm audit --omit=dev: ${Object.entries(counts)
      .map(([severity, n]) => `${n} ${severity}`)
      .join(', ')}.`,
  ];
  if (serious.length === 0) return { exitCode: 0, lines };
  return {
    exitCode: 1,
    lines: [
      ...lines,
      ...serious.map(([name, found]) => `  ${found.severity}: ${name}`),
      'High or critical advisories in production dependencies: update them (README, "Updating dependencies").',
    ],
  };
}
