import { configureAuth, parseRuntimeConfig } from '@app/ui/auth';
import type { MicroFrontendProps } from '@app/ui/lifecycle';
import { addErrorHandler, registerApplication, start } from 'single-spa';
import { loadRemoteLifecycle } from './load-remote';
import { applicationFor, applications, microFrontends, type MicroFrontendName } from './route-map';

/** GET /microfrontends.json: where each remote's remoteEntry.js is deployed. */
type RemoteEntries = Record<MicroFrontendName, string>;

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

function parseRemoteEntries(value: unknown): RemoteEntries {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const missing = microFrontends.filter((name) => typeof record[name] !== 'string');
  if (missing.length > 0) throw new Error(`microfrontends.json lacks ${missing.join(', ')}`);
  return record as RemoteEntries;
}

const status = document.getElementById('root-status');

/** Turns the start-up spinner into a message, when a micro-frontend could not be shown. */
function showStartFailure(): void {
  if (!status) return;
  status.hidden = false;
  status.removeAttribute('data-state');
  status.setAttribute('role', 'alert');
  status.textContent = 'Something went wrong. Please try again.';
}

async function main(): Promise<void> {
  const [config, remoteEntries] = await Promise.all([
    fetchJson('/config.json').then(parseRuntimeConfig),
    fetchJson('/microfrontends.json').then(parseRemoteEntries),
  ]);
  configureAuth(config);

  for (const { name, remote, module } of applications) {
    const ownsPath = (pathname: string) => applicationFor(pathname) === name;
    registerApplication({
      name,
      app: () => loadRemoteLifecycle(remote, remoteEntries[remote], module),
      activeWhen: (location) => ownsPath(location.pathname),
      customProps: { ownsPath } satisfies MicroFrontendProps,
    });
  }
  window.addEventListener(
    'single-spa:first-mount',
    () => {
      if (status) status.hidden = true;
    },
    { once: true },
  );
  // A remote that fails to load (a bad deploy, the network) must not leave the spinner turning.
  addErrorHandler((error) => {
    console.error(`The ${error.appOrParcelName} micro-frontend failed`, error);
    showStartFailure();
  });
  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error('The application could not start', error);
  showStartFailure();
});
