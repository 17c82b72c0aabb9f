import type { Endpoint } from '../endpoint';

/** Файлы уроков: загрузка, скачивание, удаление (issue 11, learning.md). */
export const fileEndpoints = {} satisfies Record<string, Endpoint>;
