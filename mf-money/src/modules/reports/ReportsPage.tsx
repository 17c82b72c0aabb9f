import { Heading, Stack, Tabs } from '@school/shared-ui/chakra';
import { useState, type ComponentType } from 'react';
import { lessonReportEndpoints, receiptEndpoints, useCanCall } from '@school/shared-api';
import { useSearchParams } from '@school/shared-ui/router';
import { CampTab, FirstVisitTab } from './LessonReportTabs';
import { REPORT_MESSAGES as M } from './messages';
import { NewContractsTab, OngoingTab, PayByDayTab, type ReportTabProps } from './MoneyReportTabs';
import { OrderForm } from './OrderForm';
import { ReportFilters } from './ReportFilters';
import { initialReportFilters, type ReportFilterState } from './reportFilters';
import { StudentHoursForm } from './StudentHoursForm';

type TabId = keyof typeof M.tabs;

type ReportTab = {
  id: TabId;
  Component: ComponentType<ReportTabProps>;
  /** The page's filters apply to the tab (the forms have their own fields). */
  filtered: boolean;
  /** The course-type checkboxes filter this tab. */
  courseTypes?: true;
};

/** The order generator as a tab: it has its own fields (not the page's filters) and its heading's level. */
const OrderTab = () => <OrderForm />;

/** The tabs, the default first (money.md: 'Действующие договоры'). */
const TABS: readonly ReportTab[] = [
  { id: 'ongoing', Component: OngoingTab, filtered: true },
  { id: 'pay_by_day', Component: PayByDayTab, filtered: true },
  { id: 'new', Component: NewContractsTab, filtered: true, courseTypes: true },
  { id: 'camp', Component: CampTab, filtered: true },
  { id: 'first_visit', Component: FirstVisitTab, filtered: true },
  { id: 'student_hours', Component: StudentHoursForm, filtered: false },
  { id: 'order', Component: OrderTab, filtered: false },
];

const DEFAULT_TAB = TABS[0].id;

/**
 * /app/reports (money.md, Reports page): the filters the report tabs share, then the tabs - each report shows
 * the pivot the server computed for the filters, its chart and its XLSX export; the student-hours download
 * and the order generator have tabs of their own, offered to those who may use them. The open tab is in the
 * address (?tab=), so a link opens it; only the open tab loads.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ReportFilterState>(() => initialReportFilters());
  const hours = useCanCall(lessonReportEndpoints.reportStudentHours);
  const order = useCanCall(receiptEndpoints.generateOrder);
  const tabs = TABS.filter(({ id }) => (id === 'student_hours' ? hours : id === 'order' ? order : true));
  const tab = tabs.find(({ id }) => id === params.get('tab')) ?? tabs[0];

  const handleTabChange = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {tab.filtered && (
        <ReportFilters value={filters} onChange={setFilters} courseTypes={tab.courseTypes === true} />
      )}
      <Tabs.Root
        value={tab.id}
        onValueChange={(event) => handleTabChange(event.value)}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map(({ id }) => (
            <Tabs.Trigger key={id} value={id} whiteSpace="nowrap" flexShrink={0}>
              {M.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ id, Component }) => (
          <Tabs.Content key={id} value={id}>
            <Component filters={filters} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
