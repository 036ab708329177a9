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

/** Loads a remote's remoteEntry.js from `url` and lets it join the page's shared modules (one React, one auth client). */
async function loadContainer(name: string, url: string): Promise<RemoteContainer> {
  await loadScript(url);
  const container = (window as unknown as Record<string, RemoteContainer | undefined>)[`mf_${name}`];
  if (!container) throw new Error(`${url} did not define the remote mf_${name}`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

// Each remote once, however many of its applications the visitor opens (the public area, its campaign page).
const containers = new Map<string, Promise<RemoteContainer>>();

/** The single-spa lifecycle a remote exposes as `module` ('./lifecycle', './campaign-page'), its remoteEntry.js at `url`. */
export async function loadRemoteLifecycle(remote: string, url: string, module: string): Promise<LifeCycles> {
  let container = containers.get(remote);
  if (!container) {
    container = loadContainer(remote, url);
    containers.set(remote, container);
    // A load that failed (the network) is tried again on the next visit to one of its pages.
    container.catch(() => containers.delete(remote));
  }
  const factory = await (await container).get(module);
  return factory() as LifeCycles;
}
