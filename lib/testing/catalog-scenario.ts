import type { Db } from '@/lib/db/connect';
import { fixture } from './catalog-fixture';

// Hyderabad: MRI Brain at six centres of five organisations with price ties:
//   Delta   Banjara Hills  2800/4000  rating 3.0 (30/10)
//   Alpha   Banjara Hills  3000/4000  rating 40/10 } Alpha: 85/20 = 4.25
//   Alpha   Madhapur       3500/5000  rating 45/10 }
//   Beta    Madhapur       3000/3750  rating 4.8 (48/10)
//   Zeta    Kukatpally     3000/3500  rating 85/20 = 4.25 (same as Alpha)
//   Gamma   Kukatpally     3000/3300  no reviews
// Pune: only MRI Spine. CBC only at Delta, with home collection.
export async function hyderabadScenario(db: Db) {
  const f = fixture(db);
  const hyd = await f.city('Hyderabad');
  const pune = await f.city('Pune');
  const banjara = await f.area(hyd.id, 'Banjara Hills');
  const madhapur = await f.area(hyd.id, 'Madhapur');
  const kukatpally = await f.area(hyd.id, 'Kukatpally');
  await f.area(hyd.id, 'Abids'); // an area with no centre
  const kothrud = await f.area(pune.id, 'Kothrud');
  const mri = await f.category('mri', 'MRI');
  const hem = await f.category('hematology', 'Hematology');
  const mriBrain = await f.product(mri.id, 'MRI Brain', {
    popularity: 900,
    aliases: ['Brain MRI'],
  });
  const mriKnee = await f.product(mri.id, 'MRI Knee', { popularity: 500 });
  const mriSpine = await f.product(mri.id, 'MRI Spine', { popularity: 700 });
  const cbc = await f.product(hem.id, 'CBC', { popularity: 1000, homeServiceAllowed: true });
  const alpha = await f.organisation('Alpha Imaging');
  const beta = await f.organisation('Beta Scans');
  const gamma = await f.organisation('Gamma Diagnostics');
  const delta = await f.organisation('Delta Labs');
  const zeta = await f.organisation('Zeta Imaging');

  const d1 = await f.centre(delta.id, banjara, { sum: 30, count: 10 }, { homeService: true });
  const a1 = await f.centre(alpha.id, banjara, { sum: 40, count: 10 });
  const a2 = await f.centre(alpha.id, madhapur, { sum: 45, count: 10 });
  const b1 = await f.centre(beta.id, madhapur, { sum: 48, count: 10 });
  const z1 = await f.centre(zeta.id, kukatpally, { sum: 85, count: 20 });
  const g1 = await f.centre(gamma.id, kukatpally);
  const p1 = await f.centre(alpha.id, kothrud, { sum: 9, count: 2 });

  await f.price(d1, mriBrain.id, 2800, 4000);
  await f.price(a1, mriBrain.id, 3000, 4000);
  await f.price(a2, mriBrain.id, 3500, 5000);
  await f.price(b1, mriBrain.id, 3000, 3750);
  await f.price(z1, mriBrain.id, 3000, 3500);
  await f.price(g1, mriBrain.id, 3000, 3300);
  await f.price(a1, mriKnee.id, 4000, 5000);
  await f.price(d1, cbc.id, 300, 450, true);
  await f.price(p1, mriSpine.id, 5000, 6000);

  return {
    hyderabad: hyd.id,
    pune: pune.id,
    mriBrain,
    mriKnee,
    mriSpine,
    cbc,
    centres: { d1, a1, a2, b1, z1, g1, p1 },
    organisations: { alpha, beta, gamma, delta, zeta },
  };
}

export type HyderabadScenario = Awaited<ReturnType<typeof hyderabadScenario>>;
