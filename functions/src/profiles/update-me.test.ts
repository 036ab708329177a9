import { leaderboards, pathOf, profiles } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';
import { eventually, sendWebhook, settled, shopifyOrder } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { assignPersonalCode } from '../code-sync';
import { findCodeClaim } from './index';

describe('PATCH /api/me', () => {
  it('saves the caller’s name, organization and social handles, and keeps the e-mail', async () => {
    const student = await givenUser('student');

    const saved = await api('PATCH', pathOf(profiles.updateMe), {
      token: student.token,
      body: { first_name: ' Samira ', last_name: 'Rivera', school: 'Hillside High', social_handles: '@samira', email: 'evil@example.test' },
    });
    const reread = await api('GET', pathOf(profiles.getMe), { token: student.token });

    expect(saved.status).toBe(200);
    expect(reread.body).toMatchObject({
      first_name: 'Samira',
      last_name: 'Rivera',
      school: 'Hillside High',
      social_handles: { handles: '@samira' },
      email: student.email,
    });
  });

  it('refuses a blank name with the field named, changing nothing', async () => {
    const student = await givenUser('student');

    const { status, body } = await api('PATCH', pathOf(profiles.updateMe), {
      token: student.token,
      body: { first_name: '  ', last_name: 'Rivera', school: null, social_handles: null },
    });

    expect(status).toBe(400);
    expect(body.error.fields.first_name).toBe('First name is required');
    expect((await api('GET', pathOf(profiles.getMe), { token: student.token })).body.first_name).toBe('Test');
  });

  it('renames the ambassador on the leaderboards too', async () => {
    const { userId, token } = await givenUser('student');
    const code = await assignPersonalCode(userId, {});
    await sendWebhook('orders/paid', shopifyOrder({ code, quantity: 1 }));
    await eventually(async () => expect((await getAmbassadorTotals(userId))?.units_sold).toBe(1));

    await api('PATCH', pathOf(profiles.updateMe), {
      token,
      body: { first_name: 'Renamed', last_name: 'Person', school: null, social_handles: null },
    });

    await eventually(async () => expect(await getAmbassadorTotals(userId)).toMatchObject({ first_name: 'Renamed', last_name: 'Person' }));
  });

  it('renames the ambassador on their code’s claim, which attributes their orders, and changes nothing else on it', async () => {
    const { userId, token } = await givenUser('student');
    const code = await assignPersonalCode(userId, {});
    const before = await findCodeClaim(code);

    await api('PATCH', pathOf(profiles.updateMe), {
      token,
      body: { first_name: 'Renamed', last_name: 'Person', school: 'Hillside High', social_handles: null },
    });
    await settled();

    expect(await findCodeClaim(code)).toEqual({
      ...before,
      ambassador: { ...before?.ambassador, first_name: 'Renamed', last_name: 'Person', school: 'Hillside High' },
    });
  });
});

describe('GET /api/me/totals', () => {
  it('answers zeros before a first sale, then the pre-aggregated totals', async () => {
    const student = await givenUser('student');
    expect((await api('GET', pathOf(leaderboards.getMyTotals), { token: student.token })).body).toEqual({
      units_sold: 0,
      total_sales: 0,
      total_commission: 0,
      orders_count: 0,
      badges: [],
      orders_by_source: {},
    });
  });
});
