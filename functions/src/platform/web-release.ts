/**
 * How the web app is released, read by the web stack (its outputs, CloudFront's cache policy) and by the
 * web deploy (scripts/src/deploy), so the two agree on names and lifetimes.
 */

/** The web stack's CloudFormation outputs the web deploy reads, by output name. */
export const webStackOutputs = {
  siteBucketName: 'SiteBucketName',
  distributionId: 'DistributionId',
  region: 'Region',
  userPoolId: 'UserPoolId',
  userPoolClientId: 'UserPoolClientId',
  assetsBaseUrl: 'AssetsBaseUrl',
  webUrl: 'WebUrl',
} as const;

export const webCaching = {
  /** A file under a versioned prefix never changes: a new build is a new prefix. */
  versionedMaxAgeSeconds: 365 * 24 * 3600,
  /** The switches (the import map, index.html) and /config.json: how long a release or rollback takes to reach everyone. */
  switchMaxAgeSeconds: 60,
} as const;
