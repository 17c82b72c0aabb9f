import { BranchTabsPage } from '../appointments/BranchTabsPage';
import { BranchSchedule } from './BranchSchedule';
import { CLASS_SCHEDULE_MESSAGES as M } from './messages';

/**
 * /app/class-schedule (learning.md section 2.7): branch tabs of the user's branches (remembered under
 * selectedLocation, shared with the appointments page), and per branch the week grid of its groups.
 */
export function ClassSchedulePage() {
  return (
    <BranchTabsPage texts={M}>
      {(location) => <BranchSchedule key={location} location={location} />}
    </BranchTabsPage>
  );
}
