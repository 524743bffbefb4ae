import type { ConnectionFilter } from '@nuzul/shared/channels';
import type {
  amenitiesSection,
  buildingInput,
  descriptionSection,
  locationSection,
  specificationsSection,
} from '@nuzul/shared/listings';
import {
  roomIssues,
  type Building,
  type ListingItem,
  type Property,
  type RoomAmenityFacts,
} from '@nuzul/shared/listings';
import { AppError, fieldIssue, validationFailed } from '@nuzul/shared/errors';
import { validationKeyOf, type ValidationMessageKey } from '@nuzul/shared/validation';
import type { z } from 'zod';
import type { DefinitionKind } from '@nuzul/shared/definitions';
import { REQUIRED_IMAGE_TYPE_CODES } from '@nuzul/shared/listings';
import { todayIn } from '@nuzul/shared/dates';
import {
  completenessOf,
  readinessOf,
  type BookingSettings,
  type ReadinessItem,
} from '@nuzul/shared/terms';
import type { Clock } from '../../platform/clock';
import type { JobRequest } from '../../platform/jobs/job-types';
import { scopeOf, type Actor } from '../../platform/policy';
import type { AccountOwner, AccountsLookup } from '../accounts/accounts.lookup';
import type { SubscriptionGate } from '../billing/subscription.access';
import { toBuilding, toListingItem, toProperty } from './listings.mapper';
import type { ListingsRepository, PoiInsert, PropertyRow } from './listings.repository';
import type { PropertyAccess } from './property.access';

/** What listings need to know of the definitions (seeded and the owner's own). */
export interface DefinitionsCheck {
  assertKnown(ownerId: string, kind: DefinitionKind, ids: number[], path: string): Promise<void>;
  roomAmenityFacts(ownerId: string, ids: number[]): Promise<RoomAmenityFacts>;
  countryExists(code: string): Promise<boolean>;
  idsByCode(kind: DefinitionKind, codes: readonly string[]): Promise<Map<string, number>>;
}

/** What listings need of a property's terms and prices (the terms module's lookup). */
export interface TermsFacts {
  settingsOf(propertyId: string): Promise<BookingSettings>;
  /** "From X SAR / night" of each property: halalas, or null when nothing prices a night. */
  fromPrices(propertyIds: string[]): Promise<Map<string, number | null>>;
}

/** How many bookings hold nights of each property (the bookings module's lookup). */
export interface BookingsCounts {
  countsFor(propertyIds: string[]): Promise<Map<string, number>>;
}

export interface ListingsDeps {
  repo: ListingsRepository;
  /** The one ownership check of a property (shared with photos). */
  properties: PropertyAccess;
  definitions: DefinitionsCheck;
  /** Who owns a listing, as the accounts show them. */
  accounts: AccountsLookup;
  /**
   * The job that removes the stored files of deleted photos that no other record names;
   * enqueued in the deleting transaction, so a rollback keeps them and a crash after the
   * commit still deletes them.
   */
  deletePhotosJob(keys: string[]): JobRequest;
  terms: TermsFacts;
  bookings: BookingsCounts;
  /** The subscription gate of spec §6 (billing), asked in the creating or publishing transaction. */
  subscriptions: SubscriptionGate;
  clock: Clock;
}

type Location = z.output<typeof locationSection>;
type Specifications = z.output<typeof specificationsSection>;
type Amenities = z.output<typeof amenitiesSection>;
type Description = z.output<typeof descriptionSection>;
type BuildingInput = z.output<typeof buildingInput>;

type Tx = Parameters<Parameters<ListingsRepository['transaction']>[0]>[0];

function invalid(path: string, key: ValidationMessageKey): AppError {
  return validationFailed([fieldIssue(path, key)]);
}

/**
 * A building may show only a photo that its owner uploaded and that no other building shows:
 * a key is public in /media URLs, and whoever names it must not come to own or delete the
 * files. The upload stays locked until the building is written, so two requests naming one
 * upload cannot both take it.
 */
