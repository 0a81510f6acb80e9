/**
 * Procedural demo imagery for the local seed: every picture is an SVG scene built from simple shapes,
 * deterministic from a seed string, rasterised to WebP with sharp. No network, no assets.
 */
import sharp from 'sharp';
import type { PropertyType } from '../../../shared/properties/schema.js';

// ───────────────────────────── deterministic randomness ─────────────────────────────

/** 32-bit FNV-1a hash of a string. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG seeded from a string hash. */
class Rand {
  private state: number;

  constructor(seed: string) {
    this.state = fnv1a(seed) || 1;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rand.pick on an empty list');
    return item;
  }

  chance(p = 0.5): boolean {
    return this.next() < p;
  }
}

// ───────────────────────────── colours ─────────────────────────────

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function toHex(r: number, g: number, b: number): string {
  const c = (v: number) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function parseHex(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** HSL (degrees, percent, percent) to #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = clamp(s, 0, 100) / 100;
  const ll = clamp(l, 0, 100) / 100;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number) => {
    const k = (n + hh / 30) % 12;
    return ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return toHex(f(0) * 255, f(8) * 255, f(4) * 255);
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Positive amounts lighten towards white, negative darken towards black. */
function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

// ───────────────────────────── SVG building blocks ─────────────────────────────

const num = (v: number) => String(Math.round(v * 10) / 10);

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return out;
}

/** Per-shape opacity becomes fill/stroke opacity: same look, no offscreen layer per shape. */
function shapeAttrs(a: Attrs): Attrs {
  if (a.opacity === undefined) return a;
  const { opacity, ...rest } = a;
  if (rest.stroke !== undefined && rest.fill === 'none') return { ...rest, 'stroke-opacity': opacity };
  if (rest.stroke !== undefined) return { ...rest, opacity };
  return { ...rest, 'fill-opacity': opacity };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs(shapeAttrs({ x, y, width: w, height: h, fill, ...extra }))}/>`;
const poly = (pts: readonly number[], fill: string, extra: Attrs = {}) =>
  `<polygon points="${pts.map(num).join(' ')}"${attrs(shapeAttrs({ fill, ...extra }))}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle${attrs(shapeAttrs({ cx, cy, r, fill, ...extra }))}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs(shapeAttrs({ cx, cy, rx, ry, fill, ...extra }))}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  `<line${attrs(shapeAttrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, fill: 'none', ...extra }))}/>`;
const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs(shapeAttrs({ d, fill, ...extra }))}/>`;
const group = (parts: readonly string[], extra: Attrs = {}) => `<g${attrs(extra)}>${parts.join('')}</g>`;

type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, op]) => `<stop offset="${num(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${num(op)}"`}/>`)
    .join('');
}

/** Collects defs (gradients, patterns, clip paths) and body parts, then renders to WebP. */
class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private def(key: string, build: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `d${this.counter++}`;
    this.defs.push(build(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Gradient over each shape's bounding box (default: top to bottom). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(`l|${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`, (id) =>
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
  }

  /** Gradient in canvas coordinates, shared by several shapes. */
  span(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    return this.def(`s|${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`, (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopsXml(stops)}</linearGradient>`,
    );
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(`r|${cx},${cy},${r}|${JSON.stringify(stops)}`, (id) =>
      `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}">${stopsXml(stops)}</radialGradient>`,
    );
  }

  pattern(key: string, w: number, h: number, content: string): string {
    return this.def(`p|${key}`, (id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${num(w)}" height="${num(h)}">${content}</pattern>`);
  }

  clipRect(x: number, y: number, w: number, h: number, rx = 0): string {
    return this.def(`c|${x},${y},${w},${h},${rx}`, (id) => `<clipPath id="${id}">${rect(x, y, w, h, '#000', { rx: rx || undefined })}</clipPath>`);
  }

  clipPoly(pts: readonly number[]): string {
    return this.def(`cp|${pts.join(',')}`, (id) => `<clipPath id="${id}">${poly(pts, '#000')}</clipPath>`);
  }

  blur(std: number): string {
    return this.def(`b|${std}`, (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${num(std)}"/></filter>`);
  }

  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }

  webp(quality = 70): Promise<Buffer> {
    return sharp(Buffer.from(this.toSvg())).webp({ quality, effort: 4 }).toBuffer();
  }
}

// ───────────────────────────── shared scenery ─────────────────────────────

type Season = 'summer' | 'autumn' | 'winter';

interface SkyStyle {
  top: string;
  bottom: string;
  sun?: { x: number; y: number; r: number; color: string };
  clouds: number;
  cloudColor: string;
}

function pickSky(r: Rand, season: Season): SkyStyle {
  if (season === 'winter') {
    return r.pick<SkyStyle>([
      { top: '#6f94bd', bottom: '#dfe8f0', clouds: 2, cloudColor: '#f4f7fa' },
      { top: '#8aa5c2', bottom: '#e9e4e4', clouds: 3, cloudColor: '#f3f0ef', sun: { x: r.range(150, 1050), y: 150, r: 34, color: '#fff6dc' } },
    ]);
  }
  return r.pick<SkyStyle>([
    { top: '#3f86d2', bottom: '#cfe6f6', clouds: r.int(2, 4), cloudColor: '#ffffff', sun: { x: r.range(120, 1080), y: r.range(80, 150), r: 36, color: '#fff8df' } },
    { top: '#5a8fd0', bottom: '#f3dcc0', clouds: r.int(1, 3), cloudColor: '#fff6ec', sun: { x: r.range(120, 1080), y: r.range(120, 200), r: 40, color: '#fff1cf' } },
    { top: '#7ea4c9', bottom: '#e4ebef', clouds: r.int(3, 5), cloudColor: '#f7f9fb' },
    { top: '#4d79b8', bottom: '#dcecf7', clouds: r.int(1, 3), cloudColor: '#ffffff' },
  ]);
}

function drawSky(c: Canvas, sky: SkyStyle, r: Rand, bottomY: number): void {
  c.add(rect(0, 0, c.width, bottomY + 4, c.span([[0, sky.top], [1, sky.bottom]], 0, 0, 0, bottomY)));
  if (sky.sun) {
    const { x, y, r: sr, color } = sky.sun;
    c.add(circle(x, y, sr * 5, c.radial([[0, color, 0.55], [1, color, 0]])));
    c.add(circle(x, y, sr, color));
  }
  for (let i = 0; i < sky.clouds; i++) c.add(cloud(r.range(40, c.width - 40), r.range(50, bottomY * 0.45), r.range(0.6, 1.3), sky.cloudColor, r));
}

function cloud(x: number, y: number, s: number, color: string, r: Rand): string {
  const parts: string[] = [];
  const puffs = r.int(4, 6);
  for (let i = 0; i < puffs; i++) {
    const px = x + (i - puffs / 2) * 34 * s + r.range(-8, 8);
    const py = y - Math.sin((i / (puffs - 1)) * Math.PI) * 22 * s + r.range(-4, 4);
    parts.push(circle(px, py, r.range(24, 36) * s, color));
  }
  parts.push(rect(x - (puffs / 2) * 34 * s - 10, y, puffs * 34 * s + 20, 24 * s, color, { rx: 12 * s }));
  return group(parts, { opacity: 0.85 });
}

interface Foliage {
  dark: string;
  mid: string;
  light: string;
}

function foliage(r: Rand, season: Season): Foliage {
  if (season === 'autumn') {
    return r.pick<Foliage>([
      { dark: '#a8431f', mid: '#d9682a', light: '#f0a040' },
      { dark: '#9c3a1e', mid: '#c9552a', light: '#e8b04a' },
      { dark: '#8a6a1f', mid: '#c99a2e', light: '#ecc85a' },
    ]);
  }
  return r.pick<Foliage>([
    { dark: '#2f5e2c', mid: '#4a8a3a', light: '#79b357' },
    { dark: '#2c5a3a', mid: '#3f7f4c', light: '#6fa86a' },
    { dark: '#3a5f28', mid: '#5b8c36', light: '#8fbf5a' },
  ]);
}

/** Foundation shrubs and hedges stay green whatever the season. */
const EVERGREEN: Foliage = { dark: '#2c5532', mid: '#3f7445', light: '#6a9f5e' };

function deciduousTree(x: number, baseY: number, size: number, f: Foliage, r: Rand, bare = false): string {
  const parts: string[] = [];
  const trunkH = size * 0.9;
  parts.push(poly([x - size * 0.07, baseY, x + size * 0.07, baseY, x + size * 0.04, baseY - trunkH, x - size * 0.04, baseY - trunkH], '#5a4030'));
  if (bare) {
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + r.range(-0.9, 0.9);
      const sy = baseY - trunkH * r.range(0.5, 0.95);
      parts.push(line(x, sy, x + Math.cos(a) * size * 0.6, sy + Math.sin(a) * size * 0.6, '#5a4030', size * 0.03, { 'stroke-linecap': 'round' }));
    }
    return group(parts);
  }
  const cy = baseY - trunkH - size * 0.35;
  const blobs: Array<[number, number, number]> = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r.range(-0.3, 0.3);
    blobs.push([x + Math.cos(a) * size * 0.38, cy + Math.sin(a) * size * 0.28, size * r.range(0.3, 0.42)]);
  }
  for (const [bx, by, br] of blobs) parts.push(circle(bx, by + br * 0.15, br, f.dark));
  parts.push(circle(x, cy, size * 0.5, f.mid));
  for (const [bx, by, br] of blobs.slice(0, 4)) parts.push(circle(bx - br * 0.2, by - br * 0.25, br * 0.7, f.mid));
  for (let i = 0; i < 3; i++) parts.push(circle(x - size * 0.2 + r.range(-size * 0.12, size * 0.12), cy - size * 0.25 + r.range(-size * 0.08, size * 0.08), size * r.range(0.1, 0.16), f.light, { opacity: 0.4 }));
  return group(parts);
}

function pine(x: number, baseY: number, h: number, color: string, snow = false): string {
  const w = h * 0.42;
  const parts: string[] = [rect(x - h * 0.025, baseY - h * 0.12, h * 0.05, h * 0.12, '#4a3426')];
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const t0 = baseY - h * 0.1 - (i * h * 0.85) / tiers;
    const tw = w * (1 - i * 0.2);
    const top = t0 - h * 0.38;
    parts.push(poly([x - tw / 2, t0, x + tw / 2, t0, x, top], i % 2 === 0 ? color : shade(color, 0.06)));
    if (snow) parts.push(poly([x - tw * 0.32, t0 - h * 0.12, x + tw * 0.28, t0 - h * 0.1, x, top + h * 0.02], '#f4f8fb', { opacity: 0.9 }));
  }
  return group(parts);
}

function shrub(x: number, y: number, w: number, h: number, f: Foliage): string {
  return group([
    ellipse(x, y - h * 0.45, w / 2, h / 2, f.dark),
    ellipse(x - w * 0.12, y - h * 0.6, w * 0.3, h * 0.32, f.mid),
    ellipse(x + w * 0.18, y - h * 0.55, w * 0.25, h * 0.28, f.mid),
  ]);
}

interface WindowStyle {
  frame: string;
  lit?: boolean;
  mullions?: 'cross' | 'vertical' | 'grid' | 'none';
  sill?: string;
  arch?: boolean;
}

function windowEl(c: Canvas, x: number, y: number, w: number, h: number, s: WindowStyle): string {
  const glass = s.lit
    ? c.linear([[0, '#ffe2a6'], [1, '#f0b45c']])
    : c.linear([[0, '#d7e7f2'], [0.45, '#8fb0c8'], [1, '#4d6a82']], 0, 0, 0.4, 1);
  const fw = Math.max(3, Math.min(w, h) * 0.07);
  const parts: string[] = [];
  if (s.arch) {
    const rr = w / 2;
    parts.push(path(`M${num(x)} ${num(y + h)} V${num(y + rr)} A${num(rr)} ${num(rr)} 0 0 1 ${num(x + w)} ${num(y + rr)} V${num(y + h)} Z`, s.frame));
    const ir = rr - fw;
    parts.push(path(`M${num(x + fw)} ${num(y + h - fw)} V${num(y + rr)} A${num(ir)} ${num(ir)} 0 0 1 ${num(x + w - fw)} ${num(y + rr)} V${num(y + h - fw)} Z`, glass));
  } else {
    parts.push(rect(x, y, w, h, s.frame));
    parts.push(rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, glass));
  }
  const m = s.mullions ?? 'none';
  const mw = fw * 0.6;
  if (m === 'cross' || m === 'vertical' || m === 'grid') parts.push(rect(x + w / 2 - mw / 2, y + fw, mw, h - 2 * fw, s.frame));
  if (m === 'cross') parts.push(rect(x + fw, y + h * 0.45, w - 2 * fw, mw, s.frame));
  if (m === 'grid') {
    for (let i = 1; i < 3; i++) parts.push(rect(x + fw, y + (h * i) / 3, w - 2 * fw, mw, s.frame));
    parts.push(rect(x + w / 4 - mw / 2, y + fw, mw, h - 2 * fw, s.frame), rect(x + (3 * w) / 4 - mw / 2, y + fw, mw, h - 2 * fw, s.frame));
  }
  if (s.sill) parts.push(rect(x - fw, y + h, w + 2 * fw, fw * 1.3, s.sill));
  return parts.join('');
}

function door(c: Canvas, x: number, y: number, w: number, h: number, color: string, frame = '#f2efe8'): string {
  const parts = [rect(x - 6, y - 6, w + 12, h + 6, frame), rect(x, y, w, h, color)];
  parts.push(rect(x + w * 0.15, y + h * 0.1, w * 0.7, h * 0.28, c.linear([[0, '#d7e7f2'], [1, '#6d8aa0']])));
  parts.push(rect(x + w * 0.15, y + h * 0.48, w * 0.7, h * 0.4, shade(color, -0.12), { opacity: 0.5 }));
  parts.push(circle(x + w * 0.82, y + h * 0.55, Math.max(2, w * 0.04), '#c9a55a'));
  return parts.join('');
}

function bricks(c: Canvas, base: string): string {
  const mortar = shade(base, 0.35);
  const b2 = shade(base, -0.08);
  return c.pattern(
    `brick${base}`,
    44,
    20,
    rect(0, 0, 44, 20, mortar) +
      rect(0, 0, 20.5, 8.5, base) +
      rect(22, 0, 20.5, 8.5, b2) +
      rect(-11, 10, 20.5, 8.5, b2) +
      rect(11, 10, 20.5, 8.5, base) +
      rect(33, 10, 20.5, 8.5, shade(base, 0.05)),
  );
}

function siding(c: Canvas, base: string): string {
  return c.pattern(`siding${base}`, 40, 13, rect(0, 0, 40, 13, base) + rect(0, 11, 40, 2, shade(base, -0.1)));
}

// ───────────────────────────── property exteriors (1200 × 800) ─────────────────────────────

const PW = 1200;
const PH = 800;

function seasonFor(r: Rand, type: PropertyType): Season {
  if (type === 'chalet') return r.pick<Season>(['winter', 'autumn', 'summer']);
  return r.chance(0.22) ? 'autumn' : 'summer';
}

function lawn(c: Canvas, y: number, season: Season): void {
  const top = season === 'winter' ? '#e9eff4' : season === 'autumn' ? '#7d9a4a' : '#6fa44b';
  const bottom = season === 'winter' ? '#c9d6e2' : season === 'autumn' ? '#4f6d2e' : '#3f7a31';
  c.add(rect(0, y, PW, PH - y, c.span([[0, top], [1, bottom]], 0, y, 0, PH)));
}

function distantTrees(c: Canvas, r: Rand, y: number, f: Foliage, haze: string): void {
  const color = mix(f.dark, haze, 0.45);
  const parts: string[] = [];
  for (let x = -30; x < PW + 40; x += r.range(30, 60)) parts.push(circle(x, y - r.range(10, 45), r.range(30, 55), color));
  parts.push(rect(0, y - 20, PW, 30, color));
  c.add(group(parts));
}

function distantCity(c: Canvas, r: Rand, y: number, color: string): void {
  const parts: string[] = [];
  for (let x = -20; x < PW; ) {
    const w = r.range(50, 120);
    const h = r.range(60, 260);
    parts.push(rect(x, y - h, w, h + 2, color));
    if (r.chance(0.3)) parts.push(rect(x + w * 0.3, y - h - 30, w * 0.4, 30, color));
    x += w + r.range(-10, 6);
  }
  c.add(group(parts, { opacity: 0.55 }));
}

interface ExteriorEnv {
  season: Season;
  f: Foliage;
  groundY: number;
}

function suburbanBackdrop(c: Canvas, r: Rand, season: Season, groundY: number): ExteriorEnv {
  const sky = pickSky(r, season);
  drawSky(c, sky, r, groundY);
  const f = foliage(r, season);
  distantTrees(c, r, groundY - 50, season === 'winter' ? { dark: '#5d6b62', mid: '#6d7a70', light: '#8a968c' } : f, sky.bottom);
  lawn(c, groundY - 60, season);
  return { season, f, groundY };
}

