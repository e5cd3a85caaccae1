import { useState } from 'react';
import type { SignupResponse } from '@mnemo/contracts/signups';
import { isApiError } from '../../../lib/api-error.ts';

type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; message: string }
  | { state: 'error'; message: string; field: string | undefined };

/** The life of a public form: idle → sending → done with the server's confirmation, or error. */
export function useSignupForm(send: () => Promise<SignupResponse>, fallbackMessage: string) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.state === 'sending') return;
    setStatus({ state: 'sending' });
    try {
      const result = await send();
      setStatus({ state: 'done', message: result.message });
    } catch (error) {
      setStatus({
        state: 'error',
        // The server's message is in the page's language; ours is the page's own copy.
        message: isApiError(error) && error.hasServerMessage ? error.message : fallbackMessage,
        field: isApiError(error) ? error.field : undefined,
      });
    }
  };
  return { status, submit };
}
