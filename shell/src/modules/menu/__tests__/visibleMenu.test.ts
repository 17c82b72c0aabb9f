import { isMenuGroup } from '../menu';
import { findSection, firstAllowedPath, menuItems, visibleMenu } from '../visibleMenu';
import { STAGE_PAGES as pages } from './pages.fixture';

test('an item shows only when every one of its permissions is held; empty groups disappear', () => {
  expect(menuItems(visibleMenu(['contacts.view'], pages))).toEqual([]);
  const sales = visibleMenu(['contacts.view', 'leads.view'], pages);
  expect(sales).toHaveLength(1);
  expect(isMenuGroup(sales[0]) && sales[0].label).toBe('Продажи/Платежи');
  expect(menuItems(sales).map((i) => i.path)).toEqual(['crm']);
});

test("groups keep the spec's order whatever order the remotes declare, items by order, top level last", () => {
  const all = ['receivable.view', 'contacts.view', 'leads.view', 'group.view', 'user.view', 'report.view'];
  const menu = visibleMenu([...all, 'personal_area.view'], pages);
  expect(menu.map((entry) => entry.label)).toEqual([
    'Продажи/Платежи',
    'Учебный процесс',
    'Создание пользователей',
    'Отчеты',
    'Дневник',
  ]);
  expect(menuItems(menu).map((i) => i.label)).toEqual([
    'Продажи',
    'Дебиторская задолженность',
    'Группы',
    'Сотрудники',
    'Отчеты',
    'Дневник',
  ]);
});

test('a hidden page is routed and has its breadcrumb, but is not in the menu', () => {
  expect(menuItems(visibleMenu(['receivable.view'], pages)).map((i) => i.path)).toEqual(['debt']);
  expect(findSection('contract-print', pages)).toMatchObject({
    group: 'Продажи/Платежи',
    item: { label: 'Печать договора', remote: 'money' },
  });
});

test('the first allowed page is the first visible item, or none', () => {
  expect(firstAllowedPath(['group.view', 'receivable.view'], pages)).toBe('/app/debt');
  expect(firstAllowedPath(['personal_area.view'], pages)).toBe('/app/journal');
  expect(firstAllowedPath([], pages)).toBeNull();
  expect(firstAllowedPath(['receivable.view'], [])).toBeNull();
});

test('a section resolves to its group and page, unknown ones to null', () => {
  expect(findSection('debt', pages)).toMatchObject({ group: 'Продажи/Платежи', item: { remote: 'money' } });
  expect(findSection('journal', pages)).toEqual({ item: expect.objectContaining({ label: 'Дневник' }) });
  expect(findSection('nope', pages)).toBeNull();
  expect(findSection(undefined, pages)).toBeNull();
});