function urbanBackdrop(c: Canvas, r: Rand, groundY: number): ExteriorEnv {
  const season: Season = r.chance(0.25) ? 'autumn' : 'summer';
  const sky = pickSky(r, season);
  drawSky(c, sky, r, groundY);
  distantCity(c, r, groundY - 40, mix(sky.top, '#5b6b80', 0.5));
  // sidewalk + street
  c.add(rect(0, groundY - 40, PW, 50, '#b9b6b0'));
  c.add(rect(0, groundY, PW, 70, c.span([[0, '#c8c4bd'], [1, '#aaa69f']], 0, groundY, 0, groundY + 70)));
  for (let x = 0; x < PW; x += 90) c.add(line(x, groundY, x - 30, groundY + 70, '#9c988f', 2));
  c.add(rect(0, groundY + 70, PW, 8, '#8f8b85'));
  c.add(rect(0, groundY + 78, PW, PH - groundY - 78, c.span([[0, '#5d6066'], [1, '#3d4046']], 0, groundY + 78, 0, PH)));
  for (let x = 40; x < PW; x += 200) c.add(rect(x, PH - 50, 100, 8, '#d9d4c4', { opacity: 0.8 }));
  return { season, f: foliage(r, season), groundY };
}

function streetTree(x: number, env: ExteriorEnv, r: Rand, size = 120): string {
  return group([ellipse(x, env.groundY + 40, 40, 8, '#000', { opacity: 0.15 }), deciduousTree(x, env.groundY + 40, size, env.f, r)]);
}

const CLADDING = ['#eeeae2', '#d9d4c8', '#c5cbd0', '#8996a3', '#5f6d7a', '#a9b79f', '#d8c6a5', '#e8e2d6', '#7d8e86'];
const ROOFS = ['#3b3f45', '#4a4038', '#2f3338', '#6d3b32', '#3f5560', '#515a4c'];
const DOORS = ['#7a2e2a', '#203a55', '#2f4f3f', '#1f1f22', '#8a5a2b', '#c9a13b', '#5a6e7a'];

function drawHouse(c: Canvas, r: Rand, villa: boolean): void {
  const env = suburbanBackdrop(c, r, seasonFor(r, villa ? 'villa' : 'maison'), 640);
  const { f } = env;
  const g = env.groundY;
  const clad = villa ? r.pick(['#e9e1d2', '#d8cdb8', '#f0ece4', '#c9c0b0']) : r.pick(CLADDING);
  const roof = r.pick(ROOFS);
  const trim = villa ? '#f7f4ee' : r.pick(['#f7f4ee', '#2e3135', '#f2efe8']);
  const doorColor = r.pick(DOORS);
  const lit = r.chance(0.3);
  const parts: string[] = [];
  const shadow = ellipse(600, g + 6, 470, 22, '#000', { opacity: 0.18 });
  parts.push(shadow);

  if (!villa && r.chance(0.35)) {
    // maison canadienne: steep bell-cast roof, dormers, gable-end chimneys, full-width front gallery
    const x0 = 260;
    const w = 680;
    const top = g - 160;
    const wall = r.pick(['#f2efe8', '#e9e2d2', '#d9d2c4', '#c7b8a0']);
    const roofC = r.pick(['#7a2e2a', '#2f3338', '#3f5560', '#4a5a48', '#6d3b32']);
    const tex = siding(c, wall);
    for (const chx of [x0 + 40, x0 + w - 80]) parts.push(rect(chx, top - 215, 40, 120, '#8a6a58'), rect(chx - 4, top - 221, 48, 10, '#6a5044'));
    parts.push(path(`M${x0 - 46} ${top + 18} Q ${x0 - 6} ${top + 8} ${x0 + 20} ${top - 30} L ${x0 + 70} ${top - 170} L ${x0 + w - 70} ${top - 170} L ${x0 + w - 20} ${top - 30} Q ${x0 + w + 6} ${top + 8} ${x0 + w + 46} ${top + 18} Z`, roofC));
    for (let x = x0 + 30; x < x0 + w - 20; x += 26) parts.push(rect(x, top - 160 + (x < x0 + 70 || x > x0 + w - 70 ? 40 : 0), 2, 150, shade(roofC, -0.15)));
    parts.push(rect(x0 + 64, top - 176, w - 128, 8, shade(roofC, -0.25)));
    const dormers = r.pick([2, 3]);
    for (let i = 0; i < dormers; i++) {
      const dx = x0 + (w * (i + 1)) / (dormers + 1) - 40;
      parts.push(rect(dx, top - 120, 80, 80, wall), poly([dx - 12, top - 118, dx + 92, top - 118, dx + 40, top - 166], roofC));
      parts.push(windowEl(c, dx + 16, top - 108, 48, 60, { frame: trim, lit, mullions: 'cross' }));
    }
    parts.push(rect(x0, top, w, g - top, tex), rect(x0, g - 22, w, 22, '#8d8a84'));
    for (const wx of [x0 + 40, x0 + 190, x0 + w - 290, x0 + w - 140]) {
      parts.push(windowEl(c, wx, g - 140, 100, 100, { frame: trim, lit, mullions: 'grid', sill: trim }));
      parts.push(rect(wx - 22, g - 140, 16, 100, shade(roofC, 0.05)), rect(wx + 106, g - 140, 16, 100, shade(roofC, 0.05)));
    }
    parts.push(door(c, x0 + w / 2 - 38, g - 150, 76, 128, doorColor, trim));
    // gallery
    parts.push(poly([x0 - 20, g - 160, x0 + w + 20, g - 160, x0 + w, g - 184, x0, g - 184], shade(roofC, 0.1)));
    for (let i = 0; i <= 5; i++) parts.push(rect(x0 - 10 + ((w + 20) * i) / 5 - 5, g - 160, 10, 160, trim));
    parts.push(rect(x0 - 20, g - 22, w + 40, 14, '#a58a6a'), rect(x0 - 20, g - 70, w + 40, 6, trim));
    for (let px = x0 - 16; px < x0 + w + 20; px += 20) if (Math.abs(px - (x0 + w / 2)) > 60) parts.push(rect(px, g - 64, 3, 42, trim));
    parts.push(poly([x0 + w / 2 - 50, g, x0 + w / 2 + 50, g, x0 + w / 2 + 90, PH, x0 + w / 2 - 90, PH], '#c2bdb3'));
    for (const sx of [x0 + 20, x0 + 120, x0 + w - 120, x0 + w - 20]) parts.push(shrub(sx, g + 14, 90, 50, EVERGREEN));
    c.add(group(parts));
    c.add(deciduousTree(110, g + 90, r.range(190, 240), f, r, env.season === 'winter'));
    c.add(pine(1110, g + 100, r.range(260, 330), '#2b4a35'));
    return;
  }

  if (!villa) {
    const storeys = r.pick([1, 2, 2]);
    const x0 = 250;
    const w = 440;
    const top = g - 22 - storeys * 125;
    const texture = r.chance(0.3) ? bricks(c, r.pick(['#9a5a44', '#b07a5a', '#8a8079'])) : siding(c, clad);
    // garage (right)
    const gx = x0 + w;
    const gw = 250;
    const gTop = g - 150;
    parts.push(poly([gx - 10, gTop, gx + gw + 22, gTop, gx + gw - 40, gTop - 55, gx, gTop - 55], shade(roof, 0.05)));
    parts.push(rect(gx, gTop, gw, 150, texture));
    parts.push(rect(gx + 30, g - 118, gw - 60, 118, trim));
    const gd = c.linear([[0, '#f4f2ee'], [1, '#cfccc6']]);
    parts.push(rect(gx + 36, g - 112, gw - 72, 112, gd));
    for (let i = 1; i < 4; i++) parts.push(rect(gx + 36, g - 112 + i * 28, gw - 72, 2, '#b6b2aa'));
    // main body
    parts.push(rect(x0, top, w, g - top, texture));
    parts.push(rect(x0, g - 22, w, 22, '#8d8a84'));
    // front gable roof
    const overhang = 28;
    const ridge = top - 170;
    parts.push(poly([x0 - overhang, top + 6, x0 + w / 2, ridge, x0 + w + overhang, top + 6], roof));
    parts.push(poly([x0 + 10, top, x0 + w / 2, ridge + 22, x0 + w - 10, top], texture));
    parts.push(poly([x0 - overhang, top + 6, x0 + w / 2, ridge, x0 + w / 2, ridge + 14, x0 - overhang + 16, top + 6], shade(roof, -0.2)));
    parts.push(poly([x0 + w + overhang, top + 6, x0 + w / 2, ridge, x0 + w / 2, ridge + 14, x0 + w + overhang - 16, top + 6], shade(roof, -0.2)));
    if (storeys === 2) parts.push(windowEl(c, x0 + w / 2 - 32, top - 95, 64, 64, { frame: trim, lit, arch: true, mullions: 'cross' }));
    else parts.push(circle(x0 + w / 2, top - 118, 24, trim), circle(x0 + w / 2, top - 118, 18, c.linear([[0, '#d7e7f2'], [1, '#6d8aa0']])));
    // chimney
    parts.push(rect(x0 + w * 0.72, ridge + 20, 34, 90, '#7e5a48'), rect(x0 + w * 0.72 - 4, ridge + 16, 42, 10, '#5e4438'));
    // door + porch
    const dx = x0 + w * 0.5 - 36;
    parts.push(poly([dx - 40, g - 190, dx + 112, g - 190, dx + 36, g - (storeys === 1 ? 222 : 240)], shade(roof, 0.08)));
    parts.push(rect(dx - 32, g - 190, 136, 8, trim), rect(dx - 28, g - 182, 8, 160, trim), rect(dx + 92, g - 182, 8, 160, trim));
    parts.push(door(c, dx, g - 160, 72, 138, doorColor, trim));
    parts.push(rect(dx - 40, g - 22, 152, 10, '#a09d97'), rect(dx - 50, g - 12, 172, 12, '#b3b0aa'));
    // windows
    const wy = g - 150;
    for (const wx of [x0 + 45, x0 + w - 145]) {
      parts.push(windowEl(c, wx, wy, 100, 95, { frame: trim, lit, mullions: 'cross', sill: trim }));
      if (!texture.includes('brick')) parts.push(rect(wx - 26, wy, 20, 95, shade(doorColor, -0.1)), rect(wx + 106, wy, 20, 95, shade(doorColor, -0.1)));
    }
    if (storeys === 2) {
      for (const wx of [x0 + 60, x0 + w - 140]) parts.push(windowEl(c, wx, top + 28, 80, 90, { frame: trim, lit: lit && r.chance(), mullions: 'cross', sill: trim }));
    }
    // driveway + walkway
    parts.push(poly([gx + 30, g, gx + gw - 30, g, gx + gw + 120, PH, gx - 40, PH], '#9d9a94'));
    parts.push(poly([dx + 10, g, dx + 62, g, dx + 90, PH, dx - 20, PH], '#c2bdb3'));
    // planting
    for (const sx of [x0 + 30, x0 + 110, x0 + w - 120, x0 + w - 40]) parts.push(shrub(sx, g + 8, r.range(70, 100), r.range(45, 60), EVERGREEN));
    c.add(group(parts, r.chance() ? { transform: `translate(${PW} 0) scale(-1 1)` } : {}));
    c.add(deciduousTree(120, g + 60, r.range(200, 260), f, r, env.season === 'winter'));
    c.add(r.chance() ? pine(1110, g + 70, r.range(260, 330), '#2b4a35') : deciduousTree(1110, g + 80, 200, f, r));
    return;
  }

  // villa: central block with hip roof, two wings, portico
  const cx = 600;
  const cw = 420;
  const top = g - 290;
  const stone = c.pattern(
    `stone${clad}`,
    60,
    30,
    rect(0, 0, 60, 30, clad) + rect(0, 14, 60, 1.5, shade(clad, -0.1)) + rect(0, 29, 60, 1.5, shade(clad, -0.1)) + rect(28, 0, 1.5, 14, shade(clad, -0.1)) + rect(10, 15, 1.5, 14, shade(clad, -0.1)) + rect(46, 15, 1.5, 14, shade(clad, -0.1)),
  );
  for (const side of [-1, 1]) {
    const wx = side < 0 ? cx - cw / 2 - 250 : cx + cw / 2;
    const wTop = g - 170;
    parts.push(poly([wx - (side < 0 ? 20 : 0), wTop, wx + 250 + (side > 0 ? 20 : 0), wTop, wx + 250 - (side > 0 ? 90 : 10), wTop - 70, wx + (side < 0 ? 90 : 10), wTop - 70], roof));
    parts.push(rect(wx, wTop, 250, 170, stone));
    for (let i = 0; i < 2; i++) parts.push(windowEl(c, wx + 40 + i * 100, g - 135, 70, 110, { frame: trim, lit, mullions: 'grid', sill: trim }));
  }
  parts.push(poly([cx - cw / 2 - 30, top, cx + cw / 2 + 30, top, cx + cw / 2 - 90, top - 120, cx - cw / 2 + 90, top - 120], roof));
  parts.push(poly([cx - cw / 2 - 30, top, cx - cw / 2 + 90, top - 120, cx - cw / 2 + 100, top - 120, cx - cw / 2 - 10, top], shade(roof, -0.25)));
  parts.push(rect(cx - cw / 2 - 30, top, cw + 60, 10, trim));
  parts.push(rect(cx - cw / 2, top + 10, cw, g - top - 10, stone));
  parts.push(rect(cx - 140, top - 140, 32, 80, shade(clad, -0.3)), rect(cx + 110, top - 150, 32, 90, shade(clad, -0.3)));
  for (const wx of [cx - cw / 2 + 40, cx + cw / 2 - 120]) {
    parts.push(windowEl(c, wx, top + 35, 80, 100, { frame: trim, lit, mullions: 'grid', sill: trim }));
    parts.push(windowEl(c, wx, g - 135, 80, 115, { frame: trim, lit, mullions: 'grid', sill: trim }));
  }
  parts.push(windowEl(c, cx - 50, top + 25, 100, 115, { frame: trim, lit, arch: true, mullions: 'vertical' }));
  // portico
  parts.push(poly([cx - 100, g - 160, cx + 100, g - 160, cx, g - 215], trim));
  parts.push(poly([cx - 86, g - 164, cx + 86, g - 164, cx, g - 204], shade(clad, -0.05)));
  parts.push(rect(cx - 104, g - 162, 208, 12, trim));
  for (const px of [cx - 96, cx + 84]) parts.push(rect(px, g - 150, 12, 150, trim));
  parts.push(door(c, cx - 36, g - 135, 72, 135, doorColor, trim));
  parts.push(rect(cx - 120, g - 8, 240, 8, '#bcb7ad'), rect(cx - 135, g, 270, 10, '#cfcac0'));
  parts.push(poly([cx - 60, g + 10, cx + 60, g + 10, cx + 140, PH, cx - 140, PH], '#d9d2c2'));
  for (let i = 0; i < 6; i++) parts.push(shrub(cx - cw / 2 - 220 + i * 80, g + 8, 80, 55, EVERGREEN));
  for (let i = 0; i < 6; i++) parts.push(shrub(cx + cw / 2 + 20 + i * 80, g + 8, 80, 55, EVERGREEN));
  c.add(group(parts));
  for (const x of [110, 1090]) c.add(pine(x, g + 60, r.range(300, 360), '#284733'));
  c.add(rect(0, PH - 70, PW, 70, EVERGREEN.dark));
  for (let x = 0; x < PW; x += 46) c.add(ellipse(x, PH - 70, 34, 22, EVERGREEN.dark));
}

function drawTownhouses(c: Canvas, r: Rand): void {
  const env = suburbanBackdrop(c, r, seasonFor(r, 'maison_de_ville'), 660);
  const g = env.groundY;
  const units = 4;
  const uw = 250;
  const x0 = (PW - units * uw) / 2;
  const roof = r.pick(ROOFS);
  const baseHue = r.range(0, 360);
  const lit = r.chance(0.25);
  const gabled = r.chance(0.5);
  const parts: string[] = [ellipse(600, g + 4, 540, 18, '#000', { opacity: 0.18 })];
  for (let i = 0; i < units; i++) {
    const x = x0 + i * uw;
    const top = g - 330;
    const color = i % 2 === 0 ? hsl(baseHue, 18, 72) : hsl(baseHue + 25, 14, 56);
    const tex = r.chance(0.5) ? siding(c, color) : bricks(c, r.pick(['#9b4a36', '#8a5a44', '#a8644a', '#7d6a5e', '#b07d5a', '#8d6e5c']));
    if (gabled) {
      parts.push(poly([x - 8, top + 4, x + uw / 2, top - 95, x + uw + 8, top + 4], roof));
      parts.push(windowEl(c, x + uw / 2 - 24, top - 60, 48, 48, { frame: '#f4f1ea', lit, arch: true }));
    } else {
      parts.push(rect(x - 4, top - 22, uw + 8, 24, shade(roof, 0.1)), rect(x - 6, top - 26, uw + 12, 8, '#f0ede6'));
    }
    parts.push(rect(x, top, uw, g - top, tex));
    parts.push(rect(x, top, 3, g - top, shade(color, -0.3)));
    // doors + stoop
    const flip = i % 2 === 1;
    const dx = flip ? x + uw - 100 : x + 30;
    const dcolor = r.pick(DOORS);
    parts.push(rect(dx - 14, g - 200, 98, 10, '#e8e4dc'));
    parts.push(door(c, dx, g - 170, 70, 140, dcolor));
    parts.push(rect(dx - 10, g - 30, 90, 15, '#a9a59e'), rect(dx - 20, g - 15, 110, 15, '#bdb9b1'));
    const wx = flip ? x + 30 : x + 130;
    parts.push(windowEl(c, wx, g - 175, 90, 120, { frame: '#f4f1ea', lit, mullions: 'cross', sill: '#e8e4dc' }));
    for (const k of [0, 1]) parts.push(windowEl(c, x + 30 + k * 105, top + 30, 85, 100, { frame: '#f4f1ea', lit: lit && r.chance(), mullions: 'vertical', sill: '#e8e4dc' }));
    parts.push(shrub(flip ? x + 60 : x + uw - 50, g + 6, 80, 50, EVERGREEN));
  }
  parts.push(rect(0, g, PW, 14, '#bcb7ae'));
  c.add(group(parts));
  c.add(deciduousTree(60, g + 80, 190, env.f, r, env.season === 'winter'), deciduousTree(1150, g + 90, 210, env.f, r));
  c.add(rect(0, g + 90, PW, PH - g - 90, '#9d9a94'));
}

