import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyRow, TopPage } from '../../../../../shared/analytics/periods';
import { formatNumber } from '../../../lib/format';
import { frAnalytics } from '../i18n/fr';

const t = frAnalytics;
const NAVY = '#1a3560';
const GOLD = '#a07f16';
const GRID = '#dbe3ee';
const shortDay = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const axisDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/**
 * Charts of the analytics screen, in their own lazy chunk (recharts is the back office's only chart
 * library and never reaches a public page). The figures they draw are also in the table or list next to
 * them, so the drawing is hidden from assistive technologies and only named by its wrapper.
 */
export function DailyChart({ rows }: { rows: DailyRow[] }) {
  return (
    <div role="img" aria-label={t.daily.chartLabel} className="h-72 w-full">
      <div aria-hidden="true" className="h-full w-full">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={axisDay} minTickGap={24} tick={{ fill: '#475569', fontSize: 12 }} />
            <YAxis allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} tick={{ fill: '#475569', fontSize: 12 }} width={48} />
            <Tooltip labelFormatter={(day) => axisDay(String(day))} formatter={(value) => formatNumber(Number(value))} />
            <Legend />
            <Area type="monotone" dataKey="pageViews" name={t.daily.pageViews} stroke={GOLD} fill={GOLD} fillOpacity={0.15} isAnimationActive={false} />
            <Area type="monotone" dataKey="visitors" name={t.daily.visitors} stroke={NAVY} fill={NAVY} fillOpacity={0.2} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

export function PagesChart({ pages }: { pages: TopPage[] }) {
  return (
    <div role="img" aria-label={t.pages.chartLabel} className="w-full" style={{ height: Math.max(160, pages.length * 36 + 40) }}>
      <div aria-hidden="true" className="h-full w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={pages} layout="vertical" margin={{ top: 0, right: 24, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} tick={{ fill: '#475569', fontSize: 12 }} />
            <YAxis type="category" dataKey="pageTitle" width={160} tick={{ fill: '#0b1f3a', fontSize: 12 }} />
            <Tooltip formatter={(value) => formatNumber(Number(value))} />
            <Bar dataKey="views" name={t.daily.pageViews} fill={NAVY} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
