import type {
  AmenitiesSection,
  Building,
  BuildingInput,
  DescriptionSection,
  ListingItem,
  LocationSection,
  Photo,
  PhotosSection,
  Property,
  SpecificationsSection,
} from '@nuzul/shared/listings';
import { PAGE_SIZE_MAX, type listingsQuery } from '@nuzul/shared/listings';
import type {
  ArrivalSection,
  AvailabilitySection,
  BookingSettings,
  CancellationSection,
  ChargeProfileSection,
  CheckInOutSection,
  PaymentMethodsSection,
  Season,
  SeasonInput,
  TermsSection,
} from '@nuzul/shared/terms';
import type { z } from 'zod';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiDelete,
  apiGet,
  apiGetPage,
  apiPost,
  apiPut,
  type PageMeta,
} from '../../app/api-client';
import type { ApiError } from '../../app/api-error';
import { uploadFile, type UploadOptions } from './upload';

/** The list's query with every field given (what the URL of the list page holds). */
export type ListingsQuery = z.output<typeof listingsQuery>;

export const listingKeys = {
  all: ['listings'] as const,
  list: (query: ListingsQuery) => ['listings', 'list', query] as const,
  property: (id: string) => ['listings', 'property', id] as const,
  building: (id: string) => ['listings', 'building', id] as const,
  bookingSettings: (id: string) => ['listings', 'bookingSettings', id] as const,
};

export interface ListingsPage {
  data: ListingItem[];
  meta: PageMeta;
}

