import { readAuthToken } from '../../../lib/auth-token-key.ts';
import { splitLocalePath } from '../../../lib/locale-path.ts';
import { showSignedInHeader } from './account.ts';
import { enhanceForms } from './forms.ts';
import { settleLanguage } from './language.ts';

/*
 * The only script of a prerendered public page (ADR 101): no React, no router, no app bundle. The
 * page is a document; this makes its few live parts work — the visitor's language (the switch
 * itself is a plain link), the public forms, and the signed-in header. Every link, into the app
 * too, is an ordinary page load. It registers no service worker (ADR 094). On the pricing page a
 * signed-in learner gets the app instead, which hydrates the page: choosing a plan is the app's.
 */
const { locale } = splitLocalePath(window.location.pathname);
const token = readAuthToken();
const elsewhere = settleLanguage(locale, window.location, token !== null);
// the pricing page names the app's entry: for a signed-in learner the app hydrates it (checkout)
const appEntry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;
if (elsewhere) {
  window.location.replace(elsewhere);
} else if (appEntry && token) {
  void import(/* @vite-ignore */ appEntry);
} else {
  enhanceForms(document, { token: readAuthToken, pathname: () => window.location.pathname });
  void showSignedInHeader(document, token);
}
