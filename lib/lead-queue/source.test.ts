import { leadSource, ownPathLink } from './source';

describe("a lead's source page", () => {
  it('links a page of this site by its path and query, whatever host the form sent', () => {
    expect(leadSource('https://www.diagnobook.test/hyderabad/mri-brain/t00001/?utm=x')).toEqual({
      text: '/hyderabad/mri-brain/t00001/?utm=x',
      href: '/hyderabad/mri-brain/t00001/?utm=x',
    });
    expect(leadSource('/')).toEqual({ text: '/', href: '/' });
    // An escaped backslash stays a path here: a browser does not read it as a host.
    expect(leadSource('https://www.diagnobook.test/%5C/evil.example').href).toBe(
      '/%5C/evil.example',
    );
  });

  it.each([
    'https://www.diagnobook.test//evil.example/phish',
    'https://www.diagnobook.test//evil.example/phish?x=1',
    '//evil.example/phish',
    'javascript:alert(1)',
    'data:text/html,hi',
    'not a page',
    '/\\evil.example/phish',
    '/ spaced',
  ])('shows %s as text, never as a link', (source) => {
    const shown = leadSource(source);
    expect(shown.href).toBeNull();
    expect(shown.text).toBe(source);
  });

  it.each(['//evil.example/', '/\\evil.example/', '/\t/evil.example', 'https://evil.example/', ''])(
    'refuses %j as a link on this site',
    (candidate) => expect(ownPathLink(candidate)).toBeNull(),
  );

  it('keeps a very long address to a readable length', () => {
    const long = `https://www.diagnobook.test//evil.example/${'a'.repeat(1000)}`;
    expect(leadSource(long)).toEqual({ text: long.slice(0, 300), href: null });
  });
});
