/**
 * The web stack's outputs, from CloudFormation or from the file `cdk deploy --outputs-file` writes: where
 * the site's files go, and what /config.json says. The build itself names no stage, so one build of an
 * app serves every stage it is deployed to.
 */
import fs from 'node:fs';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { webStackOutputs } from '@app/functions/platform';
import type { RuntimeConfig } from '@app/shared/platform';
import { ReleaseError } from './release';

export type WebStackOutputs = Record<keyof typeof webStackOutputs, string>;

/** The web stack of a stage, named as infra/lib/programme.ts names it. */
export function webStackName(stage: string): string {
  return `programme-${stage}-web`;
}

/** The outputs we need from a stack's output name → value pairs; a missing one is a clear error. */
export function webOutputsOf(stackName: string, values: Record<string, string | undefined>): WebStackOutputs {
  const entries = Object.entries(webStackOutputs).map(([key, outputName]) => [key, values[outputName]] as const);
  const missing = entries.filter(([, value]) => !value).map(([key]) => webStackOutputs[key as keyof typeof webStackOutputs]);
  if (missing.length > 0) {
    throw new ReleaseError(`${stackName} has no output ${missing.join(', ')}: deploy the stacks first (npm run deploy).`);
  }
  return Object.fromEntries(entries) as WebStackOutputs;
}

export async function outputsFromCloudFormation(cloudFormation: CloudFormationClient, stackName: string): Promise<WebStackOutputs> {
  const { Stacks: stacks = [] } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  const values = Object.fromEntries((stacks[0]?.Outputs ?? []).map((output) => [output.OutputKey ?? '', output.OutputValue]));
  return webOutputsOf(stackName, values);
}

/** `cdk deploy --outputs-file <file>` writes `{ "<stack name>": { "<output>": "<value>" } }`. */
export function outputsFromFile(file: string, stackName: string): WebStackOutputs {
  if (!fs.existsSync(file)) throw new ReleaseError(`${file} does not exist: write it with cdk deploy --outputs-file ${file}.`);
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
  const values = all[stackName];
  if (!values) throw new ReleaseError(`${file} has no outputs of ${stackName} (it has ${Object.keys(all).join(', ') || 'none'}).`);
  return webOutputsOf(stackName, values);
}

/** What /config.json says in AWS: the API is on the site's own domain, through CloudFront's /api/*. */
export function runtimeConfigOf(outputs: WebStackOutputs): RuntimeConfig {
  return {
    region: outputs.region,
    userPoolId: outputs.userPoolId,
    userPoolClientId: outputs.userPoolClientId,
    apiBaseUrl: '/api',
    assetsBaseUrl: outputs.assetsBaseUrl,
  };
}
