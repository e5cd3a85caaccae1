import type { Config } from '../../config.ts';
import { errors } from '../../lib/app-error.ts';
import type { AiProvider, AiProviderName } from './ai.provider.ts';
import { createLocalProvider } from './local/local.provider.ts';
import { createOpenAiProvider } from './openai/openai.provider.ts';

export interface AiProviderConfig {
  provider: AiProviderName;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

/**
 * The configured AI provider (ARCHITECTURE.md §6): `local` needs nothing; `openai` needs a model
 * name (AI_MODEL) and usually a base URL and key.
 */
export function createAiProvider(config: AiProviderConfig): AiProvider {
  if (config.provider === 'local') return createLocalProvider();
  if (!config.model) throw errors.notConfigured('NOT_CONFIGURED', { setting: 'AI_MODEL' });
  return createOpenAiProvider({
    model: config.model,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
  });
}

/**
 * The provider the server's configuration names (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL),
 * built once by the composition root; a missing model is refused at start, not at first use.
 */
export function createConfiguredAiProvider(
  config: Pick<Config, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>,
): AiProvider {
  if (config.AI_PROVIDER === 'openai' && !config.AI_MODEL)
    throw new Error('AI_PROVIDER=openai needs AI_MODEL (the model name to ask for).');
  return createAiProvider({
    provider: config.AI_PROVIDER,
    ...(config.AI_BASE_URL ? { baseUrl: config.AI_BASE_URL } : {}),
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    ...(config.AI_MODEL ? { model: config.AI_MODEL } : {}),
  });
}
