import { lazy, Suspense } from 'react';

const GoogleSignIn = lazy(() =>
  import('./google-sign-in').then((module) => ({ default: module.GoogleSignIn })),
);

/** Google sign-in (google-sign-in.tsx), fetched when the server's options offer it. */
export function LazyGoogleSignIn(props: { or: string; label: string }) {
  return (
    <Suspense fallback={null}>
      <GoogleSignIn {...props} />
    </Suspense>
  );
}
