import { BrowserRouter, Navigate, Route, Routes } from '@school/shared-ui/router';
import type { StageConfig } from '@school/shared-api';
import { lazy, Suspense } from 'react';
import { Center, Spinner } from '@school/shared-ui/chakra';
import { UiProvider } from '@school/shared-ui/core';
import { GoogleReturn } from '../modules/auth/GoogleReturn';
import { RequireAuth } from '../modules/auth/RequireAuth';
import { SessionGate } from '../modules/auth/SessionGate';
import { MaintenancePage } from '../modules/maintenance/MaintenancePage';
import { LayoutBoundary } from './LayoutBoundary';
import { LOADING } from './messages';
import { StageProvider } from './StageContext';

// The signed-in layout (menu, header, areas) loads after sign-in: the login page does not carry it. When a
// user is remembered it starts loading at once, beside the session check (preloadLayout, bootstrap.tsx).
const loadLayout = () => import('../modules/layout/Layout');
const Layout = lazy(() => loadLayout().then(({ Layout }) => ({ default: Layout })));

export function preloadLayout(): void {
  void loadLayout().catch(() => undefined);
}

// The login page (and its form library, react-hook-form) loads only when it is shown: a remembered user's
// first load of /app does not carry it. Without a remembered user it starts loading at once (preloadLogin).
const loadLogin = () => import('../modules/auth/LoginPage');
const LoginPage = lazy(() => loadLogin().then(({ LoginPage }) => ({ default: LoginPage })));

export function preloadLogin(): void {
  void loadLogin().catch(() => undefined);
}

const loading = (
  <Center minH="100vh">
    <Spinner size="lg" aria-label={LOADING} />
  </Center>
);

type AppProps = { stage: StageConfig };

export function App({ stage }: AppProps) {
  return (
    <UiProvider>
      {stage.maintenance ? (
        <MaintenancePage />
      ) : (
        <StageProvider stage={stage}>
          <BrowserRouter>
            <SessionGate>
              <Routes>
                <Route
                  path="/login"
                  element={
                    <Suspense fallback={loading}>
                      <LoginPage />
                    </Suspense>
                  }
                />
                {/* The Google provider returns here, before anyone is signed in. */}
                <Route path="/app/google" element={<GoogleReturn />} />
                <Route
                  path="/app/*"
                  element={
                    <RequireAuth>
                      <LayoutBoundary>
                        <Suspense fallback={loading}>
                          <Layout />
                        </Suspense>
                      </LayoutBoundary>
                    </RequireAuth>
                  }
                />
                <Route path="*" element={<Navigate to="/app" replace />} />
              </Routes>
            </SessionGate>
          </BrowserRouter>
        </StageProvider>
      )}
    </UiProvider>
  );
}
