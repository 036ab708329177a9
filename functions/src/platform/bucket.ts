/** The assets bucket (brand assets, social templates, submission uploads), read by the storage stack and the local stack. */
export const bucketDefinition = {
  logicalName: 'assets',
  /** Browsers upload with presigned PUTs and read through the public assets URL. */
  cors: {
    allowedMethods: ['GET', 'PUT', 'HEAD'] as const,
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAgeSeconds: 3000,
  },
  /** Objects under these prefixes are readable by anyone (through CloudFront in AWS). */
  publicPrefixes: ['public/'],
} as const;
