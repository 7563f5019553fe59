import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CATEGORY_MESSAGES,
  CategoryType,
  type CreateUserCategoryRequest,
  enumValues,
  type UpdateUserCategoryRequest,
  type UserCategoriesResponse,
  type UserCategoryRow,
  type UserCategoryType,
  USER_CATEGORY_TYPES,
} from '@ledgerleaf/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToOneLine } from '../../../common/validation/public-form-fields';
import type { UserCategory } from '../entities/user-category.entity';

const NAME_MAX = 100;

export class CreateUserCategoryDto implements CreateUserCategoryRequest {
  @ApiProperty({ enum: USER_CATEGORY_TYPES, example: CategoryType.EXPENSE })
  @IsIn(USER_CATEGORY_TYPES, { message: CATEGORY_MESSAGES.typeInvalid })
  type: UserCategoryType;

  @ApiProperty({ example: 'Subcontractors', maxLength: NAME_MAX })
  @TrimToOneLine()
  @MaxLength(NAME_MAX, { message: CATEGORY_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: CATEGORY_MESSAGES.nameRequired })
  @IsString({ message: CATEGORY_MESSAGES.nameRequired })
  categoryName: string;
}

export class UpdateUserCategoryDto implements UpdateUserCategoryRequest {
  @ApiProperty({ example: 'Software & Subscriptions', maxLength: NAME_MAX })
  @TrimToOneLine()
  @MaxLength(NAME_MAX, { message: CATEGORY_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: CATEGORY_MESSAGES.nameRequired })
  @IsString({ message: CATEGORY_MESSAGES.nameRequired })
  categoryName: string;

  @ApiPropertyOptional({ enum: USER_CATEGORY_TYPES })
  @IsOptional()
  @IsIn(USER_CATEGORY_TYPES, { message: CATEGORY_MESSAGES.typeInvalid })
  type?: UserCategoryType;
}

export class UserCategoryRowDto implements UserCategoryRow {
  @ApiProperty() id: number;
  @ApiProperty({ enum: enumValues(CategoryType) }) type: CategoryType;
  @ApiProperty() categoryName: string;
  @ApiProperty({ description: 'A system category every client has (posts to the balance sheet): it cannot be renamed, retyped or deleted' }) system: boolean;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;

  static from(c: UserCategory): UserCategoryRowDto {
    return Object.assign(new UserCategoryRowDto(), {
      id: c.id,
      type: c.type,
      categoryName: c.categoryName,
      system: Boolean(c.systemKey),
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    });
  }
}

export class UserCategoriesResponseDto implements UserCategoriesResponse {
  @ApiProperty({ type: [UserCategoryRowDto] }) categories: UserCategoryRowDto[];
}
