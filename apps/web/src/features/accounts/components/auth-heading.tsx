import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface AuthHeadingProps {
  title: string;
  subtitle?: ReactNode;
  testId?: string;
}

/** The title and the line below it that open every auth screen. */
export function AuthHeading({ title, subtitle, testId }: AuthHeadingProps) {
  return (
    <div>
      <Typography.Title level={2} style={{ marginBlock: 0 }} data-testid={testId}>
        {title}
      </Typography.Title>
      {subtitle !== undefined && (
        <Typography.Paragraph type="secondary" style={{ marginBlock: 4, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography.Paragraph>
      )}
    </div>
  );
}
