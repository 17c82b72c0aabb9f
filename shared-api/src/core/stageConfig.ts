import type { StageConfig } from '../contracts';

/**
 * /stage.json is read at every start with no-cache, so a switched remote version shows after a reload.
 * `requested` is a request for it already under way (the shell asks for it before its chunks have loaded).
 */
export async function fetchStageConfig(
  url = '/stage.json',
  requested?: Promise<Response>,
): Promise<StageConfig> {
  const response = await (requested ?? fetch(url, { cache: 'no-cache', credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`stage config: HTTP ${response.status}`);
  return (await response.json()) as StageConfig;
}
