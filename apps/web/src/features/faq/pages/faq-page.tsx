import { faqCategories, type FaqEntry } from '@nuzul/shared/faq';
import { Collapse, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../../../app/use-language';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { LoadFailure } from '../../../components/load-failure';
import { useFaq } from '../api';
import { Highlighted } from '../highlighted';

const SEARCH_DELAY_MS = 250;

/** The value, once it stayed the same for `delay` ms: a search per pause, not per key. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The entry a deep link names: `/faq#<id>`. */
const linkedId = (hash: string) => hash.replace(/^#/, '');

/**
 * The FAQ with search (requirements-next §13): the categories as sections, each entry a
 * panel; the search runs as one types, in the interface language, and marks what matched.
 */
export function FaqPage() {
  const { t } = useTranslation('faq');
  usePageTitle(t('title'));
  const { language } = useLanguage();
  const { hash } = useLocation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const faq = useFaq(language, search);
  const [open, setOpen] = useState<string[]>(() => (hash ? [linkedId(hash)] : []));

  // A deep link opens its entry and brings it into view once the entries are there.
  const loaded = faq.data !== undefined;
  useEffect(() => {
    if (!hash || !loaded) return;
    const id = linkedId(hash);
    setOpen((keys) => (keys.includes(id) ? keys : [...keys, id]));
    document.getElementById(`faq-${id}`)?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  const sections = useMemo(() => {
    const entries = faq.data ?? [];
    return faqCategories
      .map((category) => ({
        category,
        entries: entries.filter((entry) => entry.category === category),
      }))
      .filter((section) => section.entries.length > 0);
  }, [faq.data]);

  const item = (entry: FaqEntry) => ({
    key: String(entry.id),
    label: (
      <span id={`faq-${entry.id}`} data-testid="faq-question">
        <Highlighted text={entry.question[language]} query={search} />
      </span>
    ),
    children: (
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
        <Highlighted text={entry.answer[language]} query={search} />
      </Typography.Paragraph>
    ),
  });

  const content = () => {
    if (faq.error !== null && faq.data === undefined) {
      return (
        <LoadFailure
          error={faq.error}
          message="fetchData"
          onRetry={() => void faq.refetch()}
          testId="faq-error"
        />
      );
    }
    if (faq.data === undefined) {
      return <Skeleton active paragraph={{ rows: 8 }} data-testid="faq-loading" />;
    }
    if (sections.length === 0) {
      return (
        <Empty
          data-testid="faq-empty"
          description={search ? t('noResultsFor', { query: search }) : t('noResults')}
        />
      );
    }
    return sections.map((section) => (
      <section key={section.category} data-testid={`faq-section-${section.category}`}>
        <Heading level={2} look={4}>
          {t(`categories.${section.category}`)}
        </Heading>
        <Collapse
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
          items={section.entries.map(item)}
        />
      </section>
    ));
  };

  return (
    <Flex vertical gap="large" data-testid="faq-page">
      <Heading level={1} look={3} style={{ margin: 0 }}>
        {t('title')}
      </Heading>
      <Input.Search
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        allowClear
        maxLength={100}
        data-testid="faq-search"
      />
      {content()}
    </Flex>
  );
}
