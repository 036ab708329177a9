import { api } from '#test/api';

describe('GET /api/health', () => {
  it('answers 200 when every engine answers', async () => {
    const { status, body } = await api('GET', '/api/health');

    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', engines: { table: 'ok', users: 'ok', assets: 'ok', events: 'ok' } });
  });
});
