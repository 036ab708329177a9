import fs from 'node:fs';
import { bucketDefinition } from '@app/functions/platform';
import S3rver from 's3rver';

/** The storage stack's CORS rules, as the S3 XML s3rver reads. */
function corsXml(): string {
  const { cors } = bucketDefinition;
  return [
    '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin>',
    ...cors.allowedMethods.map((method) => `<AllowedMethod>${method}</AllowedMethod>`),
    ...cors.allowedHeaders.map((header) => `<AllowedHeader>${header}</AllowedHeader>`),
    ...cors.exposedHeaders.map((header) => `<ExposeHeader>${header}</ExposeHeader>`),
    `<MaxAgeSeconds>${cors.maxAgeSeconds}</MaxAgeSeconds>`,
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

/** Starts s3rver on loopback with the assets bucket (created if missing, CORS applied) and the site bucket. */
export async function startS3(options: {
  port: number;
  dataDir: string;
  bucket: string;
  /** The web app's bucket, when the stack serves pages rendered from it. */
  siteBucket?: string;
}): Promise<{ endpoint: string; stop(): Promise<void> }> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dataDir,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [
      { name: options.bucket, configs: [corsXml()] },
      ...(options.siteBucket ? [{ name: options.siteBucket, configs: [] }] : []),
    ],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
