import { z } from 'zod';
import {
  authEmailRequestSchema,
  authEmailResponseSchema,
  authUserResponseSchema,
  googleCallbackRequestSchema,
  googleCallbackResponseSchema,
  logoutResponseSchema,
} from '../auth';
import { endpoint } from '../endpoint';

const redirect = z.string().describe('302: Location — куда перейти браузеру');

/** Sign-in and the session (DESIGN.md section 4; paths not in the spec are in docs/decisions.md). */
export const authEndpoints = {
  authEmail: endpoint({
    method: 'POST',
    path: '/auth_email',
    effect: 'changes',
    summary: 'Отправить ссылку для входа на e-mail',
    tag: 'auth',
    permissions: [],
    scope: 'public',
    body: authEmailRequestSchema,
    response: authEmailResponseSchema,
    // 404: e-mail sign-in is not offered on this stage; 429: too many attempts.
    errors: [404, 429],
    example: { body: { email: 'manager@school.test', next: '/app/crm' } },
  }),
  authEmailVerify: endpoint({
    method: 'GET',
    path: '/auth_email/verify',
    effect: 'signs-in',
    summary: 'Войти по ссылке из письма (переход на сохранённую страницу или /login?error=...)',
    tag: 'auth',
    permissions: [],
    scope: 'public',
    // A mangled link still lands on the login page with its message, never on a JSON error.
    query: z.object({ token: z.string().max(200).optional().catch(undefined) }),
    response: redirect,
    answer: 'redirect',
    example: { query: { token: 'Zk3…' } },
  }),
  authGoogle: endpoint({
    method: 'GET',
    path: '/auth/google',
    effect: 'reads',
    summary: 'Начать вход через Google (переход к провайдеру)',
    tag: 'auth',
    permissions: [],
    scope: 'public',
    query: z.object({ next: z.string().max(2000).optional().catch(undefined) }),
    response: redirect,
    answer: 'redirect',
    example: { query: { next: '/app/debt' } },
  }),
  authGoogleCallback: endpoint({
    method: 'POST',
    path: '/auth/google/callback',
    effect: 'changes',
    summary: 'Завершить вход через Google по ответу провайдера',
    tag: 'auth',
    permissions: [],
    scope: 'public',
    body: googleCallbackRequestSchema,
    response: googleCallbackResponseSchema,
    // 401: a guest (no active user with that e-mail); 404: Google sign-in is not offered on this stage.
    errors: [401, 404, 429],
    example: { body: { query: 'code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com' } },
  }),
  authUser: endpoint({
    method: 'GET',
    path: '/auth/user',
    effect: 'reads',
    summary: 'Текущий пользователь, его права и роли',
    tag: 'auth',
    permissions: [],
    scope: 'own',
    response: authUserResponseSchema,
  }),
  authSession: endpoint({
    method: 'GET',
    path: '/auth/session',
    effect: 'reads',
    summary: 'Текущий пользователь, или 204 без сессии',
    tag: 'auth',
    permissions: [],
    scope: 'public',
    response: authUserResponseSchema,
    noContent: true,
  }),
  logout: endpoint({
    method: 'GET',
    path: '/logout',
    effect: 'changes',
    summary: 'Выйти: сессия удаляется',
    tag: 'auth',
    permissions: [],
    scope: 'public',
    response: logoutResponseSchema,
  }),
};
