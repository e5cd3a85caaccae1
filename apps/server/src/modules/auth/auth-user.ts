import type { Locale } from '@mnemo/domain/languages';
import type { Plan } from '@mnemo/domain/plans';

/** The signed-in user of a request, as the auth plugin finds it from the bearer token. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  plan: Plan;
  locale: Locale;
  billingAnchor: Date;
  tokenHash: string;
}
