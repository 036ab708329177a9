import { useEffect } from 'react';
import { useBranding } from '../api/get-branding';

/**
 * Names the browser tab after the programme: Settings > General's Program Name, once the branding has
 * loaded (root/src/index.html names it with the default until then). Every micro-frontend renders it, and
 * each sets the same name.
 */
export function ProgramDocumentTitle(): null {
  const { programName } = useBranding();
  useEffect(() => {
    document.title = programName;
  }, [programName]);
  return null;
}
