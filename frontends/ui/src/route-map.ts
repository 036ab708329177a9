/**
 * Which micro-frontend owns which path (spec part 1, section 2.1): the root config mounts by it,
 * and each micro-frontend's catch-all route reads it (NotFoundRoute). Each one routes within its
 * paths itself; `public` takes everything the signed-in areas do not, including the not-found page.
 */
export type MicroFrontendName = 'public' | 'student' | 'fundraiser' | 'admin';

const studentPaths = new Set(['/', '/objectives', '/code-assets', '/submissions', '/messages', '/impact', '/account']);
const fundraiserPaths = new Set(['/fundraiser/dashboard', '/fundraiser/templates', '/fundraiser/start-here', '/fundraiser/leaderboard']);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

const ownsPath: Record<Exclude<MicroFrontendName, 'public'>, (path: string) => boolean> = {
  student: (path) => studentPaths.has(path),
  fundraiser: (path) => fundraiserPaths.has(path),
  admin: (path) => path === '/admin' || path.startsWith('/admin/'),
};

/** The one micro-frontend to mount for a path. */
export function microFrontendFor(pathname: string): MicroFrontendName {
  const path = normalize(pathname);
  if (ownsPath.student(path)) return 'student';
  if (ownsPath.fundraiser(path)) return 'fundraiser';
  if (ownsPath.admin(path)) return 'admin';
  return 'public';
}
