import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildProgramme, programmeContext, type ProgrammeOptions } from '../lib/programme';

export const fixturesDir = path.join(__dirname, 'fixtures');
/** The address the test programme's e-mail comes from. */
export const MAIL_FROM_ADDRESS = 'programme@brand.example';

export interface TestOptions extends Partial<ProgrammeOptions> {
  /**
   * Stacks (path globs) whose handlers esbuild really bundles. None by default: templates do not
   * depend on bundle contents, and NodejsFunction still refuses a missing entry file without it.
   */
  bundle?: string[];
}

/**
 * The whole programme in a throwaway cloud assembly. Build it once per file (beforeAll): the first
 * Template.fromStack synthesizes every stack; later ones reuse that assembly.
 */
export function programmeForTest({ bundle = [], ...options }: TestOptions = {}) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'infra-test-'));
  const app = new App({ outdir, context: { ...programmeContext, 'aws:cdk:bundling-stacks': bundle } });
  const stacks = buildProgramme(app, {
    stage: 'test',
    webOrigins: ['http://localhost:3000'],
    store: { adminApiUrl: 'https://brand.myshopify.com', storefrontUrl: 'https://shop.example' },
    mail: { fromAddress: MAIL_FROM_ADDRESS },
    ...options,
  });
  return { app, stacks, dispose: () => rmSync(outdir, { recursive: true, force: true }) };
}

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

/** Every IAM statement of a function's role, across all the policies attached to it. */
export function statementsOf(template: Template, functionLogicalId: string): Statement[] {
  const { Resources } = template.toJSON() as { Resources: Record<string, Resource> };
  const fn = Resources[functionLogicalId]!;
  const [roleId] = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  return policies
    .filter((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** Every IAM action granted to a function's role, across all the policies attached to it. */
export function actionsOf(template: Template, functionLogicalId: string): Set<string> {
  return new Set(statementsOf(template, functionLogicalId).flatMap((statement) => [statement.Action].flat()));
}

/** The logical id CloudFormation knows a construct's main resource by. */
export function logicalIdOf(stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as Parameters<Stack['getLogicalId']>[0]);
}

/** The export a producer stack publishes for `value`, e.g. `{ 'Fn::GetAtt': [id, 'StreamArn'] }` (what a consumer's Fn::ImportValue names). */
export function exportNameOf(producer: Template, value: unknown): string {
  const { Outputs = {} } = producer.toJSON() as { Outputs?: Record<string, { Value: unknown; Export?: { Name: string } }> };
  const outputs = Object.values(Outputs);
  const output = outputs.find((candidate) => JSON.stringify(candidate.Value) === JSON.stringify(value));
  if (!output?.Export) throw new Error(`No export for ${JSON.stringify(value)}`);
  return output.Export.Name;
}

/** The export a producer stack publishes for `{ Ref: logicalId }`. */
export function exportNameOfRef(producer: Template, logicalId: string): string {
  return exportNameOf(producer, { Ref: logicalId });
}
