import { startTestOidcProvider } from './oidc-test-provider.ts';

/*
 * The OpenID Connect provider of the browser journeys (e2e/oidc.spec.ts), as a process: a real
 * provider (`oidc-provider`) on OIDC_TEST_PORT whose one client sends people back to
 * OIDC_TEST_REDIRECT_URI, signing in as the account OIDC_TEST_ACCOUNT (JSON claims) without a form.
 */
const port = Number(process.env.OIDC_TEST_PORT ?? 4208);
const redirectUri = process.env.OIDC_TEST_REDIRECT_URI ?? 'http://localhost:3208/api/auth/oidc/callback';
const account = JSON.parse(
  process.env.OIDC_TEST_ACCOUNT ?? '{"sub":"e2e","email":"e2e@school.example","email_verified":true}',
) as { sub: string };
const provider = await startTestOidcProvider({ redirectUri, account, port });
console.log(`oidc provider at ${provider.issuer} (client ${provider.clientId}, secret ${provider.clientSecret})`);
process.once('SIGTERM', () => void provider.close().then(() => process.exit(0)));
