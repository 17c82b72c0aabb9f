import { cellAtPoint, cellCoordinates, cellOf, createTargetStore, LIFTED_CLASS } from '../gridTargeting';

// The drop targeting of the class schedule without a droppable per cell: cells read from their data
// attributes, the cell at a point (the lifted copy skipped, anything else on top is no target), the
// target store notifying only the two cells concerned, and the arrow keys choosing the neighbouring cell.

function table(): HTMLTableElement {
  document.body.innerHTML = `
    <table id="grid"><thead><tr><th id="header">Группа</th></tr></thead><tbody>
      ${[0, 1]
        .map(
          (row) =>
            `<tr>${[0, 1, 2]
              .map(
                (column) =>
                  `<td data-cell-key="${row}-${column}" data-cell-group="${10 + row}" data-cell-day="${column}"
                       data-cell-slot="${row}" data-cell-row="${row}" data-cell-column="${column}"
                       aria-label="cell ${row} ${column}"><div id="card-${row}-${column}">card</div></td>`,
              )
              .join('')}</tr>`,
        )
        .join('')}
    </tbody></table>
    <div class="${LIFTED_CLASS}" id="lifted"><div>copy</div></div>
    <div id="outside">elsewhere</div>`;
  return document.getElementById('grid') as HTMLTableElement;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

afterEach(() => {
  delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
});

test('a cell is read from the cell element or anything inside it; other elements are none', () => {
  table();
  expect(cellOf(byId('card-1-2'))).toEqual({
    key: '1-2',
    groupId: 11,
    day: 2,
    slot: 1,
    row: 1,
    column: 2,
    label: 'cell 1 2',
  });
  expect(cellOf(byId('header'))).toBeNull();
  expect(cellOf(null)).toBeNull();
});

test('the cell at a point is the topmost element under the lifted copy, and only inside the grid', () => {
  const grid = table();
  let stack: Element[] = [];
  document.elementsFromPoint = () => stack;
  stack = [byId('lifted').firstElementChild as Element, byId('lifted'), byId('card-0-1'), document.body];
  expect(cellAtPoint(grid, 1, 1)?.key).toBe('0-1');
  // A sticky header over a cell hides it.
  stack = [byId('header'), byId('card-1-1'), document.body];
  expect(cellAtPoint(grid, 1, 1)).toBeNull();
  stack = [byId('outside'), document.body];
  expect(cellAtPoint(grid, 1, 1)).toBeNull();
  stack = [];
  expect(cellAtPoint(grid, 1, 1)).toBeNull();
});

test('the target store notifies the cell losing and the cell gaining the target, and nobody for the same cell', () => {
  table();
  const store = createTargetStore();
  const heard: string[] = [];
  for (const key of ['0-0', '0-1', '0-2']) store.subscribeCell(key, () => heard.push(key));
  const whole = jest.fn();
  store.subscribe(whole);
  store.set(cellOf(byId('card-0-0')));
  store.set(cellOf(byId('card-0-0')));
  store.set(cellOf(byId('card-0-2')));
  store.set(null);
  expect(heard).toEqual(['0-0', '0-0', '0-2', '0-2']);
  expect(whole).toHaveBeenCalledTimes(3);
  expect(store.isTarget('0-2')).toBe(false);
});

describe('arrow keys', () => {
  const press = (code: string) => new KeyboardEvent('keydown', { code, cancelable: true });
  const rects: Record<string, { left: number; top: number }> = {};
  const realRect = Element.prototype.getBoundingClientRect;
  beforeAll(() => {
    Element.prototype.getBoundingClientRect = function rect(this: Element) {
      const at = rects[this.id] ?? { left: 0, top: 0 };
      return {
        ...at,
        x: at.left,
        y: at.top,
        width: 100,
        height: 40,
        right: 0,
        bottom: 0,
        toJSON: () => ({}),
      };
    };
  });
  afterAll(() => {
    Element.prototype.getBoundingClientRect = realRect;
  });

  function setup() {
    const grid = table();
    for (const td of grid.querySelectorAll('td')) {
      const [row, column] = td.getAttribute('data-cell-key')!.split('-').map(Number);
      td.id = `td-${row}-${column}`;
      rects[td.id] = { left: 200 + column * 150, top: 100 + row * 50 };
    }
    rects.lifted = { left: 210, top: 105 };
    const store = createTargetStore();
    store.set(cellOf(byId('card-0-0')));
    grid.setAttribute('role', 'grid');
    const getter = cellCoordinates(store, () => byId('lifted'));
    const move = (code: string) => {
      const event = press(code);
      const coordinates = getter(event, {
        active: 'lesson-1',
        currentCoordinates: { x: 5, y: 7 },
        context: { activeNode: byId('card-0-0') } as never,
      });
      return { coordinates, prevented: event.defaultPrevented };
    };
    return { store, move };
  }

  test('an arrow makes the neighbouring cell the target and moves the copy from its centre to the cell’s', () => {
    const { store, move } = setup();
    // The copy's centre is (260, 125); the next cell's (400, 120).
    expect(move('ArrowRight')).toEqual({ coordinates: { x: 145, y: 2 }, prevented: true });
    expect(store.get()?.key).toBe('0-1');
    move('ArrowDown');
    expect(store.get()?.key).toBe('1-1');
    move('ArrowLeft');
    move('ArrowUp');
    expect(store.get()?.key).toBe('0-0');
  });

  test('at the grid’s edge, or for other keys, nothing moves', () => {
    const { store, move } = setup();
    expect(move('ArrowUp').coordinates).toBeUndefined();
    expect(move('ArrowLeft').coordinates).toBeUndefined();
    expect(move('KeyA')).toEqual({ coordinates: undefined, prevented: false });
    expect(store.get()?.key).toBe('0-0');
  });
});
