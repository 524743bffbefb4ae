import type { SeedEntry } from './definitions.seed';

/**
 * Room compositions. Ids 2 (bathroom) and 6 (bedroom) are fixed by the specification (§3,
 * §9); the others keep the ids they were given. New entries take the next free id.
 */
export const roomCompositions: SeedEntry[] = [
  { id: 6, code: 'bedroom', en: 'Bedroom', ar: 'غرفة نوم' },
  { id: 2, code: 'bathroom', en: 'Bathroom', ar: 'حمّام' },
  { id: 10, code: 'toilet', en: 'Toilet (half bath)', ar: 'دورة مياه' },
  { id: 1, code: 'living_room', en: 'Living room', ar: 'غرفة معيشة' },
  { id: 9, code: 'hall', en: 'Hall', ar: 'صالة' },
  { id: 4, code: 'majlis', en: 'Majlis', ar: 'مجلس' },
  { id: 11, code: 'womens_majlis', en: "Women's majlis", ar: 'مجلس نساء' },
  { id: 5, code: 'dining_room', en: 'Dining room', ar: 'غرفة طعام' },
  { id: 3, code: 'kitchen', en: 'Kitchen', ar: 'مطبخ' },
  { id: 8, code: 'laundry', en: 'Laundry room', ar: 'غرفة غسيل' },
  { id: 7, code: 'balcony', en: 'Balcony', ar: 'شرفة' },
  { id: 12, code: 'roof_terrace', en: 'Roof terrace', ar: 'سطح' },
  { id: 13, code: 'courtyard', en: 'Courtyard', ar: 'حوش' },
  { id: 14, code: 'office', en: 'Office', ar: 'مكتب' },
  { id: 15, code: 'prayer_room', en: 'Prayer room', ar: 'مصلى' },
  { id: 16, code: 'maid_room', en: "Maid's room", ar: 'غرفة عاملة منزلية' },
  { id: 17, code: 'driver_room', en: "Driver's room", ar: 'غرفة سائق' },
  { id: 18, code: 'storage', en: 'Storage room', ar: 'مستودع' },
];

const bed = (sleeps: number) => ({ category: 'bed', sleeps });
const bath = { category: 'bath' };
const comfort = { category: 'comfort' };
const kitchen = { category: 'kitchen' };
const laundry = { category: 'laundry' };

/** What a room has. A bed (`meta.sleeps`) counts towards the sleeping capacity (§5). */
export const roomAmenities: SeedEntry[] = [
  { id: 801, code: 'king_bed', en: 'King bed', ar: 'سرير كينج', meta: bed(2) },
  { id: 802, code: 'queen_bed', en: 'Queen bed', ar: 'سرير كوين', meta: bed(2) },
  { id: 803, code: 'double_bed', en: 'Double bed', ar: 'سرير مزدوج', meta: bed(2) },
  { id: 804, code: 'single_bed', en: 'Single bed', ar: 'سرير مفرد', meta: bed(1) },
  { id: 805, code: 'sofa_bed', en: 'Sofa bed', ar: 'كنبة سرير', meta: bed(2) },
  { id: 806, code: 'bunk_bed', en: 'Bunk bed', ar: 'سرير بطابقين', meta: bed(2) },
  { id: 807, code: 'floor_mattress', en: 'Floor mattress', ar: 'فرشة أرضية', meta: bed(1) },

  { id: 820, code: 'private_bathroom', en: 'Private bathroom', ar: 'حمّام خاص', meta: bath },
  { id: 821, code: 'shower', en: 'Shower', ar: 'دش', meta: bath },
  { id: 822, code: 'bathtub', en: 'Bathtub', ar: 'حوض استحمام', meta: bath },
  { id: 823, code: 'jacuzzi', en: 'Jacuzzi', ar: 'جاكوزي', meta: bath },
  {
    id: 824,
    code: 'toilet_shattaf',
    en: 'Toilet with bidet shower (shattaf)',
    ar: 'مرحاض مع شطّاف',
    meta: bath,
  },
  { id: 825, code: 'western_toilet', en: 'Western toilet', ar: 'مرحاض إفرنجي', meta: bath },
  { id: 826, code: 'squat_toilet', en: 'Squat toilet', ar: 'مرحاض عربي', meta: bath },
  { id: 827, code: 'washbasin', en: 'Washbasin', ar: 'مغسلة', meta: bath },
  { id: 828, code: 'hair_dryer', en: 'Hair dryer', ar: 'مجفف شعر', meta: bath },
  { id: 829, code: 'towels', en: 'Towels', ar: 'مناشف', meta: bath },
  { id: 830, code: 'toiletries', en: 'Toiletries', ar: 'أدوات استحمام', meta: bath },

  { id: 840, code: 'wardrobe', en: 'Wardrobe', ar: 'خزانة ملابس', meta: comfort },
  { id: 841, code: 'air_conditioning', en: 'Air conditioning', ar: 'تكييف', meta: comfort },
  { id: 842, code: 'tv', en: 'TV', ar: 'تلفزيون', meta: comfort },
  { id: 843, code: 'desk', en: 'Desk', ar: 'مكتب', meta: comfort },
  { id: 844, code: 'safe', en: 'Safe', ar: 'خزنة', meta: comfort },
  { id: 845, code: 'blackout_curtains', en: 'Blackout curtains', ar: 'ستائر معتمة', meta: comfort },
  { id: 846, code: 'floor_seating', en: 'Floor seating (jalsa)', ar: 'جلسة أرضية', meta: comfort },
  { id: 847, code: 'sofa', en: 'Sofa', ar: 'كنب', meta: comfort },
  { id: 848, code: 'dining_table', en: 'Dining table', ar: 'طاولة طعام', meta: comfort },
  { id: 849, code: 'mirror', en: 'Mirror', ar: 'مرآة', meta: comfort },

  { id: 860, code: 'stove', en: 'Stove', ar: 'موقد طبخ', meta: kitchen },
  { id: 861, code: 'oven', en: 'Oven', ar: 'فرن', meta: kitchen },
  { id: 862, code: 'refrigerator', en: 'Refrigerator', ar: 'ثلاجة', meta: kitchen },
  { id: 863, code: 'microwave', en: 'Microwave', ar: 'مايكروويف', meta: kitchen },
  { id: 864, code: 'kettle', en: 'Kettle', ar: 'غلاية ماء', meta: kitchen },
  { id: 865, code: 'cookware', en: 'Cookware and dishes', ar: 'أواني طبخ وأطباق', meta: kitchen },

  { id: 880, code: 'washing_machine', en: 'Washing machine', ar: 'غسالة ملابس', meta: laundry },
  { id: 881, code: 'dryer', en: 'Dryer', ar: 'مجفف ملابس', meta: laundry },
  { id: 882, code: 'iron', en: 'Iron and ironing board', ar: 'مكواة وطاولة كيّ', meta: laundry },
];
