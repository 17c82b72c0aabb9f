import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type ApiErrorBody } from '@school/shared-api/contracts';
import type { StaticConfig } from '../config';
import { HTTP_MESSAGES } from '../http/messages';
import { NO_CACHE, remoteCacheControl, shellCacheControl } from './cacheControl';
import { currentStageConfig, remotePrefix, type StageSource } from './stage';

export type StaticOptions = StaticConfig & StageSource;

function isDirectory(dir: string | null): dir is string {
  return dir !== null && fs.existsSync(dir) && fs.statSync(dir).isDirectory();
}

/** The copies scripts/precompress.mjs writes beside a file; @fastify/static serves them as the file. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Cache-Control by the rule of the file asked for (a served .br or .gz copy counts as its file), and
 * `Vary: Accept-Encoding`, since the same URL answers brotli, gzip or identity by what the browser accepts.
 */
function assetHeaders(root: string, rule: (relativePath: string) => string) {
  return (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', rule(path.relative(root, filePath.replace(COMPRESSED_COPY, ''))));
    reply.header('Vary', 'Accept-Encoding');
  };
}

/**
 * Text assets are served compressed: the build writes .br and .gz copies (scripts/precompress.mjs) and
 * `preCompressed` picks one per request from Accept-Encoding (br first, then gzip, else the file itself),
 * with the file's Content-Type and the copy's Content-Encoding.
 */
const COMPRESSION = { preCompressed: true } as const;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ statusCode: 404, message: HTTP_MESSAGES.notFound } satisfies ApiErrorBody);
}

/**
 * One port for everything: /stage.json (the stage file, or one made from the package versions), the shell at / with SPA fallback, each remote's
 * versioned build folders under /remotes/mf-<name>/, and 404 in the API's shape elsewhere.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  app.get('/stage.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return currentStageConfig(options);
  });

  const shellDir = isDirectory(options.shellDir) ? options.shellDir : null;
  const hasShellIndex = shellDir !== null && fs.existsSync(path.join(shellDir, 'index.html'));
  let decorated = false;
  if (shellDir) {
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      cacheControl: false,
      ...COMPRESSION,
      setHeaders: assetHeaders(shellDir, shellCacheControl),
    });
    decorated = true;
  }
  for (const name of REMOTE_NAMES) {
    const dir = options.remotes[name].dir;
    if (!isDirectory(dir)) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix: remotePrefix(name),
      decorateReply: !decorated,
      index: false,
      cacheControl: false,
      ...COMPRESSION,
      setHeaders: assetHeaders(dir, remoteCacheControl),
    });
    decorated = true;
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes)(\/|$)/.test(pathname);
    if (!isPage || !hasShellIndex || !shellDir) return notFound(reply);
    return reply.sendFile('index.html', shellDir);
  });
}
