import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Locale, MessageResponse } from '@ledgerleaf/contracts';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CategoriesService } from './categories.service';
import { CreateUserCategoryDto, UpdateUserCategoryDto, UserCategoriesResponseDto, UserCategoryRowDto } from './dto/category.dto';

/** The client's revenue and expense categories (client-spec section 7: under the bank path). */
@ApiTags('categories')
@Authenticated()
@Controller('plaid/user-categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: "The user's categories; the 16 defaults are created on the first read when there are none" })
  @ApiOkResponse({ type: UserCategoriesResponseDto })
  async list(@CurrentUser() user: AuthUser): Promise<UserCategoriesResponseDto> {
    return { categories: (await this.categories.listForUser(user.id)).map((c) => UserCategoryRowDto.from(c)) };
  }

  @Post()
  @ApiOperation({ summary: 'Add a category' })
  @ApiCreatedResponse({ type: UserCategoryRowDto })
  @ApiBadRequestResponse({ description: 'Blank name or unknown type' })
  @ApiConflictResponse({ description: 'A category of this type already has this name (any case)' })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateUserCategoryDto): Promise<UserCategoryRowDto> {
    return UserCategoryRowDto.from(await this.categories.create(user.id, body.type, body.categoryName));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rename a category (what was learned for it is kept)' })
  @ApiOkResponse({ type: UserCategoryRowDto })
  @ApiNotFoundResponse({ description: 'Not one of your categories' })
  @ApiConflictResponse({ description: 'Duplicate name' })
  async update(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateUserCategoryDto): Promise<UserCategoryRowDto> {
    return UserCategoryRowDto.from(await this.categories.update(user.id, id, body));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a category' })
  @ApiNotFoundResponse({ description: 'Not one of your categories' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLocale() locale: Locale): Promise<MessageResponse> {
    await this.categories.remove(user.id, id);
    return { message: translate(locale, 'categorization:category.deleted') };
  }
}
