import { IsString } from 'class-validator';
import { IsListOf } from './list-of';
import { validateDto } from './validate-dto';
import { ValidationFailedException } from './validation-failed.exception';

class ItemDto {
  @IsString({ message: 'name must be text' })
  name: string;
}

class BodyDto {
  @IsListOf(() => ItemDto, { message: 'items must be a list of { name } objects' })
  items: ItemDto[];
}

describe('IsListOf', () => {
  it('accepts a list of valid objects, as instances of the item class', async () => {
    const body = await validateDto(BodyDto, { items: [{ name: 'a' }, { name: 'b' }] });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toBeInstanceOf(ItemDto);
  });

  it.each([[[[]]], [[[{ name: 'a' }]]], [[null]], [['a']], [[1]], ['not a list'], [{ name: 'a' }]])('refuses %j with the list message', async (items) => {
    const refusal = await validateDto(BodyDto, { items }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ValidationFailedException);
    expect((refusal as ValidationFailedException).fields).toEqual({ items: ['items must be a list of { name } objects'] });
  });

  it('still validates each object', async () => {
    const refusal = await validateDto(BodyDto, { items: [{ name: 1 }] }).catch((error: unknown) => error);
    expect((refusal as ValidationFailedException).fields).toEqual({ 'items.0.name': ['name must be text'] });
  });
});
