import { findUnsafeText, textProblem } from './text';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Asha Rao'],
    ['Indian scripts', 'आशा राव, ஆஷா'],
    ['an emoji (a surrogate pair)', 'ok 😀'],
    ['a page address', '/hyderabad/mri-brain/ay5jt4/?utm_source=sms'],
  ])('lets %s through', (_what, text) => {
    expect(textProblem(text)).toBeNull();
  });

  it.each([
    ['NUL', '/a\u0000b', 'must not contain control characters'],
    ['escape', 'a\u001b[31m', 'must not contain control characters'],
    ['DEL', 'a\u007f', 'must not contain control characters'],
    ['a C1 control', 'a\u0085', 'must not contain control characters'],
    ['a line feed', 'a\nb', 'must be a single line'],
    ['a carriage return', 'a\rb', 'must be a single line'],
    ['U+2028', 'a\u2028b', 'must be a single line'],
    ['U+2029', 'a\u2029b', 'must be a single line'],
    ['a lone high surrogate', 'a\ud800', 'must be valid Unicode text'],
    ['a lone low surrogate', '\udc00b', 'must be valid Unicode text'],
    ['right-to-left override', '\u202e0123456789', 'must not contain text-direction'],
    ['left-to-right embedding', 'a\u202ab', 'must not contain text-direction'],
    ['a first-strong isolate', 'a\u2068b', 'must not contain text-direction'],
    ['a pop directional isolate', 'a\u2069b', 'must not contain text-direction'],
  ])('refuses %s in one line', (_what, text, message) => {
    expect(textProblem(text)).toContain(message);
  });

  it('lets multi-line text keep tabs and line breaks, nothing else', () => {
    expect(textProblem('Called twice.\r\n\tNo answer.\u2028', 'multiline')).toBeNull();
    expect(textProblem('a\u0000b', 'multiline')).toBe('must not contain control characters');
    expect(textProblem('a\u202eb', 'multiline')).toContain('text-direction');
    expect(textProblem('a\ud800', 'multiline')).toBe('must be valid Unicode text');
  });
});

describe('findUnsafeText', () => {
  it('names the first bad string by its path, nested and in arrays', () => {
    expect(findUnsafeText({ a: 'ok', patient: { name: 'x\u0000' } })).toEqual({
      field: 'patient.name',
      message: 'must not contain control characters',
    });
    expect(findUnsafeText({ ids: [1, 'ok', 'b\u202e'] })?.field).toBe('ids.2');
    expect(findUnsafeText({ a: 'x\u0000', b: 'y\u0000' })?.field).toBe('a');
  });

  it('checks keys, without repeating the bad key', () => {
    expect(findUnsafeText({ 'a\u0000': 1 })).toEqual({
      field: '(body)',
      message: 'has a field name with characters that are not allowed',
    });
    expect(findUnsafeText({ p: { 'k\u202e': 1 } })?.field).toBe('p');
  });

  it('allows line breaks only in the fields named multi-line', () => {
    expect(findUnsafeText({ note: 'a\nb' }, ['note'])).toBeNull();
    expect(findUnsafeText({ note: 'a\nb', name: 'c\nd' }, ['note'])?.field).toBe('name');
  });

  it('walks a deep body without a stack overflow', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findUnsafeText({ a: deep })?.message).toBe('must not contain control characters');
  });

  it('names a query root for a bad top-level value', () => {
    expect(findUnsafeText('a\u0000', [], '(query)')?.field).toBe('(query)');
  });
});
