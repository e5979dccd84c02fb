// The link-preview picture (1200x630), drawn by next/og's satori: flexbox and inline styles
// only. Big type and high contrast so it reads at WhatsApp's thumbnail size; few words.
import { SHARE_FONT_FAMILY, type ShareCardContent } from '@/lib/seo/share-card-words';
import { formatRupees } from '@/lib/locale/india';

const INK = '#0a1f33';
const MUTED = '#3d4f61';
const BRAND = '#0b5cad';
const PRICE = '#0a6b35';

function titleSize(title: string): number {
  if (title.length <= 16) return 100;
  if (title.length <= 24) return 84;
  return 70;
}

const PRICE_SIZE = 104;
// Noto Sans puts the baseline 0.27 em above the bottom of a one-line box: smaller words beside
// the price are lifted by the difference, so all sit on the price's baseline (satori has no
// baseline alignment).
const lift = (size: number) => Math.round((PRICE_SIZE - size) * 0.27);

/** Words beside the price, on its baseline: "from", the struck list price, "all inclusive". */
function Words({
  size,
  before = false,
  struck = false,
  children,
}: {
  size: number;
  /** Before the price (a gap on its right) or after it (a gap on its left). */
  before?: boolean;
  struck?: boolean;
  children: string;
}) {
  return (
    <span
      data-part={struck ? 'list-price' : undefined}
      style={{
        fontSize: size,
        fontWeight: 700,
        color: MUTED,
        lineHeight: 1,
        ...(before ? { marginRight: 22 } : { marginLeft: 26 }),
        marginBottom: lift(size),
        ...(struck && { textDecoration: 'line-through' }),
      }}
    >
      {children}
    </span>
  );
}

function Star() {
  return (
    <svg width="46" height="46" viewBox="0 0 24 24" style={{ marginRight: 10 }}>
      <path
        fill="#f5a300"
        d="M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z"
      />
    </svg>
  );
}

export function ShareCard({ card }: { card: ShareCardContent }) {
  const struck = card.price !== null && card.listPrice !== null && card.listPrice > card.price;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: '#ffffff',
        color: INK,
        fontFamily: SHARE_FONT_FAMILY,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: BRAND,
          color: '#ffffff',
          padding: '20px 56px',
        }}
      >
        <span style={{ fontSize: 44, fontWeight: 800 }}>{card.brand}</span>
        <span style={{ fontSize: 32, fontWeight: 700 }}>{card.eyebrow}</span>
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          padding: '34px 56px 40px',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <span
            data-part="title"
            style={{ fontSize: titleSize(card.title), fontWeight: 800, lineHeight: 1.05 }}
          >
            {card.title}
          </span>
          <span style={{ fontSize: 50, fontWeight: 700, color: MUTED, marginTop: 10 }}>
            {card.subtitle}
          </span>
        </div>
        {card.price !== null && (
          <div style={{ display: 'flex', alignItems: 'flex-end' }}>
            {card.words.priceBefore && (
              <Words size={50} before>
                {card.words.priceBefore}
              </Words>
            )}
            <span
              data-part="price"
              style={{ fontSize: PRICE_SIZE, fontWeight: 800, color: PRICE, lineHeight: 1 }}
            >
              {formatRupees(card.price)}
            </span>
            {struck && (
              <Words size={58} struck>
                {formatRupees(card.listPrice!)}
              </Words>
            )}
            {card.words.priceAfter && <Words size={50}>{card.words.priceAfter}</Words>}
          </div>
        )}
        {(card.rating || card.facts.length > 0) && (
          <div style={{ display: 'flex', alignItems: 'center', fontSize: 44, fontWeight: 700 }}>
            {card.rating && (
              <span style={{ display: 'flex', alignItems: 'center', marginRight: 36 }}>
                <Star />
                {card.rating.average.toFixed(1)}
                <span style={{ color: MUTED, fontWeight: 400, marginLeft: 12 }}>
                  {card.words.reviews}
                </span>
              </span>
            )}
            {card.facts.map((fact, i) => (
              <span
                key={fact}
                style={{
                  display: 'flex',
                  marginRight: 36,
                  color: i === 0 ? INK : MUTED,
                }}
              >
                {fact}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
