import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CATEGORY_MESSAGES,
  CategoryType,
  type CreateUserCategoryRequest,
  enumValues,
  type UpdateUserCategoryRequest,
  type UserCategoriesResponse,
  type UserCategoryRow,
} from '@ledgerleaf/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToOneLine } from '../../../common/validation/public-form-fields';
import type { UserCategory } from '../entities/user-category.entity';

const NAME_MAX = 100;

export class CreateUserCategoryDto implements CreateUserCategoryRequest {
  @ApiProperty({ enum: enumValues(CategoryType), example: CategoryType.EXPENSE })
  @IsIn(enumValues(CategoryType), { message: CATEGORY_MESSAGES.typeInvalid })
  type: CategoryType;

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

  @ApiPropertyOptional({ enum: enumValues(CategoryType) })
  @IsOptional()
  @IsIn(enumValues(CategoryType), { message: CATEGORY_MESSAGES.typeInvalid })
  type?: CategoryType;
}

export class UserCategoryRowDto implements UserCategoryRow {
  @ApiProperty() id: number;
  @ApiProperty({ enum: enumValues(CategoryType) }) type: CategoryType;
  @ApiProperty() categoryName: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;

  static from(c: UserCategory): UserCategoryRowDto {
    return Object.assign(new UserCategoryRowDto(), {
      id: c.id,
      type: c.type,
      categoryName: c.categoryName,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    });
  }
}

export class UserCategoriesResponseDto implements UserCategoriesResponse {
  @ApiProperty({ type: [UserCategoryRowDto] }) categories: UserCategoryRowDto[];
}
