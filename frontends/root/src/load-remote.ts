import type { LifeCycles } from 'single-spa';

/** A Module Federation container, as its remoteEntry.js defines it on `window`. */
interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${url}`));
    document.head.append(script);
  });
}

/**
 * Loads a remote's remoteEntry.js from `url`, lets it join the page's shared modules (one React,
 * one auth client), and returns the single-spa lifecycle it exposes as './lifecycle'.
 */
export async function loadRemoteLifecycle(name: string, url: string): Promise<LifeCycles> {
  await loadScript(url);
  const container = (window as unknown as Record<string, RemoteContainer | undefined>)[`mf_${name}`];
  if (!container) throw new Error(`${url} did not define the remote mf_${name}`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  const factory = await container.get('./lifecycle');
  return factory() as LifeCycles;
}
