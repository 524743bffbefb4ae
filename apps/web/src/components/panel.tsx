import type { CSSProperties, ReactNode } from 'react';
import { useThemeToken } from '../app/use-theme-token';

interface PanelProps {
  children: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A bordered card drawn from the theme's tokens, as Ant Design's Card draws one without a
 * title: for screens that every owner loads first (the dashboard), where Card would bring its
 * tabs along (about 10 KB) for nothing.
 */
export function Panel({ children, style, 'data-testid': testId }: PanelProps) {
  const token = useThemeToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
