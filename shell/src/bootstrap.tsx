import { createRoot } from 'react-dom/client';
import { fetchStageConfig } from 'shared-api';
import { App } from './app/App';
import { StartFailure } from './app/StartFailure';
import { startServices } from './app/startServices';

const root = createRoot(document.getElementById('root') as HTMLElement);

fetchStageConfig()
  .then((stage) => {
    startServices(stage);
    root.render(<App stage={stage} />);
  })
  .catch((error: unknown) => root.render(<StartFailure error={error} />));
