import { REQUIRED_IMAGE_TYPE_CODES } from '@nuzul/shared/listings';
import type { SeedEntry } from './definitions.seed';

export const propertyTypes: SeedEntry[] = [
  { id: 101, code: 'apartment', en: 'Apartment', ar: 'شقة' },
  { id: 102, code: 'villa', en: 'Villa', ar: 'فيلا' },
  { id: 103, code: 'chalet', en: 'Chalet', ar: 'شاليه' },
  { id: 104, code: 'studio', en: 'Studio', ar: 'استوديو' },
  { id: 105, code: 'duplex', en: 'Duplex', ar: 'دوبلكس' },
  { id: 106, code: 'townhouse', en: 'Townhouse', ar: 'تاون هاوس' },
  { id: 107, code: 'floor', en: 'Floor of a villa', ar: 'دور في فيلا' },
  { id: 108, code: 'istiraha', en: 'Istiraha (rest house)', ar: 'استراحة' },
  { id: 109, code: 'farm', en: 'Farm', ar: 'مزرعة' },
  { id: 110, code: 'resort', en: 'Resort', ar: 'منتجع' },
  { id: 111, code: 'hotel_apartment', en: 'Hotel apartment', ar: 'شقة فندقية' },
  { id: 112, code: 'room', en: 'Room', ar: 'غرفة' },
  { id: 113, code: 'camp', en: 'Camp', ar: 'مخيم' },
  { id: 114, code: 'penthouse', en: 'Penthouse', ar: 'بنتهاوس' },
];

const required: readonly string[] = REQUIRED_IMAGE_TYPE_CODES;

/** Photo types; the ones in REQUIRED_IMAGE_TYPE_CODES carry `meta.required` (§5 Photos). */
export const imageTypes: SeedEntry[] = [
  { id: 201, code: 'bedroom', en: 'Bedroom', ar: 'غرفة النوم' },
  { id: 202, code: 'bathroom', en: 'Bathroom', ar: 'الحمّام' },
  { id: 203, code: 'living_room', en: 'Living room', ar: 'غرفة المعيشة' },
  { id: 204, code: 'majlis', en: 'Majlis', ar: 'المجلس' },
  { id: 205, code: 'kitchen', en: 'Kitchen', ar: 'المطبخ' },
  { id: 206, code: 'dining_area', en: 'Dining area', ar: 'منطقة الطعام' },
  { id: 207, code: 'exterior', en: 'Exterior', ar: 'الواجهة الخارجية' },
  { id: 208, code: 'entrance', en: 'Entrance', ar: 'المدخل' },
  { id: 209, code: 'view', en: 'View', ar: 'الإطلالة' },
  { id: 210, code: 'pool', en: 'Pool', ar: 'المسبح' },
  { id: 211, code: 'garden', en: 'Garden and outdoor area', ar: 'الحديقة والجلسة الخارجية' },
  { id: 212, code: 'balcony', en: 'Balcony', ar: 'الشرفة' },
  { id: 213, code: 'facilities', en: 'Facilities', ar: 'المرافق' },
  { id: 214, code: 'floor_plan', en: 'Floor plan', ar: 'المخطط' },
  { id: 299, code: 'other', en: 'Other', ar: 'أخرى' },
].map((entry) => ({ ...entry, meta: { required: required.includes(entry.code) } }));

/** Units of a point of interest's distance; `meta.metres` converts to metres. */
export const distanceUnits: SeedEntry[] = [
  { id: 301, code: 'm', en: 'm', ar: 'م', meta: { metres: 1 } },
  { id: 302, code: 'km', en: 'km', ar: 'كم', meta: { metres: 1000 } },
  { id: 303, code: 'mi', en: 'mi', ar: 'ميل', meta: { metres: 1609.344 } },
];

export const pointOfInterestKinds: SeedEntry[] = [
  { id: 401, code: 'mosque', en: 'Mosque', ar: 'مسجد' },
  { id: 402, code: 'haram', en: 'The Haram (Masjid al-Haram)', ar: 'المسجد الحرام' },
  { id: 403, code: 'prophets_mosque', en: "The Prophet's Mosque", ar: 'المسجد النبوي' },
  { id: 404, code: 'miqat', en: 'Miqat', ar: 'ميقات' },
  { id: 405, code: 'beach', en: 'Beach', ar: 'شاطئ' },
  { id: 406, code: 'corniche', en: 'Corniche', ar: 'كورنيش' },
  { id: 407, code: 'airport', en: 'Airport', ar: 'مطار' },
  { id: 408, code: 'train_station', en: 'Train station', ar: 'محطة قطار' },
  { id: 409, code: 'metro_station', en: 'Metro station', ar: 'محطة مترو' },
  { id: 410, code: 'bus_station', en: 'Bus station', ar: 'محطة حافلات' },
  { id: 411, code: 'mall', en: 'Shopping mall', ar: 'مركز تسوق' },
  { id: 412, code: 'supermarket', en: 'Supermarket', ar: 'سوبرماركت' },
  { id: 413, code: 'restaurant', en: 'Restaurant', ar: 'مطعم' },
  { id: 414, code: 'cafe', en: 'Café', ar: 'مقهى' },
  { id: 415, code: 'hospital', en: 'Hospital', ar: 'مستشفى' },
  { id: 416, code: 'pharmacy', en: 'Pharmacy', ar: 'صيدلية' },
  { id: 417, code: 'park', en: 'Park', ar: 'حديقة عامة' },
  { id: 418, code: 'university', en: 'University', ar: 'جامعة' },
  { id: 419, code: 'school', en: 'School', ar: 'مدرسة' },
  { id: 420, code: 'city_centre', en: 'City centre', ar: 'وسط المدينة' },
  { id: 421, code: 'museum', en: 'Museum', ar: 'متحف' },
  { id: 422, code: 'heritage_site', en: 'Heritage site', ar: 'موقع تراثي' },
  { id: 423, code: 'stadium', en: 'Stadium', ar: 'ملعب رياضي' },
  { id: 424, code: 'exhibition_centre', en: 'Exhibition centre', ar: 'مركز معارض' },
  { id: 425, code: 'amusement_park', en: 'Amusement park', ar: 'مدينة ملاهٍ' },
  { id: 426, code: 'fuel_station', en: 'Fuel station', ar: 'محطة وقود' },
  { id: 427, code: 'bank', en: 'Bank or ATM', ar: 'بنك أو صراف آلي' },
];
