import fs from 'node:fs';
import path from 'node:path';

/**
 * Files from node_modules a domain reads at run time (a renderer's WebAssembly, a font) rather than
 * imports: the bundle holds only JavaScript, so each is copied beside it, under this folder and its own
 * name (infra/lib/bundling.ts and the local bundle builder copy them the same way).
 */
export const SHIPPED_FILES_DIR = 'files';

/** Where a shipped file lands inside a function's asset: `@scope/pkg/dir/font.ttf` → `files/font.ttf`. */
export const shippedFileOf = (specifier: string) => path.posix.join(SHIPPED_FILES_DIR, path.posix.basename(specifier));

/**
 * A shipped file's bytes. The sources run as CommonJS (tsx, jest) and read the package's own file; a bundle
 * is an ES module, without __filename, whose `require` (its banner's) resolves beside the bundle, where the
 * copy is: a copy that was not shipped fails here, as it would in Lambda, rather than being found in the
 * repository's node_modules.
 */
export function readShippedFile(specifier: string): Buffer {
  const inBundle = typeof __filename === 'undefined';
  return fs.readFileSync(require.resolve(inBundle ? `./${shippedFileOf(specifier)}` : specifier));
}
