import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { messageRefOf } from '../i18n/api-messages';
import { translate } from '../i18n/translator';
import { constraintMessage } from './constraint-messages';
import { IsListOf } from './list-of';
import { validateDto } from './validate-dto';
import { ValidationFailedException } from './validation-failed.exception';

// Stacked decorators register bottom-up, and the pipe stops at a field's first error: the basic check goes last.
class LineDto {
  @MaxLength(5)
  @IsString()
  name: string;
}

class ProbeDto {
  @MaxLength(10)
  @IsString()
  title: string;

  @Min(1)
  @IsInt()
  count: number;

  @IsIn(['monthly', 'annual'])
  plan: string;

  @IsString({ each: true })
  @ArrayMaxSize(2)
  @IsArray()
  tags: string[];

  @IsListOf(() => LineDto, { message: 'lines must be a list of { name } objects' })
  lines: LineDto[];
}

const valid = { title: 'ok', count: 1, plan: 'annual', tags: ['a'], lines: [{ name: 'ok' }] };

async function refusal(body: Record<string, unknown>) {
  const error = await validateDto(ProbeDto, body).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailedException);
  return (error as ValidationFailedException).fields;
}

/** A field text as the error filter answers it to a French request. */
const french = (text: string) => {
  const ref = messageRefOf(text);
  return ref ? translate('fr-CA', ref.key, ref.params) : text;
};

describe("class-validator's own texts (issue 31)", () => {
  it('keeps the English close to class-validator, with the field path and the rule values', async () => {
    const fields = await refusal({ ...valid, title: 'far too long a title', count: 0, plan: 'weekly', tags: ['a', 3], lines: [{ name: 'toolong' }] });
    expect(fields).toEqual({
      title: ['title must be shorter than or equal to 10 characters'],
      count: ['count must not be less than 1'],
      plan: ['plan must be one of the following values: monthly, annual'],
      tags: ['each value in tags must be a string'],
      'lines.0.name': ['lines.0.name must be shorter than or equal to 5 characters'],
    });
  });

  it('answers each of them in French with the same values', async () => {
    const fields = await refusal({ ...valid, title: 7, count: 'x', plan: 'weekly', tags: 'a' });
    expect(Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, texts.map(french)]))).toEqual({
      title: ['title doit être une chaîne de caractères'],
      count: ['count doit être un nombre entier'],
      plan: ['plan doit être l’une des valeurs suivantes\u00a0: monthly, annual'],
      tags: ['tags doit être une liste'],
    });
    const [tooMany] = (await refusal({ ...valid, tags: ['a', 'b', 'c'] })).tags;
    expect(french(tooMany)).toBe('tags doit contenir au plus 2 éléments');
    expect(messageRefOf(tooMany)?.key).toBe('constraints:arrayMaxSize');
  });

  it("leaves a rule's own message, and a constraint the catalogue does not name, as they are", async () => {
    expect((await refusal({ ...valid, lines: 'x' })).lines).toEqual(['lines must be a list of { name } objects']);
    expect(constraintMessage('isHexColor', 'colour must be a hexadecimal color', 'colour')).toBe('colour must be a hexadecimal color');
    expect(constraintMessage('isString', 'A text of its own', 'name')).toBe('A text of its own');
  });
});
