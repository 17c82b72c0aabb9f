import { requestStage } from './app/earlyStage';

requestStage();
// Async boundary: the federation runtime negotiates shared singletons before any of them is imported.
import('./bootstrap');
