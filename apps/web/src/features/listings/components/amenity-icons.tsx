import {
  AlertOutlined,
  CalendarOutlined,
  CarOutlined,
  ClearOutlined,
  CloudOutlined,
  CoffeeOutlined,
  CompassOutlined,
  CustomerServiceOutlined,
  DesktopOutlined,
  EyeOutlined,
  FireOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  LaptopOutlined,
  LockOutlined,
  MedicineBoxOutlined,
  PlaySquareOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SkinOutlined,
  SmileOutlined,
  StarOutlined,
  SunOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
  VideoCameraOutlined,
  WifiOutlined,
  WomanOutlined,
} from '@ant-design/icons';
import type { AmenityCategory } from '@nuzul/shared/definitions';
import type { ComponentType, CSSProperties } from 'react';

type Icon = ComponentType<{ style?: CSSProperties }>;

/** One icon per group of general amenities (the owner's own have a star). */
export const amenityCategoryIcons: Record<AmenityCategory | 'own', Icon> = {
  essentials: HomeOutlined,
  family: TeamOutlined,
  religious: CompassOutlined,
  kitchen: CoffeeOutlined,
  outdoor: SunOutlined,
  leisure: SmileOutlined,
  views: EyeOutlined,
  access: KeyOutlined,
  safety: SafetyOutlined,
  services: CustomerServiceOutlined,
  own: StarOutlined,
};

/** Icons of the amenities guests look for first, by seeded code. */
const commonAmenityIcons: Readonly<Record<string, Icon>> = {
  wifi: WifiOutlined,
  air_conditioning: CloudOutlined,
  heating: FireOutlined,
  tv: DesktopOutlined,
  workspace: LaptopOutlined,
  washing_machine: SkinOutlined,
  families_only: TeamOutlined,
  womens_section: WomanOutlined,
  qibla_marker: CompassOutlined,
  quran: ReadOutlined,
  kitchen: CoffeeOutlined,
  coffee_machine: CoffeeOutlined,
  arabic_coffee_set: CoffeeOutlined,
  bbq_area: FireOutlined,
  fire_pit: FireOutlined,
  gym: TrophyOutlined,
  streaming: PlaySquareOutlined,
  parking: CarOutlined,
  covered_parking: CarOutlined,
  smart_lock: LockOutlined,
  self_check_in: KeyOutlined,
  ev_charger: ThunderboltOutlined,
  security_guard: SafetyCertificateOutlined,
  cctv: VideoCameraOutlined,
  smoke_detector: AlertOutlined,
  first_aid_kit: MedicineBoxOutlined,
  housekeeping: ClearOutlined,
  luggage_storage: InboxOutlined,
  long_stays: CalendarOutlined,
};

export function commonAmenityIcon(code: string): Icon | undefined {
  return Object.hasOwn(commonAmenityIcons, code) ? commonAmenityIcons[code] : undefined;
}