function drawPlex(c: Canvas, r: Rand, floors: 2 | 3): void {
  const env = urbanBackdrop(c, r, 650);
  const g = env.groundY - 40;
  const fh = 140;
  const brickColor = r.pick(['#9b4a36', '#8a5a44', '#a8644a', '#7d4634', '#b07d5a', '#8d6e5c']);
  const iron = r.pick(['#1f2226', '#2d3a34', '#3a2a22']);
  const trim = r.pick(['#ede8de', '#d9d1c2', '#3a3d41']);
  const lit = r.chance(0.3);
  // neighbours
  for (const [nx, nw] of [[-120, 370], [900, 420]] as const) {
    const nh = fh * r.pick([2, 3]) + 40;
    const nb = bricks(c, r.pick(['#8a5a44', '#a66a50', '#6f4a3a', '#b38a6a']));
    c.add(rect(nx, g - nh, nw, nh, nb), rect(nx - 5, g - nh - 14, nw + 10, 16, '#3e3a36'));
    for (let fl = 0; fl < (nh - 40) / fh; fl++) {
      for (let k = 0; k < 3; k++) c.add(windowEl(c, nx + 40 + k * 115, g - (fl + 1) * fh + 28, 70, 95, { frame: '#e9e4da', lit: lit && r.chance(0.3), sill: '#cfc8ba' }));
    }
  }
  const x0 = 250;
  const w = 650;
  const top = g - floors * fh - 50;
  const parts: string[] = [];
  parts.push(rect(x0, top, w, g - top, bricks(c, brickColor)));
  // cornice
  parts.push(rect(x0 - 14, top - 6, w + 28, 26, trim), rect(x0 - 6, top + 20, w + 12, 10, shade(trim, -0.15)));
  for (let x = x0; x < x0 + w; x += 22) parts.push(rect(x + 4, top + 30, 10, 10, shade(trim, -0.1)));
  parts.push(rect(x0 - 8, top - 18, w + 16, 12, shade(trim, -0.2)));
  // floors: door + windows per floor, balconies on upper floors
  for (let fl = 0; fl < floors; fl++) {
    const fy = g - fl * fh;
    parts.push(door(c, x0 + 60, fy - 125, 64, 120, r.pick(DOORS), trim));
    parts.push(door(c, x0 + 150, fy - 125, 64, 120, r.pick(DOORS), trim));
    for (const wx of [x0 + 300, x0 + 470]) {
      parts.push(rect(wx - 8, fy - 132, 126, 12, '#d8d0c0'));
      parts.push(windowEl(c, wx, fy - 120, 110, 100, { frame: trim, lit: lit && r.chance(0.6), mullions: 'vertical', sill: '#d8d0c0' }));
    }
  }
  // balconies (floor 1 up) with railings, plus ground level gallery
  for (let fl = 0; fl < floors; fl++) {
    const fy = g - fl * fh;
    const slabY = fl === 0 ? g - 10 : fy;
    parts.push(rect(x0 + 20, slabY - 4, w - 40, 10, shade(iron, 0.2)));
    const railTop = slabY - 58;
    if (fl > 0) {
      parts.push(rect(x0 + 20, railTop, w - 40, 5, iron));
      for (let x = x0 + 24; x < x0 + w - 20; x += 13) parts.push(rect(x, railTop, 2.5, 56, iron));
      for (const px of [x0 + 24, x0 + w - 30, x0 + w / 2]) parts.push(rect(px, slabY - fh + 10, 6, fh - 10, iron));
    }
  }
  c.add(group(parts));
  // exterior staircase (Montréal style): one quadratic curve from the sidewalk up to the balcony
  const st: string[] = [];
  const B = [x0 + 250, g + 34] as const;
  const C = [x0 + 60, g + 10] as const;
  const T = [x0 + 80, g - fh] as const;
  const at = (t: number): [number, number] => [
    (1 - t) * (1 - t) * B[0] + 2 * (1 - t) * t * C[0] + t * t * T[0],
    (1 - t) * (1 - t) * B[1] + 2 * (1 - t) * t * C[1] + t * t * T[1],
  ];
  const curve = (dx: number, dy: number) =>
    `M${num(B[0] + dx)} ${num(B[1] + dy)} Q${num(C[0] + dx)} ${num(C[1] + dy)} ${num(T[0] + dx)} ${num(T[1] + dy)}`;
  const steps = 13;
  for (let i = 0; i <= steps; i++) {
    const [x, y] = at(i / steps);
    st.push(rect(x - 30, y - 4, 60, 7, shade(iron, 0.2)));
  }
  for (const dx of [-32, 32]) st.push(path(curve(dx, 4), 'none', { stroke: iron, 'stroke-width': 6 }));
  for (const dx of [-32, 32]) st.push(path(curve(dx, -58), 'none', { stroke: iron, 'stroke-width': 4 }));
  for (let i = 0; i <= 16; i++) {
    const [x, y] = at(i / 16);
    st.push(rect(x + 31, y - 58, 2.5, 58, iron), rect(x - 33, y - 58, 2.5, 58, iron, { opacity: 0.7 }));
  }
  c.add(group(st));
  if (floors === 3) {
    // straight inner staircase up to the third floor balcony, drawn as a diagonal run
    const s2: string[] = [];
    for (let i = 0; i <= 10; i++) {
      const x = x0 + 540 - i * 14;
      const y = g - fh - 10 - (i * (fh - 10)) / 10;
      s2.push(rect(x - 26, y - 3, 52, 5, shade(iron, 0.15)));
    }
    s2.push(line(x0 + 514, g - fh - 10, x0 + 374, g - 2 * fh, iron, 4), line(x0 + 566, g - fh - 10, x0 + 426, g - 2 * fh, iron, 4));
    s2.push(line(x0 + 566, g - fh - 65, x0 + 426, g - 2 * fh - 55, iron, 4));
    c.add(group(s2));
  }
  c.add(streetTree(120, env, r, 150), streetTree(1080, env, r, 160));
}

function drawTower(c: Canvas, r: Rand, type: PropertyType): void {
  const env = urbanBackdrop(c, r, 660);
  const g = env.groundY - 40;
  const lit = r.chance(0.25);
  const parts: string[] = [];
  // side buildings
  const sideColor = r.pick(['#b9b2a6', '#8f98a3', '#c9c2b5', '#a8a096']);
  const leftFloors = r.int(4, 8);
  const rightFloors = r.int(3, 6);
  const rightColor = r.pick(['#b9b2a6', '#8f98a3', '#c9c2b5', '#a8a096', '#9b6a54']);
  parts.push(rect(0, g - leftFloors * 45 - 15, 330, leftFloors * 45 + 15, sideColor));
  for (let fl = 0; fl < leftFloors; fl++) for (let k = 0; k < 4; k++) parts.push(windowEl(c, 20 + k * 78, g - leftFloors * 45 + fl * 45, 50, 32, { frame: shade(sideColor, -0.2), lit: lit && r.chance(0.3) }));
  parts.push(rect(880, g - rightFloors * 46 - 20, 320, rightFloors * 46 + 20, rightColor));
  for (let fl = 0; fl < rightFloors; fl++) for (let k = 0; k < 4; k++) parts.push(windowEl(c, 900 + k * 76, g - rightFloors * 46 + fl * 46, 52, 32, { frame: shade(rightColor, -0.3), lit: lit && r.chance(0.3) }));

  if (type === 'loft') {
    // converted red-brick factory with big multi-pane windows and a water tower
    const cols = r.pick([4, 5]);
    const floors = r.int(3, 4);
    const w = cols * 145 + 15;
    const x0 = 600 - w / 2;
    const top = g - 90 - floors * 88 - 80;
    const brick = r.pick(['#9b4a36', '#8a4030', '#a5583d', '#7d5a48', '#b0644a']);
    if (r.chance(0.7)) parts.push(rect(x0 + w - 180, top - 150, 60, 150, bricks(c, shade(brick, -0.1))));
    const wt = r.chance(0.6) ? x0 + 140 : -500;
    parts.push(line(wt - 40, top, wt - 30, top - 70, '#3a3634', 5), line(wt + 40, top, wt + 30, top - 70, '#3a3634', 5), line(wt - 38, top - 20, wt + 38, top - 50, '#3a3634', 3));
    parts.push(rect(wt - 45, top - 150, 90, 82, '#6d5a48'), poly([wt - 50, top - 150, wt + 50, top - 150, wt, top - 190], '#4a3e34'));
    for (let x = wt - 40; x < wt + 45; x += 12) parts.push(rect(x, top - 150, 2, 82, '#5a4a3c'));
    parts.push(rect(x0, top, w, g - top, bricks(c, brick)));
    parts.push(rect(x0 - 10, top - 12, w + 20, 16, '#5a4a40'));
    parts.push(rect(x0 + 120, top + 20, w - 240, 46, shade(brick, 0.25), { opacity: 0.55 }));
    const frameL = r.pick(['#2b2b2d', '#2b2b2d', '#3f5a4a', '#5a2a22']);
    for (let fl = 0; fl < floors; fl++) {
      for (let k = 0; k < cols; k++) parts.push(windowEl(c, x0 + 30 + k * 145, top + 85 + fl * 88, 110, 70, { frame: frameL, lit: lit && r.chance(0.5), mullions: 'grid' }));
    }
    for (let k = 0; k < cols; k++) parts.push(windowEl(c, x0 + 30 + k * 145, g - 10 - 80, 110, 80, { frame: '#2b2b2d', arch: true, mullions: 'vertical', lit }));
  } else if (type === 'appartement') {
    const x0 = 250;
    const w = 700;
    const floors = r.int(5, 6);
    const top = g - floors * 70 - 30;
    const wall = r.pick(['#d9cdb8', '#c8b49a', '#e4ddd0', '#b8a48c']);
    const accent = r.pick(['#6d7f8c', '#8c5a44', '#4f6a5a', '#3e4650']);
    parts.push(rect(x0, top, w, g - top, wall));
    parts.push(rect(x0 - 10, top - 14, w + 20, 16, accent));
    for (let fl = 0; fl < floors; fl++) {
      const y = top + 20 + fl * 70;
      for (let k = 0; k < 6; k++) {
        const wx = x0 + 30 + k * 112;
        parts.push(windowEl(c, wx, y, 70, 46, { frame: '#f4f1ea', lit: lit && r.chance(0.4) }));
        if (fl < floors - 1 && k % 2 === 1) {
          parts.push(rect(wx - 14, y + 52, 98, 6, accent), rect(wx - 14, y + 30, 98, 22, c.linear([[0, '#cfe0ea', 0.5], [1, '#a9c0cf', 0.6]])), rect(wx - 14, y + 28, 98, 3, accent));
        }
      }
    }
    parts.push(rect(x0 + w / 2 - 80, g - 110, 160, 110, accent), rect(x0 + w / 2 - 100, g - 124, 200, 14, shade(accent, -0.2)));
    parts.push(windowEl(c, x0 + w / 2 - 60, g - 100, 120, 100, { frame: '#2b2b2d', mullions: 'vertical', lit: true }));
  } else {
    // glass tower (condo / penthouse)
    const w = r.pick([360, 420, 480]);
    const x0 = 600 - w / 2 + r.range(-60, 60);
    const top = (type === 'penthouse' ? 120 : 70) + r.range(0, 60);
    const tint = r.pick([
      ['#a9c6da', '#3d5d78'],
      ['#b8d0cf', '#3f6465'],
      ['#c2ccd8', '#4a5566'],
      ['#c9d4dc', '#5a6a78'],
    ] as const);
    const glass = c.linear([[0, tint[0]], [0.55, shade(tint[1], 0.25)], [1, tint[1]]], 0, 0, 1, 1);
    const frameC = r.pick(['#e8e8e6', '#2c3036', '#bfc4c8']);
    parts.push(rect(x0, top, w, g - top, glass));
    parts.push(poly([x0 + w * 0.55, top, x0 + w, top, x0 + w, top + 220, x0 + w * 0.2, g - 100], '#ffffff', { opacity: 0.08 }));
    const floorH = 34;
    for (let y = top + floorH; y < g - 40; y += floorH) parts.push(rect(x0, y, w, 4, frameC));
    const bay = w / r.pick([6, 7, 8]);
    for (let x = x0; x <= x0 + w + 1; x += bay) parts.push(rect(x - 1.5, top, 3, g - top, frameC, { opacity: 0.8 }));
    if (lit) for (let i = 0; i < 30; i++) parts.push(rect(x0 + r.int(0, Math.round(w / bay) - 1) * bay + 3, top + r.int(1, 14) * floorH + 4, bay - 6, floorH - 4, '#f7d58e', { opacity: 0.75 }));
    const balconies = r.pick(['corners', 'full', 'none'] as const);
    if (balconies === 'corners') {
      for (let y = top + floorH * 2; y < g - 60; y += floorH * 2) {
        parts.push(rect(x0 - 20, y - 2, 110, 6, frameC), rect(x0 - 20, y - 22, 110, 20, '#dce9f0', { opacity: 0.35 }));
        parts.push(rect(x0 + w - 90, y - 2, 110, 6, frameC), rect(x0 + w - 90, y - 22, 110, 20, '#dce9f0', { opacity: 0.35 }));
      }
    } else if (balconies === 'full') {
      for (let y = top + floorH * 2; y < g - 60; y += floorH) parts.push(rect(x0 - 12, y - 2, w + 24, 5, frameC), rect(x0 - 12, y - 20, w + 24, 18, '#e6f0f5', { opacity: 0.22 }));
    } else {
      parts.push(rect(x0 + w * 0.66, top, w * 0.34, g - top, '#000', { opacity: 0.08 }));
    }
    if (type === 'penthouse') {
      parts.push(rect(x0 + 50, top - 60, w - 100, 60, c.linear([[0, '#e8f1f6'], [1, '#9fb8c8']])));
      parts.push(rect(x0 + 40, top - 66, w - 80, 8, frameC), rect(x0 - 10, top - 4, w + 20, 8, frameC));
      parts.push(rect(x0 - 10, top - 24, w + 20, 20, '#dce9f0', { opacity: 0.45 }));
      parts.push(shrub(x0 + 20, top - 2, 40, 30, env.f), shrub(x0 + w - 20, top - 2, 40, 30, env.f));
    } else {
      parts.push(rect(x0 - 6, top - 14, w + 12, 16, frameC));
    }
    // podium lobby
    const podium = r.pick(['#3a3f46', '#8a7d6e', '#5a4a40', '#c9c2b5']);
    parts.push(rect(x0 - 40, g - 70, w + 80, 70, podium), rect(x0 - 50, g - 80, w + 100, 12, frameC));
    parts.push(rect(x0 + 20, g - 62, w - 40, 62, c.linear([[0, '#f5deaa'], [1, '#d6a55e']])));
    for (let x = x0 + 20; x < x0 + w - 20; x += 76) parts.push(rect(x, g - 62, 3, 62, podium));
  }
  c.add(group(parts));
  c.add(streetTree(90, env, r, 160), streetTree(1110, env, r, 170));
}

