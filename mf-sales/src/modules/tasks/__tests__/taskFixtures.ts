import type { Permission } from '@school/shared-api';
import type { Task, TaskDetail, UsersRole } from '@school/shared-api/sales';

/** Test data of the task board's component tests. */
export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id_task: 1,
    title: 'Позвонить родителям Миши',
    description: 'Уточнить расписание',
    status: 'new',
    date_created: '2026-11-20T09:00:00.000Z',
    date_due: '2030-05-20 10:30:00',
    overdue: false,
    author_id: 7,
    author: 'Петрова И.',
    executor_id: 4,
    executor: 'Орлова Ирина',
    type: 'methodist',
    source: 'staff',
    contact_id: null,
    contact_name: null,
    id_attachments: [],
    version: 1,
    ...overrides,
  };
}

export function detailOf(task: Task, history: TaskDetail['history'] = []): TaskDetail {
  return { ...task, history };
}

export const usersRole: UsersRole = {
  methodist: [
    { id: 4, name: 'Орлова Ирина' },
    { id: 5, name: 'Белов Олег' },
  ],
  administrator: [{ id: 6, name: 'Сидорова Анна' }],
  teacher: [],
  sales: [{ id: 7, name: 'Петрова И.' }],
};

/** The signed-in manager (id 7), who may view, add and modify tasks and reach the files. */
export const taskSession = {
  user: {
    id: 7,
    short_name: 'Петрова И.',
    email: 'manager@school.test',
    employee: 'true' as const,
    location: [3],
  },
  permissions: ['tasks.view', 'tasks.add', 'tasks.modify', 'lesson.view'] as Permission[],
  access: ['manager'],
};

/**
 * jsdom lays nothing out: the board's columns side by side 300 px apart and the cards inside their column,
 * so that dnd-kit's keyboard moves (a column per arrow) find the neighbouring column; the drag overlay
 * where its card started (dnd-kit adds the moves to it).
 */
export function layOutColumns(): () => void {
  const realRect = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element): DOMRect {
    const overlay = this.closest('[data-drag-overlay]') ?? this.querySelector(':scope > [data-drag-overlay]');
    if (overlay) {
      const lifted = document.querySelector(
        `.task-card[data-task-id="${overlay.getAttribute('data-drag-overlay')}"]`,
      );
      if (lifted) return lifted.getBoundingClientRect();
    }
    const column = this.closest('[data-column-index]');
    if (!column) return realRect.call(this);
    const isColumn = column === this;
    const left = Number(column.getAttribute('data-column-index')) * 300 + (isColumn ? 0 : 20);
    const [top, width, height] = isColumn ? [0, 250, 400] : [50, 200, 30];
    return {
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = realRect;
  };
}
