import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRuntimeConfig } from '@app/shared/platform';
import { outputsFromFile, runtimeConfigOf, webStackName } from './stack-outputs';

describe('the web stack outputs', () => {
  let dir: string;
  let fileCount = 0;
  const stackName = webStackName('prod');
  const outputs = {
    SiteBucketName: 'programme-prod-web-site1a2b',
    DistributionId: 'E2EXAMPLE',
    Region: 'eu-central-1',
    UserPoolId: 'eu-central-1_AbCdEf',
    UserPoolClientId: 'webclient',
    AssetsBaseUrl: 'https://d111.cloudfront.net',
    WebUrl: 'https://d222.cloudfront.net',
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-outputs-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function givenOutputsFile(content: unknown): string {
    const file = path.join(dir, `outputs-${(fileCount += 1)}.json`);
    fs.writeFileSync(file, JSON.stringify(content));
    return file;
  }

  it("reads the stage's web stack from the file cdk deploy --outputs-file writes, and makes /config.json of it", () => {
    const file = givenOutputsFile({ 'programme-prod-api': { ApiUrl: 'https://api' }, [stackName]: outputs });

    const read = outputsFromFile(file, stackName);

    expect(stackName).toBe('programme-prod-web');
    expect(read).toMatchObject({
      siteBucketName: 'programme-prod-web-site1a2b',
      distributionId: 'E2EXAMPLE',
      webUrl: 'https://d222.cloudfront.net',
    });
    expect(parseRuntimeConfig(runtimeConfigOf(read))).toEqual({
      region: 'eu-central-1',
      userPoolId: 'eu-central-1_AbCdEf',
      userPoolClientId: 'webclient',
      apiBaseUrl: '/api',
      assetsBaseUrl: 'https://d111.cloudfront.net',
    });
  });

  it('says which outputs are missing, or that the file has no such stack', () => {
    const { UserPoolClientId: _client, DistributionId: _distribution, ...partial } = outputs;

    expect(() => outputsFromFile(givenOutputsFile({ [stackName]: partial }), stackName)).toThrow(
      'programme-prod-web has no output DistributionId, UserPoolClientId: deploy the stacks first (npm run deploy).',
    );
    expect(() => outputsFromFile(givenOutputsFile({ 'programme-dev-web': outputs }), stackName)).toThrow(
      /has no outputs of programme-prod-web \(it has programme-dev-web\)/,
    );
    expect(() => outputsFromFile(path.join(dir, 'none.json'), stackName)).toThrow(
      /does not exist: write it with cdk deploy --outputs-file/,
    );
  });
});
