import { jsonResponse } from '@app/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from './app-providers';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.title = 'Ambassador Program';
});

describe('AppProviders', () => {
  it('names the browser tab after the Program Name saved in Settings, on every micro-frontend', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/api/branding')
        ? jsonResponse(200, { programName: 'Threads for Tomorrow', programDescription: '', logoInitials: 'TT', logoUrl: null })
        : jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }),
    );

    render(
      <AppProviders>
        <h1>Page</h1>
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Threads for Tomorrow'));
  });
});
