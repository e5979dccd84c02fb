import { parseEnv } from './schema';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      DATABASE_REPLICA_URLS: [],
      DATABASE_POOL_MAX: 10,
      SEED: 20261121,
      TRUSTED_PROXY_COUNT: 1,
      SITE_URL: 'http://localhost:3000',
      SITE_PHONE: '+91 40 4520 0000',
      WHATSAPP_NUMBER: '914045200000',
      OPS_API_TOKEN: undefined,
      FLAG_ENTIRE_ROW_CLICKABLE_ON_AREA_PRICING_SECTION: true,
      FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN: false,
      FLAG_PARTNER_CENTER_ROW_HAS_LOCATIONS_AND_DISCOUNTS: true,
      FLAG_PARTNER_CENTER_ROW_WITH_PRICES: true,
      FLAG_SHOW_VHC_WIDGET_FOR_HOME_SERVICE: true,
    });
  });

  it('reads PostgreSQL settings and splits the replica list', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/store',
      DATABASE_REPLICA_URLS: 'postgresql://r1/store, postgresql://r2/store',
      DATABASE_POOL_MAX: '25',
    });
    expect(env.DATABASE_REPLICA_URLS).toEqual(['postgresql://r1/store', 'postgresql://r2/store']);
    expect(env.DATABASE_POOL_MAX).toBe(25);
  });

  it('reads the layout flags', () => {
    const env = parseEnv({
      FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN: '1',
      FLAG_PARTNER_CENTER_ROW_WITH_PRICES: 'false',
    });
    expect(env.FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN).toBe(true);
    expect(env.FLAG_PARTNER_CENTER_ROW_WITH_PRICES).toBe(false);
    expect(() => parseEnv({ FLAG_PARTNER_CENTER_ROW_WITH_PRICES: 'yes' })).toThrow(
      /FLAG_PARTNER_CENTER_ROW_WITH_PRICES: must be true, false, 1 or 0/,
    );
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: 'mysql://x', DATABASE_POOL_MAX: 'lots', SEED: '-1' }),
    ).toThrow(/DATABASE_URL: must start with postgres:\/\/[\s\S]*DATABASE_POOL_MAX[\s\S]*SEED/);
  });
});
