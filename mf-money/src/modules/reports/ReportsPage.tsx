import { Heading, Stack, Tabs } from 'shared-ui/chakra';
import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { REPORT_MESSAGES as M } from './messages';
import { NewContractsTab, OngoingTab, PayByDayTab, type ReportTabProps } from './MoneyReportTabs';
import { ReportFilters } from './ReportFilters';
import { initialReportFilters, type ReportFilterState } from './reportFilters';

type ReportTab = {
  id: keyof typeof M.tabs;
  Component: ComponentType<ReportTabProps>;
  /** The course-type checkboxes filter this tab. */
  courseTypes?: true;
};

/** The report tabs, the default first (money.md: 'Действующие договоры'). */
const TABS: readonly ReportTab[] = [
  { id: 'ongoing', Component: OngoingTab },
  { id: 'pay_by_day', Component: PayByDayTab },
  { id: 'new', Component: NewContractsTab, courseTypes: true },
];

const DEFAULT_TAB = TABS[0].id;

/**
 * /app/reports (money.md, Reports page): the filters every tab shares, then the tabs - each shows the pivot
 * the server computed for the filters, its chart and its XLSX export. The open tab is in the address
 * (?tab=), so a link opens it; only the open tab loads.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ReportFilterState>(() => initialReportFilters());
  const asked = params.get('tab');
  const tab = TABS.find((each) => each.id === asked) ?? TABS[0];

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
      <ReportFilters value={filters} onChange={setFilters} courseTypes={tab.courseTypes === true} />
      <Tabs.Root
        value={tab.id}
        onValueChange={(event) => handleTabChange(event.value)}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {TABS.map(({ id }) => (
            <Tabs.Trigger key={id} value={id} whiteSpace="nowrap">
              {M.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ id, Component }) => (
          <Tabs.Content key={id} value={id}>
            <Component filters={filters} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