/** Properties and buildings of the signed-in owner; the previous page stays while paging. */
export function useListings(query: ListingsQuery) {
  return useQuery<ListingsPage, ApiError>({
    queryKey: listingKeys.list(query),
    queryFn: ({ signal }) =>
      apiGetPage<ListingItem>('/listings', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The owner's buildings, for the building select of the specifications step. */
export function useOwnBuildings() {
  return useListings({ tab: 'buildings', status: 'all', page: 1, pageSize: PAGE_SIZE_MAX });
}

export function useProperty(id: string | undefined) {
  return useQuery<Property, ApiError>({
    queryKey: listingKeys.property(id ?? ''),
    queryFn: ({ signal }) => apiGet<Property>(`/properties/${id}`, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

/** After a write: the answer is the property now; lists show it changed. */
function storeProperty(client: QueryClient, property: Property): void {
  client.setQueryData(listingKeys.property(property.id), property);
  void client.invalidateQueries({ queryKey: ['listings', 'list'] });
}

export function useCreateProperty() {
  const client = useQueryClient();
  return useMutation<Property, ApiError, LocationSection>({
    mutationFn: (body) => apiPost<Property>('/properties', body, { silent: true }),
    onSuccess: (property) => storeProperty(client, property),
  });
}

export type SectionBody =
  | { section: 'location'; body: LocationSection }
  | { section: 'specifications'; body: SpecificationsSection }
  | { section: 'amenities'; body: AmenitiesSection }
  | { section: 'description'; body: DescriptionSection };

export function useSaveSection(propertyId: string | undefined) {
  const client = useQueryClient();
  return useMutation<Property, ApiError, SectionBody>({
    mutationFn: ({ section, body }) =>
      apiPut<Property>(`/properties/${propertyId}/${section}`, body, { silent: true }),
    onSuccess: (property) => storeProperty(client, property),
  });
}

export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (id) => apiDelete(`/properties/${id}`),
    onSuccess: (_answer, id) => {
      // The page of the deleted property is still open: nothing refetches it.
      client.removeQueries({ queryKey: listingKeys.property(id) });
      void client.invalidateQueries({ queryKey: listingKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['listings', 'list'] });
    },
  });
}

/** Replaces the cached property's photos with the answer's (or a change of them). */
function updatePhotos(
  client: QueryClient,
  propertyId: string,
  change: (photos: Photo[]) => Photo[],
): void {
  client.setQueryData<Property>(listingKeys.property(propertyId), (property) =>
    property === undefined ? property : { ...property, photos: change(property.photos) },
  );
  void client.invalidateQueries({ queryKey: ['listings', 'list'] });
}

export function uploadPropertyPhoto(
  propertyId: string,
  file: File,
  options?: UploadOptions,
): Promise<Photo> {
  return uploadFile<Photo>(`/properties/${propertyId}/photos`, file, options);
}

/** Keeps an uploaded photo in the cached property. */
export function useStoreUploadedPhoto(propertyId: string | undefined) {
  const client = useQueryClient();
  return (photo: Photo): void => {
    if (propertyId === undefined) return;
    updatePhotos(client, propertyId, (photos) => [
      ...photos.filter((p) => p.id !== photo.id),
      photo,
    ]);
  };
}

export function useSavePhotos(propertyId: string | undefined) {
  const client = useQueryClient();
  return useMutation<Photo[], ApiError, PhotosSection>({
    mutationFn: (body) =>
      apiPut<Photo[]>(`/properties/${propertyId}/photos`, body, { silent: true }),
    onSuccess: () => {
      if (propertyId !== undefined) {
        void client.invalidateQueries({ queryKey: listingKeys.property(propertyId) });
      }
      void client.invalidateQueries({ queryKey: ['listings', 'list'] });
    },
  });
}

export function useDeletePhoto(propertyId: string | undefined) {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (photoId) => apiDelete(`/properties/${propertyId}/photos/${photoId}`),
    onSuccess: (_answer, photoId) => {
      if (propertyId === undefined) return;
      updatePhotos(client, propertyId, (photos) => photos.filter((p) => p.id !== photoId));
      void client.invalidateQueries({ queryKey: listingKeys.property(propertyId) });
    },
  });
}

export interface UploadedBuildingPhoto {
  photoKey: string;
  urls: Building['photoUrls'];
}

export function uploadBuildingPhoto(
  file: File,
  options?: UploadOptions,
): Promise<UploadedBuildingPhoto> {
  return uploadFile<UploadedBuildingPhoto>('/uploads/building-photo', file, options);
}

export function useBuilding(id: string | undefined) {
  return useQuery<Building, ApiError>({
    queryKey: listingKeys.building(id ?? ''),
    queryFn: ({ signal }) => apiGet<Building>(`/buildings/${id}`, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

function storeBuilding(client: QueryClient, building: Building): void {
  client.setQueryData(listingKeys.building(building.id), building);
  void client.invalidateQueries({ queryKey: ['listings', 'list'] });
}

export function useCreateBuilding() {
  const client = useQueryClient();
  return useMutation<Building, ApiError, BuildingInput>({
    mutationFn: (body) => apiPost<Building>('/buildings', body, { silent: true }),
    onSuccess: (building) => storeBuilding(client, building),
  });
}

export function useUpdateBuilding(id: string | undefined) {
  const client = useQueryClient();
  return useMutation<Building, ApiError, BuildingInput>({
    mutationFn: (body) => apiPut<Building>(`/buildings/${id}`, body, { silent: true }),
    onSuccess: (building) => storeBuilding(client, building),
  });
}

export function useDeleteBuilding() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (id) => apiDelete(`/buildings/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: listingKeys.building(id) });
      void client.invalidateQueries({ queryKey: listingKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['listings', 'list'] });
    },
  });
}

// ---------------------------------------------------------------- Property Booking step

/** The eight sections of the Property Booking step as saved (GET …/booking-settings). */
export function useBookingSettings(propertyId: string | undefined) {
  return useQuery<BookingSettings, ApiError>({
    queryKey: listingKeys.bookingSettings(propertyId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<BookingSettings>(`/properties/${propertyId}/booking-settings`, {
        signal,
        silent: true,
      }),
    enabled: propertyId !== undefined,
  });
}

/** The sections saved by one PUT each, and their addresses. */
const bookingSectionPaths = {
  chargeProfile: 'charge-profile',
  checkInOut: 'check-in-out',
  availability: 'availability',
  arrival: 'arrival',
  paymentMethods: 'payment-methods',
  terms: 'terms',
  cancellation: 'cancellation-policies',
} as const;

export type BookingSectionBody =
  | { section: 'chargeProfile'; body: ChargeProfileSection }
  | { section: 'checkInOut'; body: CheckInOutSection }
  | { section: 'availability'; body: AvailabilitySection }
  | { section: 'arrival'; body: ArrivalSection }
  | { section: 'paymentMethods'; body: PaymentMethodsSection }
  | { section: 'terms'; body: TermsSection }
  | { section: 'cancellation'; body: CancellationSection };

/**
 * After a write of the booking settings: the answer is what is saved now, and its completed
 * sections are the property's (the wizard's steps show them).
 */
function storeBookingSettings(client: QueryClient, settings: BookingSettings): void {
  client.setQueryData(listingKeys.bookingSettings(settings.propertyId), settings);
  client.setQueryData<Property>(listingKeys.property(settings.propertyId), (property) =>
    property === undefined
      ? property
      : { ...property, completedSections: settings.completedSections },
  );
  void client.invalidateQueries({ queryKey: ['listings', 'list'] });
}

export function useSaveBookingSection(propertyId: string | undefined) {
  const client = useQueryClient();
  return useMutation<BookingSettings, ApiError, BookingSectionBody>({
    mutationFn: ({ section, body }) =>
      apiPut<BookingSettings>(`/properties/${propertyId}/${bookingSectionPaths[section]}`, body, {
        silent: true,
      }),
    onSuccess: (settings) => storeBookingSettings(client, settings),
  });
}

/** A season's write changes the list and maybe the completed sections: both are read again. */
function useSeasonWrite<V, A>(propertyId: string | undefined, write: (variables: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation<A, ApiError, V>({
    mutationFn: write,
    onSuccess: () => {
      if (propertyId === undefined) return;
      void client.invalidateQueries({ queryKey: listingKeys.bookingSettings(propertyId) });
      void client.invalidateQueries({ queryKey: listingKeys.property(propertyId) });
      void client.invalidateQueries({ queryKey: ['listings', 'list'] });
    },
  });
}

export function useCreateSeason(propertyId: string | undefined) {
  return useSeasonWrite<SeasonInput, Season>(propertyId, (body) =>
    apiPost<Season>(`/properties/${propertyId}/seasons`, body, { silent: true }),
  );
}

export function useUpdateSeason(propertyId: string | undefined) {
  return useSeasonWrite<{ id: string; body: SeasonInput }, Season>(propertyId, ({ id, body }) =>
    apiPut<Season>(`/properties/${propertyId}/seasons/${id}`, body, { silent: true }),
  );
}

export function useDeleteSeason(propertyId: string | undefined) {
  return useSeasonWrite<string, unknown>(propertyId, (id) =>
    apiDelete(`/properties/${propertyId}/seasons/${id}`),
  );
}

export function useCopySeasonToNextYear(propertyId: string | undefined) {
  return useSeasonWrite<string, Season>(propertyId, (id) =>
    apiPost<Season>(`/properties/${propertyId}/seasons/${id}/copy-next-year`),
  );
}

// ---------------------------------------------------------------- Publishing

function usePublishing(path: 'publish' | 'unpublish') {
  const client = useQueryClient();
  return useMutation<Property, ApiError, string>({
    // The screen shows a refusal itself (the readiness list inside the prompt).
    mutationFn: (id) => apiPost<Property>(`/properties/${id}/${path}`, undefined, { silent: true }),
    onSuccess: (property) => storeProperty(client, property),
  });
}

export function usePublishProperty() {
  return usePublishing('publish');
}

export function useUnpublishProperty() {
  return usePublishing('unpublish');
}
