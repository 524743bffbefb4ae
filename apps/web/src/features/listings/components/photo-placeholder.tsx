import { BankOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Where a listing has no photo yet: a neutral icon, never a stock picture. */
export function PhotoPlaceholder({ kind }: { kind: 'property' | 'building' }) {
  const { t } = useTranslation('listings');
  const Icon = kind === 'building' ? BankOutlined : HomeOutlined;
  return (
    <div
      role="img"
      aria-label={t('list.noPhoto')}
      data-testid="listing-photo-placeholder"
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#eef2f7',
        color: '#9aa9bb',
        fontSize: 40,
      }}
    >
      <Icon />
    </div>
  );
}
