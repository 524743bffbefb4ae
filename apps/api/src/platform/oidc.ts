import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OidcClaims {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export interface OidcClient {
  /** The provider address to send the browser to, with the values to keep until it returns. */
  start(): Promise<{ url: string; state: string; nonce: string; codeVerifier: string }>;
  /** Exchanges the code of the callback URL and checks state, nonce and the ID token. */
  finish(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcClaims>;
}

/** OpenID Connect authorization code flow with PKCE (openid-client). */
export function oidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain HTTP only for a provider on this machine (development and tests).
        execute: /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(settings.issuer)
          ? [client.allowInsecureRequests]
          : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, expected) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
