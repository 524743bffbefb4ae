import {
  photoUrlsFor,
  type Building,
  type ListingItem,
  type Property,
} from '@nuzul/shared/listings';
import type {
  pointsOfInterest,
  propertyPhotos,
  propertyRooms,
  buildingUnitTypes,
} from '../../db/schema/listings';
import type { AccountOwner } from '../accounts/accounts.lookup';
import type { BuildingRow, ListingRow, PropertyRow } from './listings.repository';

type PoiRow = typeof pointsOfInterest.$inferSelect;
type PhotoRow = typeof propertyPhotos.$inferSelect;
type RoomRow = typeof propertyRooms.$inferSelect;
type UnitTypeRow = typeof buildingUnitTypes.$inferSelect;
type OwnerRow = AccountOwner;

const toOwner = (owner: OwnerRow) => ({
  id: owner.id,
  name: `${owner.firstName} ${owner.lastName}`.trim(),
  email: owner.email,
});

const toPoint = (row: PoiRow) => ({
  id: row.id,
  label: row.label,
  kindId: row.kindId,
  distanceValue: row.distanceValue,
  distanceUnitId: row.distanceUnitId,
});

export function toPhoto(row: PhotoRow) {
  return {
    id: row.id,
    description: row.description,
    imageTypeIds: row.imageTypeIds,
    position: row.position,
    isMain: row.isMain,
    width: row.width,
    height: row.height,
    urls: photoUrlsFor(row.storageKey),
  };
}

export function toProperty(
  row: PropertyRow,
  related: {
    owner: OwnerRow;
    rooms: RoomRow[];
    points: PoiRow[];
    photos: PhotoRow[];
    /** Bookings that hold its nights (confirmed or pending). */
    bookingsCount: number;
  },
): Property {
  const hasSpecifications = row.propertyTypeId !== null && row.name !== null;
  return {
    id: row.id,
    status: row.status,
    completedSections: row.completedSections,
    buildingId: row.buildingId,
    location: {
      countryCode: row.countryCode,
      cityId: row.cityId,
      address: row.address,
      postalCode: row.postalCode,
      floorNumber: row.floorNumber,
      totalFloors: row.totalFloors,
      latitude: row.latitude,
      longitude: row.longitude,
      pointsOfInterest: related.points.map(toPoint),
    },
    specifications: hasSpecifications
      ? {
          propertyTypeId: row.propertyTypeId!,
          name: row.name!,
          internalName: row.internalName ?? '',
          shortName: row.shortName,
          multiUnit: row.multiUnit,
          areaM2: row.areaM2 ?? 0,
          areaSqf: row.areaSqf ?? 0,
          sleep: row.sleep ?? 0,
          guests: row.guests ?? 0,
          bedrooms: row.bedrooms ?? 0,
          bathrooms: row.bathrooms ?? 0,
          toilets: row.toilets ?? 0,
        }
      : null,
    amenities: {
      amenityIds: row.amenityIds,
      rooms: related.rooms.map((room) => ({
        id: room.id,
        compositionId: room.compositionId,
        amenityIds: room.amenityIds,
      })),
    },
    description: {
      ar: row.descriptionAr ?? {},
      en: row.descriptionEn ?? {},
      availableFrom: row.availableFrom,
    },
    photos: related.photos.map(toPhoto),
    owner: toOwner(related.owner),
    bookingsCount: related.bookingsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toBuilding(
  row: BuildingRow,
  related: {
    owner: OwnerRow;
    points: PoiRow[];
    unitTypes: UnitTypeRow[];
    properties: Array<{ id: string; name: string | null; status: PropertyRow['status'] }>;
  },
): Building {
  return {
    id: row.id,
    name: row.name,
    propertyTypeId: row.propertyTypeId,
    photoKey: row.photoKey,
    photoUrls: photoUrlsFor(row.photoKey),
    destinations: related.points.map(toPoint),
    unitTypes: related.unitTypes.map((unit) => ({
      id: unit.id,
      name: unit.name,
      quantity: unit.quantity,
    })),
    properties: related.properties,
    owner: toOwner(related.owner),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toListingItem(
  row: ListingRow,
  owner: OwnerRow,
  // A building's own count is 0: its bookings are its properties'.
  facts: { fromPrice: number | null; completeness: number | null; bookingsCount: number },
): ListingItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    mainPhotoUrl: row.photoKey ? photoUrlsFor(row.photoKey).thumb : null,
    bookingsCount: facts.bookingsCount,
    fromPrice: facts.fromPrice,
    completeness: facts.completeness,
    owner: toOwner(owner),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
