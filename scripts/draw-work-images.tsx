// Draws the case studies' source pictures (src/content/work/images/*.png): product screens in the
// site's style, set in Geist by satori and rendered by sharp, as the share image is. Run it after
// changing a drawing (`npx tsx scripts/draw-work-images.tsx`) and commit the PNGs; the build only
// converts them (scripts/work-images.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CSSProperties, ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { WORK_IMAGES_DIR } from '../src/content/work.ts';
import { FONTS } from './lib/share-image.tsx';

const W = 1600;
const H = 1000;
const ink = '#12121a';
const muted = '#6b6b7b';
const line = '#e6e4ee';

type Palette = { accent: string; soft: string; glow: string };
const palettes: Record<string, Palette> = {
  nordvik: { accent: '#0e6e8c', soft: '#e3f2f6', glow: '#7cc6d9' },
  ledgerline: { accent: '#4f46e5', soft: '#ecebfd', glow: '#a5a0f5' },
  tandem: { accent: '#0f9d76', soft: '#e2f5ee', glow: '#7fd6b8' },
  alba: { accent: '#b5583a', soft: '#f6ece3', glow: '#e0b48f' },
};

const row = (style: CSSProperties = {}): CSSProperties => ({ display: 'flex', ...style });
const col = (style: CSSProperties = {}): CSSProperties => ({
  display: 'flex',
  flexDirection: 'column',
  ...style,
});
const Text = ({
  size = 22,
  weight = 400,
  color = ink,
  children,
}: {
  size?: number;
  weight?: number;
  color?: string;
  children: ReactNode;
}) => (
  <span
    style={{
      fontSize: size,
      fontWeight: weight,
      color,
      letterSpacing: size > 30 ? -size * 0.03 : 0,
    }}
  >
    {children}
  </span>
);
const Pill = ({
  p,
  children,
  solid = false,
}: {
  p: Palette;
  children: ReactNode;
  solid?: boolean;
}) => (
  <div
    style={row({
      padding: '8px 18px',
      borderRadius: 999,
      fontSize: 18,
      fontWeight: 600,
      background: solid ? p.accent : p.soft,
      color: solid ? 'white' : p.accent,
    })}
  >
    {children}
  </div>
);
const Card = ({ children, style = {} }: { children: ReactNode; style?: CSSProperties }) => (
  <div
    style={col({
      background: 'white',
      border: `1px solid ${line}`,
      borderRadius: 20,
      padding: 24,
      gap: 10,
      ...style,
    })}
  >
    {children}
  </div>
);
/** A photograph stand-in: a sky, two ridges and their reflection, in the given colours. */
const Photo = ({
  colors,
  style = {},
}: {
  colors: [string, string, string];
  style?: CSSProperties;
}) => {
  const [sky, ridge, deep] = colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="white" stop-opacity="0.6"/>
    </linearGradient></defs>
    <rect width="400" height="300" fill="url(#s)"/><circle cx="300" cy="70" r="26" fill="white" opacity="0.7"/>
    <path d="M0 190 L70 110 L130 160 L200 80 L270 150 L330 100 L400 170 L400 300 L0 300 Z" fill="${ridge}"/>
    <path d="M0 220 L90 160 L170 210 L250 150 L330 205 L400 180 L400 300 L0 300 Z" fill="${deep}" opacity="0.85"/>
    <rect y="250" width="400" height="50" fill="${deep}"/><path d="M40 265 H150 M220 280 H360" stroke="white" stroke-opacity="0.35" stroke-width="3"/></svg>`;
  return (
    <div style={{ display: 'flex', overflow: 'hidden', borderRadius: 16, ...style }}>
      <img
        alt=""
        width={800}
        height={600}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
      />
    </div>
  );
};
const Bars = ({
  values,
  color,
  height = 220,
  gap = 14,
}: {
  values: number[];
  color: string;
  height?: number;
  gap?: number;
}) => (
  <div style={row({ alignItems: 'flex-end', gap, height })}>
    {values
      .map((value, position) => ({ id: `bar-${position}`, value }))
      .map(({ id, value }) => (
        <div
          key={id}
          style={{
            display: 'flex',
            flexGrow: 1,
            height: `${value}%`,
            borderRadius: 8,
            background: color,
          }}
        />
      ))}
  </div>
);

/** The canvas: the palette's glow on paper, the screen framed in a browser window. */
const Browser = ({
  p,
  url,
  children,
  dark = false,
}: {
  p: Palette;
  url: string;
  children: ReactNode;
  dark?: boolean;
}) => (
  <div
    style={row({
      width: W,
      height: H,
      padding: 72,
      fontFamily: 'Geist',
      backgroundColor: p.soft,
      backgroundImage: `radial-gradient(circle at 85% 10%, ${p.glow}99 0%, ${p.glow}00 55%)`,
    })}
  >
    <div
      style={col({
        width: W - 144,
        height: H - 144,
        borderRadius: 24,
        overflow: 'hidden',
        background: dark ? '#14141c' : '#fbfbfd',
        boxShadow: '0 30px 80px rgba(20,20,40,0.22)',
        border: `1px solid ${dark ? '#2a2a36' : line}`,
      })}
    >
      <div
        style={row({
          alignItems: 'center',
          gap: 10,
          height: 56,
          padding: '0 22px',
          background: dark ? '#1c1c26' : '#f1f0f5',
        })}
      >
        {['#ff5f57', '#febc2e', '#28c840'].map((color) => (
          <div key={color} style={{ width: 14, height: 14, borderRadius: 7, background: color }} />
        ))}
        <div
          style={row({
            marginLeft: 24,
            padding: '6px 20px',
            borderRadius: 999,
            fontSize: 17,
            color: dark ? '#a0a0b0' : muted,
            background: dark ? '#262632' : 'white',
          })}
        >
          {url}
        </div>
      </div>
      <div style={col({ flexGrow: 1, padding: 40, gap: 24 })}>{children}</div>
    </div>
  </div>
);

/** Phones on the palette's glow: each screen a column of the app's parts. */
const Phones = ({ p, screens }: { p: Palette; screens: ReactNode[] }) => (
  <div
    style={row({
      width: W,
      height: H,
      alignItems: 'center',
      justifyContent: 'center',
      gap: 80,
      fontFamily: 'Geist',
      backgroundColor: p.soft,
      backgroundImage: `radial-gradient(circle at 50% 40%, ${p.glow}aa 0%, ${p.glow}00 60%)`,
    })}
  >
    {screens
      .map((screen, position) => ({ id: `screen-${position}`, screen }))
      .map(({ id, screen }) => (
        <div
          key={id}
          style={col({
            width: 410,
            height: 850,
            padding: 14,
            borderRadius: 64,
            background: '#111118',
            boxShadow: '0 30px 80px rgba(20,20,40,0.3)',
          })}
        >
          <div
            style={col({
              flexGrow: 1,
              borderRadius: 50,
              background: '#fbfbfd',
              padding: '56px 26px 26px',
              gap: 18,
              overflow: 'hidden',
            })}
          >
            {screen}
          </div>
        </div>
      ))}
  </div>
);

const { nordvik, ledgerline, tandem, alba } = palettes as Record<string, Palette> & {
  nordvik: Palette;
  ledgerline: Palette;
  tandem: Palette;
  alba: Palette;
};
const fjord: [string, string, string] = ['#9fd3e6', '#3f7f8f', '#123c4a'];
const linen: [string, string, string] = ['#f3e6d6', '#dcc3a5', '#b9906a'];

const Field = ({ label, value }: { label: string; value: string }) => (
  <div style={col({ gap: 8 })}>
    <Text size={17} weight={600} color={muted}>
      {label}
    </Text>
    <div
      style={row({
        height: 56,
        alignItems: 'center',
        padding: '0 18px',
        border: `1px solid ${line}`,
        borderRadius: 12,
        background: 'white',
        fontSize: 20,
      })}
    >
      {value}
    </div>
  </div>
);
const Stat = ({
  label,
  value,
  note,
  p,
}: {
  label: string;
  value: string;
  note: string;
  p: Palette;
}) => (
  <Card style={{ flexGrow: 1 }}>
    <Text size={17} color={muted}>
      {label}
    </Text>
    <Text size={40} weight={700}>
      {value}
    </Text>
    <Text size={17} weight={600} color={p.accent}>
      {note}
    </Text>
  </Card>
);
const TableRow = ({
  cells,
  status,
  p,
  flagged = false,
}: {
  cells: string[];
  status: string;
  p: Palette;
  flagged?: boolean;
}) => (
  <div
    style={row({
      alignItems: 'center',
      padding: '18px 8px',
      borderBottom: `1px solid ${line}`,
      fontSize: 20,
      color: ink,
    })}
  >
    {cells.map((cell, index) => (
      <span key={cell} style={{ width: index === 0 ? 170 : index === 1 ? 470 : 220 }}>
        {cell}
      </span>
    ))}
    <div
      style={row({
        padding: '6px 16px',
        borderRadius: 999,
        fontSize: 16,
        fontWeight: 600,
        background: flagged ? '#fde8e4' : p.soft,
        color: flagged ? '#b3261e' : p.accent,
      })}
    >
      {status}
    </div>
  </div>
);

const drawings: Record<string, ReactNode> = {
  'nordvik-travel-cover': (
    <Browser p={nordvik} url="nordviktravel.com/tours/fjords">
      <div style={row({ gap: 32, flexGrow: 1 })}>
        <Photo colors={fjord} style={{ flexGrow: 1 }} />
        <div style={col({ width: 440, gap: 18 })}>
          <Pill p={nordvik}>Guided · 7 days</Pill>
          <Text size={48} weight={700}>
            Fjords of the West
          </Text>
          <Text size={21} color={muted}>
            Bergen to Ålesund by boat, rail and on foot, with a local guide.
          </Text>
          <Card>
            <Text size={17} color={muted}>
              Next departures
            </Text>
            {['12 Jun', '26 Jun', '10 Jul'].map((date) => (
              <div key={date} style={row({ justifyContent: 'space-between', fontSize: 21 })}>
                <span>{date}</span>
                <span style={{ fontWeight: 600 }}>€1,890</span>
              </div>
            ))}
          </Card>
          <div
            style={row({
              height: 64,
              borderRadius: 999,
              alignItems: 'center',
              justifyContent: 'center',
              background: nordvik.accent,
              color: 'white',
              fontSize: 22,
              fontWeight: 600,
            })}
          >
            Book this trip
          </div>
        </div>
      </div>
    </Browser>
  ),
  'nordvik-travel-search': (
    <Browser p={nordvik} url="nordviktravel.com/search">
      <div style={row({ gap: 14 })}>
        <Pill p={nordvik} solid>
          Norway
        </Pill>
        <Pill p={nordvik}>June</Pill>
        <Pill p={nordvik}>2 adults</Pill>
        <Text size={20} color={muted}>
          {' '}
          · 24 trips
        </Text>
      </div>
      {[
        ['Fjords of the West', '7 days · boat and rail', '€1,890'],
        ['Lofoten by Kayak', '5 days · small group', '€1,460'],
        ['Northern Lights Express', '4 days · Tromsø', '€1,120'],
      ].map(([title, detail, price], index) => (
        <div
          key={title}
          style={row({
            gap: 28,
            alignItems: 'center',
            padding: 16,
            borderRadius: 20,
            background: 'white',
            border: `1px solid ${line}`,
          })}
        >
          <Photo
            colors={index === 2 ? ['#1b2a4a', '#2f6f6a', '#0c1a2c'] : fjord}
            style={{ width: 220, height: 140 }}
          />
          <div style={col({ flexGrow: 1, gap: 8 })}>
            <Text size={28} weight={600}>
              {title}
            </Text>
            <Text size={19} color={muted}>
              {detail}
            </Text>
          </div>
          <Text size={28} weight={700}>
            {price}
          </Text>
        </div>
      ))}
    </Browser>
  ),
  'nordvik-travel-checkout': (
    <Browser p={nordvik} url="nordviktravel.com/checkout">
      <div style={row({ gap: 40, flexGrow: 1 })}>
        <div style={col({ flexGrow: 1, gap: 22 })}>
          <Text size={40} weight={700}>
            Your details
          </Text>
          <Text size={19} weight={600} color={nordvik.accent}>
            Step 1 of 2
          </Text>
          <Field label="Full name" value="Maya Lindqvist" />
          <Field label="Email" value="maya@example.com" />
          <Field label="Card" value="•••• •••• •••• 4242" />
        </div>
        <Card style={{ width: 470, gap: 16 }}>
          <Photo colors={fjord} style={{ height: 190 }} />
          <Text size={28} weight={600}>
            Fjords of the West
          </Text>
          <Text size={19} color={muted}>
            12–18 June · 2 adults
          </Text>
          <div
            style={row({
              justifyContent: 'space-between',
              fontSize: 24,
              fontWeight: 700,
              borderTop: `1px solid ${line}`,
              paddingTop: 16,
            })}
          >
            <span>Total</span>
            <span>€3,780</span>
          </div>
          <div
            style={row({
              height: 60,
              borderRadius: 999,
              alignItems: 'center',
              justifyContent: 'center',
              background: nordvik.accent,
              color: 'white',
              fontSize: 21,
              fontWeight: 600,
            })}
          >
            Pay and book
          </div>
        </Card>
      </div>
    </Browser>
  ),
  'ledgerline-cover': (
    <Browser p={ledgerline} url="app.ledgerline.io/cash">
      <div style={row({ justifyContent: 'space-between', alignItems: 'center' })}>
        <Text size={40} weight={700}>
          Cash position
        </Text>
        <Pill p={ledgerline}>All entities · EUR</Pill>
      </div>
      <div style={row({ gap: 20 })}>
        <Stat p={ledgerline} label="Cash today" value="€4.82M" note="Confirmed 09:14" />
        <Stat p={ledgerline} label="Inflows, 7 days" value="€1.36M" note="+12% on last week" />
        <Stat p={ledgerline} label="Runway" value="19 months" note="At current burn" />
      </div>
      <Card style={{ flexGrow: 1 }}>
        <Text size={19} color={muted}>
          Balance by week
        </Text>
        <Bars
          values={[52, 58, 55, 63, 61, 70, 68, 74, 79, 76, 84, 88, 92]}
          color={ledgerline.accent}
          height={280}
        />
      </Card>
    </Browser>
  ),
  'ledgerline-reconcile': (
    <Browser p={ledgerline} url="app.ledgerline.io/reconcile">
      <div style={row({ justifyContent: 'space-between', alignItems: 'center' })}>
        <Text size={40} weight={700}>
          Reconciliation
        </Text>
        <Pill p={ledgerline} solid>
          3 to review
        </Pill>
      </div>
      <div
        style={col({
          background: 'white',
          border: `1px solid ${line}`,
          borderRadius: 20,
          padding: '8px 24px',
        })}
      >
        <TableRow
          p={ledgerline}
          cells={['02 Oct', 'Invoice 2291 · Brightwave Ltd', '€18,400.00']}
          status="Matched"
        />
        <TableRow
          p={ledgerline}
          cells={['02 Oct', 'Card settlement · Stripe', '€6,212.35']}
          status="Matched"
        />
        <TableRow
          p={ledgerline}
          cells={['01 Oct', 'Transfer · unknown reference', '€2,950.00']}
          status="Flagged"
          flagged
        />
        <TableRow
          p={ledgerline}
          cells={['01 Oct', 'Payroll · September', '−€212,080.00']}
          status="Matched"
        />
        <TableRow
          p={ledgerline}
          cells={['30 Sep', 'Invoice 2287 · partial payment', '€4,000.00']}
          status="Flagged"
          flagged
        />
        <TableRow
          p={ledgerline}
          cells={['30 Sep', 'Bank fee · SEPA batch', '−€38.20']}
          status="Flagged"
          flagged
        />
      </div>
    </Browser>
  ),
  'ledgerline-forecast': (
    <Browser p={ledgerline} url="app.ledgerline.io/forecast" dark>
      <div style={row({ justifyContent: 'space-between', alignItems: 'center' })}>
        <Text size={40} weight={700} color="#f2f2f7">
          13-week forecast
        </Text>
        <div style={row({ gap: 12 })}>
          <Pill p={{ ...ledgerline, soft: '#262640', accent: '#b9b5ff' }}>Best case</Pill>
          <Pill p={{ ...ledgerline, soft: '#3a2630', accent: '#ffb4a8' }}>Worst case</Pill>
        </div>
      </div>
      <div
        style={col({
          flexGrow: 1,
          justifyContent: 'flex-end',
          gap: 10,
          padding: 24,
          borderRadius: 20,
          background: '#1c1c26',
        })}
      >
        <Bars
          values={[70, 72, 75, 74, 79, 83, 82, 86, 90, 93, 92, 96, 99]}
          color="#8b85f5"
          height={200}
        />
        <Bars
          values={[66, 64, 65, 60, 61, 58, 57, 55, 56, 52, 50, 51, 48]}
          color="#f08a7a"
          height={200}
        />
        <div style={row({ justifyContent: 'space-between', fontSize: 17, color: '#8a8a9c' })}>
          {['W40', 'W43', 'W46', 'W49', 'W52'].map((week) => (
            <span key={week}>{week}</span>
          ))}
        </div>
      </div>
    </Browser>
  ),
  'tandem-health-cover': (
    <Phones
      p={tandem}
      screens={[
        <>
          <Text size={18} color={muted}>
            Tuesday
          </Text>
          <Text size={36} weight={700}>
            Today’s exercises
          </Text>
          <div style={row({ gap: 8 })}>
            {[1, 2, 3, 4, 5].map((day) => (
              <div
                key={day}
                style={{ width: 46, height: 46, borderRadius: 23, background: tandem.accent }}
              />
            ))}
            <div
              style={{
                width: 46,
                height: 46,
                borderRadius: 23,
                border: `3px dashed ${tandem.glow}`,
              }}
            />
          </div>
          <Text size={18} weight={600} color={tandem.accent}>
            5-day streak
          </Text>
          {['Knee bends · 3×12', 'Heel raises · 3×15', 'Wall sit · 45 s'].map((item, index) => (
            <Card
              key={item}
              style={{ padding: 18, flexDirection: 'row', alignItems: 'center', gap: 14 }}
            >
              <div
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: 14,
                  background: index === 0 ? tandem.accent : tandem.soft,
                }}
              />
              <Text size={20} weight={600}>
                {item}
              </Text>
            </Card>
          ))}
        </>,
        <>
          <Text size={36} weight={700}>
            Good morning, Sam
          </Text>
          <Card style={{ background: tandem.accent, border: 'none' }}>
            <Text size={18} color="#d6f5ea">
              Next session
            </Text>
            <Text size={30} weight={700} color="white">
              08:30 · 20 min
            </Text>
          </Card>
          <Card>
            <Text size={18} color={muted}>
              This week
            </Text>
            <Bars
              values={[60, 80, 100, 70, 90, 30, 10]}
              color={tandem.accent}
              height={160}
              gap={10}
            />
          </Card>
        </>,
      ]}
    />
  ),
  'tandem-health-exercise': (
    <Phones
      p={tandem}
      screens={[
        <>
          <Text size={18} color={muted}>
            Exercise 2 of 3
          </Text>
          <Text size={34} weight={700}>
            Heel raises
          </Text>
          <Photo colors={['#cdeee2', '#8fd3bb', '#3f9c7f']} style={{ height: 280 }} />
          <div style={row({ justifyContent: 'space-between', alignItems: 'baseline' })}>
            <Text size={64} weight={700}>
              0:45
            </Text>
            <Text size={20} color={muted}>
              8 of 15 left
            </Text>
          </div>
          <div
            style={row({
              height: 58,
              borderRadius: 999,
              alignItems: 'center',
              justifyContent: 'center',
              background: tandem.accent,
              color: 'white',
              fontSize: 21,
              fontWeight: 600,
            })}
          >
            Pause
          </div>
        </>,
      ]}
    />
  ),
  'tandem-health-progress': (
    <Phones
      p={tandem}
      screens={[
        <>
          <Text size={34} weight={700}>
            Your progress
          </Text>
          <Card>
            <Text size={18} color={muted}>
              Minutes a day
            </Text>
            <Bars
              values={[40, 55, 70, 65, 85, 95, 80]}
              color={tandem.accent}
              height={220}
              gap={10}
            />
          </Card>
          <Card style={{ background: tandem.soft, border: 'none' }}>
            <Text size={18} weight={600} color={tandem.accent}>
              Note from Dr. Ana Silva
            </Text>
            <Text size={20}>Great week! Add one set of wall sits from Monday.</Text>
          </Card>
        </>,
      ]}
    />
  ),
  'maison-alba-cover': (
    <Browser p={alba} url="maisonalba.com">
      <div style={row({ gap: 28, flexGrow: 1 })}>
        <div style={col({ width: 520, justifyContent: 'center', gap: 20 })}>
          <Text size={20} weight={600} color={alba.accent}>
            Summer collection
          </Text>
          <Text size={60} weight={700}>
            Linen, made in Lisbon.
          </Text>
          <Text size={21} color={muted}>
            Washed linen that softens with every wear. Free delivery across Europe.
          </Text>
          <div
            style={row({
              height: 62,
              width: 260,
              borderRadius: 999,
              alignItems: 'center',
              justifyContent: 'center',
              background: ink,
              color: 'white',
              fontSize: 21,
              fontWeight: 600,
            })}
          >
            Shop the collection
          </div>
        </div>
        <div style={row({ flexGrow: 1, gap: 20 })}>
          <Photo colors={linen} style={{ flexGrow: 1 }} />
          <div style={col({ width: 300, gap: 20 })}>
            <Photo colors={['#e9d9c6', '#c99f7b', '#9c6a4a']} style={{ flexGrow: 1 }} />
            <Photo colors={['#e6e2d8', '#b7b4a0', '#7d7a66']} style={{ flexGrow: 1 }} />
          </div>
        </div>
      </div>
    </Browser>
  ),
  'maison-alba-product': (
    <Browser p={alba} url="maisonalba.com/shirts/sintra">
      <div style={row({ gap: 40, flexGrow: 1 })}>
        <Photo colors={linen} style={{ width: 560 }} />
        <div style={col({ flexGrow: 1, gap: 20 })}>
          <Text size={20} color={muted}>
            Shirts
          </Text>
          <Text size={48} weight={700}>
            Sintra linen shirt
          </Text>
          <Text size={30} weight={600}>
            €89
          </Text>
          <div style={row({ gap: 12 })}>
            {['#efe6d8', '#c9a27c', '#6f7b66', '#2d2d34'].map((color) => (
              <div
                key={color}
                style={{
                  width: 44,
                  height: 44,
                  borderRadius: 22,
                  background: color,
                  border: `2px solid ${line}`,
                }}
              />
            ))}
          </div>
          <div style={row({ gap: 10 })}>
            {['XS', 'S', 'M', 'L', 'XL'].map((size) => (
              <div
                key={size}
                style={row({
                  width: 64,
                  height: 52,
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: 12,
                  fontSize: 19,
                  fontWeight: 600,
                  border: `1px solid ${size === 'M' ? ink : line}`,
                })}
              >
                {size}
              </div>
            ))}
          </div>
          <Card style={{ background: alba.soft, border: 'none' }}>
            <Text size={19} weight={600} color={alba.accent}>
              Arrives Thursday, 14 May
            </Text>
            <Text size={18} color={muted}>
              Free delivery to Germany
            </Text>
          </Card>
          <div
            style={row({
              height: 62,
              borderRadius: 999,
              alignItems: 'center',
              justifyContent: 'center',
              background: ink,
              color: 'white',
              fontSize: 21,
              fontWeight: 600,
            })}
          >
            Add to bag
          </div>
        </div>
      </div>
    </Browser>
  ),
  'maison-alba-orders': (
    <Browser p={alba} url="admin.maisonalba.com/live" dark>
      <div style={row({ justifyContent: 'space-between', alignItems: 'center' })}>
        <Text size={40} weight={700} color="#f2f2f7">
          Black Friday · live
        </Text>
        <Pill p={{ ...alba, soft: '#3a2a22', accent: '#f0b894' }}>All systems normal</Pill>
      </div>
      <div style={row({ gap: 20 })}>
        {[
          ['Orders per minute', '412'],
          ['Median page load', '0.8 s'],
          ['Revenue today', '€1.94M'],
        ].map(([label, value]) => (
          <div
            key={label}
            style={col({
              flexGrow: 1,
              gap: 8,
              padding: 24,
              borderRadius: 20,
              background: '#1c1c26',
            })}
          >
            <Text size={17} color="#8a8a9c">
              {label}
            </Text>
            <Text size={44} weight={700} color="#f2f2f7">
              {value}
            </Text>
          </div>
        ))}
      </div>
      <div
        style={col({
          flexGrow: 1,
          justifyContent: 'flex-end',
          padding: 24,
          borderRadius: 20,
          background: '#1c1c26',
        })}
      >
        <Bars
          values={[20, 24, 30, 42, 55, 70, 88, 95, 90, 84, 92, 100, 96, 86, 78, 82]}
          color="#e39a74"
          height={260}
          gap={10}
        />
      </div>
    </Browser>
  ),
};

mkdirSync(WORK_IMAGES_DIR, { recursive: true });
for (const [name, drawing] of Object.entries(drawings)) {
  const svg = await satori(drawing as React.ReactElement, { width: W, height: H, fonts: FONTS });
  const png = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  writeFileSync(join(WORK_IMAGES_DIR, `${name}.png`), png);
  console.log(`${name}.png ${Math.round(png.length / 1024)} kB`);
}
