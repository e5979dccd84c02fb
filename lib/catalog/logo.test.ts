import { monogramSvg } from './logo';

describe('monogramSvg', () => {
  it('draws the initials of the first two words', () => {
    const svg = monogramSvg('clearscan-imaging-centre');
    expect(svg).toContain('>CI</text>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('gives the same colour for the same slug', () => {
    expect(monogramSvg('arogya-path-labs')).toBe(monogramSvg('arogya-path-labs'));
  });

  it('refuses anything that is not a slug, so nothing can be injected into the SVG', () => {
    expect(monogramSvg('<script>')).toBeNull();
    expect(monogramSvg('a"b')).toBeNull();
    expect(monogramSvg('')).toBeNull();
    expect(monogramSvg('a'.repeat(81))).toBeNull();
  });
});
