import { App } from 'aws-cdk-lib';
import { buildProgramme, programmeContext } from '../lib/programme';

const app = new App({ context: programmeContext });

// -c stage=prod deploys a second copy beside dev; -c webOrigins=https://a,https://b adds CORS origins.
const stage: string = app.node.tryGetContext('stage') ?? 'dev';
const webOrigins: string = app.node.tryGetContext('webOrigins') ?? 'http://localhost:3000';

buildProgramme(app, {
  stage,
  // Unset offline, which keeps the stacks environment-agnostic and synth free of AWS calls.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webOrigins: webOrigins.split(',').map((origin) => origin.trim()).filter(Boolean),
});
