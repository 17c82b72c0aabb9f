import { createRoot } from 'react-dom/client';
import { fetchStageConfig, useAuthStore } from '@school/shared-api/core';
import { App, preloadLayout, preloadLogin } from './app/App';
import { takeRequestedStage } from './app/earlyStage';
import { StartFailure } from './app/StartFailure';
import { startServices } from './app/startServices';

const root = createRoot(document.getElementById('root') as HTMLElement);
if (useAuthStore.getState().user) preloadLayout();
else preloadLogin();

fetchStageConfig('/stage.json', takeRequestedStage())
  .then((stage) => {
    startServices(stage);
    root.render(<App stage={stage} />);
  })
  .catch((error: unknown) => root.render(<StartFailure error={error} />));
