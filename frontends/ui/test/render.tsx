import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig, unstable_serialize } from 'swr';
import { brandingKey, DEFAULT_BRANDING } from '../src/features/branding/api/get-branding';

/** Shows the current path, so a test can assert where a redirect went. */
export function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/**
 * Renders `ui` at `path` with a fresh swr cache (no retries; the default branding known, as after the
 * shell's first load, so tests see only their page's requests) and a router whose other paths show only
 * their name, e.g. "page at /auth".
 */
export function renderAt(path: string, ui: ReactElement, { route = path }: { route?: string } = {}): RenderResult {
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        shouldRetryOnError: false,
        dedupingInterval: 0,
        fallback: { [unstable_serialize(brandingKey)]: DEFAULT_BRANDING },
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
