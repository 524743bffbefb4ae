import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { theme } from './theme';
import { setToastApi } from './toast';
import { useDocumentLanguage } from './use-language';

/** Hands antd's themed, direction-aware message API to code outside React. */
function ToastBridge(): null {
  const { message } = AntdApp.useApp();
  useEffect(() => setToastApi(message), [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { direction, antdLocale } = useDocumentLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} direction={direction} locale={antdLocale}>
        <AntdApp>
          <ToastBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