async function claimPhoto(tx: Tx, ownerId: string, key: string, buildingId: string | null) {
  const usable = (await tx.lockUpload(ownerId, key)) && !(await tx.photoTaken(key, buildingId));
  if (!usable) throw invalid('body.photoKey', 'photoRequired');
}

export function listingsService(deps: ListingsDeps) {
  const { repo, properties, definitions, accounts } = deps;
  const scope = (actor: Actor) => scopeOf(actor, 'listings:manage');

  async function ownerOf(ownerId: string): Promise<AccountOwner> {
    const owner = await accounts.ownerOf(ownerId);
    if (!owner) throw new AppError('NOT_FOUND');
    return owner;
  }

  async function checkPoints(ownerId: string, points: Location['pointsOfInterest'], path: string) {
    await definitions.assertKnown(
      ownerId,
      'distance_unit',
      points.map((p) => p.distanceUnitId),
      path,
    );
    const kinds = points.map((p) => p.kindId).filter((id): id is number => typeof id === 'number');
    await definitions.assertKnown(ownerId, 'poi_kind', kinds, path);
  }

  const toPoints = (points: Location['pointsOfInterest']): PoiInsert[] =>
    points.map((p) => ({
      label: p.label,
      kindId: p.kindId ?? null,
      distanceValue: p.distanceValue,
      distanceUnitId: p.distanceUnitId,
    }));

  async function checkLocation(ownerId: string, location: Location) {
    if (!(await definitions.countryExists(location.countryCode)))
      throw invalid('body.countryCode', 'unknownDefinition');
    await definitions.assertKnown(ownerId, 'city', [location.cityId], 'body.cityId');
    await checkPoints(ownerId, location.pointsOfInterest, 'body.pointsOfInterest');
  }

  const locationColumns = (location: Location) => ({
    countryCode: location.countryCode,
    cityId: location.cityId,
    address: location.address,
    postalCode: location.postalCode,
    floorNumber: location.floorNumber,
    totalFloors: location.totalFloors,
    latitude: location.latitude ?? null,
    longitude: location.longitude ?? null,
  });

  async function present(ownerId: string, row: PropertyRow): Promise<Property> {
    const [owner, rooms, points, photos, bookings] = await Promise.all([
      ownerOf(ownerId),
      repo.rooms(row.id),
      repo.pointsOf({ propertyId: row.id }),
      repo.photosOf(row.id),
      deps.bookings.countsFor([row.id]),
    ]);
    const bookingsCount = bookings.get(row.id) ?? 0;
    return toProperty(row, { owner, rooms, points, photos, bookingsCount });
  }

  /**
   * The items of spec §5 "Publish readiness" (and the specifications, decision A-8) that the
   * property still misses, judged on its saved sections as the owner's today sees them.
   */
  /** The image types every property's photos must include (seeded, the same for all). */
  const requiredImageTypes = () => definitions.idsByCode('image_type', REQUIRED_IMAGE_TYPE_CODES);

  async function missingOf(
    ownerId: string,
    row: PropertyRow,
    requiredTypes: Promise<Map<string, number>> = requiredImageTypes(),
  ): Promise<ReadinessItem[]> {
    const [property, settings, required] = await Promise.all([
      present(ownerId, row),
      deps.terms.settingsOf(row.id),
      requiredTypes,
    ]);
    const roomAmenityIds = [...new Set(property.amenities.rooms.flatMap((r) => r.amenityIds))];
    return readinessOf({
      property,
      settings,
      today: todayIn(settings.timeZone, deps.clock()),
      requiredImageTypeIds: [...required.values()],
      roomFacts: await definitions.roomAmenityFacts(ownerId, roomAmenityIds),
    });
  }

  async function owned(ownerId: string, id: string): Promise<PropertyRow> {
    const row = await repo.findProperty(ownerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Saves one wizard section in a transaction; a missing or foreign property is a 404. The
   * property is locked first: a section replaces whole lists (at most 30 points of interest),
   * and two saves running side by side would each keep their own list beside the other's.
   */
  async function saveSection(
    actor: Actor,
    id: string,
    section: string,
    write: (tx: Tx) => Promise<Partial<PropertyRow>>,
  ): Promise<Property> {
    const ownerId = scope(actor);
    const row = await repo.transaction(async (tx) => {
      await properties.assertOwnedProperty(actor, id, { lock: true, tx: tx.handle });
      const values = await write(tx);
      const updated = await tx.updateProperty(ownerId, id, values, section);
      if (!updated) throw new AppError('NOT_FOUND');
      return updated;
    });
    return present(ownerId, row);
  }

  async function presentBuilding(ownerId: string, id: string): Promise<Building> {
    const row = await repo.findBuilding(ownerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [owner, points, unitTypes, properties] = await Promise.all([
      ownerOf(ownerId),
      repo.pointsOf({ buildingId: id }),
      repo.unitTypes(id),
      repo.buildingProperties(ownerId, id),
    ]);
    return toBuilding(row, { owner, points, unitTypes, properties });
  }

  async function checkBuilding(ownerId: string, input: BuildingInput) {
    await definitions.assertKnown(
      ownerId,
      'property_type',
      [input.propertyTypeId],
      'body.propertyTypeId',
    );
    await checkPoints(ownerId, input.destinations, 'body.destinations');
  }

  return {
    /** The wizard's first step: a Pending property from its location. */
    async create(actor: Actor, location: Location): Promise<Property> {
      const ownerId = scope(actor);
      await checkLocation(ownerId, location);
      const row = await repo.transaction(async (tx) => {
        // Counted and inserted in one transaction under the account's lock: two tabs at the
        // plan's limit minus one cannot both pass.
        await deps.subscriptions.assertCanCreateProperty(tx.handle, actor, () =>
          properties.countOf(ownerId, { tx: tx.handle }),
        );
        const created = await tx.insertProperty({
          ownerId,
          ...locationColumns(location),
          completedSections: ['location'],
        });
        await tx.replacePoints({ propertyId: created.id }, toPoints(location.pointsOfInterest));
        return created;
      });
      return present(ownerId, row);
    },

    get: async (actor: Actor, id: string) => present(scope(actor), await owned(scope(actor), id)),

    async saveLocation(actor: Actor, id: string, location: Location): Promise<Property> {
      const ownerId = scope(actor);
      await owned(ownerId, id);
      await checkLocation(ownerId, location);
      return saveSection(actor, id, 'location', async (tx) => {
        await tx.replacePoints({ propertyId: id }, toPoints(location.pointsOfInterest));
        return locationColumns(location);
      });
    },

    async saveSpecifications(actor: Actor, id: string, specs: Specifications): Promise<Property> {
      const ownerId = scope(actor);
      await owned(ownerId, id);
      await definitions.assertKnown(
        ownerId,
        'property_type',
        [specs.propertyTypeId],
        'body.propertyTypeId',
      );
      if (specs.buildingId && !(await repo.findBuilding(ownerId, specs.buildingId))) {
        throw invalid('body.buildingId', 'unknownDefinition');
      }
      return saveSection(actor, id, 'specifications', async () => ({
        propertyTypeId: specs.propertyTypeId,
        name: specs.name,
        internalName: specs.internalName,
        shortName: specs.shortName || null,
        multiUnit: specs.multiUnit,
        buildingId: specs.buildingId ?? null,
        areaM2: specs.areaM2,
        areaSqf: specs.areaSqf,
        sleep: specs.sleep,
        guests: specs.guests,
        bedrooms: specs.bedrooms,
        bathrooms: specs.bathrooms,
        toilets: specs.toilets,
      }));
    },

    async saveAmenities(actor: Actor, id: string, input: Amenities): Promise<Property> {
      const ownerId = scope(actor);
      const property = await owned(ownerId, id);
      await definitions.assertKnown(ownerId, 'amenity', input.amenityIds, 'body.amenityIds');
      await definitions.assertKnown(
        ownerId,
        'room_composition',
        input.rooms.map((r) => r.compositionId),
        'body.rooms',
      );
      const roomAmenityIds = [...new Set(input.rooms.flatMap((r) => r.amenityIds))];
      await definitions.assertKnown(ownerId, 'room_amenity', roomAmenityIds, 'body.rooms');
      const facts = await definitions.roomAmenityFacts(ownerId, roomAmenityIds);
      const issues = roomIssues(input.rooms, facts, property);
      if (issues.length) {
        throw validationFailed(
          issues.map((issue) =>
            fieldIssue(['body', ...issue.path].join('.'), validationKeyOf(issue.message)),
          ),
        );
      }
      return saveSection(actor, id, 'amenities', async (tx) => {
        await tx.replaceRooms(id, input.rooms);
        return { amenityIds: input.amenityIds };
      });
    },

    async saveDescription(actor: Actor, id: string, input: Description): Promise<Property> {
      const ownerId = scope(actor);
      await owned(ownerId, id);
      return saveSection(actor, id, 'description', async () => ({
        descriptionAr: input.ar,
        descriptionEn: input.en,
        availableFrom: input.availableFrom ?? null,
      }));
    },

    /** What the property misses before it can be published, and how complete it is. */
    async readiness(actor: Actor, id: string) {
      const ownerId = scope(actor);
      const missing = await missingOf(ownerId, await owned(ownerId, id));
      return { missing, completeness: completenessOf(missing), ready: missing.length === 0 };
    },

    /**
     * Publishes a complete listing (spec §4 statuses, §5 readiness): 409 PROPERTY_NOT_READY
     * with one detail per missing item, whose path is the item's key. Publishing a
     * published property changes nothing. Publishing needs an active subscription whose plan's
     * limit the published properties stay within (spec §6): 402, checked in the publishing
     * transaction under the account's lock.
     */
    async publish(actor: Actor, id: string): Promise<Property> {
      const ownerId = scope(actor);
      const current = await owned(ownerId, id);
      const missing = await missingOf(ownerId, current);
      if (missing.length > 0) {
        throw new AppError(
          'PROPERTY_NOT_READY',
          undefined,
          missing.map((item) => fieldIssue(item, 'required')),
        );
      }
      if (current.status === 'published') return present(ownerId, current);
      const row = await repo.transaction(async (tx) => {
        await deps.subscriptions.assertCanPublish(tx.handle, actor, () =>
          properties.countOf(ownerId, { tx: tx.handle, published: true, except: id }),
        );
        return tx.setPublished(ownerId, id, true);
      });
      if (!row) throw new AppError('NOT_FOUND');
      return present(ownerId, row);
    },

    /** Back to Pending: "a property can be saved and published later". */
    async unpublish(actor: Actor, id: string): Promise<Property> {
      const ownerId = scope(actor);
      const row = await repo.setPublished(ownerId, id, false);
      if (!row) throw new AppError('NOT_FOUND');
      return present(ownerId, row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const ownerId = scope(actor);
      await repo.transaction(async (tx) => {
        // Locked like a photo upload locks it, so no photo arrives between listing and deleting.
        await properties.assertOwnedProperty(actor, id, { lock: true, tx: tx.handle });
        const keys = await tx.deleteProperty(ownerId, id);
        if (!keys) throw new AppError('NOT_FOUND');
        if (keys.length > 0) await tx.enqueueJobs([deps.deletePhotosJob(keys)]);
      });
    },

    async list(
      actor: Actor,
      query: {
        tab: 'all' | 'properties' | 'buildings';
        status: string;
        connection?: ConnectionFilter;
        search?: string;
        page: number;
        pageSize: number;
      },
    ): Promise<{ items: ListingItem[]; total: number }> {
      const ownerId = scope(actor);
      const { rows, total } = await repo.listings(ownerId, query, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      // Every row is the actor's account's: one owner for the page.
      const owner = rows.length ? await ownerOf(ownerId) : undefined;
      const propertyIds = rows.filter((row) => row.kind === 'property').map((row) => row.id);
      // Completeness is the readiness of publishing, judged like the publish button judges it:
      // a page holds at most PAGE_SIZE_MAX listings, each read on its own.
      // Read once for the page, on the first property's need.
      let requiredTypes: Promise<Map<string, number>> | undefined;
      const [fromPrices, bookings, completeness] = await Promise.all([
        deps.terms.fromPrices(propertyIds),
        deps.bookings.countsFor(propertyIds),
        Promise.all(
          propertyIds.map(async (id) => {
            const row = await repo.findProperty(ownerId, id);
            const missing = row
              ? await missingOf(ownerId, row, (requiredTypes ??= requiredImageTypes()))
              : [];
            return [id, row ? completenessOf(missing) : 0] as const;
          }),
        ).then((entries) => new Map(entries)),
      ]);
      return {
        items: rows.map((row) =>
          toListingItem(row, owner!, {
            fromPrice: fromPrices.get(row.id) ?? null,
            completeness: completeness.get(row.id) ?? null,
            bookingsCount: bookings.get(row.id) ?? 0,
          }),
        ),
        total,
      };
    },

    async createBuilding(actor: Actor, input: BuildingInput): Promise<Building> {
      const ownerId = scope(actor);
      await checkBuilding(ownerId, input);
      const created = await repo.transaction(async (tx) => {
        await claimPhoto(tx, ownerId, input.photoKey, null);
        const row = await tx.insertBuilding({
          ownerId,
          name: input.name,
          propertyTypeId: input.propertyTypeId,
          photoKey: input.photoKey,
        });
        await tx.replaceUnitTypes(row.id, input.unitTypes);
        await tx.replacePoints({ buildingId: row.id }, toPoints(input.destinations));
        return row;
      });
      return presentBuilding(ownerId, created.id);
    },

    getBuilding: (actor: Actor, id: string) => presentBuilding(scope(actor), id),

    async updateBuilding(actor: Actor, id: string, input: BuildingInput): Promise<Building> {
      const ownerId = scope(actor);
      if (!(await repo.findBuilding(ownerId, id))) throw new AppError('NOT_FOUND');
      await checkBuilding(ownerId, input);
      // Locked first, like a property's section: the building's lists are replaced whole.
      await repo.transaction(async (tx) => {
        const row = await tx.lockBuilding(ownerId, id);
        if (!row) throw new AppError('NOT_FOUND');
        const newPhoto = row.photoKey !== input.photoKey;
        if (newPhoto) await claimPhoto(tx, ownerId, input.photoKey, id);
        await tx.updateBuilding(ownerId, id, {
          name: input.name,
          propertyTypeId: input.propertyTypeId,
          photoKey: input.photoKey,
        });
        if (newPhoto) {
          await tx.deleteUpload(row.photoKey);
          await tx.enqueueJobs([deps.deletePhotosJob([row.photoKey])]);
        }
        await tx.replaceUnitTypes(id, input.unitTypes);
        await tx.replacePoints({ buildingId: id }, toPoints(input.destinations));
      });
      return presentBuilding(ownerId, id);
    },

    async removeBuilding(actor: Actor, id: string): Promise<void> {
      const ownerId = scope(actor);
      await repo.transaction(async (tx) => {
        const deleted = await tx.deleteBuilding(ownerId, id);
        if (!deleted) throw new AppError('NOT_FOUND');
        await tx.deleteUpload(deleted.photoKey);
        await tx.enqueueJobs([deps.deletePhotosJob([deleted.photoKey])]);
      });
    },
  };
}
export type ListingsService = ReturnType<typeof listingsService>;
