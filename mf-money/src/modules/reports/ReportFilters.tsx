import { Checkbox, Field, Flex, NativeSelect, Stack, Text } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import { COURSE_SETS, REPORT_YEARS, useEntitiesTypes, type CourseSet } from '@school/shared-api';
import { REPORT_MESSAGES as M } from './messages';
import type { ReportFilterState } from './reportFilters';

export type ReportFiltersProps = {
  value: ReportFilterState;
  onChange: (next: ReportFilterState) => void;
  /** Shows the course-type checkboxes (the new-contracts tab). */
  courseTypes: boolean;
};

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  width: string;
};

function FilterSelect({ label, value, onChange, children, width }: SelectProps) {
  return (
    <Field.Root w={{ base: 'full', sm: width }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const BRANCH_SPECIAL = new Set(['all', 'rb']);

/**
 * The reports' filters (money.md, Reports page): month and year (2020-2026), branch (all, only RB, each of
 * the user's branches), the course set (RB or Georgia: the reference lists 'rb' and 'georgia') and a course
 * of the set, and on the new-contracts tab the camp, individual and academic-year checkboxes.
 */
export function ReportFilters({ value, onChange, courseTypes }: ReportFiltersProps) {
  const { data: entities } = useEntitiesTypes();
  const set = (patch: Partial<ReportFilterState>) => onChange({ ...value, ...patch });
  const courses = (value.courseSet ? entities?.[value.courseSet] : entities?.course) ?? [];

  return (
    <Stack gap="3" role="group" aria-label={M.filters.region}>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <FilterSelect
          label={M.filters.month}
          value={String(value.month)}
          onChange={(month) => set({ month: Number(month) })}
          width="36"
        >
          {M.months.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={M.filters.year}
          value={String(value.year)}
          onChange={(year) => set({ year: Number(year) })}
          width="28"
        >
          {REPORT_YEARS.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={M.filters.branch}
          value={String(value.location)}
          onChange={(location) =>
            set({ location: BRANCH_SPECIAL.has(location) ? (location as 'all' | 'rb') : Number(location) })
          }
          width="48"
        >
          <option value="all">{M.filters.allBranches}</option>
          <option value="rb">{M.filters.rbBranches}</option>
          {(entities?.location ?? []).map((location) => (
            <option key={location.value} value={String(location.value)}>
              {location.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={M.filters.courseSet}
          value={value.courseSet}
          // Another set offers other courses: the course chosen from the previous one is let go.
          onChange={(courseSet) => set({ courseSet: courseSet as CourseSet | '', courseId: null })}
          width="40"
        >
          <option value="">{M.filters.allCourseSets}</option>
          {COURSE_SETS.map((courseSet) => (
            <option key={courseSet} value={courseSet}>
              {M.filters.courseSets[courseSet]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={M.filters.course}
          value={value.courseId === null ? '' : String(value.courseId)}
          onChange={(course) => set({ courseId: course ? Number(course) : null })}
          width="64"
        >
          <option value="">{M.filters.anyCourse}</option>
          {courses.map((course) => (
            <option key={course.value} value={String(course.value)}>
              {course.label}
            </option>
          ))}
        </FilterSelect>
      </Flex>
      {courseTypes && (
        <Flex gap="4" wrap="wrap" align="center" role="group" aria-label={M.filters.courseTypes}>
          <Text fontSize="sm" color="fg.muted">
            {M.filters.courseTypes}:
          </Text>
          {(
            [
              ['camp', M.filters.camp],
              ['individual', M.filters.individual],
              ['academicYear', M.filters.academicYear],
            ] as const
          ).map(([field, label]) => (
            <Checkbox.Root
              key={field}
              size="sm"
              checked={value[field]}
              onCheckedChange={(event) => set({ [field]: event.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
