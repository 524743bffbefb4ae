import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRequest, loginResponse } from '@nuzul/shared/accounts';
import { AppError } from '@nuzul/shared/errors';
import type { GoogleService } from './google.service';

export interface GoogleRoutesOptions {
  google: GoogleService | undefined;
  appUrl: string;
}

/** Google sign-in; without client id and secret every call answers 404. */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, opts) => {
  const tags = ['auth'];
  const enabled = (): GoogleService => {
    if (!opts.google) throw new AppError('GOOGLE_SIGN_IN_UNAVAILABLE');
    return opts.google;
  };

  app.get(
    '/auth/google',
    { schema: { tags, summary: 'Starts Google sign-in' } },
    async (_request, reply) => reply.redirect(await enabled().start()),
  );

  app.get(
    '/auth/google/callback',
    { schema: { tags, summary: 'Where Google sends the browser back' } },
    async (request, reply) => {
      const google = enabled();
      try {
        const code = await google.callback(new URL(request.url, opts.appUrl));
        return reply.redirect(`${opts.appUrl}/?accessToken=${encodeURIComponent(code)}`);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'GOOGLE_SIGN_IN_FAILED';
        if (!(error instanceof AppError))
          request.log.error({ err: error }, 'Google sign-in failed');
        return reply.redirect(`${opts.appUrl}/login?error=${code}`);
      }
    },
  );

  app.post(
    '/auth/google/exchange',
    { schema: { tags, body: exchangeRequest, response: { 200: loginResponse } } },
    async (request) => ({ data: await enabled().exchange(request.body.code) }),
  );
};
