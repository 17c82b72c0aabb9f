import type { IconType } from 'react-icons';
import {
  LuBookOpen,
  LuCalendarClock,
  LuCalendarDays,
  LuCalendarX,
  LuChartBar,
  LuChartLine,
  LuCircle,
  LuFileText,
  LuHandshake,
  LuIdCard,
  LuLink,
  LuListOrdered,
  LuListTodo,
  LuNotebook,
  LuReceipt,
  LuRotateCcw,
  LuSettings,
  LuShuffle,
  LuUserCog,
  LuUserPlus,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';

/** The sidebar's icon of each page (by its path under /app); the collapsed sidebar shows only these. */
const MENU_ICONS: Record<string, IconType> = {
  crm: LuHandshake,
  tasks: LuListTodo,
  contracts: LuFileText,
  payments: LuWallet,
  debt: LuReceipt,
  groups: LuUsers,
  lessons: LuBookOpen,
  'class-schedule': LuCalendarDays,
  'edit-groups': LuShuffle,
  'schedule-view': LuListOrdered,
  'working-out': LuRotateCcw,
  appointments: LuUserCog,
  'unmarked-lessons': LuCalendarX,
  access: LuIdCard,
  'parents-create': LuUserPlus,
  'payments-schedule': LuCalendarClock,
  reports: LuChartBar,
  'attendance-reports': LuChartLine,
  'reports-links': LuLink,
  journal: LuNotebook,
  settings: LuSettings,
};

/** A page without an icon of its own (one a remote adds later) still gets one, so it can be reached collapsed. */
export const menuIcon = (path: string): IconType => MENU_ICONS[path] ?? LuCircle;
