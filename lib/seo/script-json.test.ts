import { jsonForScript } from './script-json';

describe('jsonForScript', () => {
  it('escapes every < so no spelling of </script> or <!-- is left, and JSON reads it back', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '</SCRIPT >', c: '<!--' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
