import { Tooltip } from 'antd';
import type { CSSProperties } from 'react';

interface LtrTextProps {
  text: string;
  maxWidth: number | string;
  monospace?: boolean;
  /** The whole text on hover, for one cut short. */
  tooltip?: boolean;
  testId?: string;
  style?: CSSProperties;
}

export const monospace: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
};

/**
 * A link, an id or an HTTP line: left to right in Arabic too, cut at its end (antd's own
 * ellipsis follows the page's direction and would cut a URL at its start).
 */
export function LtrText({ text, maxWidth, monospace: mono, tooltip, testId, style }: LtrTextProps) {
  const span = (
    <span
      dir="ltr"
      style={{
        display: 'inline-block',
        maxWidth,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
        ...(mono === true ? monospace : {}),
        ...style,
      }}
      data-testid={testId}
    >
      {text}
    </span>
  );
  return tooltip === true ? <Tooltip title={<span dir="ltr">{text}</span>}>{span}</Tooltip> : span;
}
