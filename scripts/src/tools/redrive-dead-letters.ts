import { deadLetters, pathUnderApiBase, type RouteOutput } from '@app/shared/contracts';
import { adminToken } from './admin-session';

/**
 * Replays every pending dead letter through the admin API, batch after batch, until none is left: each
 * one once (the API claims each before it replays it). Returns how many were replayed and skipped.
 */
export async function redriveDeadLetters(webUrl: string, admin: { email: string; password: string }) {
  const { token, apiBaseUrl } = await adminToken(webUrl, admin.email, admin.password);
  const total = { redriven: 0, skipped: 0 };
  for (;;) {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${pathUnderApiBase(deadLetters.redrivePending)}`, {
      method: deadLetters.redrivePending.method,
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The API answered ${response.status}: ${await response.text()}`);
    const batch = (await response.json()) as RouteOutput<typeof deadLetters.redrivePending>;
    total.redriven += batch.redriven;
    total.skipped += batch.skipped;
    if (batch.redriven === 0) return total;
  }
}
