import { Button, Flex, Heading, Stack, Text } from '@school/shared-ui/chakra';
import { useCallback, useRef, useState } from 'react';
import { LuArrowDown, LuArrowLeft, LuArrowRight, LuArrowUp } from 'react-icons/lu';
import { lessonReportEndpoints, useCanCall, useEndpoint } from '@school/shared-api';
import { attendanceEndpoints, type AttendanceGroup } from '@school/shared-api/learning';
import { ErrorPanel } from '@school/shared-ui';
import { Link, useLocation, useNavigate, useParams } from '@school/shared-ui/router';
import { AttendanceFilterBar, type FilterState } from './AttendanceFilterBar';
import { AttendanceTable, type CellTarget } from './AttendanceTable';
import { CellDetails } from './CellDetails';
import { attendanceQuery, defaultFilters, fromBoard, groupFromPath } from './filters';
import { ATTENDANCE_MESSAGES as M } from './messages';
import { StudentHoursDialog, type HoursTarget } from './StudentHoursDialog';

/**
 * /app/attendance-reports/{groupID?} (learning.md section 2.4): the filters, one table per group, a cell's
 * details, the student-hours download, the scroll buttons. The route's group is chosen on arrival (the
 * period is then the group's whole history; otherwise the last month).
 */
export function AttendanceReportsPage() {
  const subPath = useParams()['*'] ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<FilterState>(() => defaultFilters(groupFromPath(subPath)));
  const query = attendanceQuery(filters);
  const report = useEndpoint(attendanceEndpoints.attendanceGet, query, { keepPreviousData: true });
  const canDownload = useCanCall(lessonReportEndpoints.reportStudentHours);
  const [cell, setCell] = useState<CellTarget | null>(null);
  const [hours, setHours] = useState<HoursTarget | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const tables = useRef<HTMLDivElement>(null);

  const openDownload = useCallback(
    (group: AttendanceGroup, student: { id: number; name: string }) =>
      setHours({ groupId: group.group_id, studentId: student.id, name: student.name }),
    [],
  );

  // The page's own path: the chosen group follows it (/app/attendance-reports/12), so a reload keeps it.
  const base =
    subPath === ''
      ? location.pathname.replace(/\/$/, '')
      : location.pathname.slice(0, location.pathname.length - subPath.length - 1);
  const showGroup = (group: string) =>
    navigate(
      { pathname: group === '' ? base : `${base}/${group}`, search: location.search },
      { replace: true, state: location.state },
    );
  const changeFilters = (next: FilterState) => {
    setFilters(next);
    if (next.group !== filters.group) showGroup(next.group);
  };
  const reset = () => {
    setFilters(defaultFilters(''));
    if (subPath !== '') showGroup('');
  };
  const toEnd = () =>
    tables.current?.querySelectorAll<HTMLElement>('[data-attendance-scroll]').forEach((scroller) => {
      scroller.scrollLeft = scroller.scrollWidth;
    });

  let content;
  if (query === null) content = <Text color="fg.error">{M.hours.toBeforeFrom}</Text>;
  else if (report.error !== undefined && !report.isValidating)
    content = <ErrorPanel title={M.failed} onRetry={() => void report.mutate()} />;
  else if (report.data === undefined) content = <Text color="fg.muted">{M.loading}</Text>;
  else if (report.data.report.length === 0) content = <Text role="status">{M.empty}</Text>;
  else
    content = (
      <Stack gap="6" ref={tables} aria-busy={report.isValidating}>
        {report.data.report.map((group) => (
          <AttendanceTable
            key={group.group_id}
            group={group}
            onOpenCell={setCell}
            onDownload={canDownload ? openDownload : null}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="4" ref={top}>
      {fromBoard(location.search, location.state) && (
        <Link to="/app/edit-groups">
          <Flex align="center" gap="1" color="fg.muted">
            <LuArrowLeft /> {M.backToBoard}
          </Flex>
        </Link>
      )}
      <Heading as="h2" size="lg">
        {M.title}
      </Heading>
      <AttendanceFilterBar
        value={filters}
        options={report.data?.filters}
        onChange={changeFilters}
        onReset={reset}
      />
      <Flex gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          onClick={() => top.current?.scrollIntoView?.({ behavior: 'smooth' })}
        >
          <LuArrowUp /> {M.toTop}
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => bottom.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' })}
        >
          <LuArrowDown /> {M.toBottom}
        </Button>
        <Button size="xs" variant="outline" onClick={toEnd}>
          <LuArrowRight /> {M.toEnd}
        </Button>
      </Flex>
      {content}
      <div ref={bottom} />
      <CellDetails target={cell} onClose={() => setCell(null)} />
      <StudentHoursDialog target={hours} onClose={() => setHours(null)} />
    </Stack>
  );
}
