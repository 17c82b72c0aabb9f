import { BrowserRouter, Navigate, Route, Routes } from 'shared-ui/router';
import type { StageConfig } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { GoogleReturn } from '../modules/auth/GoogleReturn';
import { LoginPage } from '../modules/auth/LoginPage';
import { RequireAuth } from '../modules/auth/RequireAuth';
import { SessionGate } from '../modules/auth/SessionGate';
import { Layout } from '../modules/layout/Layout';
import { MaintenancePage } from '../modules/maintenance/MaintenancePage';
import { StageProvider } from './StageContext';

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
                <Route path="/login" element={<LoginPage />} />
                {/* The Google provider returns here, before anyone is signed in. */}
                <Route path="/app/google" element={<GoogleReturn />} />
                <Route
                  path="/app/*"
                  element={
                    <RequireAuth>
                      <Layout />
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
