import { findSection, firstAllowedPath, menuItems, visibleMenu } from '../visibleMenu';
import { isMenuGroup } from '../menu';

test('an item shows only when every one of its permissions is held; empty groups disappear', () => {
  const menu = visibleMenu(['contacts.view']);
  expect(menuItems(menu)).toEqual([]);
  const sales = visibleMenu(['contacts.view', 'leads.view']);
  expect(sales).toHaveLength(1);
  expect(isMenuGroup(sales[0]) && sales[0].label).toBe('Продажи/Платежи');
  expect(menuItems(sales).map((i) => i.path)).toEqual(['crm']);
});

test('top-level items and groups keep the order of the spec', () => {
  const labels = menuItems(
    visibleMenu(['personal_area.view', 'configs.view', 'receivable.view', 'group.view']),
  ).map((i) => i.label);
  expect(labels).toEqual(['Дебиторская задолженность', 'Группы', 'Дневник', 'Настройки']);
});

test('the first allowed page is the first visible item, or none', () => {
  expect(firstAllowedPath(['group.view', 'receivable.view'])).toBe('/app/debt');
  expect(firstAllowedPath(['personal_area.view'])).toBe('/app/journal');
  expect(firstAllowedPath([])).toBeNull();
});

test('a section resolves to its group and item, unknown ones to null', () => {
  expect(findSection('debt')).toMatchObject({ group: 'Продажи/Платежи', item: { remote: 'money' } });
  expect(findSection('journal')).toMatchObject({ item: { label: 'Дневник', remote: 'learning' } });
  expect(findSection('nope')).toBeNull();
  expect(findSection(undefined)).toBeNull();
});
