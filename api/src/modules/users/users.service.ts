import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { ListQuery } from '../../common/react-admin/list-query';
import { User } from './entities/user.entity';

export const ADMIN_USER_SORT_FIELDS = ['id', 'firstName', 'lastName', 'name', 'email', 'isAdmin', 'paymentPlan', 'registrationType', 'createdAt'] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];

export type NewUser = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'> & Partial<Pick<User, 'isAdmin' | 'paymentPlan' | 'registrationType'>>;

/** Users are looked up by e-mail without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new DomainException(DomainErrorKind.NOT_FOUND, `User ${id} not found`);
    return user;
  }

  create(data: NewUser): Promise<User> {
    return this.users.save(this.users.create({ ...data, email: normalizeEmail(data.email) }));
  }

  async update(id: number, changes: Partial<User>): Promise<void> {
    await this.users.update({ id }, changes);
  }

  /** The staff console list: `q` searches names and e-mail; `isAdmin` filters staff. */
  async listForAdmin(query: ListQuery<AdminUserSortField>): Promise<[User[], number]> {
    const qb = this.users.createQueryBuilder('u');
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('u.first_name ILIKE :like', { like })
            .orWhere('u.last_name ILIKE :like', { like })
            .orWhere('u.email ILIKE :like', { like })
            .orWhere(`(u.first_name || ' ' || u.last_name) ILIKE :like`, { like }),
        ),
      );
    }
    if (typeof query.filter.isAdmin === 'boolean') qb.andWhere('u.is_admin = :isAdmin', { isAdmin: query.filter.isAdmin });
    if (Array.isArray(query.filter.id)) {
      // react-admin's getMany sends filter={"id":[1,2]}.
      const ids = query.filter.id.map(Number).filter(Number.isInteger);
      qb.andWhere(ids.length ? 'u.id IN (:...ids)' : 'FALSE', { ids });
    }
    if (query.sortField === 'name') {
      qb.orderBy('u.lastName', query.sortOrder).addOrderBy('u.firstName', query.sortOrder);
    } else {
      qb.orderBy(`u.${query.sortField}`, query.sortOrder);
    }
    if (query.sortField !== 'id') qb.addOrderBy('u.id', 'ASC');
    return qb.skip(query.skip).take(query.take).getManyAndCount();
  }
}
