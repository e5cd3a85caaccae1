import type { Locale } from '@mnemo/domain/languages';
import { errors as enErrors } from './locales/en/errors.ts';
import { errors as ptErrors } from './locales/pt/errors.ts';
import { app as enApp } from './locales/en/app.ts';
import { app as ptApp } from './locales/pt/app.ts';
import { mail as enMail } from './locales/en/mail.ts';
import { mail as ptMail } from './locales/pt/mail.ts';
import { publicSite as enPublic } from './locales/en/public.ts';
import { publicSite as ptPublic } from './locales/pt/public.ts';
import { pipeline as enPipeline } from './locales/en/pipeline.ts';
import { pipeline as ptPipeline } from './locales/pt/pipeline.ts';
import { ai as enAi } from './locales/en/ai.ts';
import { ai as ptAi } from './locales/pt/ai.ts';
import { wizard as enWizard } from './locales/en/wizard.ts';
import { wizard as ptWizard } from './locales/pt/wizard.ts';
import { material as enMaterial } from './locales/en/material.ts';
import { material as ptMaterial } from './locales/pt/material.ts';
import { study as enStudy } from './locales/en/study.ts';
import { study as ptStudy } from './locales/pt/study.ts';
import { guided as enGuided } from './locales/en/guided.ts';
import { guided as ptGuided } from './locales/pt/guided.ts';
import { billing as enBilling } from './locales/en/billing.ts';
import { billing as ptBilling } from './locales/pt/billing.ts';
import { exchange as enExchange } from './locales/en/exchange.ts';
import { exchange as ptExchange } from './locales/pt/exchange.ts';
import { scheduling as enScheduling } from './locales/en/scheduling.ts';
import { scheduling as ptScheduling } from './locales/pt/scheduling.ts';

/**
 * One catalog for web and server, by namespace. Add a namespace here in both languages; a
 * missing key in pt fails typecheck and the catalog test.
 */
export const catalog = {
  en: {
    ai: enAi,
    errors: enErrors,
    app: enApp,
    mail: enMail,
    pipeline: enPipeline,
    public: enPublic,
    wizard: enWizard,
    material: enMaterial,
    study: enStudy,
    guided: enGuided,
    billing: enBilling,
    exchange: enExchange,
    scheduling: enScheduling,
  },
  pt: {
    ai: ptAi,
    errors: ptErrors,
    app: ptApp,
    mail: ptMail,
    pipeline: ptPipeline,
    public: ptPublic,
    wizard: ptWizard,
    material: ptMaterial,
    study: ptStudy,
    guided: ptGuided,
    billing: ptBilling,
    exchange: ptExchange,
    scheduling: ptScheduling,
  },
} as const satisfies Record<Locale, Record<string, unknown>>;

export type Namespace = keyof (typeof catalog)['en'];
export const NAMESPACES = Object.keys(catalog.en) as Namespace[];
