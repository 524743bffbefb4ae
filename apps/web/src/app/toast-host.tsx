import { message } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { setToastApi } from './toast';

export { message };

/** Hands a themed, direction-aware message API to code outside React (toast.ts). */
export function ToastHost(): ReactNode {
  const [api, contextHolder] = message.useMessage();
  useEffect(() => {
    setToastApi(api);
    return () => setToastApi(null);
  }, [api]);
  return contextHolder;
}
