import { CheckCircleFilled } from '@ant-design/icons';
import { bookingSections, type BookingSection } from '@nuzul/shared/terms';
import { Flex, Select, Skeleton, Tabs, Typography, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMinWidth } from '../../../../app/use-min-width';
import { LoadFailure } from '../../../../components/load-failure';
import { useBookingSettings } from '../../api';
import type { StepProps } from '../step-props';
import { UnsavedChangesModal } from '../unsaved-changes-modal';
import { firstOpenBookingSection, nextBookingSection, toBookingSection } from '../wizard-state';
import { ArrivalSection } from './arrival-section';
import { AvailabilitySection } from './availability-section';
import { anyChanged, type BookingDrafts, type BookingValues } from './booking-values';
import { CancellationSection } from './cancellation-section';
import { ChargeProfileSection } from './charge-profile-section';
import { CheckInOutSection } from './check-in-out-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { SeasonsSection } from './seasons-section';
import type { SectionProps } from './section-props';
import { TermsSection } from './terms-section';

function previousBookingSection(section: BookingSection): BookingSection | undefined {
  return bookingSections[bookingSections.indexOf(section) - 1];
}

/**
 * The wizard's Property Booking step: its eight sections in the spec's order as inner tabs
 * (a Select on a narrow screen), `?section=` in the URL, each saved by its own Save & Next.
 * Leaving a section with unsaved changes asks first, as leaving a step does.
 */
export function BookingStep({ property, draft, onEdit, onDone, onBack }: StepProps<'booking'>) {
  const { t } = useTranslation('listings');
  const wide = useMinWidth('md');
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const settingsQuery = useBookingSettings(property?.id);
  const settings = settingsQuery.data;
  const drafts: BookingDrafts = draft ?? {};
  const [pending, setPending] = useState<BookingSection | null>(null);
  const sectionInUrl = toBookingSection(searchParams.get('section'));
  const current =
    sectionInUrl ??
    (settings === undefined
      ? 'chargeProfile'
      : firstOpenBookingSection(settings.completedSections));

  // The URL names the section, so a reload or a readiness link opens it again.
  useEffect(() => {
    if (settings === undefined || sectionInUrl !== undefined) return;
    setSearchParams({ step: 'booking', section: current }, { replace: true });
  }, [settings, sectionInUrl, current, setSearchParams]);

  if (property === undefined || (settings === undefined && settingsQuery.error === null)) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (settings === undefined) {
    return (
      <LoadFailure
        error={settingsQuery.error!}
        message="fetchCheckIn"
        onRetry={() => void settingsQuery.refetch()}
        testId="booking-load-error"
      />
    );
  }

  const open = (section: BookingSection): void => {
    setSearchParams({ step: 'booking', section }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  const withDraft = (next: BookingDrafts) => onEdit(next, anyChanged(next));
  const forget = (section: BookingSection): BookingDrafts => {
    const rest = { ...drafts };
    delete rest[section];
    return rest;
  };

  const goTo = (target: BookingSection): void => {
    if (target === current) return;
    if (drafts[current]?.changed === true) setPending(target);
    else open(target);
  };

  const discard = (): void => {
    if (pending === null) return;
    withDraft(forget(current));
    open(pending);
    setPending(null);
  };

  const edit =
    <S extends BookingSection>(section: S) =>
    (values: BookingValues[S] | undefined, changed: boolean): void =>
      withDraft(
        values === undefined || !changed
          ? forget(section)
          : ({ ...drafts, [section]: { values, changed } } as BookingDrafts),
      );

  const done = (section: BookingSection) => (): void => {
    withDraft(forget(section));
    const next = nextBookingSection(section);
    if (next === undefined) onDone(undefined);
    else open(next);
  };

  const previous = previousBookingSection(current);
  const props = <S extends BookingSection>(section: S): SectionProps<S> => ({
    property,
    settings,
    draft: drafts[section]?.values as BookingValues[S] | undefined,
    onEdit: edit(section),
    onDone: done(section),
    onBack: previous === undefined ? onBack : () => goTo(previous),
  });

  const renderSection = (): ReactNode => {
    switch (current) {
      case 'chargeProfile':
        return <ChargeProfileSection key="chargeProfile" {...props('chargeProfile')} />;
      case 'checkInOut':
        return <CheckInOutSection key="checkInOut" {...props('checkInOut')} />;
      case 'seasons':
        return <SeasonsSection key="seasons" {...props('seasons')} />;
      case 'availability':
        return <AvailabilitySection key="availability" {...props('availability')} />;
      case 'arrival':
        return <ArrivalSection key="arrival" {...props('arrival')} />;
      case 'paymentMethods':
        return <PaymentMethodsSection key="paymentMethods" {...props('paymentMethods')} />;
      case 'terms':
        return <TermsSection key="terms" {...props('terms')} />;
      case 'cancellation':
        return <CancellationSection key="cancellation" {...props('cancellation')} />;
      default: {
        const unhandled: never = current;
        return unhandled;
      }
    }
  };

  const completed = (section: BookingSection) => settings.completedSections.includes(section);
  const label = (section: BookingSection) => (
    <Flex
      gap={8}
      align="center"
      data-testid={`booking-tab-${section}`}
      data-completed={completed(section)}
    >
      {completed(section) && (
        <CheckCircleFilled
          style={{ color: token.colorSuccess }}
          aria-label={t('booking.completed')}
        />
      )}
      {t(`booking.sections.${section}`)}
    </Flex>
  );
  const position = bookingSections.indexOf(current);

  return (
    <div data-testid="booking-step" data-section={current}>
      {wide ? (
        <Tabs
          tabPlacement="start"
          activeKey={current}
          onChange={(key) => goTo(key as BookingSection)}
          items={bookingSections.map((section) => ({
            key: section,
            label: label(section),
            children: section === current ? renderSection() : null,
          }))}
        />
      ) : (
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">
              {t('booking.sectionOf', { n: position + 1, total: bookingSections.length })}
            </Typography.Text>
            <Select
              value={current}
              onChange={goTo}
              aria-label={t('booking.chooseSection')}
              options={bookingSections.map((section) => ({
                value: section,
                label: label(section),
              }))}
              data-testid="booking-section-select"
            />
          </Flex>
          {renderSection()}
        </Flex>
      )}
      <UnsavedChangesModal
        open={pending !== null}
        onDiscard={discard}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
