import type { AnalyticsPeriod } from '../../../../../shared/analytics/periods';

export type AnalyticsTab = 'overview' | 'daily' | 'pages' | 'properties';

/** French text of the analytics screen (admin-and-platform.md §2 "Analytics"). */
export const frAnalytics = {
  title: 'Analytiques',
  intro: 'Fréquentation du site, pages et propriétés les plus consultées.',
  periodLabel: 'Période',
  periods: { 7: '7 jours', 30: '30 jours', 90: '90 jours' } satisfies Record<AnalyticsPeriod, string>,
  range: (from: string, to: string) => `Du ${from} au ${to}`,
  tabsLabel: 'Sections des analytiques',
  tabs: { overview: 'Aperçu', daily: 'Quotidien', pages: 'Pages', properties: 'Propriétés' } satisfies Record<AnalyticsTab, string>,
  metricsLabel: 'Indicateurs de la période',
  visitorsNote: 'Visiteurs uniques : visiteurs uniques par jour, additionnés (une personne revenue un autre jour compte de nouveau).',
  metrics: { visitors: 'Visiteurs uniques', pageViews: 'Pages vues', conversions: 'Conversions', conversionRate: 'Taux de conversion' },
  referrers: { title: 'Principales sources de trafic', direct: 'Accès direct', sessions: (n: string) => `${n} sessions`, empty: 'Aucune source de trafic pour cette période.' },
  overviewPages: { title: 'Pages les plus vues', empty: 'Aucune page vue pour cette période.' },
  daily: {
    title: 'Activité quotidienne',
    chartLabel: 'Visiteurs et pages vues par jour (les valeurs sont dans le tableau ci-dessous)',
    caption: 'Activité par jour',
    date: 'Date',
    visitors: 'Visiteurs',
    pageViews: 'Pages vues',
    conversions: 'Conversions',
    leads: 'Leads',
  },
  pages: { title: 'Top 10 des pages', chartLabel: 'Vues des 10 pages les plus consultées (les valeurs sont dans la liste)', views: (n: string) => `${n} vues`, empty: 'Aucune page vue pour cette période.' },
  properties: {
    title: 'Propriétés les plus consultées',
    intro: 'Les 20 propriétés actives les plus vues depuis leur mise en ligne.',
    caption: 'Propriétés par nombre de vues',
    rank: 'Rang',
    property: 'Propriété',
    city: 'Ville',
    views: 'Vues',
    action: 'Action',
    view: 'Voir',
    viewLabel: (title: string) => `Voir ${title} (s’ouvre dans un nouvel onglet)`,
    empty: 'Aucune propriété consultée pour le moment.',
  },
  noData: 'Aucune donnée de suivi pour cette période : les visites apparaissent ici lorsque des visiteurs acceptent le suivi.',
  chartLoading: 'Chargement du graphique…',
  loadErrorTitle: 'Erreur de chargement',
  loadErrorDescription: 'Impossible de charger les analytiques',
} as const;
