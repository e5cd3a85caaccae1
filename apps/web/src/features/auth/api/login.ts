import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@mnemo/contracts/auth';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

/** POST /api/auth/login */
export function login(body: LoginBody): Promise<AuthResponse> {
  return requestApi<AuthResponse>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation<AuthResponse, ApiError, LoginBody>({
    mutationFn: login,
    onSuccess: (response) => completeSignIn(response, { isNewAccount: false }),
  });
}