function drawChalet(c: Canvas, r: Rand): void {
  const season = seasonFor(r, 'chalet');
  const sky = pickSky(r, season);
  const g = 640;
  drawSky(c, sky, r, g);
  const far = mix('#4d6680', sky.bottom, 0.45);
  const near = mix('#35513f', sky.bottom, 0.25);
  const ridge = (y: number, amp: number, color: string, step: number) => {
    const pts: number[] = [0, g];
    for (let x = 0; x <= PW; x += step) pts.push(x, y - Math.abs(Math.sin(x / 230 + amp)) * amp * 1.3 - r.range(0, 16));
    pts.push(PW, g);
    return poly(pts, color);
  };
  c.add(ridge(380, 110, far, 60));
  if (season === 'winter') c.add(ridge(380, 110, '#f1f5f9', 60).replace('<polygon', '<polygon opacity="0.35"'));
  c.add(ridge(470, 70, near, 40));
  lawn(c, g - 80, season);
  const f = foliage(r, season);
  const pineColor = season === 'winter' ? '#28443a' : '#24412f';
  for (let x = -20; x < PW + 30; x += r.range(35, 60)) c.add(pine(x, g - r.range(50, 75), r.range(110, 170), shade(pineColor, 0.12), season === 'winter'));
  const aFrame = r.chance(0.6);
  const wood = r.pick(['#8a5a36', '#a06a3e', '#6e4a30', '#b07a4a']);
  const roofC = season === 'winter' ? '#eef3f7' : r.pick(['#2f3338', '#5a2f28', '#3b4a3a']);
  const lit = season === 'winter' || r.chance(0.4);
  const parts: string[] = [ellipse(600, g + 8, 360, 20, '#000', { opacity: 0.2 })];
  if (aFrame) {
    const base = g - 30;
    parts.push(poly([300, base, 600, 140, 900, base], roofC));
    parts.push(poly([300, base, 600, 140, 612, 160, 330, base], shade(roofC, -0.25)));
    parts.push(poly([370, base, 600, 200, 830, base], shade(wood, -0.1)));
    parts.push(poly([420, base - 20, 600, 250, 780, base - 20], c.linear(lit ? [[0, '#ffe4a8'], [1, '#e9a956']] : [[0, '#d6e6f0'], [1, '#5b7890']])));
    for (const x of [510, 600, 690]) parts.push(line(x, base - 20, x, 250 + Math.abs(x - 600) * 1.3, wood, 6));
    for (const y of [380, 480]) {
      const half = ((y - 250) / (base - 20 - 250)) * 180;
      parts.push(line(600 - half, y, 600 + half, y, wood, 6));
    }
  } else {
    // log chalet
    const x0 = 320;
    const w = 560;
    const top = g - 230;
    const logs = c.pattern(`log${wood}`, 60, 22, rect(0, 0, 60, 22, wood) + rect(0, 18, 60, 4, shade(wood, -0.3)) + rect(0, 2, 60, 3, shade(wood, 0.15)));
    parts.push(rect(x0, top, w, g - 30 - top, logs));
    parts.push(poly([x0 - 50, top + 10, 600, top - 160, x0 + w + 50, top + 10], roofC));
    parts.push(poly([x0 + 10, top, 600, top - 130, x0 + w - 10, top], logs));
    parts.push(windowEl(c, 560, top - 90, 80, 70, { frame: '#f2ede4', lit }));
    for (const wx of [x0 + 40, x0 + w - 150]) parts.push(windowEl(c, wx, top + 40, 110, 100, { frame: '#f2ede4', lit, mullions: 'cross' }));
    parts.push(door(c, 560, g - 170, 80, 140, shade(wood, -0.35)));
    parts.push(rect(x0 + w - 90, top - 120, 40, 90, '#6e6a66'));
  }
  // deck
  parts.push(rect(260, g - 34, 680, 14, shade(wood, -0.2)), rect(260, g - 64, 680, 5, shade(wood, -0.3)));
  for (let x = 266; x < 940; x += 30) parts.push(rect(x, g - 62, 4, 30, shade(wood, -0.3)));
  for (const x of [280, 600, 910]) parts.push(rect(x, g - 20, 10, 28, shade(wood, -0.35)));
  c.add(group(parts));
  for (const [x, h] of [[120, 340], [230, 260], [1000, 300], [1110, 380]] as const) c.add(pine(x, g + r.range(40, 110), h, pineColor, season === 'winter'));
  if (season !== 'winter') c.add(deciduousTree(180, PH + 10, 180, f, r));
  if (lit && season === 'winter') c.add(ellipse(600, g + 60, 200, 30, '#ffcf7a', { opacity: 0.12 }));
}

function drawTerrain(c: Canvas, r: Rand, variant: number): void {
  const season: Season = r.chance(0.3) ? 'autumn' : 'summer';
  const sky = pickSky(r, season);
  const horizon = 430 + variant * 20;
  drawSky(c, sky, r, horizon);
  const f = foliage(r, season);
  const far = mix('#4f6a7c', sky.bottom, 0.4);
  const pts: number[] = [0, horizon];
  for (let x = 0; x <= PW; x += 50) pts.push(x, horizon - 60 - Math.sin(x / 180 + variant) * 40 - r.range(0, 10));
  pts.push(PW, horizon);
  c.add(poly(pts, far));
  distantTrees(c, r, horizon + 20, f, sky.bottom);
  const fieldTop = season === 'autumn' ? '#a9a852' : '#8fbf5a';
  const fieldBottom = season === 'autumn' ? '#6f7a33' : '#4e8a36';
  c.add(rect(0, horizon + 10, PW, PH - horizon, c.span([[0, fieldTop], [1, fieldBottom]], 0, horizon, 0, PH)));
  // mown strips
  for (let i = 0; i < 6; i++) c.add(poly([200 + i * 140, horizon + 10, 270 + i * 140, horizon + 10, -200 + i * 330, PH, -360 + i * 330, PH], '#ffffff', { opacity: 0.04 }));
  // dirt path
  c.add(path(`M${num(620)} ${num(horizon + 10)} C 640 ${num(horizon + 120)}, 420 ${num(PH - 200)}, 360 ${PH} L 560 ${PH} C 600 ${num(PH - 200)}, 680 ${num(horizon + 120)}, 640 ${num(horizon + 10)} Z`, '#b59a6e', { opacity: 0.85 }));
  for (let i = 0; i < 5; i++) {
    const x = r.range(40, 1160);
    const s = r.range(110, 220);
    c.add(r.chance(0.4) ? pine(x, horizon + 80 + s * 0.6, s * 1.4, '#2c4b35') : deciduousTree(x, horizon + 60 + s * 0.6, s, f, r));
  }
  // fence posts + survey stake + sign
  for (let i = 0; i < 9; i++) {
    const x = 30 + i * 70;
    const y = PH - 60 - i * 22;
    c.add(rect(x, y - 60 + i * 3, 8, 60 - i * 3, '#6b5038'));
    if (i < 8) c.add(line(x + 4, y - 48 + i * 2.5, x + 74, y - 70 + i * 2.5, '#8b7355', 2));
  }
  const sx = 900;
  const sy = PH - 110;
  c.add(rect(sx, sy - 140, 10, 150, '#5a4430'), rect(sx + 110, sy - 140, 10, 150, '#5a4430'));
  c.add(rect(sx - 15, sy - 170, 150, 80, '#c0392b'), rect(sx - 9, sy - 164, 138, 68, '#ffffff', { opacity: 0.15 }));
  c.add(rect(sx + 5, sy - 152, 110, 12, '#ffffff'), rect(sx + 15, sy - 130, 90, 8, '#ffffff', { opacity: 0.8 }), rect(sx + 25, sy - 114, 70, 8, '#ffffff', { opacity: 0.8 }));
  for (let i = 0; i < 60; i++) c.add(circle(r.range(0, PW), r.range(horizon + 120, PH), r.range(2, 4), r.pick(['#f3e27a', '#ffffff', '#d88ac0', '#f0a04a'])));
}

function drawCommercial(c: Canvas, r: Rand): void {
  const env = urbanBackdrop(c, r, 660);
  const g = env.groundY - 40;
  const parts: string[] = [];
  const neighbours = ['#9b5a44', '#c9b79a', '#7d8a96', '#a88a6a'];
  const shops = [
    { x: -40, w: 320 },
    { x: 280, w: 640 },
    { x: 920, w: 320 },
  ];
  const awning = r.pick(['#1f5f8b', '#8b1f2b', '#2f6b3a', '#c27a1f', '#333a40']);
  for (const [i, s] of shops.entries()) {
    const main = i === 1;
    const h = main ? 400 : r.range(300, 360);
    const wall = main ? r.pick(['#e6ddcf', '#3c4148', '#b9a48a']) : r.pick(neighbours);
    const tex = main && r.chance(0.4) ? bricks(c, '#8e4a38') : wall;
    parts.push(rect(s.x, g - h, s.w, h, tex));
    parts.push(rect(s.x - 6, g - h - 10, s.w + 12, 14, shade(wall, -0.35)));
    const upperY = g - h + 30;
    for (let k = 0; k < Math.floor(s.w / 150); k++) parts.push(windowEl(c, s.x + 40 + k * 150, upperY, 90, 110, { frame: '#f0ece4', mullions: 'vertical', sill: '#d9d3c7' }));
    // shopfront
    const sfY = g - 190;
    parts.push(rect(s.x + 20, sfY - 40, s.w - 40, 40, main ? '#24282d' : shade(wall, -0.4)));
    if (main) for (let k = 0; k < 7; k++) parts.push(rect(s.x + 200 + k * 36, sfY - 30, 26, 20, '#f2e6c8'));
    const glass = c.linear([[0, '#eaf2f6'], [0.5, '#a8c2d2'], [1, '#f1d9a8']]);
    parts.push(rect(s.x + 20, sfY, s.w - 40, 190, main ? '#2b2f34' : shade(wall, -0.3)));
    parts.push(rect(s.x + 32, sfY + 12, s.w - 64, 150, glass));
    if (main) {
      parts.push(rect(s.x + s.w / 2 - 45, sfY + 12, 90, 178, '#2b2f34'), rect(s.x + s.w / 2 - 38, sfY + 20, 76, 170, c.linear([[0, '#dfeaf0'], [1, '#c2a878']])));
      for (let k = 0; k < 6; k++) parts.push(rect(s.x + 60 + k * 95 + (k > 2 ? 90 : 0), sfY + 100, 40, 60, r.pick(['#c24b3a', '#e0b04a', '#3f7a8c', '#8a5a9a', '#f2efe8'])));
      // striped awning
      const aw: string[] = [];
      for (let k = 0; k < 16; k++) {
        const ax = s.x + 10 + (k * (s.w - 20)) / 16;
        aw.push(poly([ax, sfY - 6, ax + (s.w - 20) / 16, sfY - 6, ax + (s.w - 20) / 16 + 3, sfY + 56, ax - 3, sfY + 56], k % 2 === 0 ? awning : '#f4f1ea'));
      }
      for (let k = 0; k < 16; k++) aw.push(path(`M${num(s.x + 7 + (k * (s.w - 20)) / 16)} ${num(sfY + 56)} q ${num((s.w - 20) / 32)} 18 ${num((s.w - 20) / 16 + 6)} 0 Z`, k % 2 === 0 ? awning : '#f4f1ea'));
      parts.push(group(aw));
      // planters
      for (const px of [s.x + 40, s.x + s.w - 100]) parts.push(rect(px, g + 10, 60, 40, '#3a3d42'), shrub(px + 30, g + 14, 70, 46, EVERGREEN));
    }
  }
  c.add(group(parts));
  c.add(streetTree(60, env, r, 150), streetTree(1140, env, r, 150));
}

// ───────────────────────────── interiors (one-point perspective room) ─────────────────────────────

/** Vanishing point and eye height: world X spans the back wall (−360..360) at depth z = 1, Y is height (0..420). */
const VX = 600;
const VY = 330;
const EYE = 210;
type Pt3 = readonly [X: number, Y: number, z: number];

function proj(X: number, Y: number, z: number): [number, number] {
  return [VX + X / z, VY + (EYE - Y) / z];
}

function quad(points: readonly Pt3[], fill: string, extra: Attrs = {}): string {
  return poly(points.flatMap(([X, Y, z]) => proj(X, Y, z)), fill, extra);
}

interface BoxStyle {
  front: string;
  top?: string;
  side?: string;
  bottom?: string;
  rx?: number;
}

/** Axis-aligned box seen from the camera at X = 0, Y = EYE: draws its visible faces. */
function box(X0: number, X1: number, Y0: number, Y1: number, z0: number, z1: number, s: BoxStyle): string {
  const parts: string[] = [];
  const side = s.side ?? shade(s.front, -0.15);
  if (X0 > 0) parts.push(quad([[X0, Y0, z0], [X0, Y0, z1], [X0, Y1, z1], [X0, Y1, z0]], side));
  if (X1 < 0) parts.push(quad([[X1, Y0, z0], [X1, Y0, z1], [X1, Y1, z1], [X1, Y1, z0]], side));
  if (Y1 < EYE) parts.push(quad([[X0, Y1, z0], [X1, Y1, z0], [X1, Y1, z1], [X0, Y1, z1]], s.top ?? shade(s.front, 0.12)));
  if (Y0 > EYE) parts.push(quad([[X0, Y0, z0], [X1, Y0, z0], [X1, Y0, z1], [X0, Y0, z1]], s.bottom ?? shade(s.front, -0.25)));
  const [fx0, fy1] = proj(X0, Y1, z0);
  const [fx1, fy0] = proj(X1, Y0, z0);
  parts.push(rect(fx0, fy1, fx1 - fx0, fy0 - fy1, s.front, { rx: s.rx }));
  return parts.join('');
}

/** Flat rectangle on the back wall (z = 1) in world units. */
function onBack(X0: number, Y0: number, X1: number, Y1: number, fill: string, extra: Attrs = {}): string {
  const [x0, y1] = proj(X0, Y1, 1);
  const [x1, y0] = proj(X1, Y0, 1);
  return rect(x0, y1, x1 - x0, y0 - y1, fill, extra);
}

function contactShadow(X0: number, X1: number, z0: number, z1: number, opacity = 0.22): string {
  return quad([[X0 - 10, 0, z0 - 0.01], [X1 + 10, 0, z0 - 0.01], [X1 + 10, 0, z1], [X0 - 10, 0, z1]], '#000', { opacity });
}

interface RoomPalette {
  wall: string;
  floor: string;
  accent: string;
  accent2: string;
  wood: string;
  metal: string;
  textile: string;
}

function roomPalette(r: Rand): RoomPalette {
  const warm = r.chance(0.6);
  const wall = r.pick(warm ? ['#efe9df', '#e8e0d2', '#f2eee8', '#e6ddd3', '#ece4d8'] : ['#e4e8ea', '#dfe4e0', '#e9ecef', '#d9dedf', '#e5e1ea']);
  const floor = r.pick(['#c49a6c', '#a8784f', '#d6b48a', '#8a6446', '#b9a58c', '#9c8a78']);
  const [accent, accent2] = r.pick([
    ['#2f4858', '#d9a441'],
    ['#7d8f69', '#c9734a'],
    ['#3d4a5c', '#e3b5a4'],
    ['#2a6f6f', '#e0b36a'],
    ['#5b6770', '#9fb8c8'],
    ['#4a5d3f', '#b5563a'],
    ['#8a6a4e', '#3f5a6e'],
    ['#c4b6a6', '#4f6d7a'],
    ['#6d4c5c', '#d8c3a5'],
    ['#9a9a94', '#c98a5a'],
  ] as const);
  const vary = (col: string) => shade(col, r.range(-0.08, 0.08));
  return {
    wall,
    floor,
    accent: vary(accent),
    accent2: vary(accent2),
    wood: r.pick(['#8a6446', '#b08860', '#5e4230', '#c9a57a']),
    metal: r.pick(['#2a2a2c', '#b08d57', '#8c9096']),
    textile: r.pick(['#f3efe8', '#e6e1d8', '#d9d4cc', '#eef0f2']),
  };
}

type FloorKind = 'wood' | 'tile' | 'carpet';

function roomShell(c: Canvas, pal: RoomPalette, floor: FloorKind, r: Rand): void {
  const near = 0.3;
  const ceiling = shade(pal.wall, 0.5);
  c.add(quad([[-360, 420, 1], [360, 420, 1], [360, 420, near], [-360, 420, near]], c.span([[0, shade(ceiling, -0.04)], [1, ceiling]], 0, 0, 0, 120)));
  c.add(quad([[-360, 0, 1], [-360, 420, 1], [-360, 420, near], [-360, 0, near]], c.span([[0, shade(pal.wall, -0.14)], [1, shade(pal.wall, -0.05)]], 0, 0, 240, 0)));
  c.add(quad([[360, 0, 1], [360, 420, 1], [360, 420, near], [360, 0, near]], c.span([[0, shade(pal.wall, -0.04)], [1, shade(pal.wall, -0.16)]], 960, 0, 1200, 0)));
  c.add(onBack(-360, 0, 360, 420, c.span([[0, shade(pal.wall, 0.06)], [1, shade(pal.wall, -0.04)]], 0, 120, 0, 540)));
  // floor
  const floorBase = floor === 'carpet' ? shade(pal.textile, -0.12) : floor === 'tile' ? shade(pal.textile, -0.05) : pal.floor;
  c.add(quad([[-360, 0, 1], [360, 0, 1], [360, 0, near], [-360, 0, near]], c.span([[0, shade(floorBase, -0.08)], [1, shade(floorBase, 0.06)]], 0, 540, 0, 800)));
  const lines: string[] = [];
  if (floor === 'wood') {
    const pw = 36;
    for (let X = -360 + pw; X < 360; X += pw) {
      const [x1, y1] = proj(X, 0, 1);
      const [x2, y2] = proj(X, 0, near);
      lines.push(line(x1, y1, x2, y2, shade(pal.floor, -0.2), 1.5));
      for (let z = 1 - r.range(0, 0.2); z > near; z -= r.range(0.18, 0.3)) {
        const [a, b] = proj(X, 0, z);
        const [c2] = proj(X + pw, 0, z);
        lines.push(line(a, b, c2, b, shade(pal.floor, -0.2), 1.2));
      }
    }
  } else if (floor === 'tile') {
    for (let X = -360; X <= 360; X += 90) {
      const [x1, y1] = proj(X, 0, 1);
      const [x2, y2] = proj(X, 0, near);
      lines.push(line(x1, y1, x2, y2, shade(floorBase, -0.18), 1.5));
    }
    for (let z = 1; z > near; z -= 0.09) {
      const [x1, y] = proj(-360, 0, z);
      const [x2] = proj(360, 0, z);
      lines.push(line(x1, y, x2, y, shade(floorBase, -0.18), 1.5));
    }
  }
  c.add(group(lines));
  // baseboards
  const base = shade(pal.wall, 0.25);
  c.add(onBack(-360, 0, 360, 14, base));
  c.add(quad([[-360, 0, 1], [-360, 14, 1], [-360, 14, near], [-360, 0, near]], shade(base, -0.08)));
  c.add(quad([[360, 0, 1], [360, 14, 1], [360, 14, near], [360, 0, near]], shade(base, -0.1)));
  // wall/ceiling corner lines
  for (const [X, Y] of [[-360, 0], [360, 0], [-360, 420], [360, 420]] as const) {
    const [x1, y1] = proj(X, Y, 1);
    const [x2, y2] = proj(X, Y, near);
    c.add(line(x1, y1, x2, y2, '#000', 1, { opacity: 0.08 }));
  }
}

