import {
  definitionName,
  type DefinitionItem,
  type DefinitionKind,
} from '@nuzul/shared/definitions';
import type { Language } from '@nuzul/shared/accounts';

/** The definitions of one answer, indexed for the screens, with names in one language. */
export interface DefinitionLookup {
  items: readonly DefinitionItem[];
  ofKind(kind: DefinitionKind): DefinitionItem[];
  byId(id: number | null | undefined): DefinitionItem | undefined;
  /** The name in the interface language; an unknown id shows as `#id`. */
  name(id: number | null | undefined): string;
  nameOf(item: Pick<DefinitionItem, 'nameAr' | 'nameEn'>): string;
  countryOf(code: string): DefinitionItem | undefined;
  /** The cities of a country (through its regions), and the owner's cities without a region. */
  citiesOf(countryCode: string | undefined): DefinitionItem[];
  /** How many people a bed sleeps; undefined for a room amenity that is not a bed. */
  sleeps(roomAmenityId: number): number | undefined;
}

export function buildLookup(
  items: readonly DefinitionItem[],
  language: Language,
): DefinitionLookup {
  const kinds = new Map<DefinitionKind, DefinitionItem[]>();
  const ids = new Map<number, DefinitionItem>();
  for (const item of items) {
    ids.set(item.id, item);
    const list = kinds.get(item.kind);
    if (list === undefined) kinds.set(item.kind, [item]);
    else list.push(item);
  }
  const nameOf = (item: Pick<DefinitionItem, 'nameAr' | 'nameEn'>): string =>
    definitionName(item, language);

  return {
    items,
    ofKind: (kind) => kinds.get(kind) ?? [],
    byId: (id) => (id === null || id === undefined ? undefined : ids.get(id)),
    name: (id) => {
      if (id === null || id === undefined) return '';
      const item = ids.get(id);
      return item === undefined ? `#${id}` : nameOf(item);
    },
    nameOf,
    countryOf: (code) => (kinds.get('country') ?? []).find((country) => country.code === code),
    citiesOf: (countryCode) => {
      const country = (kinds.get('country') ?? []).find((c) => c.code === countryCode);
      if (country === undefined) return [];
      const regions = new Set(
        (kinds.get('region') ?? []).filter((r) => r.parentId === country.id).map((r) => r.id),
      );
      return (kinds.get('city') ?? []).filter((city) =>
        city.parentId === null ? city.own : regions.has(city.parentId),
      );
    },
    sleeps: (id) => {
      const item = ids.get(id);
      if (item?.kind !== 'room_amenity') return undefined;
      const value = item.meta.sleeps;
      return typeof value === 'number' && value > 0 ? value : undefined;
    },
  };
}

/** Case-insensitive match on both names (an Arabic search finds Arabic names and so on). */
export function matchesSearch(
  item: Pick<DefinitionItem, 'nameAr' | 'nameEn'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    item.nameAr.toLocaleLowerCase().includes(needle) ||
    item.nameEn.toLocaleLowerCase().includes(needle)
  );
}
