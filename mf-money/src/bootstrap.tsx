import { startStandalone } from 'tools/standalone';
import { App } from './exposes/App';

void startStandalone(App);