type View = 'trees' | 'city' | 'water';

/** The outside seen through a window: clipped to the glass rectangle (canvas coordinates). */
function windowView(c: Canvas, x: number, y: number, w: number, h: number, view: View, r: Rand): string {
  const clip = c.clipRect(x, y, w, h);
  const parts: string[] = [rect(x, y, w, h, c.linear([[0, '#8fbbe0'], [1, '#e6f1f7']]))];
  const hy = y + h * 0.62;
  if (view === 'city') {
    for (let bx = x - 10; bx < x + w; ) {
      const bw = r.range(25, 60);
      const bh = r.range(h * 0.2, h * 0.55);
      parts.push(rect(bx, hy - bh, bw, bh + h, r.pick(['#9fb0c0', '#8a9db0', '#b4c0cc', '#7d8fa3'])));
      bx += bw + 2;
    }
  } else if (view === 'water') {
    parts.push(poly([x, hy, x + w * 0.3, hy - h * 0.2, x + w * 0.6, hy - h * 0.08, x + w, hy - h * 0.18, x + w, hy, x, hy], '#7d95a8'));
    parts.push(rect(x, hy, w, h, c.linear([[0, '#7fa9c8'], [1, '#4f7896']])));
  } else {
    for (let bx = x - 20; bx < x + w + 20; bx += r.range(18, 34)) parts.push(circle(bx, hy - r.range(0, h * 0.25), r.range(h * 0.12, h * 0.24), r.pick(['#5f8f4e', '#4a7a3e', '#76a35a'])));
    parts.push(rect(x, hy, w, h, '#5d8a45'));
  }
  return group(parts, { 'clip-path': clip });
}

/** Window on the back wall, world coordinates. */
function backWindow(c: Canvas, X0: number, Y0: number, X1: number, Y1: number, frame: string, view: View, r: Rand, cols = 2): string {
  const [x0, y1] = proj(X0, Y1, 1);
  const [x1, y0] = proj(X1, Y0, 1);
  const w = x1 - x0;
  const h = y0 - y1;
  const fw = 8;
  const parts = [rect(x0 - fw, y1 - fw, w + 2 * fw, h + 2 * fw, frame), windowView(c, x0, y1, w, h, view, r)];
  for (let i = 1; i < cols; i++) parts.push(rect(x0 + (w * i) / cols - 3, y1, 6, h, frame));
  parts.push(rect(x0, y1, w, h, c.linear([[0, '#ffffff', 0.25], [0.5, '#ffffff', 0], [1, '#ffffff', 0.1]], 0, 0, 1, 1)));
  parts.push(rect(x0 - fw - 6, y0 + fw, w + 2 * fw + 12, 8, shade(frame, -0.05)));
  return parts.join('');
}

/** Tall window on the left wall plus the light it throws on the floor. */
function leftWindow(c: Canvas, z0: number, z1: number, Y0: number, Y1: number, frame: string): string {
  const X = -360;
  const glass = c.linear([[0, '#f4f9fc'], [1, '#bcd6e6']]);
  const parts = [
    quad([[X, Y0 - 10, z0 + 0.02], [X, Y0 - 10, z1 - 0.02], [X, Y1 + 10, z1 - 0.02], [X, Y1 + 10, z0 + 0.02]], frame),
    quad([[X, Y0, z0], [X, Y0, z1], [X, Y1, z1], [X, Y1, z0]], glass),
    quad([[X, Y0, (z0 + z1) / 2 - 0.004], [X, Y0, (z0 + z1) / 2 + 0.004], [X, Y1, (z0 + z1) / 2 + 0.004], [X, Y1, (z0 + z1) / 2 - 0.004]], frame),
    quad([[X, 0, z0], [X, 0, z1], [-360 + 320, 0, z1 * 0.95], [-360 + 320, 0, z0 * 0.9]], '#fffbe8', { opacity: 0.14 }),
  ];
  return parts.join('');
}

function sideArt(X: number, z0: number, z1: number, Y0: number, Y1: number, colors: readonly string[]): string {
  const parts = [quad([[X, Y0, z0], [X, Y0, z1], [X, Y1, z1], [X, Y1, z0]], '#2b2b2d')];
  const m = 0.008;
  parts.push(quad([[X, Y0 + 8, z0 + m], [X, Y0 + 8, z1 - m], [X, Y1 - 8, z1 - m], [X, Y1 - 8, z0 + m]], '#f4f1ea'));
  const n = colors.length;
  colors.forEach((col, i) => {
    const a = z0 + m * 3 + ((z1 - z0 - m * 6) * i) / n;
    const b = z0 + m * 3 + ((z1 - z0 - m * 6) * (i + 1)) / n;
    parts.push(quad([[X, Y0 + 24, a], [X, Y0 + 24, b], [X, Y1 - 24 - i * 10, b], [X, Y1 - 24 - i * 10, a]], col));
  });
  return parts.join('');
}

function abstractArt(X0: number, Y0: number, X1: number, Y1: number, pal: RoomPalette, r: Rand): string {
  const [x0, y1] = proj(X0, Y1, 1);
  const [x1, y0] = proj(X1, Y0, 1);
  const w = x1 - x0;
  const h = y0 - y1;
  const parts = [rect(x0 - 3, y1 - 3, w + 6, h + 6, '#2b2b2d'), rect(x0 + 4, y1 + 4, w - 8, h - 8, '#f6f3ee')];
  parts.push(circle(x0 + w * r.range(0.3, 0.7), y1 + h * 0.45, Math.min(w, h) * 0.25, pal.accent2));
  parts.push(rect(x0 + w * 0.15, y1 + h * 0.6, w * 0.7, h * 0.18, pal.accent, { opacity: 0.85 }));
  return parts.join('');
}

function plant(X: number, z: number, scale: number, pot: string): string {
  const [x, y] = proj(X, 0, z);
  const s = scale / z;
  const parts = [ellipse(x, y, 30 * s, 6 * s, '#000', { opacity: 0.2 }), poly([x - 22 * s, y - 50 * s, x + 22 * s, y - 50 * s, x + 16 * s, y, x - 16 * s, y], pot)];
  const leaf = ['#3f7a3a', '#2f6a33', '#5b9447'];
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.28;
    const len = (70 + (i % 3) * 25) * s;
    parts.push(ellipse(x + Math.cos(a) * len * 0.5, y - 50 * s + Math.sin(a) * len * 0.5, 9 * s, len * 0.5, leaf[i % 3] ?? '#3f7a3a', { transform: `rotate(${num((a * 180) / Math.PI + 90)} ${num(x + Math.cos(a) * len * 0.5)} ${num(y - 50 * s + Math.sin(a) * len * 0.5)})` }));
  }
  return parts.join('');
}

function livingRoom(c: Canvas, r: Rand, pal: RoomPalette, view: View): void {
  roomShell(c, pal, 'wood', r);
  const frame = r.pick(['#f4f2ee', '#2b2b2d', '#f4f2ee']);
  c.add(backWindow(c, -260, 120, 260, 380, frame, view, r, 3));
  c.add(leftWindow(c, 0.45, 0.8, 70, 380, frame));
  c.add(sideArt(360, 0.62, 0.82, 190, 330, [pal.accent, pal.accent2, shade(pal.accent, 0.4)]));
  // rug
  c.add(quad([[-280, 0, 0.95], [280, 0, 0.95], [280, 0, 0.62], [-280, 0, 0.62]], pal.textile));
  c.add(quad([[-260, 0.5, 0.93], [260, 0.5, 0.93], [260, 0.5, 0.64], [-260, 0.5, 0.64]], shade(pal.textile, -0.08)));
  // sofa against the back wall
  const sofa = pal.accent;
  c.add(contactShadow(-220, 220, 0.84, 0.99));
  c.add(box(-220, 220, 0, 150, 0.93, 0.99, { front: shade(sofa, -0.05), top: shade(sofa, 0.1) }));
  c.add(box(-210, 210, 0, 72, 0.85, 0.93, { front: shade(sofa, -0.12), top: shade(sofa, 0.08) }));
  for (let i = 0; i < 3; i++) c.add(box(-200 + i * 135, -200 + (i + 1) * 135 - 5, 72, 88, 0.855, 0.93, { front: shade(sofa, -0.02), top: shade(sofa, 0.16), rx: 6 }));
  c.add(box(-236, -200, 0, 105, 0.85, 0.99, { front: shade(sofa, -0.18), top: shade(sofa, 0.05), rx: 8 }));
  c.add(box(200, 236, 0, 105, 0.85, 0.99, { front: shade(sofa, -0.18), top: shade(sofa, 0.05), rx: 8 }));
  // cushions
  for (const X of [-170, 110]) c.add(box(X, X + 62, 85, 140, 0.9, 0.92, { front: pal.accent2, rx: 10 }));
  // coffee table
  c.add(contactShadow(-120, 120, 0.7, 0.78, 0.18));
  c.add(box(-120, 120, 45, 58, 0.7, 0.78, { front: pal.wood, top: shade(pal.wood, 0.15) }));
  c.add(box(-112, -104, 0, 45, 0.71, 0.712, { front: pal.metal }), box(104, 112, 0, 45, 0.71, 0.712, { front: pal.metal }));
  c.add(box(-60, 10, 58, 66, 0.72, 0.75, { front: pal.accent2 }));
  const [vx, vy] = proj(60, 58, 0.74);
  c.add(ellipse(vx, vy - 22, 12, 24, shade(pal.textile, -0.2)));
  // floor lamp (right) and plant (left)
  const [lx, ly] = proj(300, 0, 0.9);
  const [, ltop] = proj(300, 300, 0.9);
  c.add(ellipse(lx, ly, 22, 5, pal.metal), rect(lx - 2, ltop, 4, ly - ltop, pal.metal));
  c.add(circle(lx, ltop + 10, 90, c.radial([[0, '#fff2cc', 0.55], [1, '#fff2cc', 0]])));
  c.add(poly([lx - 34, ltop + 40, lx + 34, ltop + 40, lx + 22, ltop - 10, lx - 22, ltop - 10], '#f6efdc'));
  c.add(plant(-300, 0.92, 1.1, shade(pal.wood, -0.2)));
  // armchair (right foreground)
  const chair = pal.accent2;
  c.add(contactShadow(190, 345, 0.64, 0.78));
  c.add(box(196, 340, 0, 88, 0.76, 0.78, { front: shade(chair, -0.2), top: shade(chair, 0.05), rx: 8 }));
  c.add(box(312, 345, 0, 140, 0.64, 0.78, { front: shade(chair, -0.22), side: shade(chair, -0.08), top: shade(chair, 0.05), rx: 8 }));
  c.add(box(200, 315, 0, 48, 0.66, 0.76, { front: shade(chair, -0.15), top: chair }));
  c.add(box(204, 312, 48, 64, 0.665, 0.755, { front: shade(chair, -0.05), top: shade(chair, 0.12), rx: 6 }));
  c.add(box(196, 340, 0, 88, 0.64, 0.66, { front: shade(chair, -0.1), top: shade(chair, 0.1), rx: 8 }));
  // ceiling spots
  for (const X of [-200, 0, 200]) for (const z of [0.6, 0.85]) {
    const [sx, sy] = proj(X, 420, z);
    c.add(ellipse(sx, sy, 12 / z, 3 / z, '#fffbe8'));
  }
}

function kitchen(c: Canvas, r: Rand, pal: RoomPalette, view: View): void {
  roomShell(c, pal, r.chance() ? 'tile' : 'wood', r);
  const cab = r.pick(['#f2f0eb', '#2f3b46', '#6f8577', '#e3ddd2', '#3b3f45', '#b8c4cc', pal.wood]);
  const counter = r.pick(['#f4f3f0', '#e8e4dc', '#2c2c2e', '#d9d6d0']);
  const handle = pal.metal;
  // backsplash
  const tile = c.pattern(`subway${pal.wall}`, 40, 20, rect(0, 0, 40, 20, shade(pal.textile, 0.3)) + rect(0, 18.5, 40, 1.5, '#cfcac2') + rect(19, 0, 1.5, 9.5, '#cfcac2') + rect(0, 9, 40, 1.2, '#cfcac2') + rect(39, 9.5, 1.5, 9.5, '#cfcac2'));
  c.add(onBack(-360, 150, 360, 265, tile));
  // window over sink + upper cabinets
  c.add(backWindow(c, -100, 190, 100, 360, '#f4f2ee', view, r, 2));
  for (const [a, b] of [[-360, -130], [130, 360]] as const) {
    c.add(box(a, b, 265, 410, 0.94, 1, { front: cab }));
    const n = Math.round((b - a) / 90);
    for (let i = 0; i < n; i++) {
      const X0 = a + ((b - a) * i) / n;
      const [x0, y1] = proj(X0 + 4, 405, 0.94);
      const [x1, y0] = proj(X0 + (b - a) / n - 4, 270, 0.94);
      c.add(rect(x0, y1, x1 - x0, y0 - y1, 'none', { stroke: shade(cab, -0.15), 'stroke-width': 2 }));
      c.add(rect(i % 2 === 0 ? x1 - 12 : x0 + 8, y0 - 40, 4, 30, handle));
    }
  }
  // lower cabinets + counter
  c.add(box(-360, 270, 0, 140, 0.9, 1, { front: cab }));
  for (let i = 0; i < 7; i++) {
    const X0 = -360 + i * 90;
    const [x0, y1] = proj(X0 + 4, 135, 0.9);
    const [x1, y0] = proj(X0 + 86, 10, 0.9);
    c.add(rect(x0, y1, x1 - x0, y0 - y1, 'none', { stroke: shade(cab, -0.15), 'stroke-width': 2 }));
    c.add(rect(x0 + (x1 - x0) / 2 - 18, y1 + 10, 36, 4, handle));
  }
  c.add(box(-362, 272, 140, 150, 0.895, 1, { front: counter, top: shade(counter, 0.05) }));
  const [fx, fy] = proj(0, 150, 0.95);
  c.add(path(`M${num(fx)} ${num(fy)} v -40 q 0 -14 14 -14 h 16`, 'none', { stroke: handle, 'stroke-width': 5 }));
  // fridge
  c.add(box(272, 360, 0, 350, 0.88, 1, { front: c.linear([[0, '#dfe2e5'], [1, '#b9bec4']], 0, 0, 1, 0), side: '#a9aeb4' }));
  const [rx0, ry] = proj(280, 200, 0.88);
  c.add(rect(rx0 + 6, ry - 60, 5, 120, '#8a8f96'));
  // island
  c.add(contactShadow(-230, 230, 0.64, 0.78));
  const islandC = r.chance(0.5) ? cab : r.pick([pal.wood, pal.accent, '#2f3b46']);
  c.add(box(-230, 230, 0, 140, 0.66, 0.78, { front: shade(islandC, -0.05), top: counter }));
  for (let X = -190; X < 230; X += 40) {
    const [px, py0] = proj(X, 8, 0.66);
    const [, py1] = proj(X, 132, 0.66);
    c.add(line(px, py0, px, py1, shade(islandC, -0.18), 2));
  }
  c.add(box(-240, 240, 140, 152, 0.645, 0.79, { front: counter, top: shade(counter, 0.04) }));
  const [bx, by] = proj(120, 152, 0.72);
  c.add(ellipse(bx, by - 2, 40, 8, pal.wood), circle(bx - 12, by - 10, 9, '#e0a030'), circle(bx + 8, by - 12, 9, '#c8402a'), circle(bx + 2, by - 20, 9, '#8ab040'));
  // stools
  for (const X of [-150, 0, 150]) {
    const [sx, sy] = proj(X, 0, 0.6);
    const [, st] = proj(X, 110, 0.6);
    c.add(line(sx - 18, sy, sx - 10, st, pal.metal, 4), line(sx + 18, sy, sx + 10, st, pal.metal, 4));
    c.add(ellipse(sx, st, 34, 10, pal.accent), rect(sx - 34, st, 68, 8, shade(pal.accent, -0.2)));
  }
  // pendant lights
  for (const X of [-140, 0, 140]) {
    const [px, ptop] = proj(X, 420, 0.72);
    const [, pb] = proj(X, 280, 0.72);
    c.add(line(px, ptop, px, pb, '#333', 1.5));
    c.add(circle(px, pb + 20, 80, c.radial([[0, '#fff1c4', 0.5], [1, '#fff1c4', 0]])));
    c.add(path(`M${num(px - 30)} ${num(pb + 26)} Q ${num(px)} ${num(pb - 26)} ${num(px + 30)} ${num(pb + 26)} Z`, pal.metal === '#8c9096' ? '#2a2a2c' : pal.metal));
    c.add(ellipse(px, pb + 26, 22, 4, '#fff4d0'));
  }
}

