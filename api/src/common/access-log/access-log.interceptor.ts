import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { AccessLogContext } from './access-log-context';
import { ACCESS_LOGGED, type AccessLogDeclaration } from './access-logged.decorator';
import { type AccessedClient, AccessLogWriter, routeOf } from './access-log-writer';

/**
 * Global: a staff request to a route declared @AccessLogged writes its row in the request,
 * once the handler succeeded and before Nest sends what it returned (a JSON body or a
 * StreamableFile not yet piped), so a 404 or 400 leaves no row and no answer leaves without
 * one. A handler that writes the response itself (@Res() without passthrough: streamed
 * exports, files) gets its row before it runs. A failed insert is a 503. Guards run before
 * interceptors: only staff get here.
 */
@Injectable()
export class AccessLogInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly writer: AccessLogWriter,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const declaration = this.reflector.get<AccessLogDeclaration | undefined>(ACCESS_LOGGED, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    const staff = req.user as AuthUser | undefined;
    if (!declaration || !staff?.isAdmin) return next.handle();
    const client = await this.writer.clientOf(declaration, req.params as Record<string, string>);
    if (!client) return next.handle();
    const action = declaration.action ?? (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'change');
    const write = (c: AccessedClient, manager?: EntityManager) =>
      this.writer.record(
        {
          staff,
          client: c,
          action,
          kind: declaration.kind,
          route: routeOf(req),
          objectRef: objectRefOf(declaration, req, c),
          ip: req.ip ?? null,
        },
        manager,
      );
    if (writesResponseItself(context)) {
      await write(client);
      return next.handle();
    }
    if (action === 'change') {
      // The service may write the row in the change's own transaction (logAccessIn); if it did not, it is written now.
      const { result, pending } = AccessLogContext.run(
        (manager) => write(client, manager),
        () => next.handle(),
      );
      return result.pipe(mergeMap((value) => from((pending.written ? Promise.resolve() : write(client)).then(() => value))));
    }
    return next.handle().pipe(mergeMap((value) => from(write(client).then(() => value))));
  }
}

function objectRefOf(declaration: AccessLogDeclaration, req: Request, client: AccessedClient): string {
  const { param, table, sql } = declaration.client;
  const id = String((req.params as Record<string, string>)[param]);
  const rest = Object.entries(req.params as Record<string, string>)
    .filter(([name]) => name !== param)
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join('/') : value}`);
  const head = table || sql ? `${declaration.kind} ${id}${client.label ? ` (${client.label})` : ''}` : declaration.kind;
  return [head, ...rest].join(' ');
}

/** True for a handler with @Res() or @Next() without passthrough: Nest sends nothing after it, so its row goes first. */
function writesResponseItself(context: ExecutionContext): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ?? {}) as Record<
    string,
    { data?: { passthrough?: boolean } }
  >;
  return Object.entries(args).some(([key, arg]) => {
    const type = Number(key.split(':')[0]);
    return (type === RouteParamtypes.RESPONSE || type === RouteParamtypes.NEXT) && !arg.data?.passthrough;
  });
}
