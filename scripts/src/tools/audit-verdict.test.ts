import { auditVerdict } from './audit-verdict';

describe('the supply-chain check', () => {
  const counts = (high: number, critical: number) => ({ info: 0, low: 2, moderate: 1, high, critical, total: 3 + high + critical });

  it('passes when production dependencies have no high or critical advisory', () => {
    const verdict = auditVerdict(
      { metadata: { vulnerabilities: counts(0, 0) }, vulnerabilities: { 'some-lib': { severity: 'low' } } },
      true,
    );

    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toContain('0 high, 0 critical');
  });

  it.each([
    ['high', counts(1, 0)],
    ['critical', counts(0, 1)],
  ])('fails on a %s advisory, naming the package', (severity, vulnerabilities) => {
    const verdict = auditVerdict({ metadata: { vulnerabilities }, vulnerabilities: { 'bad-lib': { severity } } }, false);

    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toContain(`  ${severity}: bad-lib`);
  });

  it('says the check did not run when the registry serves no advisories, failing only when it is required', () => {
    expect(auditVerdict({ statusCode: 405 }, false)).toEqual({
      exitCode: 0,
      lines: ['npm audit could not run (the registry answered 405): dependencies were NOT checked for known vulnerabilities.'],
    });
    expect(auditVerdict({ statusCode: 405 }, true).exitCode).toBe(1);
  });
});
