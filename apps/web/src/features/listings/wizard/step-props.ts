import type { Property, WizardSection } from '@nuzul/shared/listings';
import type { SectionDrafts } from './wizard-state';

/** What the wizard hands every step. */
export interface StepProps<S extends WizardSection> {
  property: Property | undefined;
  /** Unsaved values kept by the wizard (a step left with "Cancel" and come back to). */
  draft: SectionDrafts[S] | undefined;
  onEdit: (values: SectionDrafts[S], changed: boolean) => void;
  /** After a save (with the property as the API answered) or when nothing changed. */
  onDone: (property: Property | undefined) => void;
  onBack?: () => void;
  isLast: boolean;
}

export function isCompleted(property: Property | undefined, section: WizardSection): boolean {
  return property?.completedSections.includes(section) ?? false;
}
