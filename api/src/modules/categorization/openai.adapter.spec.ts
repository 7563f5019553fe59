import { answerSchema, parseAnswer, systemPrompt } from './openai.adapter';

describe('OpenAI answers', () => {
  const names = ['Software', 'Bank Fees'];

  it('asks for a strict schema whose category is an enum of the names plus null', () => {
    const schema = answerSchema(names) as { properties: { results: { items: { properties: { category: { enum: unknown[]; type: string[] } } } } } };
    expect(schema.properties.results.items.properties.category).toEqual({ type: ['string', 'null'], enum: ['Software', 'Bank Fees', null] });
  });

  it('keeps answers from the list and turns anything else into none', () => {
    const content = JSON.stringify({
      results: [
        { id: '1', category: 'Software' },
        { id: '2', category: 'Groceries' },
        { id: '3', category: null },
        { id: '99', category: 'Bank Fees' },
        { id: '4', category: 'software' },
      ],
    });
    const answer = parseAnswer(content, names, ['1', '2', '3', '4', '5']);
    expect(Object.fromEntries(answer)).toEqual({ '1': 'Software', '2': null, '3': null, '4': null, '5': null });
  });

  it('survives content that is not JSON or not the expected shape', () => {
    expect([...parseAnswer('not json', names, ['1']).values()]).toEqual([null]);
    expect([...parseAnswer('{"results": "x"}', names, ['1']).values()]).toEqual([null]);
    expect([...parseAnswer(null, names, ['1']).values()]).toEqual([null]);
  });

  it('builds the same prompt prefix for the same categories and examples (provider caching)', () => {
    const req = { revenue: ['Sales'], expense: names, examples: [{ merchant: 'STAPLES', category: 'Software' }] };
    expect(systemPrompt(req)).toBe(systemPrompt({ ...req }));
    expect(systemPrompt(req)).toContain('STAPLES => Software');
  });
});
