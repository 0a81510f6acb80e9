import type { Property } from '../../../../shared/properties/schema.js';
import type { DemoAgentKey } from './agents.js';

/**
 * A property as seeded. It is the `Property` entity without the server-owned or generated fields
 * (`id`, `createdAt`, `imageUrl`, `photosUrls`, `viewsCount`), with every optional field required so
 * the demo always exercises the full detail page, plus:
 * - `key`: stable slug, used to derive ids and photo seeds;
 * - `ageDays`: how many days before seeding the listing was created (`createdAt = now - ageDays`);
 * - `photoCount`: how many photos the seed step renders (index 0 is the exterior);
 * - `agentKeys`: linked brokers, the first one is the primary broker;
 * - `viewsCount`: the starting view counter.
 *
 * Money conventions: `propertyTaxesAnnual` (municipal + school), `insuranceAnnual` and
 * `maintenanceFees` (yearly upkeep budget) are per year; `hoaFees` (frais de copropriété) is per month
 * and is 0 unless the property is held in divided co-ownership (condo, penthouse, loft);
 * `closingCostsEstimate` = welcome tax (droits de mutation) + notary + inspection.
 * `surfaceArea` (m²) is derived from `areaSqft` (1 m² = 10.764 pi²), rounded.
 * The build year and parking are the ones each description states; features and amenities are given for some
 * listings only, so the demo also shows a listing that says nothing of them (the page then shows nothing).
 */
type OnlyWhenKnown = 'yearBuilt' | 'parkingSpaces' | 'features' | 'amenities';
export type DemoProperty = Required<Omit<Property, 'id' | 'createdAt' | 'updatedAt' | 'imageUrl' | 'photosUrls' | 'viewsCount' | OnlyWhenKnown>> &
  Partial<Pick<Property, OnlyWhenKnown>> & {
  key: string;
  ageDays: number;
  photoCount: number;
  agentKeys: [DemoAgentKey] | [DemoAgentKey, DemoAgentKey];
  viewsCount: number;
};

const SQFT_PER_M2 = 10.764;
const tour = (key: string) => `https://visite360.example/courtage-quebec/${key}`;

type RawProperty = Omit<DemoProperty, 'surfaceArea' | 'virtualTourUrl'>;

