import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amenitiesSection,
  buildingInput,
  buildingResponse,
  descriptionSection,
  listingsQuery,
  listingsResponse,
  locationSection,
  propertyResponse,
  readinessResponse,
  specificationsSection,
} from '@nuzul/shared/listings';
import { okResponse } from '@nuzul/shared/accounts';
import { actorOf } from '../../platform/auth';
import type { ListingsService } from './listings.service';

const idParams = z.object({ id: z.uuid() });

export const listingsRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['listings'];

  app.get(
    '/listings',
    {
      schema: {
        tags,
        summary: 'Properties and buildings, newest change first',
        querystring: listingsQuery,
        response: { 200: listingsResponse },
      },
    },
    async (request) => {
      const { items, total } = await listings.list(actorOf(request), request.query);
      return {
        data: items,
        meta: { page: request.query.page, pageSize: request.query.pageSize, total },
      };
    },
  );

  app.post(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Creates a Pending property from its location',
        body: locationSection,
        response: { 201: propertyResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await listings.create(actorOf(request), request.body) }),
  );

  app.get(
    '/properties/:id',
    { schema: { tags, params: idParams, response: { 200: propertyResponse } } },
    async (request) => ({ data: await listings.get(actorOf(request), request.params.id) }),
  );

  app.delete(
    '/properties/:id',
    { schema: { tags, params: idParams, response: { 200: okResponse } } },
    async (request) => {
      await listings.remove(actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/properties/:id/readiness',
    {
      schema: {
        tags,
        summary: 'What the property misses before it can be published (spec §5)',
        params: idParams,
        response: { 200: readinessResponse },
      },
    },
    async (request) => ({
      data: await listings.readiness(actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/properties/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publishes a complete property; 409 PROPERTY_NOT_READY lists what is missing',
        params: idParams,
        response: { 200: propertyResponse },
      },
    },
    async (request) => ({ data: await listings.publish(actorOf(request), request.params.id) }),
  );

  app.post(
    '/properties/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'Back to Pending',
        params: idParams,
        response: { 200: propertyResponse },
      },
    },
    async (request) => ({ data: await listings.unpublish(actorOf(request), request.params.id) }),
  );

  app.put(
    '/properties/:id/location',
    {
      schema: {
        tags,
        params: idParams,
        body: locationSection,
        response: { 200: propertyResponse },
      },
    },
    async (request) => ({
      data: await listings.saveLocation(actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/properties/:id/specifications',
    {
      schema: {
        tags,
        params: idParams,
        body: specificationsSection,
        response: { 200: propertyResponse },
      },
    },
    async (request) => ({
      data: await listings.saveSpecifications(actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/properties/:id/amenities',
    {
      schema: {
        tags,
        params: idParams,
        body: amenitiesSection,
        response: { 200: propertyResponse },
      },
    },
    async (request) => ({
      data: await listings.saveAmenities(actorOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/properties/:id/description',
    {
      schema: {
        tags,
        params: idParams,
        body: descriptionSection,
        response: { 200: propertyResponse },
      },
    },
    async (request) => ({
      data: await listings.saveDescription(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/buildings',
    { schema: { tags, body: buildingInput, response: { 201: buildingResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await listings.createBuilding(actorOf(request), request.body) }),
  );

  app.get(
    '/buildings/:id',
    { schema: { tags, params: idParams, response: { 200: buildingResponse } } },
    async (request) => ({ data: await listings.getBuilding(actorOf(request), request.params.id) }),
  );

  app.put(
    '/buildings/:id',
    {
      schema: { tags, params: idParams, body: buildingInput, response: { 200: buildingResponse } },
    },
    async (request) => ({
      data: await listings.updateBuilding(actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/buildings/:id',
    { schema: { tags, params: idParams, response: { 200: okResponse } } },
    async (request) => {
      await listings.removeBuilding(actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
