// The pages' schema.org data as a search engine reads it: extracted from the served HTML by
// WebAutoExtractor and checked by Adobe's validator against Google's rich-result rules. There
// is no network here for schema.org's vocabulary file, so the Validator runs without it
// (Google's rules only; the vocabulary check is off). ERRORs fail; WARNINGs are printed.
import { expect, test, type APIRequestContext } from './fixtures';
import Validator, { type Issue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

async function productPath(request: APIRequestContext, city: string, slug: string) {
  const xml = await (await request.get('/sitemap.xml')).text();
  const loc = new RegExp(`<loc>https?://[^<]+(/${city}/${slug}/[a-z0-9]{6}/)</loc>`).exec(xml);
  expect(loc, `${city}/${slug} in sitemap.xml`).not.toBeNull();
  return loc![1]!;
}

async function partnerPath(request: APIRequestContext) {
  const html = await (
    await request.get(await productPath(request, 'hyderabad', 'mri-brain'))
  ).text();
  const href = /href="(\/partners\/[a-z0-9-]+\/hyderabad\/)[?"]/.exec(html);
  expect(href, 'a partner organisation link on the product page').not.toBeNull();
  return href![1]!;
}

const describe = (issue: Issue) =>
  `${issue.severity} ${issue.path.map((p) => p.type ?? p.property ?? '?').join(' > ')}: ${
    issue.issueMessage
  }`;

/** The issues of one page, with the count of each severity. */
async function validate(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(await response.text());
  const types = Object.keys(extracted.jsonld);
  const issues = await new Validator().validate(extracted);
  return { types, issues };
}

test('every page type carries schema.org data that Google accepts: no ERROR', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = {
    'product (scan)': await productPath(request, 'hyderabad', 'mri-brain'),
    'product (blood test)': await productPath(request, 'hyderabad', 'cbc'),
    deal: '/deal/hc_499_tvhr_0_33/?utm_experiment_city=hyderabad',
    city: '/hyderabad/',
    scans: '/scans/?city_id=1',
    search: '/search/?query=mri&city_id=1',
    'partner organisation': await partnerPath(request),
  };
  const errors: string[] = [];
  const summary: string[] = [];
  for (const [name, path] of Object.entries(pages)) {
    const { types, issues } = await validate(request, path);
    expect(types.length, `${name} (${path}) has JSON-LD`).toBeGreaterThan(0);
    const pageErrors = issues.filter((i) => i.severity === 'ERROR');
    const warnings = issues.filter((i) => i.severity === 'WARNING');
    summary.push(
      `${name} ${path} [${types.join(', ')}]: ${pageErrors.length} errors, ${warnings.length} warnings`,
      ...issues.map((i) => `  ${describe(i)}`),
    );
    errors.push(...pageErrors.map((i) => `${name} ${path}: ${describe(i)}`));
  }
  console.log(summary.join('\n'));
  expect(errors, errors.join('\n')).toEqual([]);
});