const raw: RawProperty[] = [
  {
    key: 'condo-griffintown-1',
    title: 'Condo de coin lumineux avec vue sur le canal de Lachine',
    description:
      "Construit en 2018, ce condo de coin au 9e étage offre une vue dégagée sur le canal de Lachine et le centre-ville. Aire ouverte baignée de lumière, cuisine avec îlot en quartz et électroménagers encastrés, deux chambres fermées et deux salles de bains complètes. L'immeuble propose une piscine sur le toit, un gym et 1 place de stationnement intérieure avec borne de recharge. À deux pas du marché Atwater et de la piste cyclable du canal.",
    price: 649_000, location: 'Griffintown, Montréal', propertyType: 'condo', status: 'disponible',
    bedrooms: 2, bathrooms: 2, areaSqft: 1_080, roomsCount: 5, mlsNumber: '21847563', rating: 4.6,
    isActive: true, isFeatured: true, daysOnMarket: 12, garageSpaces: 1, totalFloors: 14, fireplacePresent: false, basementType: 'Aucun',
    dpeEnergyClass: 'B', dpeGesClass: 'A', energyEfficiencyRating: 82, carbonFootprint: 6,
    heatingType: 'Thermopompe', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 4_350, hoaFees: 485, maintenanceFees: 600, insuranceAnnual: 620, closingCostsEstimate: 10_700,
    walkScore: 92, transitScore: 84, bikeScore: 96,
    yearBuilt: 2018, parkingSpaces: 1, features: ['Piscine sur le toit', 'Gym dans l’immeuble', 'Borne de recharge au stationnement'], amenities: ['Climatisation', 'Chauffage', 'Internet haute vitesse', 'Lave-vaisselle', 'Sécurité'],
    ageDays: 12, photoCount: 8, agentKeys: ['mei-lin-chen'], viewsCount: 1_284,
  },
  {
    key: 'penthouse-centre-ville-1',
    title: 'Penthouse sur deux niveaux avec terrasse panoramique',
    description:
      "Érigé en 2021 au sommet d'une tour résidentielle du centre-ville, ce penthouse sur deux niveaux offre des vues à 360° sur le mont Royal, le fleuve et les gratte-ciel. Plafonds de 12 pieds, cuisine européenne sur mesure, foyer au gaz, suite principale avec dressing et salle de bains spa, terrasse privée avec cuisine extérieure. Technologie domotique intégrée pour l'éclairage, les stores et la sécurité. 2 places de stationnement et service de conciergerie 24 h.",
    price: 3_295_000, location: 'Centre-ville, Montréal', propertyType: 'penthouse', status: 'disponible',
    bedrooms: 3, bathrooms: 3.5, areaSqft: 3_450, roomsCount: 9, mlsNumber: '19384752', rating: 4.9,
    isActive: true, isFeatured: true, daysOnMarket: 45, garageSpaces: 2, totalFloors: 32, fireplacePresent: true, basementType: 'Aucun',
    dpeEnergyClass: 'A', dpeGesClass: 'A', energyEfficiencyRating: 91, carbonFootprint: 4,
    heatingType: 'Plancher radiant', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 21_800, hoaFees: 2_150, maintenanceFees: 2_400, insuranceAnnual: 2_900, closingCostsEstimate: 88_300,
    walkScore: 98, transitScore: 100, bikeScore: 90,
    yearBuilt: 2021, parkingSpaces: 2,
    ageDays: 45, photoCount: 8, agentKeys: ['sophie-tremblay', 'mei-lin-chen'], viewsCount: 3_912,
  },
  {
    key: 'maison-westmount-1',
    title: 'Demeure victorienne restaurée au cœur de Westmount',
    description:
      "Construite en 1898 et entièrement restaurée, cette demeure victorienne en pierre grise allie boiseries d'origine, vitraux et moulures à un confort contemporain. Cinq chambres, bibliothèque, trois foyers au bois, cuisine de chef ouverte sur une verrière et sous-sol aménagé avec cave à vin. Jardin paysager privé, garage double et 4 places de stationnement au total. À quelques minutes du parc Westmount, de l'avenue Greene et des écoles privées réputées.",
    price: 4_250_000, location: 'Westmount, Montréal', propertyType: 'maison', status: 'disponible',
    bedrooms: 5, bathrooms: 4.5, areaSqft: 5_200, roomsCount: 16, mlsNumber: '27659301', rating: 4.8,
    isActive: true, isFeatured: true, daysOnMarket: 60, garageSpaces: 2, totalFloors: 3, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'D', dpeGesClass: 'C', energyEfficiencyRating: 58, carbonFootprint: 22,
    heatingType: 'Thermopompe', heatingFuel: 'Bi-énergie', airConditioning: 'Central',
    propertyTaxesAnnual: 38_500, hoaFees: 0, maintenanceFees: 9_500, insuranceAnnual: 6_800, closingCostsEstimate: 126_700,
    walkScore: 88, transitScore: 76, bikeScore: 70,
    yearBuilt: 1898, parkingSpaces: 4, features: ['Pierre grise d’origine', 'Boiseries restaurées', 'Jardin paysager'], amenities: ['Chauffage', 'Climatisation', 'Sécurité'],
    ageDays: 60, photoCount: 8, agentKeys: ['sophie-tremblay'], viewsCount: 4_520,
  },
  {
    key: 'triplex-plateau-1',
    title: 'Triplex aux escaliers extérieurs typiques du Plateau',
    description:
      "Construit en 1912, ce triplex en brique rouge avec ses escaliers extérieurs en fer forgé est un classique du Plateau-Mont-Royal. Le rez-de-chaussée de 5 ½ avec sous-sol est libre à l'acheteur; les deux logements de 4 ½ à l'étage sont loués à des locataires de longue date. Toiture refaite, fenêtres remplacées, cour arrière clôturée donnant sur une ruelle verte et 1 place de stationnement dans la ruelle. Métro Mont-Royal à 6 minutes de marche.",
    price: 1_385_000, location: 'Plateau-Mont-Royal, Montréal', propertyType: 'triplex', status: 'disponible',
    bedrooms: 6, bathrooms: 3, areaSqft: 3_400, roomsCount: 15, mlsNumber: '14582039', rating: 4.3,
    isActive: true, isFeatured: true, daysOnMarket: 22, garageSpaces: 0, totalFloors: 3, fireplacePresent: false, basementType: 'Non aménagé',
    dpeEnergyClass: 'E', dpeGesClass: 'D', energyEfficiencyRating: 48, carbonFootprint: 28,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 9_850, hoaFees: 0, maintenanceFees: 6_500, insuranceAnnual: 4_200, closingCostsEstimate: 27_050,
    walkScore: 97, transitScore: 88, bikeScore: 98,
    yearBuilt: 1912, parkingSpaces: 1, features: ['Escaliers extérieurs en fer forgé', 'Trois logements loués'],
    ageDays: 22, photoCount: 6, agentKeys: ['marc-andre-gagnon', 'isabelle-roy'], viewsCount: 1_870,
  },
  {
    key: 'duplex-rosemont-1',
    title: 'Duplex de caractère près de la Promenade Masson',
    description:
      "Construit en 1925, ce duplex de Rosemont a conservé son cachet d'antan : plafonds hauts, boiseries et planchers de bois franc. Le propriétaire occupant profite d'un rez-de-chaussée de 6 ½ avec sous-sol aménagé et salle familiale, tandis que le logement du haut, un 5 ½ rénové, génère un revenu stable. Cour arrière ensoleillée, cabanon et 1 place de stationnement. Promenade Masson, écoles primaires et parc Molson à distance de marche.",
    price: 899_000, location: 'Rosemont–La Petite-Patrie, Montréal', propertyType: 'duplex', status: 'disponible',
    bedrooms: 5, bathrooms: 2, areaSqft: 2_150, roomsCount: 11, mlsNumber: '23019846', rating: 3.9,
    isActive: true, isFeatured: false, daysOnMarket: 8, garageSpaces: 0, totalFloors: 2, fireplacePresent: false, basementType: 'Aménagé',
    dpeEnergyClass: 'D', dpeGesClass: 'C', energyEfficiencyRating: 60, carbonFootprint: 15,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 6_900, hoaFees: 0, maintenanceFees: 3_500, insuranceAnnual: 2_600, closingCostsEstimate: 15_900,
    walkScore: 93, transitScore: 80, bikeScore: 92,
    yearBuilt: 1925, parkingSpaces: 1,
    ageDays: 8, photoCount: 6, agentKeys: ['isabelle-roy'], viewsCount: 412,
  },
  {
    key: 'maison-outremont-1',
    title: "Maison jumelée de prestige près de l'avenue Laurier",
    description:
      "Construite en 1931 dans une rue bordée d'érables, cette maison jumelée d'Outremont a été rénovée de fond en comble par un architecte reconnu. Salon double avec foyer au gaz, cuisine ouverte sur la salle à manger et le jardin, quatre chambres à l'étage dont une suite parentale avec dressing. Sous-sol aménagé avec plancher radiant, garage simple et 2 places de stationnement. Avenue Laurier, parc Saint-Viateur et écoles à quelques pas.",
    price: 2_650_000, location: 'Outremont, Montréal', propertyType: 'maison', status: 'en_attente',
    bedrooms: 4, bathrooms: 3.5, areaSqft: 3_600, roomsCount: 13, mlsNumber: '16734920', rating: 4.7,
    isActive: true, isFeatured: true, daysOnMarket: 35, garageSpaces: 1, totalFloors: 3, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'C', energyEfficiencyRating: 66, carbonFootprint: 14,
    heatingType: 'Plancher radiant', heatingFuel: 'Gaz naturel', airConditioning: 'Central',
    propertyTaxesAnnual: 24_300, hoaFees: 0, maintenanceFees: 6_500, insuranceAnnual: 4_900, closingCostsEstimate: 65_000,
    walkScore: 90, transitScore: 74, bikeScore: 88,
    yearBuilt: 1931, parkingSpaces: 2,
    ageDays: 35, photoCount: 7, agentKeys: ['isabelle-roy', 'sophie-tremblay'], viewsCount: 2_140,
  },
  {
    key: 'loft-saint-henri-1',
    title: 'Loft industriel dans une ancienne manufacture',
    description:
      "Cette ancienne manufacture de textiles construite en 1902 a été convertie en lofts d'exception. Plafonds de 14 pieds, murs de brique et poutres d'origine, immenses fenêtres industrielles orientées plein sud. Mezzanine servant de bureau, cuisine en acier inoxydable et salle de bains avec douche à l'italienne. Technologie domotique pour l'éclairage, le chauffage et les stores. 1 place de stationnement intérieure, à deux pas du marché Atwater et du canal.",
    price: 725_000, location: 'Saint-Henri, Montréal', propertyType: 'loft', status: 'disponible',
    bedrooms: 1, bathrooms: 1.5, areaSqft: 1_250, roomsCount: 4, mlsNumber: '20476318', rating: 3.8,
    isActive: true, isFeatured: false, daysOnMarket: 18, garageSpaces: 1, totalFloors: 5, fireplacePresent: false, basementType: 'Aucun',
    dpeEnergyClass: 'C', dpeGesClass: 'B', energyEfficiencyRating: 70, carbonFootprint: 9,
    heatingType: 'Plancher radiant', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 4_650, hoaFees: 410, maintenanceFees: 500, insuranceAnnual: 590, closingCostsEstimate: 12_250,
    walkScore: 91, transitScore: 83, bikeScore: 97,
    yearBuilt: 1902, parkingSpaces: 1,
    ageDays: 18, photoCount: 5, agentKeys: ['mei-lin-chen'], viewsCount: 655,
  },
  {
    key: 'loft-vieux-montreal-1',
    title: 'Loft en pierre au cachet rare dans le Vieux-Montréal',
    description:
      "Construit en 1870 pour un négociant en grains, cet immeuble en pierre du Vieux-Montréal abrite un loft de deux chambres au cachet rare : murs de pierre, poutres de bois massif, foyer au bois et fenêtres à guillotine restaurées. Loué meublé jusqu'en juin à un locataire corporatif, il représente un placement de prestige. 1 place de stationnement intérieure incluse, à quelques pas de la place Jacques-Cartier et du Vieux-Port.",
    price: 1_150_000, location: 'Vieux-Montréal, Montréal', propertyType: 'loft', status: 'loue',
    bedrooms: 2, bathrooms: 2, areaSqft: 1_780, roomsCount: 6, mlsNumber: '25831407', rating: 4.4,
    isActive: true, isFeatured: false, daysOnMarket: 90, garageSpaces: 1, totalFloors: 6, fireplacePresent: true, basementType: 'Aucun',
    dpeEnergyClass: 'C', dpeGesClass: 'C', energyEfficiencyRating: 64, carbonFootprint: 11,
    heatingType: 'Plancher radiant', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 7_900, hoaFees: 690, maintenanceFees: 700, insuranceAnnual: 880, closingCostsEstimate: 20_950,
    walkScore: 99, transitScore: 95, bikeScore: 89,
    yearBuilt: 1870, parkingSpaces: 1,
    ageDays: 90, photoCount: 7, agentKeys: ['sophie-tremblay'], viewsCount: 2_860,
  },
  {
    key: 'condo-vieux-quebec-1',
    title: 'Condo patrimonial intra-muros avec vue sur le fleuve',
    description:
      "Construit en 1840 et converti en copropriété, cet immeuble en pierre intra-muros abrite un condo de deux chambres avec vue sur le fleuve Saint-Laurent et Lévis. Poutres apparentes, foyer décoratif, fenêtres à carreaux et planchers de pin d'origine côtoient une cuisine et une salle de bains refaites avec goût. 1 place de stationnement louée à proximité. Château Frontenac, terrasse Dufferin et restaurants à quelques minutes de marche.",
    price: 549_000, location: 'Vieux-Québec, Québec', propertyType: 'condo', status: 'disponible',
    bedrooms: 2, bathrooms: 1, areaSqft: 1_020, roomsCount: 5, mlsNumber: '11290573', rating: 4.5,
    isActive: true, isFeatured: true, daysOnMarket: 28, garageSpaces: 0, totalFloors: 4, fireplacePresent: true, basementType: 'Aucun',
    dpeEnergyClass: 'D', dpeGesClass: 'C', energyEfficiencyRating: 57, carbonFootprint: 12,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 4_100, hoaFees: 390, maintenanceFees: 450, insuranceAnnual: 560, closingCostsEstimate: 9_450,
    walkScore: 96, transitScore: 78, bikeScore: 62,
    yearBuilt: 1840, parkingSpaces: 1,
    ageDays: 28, photoCount: 6, agentKeys: ['jean-philippe-bouchard'], viewsCount: 1_510,
  },
  {
    key: 'maison-sillery-1',
    title: 'Maison de style Cape Cod sur terrain boisé à Sillery',
    description:
      "Construite en 1948 sur un grand terrain boisé, cette maison de style Cape Cod a été agrandie et modernisée avec soin. Quatre chambres, bureau, salon avec foyer au bois et cuisine ouverte sur une verrière donnant sur le jardin. Sous-sol aménagé avec salle familiale et atelier. Garage attaché et 3 places de stationnement. Tout près du chemin Saint-Louis, des plaines d'Abraham et des écoles de Sillery.",
    price: 1_275_000, location: 'Sillery, Québec', propertyType: 'maison', status: 'offre_acceptee',
    bedrooms: 4, bathrooms: 2.5, areaSqft: 3_100, roomsCount: 12, mlsNumber: '10948265', rating: 4.2,
    isActive: true, isFeatured: false, daysOnMarket: 34, garageSpaces: 1, totalFloors: 2, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'D', dpeGesClass: 'D', energyEfficiencyRating: 55, carbonFootprint: 19,
    heatingType: 'Thermopompe', heatingFuel: 'Bi-énergie', airConditioning: 'Central',
    propertyTaxesAnnual: 11_200, hoaFees: 0, maintenanceFees: 5_200, insuranceAnnual: 3_600, closingCostsEstimate: 31_450,
    walkScore: 62, transitScore: 58, bikeScore: 55,
    yearBuilt: 1948, parkingSpaces: 3,
    ageDays: 40, photoCount: 7, agentKeys: ['jean-philippe-bouchard'], viewsCount: 1_730,
  },
  {
    key: 'maison-de-ville-limoilou-1',
    title: 'Maison de ville avec terrasse sur le toit à Limoilou',
    description:
      "Construite en 2012, cette maison de ville sur trois niveaux offre une cuisine à aire ouverte, trois chambres, une salle de bains et une salle d'eau. Terrasse sur le toit avec vue sur les Laurentides, thermopompe murale et rangement au sous-sol. 2 places de stationnement extérieures en tandem. Quartier vivant, à distance de marche de la 3e Avenue, de ses cafés et du parc Cartier-Brébeuf.",
    price: 459_000, location: 'Limoilou, Québec', propertyType: 'maison_de_ville', status: 'disponible',
    bedrooms: 3, bathrooms: 1.5, areaSqft: 1_450, roomsCount: 8, mlsNumber: '13376014', rating: 3.7,
    isActive: true, isFeatured: false, daysOnMarket: 5, garageSpaces: 0, totalFloors: 3, fireplacePresent: false, basementType: 'Non aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'B', energyEfficiencyRating: 68, carbonFootprint: 8,
    heatingType: 'Thermopompe', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 3_850, hoaFees: 0, maintenanceFees: 1_900, insuranceAnnual: 1_250, closingCostsEstimate: 7_600,
    walkScore: 88, transitScore: 72, bikeScore: 84,
    yearBuilt: 2012, parkingSpaces: 2,
    ageDays: 5, photoCount: 5, agentKeys: ['jean-philippe-bouchard'], viewsCount: 188,
  },
  {
    key: 'maison-levis-1',
    title: 'Bungalow rénové avec piscine à Saint-Romuald',
    description:
      "Construit en 1978 et rénové avec goût, ce bungalow de plain-pied offre une cuisine refaite, une salle de bains avec douche en céramique et trois chambres au rez-de-chaussée. Le sous-sol aménagé comprend un poêle à bois et une grande salle de jeux. Garage simple et 4 places de stationnement dans l'entrée asphaltée. Terrain paysager avec piscine hors terre et cabanon. Accès rapide aux ponts et au traversier Québec-Lévis.",
    price: 529_000, location: 'Saint-Romuald, Lévis', propertyType: 'maison', status: 'disponible',
    bedrooms: 3, bathrooms: 2, areaSqft: 1_650, roomsCount: 10, mlsNumber: '18820437', rating: 3.8,
    isActive: true, isFeatured: false, daysOnMarket: 70, garageSpaces: 1, totalFloors: 1, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'C', energyEfficiencyRating: 63, carbonFootprint: 13,
    heatingType: 'Thermopompe', heatingFuel: 'Bi-énergie', airConditioning: 'Central',
    propertyTaxesAnnual: 4_700, hoaFees: 0, maintenanceFees: 2_400, insuranceAnnual: 1_650, closingCostsEstimate: 9_050,
    walkScore: 45, transitScore: 40, bikeScore: 48,
    yearBuilt: 1978, parkingSpaces: 4,
    ageDays: 70, photoCount: 6, agentKeys: ['jean-philippe-bouchard'], viewsCount: 960,
  },
  {
    key: 'maison-laval-1',
    title: 'Cottage familial avec piscine creusée à Sainte-Dorothée',
    description:
      "Construit en 2006 dans un croissant paisible de Sainte-Dorothée, ce cottage offre quatre chambres à l'étage dont une suite parentale, une cuisine avec îlot et comptoirs de quartz et un salon double hauteur avec foyer au bois. Sous-sol aménagé avec cinéma maison et bureau. Cour arrière intime avec piscine creusée chauffée. Garage double et 4 places de stationnement. Près de la gare Sainte-Dorothée et de l'autoroute 13.",
    price: 879_000, location: 'Sainte-Dorothée, Laval', propertyType: 'maison', status: 'disponible',
    bedrooms: 4, bathrooms: 2.5, areaSqft: 2_650, roomsCount: 12, mlsNumber: '22614958', rating: 4.4,
    isActive: true, isFeatured: true, daysOnMarket: 15, garageSpaces: 2, totalFloors: 2, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'B', dpeGesClass: 'B', energyEfficiencyRating: 76, carbonFootprint: 7,
    heatingType: 'Thermopompe', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 6_950, hoaFees: 0, maintenanceFees: 3_200, insuranceAnnual: 2_100, closingCostsEstimate: 19_550,
    walkScore: 38, transitScore: 42, bikeScore: 45,
    yearBuilt: 2006, parkingSpaces: 4,
    ageDays: 15, photoCount: 8, agentKeys: ['karim-benali'], viewsCount: 1_120,
  },
  {
    key: 'condo-laval-1',
    title: 'Condo de deux chambres près du Centropolis',
    description:
      "Construit en 2016, ce condo de deux chambres au 5e étage offre de grandes fenêtres, une cuisine ouverte avec îlot, un espace laveuse-sécheuse et un balcon orienté ouest pour profiter des couchers de soleil. 1 place de stationnement intérieure et un casier de rangement sont inclus. L'immeuble dispose d'un gym et d'une salle communautaire. À proximité du Carrefour Laval, du Centropolis et de l'autoroute 15.",
    price: 419_000, location: 'Chomedey, Laval', propertyType: 'condo', status: 'disponible',
    bedrooms: 2, bathrooms: 1, areaSqft: 940, roomsCount: 5, mlsNumber: '24190685', rating: 3.6,
    isActive: true, isFeatured: false, daysOnMarket: 26, garageSpaces: 1, totalFloors: 8, fireplacePresent: false, basementType: 'Aucun',
    dpeEnergyClass: 'B', dpeGesClass: 'A', energyEfficiencyRating: 79, carbonFootprint: 5,
    heatingType: 'Thermopompe', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 3_050, hoaFees: 310, maintenanceFees: 400, insuranceAnnual: 480, closingCostsEstimate: 6_800,
    walkScore: 70, transitScore: 74, bikeScore: 60,
    yearBuilt: 2016, parkingSpaces: 1,
    ageDays: 26, photoCount: 5, agentKeys: ['karim-benali'], viewsCount: 301,
  },
  {
    key: 'maison-de-ville-longueuil-1',
    title: 'Maison de ville en rangée dans le Vieux-Longueuil',
    description:
      "Construite en 2010 à deux pas de la rue Saint-Charles, cette maison de ville en rangée offre trois chambres, deux salles de bains et une salle d'eau, un salon avec foyer au gaz et une cuisine ouverte sur une terrasse privée. Sous-sol aménagé avec salle familiale. Garage simple et 2 places de stationnement. Métro Longueuil–Université-de-Sherbrooke à dix minutes en autobus, parc Marie-Victorin à vélo.",
    price: 565_000, location: 'Vieux-Longueuil, Longueuil', propertyType: 'maison_de_ville', status: 'vendu',
    bedrooms: 3, bathrooms: 2.5, areaSqft: 1_720, roomsCount: 9, mlsNumber: '15067329', rating: 4.0,
    isActive: false, isFeatured: false, daysOnMarket: 42, garageSpaces: 1, totalFloors: 3, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'B', dpeGesClass: 'B', energyEfficiencyRating: 74, carbonFootprint: 8,
    heatingType: 'Thermopompe', heatingFuel: 'Gaz naturel', airConditioning: 'Central',
    propertyTaxesAnnual: 4_900, hoaFees: 0, maintenanceFees: 2_000, insuranceAnnual: 1_400, closingCostsEstimate: 10_150,
    walkScore: 80, transitScore: 85, bikeScore: 78,
    yearBuilt: 2010, parkingSpaces: 2,
    ageDays: 110, photoCount: 4, agentKeys: ['marc-andre-gagnon'], viewsCount: 2_040,
  },
  {
    key: 'duplex-saint-hubert-1',
    title: 'Duplex jumelé clé en main à Saint-Hubert',
    description:
      "Construit en 1988, ce duplex jumelé comprend deux logements de 5 ½ avec entrées indépendantes, compteurs séparés et cours privées. Thermostats intelligents, serrures connectées et détecteurs de fuite : une technologie qui simplifie la gestion à distance. Revêtement et balcons refaits, sous-sol aménagé pour le logement du bas. 4 places de stationnement. Revenus bruts de 22 800 $ par année, près de l'autoroute 30 et des écoles.",
    price: 689_000, location: 'Saint-Hubert, Longueuil', propertyType: 'duplex', status: 'disponible',
    bedrooms: 5, bathrooms: 2, areaSqft: 2_300, roomsCount: 11, mlsNumber: '26395081', rating: 3.9,
    isActive: true, isFeatured: false, daysOnMarket: 33, garageSpaces: 0, totalFloors: 2, fireplacePresent: false, basementType: 'Aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'C', energyEfficiencyRating: 65, carbonFootprint: 12,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 5_300, hoaFees: 0, maintenanceFees: 3_800, insuranceAnnual: 2_300, closingCostsEstimate: 13_850,
    walkScore: 55, transitScore: 52, bikeScore: 60,
    yearBuilt: 1988, parkingSpaces: 4,
    ageDays: 33, photoCount: 6, agentKeys: ['marc-andre-gagnon', 'karim-benali'], viewsCount: 540,
  },
  {
    key: 'maison-aylmer-1',
    title: 'Maison à étages dans un secteur boisé d’Aylmer',
    description:
      "Construite en 1994 sur une rue tranquille bordée d'arbres matures, cette maison à étages offre quatre chambres, un bureau au rez-de-chaussée, une cuisine rénovée avec îlot et un salon avec foyer au bois. Sous-sol aménagé avec salle de jeux. Garage simple et 3 places de stationnement. Cour arrière sans voisin arrière. À proximité de la marina d'Aylmer, des pistes cyclables et à 20 minutes du centre-ville d'Ottawa.",
    price: 615_000, location: 'Aylmer, Gatineau', propertyType: 'maison', status: 'disponible',
    bedrooms: 4, bathrooms: 2, areaSqft: 2_200, roomsCount: 11, mlsNumber: '17503862', rating: 4.1,
    isActive: true, isFeatured: false, daysOnMarket: 50, garageSpaces: 1, totalFloors: 2, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'C', energyEfficiencyRating: 67, carbonFootprint: 12,
    heatingType: 'Thermopompe', heatingFuel: 'Bi-énergie', airConditioning: 'Central',
    propertyTaxesAnnual: 5_600, hoaFees: 0, maintenanceFees: 2_600, insuranceAnnual: 1_750, closingCostsEstimate: 11_650,
    walkScore: 42, transitScore: 45, bikeScore: 58,
    yearBuilt: 1994, parkingSpaces: 3,
    ageDays: 50, photoCount: 6, agentKeys: ['olivier-lavoie'], viewsCount: 880,
  },
  {
    key: 'condo-hull-1',
    title: 'Condo avec vue sur la rivière des Outaouais',
    description:
      "Construit en 2019, ce condo de deux chambres au 8e étage offre une vue sur la rivière des Outaouais et la colline du Parlement. Cuisine avec îlot, planchers de bois d'ingénierie, grande fenestration et balcon vitré. 1 place de stationnement intérieure et un rangement privé. L'immeuble propose un gym et une terrasse commune. À pied du Musée canadien de l'histoire, du Rapibus et des ponts vers Ottawa.",
    price: 349_000, location: 'Hull, Gatineau', propertyType: 'condo', status: 'disponible',
    bedrooms: 2, bathrooms: 1, areaSqft: 880, roomsCount: 5, mlsNumber: '12758340', rating: 3.7,
    isActive: true, isFeatured: false, daysOnMarket: 19, garageSpaces: 1, totalFloors: 12, fireplacePresent: false, basementType: 'Aucun',
    dpeEnergyClass: 'B', dpeGesClass: 'A', energyEfficiencyRating: 80, carbonFootprint: 5,
    heatingType: 'Thermopompe', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 2_900, hoaFees: 295, maintenanceFees: 350, insuranceAnnual: 460, closingCostsEstimate: 5_750,
    walkScore: 86, transitScore: 80, bikeScore: 84,
    yearBuilt: 2019, parkingSpaces: 1,
    ageDays: 19, photoCount: 5, agentKeys: ['olivier-lavoie'], viewsCount: 276,
  },
  {
    key: 'maison-fleurimont-1',
    title: 'Maison familiale avec cour boisée à Fleurimont',
    description:
      "Construite en 1999 dans un quartier familial de Fleurimont, cette maison à étages offre trois chambres, deux salles de bains, une cuisine ouverte sur la salle à manger et un salon avec foyer au bois. Sous-sol aménagé avec salle familiale et rangement. Garage simple et 3 places de stationnement. Grande cour boisée avec terrasse. Près du CHUS, des écoles primaires et des sentiers du parc du Mont-Bellevue.",
    price: 439_000, location: 'Fleurimont, Sherbrooke', propertyType: 'maison', status: 'disponible',
    bedrooms: 3, bathrooms: 2, areaSqft: 1_800, roomsCount: 10, mlsNumber: '28416073', rating: 3.9,
    isActive: true, isFeatured: false, daysOnMarket: 64, garageSpaces: 1, totalFloors: 2, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'C', energyEfficiencyRating: 64, carbonFootprint: 13,
    heatingType: 'Thermopompe', heatingFuel: 'Bi-énergie', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 4_350, hoaFees: 0, maintenanceFees: 2_200, insuranceAnnual: 1_500, closingCostsEstimate: 7_300,
    walkScore: 35, transitScore: 30, bikeScore: 40,
    yearBuilt: 1999, parkingSpaces: 3,
    ageDays: 64, photoCount: 6, agentKeys: ['amelie-cote'], viewsCount: 720,
  },
  {
    key: 'condo-sherbrooke-1',
    title: 'Condo abordable près du lac des Nations',
    description:
      "Construit en 2009, ce condo de deux chambres au 3e étage est idéal pour un premier achat ou un placement près de l'université. Aire ouverte lumineuse, cuisine avec comptoir-lunch, salle de bains avec bain-douche et balcon avec vue partielle sur le lac. 1 place de stationnement extérieure et un rangement. À quelques minutes de marche de la promenade du lac des Nations, de la rue Wellington et des services du centre-ville.",
    price: 279_000, location: 'Centre-ville, Sherbrooke', propertyType: 'condo', status: 'disponible',
    bedrooms: 2, bathrooms: 1, areaSqft: 860, roomsCount: 5, mlsNumber: '29631548', rating: 3.5,
    isActive: true, isFeatured: false, daysOnMarket: 9, garageSpaces: 0, totalFloors: 6, fireplacePresent: false, basementType: 'Aucun',
    dpeEnergyClass: 'C', dpeGesClass: 'B', energyEfficiencyRating: 69, carbonFootprint: 7,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 2_650, hoaFees: 240, maintenanceFees: 300, insuranceAnnual: 420, closingCostsEstimate: 4_850,
    walkScore: 84, transitScore: 62, bikeScore: 66,
    yearBuilt: 2009, parkingSpaces: 1,
    ageDays: 9, photoCount: 4, agentKeys: ['amelie-cote'], viewsCount: 154,
  },
  {
    key: 'condo-trois-rivieres-1',
    title: 'Condo au rez-de-chaussée avec terrasse à Trois-Rivières-Ouest',
    description:
      "Construit en 2004, ce condo au rez-de-chaussée offre deux chambres, une salle de bains avec douche indépendante et une grande terrasse privée donnant sur un espace vert. Planchers de bois franc, cuisine en L avec garde-manger et salle de lavage fermée. 1 place de stationnement extérieure. Secteur tranquille près du Centre Les Rivières, des services de santé et de l'autoroute 40.",
    price: 269_000, location: 'Trois-Rivières-Ouest, Trois-Rivières', propertyType: 'condo', status: 'en_attente',
    bedrooms: 2, bathrooms: 1, areaSqft: 900, roomsCount: 5, mlsNumber: '20915736', rating: 3.6,
    isActive: false, isFeatured: false, daysOnMarket: 52, garageSpaces: 0, totalFloors: 4, fireplacePresent: false, basementType: 'Aucun',
    dpeEnergyClass: 'C', dpeGesClass: 'B', energyEfficiencyRating: 66, carbonFootprint: 8,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 2_450, hoaFees: 220, maintenanceFees: 300, insuranceAnnual: 410, closingCostsEstimate: 4_750,
    walkScore: 58, transitScore: 40, bikeScore: 52,
    yearBuilt: 2004, parkingSpaces: 1,
    ageDays: 52, photoCount: 4, agentKeys: ['amelie-cote'], viewsCount: 390,
  },
  {
    key: 'triplex-trois-rivieres-1',
    title: 'Triplex entièrement loué près du centre-ville',
    description:
      "Construit en 1955 à quelques rues du centre-ville, ce triplex comprend trois logements de 5 ½ entièrement loués, avec des revenus bruts de 34 200 $ par année. Toiture, fenêtres et entrée électrique mises à jour au fil des ans; un rapport d'essai de la fondation, sans pyrrhotite, est disponible. 3 places de stationnement à l'arrière. Près du parc portuaire, du cégep et des commerces de la rue des Forges.",
    price: 495_000, location: 'Centre-ville, Trois-Rivières', propertyType: 'triplex', status: 'disponible',
    bedrooms: 6, bathrooms: 3, areaSqft: 3_050, roomsCount: 14, mlsNumber: '14037692', rating: 3.8,
    isActive: true, isFeatured: false, daysOnMarket: 75, garageSpaces: 0, totalFloors: 3, fireplacePresent: false, basementType: 'Non aménagé',
    dpeEnergyClass: 'E', dpeGesClass: 'D', energyEfficiencyRating: 46, carbonFootprint: 26,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Aucune',
    propertyTaxesAnnual: 4_900, hoaFees: 0, maintenanceFees: 5_000, insuranceAnnual: 3_100, closingCostsEstimate: 8_150,
    walkScore: 86, transitScore: 55, bikeScore: 70,
    yearBuilt: 1955, parkingSpaces: 3,
    ageDays: 75, photoCount: 5, agentKeys: ['amelie-cote', 'marc-andre-gagnon'], viewsCount: 610,
  },
  {
    key: 'maison-chicoutimi-1',
    title: 'Maison à paliers avec vue sur le Saguenay',
    description:
      "Construite en 1985 au fond d'une rue sans issue, cette maison à paliers offre une vue sur la rivière Saguenay depuis le salon et la salle à manger. Quatre chambres, deux salles de bains, cuisine rénovée et sous-sol aménagé avec poêle à bois. Garage détaché chauffé et 4 places de stationnement. Grand terrain avec potager et cabanon. À proximité de l'UQAC, de l'hôpital et du centre-ville de Chicoutimi.",
    price: 389_000, location: 'Chicoutimi, Saguenay', propertyType: 'maison', status: 'disponible',
    bedrooms: 4, bathrooms: 2, areaSqft: 2_050, roomsCount: 11, mlsNumber: '16250984', rating: 4.0,
    isActive: true, isFeatured: false, daysOnMarket: 55, garageSpaces: 1, totalFloors: 2, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'C', energyEfficiencyRating: 62, carbonFootprint: 14,
    heatingType: 'Thermopompe', heatingFuel: 'Bi-énergie', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 3_900, hoaFees: 0, maintenanceFees: 2_300, insuranceAnnual: 1_450, closingCostsEstimate: 6_550,
    walkScore: 40, transitScore: 28, bikeScore: 35,
    yearBuilt: 1985, parkingSpaces: 4,
    ageDays: 55, photoCount: 6, agentKeys: ['amelie-cote'], viewsCount: 505,
  },
  {
    key: 'duplex-jonquiere-1',
    title: 'Duplex abordable à Jonquière',
    description:
      "Construit en 1962, ce duplex bien entretenu comprend deux logements de 5 ½, dont celui du rez-de-chaussée sera libre à la vente. Planchers de bois franc sous les couvre-planchers, fenêtres remplacées et toiture récente. Cour arrière partagée et 2 places de stationnement. Inscription en préparation : les photos définitives et la visite virtuelle seront publiées sous peu. Près de la rue Saint-Dominique et du cégep de Jonquière.",
    price: 289_000, location: 'Jonquière, Saguenay', propertyType: 'duplex', status: 'disponible',
    bedrooms: 4, bathrooms: 2, areaSqft: 1_900, roomsCount: 10, mlsNumber: '25708413', rating: 3.6,
    isActive: false, isFeatured: false, daysOnMarket: 2, garageSpaces: 0, totalFloors: 2, fireplacePresent: false, basementType: 'Non aménagé',
    dpeEnergyClass: 'E', dpeGesClass: 'D', energyEfficiencyRating: 50, carbonFootprint: 24,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Aucune',
    propertyTaxesAnnual: 3_100, hoaFees: 0, maintenanceFees: 3_200, insuranceAnnual: 1_900, closingCostsEstimate: 5_150,
    walkScore: 72, transitScore: 38, bikeScore: 50,
    yearBuilt: 1962, parkingSpaces: 2,
    ageDays: 2, photoCount: 4, agentKeys: ['amelie-cote'], viewsCount: 12,
  },
  {
    key: 'chalet-mont-tremblant-1',
    title: 'Chalet en bois massif avec vue sur les pentes',
    description:
      "Construit en 2015 en bois massif et pierre des champs, ce chalet offre une vue imprenable sur les pentes du mont Tremblant. Foyer de pierre double hauteur, cuisine de chef, quatre chambres dont deux suites et sous-sol aménagé avec sortie extérieure vers le spa. Garage et 3 places de stationnement. Enregistré auprès de la CITQ pour la location à court terme, à cinq minutes de la station et du golf Le Géant.",
    price: 1_195_000, location: 'Domaine du Géant, Mont-Tremblant', propertyType: 'chalet', status: 'disponible',
    bedrooms: 4, bathrooms: 3, areaSqft: 2_800, roomsCount: 11, mlsNumber: '11873526', rating: 4.7,
    isActive: true, isFeatured: true, daysOnMarket: 20, garageSpaces: 1, totalFloors: 3, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'B', dpeGesClass: 'B', energyEfficiencyRating: 75, carbonFootprint: 9,
    heatingType: 'Plancher radiant', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 8_600, hoaFees: 0, maintenanceFees: 4_500, insuranceAnnual: 2_900, closingCostsEstimate: 18_650,
    walkScore: 12, transitScore: 0, bikeScore: 22,
    yearBuilt: 2015, parkingSpaces: 3, features: ['Bois massif et pierre des champs', 'Vue sur les montagnes', 'Foyer au bois'], amenities: ['Chauffage', 'Internet haute vitesse'],
    ageDays: 20, photoCount: 8, agentKeys: ['olivier-lavoie'], viewsCount: 1_960,
  },
  {
    key: 'villa-lac-tremblant-1',
    title: 'Villa contemporaine au bord du lac Tremblant',
    description:
      "Construite en 2020 par un architecte primé, cette villa contemporaine profite de 250 pieds de rive sur le lac Tremblant, d'un quai et d'une plage de sable privée. Murs de verre, cuisine de chef, cinq suites, cinéma maison, cave à vin et spa intérieur. Technologie domotique complète pour le chauffage, l'éclairage et la sécurité. Garage triple chauffé et 8 places de stationnement. À dix minutes du village piétonnier de la station.",
    price: 3_450_000, location: 'Lac-Tremblant, Mont-Tremblant', propertyType: 'villa', status: 'disponible',
    bedrooms: 5, bathrooms: 5.5, areaSqft: 5_800, roomsCount: 17, mlsNumber: '28059147', rating: 5,
    isActive: true, isFeatured: true, daysOnMarket: 85, garageSpaces: 3, totalFloors: 3, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'A', dpeGesClass: 'A', energyEfficiencyRating: 90, carbonFootprint: 3,
    heatingType: 'Plancher radiant', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 27_500, hoaFees: 0, maintenanceFees: 14_000, insuranceAnnual: 8_900, closingCostsEstimate: 53_650,
    walkScore: 5, transitScore: 0, bikeScore: 15,
    yearBuilt: 2020, parkingSpaces: 8, features: ['250 pieds de rive', 'Quai privé', 'Conçue par un architecte primé'], amenities: ['Climatisation', 'Chauffage', 'Internet haute vitesse', 'Lave-vaisselle', 'Laveuse-sécheuse', 'Sécurité'],
    ageDays: 85, photoCount: 8, agentKeys: ['olivier-lavoie', 'sophie-tremblay'], viewsCount: 5_230,
  },
  {
    key: 'chalet-orford-1',
    title: 'Chalet scandinave au pied du mont Orford',
    description:
      "Construit en 2003 et rafraîchi avec goût, ce chalet de style scandinave offre trois chambres, une mezzanine et un salon cathédrale avec poêle à combustion lente. Grande terrasse face à la montagne, spa et abri à bois. Sous-sol aménagé avec salle de jeux et rangement pour les skis. 3 places de stationnement. Accès direct aux sentiers, à cinq minutes des pistes du mont Orford et à dix minutes du lac Memphrémagog.",
    price: 825_000, location: 'Mont-Orford, Orford', propertyType: 'chalet', status: 'disponible',
    bedrooms: 3, bathrooms: 2, areaSqft: 1_950, roomsCount: 9, mlsNumber: '19726350', rating: 4.3,
    isActive: true, isFeatured: false, daysOnMarket: 100, garageSpaces: 0, totalFloors: 2, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'C', dpeGesClass: 'B', energyEfficiencyRating: 70, carbonFootprint: 6,
    heatingType: 'Thermopompe', heatingFuel: 'Électricité', airConditioning: 'Thermopompe murale',
    propertyTaxesAnnual: 5_900, hoaFees: 0, maintenanceFees: 3_300, insuranceAnnual: 2_200, closingCostsEstimate: 13_100,
    walkScore: 8, transitScore: 0, bikeScore: 20,
    yearBuilt: 2003, parkingSpaces: 3,
    ageDays: 100, photoCount: 6, agentKeys: ['amelie-cote'], viewsCount: 1_330,
  },
  {
    key: 'villa-sainte-rose-1',
    title: 'Villa riveraine avec piscine à débordement',
    description:
      "Construite en 2017 au bord de la rivière des Mille Îles, cette villa offre cinq chambres, un bureau, une cuisine de chef avec garde-manger et de grandes baies vitrées face à l'eau. Piscine creusée à débordement, quai privé et cuisine extérieure. Sous-sol aménagé avec salle de cinéma et gym. Garage triple et 6 places de stationnement. À quelques minutes du Vieux-Sainte-Rose et de la gare Sainte-Rose.",
    price: 2_150_000, location: 'Sainte-Rose, Laval', propertyType: 'villa', status: 'offre_acceptee',
    bedrooms: 5, bathrooms: 4.5, areaSqft: 4_700, roomsCount: 15, mlsNumber: '23584710', rating: 4.6,
    isActive: true, isFeatured: true, daysOnMarket: 41, garageSpaces: 3, totalFloors: 2, fireplacePresent: true, basementType: 'Aménagé',
    dpeEnergyClass: 'B', dpeGesClass: 'B', energyEfficiencyRating: 78, carbonFootprint: 8,
    heatingType: 'Plancher radiant', heatingFuel: 'Bi-énergie', airConditioning: 'Central',
    propertyTaxesAnnual: 17_400, hoaFees: 0, maintenanceFees: 9_000, insuranceAnnual: 5_900, closingCostsEstimate: 58_900,
    walkScore: 25, transitScore: 30, bikeScore: 42,
    yearBuilt: 2017, parkingSpaces: 6,
    ageDays: 48, photoCount: 8, agentKeys: ['karim-benali', 'sophie-tremblay'], viewsCount: 2_475,
  },
  {
    key: 'penthouse-vieux-port-quebec-1',
    title: 'Penthouse avec terrasse face au fleuve au Vieux-Port',
    description:
      "Construit en 2014, ce penthouse du dernier étage offre une terrasse privée face au fleuve, au bassin Louise et aux Laurentides. Trois chambres dont une suite principale avec salle de bains spa, salon avec foyer au gaz et cuisine avec îlot de quartz. Technologie domotique pour l'éclairage, la musique et la climatisation. 2 places de stationnement intérieures et un rangement. Marché du Vieux-Port, Petit-Champlain et Vieux-Québec à pied.",
    price: 2_195_000, location: 'Vieux-Port, Québec', propertyType: 'penthouse', status: 'disponible',
    bedrooms: 3, bathrooms: 2.5, areaSqft: 2_450, roomsCount: 8, mlsNumber: '10462873', rating: 4.5,
    isActive: true, isFeatured: true, daysOnMarket: 72, garageSpaces: 2, totalFloors: 9, fireplacePresent: true, basementType: 'Aucun',
    dpeEnergyClass: 'B', dpeGesClass: 'A', energyEfficiencyRating: 84, carbonFootprint: 5,
    heatingType: 'Plancher radiant', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 15_200, hoaFees: 1_380, maintenanceFees: 1_800, insuranceAnnual: 2_100, closingCostsEstimate: 60_050,
    walkScore: 94, transitScore: 76, bikeScore: 70,
    yearBuilt: 2014, parkingSpaces: 2,
    ageDays: 72, photoCount: 7, agentKeys: ['jean-philippe-bouchard', 'sophie-tremblay'], viewsCount: 2_015,
  },
  {
    key: 'condo-levis-1',
    title: 'Condo Novoclimat écoénergétique à Lévis',
    description:
      "Construit en 2022 selon les normes Novoclimat, ce condo de deux chambres et deux salles de bains mise sur une technologie de récupération de chaleur et une thermopompe centrale pour des factures d'énergie réduites. Cuisine avec îlot, planchers de bois d'ingénierie et balcon vitré avec vue sur le fleuve. 1 place de stationnement intérieure avec borne de recharge. À quelques minutes du Vieux-Lévis et du traversier.",
    price: 389_000, location: 'Desjardins, Lévis', propertyType: 'condo', status: 'disponible',
    bedrooms: 2, bathrooms: 2, areaSqft: 1_150, roomsCount: 5, mlsNumber: '18390256', rating: 4.0,
    isActive: true, isFeatured: false, daysOnMarket: 38, garageSpaces: 1, totalFloors: 6, fireplacePresent: false, basementType: 'Aucun',
    dpeEnergyClass: 'A', dpeGesClass: 'A', energyEfficiencyRating: 86, carbonFootprint: 4,
    heatingType: 'Thermopompe', heatingFuel: 'Électricité', airConditioning: 'Central',
    propertyTaxesAnnual: 3_300, hoaFees: 330, maintenanceFees: 400, insuranceAnnual: 500, closingCostsEstimate: 6_350,
    walkScore: 76, transitScore: 64, bikeScore: 58,
    yearBuilt: 2022, parkingSpaces: 1, features: ['Certifié Novoclimat', 'Deux salles de bains complètes', 'Balcon orienté sud'], amenities: ['Climatisation', 'Chauffage', 'Lave-vaisselle', 'Laveuse-sécheuse'],
    ageDays: 38, photoCount: 5, agentKeys: ['jean-philippe-bouchard'], viewsCount: 430,
  },
  {
    // Withdrawn while still flagged featured: it must appear in no public list, featured carousel or page.
    key: 'maison-chambly-1',
    title: 'Maison ancestrale en pierre à Chambly',
    description:
      "Construite en 1885, cette maison de pierre restaurée avec soin conserve ses poutres d'origine, ses planchers de pin et son foyer de pierre. Quatre chambres, grand terrain boisé au bord de la rivière Richelieu, garage détaché pour 2 voitures. Retirée du marché à la demande des propriétaires.",
    price: 849_000, location: 'Vieux-Chambly, Chambly', propertyType: 'maison', status: 'retire',
    bedrooms: 4, bathrooms: 2, areaSqft: 2_600, roomsCount: 11, mlsNumber: '21548370', rating: 4.8,
    isActive: false, isFeatured: true, daysOnMarket: 95, garageSpaces: 2, totalFloors: 2, fireplacePresent: true, basementType: 'Non aménagé',
    dpeEnergyClass: 'E', dpeGesClass: 'D', energyEfficiencyRating: 52, carbonFootprint: 24,
    heatingType: 'Plinthes électriques', heatingFuel: 'Électricité', airConditioning: 'Murale',
    propertyTaxesAnnual: 6_900, hoaFees: 0, maintenanceFees: 4_500, insuranceAnnual: 2_300, closingCostsEstimate: 17_900,
    walkScore: 58, transitScore: 35, bikeScore: 61,
    ageDays: 95, photoCount: 3, agentKeys: ['isabelle-roy'], viewsCount: 1_045,
  },
];

export const demoProperties: DemoProperty[] = raw.map((p) => ({
  ...p,
  surfaceArea: Math.round(p.areaSqft / SQFT_PER_M2),
  virtualTourUrl: tour(p.key),
}));
