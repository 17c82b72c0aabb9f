import { startStandalone } from '@school/tools/standalone';
import { App } from './exposes/App';

void startStandalone(App);
