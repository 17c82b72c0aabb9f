import { createContext, useContext, type ReactNode } from 'react';
import type { StageConfig } from '@school/shared-api';

const StageContext = createContext<StageConfig | null>(null);

type StageProviderProps = { stage: StageConfig; children: ReactNode };

export function StageProvider({ stage, children }: StageProviderProps) {
  return <StageContext.Provider value={stage}>{children}</StageContext.Provider>;
}

export function useStage(): StageConfig {
  const stage = useContext(StageContext);
  if (!stage) throw new Error('useStage() outside StageProvider');
  return stage;
}
