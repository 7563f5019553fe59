import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AccessLogWriter } from '../../src/common/access-log/access-log-writer';
import { ACCESS_LOGGED, type AccessLogDeclaration, NOT_CLIENT_DATA } from '../../src/common/access-log/access-logged.decorator';
import { AdminGuard } from '../../src/common/guards/admin.guard';
import { createTestApp } from '../helpers/test-app';

interface Route {
  name: string;
  path: string;
  staffOnly: boolean;
  declaration: AccessLogDeclaration | undefined;
  notClientData: string | undefined;
}

/** Every route of the running application, with its guards and its access-log metadata. */
function routesOf(app: NestExpressApplication): Route[] {
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '')[0];
      const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[key];
        if (key === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const guards: unknown[] = [...classGuards, ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
        routes.push({
          name: `${controller.name}.${key}`,
          path: `${method} /${base}/${([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler))[0]}`.replace(/\/+/g, '/'),
          staffOnly: guards.includes(AdminGuard),
          declaration: Reflect.getMetadata(ACCESS_LOGGED, handler),
          notClientData: Reflect.getMetadata(NOT_CLIENT_DATA, handler),
        });
      }
    }
  }
  return routes;
}

/**
 * The access log covers routes written after it: a staff route (AdminGuard) must say
 * either what of a client it reads or changes (@AccessLogged) or why it touches no single
 * client's data (@NotClientData). A new staff route without either fails here.
 */
describe('access log: every staff route declares itself', () => {
  let app: NestExpressApplication;
  let routes: Route[];

  beforeAll(async () => {
    app = await createTestApp();
    routes = routesOf(app);
  });
  afterAll(() => app.close());

  it('finds the staff routes', () => {
    expect(routes.filter((r) => r.staffOnly).length).toBeGreaterThan(40);
    expect(routes.find((r) => r.name === 'AdminLedgerController.list')?.declaration?.kind).toBe('ledger');
  });

  it('has an @AccessLogged or @NotClientData declaration on each staff route', () => {
    const undeclared = routes.filter((r) => r.staffOnly && !r.declaration && !r.notClientData).map((r) => `${r.name} (${r.path})`);
    expect(undeclared).toEqual([]);
  });

  it('never declares both', () => {
    expect(routes.filter((r) => r.declaration && r.notClientData).map((r) => r.name)).toEqual([]);
  });

  it('names in each declaration a parameter of the route, and a lookup PostgreSQL can run', async () => {
    const declared = routes.filter((r) => r.declaration);
    expect(declared.length).toBeGreaterThan(30);
    const writer = app.get(AccessLogWriter);
    for (const route of declared) {
      const { param } = route.declaration!.client;
      expect({ route: route.name, hasParam: route.path.includes(`:${param}`) }).toEqual({ route: route.name, hasParam: true });
      // An id that names no row: the lookup runs (a wrong table or column would throw) and finds no client.
      await expect(writer.clientOf(route.declaration!, { [param]: '2147483646' })).resolves.toBeNull();
    }
  });
});
