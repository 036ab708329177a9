import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createVerifiedUser } from '@app/functions/auth/seeding';
import { assignPersonalCode } from '@app/functions/code-sync';
import { newProfile, putNewProfile } from '@app/functions/profiles';
import { startBackend, type LocalBackend } from '../src/local/backend';
import { findFreePortBlock } from '../src/local/free-ports';
import { gatewayOptionsFor, startGateway } from '../src/local/gateway';
import { PORTS_PER_STACK, portsFrom } from '../src/local/layout';

/**
 * The backend of `npm start` in this process (DynamoDB Local on disk, cognito-local, s3rver, the local
 * bus and HTTP API) behind its gateway, without the web app's build: what the fault tests break.
 */
export async function startFaultStack() {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-stack-'));
  // One port past the stack's for DynamoDB Local itself, behind the relay the faults cut.
  const base = await findFreePortBlock(PORTS_PER_STACK + 1);
  const ports = portsFrom(base);
  const backend: LocalBackend = await startBackend({
    ports,
    stateDir,
    persist: true,
    crashable: { enginePort: base + PORTS_PER_STACK },
    // A job the clock starts during an outage would fail too, and add its own dead letter to what a test counts.
    schedules: false,
  });
  const webUrl = `http://localhost:${ports.web}`;
  const gateway = await startGateway({
    port: ports.web,
    ...gatewayOptionsFor(backend, webUrl),
    rootDir: stateDir,
    remoteDirs: {},
  });
  return {
    backend,
    webUrl,
    async stop() {
      await gateway.stop();
      await backend.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

export const ADMIN_PASSWORD = 'Fault-pass-1';

/** A verified admin who can sign in with ADMIN_PASSWORD. */
export async function givenAdmin(): Promise<{ email: string; password: string }> {
  const email = `admin-${randomUUID()}@example.test`;
  const userId = await createVerifiedUser({ email, password: ADMIN_PASSWORD, firstName: 'Fault', lastName: 'Admin', role: 'admin' });
  await putNewProfile(newProfile({ user_id: userId, first_name: 'Fault', last_name: 'Admin', email, role: 'admin' }));
  return { email, password: ADMIN_PASSWORD };
}

/** A student with a personal code (no sign-in needed). */
export async function givenStudent(): Promise<{ userId: string; code: string }> {
  const userId = randomUUID();
  await putNewProfile(
    newProfile({
      user_id: userId,
      first_name: 'Fault',
      last_name: 'Student',
      email: `${userId}@example.test`,
      school: 'Fault High',
      role: 'student',
    }),
  );
  return { userId, code: await assignPersonalCode(userId, {}) };
}