function bedroom(c: Canvas, r: Rand, pal: RoomPalette, view: View): void {
  const carpet = r.chance(0.3);
  roomShell(c, pal, carpet ? 'carpet' : 'wood', r);
  if (r.chance(0.5)) c.add(onBack(-360, 0, 360, 420, shade(pal.accent, 0.45), { opacity: 0.55 }));
  c.add(leftWindow(c, 0.5, 0.85, 70, 370, '#f4f2ee'));
  // curtains
  for (const [a, b] of [[0.47, 0.52], [0.83, 0.88]] as const) c.add(quad([[-358, 0, a], [-358, 0, b], [-358, 400, b], [-358, 400, a]], shade(pal.textile, -0.05)));
  // rug
  c.add(quad([[-300, 0, 0.98], [300, 0, 0.98], [300, 0, 0.6], [-300, 0, 0.6]], shade(pal.accent2, 0.35)));
  // headboard + bed
  c.add(box(-190, 190, 0, 210, 0.975, 0.995, { front: shade(pal.accent, -0.05), rx: 6 }));
  c.add(contactShadow(-170, 170, 0.66, 0.97));
  c.add(box(-170, 170, 0, 40, 0.66, 0.975, { front: pal.wood }));
  c.add(box(-172, 172, 40, 92, 0.655, 0.975, { front: pal.textile, top: shade(pal.textile, 0.35) }));
  c.add(box(-174, 174, 40, 95, 0.655, 0.78, { front: shade(pal.accent2, -0.05), top: pal.accent2 }));
  for (const X of [-150, 10]) c.add(box(X, X + 140, 92, 150, 0.93, 0.96, { front: '#ffffff', top: '#f6f6f6', rx: 14 }));
  for (const X of [-120, 30]) c.add(box(X, X + 90, 92, 135, 0.9, 0.92, { front: pal.accent2, rx: 12 }));
  // night tables + lamps
  for (const X of [-280, 200]) {
    c.add(contactShadow(X, X + 80, 0.9, 0.99));
    c.add(box(X, X + 80, 0, 95, 0.9, 0.99, { front: pal.wood, top: shade(pal.wood, 0.2) }));
    const [x0, y0] = proj(X + 6, 50, 0.9);
    const [x1] = proj(X + 74, 50, 0.9);
    c.add(line(x0, y0, x1, y0, shade(pal.wood, -0.25), 2));
    const [lx, ly] = proj(X + 40, 95, 0.95);
    c.add(circle(lx, ly - 70, 80, c.radial([[0, '#fff0c0', 0.5], [1, '#fff0c0', 0]])));
    c.add(rect(lx - 6, ly - 40, 12, 40, pal.metal), poly([lx - 28, ly - 40, lx + 28, ly - 40, lx + 20, ly - 88, lx - 20, ly - 88], '#f8f0dc'));
  }
  c.add(abstractArt(-130, 250, 130, 370, pal, r));
  c.add(plant(320, 0.8, 1.1, '#e8e2d8'));
  void view;
}

function bathroom(c: Canvas, r: Rand, pal: RoomPalette): void {
  const tileColor = r.pick(['#f4f3f0', '#e6ecee', '#e9e3da', '#dfe6e1', '#f1efe9']);
  const floorPal = { ...pal, textile: r.pick(['#9a9a98', '#c9c5bd', '#6f7276', '#d6d2ca']) };
  roomShell(c, { ...floorPal, wall: tileColor }, 'tile', r);
  const tiles = c.pattern(`tile${tileColor}`, 30, 60, rect(0, 0, 30, 60, tileColor) + rect(0, 58.5, 30, 1.5, shade(tileColor, -0.12)) + rect(28.5, 0, 1.5, 60, shade(tileColor, -0.12)));
  c.add(onBack(-360, 0, 360, 300, tiles));
  const accentWall = r.chance(0.5) ? shade(pal.accent, 0.2) : shade(tileColor, -0.05);
  c.add(onBack(-360, 300, 360, 420, accentWall));
  // freestanding tub (left)
  const [tx0, ty1] = proj(-330, 100, 0.9);
  const [tx1, ty0] = proj(-60, 0, 0.9);
  const tw = tx1 - tx0;
  const [fx, fy] = proj(-190, 0, 0.97);
  const [, ftop] = proj(-190, 140, 0.97);
  c.add(rect(fx - 3, ftop, 6, fy - ftop, pal.metal), path(`M${num(fx)} ${num(ftop)} q 0 -16 18 -16 q 16 0 16 16`, 'none', { stroke: pal.metal, 'stroke-width': 5 }));
  c.add(ellipse((tx0 + tx1) / 2, ty0 + 4, tw / 2 + 10, 14, '#000', { opacity: 0.15 }));
  c.add(path(`M${num(tx0)} ${num(ty1)} H${num(tx1)} C ${num(tx1)} ${num(ty0 - 20)}, ${num(tx1 - 30)} ${num(ty0)}, ${num(tx1 - 60)} ${num(ty0)} H ${num(tx0 + 60)} C ${num(tx0 + 30)} ${num(ty0)}, ${num(tx0)} ${num(ty0 - 20)}, ${num(tx0)} ${num(ty1)} Z`, c.linear([[0, '#ffffff'], [1, '#dcdcdc']])));
  c.add(ellipse((tx0 + tx1) / 2, ty1, tw / 2, 22, '#f7f7f7'), ellipse((tx0 + tx1) / 2, ty1 + 2, tw / 2 - 14, 14, '#d6e1e8'));
  // vanity (right) + mirror + sconces
  const vanity = r.pick([pal.wood, '#2f3b46', '#f2f0eb', '#6f8577']);
  c.add(contactShadow(60, 330, 0.88, 1));
  c.add(box(60, 330, 20, 140, 0.88, 1, { front: vanity }));
  c.add(box(55, 335, 140, 152, 0.875, 1, { front: '#f5f4f1', top: '#fbfbfa' }));
  const [sx, sy] = proj(195, 152, 0.94);
  c.add(ellipse(sx, sy - 10, 50, 18, '#ffffff'), ellipse(sx, sy - 14, 40, 10, '#dfe5ea'));
  c.add(rect(sx - 3, sy - 60, 6, 40, pal.metal), rect(sx - 3, sy - 60, 24, 5, pal.metal));
  const [mx0, my1] = proj(100, 380, 1);
  const [mx1, my0] = proj(290, 210, 1);
  c.add(rect(mx0 - 4, my1 - 4, mx1 - mx0 + 8, my0 - my1 + 8, pal.metal, { rx: 40 }));
  c.add(rect(mx0, my1, mx1 - mx0, my0 - my1, c.linear([[0, '#e9f0f3'], [1, '#b7c6cf']], 0, 0, 1, 1), { rx: 36 }));
  c.add(poly([mx0 + 30, my0 - 10, mx0 + 90, my1 + 10, mx0 + 110, my1 + 10, mx0 + 50, my0 - 10], '#ffffff', { opacity: 0.3 }));
  for (const X of [75, 315]) {
    const [lx, ly] = proj(X, 320, 1);
    c.add(circle(lx, ly, 50, c.radial([[0, '#fff2c8', 0.5], [1, '#fff2c8', 0]])), rect(lx - 6, ly - 20, 12, 40, '#fff7e0', { rx: 6 }));
  }
  // towel + plant
  const [hx, hy] = proj(360, 250, 0.75);
  c.add(quad([[358, 250, 0.72], [358, 250, 0.8], [358, 120, 0.8], [358, 120, 0.72]], pal.accent2));
  c.add(circle(hx, hy, 4, pal.metal));
  c.add(plant(-345, 0.8, 0.8, '#f0ede6'));
  const [wx0, wy1] = proj(-250, 400, 1);
  const [wx1, wy0] = proj(-140, 330, 1);
  c.add(rect(wx0, wy1, wx1 - wx0, wy0 - wy1, c.linear([[0, '#f4f9fc'], [1, '#c8dcea']])), rect(wx0, wy1, wx1 - wx0, wy0 - wy1, 'none', { stroke: '#f4f2ee', 'stroke-width': 6 }));
}

function balcony(c: Canvas, r: Rand, pal: RoomPalette): void {
  const sky = pickSky(r, 'summer');
  drawSky(c, sky, r, 560);
  // river + skyline + mountain
  c.add(path('M 0 470 Q 300 330 620 400 T 1200 430 V 560 H 0 Z', mix('#5a7a5a', sky.bottom, 0.35)));
  const skyline: string[] = [];
  for (let x = 60; x < 1150; ) {
    const w = r.range(40, 90);
    const h = r.range(60, 230);
    skyline.push(rect(x, 480 - h, w, h + 2, r.pick(['#8596a8', '#93a2b3', '#7a8a9c', '#a3afbd'])));
    for (let y = 480 - h + 10; y < 470; y += 16) skyline.push(rect(x + 6, y, w - 12, 4, '#c9d3dc', { opacity: 0.5 }));
    x += w + r.range(4, 30);
  }
  c.add(group(skyline));
  c.add(rect(0, 480, PW, 170, c.linear([[0, '#6f91ad'], [1, '#4f7392']])));
  for (let i = 0; i < 10; i++) c.add(rect(r.range(0, 1100), r.range(495, 630), r.range(40, 120), 2, '#ffffff', { opacity: 0.35 }));
  // balcony floor + railing
  const deck = r.pick(['#a88462', '#8c8c8a', '#b99a78']);
  c.add(poly([0, 640, PW, 640, PW, PH, 0, PH], c.linear([[0, deck], [1, shade(deck, -0.15)]])));
  for (let x = -400; x < 1600; x += 60) c.add(line(600 + (x - 600) * 0.6, 640, x, PH, shade(deck, -0.25), 1.5));
  c.add(rect(0, 560, PW, 82, '#dfeef5', { opacity: 0.35 }), rect(0, 552, PW, 10, '#3a3d42'), rect(0, 636, PW, 6, '#3a3d42'));
  for (let x = 0; x <= PW; x += 240) c.add(rect(x - 4, 552, 8, 90, '#3a3d42'));
  // wall + sliding door on the left
  c.add(poly([0, 0, 140, 80, 140, 660, 0, PH], shade(pal.wall, -0.1)));
  c.add(poly([30, 80, 120, 130, 120, 640, 30, 700], c.linear([[0, '#e8f0f4'], [1, '#a9bdca']])), poly([30, 80, 120, 130, 120, 640, 30, 700], 'none', { stroke: '#3a3d42', 'stroke-width': 6 }));
  // bistro set
  const tx = 700;
  const ty = 690;
  c.add(ellipse(tx, ty + 80, 130, 16, '#000', { opacity: 0.2 }), rect(tx - 5, ty - 40, 10, 120, pal.metal), ellipse(tx, ty + 80, 40, 8, pal.metal));
  c.add(ellipse(tx, ty - 34, 110, 20, shade(pal.metal, -0.1)), ellipse(tx, ty - 40, 110, 20, shade(pal.metal, 0.25)));
  c.add(rect(tx - 44, ty - 80, 26, 36, '#f2efe8', { rx: 3 }), path(`M${tx + 20} ${ty - 42} l 8 -52 h 18 l 8 52 Z`, '#ffffff', { opacity: 0.7 }));
  for (const [cx, flip] of [[470, 1], [930, -1]] as const) {
    const back = cx - flip * 56;
    c.add(line(cx - 48, ty + 8, cx - 56, ty + 100, pal.metal, 5), line(cx + 48, ty + 8, cx + 56, ty + 100, pal.metal, 5));
    c.add(line(back, ty + 8, back - flip * 12, ty - 110, pal.metal, 6));
    c.add(rect(cx - 60, ty - 8, 120, 18, pal.accent, { rx: 6 }));
    c.add(poly([back - 12, ty, back + 12, ty, back - flip * 12 + 12, ty - 100, back - flip * 12 - 12, ty - 100], shade(pal.accent, -0.1)));
  }
  c.add(rect(1000, 580, 160, 80, '#3a3d42'), shrub(1080, 590, 170, 90, { dark: '#2f5e2c', mid: '#4a8a3a', light: '#79b357' }));
}

function backyard(c: Canvas, r: Rand, pal: RoomPalette, lake: boolean): void {
  const season: Season = r.chance(0.25) ? 'autumn' : 'summer';
  const sky = pickSky(r, season);
  const f = foliage(r, season);
  const horizon = 470;
  drawSky(c, sky, r, horizon);
  if (lake) {
    c.add(poly([0, horizon, 0, 330, 260, 300, 520, 350, 800, 290, 1200, 340, 1200, horizon], mix('#3f5f4a', sky.bottom, 0.35)));
    for (let x = 0; x < PW; x += 40) c.add(pine(x, horizon + 5, r.range(60, 100), mix('#24412f', sky.bottom, 0.25)));
    c.add(rect(0, horizon, PW, 140, c.linear([[0, mix(sky.bottom, '#5b87a6', 0.6)], [1, '#3e6a88']])));
    for (let i = 0; i < 10; i++) c.add(rect(r.range(0, 1150), r.range(horizon + 10, horizon + 130), r.range(40, 140), 2, '#ffffff', { opacity: 0.3 }));
  } else {
    distantTrees(c, r, horizon, f, sky.bottom);
    for (let i = 0; i < 4; i++) c.add(i % 2 === 0 ? deciduousTree(80 + i * 300 + r.range(-60, 60), horizon - 20, r.range(120, 170), f, r) : pine(80 + i * 300 + r.range(-60, 60), horizon - 20, r.range(220, 300), '#2b4a35'));
    // wood fence
    const fence = r.pick(['#a88462', '#8a6a4e', '#c9b79c', '#6f6a64']);
    c.add(rect(0, horizon - 50, PW, 110, fence));
    for (let x = 0; x < PW; x += 22) c.add(rect(x, horizon - 50, 2, 110, shade(fence, -0.2)));
    c.add(rect(0, horizon - 56, PW, 8, shade(fence, -0.15)));
    c.add(rect(0, horizon + 60, PW, 80, c.linear([[0, '#6fa44b'], [1, '#4f8a3a']])));
    for (let i = 0; i < 5; i++) c.add(shrub(80 + i * 260 + r.range(-30, 30), horizon + 70, r.range(100, 150), 70, i % 2 === 0 ? EVERGREEN : f));
    for (let i = 0; i < 30; i++) c.add(circle(r.range(0, PW), r.range(horizon + 40, horizon + 80), 4, r.pick(['#e85a7a', '#f3d04a', '#ffffff', '#b06ad0'])));
  }
  // deck in the foreground
  const deck = r.pick(['#a67c55', '#8f6a48', '#b48d66', '#7d6a5c']);
  const deckTop = 610;
  c.add(rect(0, deckTop, PW, PH - deckTop, deck));
  for (let y = deckTop; y < PH; y += 8 + (y - deckTop) * 0.12) c.add(line(0, y, PW, y, shade(deck, -0.25), 1.5));
  c.add(rect(0, deckTop - 6, PW, 8, shade(deck, -0.3)));
  // railing
  if (lake) {
    c.add(rect(0, deckTop - 90, PW, 8, shade(deck, -0.2)));
    for (let x = 10; x < PW; x += 26) c.add(rect(x, deckTop - 84, 5, 80, shade(deck, -0.15)));
  }
  // table, umbrella, chairs
  const tx = r.range(520, 700);
  const umb = pal.accent;
  const tableTop = r.pick(['#f2efe8', '#2f3236', '#d8d2c6']);
  c.add(ellipse(tx, 735, 210, 22, '#000', { opacity: 0.2 }));
  c.add(rect(tx - 4, 430, 8, 222, '#e8e4dc'));
  c.add(path(`M ${num(tx - 230)} 470 Q ${num(tx)} 330 ${num(tx + 230)} 470 Z`, umb), path(`M ${num(tx - 230)} 470 Q ${num(tx - 115)} 492 ${num(tx)} 470 Q ${num(tx + 115)} 492 ${num(tx + 230)} 470 Z`, shade(umb, -0.2)));
  for (const k of [-0.5, 0, 0.5]) c.add(line(tx, 350, tx + k * 300, 468, shade(umb, -0.12), 2));
  c.add(rect(tx - 120, 660, 7, 70, '#3a3a3c'), rect(tx + 113, 660, 7, 70, '#3a3a3c'));
  c.add(ellipse(tx, 656, 140, 24, shade(tableTop, -0.15)), ellipse(tx, 650, 140, 24, tableTop));
  for (const [cx, dir] of [[tx - 240, -1], [tx + 240, 1]] as const) {
    const back = cx + dir * 48;
    c.add(line(cx - 40, 680, cx - 46, 740, '#3a3a3c', 5), line(cx + 40, 680, cx + 46, 740, '#3a3a3c', 5));
    c.add(line(back, 680, back + dir * 14, 580, '#3a3a3c', 6));
    c.add(rect(cx - 50, 664, 100, 18, pal.accent2, { rx: 6 }));
    c.add(poly([back - 10, 676, back + 10, 676, back + dir * 14 + 10, 588, back + dir * 14 - 10, 588], shade(pal.accent2, -0.1)));
  }
  if (!lake) {
    const bx = 1060;
    c.add(line(bx - 40, 640, bx - 46, 740, '#2f3236', 5), line(bx + 40, 640, bx + 46, 740, '#2f3236', 5), circle(bx - 46, 742, 8, '#2f3236'));
    c.add(rect(bx - 90, 622, 180, 10, '#4a4e54'));
    c.add(path(`M ${bx - 56} 630 v -40 q 0 -44 56 -44 q 56 0 56 44 v 40 Z`, '#2f3236'), rect(bx - 56, 592, 112, 4, '#55595f'), rect(bx - 14, 560, 28, 6, '#8a8e94', { rx: 3 }));
  }
  c.add(plant(-520, 0.5, 0.7, '#b0623a'));
}

