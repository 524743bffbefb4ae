import { REGION_ID_OFFSET, SAUDI_ARABIA_ID } from '@nuzul/shared/definitions';
import type { SeedEntry } from './definitions.seed';

/** The 13 administrative regions; id = REGION_ID_OFFSET + the ISO 3166-2:SA number. */
const region = (iso: number, code: string, en: string, ar: string): SeedEntry => ({
  id: REGION_ID_OFFSET + iso,
  code,
  en,
  ar,
  parentId: SAUDI_ARABIA_ID,
});

const RIYADH = REGION_ID_OFFSET + 1;
const MAKKAH = REGION_ID_OFFSET + 2;
const MADINAH = REGION_ID_OFFSET + 3;
const EASTERN = REGION_ID_OFFSET + 4;
const QASSIM = REGION_ID_OFFSET + 5;
const HAIL = REGION_ID_OFFSET + 6;
const TABUK = REGION_ID_OFFSET + 7;
const NORTHERN_BORDERS = REGION_ID_OFFSET + 8;
const JAZAN = REGION_ID_OFFSET + 9;
const NAJRAN = REGION_ID_OFFSET + 10;
const AL_BAHAH = REGION_ID_OFFSET + 11;
const AL_JAWF = REGION_ID_OFFSET + 12;
const ASIR = REGION_ID_OFFSET + 14;

export const regions: SeedEntry[] = [
  region(1, 'SA-01', 'Riyadh Region', 'منطقة الرياض'),
  region(2, 'SA-02', 'Makkah Region', 'منطقة مكة المكرمة'),
  region(3, 'SA-03', 'Madinah Region', 'منطقة المدينة المنورة'),
  region(4, 'SA-04', 'Eastern Province', 'المنطقة الشرقية'),
  region(14, 'SA-14', 'Asir Region', 'منطقة عسير'),
  region(7, 'SA-07', 'Tabuk Region', 'منطقة تبوك'),
  region(5, 'SA-05', 'Qassim Region', 'منطقة القصيم'),
  region(6, 'SA-06', 'Hail Region', 'منطقة حائل'),
  region(8, 'SA-08', 'Northern Borders Region', 'منطقة الحدود الشمالية'),
  region(9, 'SA-09', 'Jazan Region', 'منطقة جازان'),
  region(10, 'SA-10', 'Najran Region', 'منطقة نجران'),
  region(11, 'SA-11', 'Al Bahah Region', 'منطقة الباحة'),
  region(12, 'SA-12', 'Al Jawf Region', 'منطقة الجوف'),
];

