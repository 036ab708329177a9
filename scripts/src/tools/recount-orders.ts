import type { RecountPage } from '@app/shared/orders';
import { orders, pathUnderApiBase, type RouteOutput } from '@app/shared/contracts';
import { adminToken } from './admin-session';

/** Walks the recount route page after page until the last one; `onChange` hears of every order whose totals moved. */
export async function recountOrders(
  target: { webUrl: string; email: string; password: string },
  onChange: (change: RecountPage['changed'][number]) => void,
): Promise<{ examined: number; changed: number }> {
  const { token, apiBaseUrl } = await adminToken(target.webUrl, target.email, target.password);
  const total = { examined: 0, changed: 0 };
  let cursor: string | null = null;
  do {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${pathUnderApiBase(orders.recountOrders)}`, {
      method: orders.recountOrders.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(cursor ? { cursor } : {}),
    });
    if (!response.ok) throw new Error(`The API answered ${response.status}: ${await response.text()}`);
    const page = (await response.json()) as RouteOutput<typeof orders.recountOrders>;
    total.examined += page.examined;
    total.changed += page.changed.length;
    page.changed.forEach(onChange);
    cursor = page.next_cursor;
  } while (cursor);
  return total;
}
