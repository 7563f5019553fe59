import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import { Authenticated, SESSION_COOKIE } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { CurrentUserDto } from '../users/dto/current-user.dto';
import { LoginDto } from './dto/login.dto';
import { LocalAuthGuard } from './local-auth.guard';

@ApiTags('auth')
@Controller()
export class AuthController {
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiOperation({ summary: 'Log in with e-mail and password; starts a session cookie' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts' })
  login(@CurrentUser() user: User): CurrentUserDto {
    return CurrentUserDto.from(user);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: AUTH_MESSAGES.loggedOut };
  }

  @Get('user')
  @Authenticated()
  @ApiOperation({ summary: 'The logged-in user (401 when logged out)' })
  @ApiOkResponse({ type: CurrentUserDto })
  me(@CurrentUser() user: User): CurrentUserDto {
    return CurrentUserDto.from(user);
  }
}
