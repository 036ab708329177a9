import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { STORE_API_VERSION } from '@app/shared/platform';
import { buildProgramme, programmeContext } from '../lib/programme';

const app = new App({ context: programmeContext });

/** A `-c name=value` setting, or its default. */
function context(name: string, fallback: string): string {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value !== '' ? value : fallback;
}

// -c stage=prod deploys a second copy beside dev; -c webOrigins=https://a,https://b adds CORS origins.
const stage = context('stage', 'dev');
// The stage named prod keeps its records and logs, every other is disposable; -c production=true|false says otherwise.
const productionSetting = context('production', '');
if (!['', 'true', 'false'].includes(productionSetting)) throw new Error('-c production takes true or false');
const production = productionSetting === '' ? undefined : productionSetting === 'true';
// -c alarmEmail=ops@brand.org receives every alarm (SNS e-mails it a link to confirm first).
const alarmEmail = context('alarmEmail', '') || undefined;
const webOrigins = context('webOrigins', 'http://localhost:3000');

// -c storeDomain=brand.myshopify.com -c storefrontUrl=https://shop.example point at the store.
const storeDomain = context('storeDomain', 'example.myshopify.com');
const storefrontUrl = context('storefrontUrl', `https://${storeDomain}`);
// The Admin API version is the one the functions' queries are written for, so a deploy cannot choose another.
if (app.node.tryGetContext('storeApiVersion') !== undefined) {
  throw new Error(
    `-c storeApiVersion is no longer a setting: the store's API version is STORE_API_VERSION in shared/src/platform/constants.ts (${STORE_API_VERSION}).`,
  );
}

// -c mailFrom=programme@brand.org is the address e-mail notifications come from (SES e-mails it a link to verify).
const mailFrom = context('mailFrom', 'no-reply@example.com');

// The first origin is the site's own address, which e-mails link to.
const [siteOrigin, ...otherOrigins] = webOrigins
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
if (!siteOrigin) throw new Error('-c webOrigins needs at least the site address');

// -c originSecretVersion=<VersionId> after rotating the origin secret (infra/README.md, "Rotating secrets").
const originSecretVersion = context('originSecretVersion', '') || undefined;

// Every synth (and so every deploy) runs the AWS Solutions checks; a finding not acknowledged in
// lib/nag-suppressions.ts stops it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

buildProgramme(app, {
  stage,
  production,
  alarmEmail,
  // Unset offline, which keeps the stacks environment-agnostic and synth free of AWS calls.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webOrigins: [siteOrigin, ...otherOrigins],
  store: { adminApiUrl: `https://${storeDomain}`, storefrontUrl },
  mail: { fromAddress: mailFrom },
  originSecretVersion,
});
