/**
 * Validation messages of the specification (§5), by key. Schemas carry `validation.<key>`
 * as their message; the API answers each field issue with the key as its `code` beside the
 * English text, and the web app translates the key, so both sides show the same rule in the
 * same words.
 */
export const validationMessages = {
  required: 'This field is required',
  invalidEmail: 'Invalid email format',
  passwordLength: 'Password must be 8 to 128 characters',
  passwordMix: 'Password must mix letters, digits and special characters',
  passwordCommon: 'This password is too common. Choose another one.',
  passwordsDoNotMatch: 'Passwords do not match',
  codeLength: 'Please enter the 6-digit code',
  max80: 'Maximum 80 characters allowed',
  tooLong: 'This value is too long',
  mustBeNumber: 'Must be a number',
  atLeastOne: 'Must be at least 1',
  maxTwoDecimals: 'At most 2 decimals allowed',
  tooLarge: 'This value is too large',
  floorAboveTotal: 'Floor number cannot exceed total floors',
  postalCodeSaudi: 'A Saudi postal code is 5 digits',
  postalCodeInvalid: 'Use letters, digits, spaces and dashes, at most 10',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  sleepAboveGuests: 'Max guests must exceed minimum occupancy',
  descriptionMin400: 'Description must be at least 400 characters',
  descriptionRequired: 'Add the description in Arabic or English',
  amenityRequired: 'Select at least one amenity',
  roomRequired: 'Add at least one room',
  roomNeedsAmenities: 'A room needs a composition and amenities',
  bathroomNeedsAmenity: 'A bathroom needs an amenity',
  bedroomNeedsBed: 'A bedroom needs a bed',
  bathroomAndBedroomRequired: 'Add at least one bathroom and one bedroom',
  bedroomCountTooLow: 'Add a bedroom for each bedroom of the property',
  sleepingCapacityTooLow: 'The beds must sleep at least the maximum guests',
  unitTypeRequired: 'Add at least one unit type',
  quantityPositive: 'Quantity must be greater than 0',
  photoRequired: 'A photo is required',
  photoDescriptionRequired: 'Each photo needs a description',
  photoTypeRequired: 'Each photo needs at least one image type',
  oneMainPhoto: 'Choose exactly one main image',
  photoOrder: 'Photo order must be unique and consecutive from 0',
  photoCountTooLow: 'Add more photos',
  photoCountTooHigh: 'Too many photos',
  requiredImageTypeMissing: 'A required image type is missing',
  imageOnly: 'Image files only',
  imageTooLarge: 'Image must be under 5 MB',
  imageTooSmall: 'Image must be at least 1024x768 px',
  invalidUrl: 'Invalid URL',
  unknownDefinition: 'Unknown value',
  invalidValue: 'Invalid value',
  invalidText: 'This text contains characters that are not allowed',
  // Terms and prices (spec §2 Property Booking, §5).
  feeRequired: 'Add at least one fee',
  percentageRange: 'Enter a percentage from 0 to 100',
  amountPositive: 'Enter an amount greater than 0',
  invalidTime: 'Enter a time as HH:mm',
  timesMustDiffer: 'The start and end times must differ',
  earlyLateRequired: 'Add at least one early or late time range',
  rangesOverlap: 'These ranges overlap',
  earlyCheckInTooLate: 'Early check-in must end by the check-in time',
  lateCheckInTooEarly: 'Late check-in must start once check-in has ended',
  lateCheckOutTooEarly: 'Late check-out must start at or after the check-out time',
  duplicateEntry: 'This entry is already in the list',
  minStayAboveMax: 'Minimum stay cannot exceed maximum stay',
  dateOrder: 'The start date must not be after the end date',
  guestsBelowSleep: 'Guests must be below the maximum guests',
  seasonOverlap: 'Seasons cannot overlap',
  specificationsFirst: 'Save the Specifications step first',
  pastDate: 'Past dates cannot be selected',
  dateTooFar: 'Choose a date within three years',
  stayAtLeastOneNight: 'Departure must be after arrival',
  phoneInvalid: 'Phone is 7 to 15 digits with an optional +',
  /** Spec §8: the marker "arrivalInstructions." shows it as seasonalPricing.errors.arrivalInstructionsnotempty. */
  arrivalInstructionsNotEmpty: 'arrivalInstructions.list: Add at least one arrival instruction.',
  paymentMethodRequired: 'Select at least one payment method',
  termsRequired: 'Add at least one terms and conditions link',
  cancellationRequired: 'Add at least one cancellation policy',
  cancellationDaysOrder: 'Cancellation from days must not exceed to days.',
  /** A password that the account's owner must confirm was not theirs (spec §8 "Invalid Password"). */
  wrongPassword: 'Invalid Password',
  // Billing (requirements-next §7).
  promoCodeFormat: 'Use 3 to 32 letters, digits, dashes or underscores',
  customDaysRange: 'Enter 1 to 3650 days',
  // Bookings (requirements-next §5.1).
  phoneDigits: 'Phone must be 7 to 15 digits with an optional +',
  paidAboveGuestPrice: 'The amount paid cannot exceed the guest price',
  priceToYouAboveGuestPrice: 'The price to you cannot exceed the guest price',
  passportFormat: 'Use at most 20 capital letters and digits',
  stayTooLong: 'A stay is at most 365 nights',
  // Chat (spec §5 "Chat messages have a maximum length", requirements-next §10).
  messageRequired: 'Write a message first',
  max2000: 'Maximum 2000 characters allowed',
  // Notifications (spec §5 "at least one type must stay enabled", A-24).
  notificationTypeRequired: 'Keep at least one notification type enabled',
  // Profile (requirements-next §12).
  birthdayInPast: 'Birthday must be in the past',
  pictureTooSmall: 'Image must be at least 128x128 px',
  // CMS and the owner's site (requirements-next §14).
  siteSlugFormat:
    'Use 3 to 40 lowercase letters, digits and dashes, starting and ending with a letter or digit',
  slugFormat:
    'Use lowercase letters, digits and dashes, starting and ending with a letter or digit',
  slugReserved: 'This address is reserved. Choose another one.',
  brandColor: 'Enter a colour as #rrggbb',
  menuTooDeep: 'Menu items can be nested one level deep only',
  menuTooManyItems: 'A menu has at most 30 items',
  /** Names the placeholder: the issue's `values.placeholder`, e.g. "{{guest.middleName}}". */
  unknownPlaceholder: 'Unknown placeholder: {{placeholder}}',
  templateSyntax: 'This template cannot be read. Check its placeholders.',
  // Booking requests on the owner's site (issue 19); the nights are the issue's `values.nights`.
  stayNotOffered: 'These dates cannot be booked. Choose other dates.',
  stayBelowMinNights: 'The minimum stay for these dates is {{nights}} nights',
  stayAboveMaxNights: 'The maximum stay for these dates is {{nights}} nights',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

const PREFIX = 'validation.';

export function messageKey(key: ValidationMessageKey): string {
  return PREFIX + key;
}

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

/**
 * The key of a schema message (`validation.max80` → `max80`). A message that is not one of
 * ours (zod's own text of a check that names none) counts as an invalid value.
 */
export function validationKeyOf(message: string): ValidationMessageKey {
  const key = message.startsWith(PREFIX) ? message.slice(PREFIX.length) : undefined;
  return isValidationMessageKey(key) ? key : 'invalidValue';
}
