import {
  descriptionParts,
  type DescriptionLanguage,
  type DescriptionPart,
  type Property,
} from '@nuzul/shared/listings';
import { Flex, Segmented, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language';
import { useFormatDate } from '../../../components/format-date';
import { ClampedText } from './clamped-text';

type ContentLanguage = 'ar' | 'en';

/** The parts shown under their own heading, in the order a guest reads them. */
const sectionParts: readonly DescriptionPart[] = [
  'space',
  'access',
  'neighborhood',
  'houseRules',
  'notes',
  'whyPurchased',
  'ownerListingStory',
];

function hasContent(parts: DescriptionLanguage): boolean {
  return descriptionParts.some((part) => Boolean(parts[part]?.trim()));
}

/**
 * Every saved part of the description, in the interface language when the owner wrote it,
 * with a switch to the other language when both were written.
 */
export function DescriptionSummary({
  property,
  notAdded,
}: {
  property: Property;
  /** Shown when nothing is written yet. */
  notAdded: ReactNode;
}) {
  const { t } = useTranslation('listings');
  const { language } = useLanguage();
  const formatDate = useFormatDate();
  const { description } = property;
  const written = (['ar', 'en'] as const).filter((lang) => hasContent(description[lang]));
  const [chosen, setChosen] = useState<ContentLanguage | null>(null);
  const shown: ContentLanguage | undefined =
    chosen !== null && written.includes(chosen)
      ? chosen
      : written.includes(language)
        ? language
        : written[0];

  if (shown === undefined && description.availableFrom === null) return notAdded;
  const parts = shown === undefined ? {} : description[shown];

  return (
    <Flex vertical gap={16} data-testid="details-description">
      {written.length > 1 && (
        <Segmented<ContentLanguage>
          value={shown}
          onChange={setChosen}
          options={written.map((lang) => ({
            value: lang,
            label: (
              <span data-testid={`details-language-${lang}`}>
                {t(`description.languages.${lang}`)}
              </span>
            ),
          }))}
          aria-label={t('details.contentLanguage')}
          style={{ alignSelf: 'start' }}
        />
      )}
      {description.availableFrom !== null && (
        <Typography.Text type="secondary" data-testid="details-available-from">
          {t('details.availableFrom', { date: formatDate(description.availableFrom) })}
        </Typography.Text>
      )}
      {shown !== undefined && (
        <Flex vertical gap={16} lang={shown} dir={shown === 'ar' ? 'rtl' : 'ltr'}>
          {parts.headline && (
            <Typography.Title level={4} style={{ marginBlock: 0 }} data-testid="details-headline">
              {parts.headline}
            </Typography.Title>
          )}
          {parts.description && (
            <ClampedText text={parts.description} rows={6} testId="details-part-description" />
          )}
          {sectionParts.map((part) => {
            const text = parts[part]?.trim();
            if (!text) return null;
            return (
              <section key={part} data-testid={`details-part-${part}`}>
                <Typography.Title level={5} style={{ marginBlock: '0 4px' }}>
                  {t(`description.parts.${part}`, { lng: shown })}
                </Typography.Title>
                <ClampedText text={text} rows={4} />
              </section>
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}
