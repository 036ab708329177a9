import { z } from 'zod';

/**
 * The environment every function runs with. The API stack sets the same names in AWS that the
 * local stack sets on loopback; endpoints come from the SDK's own AWS_ENDPOINT_URL_* variables.
 */
const envSchema = z.object({
  TABLE_NAME: z.string().min(3),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  ASSETS_BUCKET: z.string().min(3),
  ASSETS_BASE_URL: z.url(),
  EVENT_BUS_NAME: z.string().min(1),
  /** s3rver serves buckets by path only; real S3 uses virtual-hosted names. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Function environment is incomplete: ${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;
