import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../app/i18n';

// The route's module imports nothing of the CMS and no component: the shell's router lists
// each lazy route's chunks, and this keeps the CMS's list to this file (the /dashboard budget).
const CmsLayout = lazy(async () => ({ default: (await import('./cms-layout')).CmsLayout }));

/** The route's loader: the CMS's texts, before its first render. */
export async function loader(): Promise<null> {
  await loadNamespaces(['cms']);
  return null;
}

/** The route's screen: the CMS's tabs and sections, once their chunk is there. */
export function Component() {
  return (
    <Suspense fallback={null}>
      <CmsLayout />
    </Suspense>
  );
}
