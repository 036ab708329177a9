import { ApiError, apiErrorFrom, NetworkError } from '@app/ui/api';
import { failureReason } from './failure-reason';

describe('the reason a sync failure toast gives', () => {
  it("is the error's message first", () => {
    expect(failureReason(new Error('The store refused our access token (HTTP 401).'))).toBe(
      'The store refused our access token (HTTP 401).',
    );
    expect(failureReason(new ApiError(503, 'unavailable', 'Connection failed: timeout'))).toBe('Connection failed: timeout');
    expect(failureReason(apiErrorFrom(500, { error: { code: 'internal', message: 'Table is busy' } }))).toBe('Table is busy');
    expect(failureReason(new NetworkError(new TypeError('fetch failed')))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it("then the body's error, or its message", () => {
    expect(failureReason({ body: { error: 'Shop is closed' }, statusText: 'Bad Gateway' })).toBe('Shop is closed');
    expect(failureReason({ body: { error: { message: 'Rate limited' } } })).toBe('Rate limited');
    expect(failureReason({ message: '', body: { message: 'Unauthorized' } })).toBe('Unauthorized');
  });

  it('then the HTTP status text', () => {
    expect(failureReason({ message: '  ', body: {}, statusText: 'Service Unavailable' })).toBe('Service Unavailable');
  });

  it('else Unknown error', () => {
    expect(failureReason({})).toBe('Unknown error');
    expect(failureReason(new Error(''))).toBe('Unknown error');
    expect(failureReason(null)).toBe('Unknown error');
    expect(failureReason(undefined)).toBe('Unknown error');
    expect(failureReason('')).toBe('Unknown error');
  });

  it('is a thrown string itself', () => {
    expect(failureReason('Store offline')).toBe('Store offline');
  });
});
