import type * as OpenId from 'openid-client';
import { isLoopback, type OidcSettings } from './settings';

/** What the Google routes need from the OpenID Connect library. */
export type OidcClient = {
  /** A fresh state, nonce and PKCE verifier, and the provider's address to send the browser to. */
  begin(): Promise<{ url: URL; state: string; nonce: string; codeVerifier: string }>;
  /**
   * Completes the authorization code grant for the query the provider returned with (code, state, iss),
   * checking state, nonce and PKCE; resolves to the e-mail the provider vouches for.
   */
  complete(
    returnQuery: string,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ email: string | null; emailVerified: boolean }>;
};

/** The provider refused or the user cancelled (an `error` parameter on the return). */
export class OidcRefusal extends Error {}

// openid-client is ESM; loaded on first use so that code importing this module under jest never needs it.
let library: Promise<typeof OpenId> | null = null;
const openId = () => (library ??= import('openid-client'));

const SCOPE = 'openid email';

export function createOidcClient(settings: OidcSettings): OidcClient {
  let configuration: Promise<OpenId.Configuration> | null = null;

  /** Discovery once per process; a failure (provider unreachable) is retried on the next sign-in. */
  const configure = () => {
    configuration ??= openId().then((client) => {
      const issuer = new URL(settings.issuer);
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
      return client.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    });
    configuration.catch(() => {
      configuration = null;
    });
    return configuration;
  };

  return {
    async begin() {
      const client = await openId();
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async complete(returnQuery, checks) {
      const client = await openId();
      const config = await configure();
      // The address the provider returned to, with its parameters: the library checks them and sends the
      // same redirect_uri to the token endpoint.
      const current = new URL(settings.redirectUri);
      current.search = returnQuery;
      if (current.searchParams.has('error')) throw new OidcRefusal(current.searchParams.get('error') ?? '');
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      let email = typeof claims.email === 'string' ? claims.email : null;
      let verified = claims.email_verified;
      // Providers that keep scope claims out of the ID token give them at the UserInfo endpoint.
      if (!email) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' ? info.email : null;
        verified = info.email_verified;
      }
      return { email, emailVerified: verified === true };
    },
  };
}
