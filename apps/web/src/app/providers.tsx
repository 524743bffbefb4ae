import { ConfigProvider } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { theme } from './theme';
import { whenToastWanted } from './toast';
import { useDocumentLanguage } from './use-language';
import { useThemeToken } from './use-theme-token';

const ToastHost = lazy(() =>
  import('./toast-host').then(({ ToastHost }) => ({ default: ToastHost })),
);

/** Mounts the toasts' host (and fetches its chunk) when the first toast is asked for. */
function ToastBridge(): ReactNode {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * The text styles that Ant Design's <App> gives its children. <App> itself is not used: it
 * brings the modal and notification code to every screen, and only messages are shown.
 */
function BaseText({ children }: { children: ReactNode }) {
  const token = useThemeToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

/**
 * What every screen runs in. TanStack Query's client is not here: the signed-in shell brings
 * it (app-layout.tsx), and the sign-in screens do without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { direction, antdLocale } = useDocumentLanguage();
  return (
    <ConfigProvider theme={theme} direction={direction} locale={antdLocale}>
      <BaseText>
        <ToastBridge />
        {children}
      </BaseText>
    </ConfigProvider>
  );
}
