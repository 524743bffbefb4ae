import { theme, Typography } from 'antd';
import type { ComponentProps } from 'react';

type Level = 1 | 2 | 3 | 4 | 5;

type HeadingProps = Omit<ComponentProps<typeof Typography.Title>, 'level'> & {
  /** The heading's place in the page outline: one h1 per page, then no level skipped. */
  level: Level;
  /** The size it is drawn at, Ant Design's heading sizes; by default that of its level. */
  look?: Level;
};

/** A heading whose outline level and drawn size are chosen apart. */
export function Heading({ level, look = level, style, ...props }: HeadingProps) {
  const { token } = theme.useToken();
  const sizes: Record<Level, [number | string, number | string]> = {
    1: [token.fontSizeHeading1, token.lineHeightHeading1],
    2: [token.fontSizeHeading2, token.lineHeightHeading2],
    3: [token.fontSizeHeading3, token.lineHeightHeading3],
    4: [token.fontSizeHeading4, token.lineHeightHeading4],
    5: [token.fontSizeHeading5, token.lineHeightHeading5],
  };
  const [fontSize, lineHeight] = sizes[look];
  return <Typography.Title level={level} style={{ fontSize, lineHeight, ...style }} {...props} />;
}
