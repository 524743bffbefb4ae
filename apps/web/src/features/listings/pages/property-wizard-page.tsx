import type { Property, WizardSection } from '@nuzul/shared/listings';
import { Alert, Button, Card, Flex, Select, Skeleton, Steps, Typography } from 'antd';
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../app/toast';
import { useMinWidth } from '../../../app/use-min-width';
import { usePageTitle } from '../../../app/use-page-title';
import { Heading } from '../../../components/heading';
import { useDefinitions } from '../../definitions';
import { useProperty } from '../api';
import { LoadFailure } from '../../../components/load-failure';
import { AmenitiesStep } from '../wizard/amenities-step';
import { LocationStep } from '../wizard/location-step';
import { PhotosStep } from '../wizard/photos-step';
import { PublishPrompt } from '../wizard/publish-prompt';
import { SpecificationsStep } from '../wizard/specifications-step';
import { UnsavedChangesModal } from '../wizard/unsaved-changes-modal';
import { useLeaveGuard } from '../wizard/use-leave-guard';
import {
  hasUnsaved,
  initialWizardState,
  isStepCompleted,
  nextStep,
  toWizardSection,
  wizardReducer,
  wizardSteps,
  type SectionDrafts,
} from '../wizard/wizard-state';

/**
 * The Property Booking step (its eight forms and the price quote) and the Description step
 * (its language tabs) load when the step opens: the wizard's own chunk stays within its
 * budget (issue 9 §5).
 */
const BookingStep = lazy(() =>
  import('../wizard/booking/booking-step').then((module) => ({ default: module.BookingStep })),
);
const DescriptionStep = lazy(() =>
  import('../wizard/description-step').then((module) => ({ default: module.DescriptionStep })),
);

const lastStep = wizardSteps[wizardSteps.length - 1];

function previousStep(section: WizardSection): WizardSection | undefined {
  return wizardSteps[wizardSteps.indexOf(section) - 1];
}

/** Where an existing property resumes: the step asked for, else the first one not done. */
function resumeStep(property: Property): WizardSection {
  return (
    wizardSteps.find((step) => !isStepCompleted(property.completedSections, step)) ?? 'location'
  );
}

/**
 * The add/edit property wizard (/properties/new, /properties/:id/edit?step=<section>). The
 * first step creates the property; from then on every step can be opened. Each property
 * (and each new one) gets a wizard of its own: "Add another property" starts afresh.
 */
export function PropertyWizardPage() {
  const { id } = useParams();
  return <PropertyWizard key={id ?? 'new'} id={id} />;
}

