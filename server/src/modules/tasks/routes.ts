import type { FastifyInstance } from 'fastify';
import { taskEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import {
  addComment,
  addTask,
  listTasks,
  notifications,
  taskDetail,
  updateTask,
  updateTaskStatus,
  usersByRole,
} from './service';

/** The task board (issue 13): tasks, their history and files, executors by role group, the bell. */
export function tasksRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('task', repo.taskScope);
  route(api, ctx, endpoints.tasksGet, async ({ auth, scope, query }) =>
    listTasks(ctx.db, auth, scope, query.executor, ctx.now()),
  );
  route(api, ctx, endpoints.taskGet, async ({ query }) => taskDetail(ctx.db, query.id_task, ctx.now()));
  route(api, ctx, endpoints.usersRoleGet, async ({ scope }) => usersByRole(ctx.db, scope));
  route(api, ctx, endpoints.taskAdd, async ({ auth, scope, body }) =>
    addTask(ctx.db, auth, scope, body, ctx.now()),
  );
  route(api, ctx, endpoints.taskUpdate, async ({ auth, body }) => updateTask(ctx.db, auth, body, ctx.now()));
  route(api, ctx, endpoints.taskAddComment, async ({ auth, body }) =>
    addComment(ctx.db, auth, body, ctx.now()),
  );
  route(api, ctx, endpoints.taskStatusUpdate, async ({ auth, body }) =>
    updateTaskStatus(ctx.db, auth, body, ctx.now()),
  );
  route(api, ctx, endpoints.notificationGet, async ({ auth, scope }) =>
    notifications(ctx.db, auth, scope, ctx.now()),
  );
}
