import { countTokens } from 'gpt-tokenizer';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { TokenUsage } from '../ai/ai.provider.ts';
import { reserveTokens } from '../quota/quota.service.ts';

/** A structured answer (an explanation, an evaluation) at its longest, for the reservation. */
const STRUCTURED_ANSWER_TOKENS = 1024;
/** The prompt's own words beside the material sent, generously. */
const PROMPT_OVERHEAD_TOKENS = 400;

/**
 * Runs one call of the `openai` provider on the user's chat tokens: reserves the prompt's
 * material plus the longest answer first (402 `TOKENS_LIMIT` when none are left), then settles
 * what the call cost, or nothing when it failed. The `local` provider runs on this machine and is
 * not metered.
 */
export async function meterProviderCall<T extends { usage: TokenUsage }>(
  ctx: AppContext,
  user: AuthUser,
  promptMaterial: readonly string[],
  call: () => Promise<T>,
): Promise<T> {
  if (ctx.ai.name !== 'openai') return call();
  const estimate = PROMPT_OVERHEAD_TOKENS + countTokens(promptMaterial.join('\n')) + STRUCTURED_ANSWER_TOKENS;
  const reservation = await reserveTokens(ctx.db, user, estimate);
  try {
    const result = await call();
    await reservation.settle(result.usage.totalTokens);
    return result;
  } finally {
    await reservation.settle(0);
  }
}
