import type { Property } from '@nuzul/shared/listings';
import type { BookingSection, BookingSettings } from '@nuzul/shared/terms';
import type { BookingValues } from './booking-values';

/** What the booking step hands each of its sections. */
export interface SectionProps<S extends BookingSection> {
  property: Property;
  settings: BookingSettings;
  /** Unsaved values kept by the wizard (a section left with "Cancel" and come back to). */
  draft: BookingValues[S] | undefined;
  /** Without values (a closed drawer) or unchanged: the section has nothing unsaved. */
  onEdit: (values: BookingValues[S] | undefined, changed: boolean) => void;
  /** After a save or when nothing changed: the next section opens. */
  onDone: () => void;
  onBack?: () => void;
}
