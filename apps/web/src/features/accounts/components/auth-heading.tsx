import { useThemeToken } from '../../../app/use-theme-token';
import type { ReactNode } from 'react';

interface AuthHeadingProps {
  title: string;
  subtitle?: ReactNode;
  testId?: string;
}

/**
 * The title (the page's h1) and the line below it that open every auth screen. Drawn as
 * Ant Design's Typography draws a level-2 title and a secondary paragraph, without its code
 * (ellipsis, copy, edit), which the sign-in screen would download for two lines of text.
 */
export function AuthHeading({ title, subtitle, testId }: AuthHeadingProps) {
  const token = useThemeToken();
  return (
    <div>
      <h1
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeHeading2,
          lineHeight: token.lineHeightHeading2,
        }}
        data-testid={testId}
      >
        {title}
      </h1>
      {subtitle !== undefined && (
        <p style={{ marginBlock: 4, color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
          {subtitle}
        </p>
      )}
    </div>
  );
}
