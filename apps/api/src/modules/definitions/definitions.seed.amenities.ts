import type { AmenityCategory } from '@nuzul/shared/definitions';
import type { SeedEntry } from './definitions.seed';

type Amenity = Omit<SeedEntry, 'meta'>;

/**
 * General amenities of a property by category (`meta.category`), including what guests in
 * Saudi Arabia look for: a majlis, family privacy, the qibla, a private pool, a fire pit.
 */
export const amenitiesByCategory: Record<AmenityCategory, Amenity[]> = {
  essentials: [
    { id: 501, code: 'wifi', en: 'Wi-Fi', ar: 'واي فاي' },
    { id: 502, code: 'air_conditioning', en: 'Air conditioning', ar: 'تكييف' },
    { id: 503, code: 'heating', en: 'Heating', ar: 'تدفئة' },
    { id: 504, code: 'water_heater', en: 'Water heater', ar: 'سخان مياه' },
    { id: 505, code: 'washing_machine', en: 'Washing machine', ar: 'غسالة ملابس' },
    { id: 506, code: 'dryer', en: 'Clothes dryer', ar: 'مجفف ملابس' },
    { id: 507, code: 'iron', en: 'Iron', ar: 'مكواة' },
    { id: 508, code: 'tv', en: 'TV', ar: 'تلفزيون' },
    { id: 509, code: 'workspace', en: 'Dedicated workspace', ar: 'مساحة عمل مخصصة' },
    { id: 510, code: 'linens', en: 'Bed linen', ar: 'مفارش سرير' },
  ],
  family: [
    { id: 520, code: 'majlis', en: 'Majlis', ar: 'مجلس' },
    { id: 521, code: 'families_only', en: 'Families only', ar: 'للعائلات فقط' },
    {
      id: 522,
      code: 'separate_family_entrance',
      en: 'Separate entrance for families',
      ar: 'مدخل مستقل للعائلات',
    },
    { id: 523, code: 'womens_section', en: "Women's section", ar: 'قسم خاص بالنساء' },
    { id: 524, code: 'privacy_walls', en: 'High privacy walls', ar: 'أسوار عالية للخصوصية' },
    { id: 525, code: 'kids_play_area', en: "Kids' play area", ar: 'منطقة ألعاب للأطفال' },
    { id: 526, code: 'baby_cot', en: 'Baby cot', ar: 'سرير أطفال' },
    { id: 527, code: 'high_chair', en: 'High chair', ar: 'كرسي طعام للأطفال' },
  ],
  religious: [
    { id: 540, code: 'qibla_marker', en: 'Qibla direction marker', ar: 'علامة اتجاه القبلة' },
    { id: 541, code: 'prayer_mats', en: 'Prayer mats', ar: 'سجادات صلاة' },
    { id: 542, code: 'prayer_room', en: 'Prayer room', ar: 'مصلى' },
    { id: 543, code: 'quran', en: 'Copy of the Quran', ar: 'مصحف' },
  ],
  kitchen: [
    { id: 560, code: 'kitchen', en: 'Kitchen', ar: 'مطبخ' },
    { id: 561, code: 'refrigerator', en: 'Refrigerator', ar: 'ثلاجة' },
    { id: 562, code: 'stove', en: 'Stove', ar: 'موقد طبخ' },
    { id: 563, code: 'oven', en: 'Oven', ar: 'فرن' },
    { id: 564, code: 'microwave', en: 'Microwave', ar: 'مايكروويف' },
    { id: 565, code: 'dishwasher', en: 'Dishwasher', ar: 'غسالة صحون' },
    { id: 566, code: 'coffee_machine', en: 'Coffee machine', ar: 'ماكينة قهوة' },
    { id: 567, code: 'arabic_coffee_set', en: 'Arabic coffee set', ar: 'دلال وفناجين قهوة عربية' },
    { id: 568, code: 'water_dispenser', en: 'Water dispenser', ar: 'برادة مياه' },
    { id: 569, code: 'cookware', en: 'Cookware and dishes', ar: 'أواني طبخ وأطباق' },
  ],
  outdoor: [
    { id: 580, code: 'private_pool', en: 'Private pool', ar: 'مسبح خاص' },
    { id: 581, code: 'shared_pool', en: 'Shared pool', ar: 'مسبح مشترك' },
    { id: 582, code: 'heated_pool', en: 'Heated pool', ar: 'مسبح مدفأ' },
    { id: 583, code: 'kids_pool', en: "Kids' pool", ar: 'مسبح أطفال' },
    { id: 584, code: 'garden', en: 'Garden', ar: 'حديقة' },
    { id: 585, code: 'outdoor_seating', en: 'Outdoor seating', ar: 'جلسة خارجية' },
    { id: 586, code: 'bbq_area', en: 'BBQ area', ar: 'منطقة شواء' },
    { id: 587, code: 'fire_pit', en: 'Fire pit', ar: 'مكان لشبّة النار' },
    { id: 588, code: 'bedouin_tent', en: 'Traditional Bedouin tent', ar: 'بيت شعر' },
    { id: 589, code: 'football_pitch', en: 'Football pitch', ar: 'ملعب كرة قدم' },
  ],
  leisure: [
    { id: 600, code: 'gym', en: 'Gym', ar: 'نادٍ رياضي' },
    { id: 601, code: 'sauna', en: 'Sauna', ar: 'ساونا' },
    { id: 602, code: 'jacuzzi', en: 'Jacuzzi', ar: 'جاكوزي' },
    { id: 603, code: 'games_room', en: 'Games room', ar: 'غرفة ألعاب' },
    { id: 604, code: 'streaming', en: 'Streaming services', ar: 'اشتراكات منصات البث' },
    { id: 605, code: 'game_console', en: 'Game console', ar: 'جهاز ألعاب' },
  ],
  views: [
    { id: 620, code: 'sea_view', en: 'Sea view', ar: 'إطلالة على البحر' },
    { id: 621, code: 'haram_view', en: 'Haram view', ar: 'إطلالة على الحرم' },
    { id: 622, code: 'mountain_view', en: 'Mountain view', ar: 'إطلالة جبلية' },
    { id: 623, code: 'city_view', en: 'City view', ar: 'إطلالة على المدينة' },
    { id: 624, code: 'beach_access', en: 'Beach access', ar: 'وصول مباشر إلى الشاطئ' },
  ],
  access: [
    { id: 640, code: 'parking', en: 'Free parking', ar: 'موقف سيارات مجاني' },
    { id: 641, code: 'covered_parking', en: 'Covered parking', ar: 'موقف سيارات مظلل' },
    { id: 642, code: 'elevator', en: 'Elevator', ar: 'مصعد' },
    { id: 643, code: 'private_entrance', en: 'Private entrance', ar: 'مدخل خاص' },
    { id: 644, code: 'smart_lock', en: 'Smart lock', ar: 'قفل ذكي' },
    { id: 645, code: 'self_check_in', en: 'Self check-in', ar: 'دخول ذاتي' },
    { id: 646, code: 'step_free_access', en: 'Step-free access', ar: 'دخول بدون درج' },
    { id: 647, code: 'ev_charger', en: 'EV charger', ar: 'شاحن سيارات كهربائية' },
  ],
  safety: [
    { id: 660, code: 'security_guard', en: 'Security guard', ar: 'حارس أمن' },
    { id: 661, code: 'cctv', en: 'Outdoor security cameras', ar: 'كاميرات مراقبة خارجية' },
    { id: 662, code: 'smoke_detector', en: 'Smoke detector', ar: 'كاشف دخان' },
    { id: 663, code: 'fire_extinguisher', en: 'Fire extinguisher', ar: 'طفاية حريق' },
    { id: 664, code: 'first_aid_kit', en: 'First aid kit', ar: 'حقيبة إسعافات أولية' },
    { id: 665, code: 'pool_fence', en: 'Pool fence', ar: 'سياج حول المسبح' },
  ],
  services: [
    { id: 680, code: 'housekeeping', en: 'Housekeeping', ar: 'خدمة تنظيف' },
    { id: 681, code: 'reception_24h', en: '24-hour reception', ar: 'استقبال على مدار الساعة' },
    { id: 682, code: 'luggage_storage', en: 'Luggage storage', ar: 'حفظ الأمتعة' },
    { id: 683, code: 'airport_transfer', en: 'Airport transfer', ar: 'توصيل من وإلى المطار' },
    { id: 684, code: 'long_stays', en: 'Long stays allowed', ar: 'إقامة طويلة متاحة' },
  ],
};
