import { useMemo } from 'react';
import {
  learningEndpoints,
  useCanCall,
  useEndpoint,
  useEntitiesTypes,
  type Option,
} from '@school/shared-api';

export type PlanOptions = {
  teachers: Option[];
  groups: Option[];
  subjects: Option[];
  /** Whether the groups and teachers of the branch could be read (they need group.view). */
  ready: boolean;
  error: unknown;
  retry: () => void;
};

/**
 * The choices of the form and the table for a branch: its active teachers (methodists too), its groups and
 * the subjects of the reference lists (a subject is stored as its name). Read only by users who may change
 * the plan (the calls need group.view, which the page's appointment.view does not imply).
 */
export function usePlanOptions(location: number | null, enabled: boolean): PlanOptions {
  const canReadGroups = useCanCall(learningEndpoints.groupGet);
  const canReadOptions = useCanCall(learningEndpoints.groupOptionsGet);
  const active = enabled && canReadGroups && canReadOptions && location !== null;
  const groups = useEndpoint(learningEndpoints.groupGet, active ? undefined : null);
  const options = useEndpoint(learningEndpoints.groupOptionsGet, active ? undefined : null);
  const { data: entities } = useEntitiesTypes();
  return useMemo(() => {
    const branch = options.data?.locations.find((each) => each.value === location);
    return {
      teachers: branch?.teachers ?? [],
      groups: (groups.data ?? [])
        .filter((group) => group.location === location)
        .map((group) => ({ value: group.id, label: group.short_name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'ru')),
      subjects: (entities?.subject ?? []).map((subject) => ({ value: subject.label, label: subject.label })),
      ready: groups.data !== undefined && options.data !== undefined,
      error: groups.error ?? options.error,
      retry: () => {
        void groups.mutate();
        void options.mutate();
      },
    };
  }, [entities, groups, options, location]);
}