function PropertyWizard({ id }: { id: string | undefined }) {
  const { t } = useTranslation('listings');
  usePageTitle(
    t(id === undefined ? 'pageTitles.newProperty' : 'pageTitles.editProperty', { ns: 'common' }),
  );
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const stepInUrl = toWizardSection(searchParams.get('step'));
  const wide = useMinWidth('md');
  const propertyQuery = useProperty(id);
  const definitions = useDefinitions();
  const [state, dispatch] = useReducer(wizardReducer, stepInUrl, initialWizardState);
  const [pendingStep, setPendingStep] = useState<WizardSection | null>(null);
  const [publishPrompt, setPublishPrompt] = useState(false);
  const { blocker, allowNextNavigation } = useLeaveGuard(hasUnsaved(state));
  const property = propertyQuery.data;
  const exists = id !== undefined;
  const current: WizardSection = exists ? state.currentTab : 'location';

  // The URL names the step, so a reload or a shared link opens it again; an existing
  // property opened without ?step= resumes at its first unfinished step. A link to another
  // step of the same wizard (a readiness item) opens that step.
  const stepLastInUrl = useRef(stepInUrl);
  useEffect(() => {
    const linkedTo = stepInUrl !== stepLastInUrl.current ? stepInUrl : undefined;
    stepLastInUrl.current = stepInUrl;
    if (!exists || property === undefined) return;
    if (linkedTo !== undefined && linkedTo !== current) {
      dispatch({ type: 'goTo', tab: linkedTo });
    } else if (stepInUrl === undefined) {
      const resumeAt = resumeStep(property);
      dispatch({ type: 'goTo', tab: resumeAt });
      setSearchParams({ step: resumeAt }, { replace: true });
    } else if (stepInUrl !== current) {
      setSearchParams({ step: current }, { replace: true });
    }
  }, [exists, property, stepInUrl, current, setSearchParams]);

  const goToStep = (target: WizardSection): void => {
    if (target === current) return;
    if (hasUnsaved(state, current)) setPendingStep(target);
    else dispatch({ type: 'goTo', tab: target });
  };

  const discard = (): void => {
    if (pendingStep !== null) {
      dispatch({ type: 'discard', section: current });
      dispatch({ type: 'goTo', tab: pendingStep });
      setPendingStep(null);
    } else if (blocker.state === 'blocked') {
      dispatch({ type: 'discardAll' });
      blocker.proceed();
    }
  };

  const cancel = (): void => {
    setPendingStep(null);
    if (blocker.state === 'blocked') blocker.reset();
  };

  const done =
    (section: WizardSection) =>
    (saved: Property | undefined): void => {
      dispatch({ type: 'saved', section });
      const next = nextStep(section);
      if (!exists && saved !== undefined) {
        // The property exists now: its address is the edit route, the next step open.
        allowNextNavigation();
        void navigate(`/properties/${saved.id}/edit?step=${next ?? section}`, { replace: true });
        dispatch({ type: 'goTo', tab: next ?? section });
        return;
      }
      if (next !== undefined) {
        dispatch({ type: 'goTo', tab: next });
        window.scrollTo({ top: 0 });
        return;
      }
      // The end of the wizard: a Pending listing is offered to be published (spec §2).
      if ((saved ?? property)?.status !== 'published') {
        setPublishPrompt(true);
        return;
      }
      if (saved !== undefined) toast.success(t('wizard.saved'));
      allowNextNavigation();
      void navigate(`/properties/${id}`);
    };

  const edit =
    <S extends WizardSection>(section: S) =>
    (values: SectionDrafts[S], changed: boolean): void =>
      dispatch({ type: 'edit', section, values, changed } as Parameters<typeof dispatch>[0]);

  const stepProps = {
    property,
    onBack:
      previousStep(current) === undefined ? undefined : () => goToStep(previousStep(current)!),
    isLast: current === lastStep,
    onDone: done(current),
  };

  const renderStep = () => {
    switch (current) {
      case 'location':
        return (
          <LocationStep
            key="location"
            {...stepProps}
            draft={state.data.location}
            onEdit={edit('location')}
          />
        );
      case 'photos':
        return (
          <PhotosStep
            key="photos"
            {...stepProps}
            draft={state.data.photos}
            onEdit={edit('photos')}
          />
        );
      case 'specifications':
        return (
          <SpecificationsStep
            key="specifications"
            {...stepProps}
            draft={state.data.specifications}
            onEdit={edit('specifications')}
          />
        );
      case 'amenities':
        return (
          <AmenitiesStep
            key="amenities"
            {...stepProps}
            draft={state.data.amenities}
            onEdit={edit('amenities')}
          />
        );
      case 'booking':
        return (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <BookingStep
              key="booking"
              {...stepProps}
              draft={state.data.booking}
              onEdit={edit('booking')}
            />
          </Suspense>
        );
      case 'description':
        return (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <DescriptionStep
              key="description"
              {...stepProps}
              draft={state.data.description}
              onEdit={edit('description')}
            />
          </Suspense>
        );
      default: {
        const unhandled: never = current;
        return unhandled;
      }
    }
  };

  const title = exists ? t('wizard.editTitle') : t('wizard.addTitle');
  const name = property?.specifications?.name;
  const stepIndex = wizardSteps.indexOf(current);
  const stepStatus = (step: WizardSection) =>
    step === current
      ? 'process'
      : isStepCompleted(property?.completedSections, step)
        ? 'finish'
        : 'wait';

  return (
    <Flex vertical gap={16} data-testid="property-wizard" data-step={current}>
      <div>
        <Heading level={1} look={wide ? 2 : 3} style={{ marginBlock: 0 }}>
          {title}
        </Heading>
        {name !== undefined && (
          <Typography.Text type="secondary" data-testid="wizard-property-name">
            {name}
          </Typography.Text>
        )}
      </div>
      {definitions.error !== null && (
        <Alert
          type="error"
          showIcon
          title={t('definitionsFailed')}
          action={
            <Button size="small" onClick={definitions.refetch}>
              {t('actions.retry')}
            </Button>
          }
          data-testid="wizard-definitions-error"
        />
      )}
      {exists && propertyQuery.error !== null ? (
        <LoadFailure
          error={propertyQuery.error}
          message="fetchData"
          onRetry={() => void propertyQuery.refetch()}
          testId="wizard-load-error"
        />
      ) : exists && property === undefined ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <>
          {wide ? (
            <Steps
              current={stepIndex}
              // Six steps: each title under its number keeps the titles whole on a tablet.
              titlePlacement="vertical"
              onChange={exists ? (index) => goToStep(wizardSteps[index]!) : undefined}
              items={wizardSteps.map((step) => ({
                title: t(`steps.${step}`),
                status: stepStatus(step),
                disabled: !exists && step !== 'location',
              }))}
              data-testid="wizard-steps"
            />
          ) : (
            <Flex vertical gap={4} data-testid="wizard-steps">
              <Typography.Text type="secondary">
                {t('wizard.stepOf', { n: stepIndex + 1, total: wizardSteps.length })}
              </Typography.Text>
              <Select
                value={current}
                onChange={goToStep}
                disabled={!exists}
                aria-label={t('wizard.chooseStep')}
                options={wizardSteps.map((step) => ({ value: step, label: t(`steps.${step}`) }))}
                data-testid="wizard-step-select"
              />
            </Flex>
          )}
          <Card>
            {definitions.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : renderStep()}
          </Card>
        </>
      )}
      <UnsavedChangesModal
        open={pendingStep !== null || blocker.state === 'blocked'}
        onDiscard={discard}
        onCancel={cancel}
      />
      {id !== undefined && (
        <PublishPrompt
          propertyId={id}
          open={publishPrompt}
          onStay={() => setPublishPrompt(false)}
          onLeave={allowNextNavigation}
        />
      )}
    </Flex>
  );
}
