/**
 * The demo market in French: each company's description and each job's title, description and advantages, by the
 * company's slug and the job's English title (market-data.ts). A visitor trying the demo in French reads them, as
 * a job seeker in Kinshasa would read the ads of a French-speaking market.
 */
export interface FrenchDemoJob {
  title: string;
  description: string;
  advantages?: string;
}

export interface FrenchDemoCompany {
  description: string;
  jobs: Record<string, FrenchDemoJob>;
}

export const DEMO_COMPANIES_FR: Record<string, FrenchDemoCompany> = {
  'banque-grands-lacs': {
    description:
      'Banque commerciale au service des familles et des entreprises du Nord et du Sud-Kivu depuis plus de vingt-cinq ans.',
    jobs: {
      'Bank Teller': {
        title: 'Guichetier de banque',
        description: 'Servir les clients au guichet : dépôts, retraits, virements et opérations de mobile money.',
      },
      'Credit Analyst': {
        title: 'Analyste crédit',
        description:
          'Évaluer les demandes de prêt des petites et moyennes entreprises et suivre le remboursement du portefeuille.',
      },
      'Compliance Officer': {
        title: 'Responsable conformité',
        description:
          'Veiller au respect des règles de la banque centrale dans le réseau d’agences et conduire les contrôles de lutte contre le blanchiment.',
      },
      Accountant: {
        title: 'Comptable',
        description:
          'Tenir le grand livre, préparer la clôture mensuelle et les rapports au siège selon les règles OHADA.',
      },
    },
  },
  'congo-microfinance': {
    description:
      'Institution de microfinance qui prête aux commerçants des marchés, aux agriculteurs et aux artisans de Kinshasa et du Kongo-Central.',
    jobs: {
      'Loan Officer': {
        title: 'Agent de crédit',
        description: 'Rendre visite aux clients sur les marchés, évaluer leur activité et suivre leurs prêts.',
        advantages: 'Moto et crédit téléphonique fournis.',
      },
      'Internal Auditor': {
        title: 'Auditeur interne',
        description: 'Auditer les agences et les dossiers de crédit, et rendre compte des contrôles internes.',
      },
    },
  },
  'hotel-fleuve': {
    description: 'Hôtel d’affaires de 120 chambres au bord du fleuve Congo, à la Gombe.',
    jobs: {
      'Front Desk Agent': {
        title: 'Réceptionniste',
        description: 'Accueillir les clients, gérer les arrivées, les départs et le système de réservation.',
        advantages: 'Repas pendant le service.',
      },
      'Head Chef': {
        title: 'Chef de cuisine',
        description: 'Diriger une brigade de douze personnes, concevoir les menus et tenir les normes HACCP.',
      },
      'Food and Beverage Supervisor': {
        title: 'Superviseur restauration',
        description:
          'Diriger le service du restaurant et du bar pour le petit-déjeuner, le déjeuner et les événements.',
      },
    },
  },
  'kivu-lodges': {
    description: 'Écolodges sur le lac Kivu, qui accueillent les visiteurs de Kahuzi-Biega et des Virunga.',
    jobs: {
      'Tour Guide': {
        title: 'Guide touristique',
        description:
          'Guider les visiteurs sur le lac, en forêt et lors des randonnées vers les gorilles, en anglais et en français.',
      },
      'Lodge Manager': {
        title: 'Gérant de lodge',
        description: 'Diriger le lodge : clients, personnel, fournisseurs, budget et réservations.',
      },
      'Housekeeping Attendant': {
        title: 'Agent d’entretien des chambres',
        description: 'Préparer les chambres et les espaces communs selon les standards du lodge.',
      },
    },
  },
  'batir-congo': {
    description: 'Constructeur de routes, de ponts et de bâtiments publics dans tout le pays.',
    jobs: {
      'Site Engineer': {
        title: 'Ingénieur de chantier',
        description:
          'Superviser la construction d’une école de quatre niveaux : planning, qualité, sécurité et sous-traitants.',
      },
      'Quantity Surveyor': {
        title: 'Métreur',
        description: 'Établir les métrés, les estimations des coûts et les situations mensuelles de travaux.',
      },
      Welder: {
        title: 'Soudeur',
        description: 'Souder les structures métalliques des ponts, en atelier et sur chantier.',
        advantages: 'Transport jusqu’au chantier assuré.',
      },
      'Road Works Supervisor': {
        title: 'Chef de chantier routier',
        description: 'Diriger les équipes de terrassement et de revêtement d’une route rurale de 40 km.',
      },
      'Structural Engineer': {
        title: 'Ingénieur structures',
        description: 'Concevoir et vérifier les structures en béton armé des bâtiments publics.',
      },
    },
  },
  'kin-digital': {
    description:
      'Studio de logiciels qui conçoit des produits web et mobiles pour les banques, les télécoms et les ONG.',
    jobs: {
      'Full-Stack Developer': {
        title: 'Développeur full-stack',
        description: 'Développer des logiciels web en TypeScript avec React et Node.js sur PostgreSQL.',
        advantages: 'Ordinateur portable et forfait internet.',
      },
      'Mobile Developer': {
        title: 'Développeur mobile',
        description: 'Développer des logiciels mobiles, Android d’abord, qui fonctionnent sur des connexions lentes.',
      },
      'IT Support Technician': {
        title: 'Technicien support informatique',
        description:
          'Installer et entretenir les ordinateurs, les imprimantes et le réseau des bureaux de nos clients.',
      },
      'Data Analyst': {
        title: 'Analyste de données',
        description: 'Transformer les données de mobile money et d’enquêtes en tableaux de bord pour nos clients.',
      },
      'Network Administrator': {
        title: 'Administrateur réseau',
        description: 'Gérer les réseaux fibre et sans fil d’un campus de 3 000 utilisateurs.',
      },
    },
  },
  'trans-katanga': {
    description: 'Transport routier de marchandises et dédouanement entre le Copperbelt, Dar es Salaam et Durban.',
    jobs: {
      'Truck Driver': {
        title: 'Chauffeur poids lourd',
        description: 'Conduire des camions de 30 tonnes sur le corridor Lubumbashi - Kasumbalesa.',
      },
      'Customs Declarant': {
        title: 'Déclarant en douane',
        description:
          'Préparer et suivre les déclarations d’importation et d’exportation à la frontière de Kasumbalesa.',
      },
      'Fleet Manager': {
        title: 'Responsable de flotte',
        description: 'Gérer une flotte de 200 camions : planning, entretien, carburant et chauffeurs.',
      },
      'Warehouse Supervisor': {
        title: 'Superviseur d’entrepôt',
        description: 'Diriger un entrepôt sous douane : réception, stockage, inventaires et expéditions.',
      },
    },
  },
  'port-matadi-services': {
    description: 'Manutention, agence maritime et transit au port de Matadi.',
    jobs: {
      'Freight Forwarding Agent': {
        title: 'Agent de transit',
        description: 'Organiser les expéditions maritimes et routières des importateurs, du port jusqu’à Kinshasa.',
      },
      'Supply Chain Coordinator': {
        title: 'Coordinateur de la chaîne d’approvisionnement',
        description: 'Coordonner l’acheminement de biens humanitaires du port jusqu’aux entrepôts de l’Est.',
      },
    },
  },
  'lualaba-copper': {
    description: 'Mine de cuivre et de cobalt à ciel ouvert, avec une usine hydrométallurgique près de Kolwezi.',
    jobs: {
      'Mining Engineer': {
        title: 'Ingénieur des mines',
        description: 'Planifier et suivre l’exploitation à ciel ouvert : forage et tir, chargement et transport.',
      },
      'Process Metallurgist': {
        title: 'Métallurgiste procédés',
        description: 'Optimiser les circuits de lixiviation, d’extraction par solvant et d’électrolyse.',
      },
      'Heavy Equipment Mechanic': {
        title: 'Mécanicien engins lourds',
        description: 'Entretenir les camions de roulage, les pelles et les foreuses de la flotte minière.',
      },
      'Health and Safety Officer': {
        title: 'Responsable santé et sécurité',
        description:
          'Conduire les inspections de sécurité, les enquêtes sur les incidents et les formations sur le site minier.',
      },
      'Community Relations Officer': {
        title: 'Chargé des relations communautaires',
        description: 'Entretenir le dialogue avec les communautés autour de la mine et suivre les projets sociaux.',
      },
    },
  },
  'kasai-minerals': {
    description: 'Exploration de diamants et exploitation alluviale dans les provinces du Kasaï.',
    jobs: {
      'Exploration Geologist': {
        title: 'Géologue d’exploration',
        description:
          'Diriger les campagnes d’échantillonnage et de forage et la cartographie géologique des nouveaux permis.',
      },
      'Environmental Officer': {
        title: 'Chargé de l’environnement',
        description: 'Suivre le plan de gestion environnementale et la réhabilitation des zones exploitées.',
      },
    },
  },
};
