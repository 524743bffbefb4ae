import { Button, Typography } from 'antd';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

interface ClampedTextProps {
  text: string;
  /** Lines shown before "More". */
  rows: number;
  testId?: string;
}

/**
 * Long text cut to a few lines with a "More" button below it (and "Less" once open). The
 * browser draws the cut, so the text's own punctuation is never followed by extra dots.
 */
export function ClampedText({ text, rows, testId }: ClampedTextProps) {
  const { t } = useTranslation('listings');
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    // Set directly: Chromium ignores React's WebkitLineClamp style key.
    if (expanded) {
      element.style.removeProperty('-webkit-line-clamp');
      return;
    }
    element.style.setProperty('-webkit-line-clamp', String(rows));
    // Arabic glyphs reach a few pixels below the last line: only a hidden line counts.
    const measure = () => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
      setOverflows(element.scrollHeight - element.clientHeight > lineHeight / 2);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, rows, expanded]);

  const clamp: CSSProperties = expanded
    ? {}
    : { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' };

  return (
    <div>
      <Typography.Paragraph
        ref={ref}
        style={{ whiteSpace: 'pre-line', marginBlock: 0, overflowWrap: 'anywhere', ...clamp }}
        data-testid={testId}
      >
        {text}
      </Typography.Paragraph>
      {(overflows || expanded) && (
        <Button
          type="link"
          size="small"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          style={{ paddingInline: 0 }}
        >
          {expanded ? t('details.less') : t('details.more')}
        </Button>
      )}
    </div>
  );
}
