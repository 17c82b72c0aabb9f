import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@school/shared-ui/router';
import { useAuthStore } from '@school/shared-api';
import { rememberLocation } from './rememberedLocation';

type RequireAuthProps = { children: ReactNode };

export function RequireAuth({ children }: RequireAuthProps) {
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (!user) {
    rememberLocation(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return children;
}
