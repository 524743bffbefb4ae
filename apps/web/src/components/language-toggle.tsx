import { GlobalOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { otherLanguage } from '../app/i18n';
import { useLanguage } from '../app/use-language';

interface LanguageToggleProps {
  /** Icon only, for narrow headers: the tooltip's text is then its accessible name. */
  compact?: boolean;
}

/**
 * Switches between Arabic and English; the tooltip says so. With its label shown, the label
 * (the other language's name, in that language) is the accessible name, as WCAG 2.5.3 asks.
 */
export function LanguageToggle({ compact = false }: LanguageToggleProps) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const next = otherLanguage(language);
  const tooltip = t('languageToggle.tooltip');
  return (
    <Tooltip title={tooltip}>
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={compact ? tooltip : undefined}
        data-testid="language-toggle"
        onClick={() => void i18n.changeLanguage(next)}
        style={{ paddingInline: compact ? 0 : 12, fontSize: 16 }}
      >
        {compact ? null : <span lang={next}>{t('languageToggle.label')}</span>}
      </Button>
    </Tooltip>
  );
}
