import type { FastifyInstance } from 'fastify';
import {
  commentAddSchema,
  commentEditSchema,
  contactHistoryQuerySchema,
  contactSearchQuerySchema,
  contactUpdateSchema,
  contactsQuerySchema,
  type CommentResponse,
  type Contact,
  type ContactHistory,
  type ContactSearchResponse,
} from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validate';
import * as service from './service';

/**
 * Contacts have no branch: every holder of contacts.view sees them. Leads inside the answers
 * (search, history) and lead comments also need leads.view.
 */
export function contactsRoutes(api: FastifyInstance, ctx: AppContext): void {
  const config = { permissions: ['contacts.view'] } as const;

  api.get('/contacts/get', { config }, async (request): Promise<Contact[]> =>
    service.listContacts(ctx.db, parseInput(contactsQuerySchema, request.query)),
  );

  api.get('/contact/search', { config }, async (request): Promise<ContactSearchResponse> =>
    service.searchContacts(ctx.db, requireAuth(request), parseInput(contactSearchQuerySchema, request.query)),
  );

  api.get('/history_contact/get', { config }, async (request): Promise<ContactHistory> =>
    service.contactHistory(
      ctx.db,
      requireAuth(request),
      parseInput(contactHistoryQuerySchema, request.query).id,
    ),
  );

  api.post('/contact/update', { config }, async (request): Promise<Contact> =>
    service.updateContact(
      ctx.db,
      requireAuth(request),
      parseInput(contactUpdateSchema, request.body),
      ctx.now(),
    ),
  );

  api.post('/comment/add', { config }, async (request): Promise<CommentResponse> =>
    service.addComment(ctx.db, requireAuth(request), parseInput(commentAddSchema, request.body), ctx.now()),
  );

  api.post('/comment/edit', { config }, async (request): Promise<CommentResponse> =>
    service.editComment(ctx.db, requireAuth(request), parseInput(commentEditSchema, request.body), ctx.now()),
  );
}
