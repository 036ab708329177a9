import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '#local/layout';

const nodeRuntime = path.join(repoRoot, 'scripts/node-runtime.cjs');

/** Runs `code` in a fresh Node process of the project's, in the repository root. */
function node(code: string) {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['-e', code], { cwd: repoRoot, encoding: 'utf8' });
  return { status, stdout: stdout.trim(), stderr: stderr.trim() };
}

/** A process that takes itself for another version of Node, then loads what every entry point loads first. */
const onNode = (version: string, then = '') =>
  node(`Object.defineProperty(process.versions, 'node', { value: '${version}' }); require(${JSON.stringify(nodeRuntime)}); ${then}`);

describe('what every entry point loads first', () => {
  it('stops a process on an older Node at once, with one line that says what to run', () => {
    const { status, stdout, stderr } = onNode('20.20.2', "console.log('went on')");

    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^This project runs on Node 24 and this is Node 20\.20\.2 \(.+\): run it through npm \(npm start, npm test, npm run <script>\)/,
      ),
    ]);
  });

  it('lets Node 24 through', () => {
    expect(onNode('24.0.0', "console.log('went on')")).toEqual({ status: 0, stdout: 'went on', stderr: '' });
  });

  it("resolves middy 7, which exports under 'import' alone, from CommonJS", () => {
    const requireMiddy = "console.log(typeof require('@middy/core').default, typeof require('@middy/http-router').default)";

    expect(node(`require(${JSON.stringify(nodeRuntime)}); ${requireMiddy}`)).toMatchObject({ status: 0, stdout: 'function function' });
    expect(node(requireMiddy)).toMatchObject({ status: 1, stderr: expect.stringContaining('ERR_PACKAGE_PATH_NOT_EXPORTED') });
  });
});
