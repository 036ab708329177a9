import { portsFrom, LOCAL_CREDENTIALS, LOCAL_REGION, localNames } from '#local/layout';

/**
 * Test arrangement against a running local stack (the e2e journeys): points the functions' data modules
 * at that stack's engines, found from its web port, so a journey can set up what no screen does yet.
 */
function pointAtLocalStack(webUrl: string): void {
  const ports = portsFrom(Number(new URL(webUrl).port));
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_EVENTBRIDGE: `http://127.0.0.1:${ports.events}`,
    TABLE_NAME: localNames.table,
    ASSETS_BUCKET: localNames.bucket,
    ASSETS_BASE_URL: `http://127.0.0.1:${ports.s3}/${localNames.bucket}`,
    EVENT_BUS_NAME: localNames.eventBus,
    S3_FORCE_PATH_STYLE: 'true',
    // The data modules used here never call Cognito; the environment check still wants the names.
    USER_POOL_ID: 'unused-by-arrangement',
    USER_POOL_CLIENT_ID: 'unused-by-arrangement',
  });
}

/** Gives an ambassador (by e-mail) a student objective in the given status, as an admin's approval would. */
export async function givenObjectiveStatus(
  webUrl: string,
  email: string,
  objectiveNumber: number,
  status: 'assigned' | 'needs_revision',
): Promise<void> {
  pointAtLocalStack(webUrl);
  const { listObjectivesForRole } = await import('@app/functions/objectives');
  const { putUserObjective } = await import('@app/functions/objectives/seeding');
  const { findProfilesByEmail } = await import('@app/functions/profiles');
  const [profile] = await findProfilesByEmail(email);
  const objective = (await listObjectivesForRole('student')).find((candidate) => candidate.objective_number === objectiveNumber);
  if (!profile || !objective) throw new Error(`No ${email} or no objective ${objectiveNumber} in the stack at ${webUrl}`);
  await putUserObjective({ user_id: profile.user_id, objective_id: objective.id, status, assigned_at: new Date().toISOString() });
}
