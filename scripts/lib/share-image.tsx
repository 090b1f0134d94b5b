// The share image (Open Graph / Twitter card): a JSX card set in static Geist by satori, its text as
// outlines so it looks the same on every machine that builds it, rendered to PNG by sharp.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CSSProperties } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import type { heroContent } from '../../src/content/sections.ts';
import type { shareImageOf } from '../../src/content/seo.ts';
import { colors } from '../../src/features/theme/colors.ts';

const fontsDir = resolve(import.meta.dirname, '../../node_modules/@fontsource/geist/files');

// Satori reads WOFF, not WOFF2.
const FONTS = ([400, 500, 600, 700] as const).map((weight) => ({
  name: 'Geist',
  data: readFileSync(resolve(fontsDir, `geist-latin-${weight}-normal.woff`)),
  weight,
}));

type ShareImageInput = ReturnType<typeof shareImageOf> & {
  proof: ReturnType<typeof heroContent>['proof'];
  name: string;
  host: string;
  logoSvg: string;
};

const violet = colors['accent-violet'];

const PAD = 72;

const row: CSSProperties = { display: 'flex', alignItems: 'center' };
const divider = `1px solid ${colors.line}`;

const background: CSSProperties = {
  backgroundColor: colors.paper,
  backgroundImage: [
    `radial-gradient(circle at 86% 6%, ${violet}38 0%, ${violet}12 30%, ${violet}00 60%)`,
    `radial-gradient(circle at 68% 78%, ${colors.accent}1a 0%, ${colors.accent}00 40%)`,
  ].join(', '),
};

const grid: CSSProperties = {
  position: 'absolute',
  inset: 0,
  backgroundImage: `linear-gradient(to right, ${colors.ink}0e 1px, transparent 1px), linear-gradient(to bottom, ${colors.ink}0e 1px, transparent 1px)`,
  backgroundSize: '64px 64px',
  backgroundPosition: `${PAD}px ${PAD - 6}px`,
  maskImage: 'linear-gradient(to bottom, white 30%, transparent 95%)',
};

const accentText: CSSProperties = {
  backgroundImage: `linear-gradient(90deg, ${colors.accent}, ${violet})`,
  backgroundClip: 'text',
  color: 'transparent',
};

const Card = ({ name, tagline, title, proof, host, logoSvg }: ShareImageInput) => {
  const phrases = title.split(/(?<=[,;:.!?])\s+/).filter((phrase) => phrase.length > 0);
  const accented = phrases.length > 1 ? phrases.at(-1) : undefined;
  return (
    <div style={{ ...background, display: 'flex', width: '100%', height: '100%' }}>
      <div style={grid} />
      <div
        style={{
          position: 'absolute',
          inset: `${PAD - 6}px ${PAD}px ${PAD - 16}px`,
          display: 'flex',
          flexDirection: 'column',
          fontFamily: 'Geist',
          color: colors.ink,
        }}
      >
        <div style={{ ...row, justifyContent: 'space-between' }}>
          <div style={{ ...row, gap: 16 }}>
            <img
              alt=""
              width={52}
              height={52}
              src={`data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`}
            />
            <span style={{ fontSize: 32, fontWeight: 600, letterSpacing: -0.96 }}>{name}</span>
          </div>
          <span style={{ fontSize: 21, fontWeight: 500, color: colors.muted }}>{tagline}</span>
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            justifyContent: 'center',
            marginLeft: -4,
            fontSize: 80,
            fontWeight: 700,
            letterSpacing: -3.6,
            lineHeight: 1.04,
          }}
        >
          {phrases.map((phrase) => (
            <span key={phrase} style={phrase === accented ? accentText : {}}>
              {phrase}
            </span>
          ))}
        </div>
        <div
          style={{ ...row, justifyContent: 'space-between', borderTop: divider, paddingTop: 30 }}
        >
          <div style={{ display: 'flex', alignItems: 'baseline' }}>
            {proof.map((point, index) => (
              <div
                key={point.value}
                style={{
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: 9,
                  ...(index > 0 && { paddingLeft: 20, marginLeft: 20, borderLeft: divider }),
                }}
              >
                <span style={{ fontSize: 26, fontWeight: 600, letterSpacing: -0.52 }}>
                  {point.value}
                </span>
                <span style={{ fontSize: 21, color: colors.muted }}>{point.label}</span>
              </div>
            ))}
          </div>
          <div
            style={{
              ...row,
              gap: 14,
              height: 48,
              padding: '0 22px 0 24px',
              borderRadius: 24,
              backgroundColor: colors.ink,
              color: '#F4F4F6',
              fontSize: 22,
              fontWeight: 500,
              letterSpacing: -0.22,
            }}
          >
            {host}
            <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <path
                d="M1 8h14M9 2l6 6-6 6"
                stroke="#F4F4F6"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </div>
        </div>
      </div>
    </div>
  );
};

// Opaque: smaller, and every network shows it as is.
export const renderShareImage = async (input: ShareImageInput) => {
  const { width, height } = input;
  const svg = await satori(<Card {...input} />, { width, height, fonts: FONTS });
  const opaque = sharp(Buffer.from(svg)).flatten({ background: colors.paper });
  return opaque.png({ compressionLevel: 9 }).toBuffer();
};
