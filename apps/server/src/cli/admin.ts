import path from 'node:path';
import type { AppContext } from '../app-context.ts';
import { loadConfig } from '../config.ts';
import { migrateApp } from '../data-migrations.ts';
import { translate } from '@mnemo/i18n/translate';
import { AppError } from '../lib/app-error.ts';
import { drainBackgroundTasks } from '../lib/background-tasks.ts';
import { createMailer } from '../lib/mailer.ts';
import { createLocalStorage } from '../lib/storage.ts';
import { createConfiguredAiProvider } from '../modules/ai/create-provider.ts';
import * as admin from '../modules/auth/admin.service.ts';
import { cancelSubscriptionForDeletion } from '../modules/billing/billing.service.ts';
import { openConfiguredDatabase } from '../server.ts';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  users                              list every account
  set-plan <email> <plan>            FREE, STARTER, PERSONAL or ULTIMATE
  set-role <email> admin|user        make an account an admin (the Admin page) or a user again;
                                     the last admin cannot be made a user
  reset-password <email> [password]  set a password (one is generated when none is given)
  suspend <email>                    block sign-in; the account's tokens stop working
  reinstate <email>                  lift a suspension
  delete-user <email>                delete the account and everything it owns
  invite <email>                     invite an address to create an account (open 14 days; e-mailed
                                     when SMTP_URL is set; the link is printed either way)

It works on the same data as the server (DATA_DIR, or DATABASE_URL).
With the embedded database, stop the server first: PGlite allows one process at a time.`;

/**
 * Runs one operator command against a context; exported for tests. Each change is written to
 * the audit log with the actor `cli`; a refusal of the rules (the last admin) reads as in English.
 */
export async function runAdminCommand(ctx: AppContext, args: string[]): Promise<string[]> {
  try {
    return await runCommand(ctx, args);
  } catch (error) {
    if (error instanceof AppError) throw new Error(translate('en', error.messageKey, error.values), { cause: error });
    throw error;
  }
}

async function runCommand(ctx: AppContext, args: string[]): Promise<string[]> {
  const [command, ...rest] = args;
  const need = (n: number) => {
    if (rest.length < n) throw new Error(USAGE);
  };
  switch (command) {
    case 'users':
      return (await admin.listAccounts(ctx)).lines;
    case 'set-plan':
      need(2);
      return (await admin.setAccountPlan(ctx, rest[0]!, rest[1]!)).lines;
    case 'set-role':
      need(2);
      return (await admin.setAccountRole(ctx, rest[0]!, rest[1]!)).lines;
    case 'reset-password':
      need(1);
      return (await admin.resetAccountPassword(ctx, rest[0]!, rest[1])).lines;
    case 'suspend':
      need(1);
      return (await admin.suspendAccount(ctx, rest[0]!)).lines;
    case 'reinstate':
      need(1);
      return (await admin.reinstateAccount(ctx, rest[0]!)).lines;
    case 'delete-user':
      need(1);
      return (await admin.deleteAccountByEmail(ctx, rest[0]!, cancelSubscriptionForDeletion)).lines;
    case 'invite':
      need(1);
      return (await admin.inviteByEmail(ctx, rest[0]!)).lines;
    default:
      throw new Error(USAGE);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateApp(database.db);
    const ctx: AppContext = {
      config,
      db: database.db,
      storage: createLocalStorage(path.join(config.dataDir, 'files')),
      mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
      ai: createConfiguredAiProvider(config),
    };
    for (const line of await runAdminCommand(ctx, process.argv.slice(2))) console.log(line);
    // an invitation's e-mail is sent before the command ends
    await drainBackgroundTasks(ctx);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
