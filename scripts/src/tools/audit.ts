/**
 * npm run audit (CI runs it after npm test): `npm audit --omit=dev`, failing on any high or critical
 * advisory in what the product ships. When the registry serves no advisories (some mirrors refuse the
 * audit endpoint) it says so loudly and fails only with AUDIT_REQUIRED=1.
 */
import '#node-runtime';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '#local/layout';
import { auditVerdict, type AuditReport } from './audit-verdict';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report: AuditReport = {};
try {
  report = JSON.parse(result.stdout) as AuditReport;
} catch {
  // No JSON: the verdict says the check did not run.
}
const { exitCode, lines } = auditVerdict(report, process.env.AUDIT_REQUIRED === '1');
for (const line of lines) (exitCode ? console.error : console.log)(line);
process.exit(exitCode);
