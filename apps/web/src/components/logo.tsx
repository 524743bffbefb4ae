import { useTranslation } from 'react-i18next';
import { brandColor } from '../app/theme';

interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  showWordmark?: boolean;
  className?: string;
}

/** Nuzul's mark: a tent-roofed house with an arched door, and the wordmark نُزُل / Nuzul. */
export function Logo({ size = 40, showWordmark = true, className }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('appName')}
      className={className}
      style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.25, lineHeight: 1 }}
    >
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox="0 0 48 48"
        style={{ flexShrink: 0, display: 'block' }}
      >
        <path
          d="M24 4C20.5 12 13 20 4 24.5h4.5V43h31V24.5H44C35 20 27.5 12 24 4Z"
          fill={brandColor}
        />
        <path d="M19 43V33.5a5 5 0 0 1 10 0V43Z" fill="#fff" />
        <circle cx="24" cy="21" r="2.6" fill="#fff" />
      </svg>
      {showWordmark && (
        <span
          aria-hidden="true"
          style={{
            color: brandColor,
            fontSize: size * 0.62,
            fontWeight: 800,
            letterSpacing: 0.2,
            whiteSpace: 'nowrap',
          }}
        >
          {t('appName')}
        </span>
      )}
    </span>
  );
}
