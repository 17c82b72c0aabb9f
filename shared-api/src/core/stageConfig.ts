import type { StageConfig } from '../contracts';

/** /stage.json is read at every start with no-cache, so a switched remote version shows after a reload. */
export async function fetchStageConfig(url = '/stage.json'): Promise<StageConfig> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`stage config: HTTP ${response.status}`);
  return (await response.json()) as StageConfig;
}
