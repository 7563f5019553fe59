import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { UserCategory } from './entities/user-category.entity';
import { UserCategoriesRepository } from './user-categories.repository';

@Module({
  imports: [TypeOrmModule.forFeature([UserCategory])],
  controllers: [CategoriesController],
  providers: [CategoriesService, UserCategoriesRepository],
  exports: [CategoriesService],
})
export class CategoriesModule {}
