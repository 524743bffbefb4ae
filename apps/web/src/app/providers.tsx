import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, message, theme as antdTheme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { theme } from './theme';
import { setToastApi } from './toast';
import { useDocumentLanguage } from './use-language';

/** Hands a themed, direction-aware message API to code outside React. */
function ToastBridge(): ReactNode {
  const [api, contextHolder] = message.useMessage();
  useEffect(() => setToastApi(api), [api]);
  return contextHolder;
}

/**
 * The text styles that Ant Design's <App> gives its children. <App> itself is not used: it
 * brings the modal and notification code to every screen, and only messages are shown.
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { direction, antdLocale } = useDocumentLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} direction={direction} locale={antdLocale}>
        <BaseText>
          <ToastBridge />
          {children}
        </BaseText>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
