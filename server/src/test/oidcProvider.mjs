// A local OpenID provider for tests (oidc-provider, on loopback): authorization code flow with PKCE
// required, a client with a secret, and a one-field sign-in page where any e-mail is accepted. It stands in
// for Google: the e-mail and email_verified claims are put in the ID token, as Google does
// (OP_ID_TOKEN_CLAIMS=off leaves them to the UserInfo endpoint, as other providers do).
//
//   OP_CLIENT_ID, OP_CLIENT_SECRET, OP_REDIRECT_URIS (comma-separated), OP_PORT (0: any free port)
//
// Prints one line {"issuer": "http://127.0.0.1:<port>"} when it is listening.
import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const env = process.env;
const idTokenClaims = env.OP_ID_TOKEN_CLAIMS !== 'off';
/** Accounts signed in so far: e-mail -> whether the provider vouches for the address. */
const verified = new Map();

const page = (uid) => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Test OpenID provider</title></head>
<body>
  <h1>Test OpenID provider</h1>
  <form method="post" action="/interaction/${uid}">
    <label>E-mail <input type="email" name="email" required></label>
    <label><input type="checkbox" name="verified" value="yes" checked> E-mail verified</label>
    <button type="submit">Sign in</button>
  </form>
</body></html>`;

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

const server = http.createServer();
await new Promise((resolve) => server.listen(Number(env.OP_PORT || 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: env.OP_CLIENT_ID,
      client_secret: env.OP_CLIENT_SECRET,
      redirect_uris: env.OP_REDIRECT_URIS.split(','),
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  conformIdTokenClaims: !idTokenClaims,
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: verified.get(id) === true }),
    };
  },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] },
});
const callback = provider.callback();

server.on('request', async (req, res) => {
  // A browser asks every origin for an icon; a 404 would show as a console error in the tests.
  if (req.url === '/favicon.ico') return res.writeHead(204).end();
  const uid = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '')?.[1];
  if (!uid) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(details.uid));
    }
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    verified.set(email, form.get('verified') === 'yes');
    const grant = new provider.Grant({ accountId: email, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
