import type { ColumnType, Generated } from 'kysely';
import type { EducatorRole } from '@mnemo/contracts/signups';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Locale = 'en' | 'pt';

export interface NewsletterSignupsTable {
  id: Generated<string>;
  /** lower-cased; unique */
  email: string;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
}

export interface EarlyAccessSignupsTable {
  id: Generated<string>;
  /** lower-cased; unique */
  email: string;
  name: string | null;
  role: EducatorRole | null;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
}

export interface FeedbackMessagesTable {
  id: Generated<string>;
  message: string;
  email: string | null;
  page: string | null;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
}

/** The sign-up tables, for the app's Database interface (`interface Database extends SignupsTables`). */
export interface SignupsTables {
  newsletter_signups: NewsletterSignupsTable;
  early_access_signups: EarlyAccessSignupsTable;
  feedback_messages: FeedbackMessagesTable;
}
