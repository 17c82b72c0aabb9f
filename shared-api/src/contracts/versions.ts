import { z } from 'zod';
import { MAX_ID } from './fields';

/**
 * Editable rows carry a version (DESIGN.md section 3): an update names the version it was made from, and
 * one made from a stale version is refused with HTTP 409 and this message, changing nothing.
 */
export const STALE_VERSION_MESSAGE = 'Запись изменена другим пользователем. Обновите данные.';

/** The version of an editable row in an update request: the one the client loaded. */
export const rowVersion = z.number().int().positive().max(MAX_ID);