function office(c: Canvas, r: Rand, pal: RoomPalette): void {
  roomShell(c, { ...pal, wall: '#eef0f1', textile: '#8a8f94' }, 'carpet', r);
  for (const X of [-340, -110, 120]) c.add(backWindow(c, X, 90, X + 210, 380, '#3a3d42', 'city', r, 2));
  c.add(plant(320, 0.92, 1.1, '#2f3236'), plant(-320, 0.9, 1, '#2f3236'));
  for (const row of [0.82, 0.66]) {
    for (const X0 of [-300, -40, 200]) {
      c.add(contactShadow(X0, X0 + 180, row, row + 0.08, 0.08));
      c.add(box(X0, X0 + 180, 110, 118, row, row + 0.08, { front: '#f2f0eb', top: '#fbfaf7' }));
      for (const lx of [X0 + 5, X0 + 170]) c.add(box(lx, lx + 5, 0, 110, row + 0.002, row + 0.006, { front: '#6f7378' }));
      const [mx, my] = proj(X0 + 90, 118, row + 0.05);
      c.add(rect(mx - 40, my - 58, 80, 50, '#2a2c30', { rx: 3 }), rect(mx - 36, my - 54, 72, 42, c.linear([[0, '#6fa0c8'], [1, '#2f5070']])), rect(mx - 3, my - 8, 6, 8, '#2a2c30'));
      const [cx, cy] = proj(X0 + 90, 0, row - 0.05);
      c.add(ellipse(cx, cy - 80, 30, 10, pal.accent), rect(cx - 26, cy - 140, 52, 56, shade(pal.accent, -0.1), { rx: 8 }), line(cx, cy - 76, cx, cy - 10, '#444', 4), line(cx - 24, cy, cx + 24, cy, '#444', 4));
    }
  }
  for (const X of [-200, 0, 200]) {
    const [px, py] = proj(X, 420, 0.72);
    const [, pb] = proj(X, 330, 0.72);
    c.add(line(px - 40, py, px - 40, pb, '#333', 1), line(px + 40, py, px + 40, pb, '#333', 1), rect(px - 70, pb, 140, 8, '#2a2a2c'), rect(px - 66, pb + 8, 132, 3, '#fff7dc'));
  }
}

function retail(c: Canvas, r: Rand, pal: RoomPalette): void {
  roomShell(c, { ...pal, textile: '#b9b4ab' }, 'tile', r);
  const shelf = r.pick(['#f2f0eb', pal.wood, '#2f3236']);
  for (const side of [-1, 1]) {
    const X = side * 358;
    for (const Y of [60, 150, 240, 330]) {
      c.add(quad([[X, Y, 0.45], [X, Y, 0.97], [X - side * 40, Y, 0.97], [X - side * 40, Y, 0.45]], shade(shelf, -0.1)));
      for (let z = 0.5; z < 0.95; z += 0.06) {
        const col = r.pick(['#c24b3a', '#e0b04a', '#3f7a8c', '#8a5a9a', '#f2efe8', '#4f7a4a']);
        c.add(quad([[X, Y, z], [X, Y, z + 0.035], [X, Y + 60, z + 0.035], [X, Y + 60, z]], col));
      }
    }
  }
  c.add(onBack(-300, 260, 300, 330, '#2b2f34'));
  for (let i = 0; i < 8; i++) c.add(onBack(-250 + i * 62, 280, -210 + i * 62, 310, '#f2e6c8'));
  c.add(contactShadow(-180, 180, 0.82, 0.92));
  c.add(box(-180, 180, 0, 120, 0.82, 0.92, { front: shelf, top: '#f6f4ef' }));
  const [rx, ry] = proj(100, 120, 0.86);
  c.add(rect(rx - 30, ry - 40, 60, 40, '#2a2c30', { rx: 4 }));
  for (const X of [-150, 150]) {
    c.add(contactShadow(X - 60, X + 60, 0.62, 0.7));
    c.add(box(X - 60, X + 60, 0, 90, 0.62, 0.7, { front: shade(pal.accent, -0.1), top: pal.accent }));
  }
  for (const X of [-240, -80, 80, 240]) for (const z of [0.55, 0.8]) {
    const [sx, sy] = proj(X, 420, z);
    c.add(ellipse(sx, sy, 14 / z, 4 / z, '#fffbe8'));
  }
}

const URBAN: readonly PropertyType[] = ['condo', 'penthouse', 'appartement', 'loft'];

function drawExterior(c: Canvas, r: Rand, type: PropertyType): void {
  switch (type) {
    case 'maison':
      return drawHouse(c, r, false);
    case 'villa':
      return drawHouse(c, r, true);
    case 'maison_de_ville':
      return drawTownhouses(c, r);
    case 'duplex':
      return drawPlex(c, r, 2);
    case 'triplex':
      return drawPlex(c, r, 3);
    case 'chalet':
      return drawChalet(c, r);
    case 'terrain':
      return drawTerrain(c, r, 0);
    case 'commercial':
      return drawCommercial(c, r);
    case 'condo':
    case 'penthouse':
    case 'appartement':
    case 'loft':
      return drawTower(c, r, type);
  }
}

/** 1200×800 WebP: index 0 is the exterior for the type, later indexes cycle through rooms. */
export async function renderPropertyPhoto(opts: { seed: string; type: PropertyType; index: number }): Promise<Buffer> {
  const { seed, type, index } = opts;
  const c = new Canvas(PW, PH);
  const r = new Rand(`${seed}|${type}|${index}`);
  const pal = roomPalette(new Rand(`${seed}|palette`));
  const urban = URBAN.includes(type);
  const view: View = urban ? 'city' : type === 'chalet' ? 'water' : 'trees';
  if (index <= 0) {
    drawExterior(c, new Rand(`${seed}|exterior|${type}`), type);
  } else if (type === 'terrain') {
    drawTerrain(c, r, index % 4);
  } else if (type === 'commercial') {
    const scenes = [() => office(c, r, pal), () => retail(c, r, pal), () => drawCommercial(c, r)] as const;
    scenes[(index - 1) % scenes.length]?.();
  } else {
    const scenes = [
      () => livingRoom(c, r, pal, view),
      () => kitchen(c, r, pal, view),
      () => bedroom(c, r, pal, view),
      () => bathroom(c, r, pal),
      () => (urban ? balcony(c, r, pal) : backyard(c, r, pal, type === 'chalet')),
    ] as const;
    scenes[(index - 1) % scenes.length]?.();
  }
  return c.webp(70);
}

// ───────────────────────────── broker portrait (400 × 400) ─────────────────────────────

function initialsOf(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** 400×400 WebP avatar: soft gradient, head-and-shoulders silhouette, small initials in a corner. */
export async function renderBrokerPortrait(opts: { seed: string; name: string }): Promise<Buffer> {
  const r = new Rand(`portrait|${opts.seed}`);
  const c = new Canvas(400, 400);
  const figure = shade(r.pick(['#3d5a80', '#2f4858', '#4a6670', '#5c5470', '#6b4f4f', '#3f5e5a', '#55606e', '#7a5c48', '#4f5d75', '#2e4a62']), r.range(-0.05, 0.08));
  const tint = r.pick(['#f4e9dc', '#e6eef4', '#efe8f2', '#e8f1ec', '#f3ece4', '#e9ecf3']);
  const bg1 = mix(tint, '#ffffff', 0.45);
  const bg2 = mix(tint, figure, 0.22);
  c.add(rect(0, 0, 400, 400, c.linear([[0, bg1], [1, bg2]], 0, 0, 0.6, 1)));
  c.add(circle(200, 190, 230, c.radial([[0, '#ffffff', 0.5], [1, '#ffffff', 0]])));
  const light = shade(figure, 0.1);
  // shoulders
  c.add(path('M 40 400 C 40 318, 104 264, 200 264 C 296 264, 360 318, 360 400 Z', c.linear([[0, light], [1, shade(figure, -0.06)]])));
  // neck
  c.add(path('M 176 220 H 224 V 266 Q 200 286 176 266 Z', shade(figure, -0.14)));
  // head
  c.add(circle(200, 172, 72, c.linear([[0, light], [1, figure]])));
  const initials = escapeXml(initialsOf(opts.name));
  if (initials) {
    c.add(rect(316, 346, 68, 38, '#ffffff', { rx: 19, opacity: 0.75 }));
    c.add(`<text x="350" y="371" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="18" font-weight="700" letter-spacing="1" fill="${shade(figure, -0.2)}">${initials}</text>`);
  }
  return c.webp(80);
}

// ───────────────────────────── blog cover (1200 × 630) ─────────────────────────────

/** 1200×630 WebP: flat, abstract architectural illustration. */
export async function renderBlogCover(opts: { seed: string; title: string }): Promise<Buffer> {
  const r = new Rand(`blog|${opts.seed}|${opts.title.length}`);
  const W = 1200;
  const H = 630;
  const c = new Canvas(W, H);
  const hue = r.range(0, 360);
  const dusk = r.chance(0.35);
  const top = dusk ? hsl(hue, 35, 26) : hsl(hue, 40, 80);
  const bottom = dusk ? hsl(hue + 35, 50, 60) : hsl(hue + 20, 45, 93);
  c.add(rect(0, 0, W, H, c.linear([[0, top], [1, bottom]])));
  const sunX = r.range(200, 1000);
  const sunY = r.range(150, 250);
  c.add(circle(sunX, sunY, 260, c.radial([[0, hsl(hue + 40, 80, 85), 0.5], [1, hsl(hue + 40, 80, 85), 0]])));
  c.add(circle(sunX, sunY, r.range(80, 120), hsl(hue + 40, 70, dusk ? 72 : 86)));
  for (let i = 0; i < 3; i++) c.add(circle(r.range(0, W), r.range(40, 280), r.range(20, 60), 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.3 }));
  const layers = [
    { base: hsl(hue + 10, 22, dusk ? 42 : 72), minH: 180, maxH: 380, y: 540 },
    { base: hsl(hue - 5, 28, dusk ? 30 : 56), minH: 130, maxH: 300, y: 585 },
    { base: hsl(hue - 20, 32, dusk ? 18 : 38), minH: 80, maxH: 200, y: 630 },
  ];
  for (const [li, layer] of layers.entries()) {
    const parts: string[] = [];
    for (let x = r.range(-60, 0); x < W; ) {
      const w = r.range(70, 170);
      const h = r.range(layer.minH, layer.maxH);
      const y0 = layer.y - h;
      const col = shade(layer.base, r.range(-0.06, 0.06));
      parts.push(rect(x, y0, w, h + 10, col));
      parts.push(rect(x + w * 0.62, y0, w * 0.38, h + 10, shade(col, -0.12)));
      const roof = r.int(0, 4);
      if (roof === 0) parts.push(poly([x, y0, x + w / 2, y0 - w * 0.45, x + w, y0], shade(col, -0.05)));
      if (roof === 1) parts.push(path(`M${num(x)} ${num(y0)} A ${num(w / 2)} ${num(w / 2)} 0 0 1 ${num(x + w)} ${num(y0)} Z`, shade(col, 0.05)));
      if (roof === 2) parts.push(rect(x + w * 0.4, y0 - 40, w * 0.2, 40, col), rect(x + w * 0.48, y0 - 70, w * 0.04, 30, col));
      const winC = dusk ? '#f6d48a' : shade(col, 0.4);
      const cols = Math.max(2, Math.floor(w / 34));
      for (let yy = y0 + 20; yy < layer.y - 30; yy += 30) {
        for (let k = 0; k < cols; k++) if (r.chance(dusk ? 0.45 : 0.75)) parts.push(rect(x + 12 + k * ((w - 24) / cols), yy, (w - 24) / cols - 8, 14, winC, { opacity: li === 0 ? 0.45 : 0.85 }));
      }
      x += w + r.range(-20, 25);
    }
    c.add(group(parts));
  }
  c.add(rect(0, H - 14, W, 14, hsl(hue - 20, 30, dusk ? 12 : 28)));
  return c.webp(72);
}

// ───────────────────────────── hero images (1920 × 1080) ─────────────────────────────

const HW = 1920;
const HH = 1080;

function stars(c: Canvas, r: Rand, n: number, maxY: number): void {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(circle(r.range(0, HW), r.range(0, maxY), r.range(0.8, 1.8), '#ffffff', { opacity: r.range(0.3, 0.8) }));
  c.add(group(parts));
}

function heroMontreal(c: Canvas, r: Rand): void {
  const water = 840;
  c.add(rect(0, 0, HW, water, c.span([[0, '#141c3a'], [0.45, '#3a3a6a'], [0.8, '#b0606a'], [1, '#f0a070']], 0, 0, 0, water)));
  stars(c, r, 70, 400);
  c.add(circle(1560, 250, 36, '#f6eed8'), circle(1560, 250, 140, c.radial([[0, '#f6eed8', 0.25], [1, '#f6eed8', 0]])));
  // Mont-Royal with its illuminated cross on the summit
  const mount = (x: number) => 478 + Math.pow(Math.abs(x - 520) / 820, 1.6) * 330;
  const mr: string[] = [];
  const ridge: number[] = [-40, water];
  for (let x = -40; x <= 1500; x += 20) ridge.push(x, mount(x) + 8);
  ridge.push(1500, water);
  mr.push(poly(ridge, '#262e48'));
  for (let x = -40; x <= 1500; x += 14) mr.push(circle(x + r.range(-4, 4), mount(x) + 10, r.range(9, 15), '#262e48'));
  c.add(group(mr));
  c.add(circle(520, 420, 70, c.radial([[0, '#fff4d0', 0.3], [1, '#fff4d0', 0]])));
  c.add(rect(517, 384, 6, 90, '#f4f0e0'), rect(499, 406, 42, 6, '#f4f0e0'));
  // skyline
  const parts: string[] = [];
  const winLit = '#f6cf7e';
  const drawBuilding = (x: number, w: number, h: number, color: string, crown: 'flat' | 'pyramid' | 'spire' | 'cross' = 'flat') => {
    const y = water - h;
    if (crown === 'cross') {
      // Place Ville Marie: cruciform plan, wings stepping back
      parts.push(rect(x - w * 0.35, y + 10, w * 1.7, h, shade(color, -0.1)));
    }
    parts.push(rect(x, y, w, h + 2, color));
    if (crown === 'pyramid') parts.push(poly([x, y, x + w / 2, y - w * 0.55, x + w, y], shade(color, 0.1)));
    if (crown === 'spire') parts.push(poly([x + w * 0.3, y, x + w / 2, y - 90, x + w * 0.7, y], color), rect(x + w / 2 - 1, y - 150, 2, 60, color));
    if (crown === 'flat') parts.push(rect(x + w * 0.2, y - 14, w * 0.6, 14, color));
    for (let yy = y + 14; yy < water - 10; yy += 18) {
      for (let xx = x + 6; xx < x + w - 8; xx += 14) if (r.chance(0.32)) parts.push(rect(xx, yy, 7, 8, winLit, { opacity: r.range(0.5, 0.95) }));
    }
  };
  const back = '#2f3654';
  for (let x = 300; x < 1380; ) {
    const w = r.range(50, 110);
    drawBuilding(x, w, r.range(120, 260), back);
    x += w + r.range(6, 30);
  }
  const front = '#1c2238';
  drawBuilding(700, 110, 420, front, 'pyramid');
  drawBuilding(880, 140, 380, front, 'cross');
  drawBuilding(1080, 90, 470, front, 'spire');
  drawBuilding(1200, 120, 340, '#232a44');
  drawBuilding(560, 100, 300, '#232a44');
  drawBuilding(1360, 80, 260, front);
  drawBuilding(420, 90, 220, front);
  for (let x = 0; x < 1380; ) {
    const w = r.range(40, 90);
    drawBuilding(x, w, r.range(40, 110), '#161b2e');
    x += w + r.range(0, 10);
  }
  c.add(group(parts));
  // Jacques-Cartier bridge on the right: deck, steel truss hump, piers
  const bridge = '#12162a';
  const deckY = water - 96;
  const truss: string[] = [rect(1360, deckY, 600, 12, bridge)];
  const top = (x: number) => deckY - 18 - 120 * Math.max(0, Math.sin(((x - 1440) / 380) * Math.PI));
  let d = `M 1400 ${num(top(1400))}`;
  for (let x = 1410; x <= 1860; x += 10) d += ` L ${x} ${num(top(x))}`;
  truss.push(path(d, 'none', { stroke: bridge, 'stroke-width': 7 }));
  for (let x = 1400, k = 0; x < 1860; x += 23, k++) {
    truss.push(line(x, deckY, x + 23, top(x + 23), bridge, 3));
    truss.push(line(x + 23, deckY, x + 23, top(x + 23), bridge, 2));
  }
  for (const px of [1440, 1630, 1820]) truss.push(rect(px - 10, deckY, 20, 96, bridge));
  truss.push(circle(1630, top(1630) - 20, 3, '#ff5a4a'));
  c.add(group(truss));
  c.add(path(`M 1360 ${water} Q 1650 ${water - 30} 1920 ${water - 24} V ${water} Z`, '#1e2236'));
  // river with reflections
  c.add(rect(0, water, HW, HH - water, c.span([[0, '#3a3450'], [1, '#0e1224']], 0, water, 0, HH)));
  for (let i = 0; i < 90; i++) {
    const x = r.range(300, 1700);
    c.add(rect(x, r.range(water + 6, HH - 20), r.range(10, 60), 2, winLit, { opacity: r.range(0.15, 0.45) }));
  }
  c.add(rect(0, 0, HW, HH, c.linear([[0, '#000000', 0.15], [0.5, '#000000', 0], [1, '#000000', 0.35]])));
}

