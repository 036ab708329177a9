import { defineRoute } from '@app/shared/contracts';
import { getAccessToken } from '@app/ui/auth';
import { jsonResponse } from '@app/ui/testing';
import * as z from 'zod';
import { api } from './client';
import { ForbiddenError, InvalidInputError, NetworkError, NotFoundError, ServerError, UnauthorizedError } from './errors';

jest.mock('@app/ui/auth', () => ({
  getAccessToken: jest.fn(),
  runtimeConfig: () => ({ apiBaseUrl: 'http://localhost:3000/api' }),
}));

const accessToken = jest.mocked(getAccessToken);
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  accessToken.mockReset().mockResolvedValue('token-1');
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1].headers as Record<string, string>;

// Small routes of each kind; the client reads nothing else of a contract.
const ok = z.object({ ok: z.literal(true) });
const getMe = defineRoute({
  method: 'GET',
  path: '/api/me',
  access: ['student'],
  response: z.object({ id: z.string(), first_name: z.string() }),
});
const createThing = defineRoute({
  method: 'POST',
  path: '/api/things',
  access: ['admin'],
  query: z.object({ campaign: z.string(), page: z.number(), skipped: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: ok,
  status: 201,
});
const getCampaign = defineRoute({
  method: 'GET',
  path: '/api/campaigns/{campaign_id}',
  access: 'public',
  params: z.object({ campaign_id: z.string() }),
  response: z.object({ campaign_name: z.string() }),
});
const signUp = defineRoute({
  method: 'POST',
  path: '/api/auth/student-sign-up',
  access: 'public',
  body: z.object({ email: z.string() }),
  response: ok,
});
const getAdminThings = defineRoute({ method: 'GET', path: '/api/admin/things', access: ['admin'], response: ok });
const resendCode = defineRoute({
  method: 'POST',
  path: '/api/auth/resend-code',
  access: 'public',
  body: z.object({ email: z.string() }),
  response: ok,
});
const getHealth = defineRoute({ method: 'GET', path: '/api/health', access: 'public', response: ok });
const deleteThing = defineRoute({
  method: 'DELETE',
  path: '/api/things/{id}',
  access: ['admin'],
  params: z.object({ id: z.string() }),
  response: ok,
});

describe('api client', () => {
  it('sends the access token and resolves with the JSON body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'p1', first_name: 'Sam' }));

    const profile = await api(getMe);

    expect(profile.first_name).toBe('Sam');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3000/api/me');
    expect(headersOf(0).authorization).toBe('Bearer token-1');
  });

  it('sends a JSON body and query parameters', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true }));

    await api(createThing, { query: { campaign: 'abc', page: 2, skipped: undefined }, body: { name: 'x' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:3000/api/things?campaign=abc&page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
    expect(headersOf(0)['content-type']).toBe('application/json');
  });

  it('asks the server every time, never the browser’s HTTP cache', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { campaign_name: 'Shirt Drive' }));

    await api(getCampaign, { params: { campaign_id: 'abc' } });

    expect(fetchMock.mock.calls[0]?.[1].cache).toBe('no-cache');
  });

  it('fills in the path parameters, URL-encoded', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { campaign_name: 'Shirt Drive' }));

    const campaign = await api(getCampaign, { params: { campaign_id: 'a b/c' } });

    expect(campaign.campaign_name).toBe('Shirt Drive');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3000/api/campaigns/a%20b%2Fc');
  });

  it('asks for exactly the input the contract declares', () => {
    // Compile-time checks only (tsc reads this file); the calls are never made.
    const calls = () => [
      // @ts-expect-error the contract declares params
      api(getCampaign),
      // @ts-expect-error the contract declares no body
      api(getMe, { body: { name: 'x' } }),
      // @ts-expect-error the body's fields are the contract's
      api(signUp, { body: { mail: 'a@example.com' } }),
    ];
    expect(calls).toBeInstanceOf(Function);
  });

  it('turns our error body into a typed error with its code and message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: { code: 'not_found', message: 'No profile for this user.' } }));

    const failure = api(getMe);

    await expect(failure).rejects.toBeInstanceOf(NotFoundError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'No profile for this user.' });
  });

  it('keeps the request id the API answered with, which an error toast shows as its reference', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        500,
        { error: { code: 'internal', message: 'Something went wrong. Please try again.' } },
        { 'x-request-id': 'd2f1c0de-request' },
      ),
    );

    await expect(api(createThing, { query: { campaign: 'c', page: 1 }, body: { name: 'n' } })).rejects.toMatchObject({
      status: 500,
      requestId: 'd2f1c0de-request',
    });
  });

  it('keeps the fields at fault of a 400', async () => {
    const fields = { email: 'Please enter a valid email address', password: 'Password is required' };
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: { code: 'invalid_input', message: fields.email, field: 'email', fields } }));

    await expect(api(signUp, { body: { email: '' } })).rejects.toEqual(
      expect.objectContaining({ constructor: InvalidInputError, field: 'email', fields }),
    );
  });

  it('maps a 403 to ForbiddenError', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: { code: 'forbidden', message: 'You do not have permission to do this.' } }));

    await expect(api(getAdminThings)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("turns API Gateway's bare 401 into UnauthorizedError, after one try with a refreshed token", async () => {
    accessToken.mockResolvedValueOnce('expired').mockResolvedValueOnce('refreshed');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized' }));

    const failure = api(getMe);

    await expect(failure).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Unauthorized' });
    expect(accessToken).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(headersOf(1).authorization).toBe('Bearer refreshed');
  });

  it('succeeds when the refreshed token is accepted', async () => {
    accessToken.mockResolvedValueOnce('expired').mockResolvedValueOnce('refreshed');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthorized' })).mockResolvedValueOnce(jsonResponse(200, { id: 'p1' }));

    await expect(api(getMe)).resolves.toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses to call a signed-in route with no session', async () => {
    accessToken.mockResolvedValue(undefined);

    await expect(api(getMe)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no token to a public route', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await api(resendCode, { body: { email: 'a@example.com' } });

    expect(accessToken).not.toHaveBeenCalled();
    expect(headersOf(0).authorization).toBeUndefined();
  });

  it('retries a read once when the gateway answers 503', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, 'Service Unavailable')).mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await expect(api(getHealth)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('maps a 500 without a JSON body to ServerError with the generic message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, '<html>oops</html>'));

    await expect(api(deleteThing, { params: { id: '1' } })).rejects.toMatchObject({
      constructor: ServerError,
      code: 'internal',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('reports a request that never got an answer as NetworkError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(api(getMe)).rejects.toBeInstanceOf(NetworkError);
  });
});
