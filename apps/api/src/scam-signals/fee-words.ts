/**
 * The words a fee is made of: money as people write it (an amount, a fee by its name, airtime, a money channel, a
 * person's account), handing it over (pay, send, deposit, bring, buy), and asking it of the reader (the applicants,
 * "vous", a demand, an imperative, a step of the hiring). Each is the source of a pattern of the readable text
 * (`readable-text.ts`): no accents, lower case, amounts in words as digits.
 */

// Money written as people write it: "25 $", "$25", "25USD", "USD 10", "10.000 FC", "10 000 francs congolais",
// "5000fc", "dola 10"; amounts in words are digits by now ("cinquante dollars" reads "50 dollars"). Airtime is money
// too: "5000 unités Vodacom", "2000 unites", "20 mégas".
const NUMBER = String.raw`\d{1,3}(?:[\s.,']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
export const OPERATORS = String.raw`airtel|vodacom|orange|africell`;
const AIRTIME_UNITS = String.raw`unites?(?:\s+(?:de\s+)?(?:credit\s+)?(?:${OPERATORS}))?|units?\s+(?:of\s+)?(?:${OPERATORS})(?:\s+(?:airtime|credit))?|megas?|airtime`;
const CURRENCY = String.raw`(?:us\s?\$|\$|€|usd|us\s?dollars?|dollars?(?:\s+americains?|\s+us)?|dol+ars?|dola|cdf|fc|francs?(?:\s+congolais)?|frs?|euros?|eur|shilingi|${AIRTIME_UNITS})(?![a-z])`;
export const AMOUNT = String.raw`(?:(?:us\s?\$|\$|usd|cdf|fc)\s?(?:${NUMBER})(?:\s?k\b)?|\b(?:dola|dollars?|shilingi|falanga)\s+(?:${NUMBER})(?![\d.,]*\s*(?:h\b|heures?|hours?|jours?|days?|mois|months?|ans?|years?|minutes?|%))|(?<![\w.,])(?:${NUMBER})\s?(?:k\s?|mille\s+|millions?\s+(?:de\s+)?)?${CURRENCY})`;

/** People who apply or were picked: who pays, in a fee. */
export const APPLICANT_NOUNS = String.raw`candidat(?:e|s|es)?|candidates?|postulant(?:e|s|es)?|recrues?|recruits?|stagiaires?|trainees?|applicants?|laureats?|participants?|job\s*seekers?|nouve(?:l|aux|lle|lles)\s+(?:agents?|recrues?|employes?|engages?)|new\s+(?:staff|hires?|employees?|agents?|workers?|recruits?)`;
export const CHANNEL_NAMES = String.raw`m[-\s]?pes+a|m[-\s]?peza|airtel[-\s]?money|orange[-\s]?money|afri[-\s]?money|illico[-\s]?cash|western[-\s]?union|money[-\s]?gram|mobile[-\s]?money|ria\s+money(?:\s+transfer)?|vodacash|e-?money`;
/** What the job needs that a scam makes the applicant pay for. */
const JOB_ITEMS = String.raw`tenues?|uniformes?|uniforms?|badges?|kits?|cartes?\s+(?:de\s+service|d'agent|professionnelles?|d'identite|de\s+travail)|certificats?\s+(?:medica(?:l|ux)|d'aptitude)|visites?\s+medicales?|formations?|training|tests?|bottes|boots|casques?|helmets?|chemises?|gilets?|chaussures|souliers|(?:safety\s+)?shoes|gants|gloves|lunettes\s+de\s+(?:protection|securite)|goggles|(?:work\s+)?clothes|equipements?|equipment|materiels?|materials?|formulaires?|forms?|dossiers?|id\s+cards?|medical\s+(?:certificate|test|exam|examination|check(?:-up)?)|starter\s+(?:pack|kit)|sare|mafunzo|kitambulisho`;

export const NAMED_FEE = [
  String.raw`\b(?:frai[sx]?|droits?)\s+(?:de\s+(?:la\s+|l')?|d'|des\s+|du\s+)?(?:dossiers?|inscriptions?|formations?|candidatures?|traitement(?:\s+de\s+dossier)?|visites?\s+medicales?|tests?|examens?|selection|recrutement|placement|enregistrement|badges?|tenues?|uniformes?|ouverture\s+de\s+dossier|constitution\s+de\s+dossier|participation|stage|depot|convocation|reservation|adhesion|cartes?|kits?|visa|certificats?|entretien|admission|administratifs|d'administration|equipements?|affectation|embauche)\b`,
  String.raw`\b(?:registration|processing|application|training|interview|screening|recruitment|placement|administration|administrative|admin|uniform|badge|kit|test|exam|booking|enrol?lment|visa(?:\s+processing)?|commitment|caution|participation|selection|orientation|deployment|form|id\s+card|joining|onboarding)\s+(?:fees?|charges?|levy)\b`,
  String.raw`\b(?:une|la|d'une|votre)\s+caution\b`,
  String.raw`\bcaution\s+(?:de\s+\d|de\s+garantie|remboursable|obligatoire|a\s+payer|a\s+verser)`,
  String.raw`\b(?:refundable|security|registration|commitment|caution)\s+(?:deposit|bond)\b`,
  String.raw`\bdeposit\s+of\s+${AMOUNT}`,
];

/** A sum handed over, named with its amount: "une contribution de 25 $", "payment of $20", "20 $ de caution". */
const SUM_NOUNS = String.raw`contributions?|participations?|cotisations?|quote-parts?|quotes-parts|apports?|tokens?|depots?|deposits?|avances?|garanties?|versements?|pai?ements?|payements?|paiments?|payments?|(?<!(?:en|la|in|a)\s)charges?(?!\s+(?:de|d'|du|des)\b)|costs?|coute|coutent|prix|price|tarifs?|bond|droits?|frai[sx]?|fees?|somme|montants?|caution|amount|sum|pesa|mbongo|falanga|ada`;
export const FEE_NOUN = String.raw`\b(?:${SUM_NOUNS})\b(?:\s+(?!(?:de|du|des|of|for|pour)\b|d')[a-z']+){0,2}?\s*(?:de|d'un|d'une|of|:|=|est\s+de|is|ni|ezali|eza)?\s*${AMOUNT}|${AMOUNT}\s+(?:de\s+|d'|of\s+|as\s+|comme\s+)?(?:${SUM_NOUNS})\b`;
/** The nouns that mean money whatever stands beside them. */
export const MONEY_NOUN = String.raw`\b(?:frai[sx]?|fees?|cotisations?|somme|sommes\s+d'argent|montants?|caution|amount|sum|argent|(?<!\b(?:mobile|airtel|orange|afri|e)[\s-]?)money|mbongo|falanga|fedha|(?<!\bm[-\s]?)pesa|ada|cash|airtime|credits?\s+(?:de\s+)?(?:${OPERATORS})|(?:unites|recharges?|megas)\s+(?:${OPERATORS})|cartes?\s+(?:de\s+)?(?:recharge|${OPERATORS})|vouchers?|vocha|quelque\s+chose\s+(?:dans|sur)\s+(?:mon|ma|notre)\s+(?:compte|numero))\b`;
/** Words that name a fee itself, not a price: in a message to an applicant, such a fee is asked of them. */
export const FEE_WORD = String.raw`\b(?:frai[sx]?|fees?|cotisations?|contributions?|participations?|cautions?|droits?|ada|adhesion|caution|garanties?|depots?\s+de\s+garantie|deposits?|avances?(?!\s+sur\s+(?:salaire|la\s+paie))|advance(?!\s+(?:on|of)\s+(?:your\s+)?(?:salary|pay)))\b`;

/** Coming with money: "venir avec 10 $", "come with $10". */
export const WITH_MONEY = String.raw`\b(?:avec|with)\s+(?:la\s+somme\s+de\s+|une\s+somme\s+de\s+|the\s+sum\s+of\s+)?${AMOUNT}`;
/** Money needed from the reader: "il faut 10 dollars", "il me faut 10 $", "we need $15". */
export const NEED_MONEY = String.raw`${AMOUNT}\s+(?:(?:is|are|est|sont|sera|seront|will\s+be)\s+)?(?:required|needed|requise?s?|necessaires?|demandee?s?|exigee?s?)\b|\b(?:il\s+(?:me\s+|nous\s+|vous\s+|te\s+|leur\s+)?(?:faut|faudra)|faut|(?:i|we)\s+need|you\s+need|need|needs|needed|necessite|requiert|requires?)\s+(?:(?:la\s+somme\s+de|une\s+somme\s+de|un\s+montant\s+de|un\s+(?:petit\s+)?geste\s+de|the\s+sum\s+of|about|environ|juste|only|seulement|d'abord|first)\s+)?${AMOUNT}`;
export const PAY_VERB = String.raw`\b(?:pa(?:y|i)(?:e|es|ent|ez|er|era|eras|erez|eront|ant|antes?|ons|ee|ees|s|ing|ables?|d)?|pai?ements?|payements?|ver(?:se|ses|sez|ser|sera|seront|serez|seras|sant|see|sees|sement)|envo(?:yer|yez|ie|ies|yons|yant|yee)|enverr(?:a|as|ont|ez)|transfer(?:er|ez|e|es|ee|ees|s|red|ring)?|transferts?|depos(?:er|ez|era|eront|ant|e|es)|s'acquitt\w*|acquitt\w*|regl(?:er|ez|era|eront)|remet(?:s|tre|tez|tra|tront)|renvo(?:yer|yez|ie|ies)|resend|hand\s+over|hands\s+over|laiss(?:er|ez|e|es|eras|erez|era|eront)|apport(?:er|ez|era|eront|ant|e|es)|cotis(?:er|ez|era|eront)|contribu(?:er|era|eront|e|ent|tes?)|debours\w*|(?:prendront|prendra|prennent|prendre|prenez)\s+en\s+charge|send|sends|sending|deposit(?:s|ed|ing)?|wire|wired|bring|brings|remit|remits|settle|cover\s+(?:their|your|his|her)\b|cover\s+the\s+(?:costs?|expenses?|fees?)|bear\s+the\s+costs?|taken\s+from|(?:re)?faire\s+un\s+(?:depot|versement|paiement|transfert)|refai(?:tes|s)\s+(?:le|la|un|une|votre|ton)\s+(?:depot|versement|paiement|transfert|envoi)|prepay|pre-pay|make\s+(?:a|the)\s+(?:payment|deposit|transfer)|se\s+munir|munissez-vous|moyennant|en\s+echange\s+d|in\s+exchange\s+for|(?:against|upon|after|apres|contre)\s+(?:le\s+|la\s+|the\s+)?(?:paiement|payement|payment|versement|remise)|prevo(?:ir|yez|ira|iront)|factur(?:e|ee|es|ees|er|era)?|amen(?:er|ez|e|es|ons)|ramen(?:er|ez|e)|lete|leta|kuleta|prepare|have\s+ready|donn(?:er|ez|e|es)|give|gives|top\s*-?up|recharg(?:er|ez|e|es)|mett(?:re|ez)|mets|vir(?:er|ez|e)|virements?|envoi|thru\s+(?:${CHANNEL_NAMES})|(?:o|bo|ko|oko|boko)?futa|futela|(?:o|bo|ko|oko|boko)?tinda|tindela|tindeli|(?:o|bo|ko|oko|boko)pesa|tuma|kutuma|tumia|lipa|kulipa|lipia)\b|\b(?:mett(?:re|ez)|mets)\s+(?:\S+\s+){0,3}?(?:dans|sur)\s+(?:mon|ma|notre|le|la)\s+(?:compte|numero)`;
/** Told to pay: an imperative, or an infinitive opening the sentence as French ads write one. */
export const IMPERATIVE = String.raw`\b(?:payez|versez|envoyez|deposez|transferez|apportez|reglez|remettez|achetez|prevoyez|munissez-vous|amenez|ramenez|donnez|mettez|mets|rechargez|virez|lete|leta|(?:re)?faites\s+(?:un|le|votre)\s+(?:depot|versement|paiement|transfert)|refais\s+(?:un|le|ton)\s+(?:depot|versement|paiement|transfert)|renvoyez|laissez|avancez|tinda|tindela|futa|tuma|lipa|kotinda|kofuta|(?:o|bo|oko|boko)(?:futa|tinda|pesa)|kopesa|(?:tu|u)\s+(?:dois\s+|doit\s+)?(?:envoies?|paies?|payes?|verses?|deposes?|apportes?|amenes?|donnes?|mets|fais\s+un\s+(?:depot|versement|transfert)|envoyer|payer|verser|deposer|apporter|amener|need\s+to\s+(?:pay|send)))\b|(?:^[^a-z]*|(?:merci\s+d'|merci\s+de\s+|priere\s+de\s+|priere\s+d'|veuillez\s+|please\s+|pls\s+|plz\s+|kindly\s+|svp\s+|stp\s+|bjr\s+|bonjour\s+|slt\s+|salut\s+|mbote\s+|ndeko\s+|ok\s+|alors\s+|donc\s+|juste\s+|d'abord\s+|then\s+|now\s+|just\s+|first\s+|[,:]\s*))(?:payer|verser|envoyer|deposer|transferer|apporter|regler|remettre|amener|pay|send|transfer|deposit|wire|bring|give|top\s*-?up|make\s+(?:a|the)\s+(?:payment|deposit|transfer)|prepare|envoie|envoi|paie|paye|verse|depose|apporte|amene|ramene|donne|laisse|recharge|transfere|regle|achete|fais\s+(?:un|le)\s+(?:depot|versement|paiement|transfert))\b`;
export const DEMAND = String.raw`(?:\b(?:est|sont|sera|seront|is|are|will\s+be)\s+)?\b(?:demande(?:e|s|es)?|exige(?:e|s|es)?|exigible|obligatoires?|obligatoirement|requise?s?|required|requires?|a\s+(?:payer|verser|regler|envoyer|deposer|prevoir|fournir|presenter|apporter)|to\s+(?:provide|submit)|payables?|payante?s?|prevoir|se\s+munir|doit|doivent|devra|devront|devrez|devez|il\s+(?:me\s+|nous\s+|vous\s+|te\s+)?faut|il\s+faudra|faut|needed|is\s+needed|merci\s+de|merci\s+d'|priere\s+de|priere\s+d'|veuillez|(?:avons|aurons|ai|aurai|aura|a)\s+besoin\s+(?:de|d')|esengeli|osengeli|bosengeli|ekosengela|lazima|inabidi|unapaswa|mnapaswa|retenue?\s+(?:a|sur|lors)|remboursable|non[-\s]remboursables?|restitue(?:e|s|es)?|conditionne(?:e|s|es)?\s+(?:au|a|par)|factur(?:e|ee|es|ees)|percu(?:e|s|es)?\s+aupres|moyennant|expected|mandatory|compulsory|must|shall|need\s+to|needs\s+to|have\s+to|has\s+to|asked\s+to|(?:will|would)\s+be\s+asked|kindly|please|collected|taken|charged|deducted|(?:non-)?refundable|applies|to\s+be\s+paid|is\s+due|are\s+due)\b(?:\s+(?:aux?|a\s+(?:chaque|tous\s+les)|par|from|of|to|by)\s+(?:tous\s+les\s+|toutes\s+les\s+|les\s+|le\s+|la\s+|l'|all\s+|the\s+|every\s+|each\s+)?(?:${APPLICANT_NOUNS})(?:\s+(?:retenu|selectionne|preselectionne|shortlisted|selected|successful)\w*)?)?`;
export const APPLICANT = String.raw`\b(?:${APPLICANT_NOUNS}|retenu(?:e|s|es)?|selectionne(?:e|s|es)?|preselectionne(?:e|s|es)?|admis|shortlisted|successful|selected|chaque\s+(?:agent|nouvel|membre)|each\s+(?:one|person)|vous|votre|vos|you|your|yourself|tu|ton|ta|tes|toi|eux-memes|themselves|yako|wako|wewe|interesse(?:e|s|es)?)\b`;
/** A step of the hiring the money is for: "pour confirmer votre place", "before the training", "to be hired". */
export const STAGE = [
  String.raw`\bpour\s+(?:confirmer|valider|reserver|securiser|garder|conserver|finaliser|obtenir|recevoir|retirer|debloquer|activer|completer|traiter|enregistrer)\s+(?:votre|vos|sa|son|ses|la|le|les|l')\s*(?:\w+\s+)?(?:place|candidature|dossier|poste|recrutement|embauche|inscription|convocation|contrat|selection|badge|entretien|rendez-vous|lettre|affectation|salaire)`,
  String.raw`\b(?:avant|lors\s+de|au\s+moment\s+de|le\s+jour\s+de|des|apres)\s+(?:la\s+|le\s+|l'|du\s+|de\s+)?(?:formation|entretien|test|debut|prise\s+de\s+fonction|embauche|depart|recrutement|selection|signature|inscription|premier\s+jour|commencer|demarrage|stage)`,
  String.raw`\b(?:reservation|confirmation|validation|finalisation|enregistrement|ouverture|constitution|depot)\s+(?:de|du)\s+(?:votre|la|sa|son|vos|l')?\s*(?:place|candidature|dossier|poste|recrutement|salle)`,
  String.raw`\b(?:a|pour|de)\s+l'(?:inscription|embauche|entretien)`,
  String.raw`\bvotre\s+(?:place|embauche|recrutement|poste|candidature|selection|convocation|contrat)`,
  String.raw`\bpour\s+etre\s+(?:embauche|recrute|retenu|convoque|selectionne|engage|admis|pris)\w*`,
  String.raw`\bto\s+(?:secure|confirm|reserve|book|finali[sz]e|validate|keep|get|receive|obtain|process|complete|guarantee|hold)\s+(?:your|the|a|their)\s+(?:\w+\s+)?(?:slot|place|position|interview|recruitment|job|file|appointment|contract|spot|seat|offer|employment|application|placement|letter)`,
  String.raw`\bbefore\s+(?:the\s+)?(?:training|interview|starting|you\s+start|first\s+day|resumption|start|employment|deployment|first\s+session|test)`,
  String.raw`\bto\s+be\s+(?:hired|employed|recruited|shortlisted|considered|engaged)`,
  String.raw`\b(?:on|at)\s+the\s+(?:first\s+day|interview|test\s+venue|gate|day\s+of\s+the\s+(?:test|interview|training))`,
  String.raw`\b(?:processing\s+of\s+your|appointment\s+letter|offer\s+letter|employment\s+letter)`,
  String.raw`\b(?:application|registration|recruitment|enrol?lment)\s+forms?\b|\bformulaires?\s+(?:de\s+|d')(?:candidature|inscription|recrutement)`,
  String.raw`\b(?:for|pour)\s+(?:the\s+|le\s+|l')(?:(?:aptitude\s+)?test|interview|entretien|selection)\b`,
  // Lingala and Swahili: "mpo na badge", "po ozwa mosala", "kwa ajili ya kazi", "liboso ya interview".
  String.raw`\b(?:mpo(?:\s+na)?|po(?:\s+na)?|kwa\s+ajili\s+ya|liboso\s+ya)\s+(?:${JOB_ITEMS}|kazi|mosala|interview|entretien|usajili)\b|\bpo\s+o?zwa\s+mosala\b|\b(?:a|ba|na|to|o)?koma\s+nkombo\b`,
];
export const JOB_ITEM = String.raw`\b(?:${JOB_ITEMS})\b`;
/** What a hiring scam sells, priced: "Badge : 10 $", "tenue (15 USD)", "10 $ pour la formation", "Registration: $15". */
const PRICED = String.raw`tenues?|uniformes?|uniforms?|badges?|kits?|cartes?|formulaires?|forms?|formations?|training|tests?|visites?\s+medicales?|certificats?|bottes|boots|casques?|chemises?|gilets?|inscriptions?|registration|enrol?lment|adhesion|admission|dossiers?|convocations?|id\s+cards?`;
export const ITEM_PRICE = String.raw`\b(?:${PRICED})\b(?:\s+(?:de\s+travail|d'acces|de\s+service|medicale?|fee))?(?:\s+(?:coute|coutent|costs?|vaut|est\s+(?:de|a)|sont\s+a|is|are|ni|ezali|eza))?(?:\s*\(\s*(?:about\s+|environ\s+)?${AMOUNT}\s*\)|\s*(?::|=|-|a|at|de|of)?\s*${AMOUNT})|${AMOUNT}\s*\)?\s*(?:pour|for|de|d')\s*(?:le\s+|la\s+|les\s+|l'|the\s+|votre\s+|your\s+|sa\s+|son\s+|leur\s+|their\s+)?(?:${PRICED})\b`;
export const PURCHASE = String.raw`\b(?:achet\w*|achat|s'achet\w*|procur\w*|buy|buys|buying|purchas\w*)\b(?:\s+\S+){0,6}?\s+(?:${JOB_ITEMS})\b`;
export const OWN_EXPENSE = String.raw`\ba\s+(?:la\s+)?charge\s+(?:du|des|de\s+l'|de\s+chaque)\s*(?:${APPLICANT_NOUNS}|agents?|retenus?|employes?|travailleurs?|interesses?)\b|\b(?:a|aux)\s+(?:vos|ses|leurs|votre)\s+(?:propres\s+)?(?:frais|charge)\b|\baux\s+frais\s+(?:du|des|de\s+l')\s*(?:${APPLICANT_NOUNS}|agents?)\b|\bat\s+(?:your|their|his|her|the\s+(?:candidate|applicant|recruit|trainee)'?s)\s+own\s+(?:expense|cost)|\bat\s+your\s+(?:expense|cost)\b|\bincomb\w*\s+(?:au|aux|a\s+l'|a\s+chaque)\s*(?:${APPLICANT_NOUNS}|agents?|retenus?)\b|\b(?:supporte|assume|paye|finance|borne|paid|covered|met|financed)(?:e|s|es)?\s+(?:par|by)\s+(?:le|les|chaque|l'|the|each|every)\s*(?:${APPLICANT_NOUNS})\b`;
/** An operator named after "par", "via", "sur": its money account when money is asked ("10 $ via Airtel"), but also
 * the employer's name ("Send your CV to Orange RDC"), so it is a way to pay only beside money. */
export const OPERATOR_PAY = String.raw`\b(?:par|via|sur|through|thru|by|using|na|kwa|on|to)\s+(?:(?:le|la|the)\s+)?(?:${OPERATORS})\b`;
/** A phone number of the DRC, in its national or international form, spaced as people space it. */
export const PHONE = String.raw`(?:\+\s?243|00\s?243|\b0)\s?[89]\d(?:[\s.-]?\d){7}\b`;
/** A money channel, or an operator's name where it stands for its money account ("mon Airtel", "numéro Airtel"). */
export const CHANNEL = String.raw`\b(?:${CHANNEL_NAMES})\b|\b(?:mon|ma|my|notre|our|numero|number|compte|account)\s+(?:${OPERATORS})\b|\b(?:${OPERATORS})\s*:\s*${PHONE}`;
/** A channel named as the way to pay: "par M-Pesa", "via Airtel", "Paiement Mpesa", "M-Pesa uniquement". */
export const CHANNEL_PAY = String.raw`\b(?:par|via|sur|avec|through|thru|by|using|en|dans|ds|na|kwa|on|to|into)\s+(?:(?:le|la|mon|ma|notre|my|our|the|un|une|ce|this)\s+)?(?:(?:numero|compte|number|account)\s+(?:de\s+)?)?(?:l'|the\s+)?(?:${CHANNEL_NAMES}|mpesa)\b|\b(?:par|via|sur|avec|through|thru|by|using|dans|ds|na|kwa|on|to|into)\s+(?:(?:mon|ma|notre|my|our)\s+(?:(?:numero|compte|number|account)\s+(?:de\s+)?)?|(?:le\s+|la\s+|the\s+)?(?:numero|compte|number|account)\s+(?:de\s+)?)(?:${OPERATORS})\b|\b(?:${CHANNEL_NAMES})\s+(?:paiement|payment|transfert|transfer|uniquement|only|au\s+(?:numero|\+?\d)|to\s+(?:the\s+)?number|numero|number)\b|\b(?:pai?ements?|payements?|paiments?|payments?|transferts?|transfers?|depots?|deposits?|envoi|credit)\s+(?:par\s+|via\s+|en\s+)?(?:${CHANNEL_NAMES}|airtel|orange|vodacom|africell)\b|\b(?:${CHANNEL_NAMES})(?:\s+(?:ou|or|et|and|/)\s+(?:${CHANNEL_NAMES}))*\s+(?:acceptee?s?|accepted)\b`;
const TITLE = String.raw`(?:m|mr|mme|mlle|monsieur|madame|mademoiselle|mrs|ms|miss|dr)\b\.?(?:\s+(?!(?:pour|afin|avant|to|before|for|et|and)\b)[a-z][a-z'-]+)?`;
/** A person's account or number to pay into, rather than an employer's. */
export const PERSON_ACCOUNT = [
  // The writer's own account or number, with its channel and number: "mon numéro Airtel : 0990000000".
  String.raw`\b(?:mon|ma|my|notre|our)\s+(?:propre\s+|own\s+)?(?:numero|compte|number|account|num)\b(?:\s+(?:de\s+)?(?:${CHANNEL_NAMES}|${OPERATORS}|mpesa|bancaire|rawbank|equity|tmb|bcdc|ecobank))?(?:\s*(?:est|is|:|-)?\s*${PHONE})?`,
  String.raw`\b(?:mon|ma|my|notre|our)\s+(?:${CHANNEL_NAMES})\b(?:\s*(?:est|is|:|-)?\s*${PHONE})?`,
  String.raw`\bnumero\s+oyo\b(?:\s*${PHONE})?`,
  String.raw`\b(?:compte|numero|account|number|telephone)\b[^.;\n]{0,40}?\b(?:(?:de|of|au\s+nom\s+de|in\s+the\s+name\s+of)\s+${TITLE}|du\s+(?:recruteur|responsable|superviseur|chef|directeur|gerant|coordonnateur|formateur|manager|secretaire)|of\s+(?:the|our)\s+(?:recruiter|hr|manager|supervisor|officer|trainer|coordinator|secretary))`,
  String.raw`\bau\s+nom\s+d[eu]\s+${TITLE}`,
  String.raw`\b(?:m|mr|mme|mrs|ms|dr)\b\.?\s+[a-z]+'s\s+account\b`,
  String.raw`\b(?:au|to|at|sur\s+le)\s+(?:this\s+|the\s+|ce\s+|le\s+)?(?:numero|number)\s+(?:below|above|suivant|ci-dessous|ci-dessus|indique|mentionne|following)\b`,
  String.raw`\b(?:au|a|to|at|sur|on)\s+(?:this|that|ce|cet|my|our|mon|notre)\s+(?:numero|number)\b`,
  String.raw`\b(?:au|to|sur\s+le|on|na|kwa)\s+(?:\+?\s?243|0)\s?[89]\d(?:[\s.-]?\d){7}\b`,
  // A number right after a channel or an amount: "10$ na M-Pesa, 0812345678", "Airtel Money : 0977000111".
  // (The lookahead first: only where a number starts is what stands before it read, a bounded few characters back.)
  String.raw`(?=[+0])(?<=(?:${CHANNEL_NAMES}|${OPERATORS}|\$|usd|fc)\s{0,2}[,:]?\s{0,2})${PHONE}`,
  String.raw`\b(?:a|to)\s+(?:m|mr|mme|mrs|ms|monsieur|madame)\.?\s+[a-z]{3,}`,
  // Sent again to the right number, after a first sending: "renvoyez au bon numéro".
  String.raw`\b(?:au|sur\s+le|to\s+the)\s+(?:bon|meme|nouveau|right|correct|new|same)\s+(?:numero|number)\b`,
];
