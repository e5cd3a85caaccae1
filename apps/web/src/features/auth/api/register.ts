import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '@mnemo/contracts/auth';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

/** POST /api/auth/register */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return requestApi<AuthResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  const completeSignIn = useCompleteSignIn();
  return useMutation<AuthResponse, ApiError, RegisterBody>({
    mutationFn: register,
    onSuccess: (response) => completeSignIn(response, { isNewAccount: true }),
  });
}
