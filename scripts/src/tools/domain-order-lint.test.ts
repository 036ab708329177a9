import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint rule that keeps backend domains in one order (eslint.config.mjs, domainOrder) must keep
 * refusing an import from a lower domain into a higher one, or a cycle can come back unnoticed. ESLint
 * reads its flat config with a native import(), which jest's module system cannot run, so the check runs
 * in its own Node process: the repository's own config, on two stand-in files placed in real domains
 * (type-aware rules off, as they need the files on disk; the boundaries rules need only the paths).
 */
const root = path.resolve(__dirname, '../../..');

const probe = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }],
});
const lint = async (filePath, code) =>
  (await eslint.lintText(code, { filePath }))[0].messages.map(({ ruleId, message }) => ({ ruleId, message }));
console.log(JSON.stringify({
  upward: await lint('functions/src/profiles/domain-order-probe.ts', "export { getCampaign } from '../campaigns';\\n"),
  downward: await lint('functions/src/campaigns/domain-order-probe.ts', "export { getProfile } from '../profiles';\\n"),
}));
`;

type Messages = Array<{ ruleId: string | null; message: string }>;

function lintProbe(): { upward: Messages; downward: Messages } {
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', probe], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output);
}

describe('the domain order lint rule', () => {
  it('refuses an import from a lower domain into a higher one, and allows the other way', () => {
    const { upward, downward } = lintProbe();

    expect(upward).toEqual([
      {
        ruleId: 'boundaries/element-types',
        message: expect.stringContaining("Domains depend one way: 'profiles' may import only the domains before it in domainOrder"),
      },
    ]);
    expect(downward).toEqual([]);
  });
});
