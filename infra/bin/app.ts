import { App } from 'aws-cdk-lib';
import { buildProgramme, programmeContext } from '../lib/programme';

const app = new App({ context: programmeContext });

// -c stage=prod deploys a second copy beside dev; -c webOrigins=https://a,https://b adds CORS origins.
const stage: string = app.node.tryGetContext('stage') ?? 'dev';
const webOrigins: string = app.node.tryGetContext('webOrigins') ?? 'http://localhost:3000';

// -c storeDomain=brand.myshopify.com -c storefrontUrl=https://shop.example -c storeApiVersion=2025-10 point at the store.
const storeDomain: string = app.node.tryGetContext('storeDomain') ?? 'example.myshopify.com';
const storefrontUrl: string = app.node.tryGetContext('storefrontUrl') ?? `https://${storeDomain}`;
const storeApiVersion: string = app.node.tryGetContext('storeApiVersion') ?? '2025-10';

buildProgramme(app, {
  stage,
  // Unset offline, which keeps the stacks environment-agnostic and synth free of AWS calls.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webOrigins: webOrigins.split(',').map((origin) => origin.trim()).filter(Boolean),
  store: { adminApiUrl: `https://${storeDomain}`, apiVersion: storeApiVersion, storefrontUrl },
});
