import { wizardSections, type WizardSection } from '@nuzul/shared/listings';
import { bookingSections, type BookingSection } from '@nuzul/shared/terms';
import type { BookingDrafts } from './booking/booking-values';
import type {
  AmenitiesValues,
  DescriptionValues,
  LocationValues,
  SpecificationsValues,
} from './section-values';
import type { PhotoDraft } from '../photo-order';

export const wizardSteps = wizardSections;

/**
 * The unsaved-change flags of spec §3 (property, photos, amenities, description and booking).
 * `property` is the Specifications step; Location has its own flag.
 */
export type UnsavedFlag =
  'location' | 'property' | 'photos' | 'amenities' | 'booking' | 'description';

export const unsavedFlagOf: Record<WizardSection, UnsavedFlag> = {
  location: 'location',
  photos: 'photos',
  specifications: 'property',
  amenities: 'amenities',
  booking: 'booking',
  description: 'description',
};

/** What each step edits. */
export interface SectionDrafts {
  location: LocationValues;
  photos: PhotoDraft[];
  specifications: SpecificationsValues;
  amenities: AmenitiesValues;
  /** The Property Booking step: the unsaved edits of its sections. */
  booking: BookingDrafts;
  description: DescriptionValues;
}

export interface WizardState {
  currentTab: WizardSection;
  /** The edits of sections that are not saved yet; a saved section reads the property. */
  data: Partial<SectionDrafts>;
  unsaved: Record<UnsavedFlag, boolean>;
}

export type WizardAction =
  | {
      [S in WizardSection]: {
        type: 'edit';
        section: S;
        values: SectionDrafts[S];
        changed: boolean;
      };
    }[WizardSection]
  | { type: 'saved'; section: WizardSection }
  | { type: 'discard'; section: WizardSection }
  | { type: 'discardAll' }
  | { type: 'goTo'; tab: WizardSection };

const noUnsaved: Record<UnsavedFlag, boolean> = {
  location: false,
  property: false,
  photos: false,
  amenities: false,
  booking: false,
  description: false,
};

export function initialWizardState(tab: WizardSection = 'location'): WizardState {
  return { currentTab: tab, data: {}, unsaved: { ...noUnsaved } };
}

export function toWizardSection(value: string | null | undefined): WizardSection | undefined {
  return wizardSteps.find((step) => step === value);
}

function forget(state: WizardState, section: WizardSection): WizardState {
  const data = { ...state.data };
  delete data[section];
  return { ...state, data, unsaved: { ...state.unsaved, [unsavedFlagOf[section]]: false } };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        data: { ...state.data, [action.section]: action.values },
        unsaved: { ...state.unsaved, [unsavedFlagOf[action.section]]: action.changed },
      };
    case 'saved':
    case 'discard':
      return forget(state, action.section);
    case 'discardAll':
      return { ...state, data: {}, unsaved: { ...noUnsaved } };
    case 'goTo':
      return { ...state, currentTab: action.tab };
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

/** Whether a step (or, without one, any step) has changes that are not saved. */
export function hasUnsaved(state: WizardState, section?: WizardSection): boolean {
  if (section !== undefined) return state.unsaved[unsavedFlagOf[section]];
  return Object.values(state.unsaved).some(Boolean);
}

export type SaveDecision = 'save' | 'nothing-to-save';

/**
 * "No changes to save." (spec §4): a section that was saved before and has not changed
 * since is not sent again. A section never saved is always sent (the API says what is
 * missing), and so is the first step of a property that does not exist yet.
 */
export function decideSave(facts: {
  changed: boolean;
  propertyExists: boolean;
  completed: boolean;
}): SaveDecision {
  if (!facts.propertyExists || !facts.completed || facts.changed) return 'save';
  return 'nothing-to-save';
}

export function nextStep(section: WizardSection): WizardSection | undefined {
  return wizardSteps[wizardSteps.indexOf(section) + 1];
}

/**
 * Whether a step is finished: saved once, and for Property Booking each of its eight
 * sections saved (the API records the sections, not the step).
 */
export function isStepCompleted(
  completedSections: readonly string[] | undefined,
  step: WizardSection,
): boolean {
  const done = completedSections ?? [];
  if (step === 'booking') return bookingSections.every((section) => done.includes(section));
  return done.includes(step);
}

export function toBookingSection(value: string | null | undefined): BookingSection | undefined {
  return bookingSections.find((section) => section === value);
}

export function nextBookingSection(section: BookingSection): BookingSection | undefined {
  return bookingSections[bookingSections.indexOf(section) + 1];
}

/** Where the booking step opens without a section asked for: the first one not saved. */
export function firstOpenBookingSection(completedSections: readonly string[]): BookingSection {
  return bookingSections.find((section) => !completedSections.includes(section)) ?? 'chargeProfile';
}
