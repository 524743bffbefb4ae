import { describe, expect, it } from 'vitest';
import { locationValuesOf, specificationsValuesOf } from './section-values';
import { bookingSections } from '@nuzul/shared/terms';
import {
  decideSave,
  firstOpenBookingSection,
  hasUnsaved,
  initialWizardState,
  isStepCompleted,
  nextBookingSection,
  nextStep,
  toBookingSection,
  toWizardSection,
  unsavedFlagOf,
  wizardReducer,
  wizardSteps,
} from './wizard-state';

const values = locationValuesOf(undefined);

describe('wizardReducer', () => {
  it('starts at the step asked for, with nothing unsaved', () => {
    const state = initialWizardState('amenities');
    expect(state.currentTab).toBe('amenities');
    expect(hasUnsaved(state)).toBe(false);
  });

  it('keeps the edits of a step and raises its flag while they differ from the saved values', () => {
    const edited = wizardReducer(initialWizardState(), {
      type: 'edit',
      section: 'location',
      values,
      changed: true,
    });
    expect(edited.data.location).toBe(values);
    expect(edited.unsaved.location).toBe(true);
    expect(hasUnsaved(edited, 'location')).toBe(true);
    expect(hasUnsaved(edited, 'photos')).toBe(false);

    const reverted = wizardReducer(edited, {
      type: 'edit',
      section: 'location',
      values,
      changed: false,
    });
    expect(hasUnsaved(reverted)).toBe(false);
  });

  it('names the specifications flag `property`, as spec §3 does', () => {
    const state = wizardReducer(initialWizardState(), {
      type: 'edit',
      section: 'specifications',
      values: specificationsValuesOf(undefined),
      changed: true,
    });
    expect(state.unsaved.property).toBe(true);
  });

  it('forgets a step’s edits when it is saved or discarded', () => {
    const edited = wizardReducer(initialWizardState(), {
      type: 'edit',
      section: 'photos',
      values: [],
      changed: true,
    });
    for (const type of ['saved', 'discard'] as const) {
      const next = wizardReducer(edited, { type, section: 'photos' });
      expect(next.data.photos).toBeUndefined();
      expect(hasUnsaved(next)).toBe(false);
    }
  });

  it('discards every step at once when the user leaves the wizard', () => {
    let state = wizardReducer(initialWizardState(), {
      type: 'edit',
      section: 'photos',
      values: [],
      changed: true,
    });
    state = wizardReducer(state, { type: 'edit', section: 'location', values, changed: true });
    state = wizardReducer(state, { type: 'discardAll' });
    expect(hasUnsaved(state)).toBe(false);
    expect(state.data).toEqual({});
  });

  it('moves between steps', () => {
    expect(
      wizardReducer(initialWizardState(), { type: 'goTo', tab: 'description' }).currentTab,
    ).toBe('description');
    expect(nextStep('location')).toBe('photos');
    expect(nextStep('description')).toBeUndefined();
    expect(toWizardSection('amenities')).toBe('amenities');
    expect(toWizardSection('booking')).toBe('booking');
    expect(toWizardSection('chargeProfile')).toBeUndefined();
  });
});

describe('the Property Booking step', () => {
  it('comes between Amenities and Description & Booking, which stays the last step', () => {
    expect(wizardSteps).toEqual([
      'location',
      'photos',
      'specifications',
      'amenities',
      'booking',
      'description',
    ]);
    expect(nextStep('amenities')).toBe('booking');
    expect(nextStep('booking')).toBe('description');
  });

  it('has the `booking` unsaved flag of spec §3, raised by an edit of any of its sections', () => {
    expect(unsavedFlagOf.booking).toBe('booking');
    const edited = wizardReducer(initialWizardState('booking'), {
      type: 'edit',
      section: 'booking',
      values: { terms: { values: { ar: '', en: 'https://example.sa/terms' }, changed: true } },
      changed: true,
    });
    expect(edited.unsaved.booking).toBe(true);
    expect(hasUnsaved(edited, 'booking')).toBe(true);
    expect(hasUnsaved(edited, 'description')).toBe(false);

    const discarded = wizardReducer(edited, { type: 'discard', section: 'booking' });
    expect(discarded.data.booking).toBeUndefined();
    expect(hasUnsaved(discarded)).toBe(false);
  });

  it('is finished only when all eight sections are saved', () => {
    const seven = bookingSections.slice(0, 7);
    expect(isStepCompleted(['location', ...seven], 'booking')).toBe(false);
    expect(isStepCompleted([...bookingSections], 'booking')).toBe(true);
    expect(isStepCompleted(['location'], 'location')).toBe(true);
    expect(isStepCompleted(undefined, 'location')).toBe(false);
  });

  it('opens its sections in the spec’s order, at the first one not saved', () => {
    expect(bookingSections).toEqual([
      'chargeProfile',
      'checkInOut',
      'seasons',
      'availability',
      'arrival',
      'paymentMethods',
      'terms',
      'cancellation',
    ]);
    expect(nextBookingSection('chargeProfile')).toBe('checkInOut');
    expect(nextBookingSection('cancellation')).toBeUndefined();
    expect(firstOpenBookingSection([])).toBe('chargeProfile');
    expect(firstOpenBookingSection(['chargeProfile', 'checkInOut'])).toBe('seasons');
    expect(firstOpenBookingSection([...bookingSections])).toBe('chargeProfile');
    expect(toBookingSection('arrival')).toBe('arrival');
    expect(toBookingSection('booking')).toBeUndefined();
    expect(toBookingSection(null)).toBeUndefined();
  });
});

describe('decideSave', () => {
  it('says "No changes to save." for a saved step that did not change', () => {
    expect(decideSave({ propertyExists: true, completed: true, changed: false })).toBe(
      'nothing-to-save',
    );
  });

  it('saves a changed step', () => {
    expect(decideSave({ propertyExists: true, completed: true, changed: true })).toBe('save');
  });

  it('sends a step never saved, so the API can say what is missing', () => {
    expect(decideSave({ propertyExists: true, completed: false, changed: false })).toBe('save');
  });

  it('always sends the first step of a property that does not exist yet', () => {
    expect(decideSave({ propertyExists: false, completed: false, changed: false })).toBe('save');
  });
});
