import type { AppContext } from '../../app-context.ts';
import type { AiProvider } from '../ai/ai.provider.ts';
import { createAiProvider } from '../ai/create-provider.ts';

const built = new WeakMap<AppContext, AiProvider>();

/** The configured AI provider: the context's `ai` when it carries one, else built once from the config (AI_*). */
export function getStudyProvider(ctx: AppContext & { ai?: AiProvider }): AiProvider {
  if (ctx.ai) return ctx.ai;
  let provider = built.get(ctx);
  if (!provider) {
    provider = createAiProvider({
      provider: ctx.config.AI_PROVIDER,
      ...(ctx.config.AI_BASE_URL ? { baseUrl: ctx.config.AI_BASE_URL } : {}),
      ...(ctx.config.AI_API_KEY ? { apiKey: ctx.config.AI_API_KEY } : {}),
      ...(ctx.config.AI_MODEL ? { model: ctx.config.AI_MODEL } : {}),
    });
    built.set(ctx, provider);
  }
  return provider;
}
