import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Heading } from '../../../components/heading';

interface AuthHeadingProps {
  title: string;
  subtitle?: ReactNode;
  testId?: string;
}

/** The title (the page's h1) and the line below it that open every auth screen. */
export function AuthHeading({ title, subtitle, testId }: AuthHeadingProps) {
  return (
    <div>
      <Heading level={1} look={2} style={{ marginBlock: 0 }} data-testid={testId}>
        {title}
      </Heading>
      {subtitle !== undefined && (
        <Typography.Paragraph type="secondary" style={{ marginBlock: 4, overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography.Paragraph>
      )}
    </div>
  );
}