/** [id, code, English, Arabic, region]: the region's main city first. Ids never change. */
const cityTable: Array<[number, string, string, string, number]> = [
  [3001, 'riyadh', 'Riyadh', 'الرياض', RIYADH],
  [3002, 'al_kharj', 'Al Kharj', 'الخرج', RIYADH],
  [3003, 'diriyah', 'Diriyah', 'الدرعية', RIYADH],
  [3004, 'al_majmaah', "Al Majma'ah", 'المجمعة', RIYADH],
  [3005, 'az_zulfi', 'Az Zulfi', 'الزلفي', RIYADH],
  [3006, 'shaqra', 'Shaqra', 'شقراء', RIYADH],
  [3007, 'ad_dawadmi', 'Ad Dawadmi', 'الدوادمي', RIYADH],
  [3008, 'afif', 'Afif', 'عفيف', RIYADH],
  [3009, 'al_quwayiyah', "Al Quway'iyah", 'القويعية', RIYADH],
  [3010, 'wadi_ad_dawasir', 'Wadi Ad Dawasir', 'وادي الدواسر', RIYADH],

  [3020, 'makkah', 'Makkah', 'مكة المكرمة', MAKKAH],
  [3021, 'jeddah', 'Jeddah', 'جدة', MAKKAH],
  [3022, 'taif', 'Taif', 'الطائف', MAKKAH],
  [3023, 'rabigh', 'Rabigh', 'رابغ', MAKKAH],
  [3024, 'al_qunfudhah', 'Al Qunfudhah', 'القنفذة', MAKKAH],
  [3025, 'al_lith', 'Al Lith', 'الليث', MAKKAH],
  [3026, 'khulais', 'Khulais', 'خليص', MAKKAH],

  [3040, 'madinah', 'Madinah', 'المدينة المنورة', MADINAH],
  [3041, 'yanbu', 'Yanbu', 'ينبع', MADINAH],
  [3042, 'al_ula', 'AlUla', 'العلا', MADINAH],
  [3043, 'badr', 'Badr', 'بدر', MADINAH],
  [3044, 'khaybar', 'Khaybar', 'خيبر', MADINAH],
  [3045, 'mahd_adh_dhahab', 'Mahd Adh Dhahab', 'مهد الذهب', MADINAH],

  [3060, 'dammam', 'Dammam', 'الدمام', EASTERN],
  [3061, 'khobar', 'Al Khobar', 'الخبر', EASTERN],
  [3062, 'dhahran', 'Dhahran', 'الظهران', EASTERN],
  [3063, 'al_ahsa', 'Al Ahsa (Hofuf)', 'الأحساء (الهفوف)', EASTERN],
  [3064, 'al_mubarraz', 'Al Mubarraz', 'المبرز', EASTERN],
  [3065, 'qatif', 'Qatif', 'القطيف', EASTERN],
  [3066, 'jubail', 'Jubail', 'الجبيل', EASTERN],
  [3067, 'hafr_al_batin', 'Hafr Al Batin', 'حفر الباطن', EASTERN],
  [3068, 'ras_tanura', 'Ras Tanura', 'رأس تنورة', EASTERN],
  [3069, 'abqaiq', 'Abqaiq', 'بقيق', EASTERN],
  [3070, 'al_khafji', 'Al Khafji', 'الخفجي', EASTERN],
  [3071, 'al_nairyah', 'Al Nairyah', 'النعيرية', EASTERN],

  [3080, 'abha', 'Abha', 'أبها', ASIR],
  [3081, 'khamis_mushait', 'Khamis Mushait', 'خميس مشيط', ASIR],
  [3082, 'bisha', 'Bisha', 'بيشة', ASIR],
  [3083, 'an_namas', 'An Namas', 'النماص', ASIR],
  [3084, 'muhayil', 'Muhayil Asir', 'محايل عسير', ASIR],
  [3085, 'ahad_rafidah', 'Ahad Rafidah', 'أحد رفيدة', ASIR],
  [3086, 'rijal_almaa', 'Rijal Almaa', 'رجال ألمع', ASIR],

  [3100, 'tabuk', 'Tabuk', 'تبوك', TABUK],
  [3101, 'umluj', 'Umluj', 'أملج', TABUK],
  [3102, 'al_wajh', 'Al Wajh', 'الوجه', TABUK],
  [3103, 'duba', 'Duba', 'ضباء', TABUK],
  [3104, 'haql', 'Haql', 'حقل', TABUK],
  [3105, 'tayma', 'Tayma', 'تيماء', TABUK],

  [3120, 'buraydah', 'Buraydah', 'بريدة', QASSIM],
  [3121, 'unaizah', 'Unaizah', 'عنيزة', QASSIM],
  [3122, 'ar_rass', 'Ar Rass', 'الرس', QASSIM],
  [3123, 'al_bukayriyah', 'Al Bukayriyah', 'البكيرية', QASSIM],
  [3124, 'al_mithnab', 'Al Mithnab', 'المذنب', QASSIM],

  [3140, 'hail', 'Hail', 'حائل', HAIL],
  [3141, 'baqaa', "Baqa'a", 'بقعاء', HAIL],

  [3160, 'arar', 'Arar', 'عرعر', NORTHERN_BORDERS],
  [3161, 'rafha', 'Rafha', 'رفحاء', NORTHERN_BORDERS],
  [3162, 'turaif', 'Turaif', 'طريف', NORTHERN_BORDERS],

  [3180, 'jazan', 'Jazan', 'جازان', JAZAN],
  [3181, 'sabya', 'Sabya', 'صبيا', JAZAN],
  [3182, 'abu_arish', 'Abu Arish', 'أبو عريش', JAZAN],
  [3183, 'samtah', 'Samtah', 'صامطة', JAZAN],
  [3184, 'farasan', 'Farasan', 'فرسان', JAZAN],

  [3200, 'najran', 'Najran', 'نجران', NAJRAN],
  [3201, 'sharurah', 'Sharurah', 'شرورة', NAJRAN],

  [3220, 'al_bahah', 'Al Bahah', 'الباحة', AL_BAHAH],
  [3221, 'baljurashi', 'Baljurashi', 'بلجرشي', AL_BAHAH],
  [3222, 'al_mandaq', 'Al Mandaq', 'المندق', AL_BAHAH],

  [3240, 'sakaka', 'Sakaka', 'سكاكا', AL_JAWF],
  [3241, 'dumat_al_jandal', 'Dumat Al Jandal', 'دومة الجندل', AL_JAWF],
  [3242, 'al_qurayyat', 'Al Qurayyat', 'القريات', AL_JAWF],
];

export const cities: SeedEntry[] = cityTable.map(([id, code, en, ar, parentId]) => ({
  id,
  code,
  en,
  ar,
  parentId,
}));
