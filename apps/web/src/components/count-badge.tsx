/** A header badge shows at most 99; more is "99+" (requirements-next §8.3). */
export const COUNT_SHOWN_MAX = 99;

/**
 * The unread count over a header icon (the notification bell, the inbox), drawn as Ant Design's
 * badge is, without its code in every signed-in screen's first download. Nothing at 0; hidden
 * from screen readers, since the icon's label says the count.
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      title={String(count)}
      style={{
        position: 'absolute',
        top: -4,
        insetInlineEnd: -6,
        pointerEvents: 'none',
        minWidth: 18,
        height: 18,
        paddingInline: 5,
        borderRadius: 9,
        background: '#cf1322',
        color: '#fff',
        fontSize: 11,
        fontWeight: 600,
        lineHeight: '18px',
        textAlign: 'center',
        boxShadow: '0 0 0 1px #fff',
      }}
    >
      {count > COUNT_SHOWN_MAX ? `${COUNT_SHOWN_MAX}+` : count}
    </span>
  );
}
