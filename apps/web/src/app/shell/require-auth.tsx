import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthToken } from '../../lib/auth-token.ts';
import { paths } from '../../lib/paths.ts';

/** Pages of the signed-in app send visitors to login, and back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const location = useLocation();
  if (!token) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return children;
}
