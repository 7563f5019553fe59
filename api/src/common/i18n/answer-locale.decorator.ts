import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestLocale } from './request-locale';

/** The language of this request's answer (requestLocale): `@AnswerLocale() locale: Locale`. */
export const AnswerLocale = createParamDecorator((_: unknown, context: ExecutionContext) => requestLocale(context.switchToHttp().getRequest<Request>()));
