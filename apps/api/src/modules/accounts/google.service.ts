import type { LoginResponse } from '@nuzul/shared/accounts';
import { MFA_CHALLENGE_TTL_MS } from '@nuzul/shared/accounts';
import { AppError } from '@nuzul/shared/errors';
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import type { OidcClaims, OidcClient } from '../../platform/oidc';
import { hasTwoFactor, toUser } from './accounts.mapper';
import type { AccountsRepository, UserRow } from './accounts.repository';
import type { OneTimeCodes } from './one-time-codes';
import type { SessionsService } from './sessions.service';

const REQUEST_TTL_MS = 10 * 60 * 1000;
/** The code in the redirect back to the app lives just long enough to be exchanged. */
const EXCHANGE_TTL_MS = 2 * 60 * 1000;

export interface GoogleDeps {
  repo: AccountsRepository;
  codes: OneTimeCodes;
  sessions: SessionsService;
  clock: Clock;
  oidc: OidcClient;
}

/** Google sign-in: accounts are linked by issuer and subject. */
export function googleService(deps: GoogleDeps) {
  const { repo, codes, sessions, clock, oidc } = deps;

  /** The account for these claims: linked, linked now, or new. */
  async function accountFor(claims: OidcClaims): Promise<UserRow> {
    const identity = await repo.findIdentity(claims.issuer, claims.subject);
    if (identity) {
      const linked = await repo.findUserById(identity.userId);
      if (linked) return linked;
    }
    // Without an address the provider vouches for, nothing may be linked or created.
    if (!claims.email || !claims.emailVerified) throw new AppError('GOOGLE_SIGN_IN_FAILED');
    const email = claims.email;
    const existing = await repo.findUserByEmail(email);
    if (existing && !existing.emailVerifiedAt) throw new AppError('GOOGLE_SIGN_IN_FAILED');
    return repo.transaction(async (tx) => {
      const user =
        existing ??
        (await tx.insertUser({
          email,
          firstName: claims.givenName ?? email.split('@')[0]!,
          lastName: claims.familyName ?? '',
          passwordHash: null,
          emailVerifiedAt: clock(),
        }));
      await tx.insertIdentity({ userId: user.id, issuer: claims.issuer, subject: claims.subject });
      return user;
    });
  }

  return {
    async start(): Promise<string> {
      const { url, state, nonce, codeVerifier } = await oidc.start();
      await repo.insertOidcRequest({
        stateHash: sha256(state),
        nonce,
        codeVerifier,
        expiresAt: new Date(clock().getTime() + REQUEST_TTL_MS),
      });
      return url;
    },

    /** Finishes the provider's redirect; answers the one-time code for the app. */
    async callback(callbackUrl: URL): Promise<string> {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const pending = await repo.takeOidcRequest(sha256(state), clock());
      if (!pending) throw new AppError('GOOGLE_SIGN_IN_FAILED');
      let claims: OidcClaims;
      try {
        claims = await oidc.finish(callbackUrl, { state, ...pending });
      } catch (error) {
        throw new AppError('GOOGLE_SIGN_IN_FAILED', undefined, undefined, error);
      }
      const user = await accountFor(claims);
      return codes.issueToken(user.id, 'login_exchange', EXCHANGE_TTL_MS);
    },

    /** Trades the one-time code for a session, or for a two-factor challenge. */
    async exchange(code: string): Promise<LoginResponse['data']> {
      const row = await codes.findToken('login_exchange', code);
      if (!row || !(await codes.consume(row))) throw new AppError('GOOGLE_SIGN_IN_FAILED');
      const user = await repo.findUserById(row.userId);
      if (!user) throw new AppError('GOOGLE_SIGN_IN_FAILED');
      // Only an authenticator its owner confirmed; the flag alone never asks for a code.
      if (hasTwoFactor(user)) {
        const mfaChallenge = await codes.issueToken(
          user.id,
          'mfa_challenge',
          MFA_CHALLENGE_TTL_MS,
          {
            remember: false,
          },
        );
        return { user: { email: user.email }, mfaRequired: true, mfaChallenge };
      }
      const accessToken = await sessions.create(user.id, false);
      return { user: toUser(user), accessToken, mfaRequired: false };
    },
  };
}
export type GoogleService = ReturnType<typeof googleService>;
