import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CsvService } from './csv.service';
import { CsvUpload } from './entities/csv-upload.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CsvUpload])],
  providers: [CsvService],
  exports: [CsvService],
})
export class CsvModule {}