function heroQuebec(c: Canvas, r: Rand): void {
  const water = 820;
  c.add(rect(0, 0, HW, water, c.span([[0, '#23284e'], [0.5, '#6a4f78'], [0.85, '#e0876a'], [1, '#f4b07a']], 0, 0, 0, water)));
  stars(c, r, 40, 300);
  c.add(circle(1500, 640, 90, '#fbd59a', { opacity: 0.9 }), circle(1500, 640, 320, c.radial([[0, '#ffd49a', 0.4], [1, '#ffd49a', 0]])));
  // far shore (Lévis)
  c.add(path(`M 1000 ${water} Q 1400 ${water - 60} 1920 ${water - 40} V ${water} Z`, '#4a3e5a'));
  // cliff (Cap Diamant)
  const cliff = '#2a2238';
  c.add(path(`M 0 540 L 260 560 L 520 560 L 760 575 L 1000 600 C 1060 640, 1080 720, 1120 ${water} L 0 ${water} Z`, cliff));
  c.add(path(`M 1000 600 C 1060 640, 1080 720, 1120 ${water} L 1060 ${water} C 1030 720, 1010 660, 960 620 Z`, '#3a3048'));
  // Château Frontenac: brick body with steep copper roofs, turrets and a central tower
  const body = '#3e2a36';
  const copper = '#2f5a56';
  const lit = '#f8cf86';
  const parts: string[] = [];
  const wing = (x: number, w: number, h: number) => {
    const base = 565;
    parts.push(rect(x, base - h, w, h + 4, body));
    parts.push(poly([x - 6, base - h, x + w + 6, base - h, x + w - 14, base - h - 70, x + 14, base - h - 70], copper));
    for (let k = 0; k < Math.floor(w / 36); k++) parts.push(poly([x + 18 + k * 36, base - h - 10, x + 34 + k * 36, base - h - 10, x + 26 + k * 36, base - h - 40], '#3a6a64'));
    for (let yy = base - h + 16; yy < base - 10; yy += 24) for (let xx = x + 10; xx < x + w - 12; xx += 18) if (r.chance(0.55)) parts.push(rect(xx, yy, 8, 12, lit, { opacity: r.range(0.6, 1) }));
  };
  const turret = (x: number, w: number, h: number) => {
    const base = 565;
    parts.push(rect(x, base - h, w, h + 4, body));
    parts.push(poly([x - 4, base - h, x + w + 4, base - h, x + w / 2, base - h - w * 1.8], copper));
    parts.push(rect(x + w / 2 - 1, base - h - w * 1.8 - 18, 2, 18, copper));
    for (let yy = base - h + 14; yy < base - 10; yy += 24) if (r.chance(0.7)) parts.push(rect(x + w / 2 - 4, yy, 8, 12, lit));
  };
  wing(300, 260, 150);
  wing(760, 240, 140);
  wing(520, 280, 200);
  turret(290, 36, 200);
  turret(540, 40, 250);
  turret(780, 34, 190);
  turret(990, 30, 170);
  // central tower
  parts.push(rect(600, 565 - 330, 120, 334, body));
  parts.push(poly([590, 235, 730, 235, 700, 125, 620, 125], copper), poly([620, 125, 700, 125, 660, 60], copper), rect(659, 30, 2, 30, copper));
  for (let k = 0; k < 3; k++) parts.push(poly([605 + k * 40, 225, 635 + k * 40, 225, 620 + k * 40, 180], '#3a6a64'));
  for (let yy = 250; yy < 555; yy += 26) for (let xx = 612; xx < 708; xx += 20) if (r.chance(0.6)) parts.push(rect(xx, yy, 9, 13, lit));
  c.add(circle(660, 420, 520, c.radial([[0, '#ffcf86', 0.14], [1, '#ffcf86', 0]])));
  c.add(group(parts));
  // terrace (Dufferin) lights + old town below
  for (let x = 260; x < 1000; x += 40) c.add(circle(x, 572, 3, '#ffe2a8'));
  const town: string[] = [];
  for (let x = 1080; x < 1400; x += r.range(30, 50)) {
    const h = r.range(40, 80);
    town.push(rect(x, water - h, 44, h, '#2e2538'), poly([x - 2, water - h, x + 46, water - h, x + 22, water - h - 26], '#3d3348'));
    if (r.chance(0.7)) town.push(rect(x + 16, water - h + 14, 10, 12, lit));
  }
  c.add(group(town));
  // river + ferry
  c.add(rect(0, water, HW, HH - water, c.span([[0, '#7a5a78'], [1, '#1a1830']], 0, water, 0, HH)));
  c.add(rect(1300, water + 4, 400, 6, '#ffd49a', { opacity: 0.5 }), rect(1380, water + 20, 240, 4, '#ffd49a', { opacity: 0.35 }), rect(1420, water + 40, 160, 3, '#ffd49a', { opacity: 0.25 }));
  for (let i = 0; i < 40; i++) c.add(rect(r.range(200, 1000), r.range(water + 10, HH - 30), r.range(10, 50), 2, lit, { opacity: r.range(0.1, 0.35) }));
  c.add(path(`M 1180 ${water + 90} h 200 l -20 26 h -160 Z`, '#1b1a28'), rect(1220, water + 66, 110, 24, '#25243a'));
  for (let k = 0; k < 6; k++) c.add(rect(1228 + k * 17, water + 72, 9, 8, lit));
  c.add(rect(0, 0, HW, HH, c.linear([[0, '#000000', 0.2], [0.5, '#000000', 0], [1, '#000000', 0.35]])));
}

function heroLaurentides(c: Canvas, r: Rand): void {
  const lakeY = 700;
  c.add(rect(0, 0, HW, lakeY, c.span([[0, '#2a3c5e'], [0.55, '#7a6a80'], [1, '#e8a070']], 0, 0, 0, lakeY)));
  c.add(circle(1350, 560, 70, '#ffd9a0', { opacity: 0.9 }), circle(1350, 560, 300, c.radial([[0, '#ffcf90', 0.35], [1, '#ffcf90', 0]])));
  const hills = (base: number, amp: number, color: string, phase: number, step: number) => {
    const pts: number[] = [0, lakeY];
    for (let x = 0; x <= HW; x += step) pts.push(x, base - Math.abs(Math.sin(x / 320 + phase)) * amp - Math.sin(x / 90 + phase) * 8);
    pts.push(HW, lakeY);
    return poly(pts, color);
  };
  c.add(hills(520, 160, '#4d4a66', 0.4, 40));
  // autumn forest: a near hill whose slope is covered in coloured crowns
  const autumn = ['#b5472a', '#d0682c', '#e09a36', '#8c3a26', '#c98a2e', '#a05a2a', '#6d5a2e', '#4a5a32'];
  const contour = (x: number) => 650 - Math.abs(Math.sin(x / 300 + 0.9)) * 120 - Math.sin(x / 70) * 6;
  const hill: number[] = [0, lakeY];
  for (let x = 0; x <= HW; x += 20) hill.push(x, contour(x) + 6);
  hill.push(HW, lakeY);
  c.add(poly(hill, '#4a2a24'));
  const forest: string[] = [];
  for (let x = -20; x < HW + 20; x += 15) {
    for (let y = contour(x); y < lakeY + 10; y += 17) forest.push(circle(x + r.range(-6, 6), y + r.range(-4, 6), r.range(11, 17), r.pick(autumn)));
  }
  c.add(group(forest, { opacity: 0.78 }));
  // lake with reflection
  c.add(rect(0, lakeY, HW, HH - lakeY, c.span([[0, '#8a5a4a'], [0.3, '#3a3a52'], [1, '#141a2c']], 0, lakeY, 0, HH)));
  const refl: string[] = [];
  for (let i = 0; i < 80; i++) refl.push(rect(r.range(0, HW), r.range(lakeY + 6, lakeY + 160), r.range(30, 160), 3, r.pick(autumn), { opacity: 0.35 }));
  refl.push(rect(1250, lakeY + 10, 200, 4, '#ffd9a0', { opacity: 0.5 }), rect(1290, lakeY + 30, 120, 3, '#ffd9a0', { opacity: 0.4 }));
  c.add(group(refl));
  // near shore with pines and a chalet
  c.add(path(`M 0 760 C 300 720, 600 760, 820 800 C 900 815, 1000 860, 1040 ${HH} L 0 ${HH} Z`, '#1a2218'));
  const chX = 380;
  const chY = 780;
  c.add(poly([chX - 130, chY, chX + 130, chY, chX, chY - 210], '#2a2420'), poly([chX - 90, chY, chX + 90, chY, chX, chY - 150], '#4a3a2e'));
  c.add(poly([chX - 60, chY - 8, chX + 60, chY - 8, chX, chY - 108], c.linear([[0, '#ffe2a0'], [1, '#f0a850']])));
  c.add(line(chX, chY - 8, chX, chY - 108, '#4a3a2e', 4), line(chX - 40, chY - 40, chX + 40, chY - 40, '#4a3a2e', 4));
  c.add(circle(chX, chY - 60, 140, c.radial([[0, '#ffcf86', 0.3], [1, '#ffcf86', 0]])));
  c.add(rect(chX + 120, chY + 6, 260, 10, '#3a2e26'));
  for (const px of [chX + 130, chX + 250, chX + 370]) c.add(rect(px, chY + 14, 6, 30, '#2a221c'));
  c.add(rect(chX + 110, chY + 40, 300, 6, '#ffcf86', { opacity: 0.15 }));
  for (const [x, h] of [[60, 380], [160, 300], [560, 340], [640, 260], [720, 360], [1700, 420], [1820, 360], [1600, 300]] as const) c.add(pine(x, x > 1500 ? HH + 40 : 800, h, '#15201a'));
  c.add(path(`M 1500 ${HH} C 1560 900, 1700 860, 1920 850 V ${HH} Z`, '#141c16'));
  c.add(rect(0, 0, HW, HH, c.linear([[0, '#000000', 0.2], [0.5, '#000000', 0], [1, '#000000', 0.3]])));
}

function heroVillage(c: Canvas, r: Rand): void {
  const street = 760;
  c.add(rect(0, 0, HW, street, c.span([[0, '#0f1a36'], [0.6, '#2c3f6e'], [1, '#5a6a9a']], 0, 0, 0, street)));
  stars(c, r, 80, 450);
  // distant snowy hills + church
  c.add(path(`M 0 560 C 400 470, 800 520, 1100 500 C 1400 480, 1700 520, 1920 500 V ${street} H 0 Z`, '#4a5a80'));
  const church = '#2a3458';
  c.add(rect(880, 400, 150, 180, church), poly([870, 400, 1040, 400, 955, 320], church), rect(930, 250, 50, 160, church), poly([924, 252, 986, 252, 955, 130], '#8a9ac0'), rect(953, 100, 4, 32, '#8a9ac0'), rect(945, 110, 20, 4, '#8a9ac0'));
  c.add(path('M 937 340 a 18 22 0 0 1 36 0 v 30 h -36 z', '#f6d28a'));
  // houses along the street
  const parts: string[] = [];
  const houseColors = ['#7a2e2e', '#2e4a6e', '#3e5a46', '#8a6a3a', '#5a3a5e', '#6e3a2a', '#2e5a5e'];
  const lit = '#f8cf86';
  let x = -40;
  while (x < HW) {
    const w = r.range(200, 300);
    const h = r.range(150, 230);
    const base = street;
    const top = base - h;
    const col = r.pick(houseColors);
    const roofH = r.range(90, 140);
    parts.push(rect(x, top, w, h, col));
    parts.push(poly([x - 16, top + 2, x + w + 16, top + 2, x + w / 2, top - roofH], '#1c2238'));
    parts.push(poly([x - 16, top + 2, x + w / 2, top - roofH, x + w + 16, top + 2, x + w - 6, top + 14, x + w / 2, top - roofH + 22, x + 6, top + 14], '#eef3fb'));
    parts.push(poly([x + 6, top - 4, x + w / 2, top - roofH + 26, x + w - 6, top - 4], '#dfe7f4', { opacity: 0.85 }));
    if (r.chance(0.6)) parts.push(rect(x + w * 0.7, top - roofH * 0.6, 24, 60, '#3a3030'), rect(x + w * 0.7 - 3, top - roofH * 0.6 - 8, 30, 10, '#eef3fb'));
    const nWin = Math.floor(w / 90);
    for (let k = 0; k < nWin; k++) {
      const wx = x + 30 + k * ((w - 60) / nWin);
      const on = r.chance(0.75);
      parts.push(rect(wx, top + 30, 44, 56, on ? lit : '#1c2440'), rect(wx + 20, top + 30, 4, 56, col), rect(wx - 4, top + 86, 52, 6, '#eef3fb'));
      if (on) parts.push(circle(wx + 22, top + 58, 60, c.radial([[0, '#ffcf86', 0.22], [1, '#ffcf86', 0]])));
    }
    parts.push(rect(x + w / 2 - 20, base - 80, 40, 80, shade(col, -0.4)));
    parts.push(rect(x, base - 10, w, 14, '#eef3fb'));
    x += w + r.range(20, 60);
  }
  c.add(group(parts));
  // snowy street
  c.add(rect(0, street, HW, HH - street, c.span([[0, '#8d9abd'], [1, '#39446a']], 0, street, 0, HH)));
  c.add(rect(0, street + 40, HW, 150, '#5d6a92', { opacity: 0.55 }));
  for (const y of [street + 70, street + 150]) c.add(rect(0, y, HW, 8, '#4a5680', { opacity: 0.6 }));
  c.add(rect(0, street + 190, HW, 10, '#b9c4dc', { opacity: 0.6 }));
  // street lamps
  for (const lx of [160, 620, 1300, 1760]) {
    const ly = lx < 960 ? HH - 60 : HH - 60;
    c.add(rect(lx - 5, ly - 420, 10, 420, '#12162a'), rect(lx - 22, ly - 440, 44, 26, '#12162a'), rect(lx - 16, ly - 436, 32, 18, '#ffe2a0'));
    c.add(circle(lx, ly - 425, 190, c.radial([[0, '#ffd68a', 0.45], [1, '#ffd68a', 0]])));
    c.add(ellipse(lx, ly, 200, 40, c.radial([[0, '#ffd68a', 0.35], [1, '#ffd68a', 0]])));
  }
  // snowfall
  const flakes: string[] = [];
  for (let i = 0; i < 260; i++) flakes.push(circle(r.range(0, HW), r.range(0, HH), r.range(1.2, 3.4), '#ffffff', { opacity: r.range(0.35, 0.85) }));
  c.add(group(flakes));
  c.add(rect(0, 0, HW, HH, c.linear([[0, '#000000', 0.15], [0.5, '#000000', 0], [1, '#000000', 0.3]])));
}

/** 1920×1080 WebP hero backgrounds (index 0..3), mid-dark so white text reads on top. */
export async function renderHeroImage(index: number): Promise<Buffer> {
  const c = new Canvas(HW, HH);
  const i = ((Math.floor(index) % 4) + 4) % 4;
  const r = new Rand(`hero|${i}`);
  if (i === 0) heroMontreal(c, r);
  else if (i === 1) heroQuebec(c, r);
  else if (i === 2) heroLaurentides(c, r);
  else heroVillage(c, r);
  let out = await c.webp(68);
  if (out.length > 118_000) out = await c.webp(55);
  return out;
}
