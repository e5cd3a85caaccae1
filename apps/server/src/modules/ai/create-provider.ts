import { AppError } from '../../lib/app-error.ts';
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
  if (!config.model) throw new AppError('NOT_CONFIGURED', 'NOT_CONFIGURED', { setting: 'AI_MODEL' });
  return createOpenAiProvider({
    model: config.model,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
  });
}
