import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  arrivalSection,
  availabilitySection,
  bookingSettingsResponse,
  cancellationSection,
  chargeProfileSection,
  checkInOutSection,
  paymentMethodsSection,
  termsSection,
} from '@nuzul/shared/terms';
import { actorOf } from '../../platform/auth';
import type { TermsService } from './terms.service';

const idParams = z.object({ id: z.uuid() });

/** The Property Booking step: all its sections in one read, one PUT per section. */
export const termsRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (
  app,
  { terms },
) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['terms'];

  app.get(
    '/properties/:id/booking-settings',
    {
      schema: {
        tags,
        summary: "The property's terms and prices: the eight sections, null until saved",
        params: idParams,
        response: { 200: bookingSettingsResponse },
      },
    },
    async (request) => ({ data: await terms.settings(actorOf(request), request.params.id) }),
  );

  /** PUT /properties/:id/<path>: validates with the section's schema, answers the settings. */
  const section = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    save: (
      actor: ReturnType<typeof actorOf>,
      id: string,
      input: z.output<S>,
    ) => Promise<z.output<typeof bookingSettingsResponse>['data']>,
  ) =>
    app.put(
      `/properties/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          body,
          response: { 200: bookingSettingsResponse },
        },
      },
      async (request) => ({
        data: await save(actorOf(request), request.params.id, request.body as z.output<S>),
      }),
    );

  section(
    'charge-profile',
    'Replaces the fees and taxes, the down payment and the security deposit',
    chargeProfileSection,
    terms.saveChargeProfile,
  );
  section(
    'check-in-out',
    'Replaces the check-in place and times and the early/late ranges',
    checkInOutSection,
    terms.saveCheckInOut,
  );
  section(
    'availability',
    'Replaces the base price, default stays, preparation hours and bookable window',
    availabilitySection,
    terms.saveAvailability,
  );
  section(
    'arrival',
    "Replaces the landlord's contact and the arrival instructions",
    arrivalSection,
    terms.saveArrival,
  );
  section(
    'payment-methods',
    'Replaces the payment methods the owner accepts from guests',
    paymentMethodsSection,
    terms.savePaymentMethods,
  );
  section('terms', 'Replaces the terms and conditions addresses', termsSection, terms.saveTerms);
  section(
    'cancellation-policies',
    'Replaces the cancellation penalties',
    cancellationSection,
    terms.saveCancellation,
  );
};
