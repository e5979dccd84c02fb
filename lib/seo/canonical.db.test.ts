import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { canonicalProductRedirect } from './canonical';

const scenario = setUpScenarioDb();

it('sends a product address in another form to the canonical one, in its own language', async () => {
  const id = scenario.ids.mriBrain.randomId;
  const db = scenario.db.db;
  expect(await canonicalProductRedirect(db, `/Hyderabad/mri-brain/${id}/`)).toBe(
    `/hyderabad/mri-brain/${id}/`,
  );
  expect(await canonicalProductRedirect(db, `/hi/hyderabad/brain-mri/${id.toUpperCase()}/`)).toBe(
    `/hi/hyderabad/mri-brain/${id}/`,
  );
  expect(await canonicalProductRedirect(db, `/te/HYDERABAD/mri-brain/${id}`)).toBe(
    `/te/hyderabad/mri-brain/${id}/`,
  );
});

it('leaves canonical addresses, unknown products and unknown cities to the page', async () => {
  const id = scenario.ids.mriBrain.randomId;
  const db = scenario.db.db;
  expect(await canonicalProductRedirect(db, `/te/hyderabad/mri-brain/${id}/`)).toBeNull();
  expect(await canonicalProductRedirect(db, `/hi/hyderabad/mri-brain/zzzzzz/`)).toBeNull();
  expect(await canonicalProductRedirect(db, `/hi/atlantis/mri-brain/${id}/`)).toBeNull();
});
