import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Locale, TestConnectionResponse, TestCredentialsResponse, TestInstitutionNameResponse } from '@ledgerleaf/contracts';
import { AdminOnly } from '../../common/decorators/auth.decorators';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { TestInstitutionNameDto } from './dto/bank.dto';
import { PlaidDiagnosticsService } from './plaid-diagnostics.service';
import { NotClientData } from '../../common/access-log/access-logged.decorator';

/** /admin/plaid-diagnostics (admin-spec sections 2, 3, 7): staff only. */
@ApiTags('bank-diagnostics')
@Controller('plaid')
@AdminOnly()
export class PlaidDiagnosticsController {
  constructor(private readonly diagnostics: PlaidDiagnosticsService) {}

  @NotClientData("the firm's Plaid configuration")
  @Get('test-credentials')
  @ApiOperation({ summary: 'Which Plaid settings are present (never their values) and the redirect URI check' })
  testCredentials(@AnswerLocale() locale: Locale): TestCredentialsResponse {
    return this.diagnostics.testCredentials(locale);
  }

  @NotClientData("the firm's Plaid configuration")
  @Get('test-connection')
  @ApiOperation({ summary: 'One authenticated call to Plaid, with the raw answer' })
  testConnection(): Promise<TestConnectionResponse> {
    return this.diagnostics.testConnection();
  }

  @NotClientData("the firm's Plaid configuration")
  @Post('test-institution-name')
  @HttpCode(200)
  @ApiOperation({ summary: "Compares a name with the institution's name at Plaid" })
  testInstitutionName(@Body() body: TestInstitutionNameDto, @AnswerLocale() locale: Locale): Promise<TestInstitutionNameResponse> {
    return this.diagnostics.testInstitutionName(body.institution_id.trim(), body.institution_name.trim(), locale);
  }
}
