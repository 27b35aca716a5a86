import {
  EventTaxonomy,
  TAXONOMY_VERSION,
  UNKNOWN_EVENT_TYPE,
  type CfrCitation,
  type EventTypeDefinition,
  type IchReference,
  type ProductType,
} from './event-taxonomy.schema.ts';

/*
 * Citation helpers. Sections are cited at section level; a note names the paragraph or the
 * ISO 13485 clause that carries the requirement where that is not obvious from the heading.
 */
const direct = (section: string, note?: string): CfrCitation => ({
  section: `21 CFR ${section}`,
  relevance: 'direct',
  ...(note === undefined ? {} : { note }),
});
const indirect = (section: string, note?: string): CfrCitation => ({
  section: `21 CFR ${section}`,
  relevance: 'indirect',
  ...(note === undefined ? {} : { note }),
});
/** Part 211 for an API: applied by analogy, never as the binding text. */
const byAnalogy = (section: string): CfrCitation =>
  indirect(
    section,
    'Part 211 governs finished pharmaceuticals; APIs are held to CGMP under FD&C Act 501(a)(2)(B) with ICH Q7 as FDA guidance, so this section applies by analogy',
  );
/** The QMSR (in force from 2 February 2026): Part 820 requires ISO 13485:2016 through 820.10. */
const qmsr = (clause: string, relevance: 'direct' | 'indirect' = 'direct'): CfrCitation => ({
  section: '21 CFR 820.10',
  relevance,
  note: `ISO 13485:2016 ${clause}, required through 820.10(a)`,
});
/** A section of the Quality System Regulation superseded on 2 February 2026. */
const qsr = (section: string, relevance: 'direct' | 'indirect' = 'direct', detail = ''): CfrCitation => ({
  section: `21 CFR ${section} (QSR)`,
  relevance,
  note: `QSR text in force until 2 February 2026, cited by 483s issued before then${detail}`,
});
const ich = (section: string, relevance: 'direct' | 'indirect' = 'direct', note?: string): IchReference => ({
  section: `ICH ${section}`,
  relevance,
  ...(note === undefined ? {} : { note }),
});

const eventTypes: EventTypeDefinition[] = [
  // environmental_controls
  {
    id: 'pest_control',
    category: 'environmental_controls',
    name: 'Pest control',
    description:
      'Evidence of rodents, insects, birds or other vermin in or near production, storage or laboratory areas, or a pest control programme that is missing, not followed or not documented.',
    severity: 'major',
    keywords: ['pest', 'pests', 'rodent', 'rodent droppings', 'insect', 'insects', 'flies', 'birds', 'vermin', 'infestation', 'bait station', 'pest control', 'mouse', 'rat', 'cockroach', 'insect light trap'],
    abbreviations: ['IPM', 'ILT'],
    misspellings: ['pest controll', 'rodant', 'infestaion', 'cockroch', 'vermine'],
    cfr_sections: {
      drug: [direct('211.56', '211.56(a) buildings free of infestation by rodents, birds, insects and other vermin; 211.56(c) rodenticides and insecticides')],
      api: [byAnalogy('211.56')],
      food: [direct('117.35', '117.35(c) pest control'), indirect('117.20', 'grounds kept to prevent pest attraction and harborage')],
      device: [qmsr('clause 6.4 (work environment and contamination control)', 'indirect'), qsr('820.70', 'indirect', '; 820.70(e) contamination control')],
      supplement: [direct('111.15', 'sanitation of the physical plant, including pest control')],
    },
    ich_references: [ich('Q7 4.7')],
  },
  {
    id: 'temperature_excursion',
    category: 'environmental_controls',
    name: 'Temperature excursion',
    description:
      'Storage, transport or process temperature (or humidity) outside its specified range, including cold-chain breaks, failed storage-area mapping and excursions not evaluated for product impact.',
    severity: 'major',
    keywords: ['temperature excursion', 'out of range temperature', 'cold chain', 'refrigerator', 'freezer', 'warehouse temperature', 'humidity', 'temperature mapping', 'data logger', 'storage conditions', 'above 25', 'below 2', 'shipping temperature', 'thermal'],
    abbreviations: ['TE', 'RH', 'CRT', 'MKT'],
    misspellings: ['temprature', 'temperture', 'excurison', 'tempreature', 'exursion'],
    cfr_sections: {
      drug: [direct('211.142', '211.142(b) storage under appropriate conditions of temperature, humidity and light'), indirect('211.46', 'equipment for adequate control of temperature and humidity'), indirect('211.166', 'storage conditions of the stability programme support the labelled conditions')],
      api: [byAnalogy('211.142')],
      food: [direct('117.93', 'storage and transport under conditions that protect against deterioration'), direct('117.80', 'monitoring of time and temperature in processes and controls')],
      device: [qmsr('clause 7.5.11 (preservation of product)'), qsr('820.150')],
      supplement: [direct('111.455', '111.455(a) holding under appropriate conditions of temperature, humidity and light')],
    },
    ich_references: [ich('Q7 7.4'), ich('Q7 10.1'), ich('Q9 II.5', 'indirect')],
  },
  {
    id: 'environmental_monitoring_excursion',
    category: 'environmental_controls',
    name: 'Environmental monitoring excursion',
    description:
      'Viable or non-viable environmental monitoring results above alert or action limits in classified or controlled areas, pressure-differential failures, or excursions not investigated or trended.',
    severity: 'major',
    keywords: ['environmental monitoring', 'action limit', 'alert limit', 'settle plate', 'contact plate', 'air sample', 'viable count', 'particle count', 'cleanroom', 'grade a', 'iso 5', 'pressure differential', 'excursion', 'mold', 'listeria swab', 'environmental swab', 'positive swab'],
    abbreviations: ['EM', 'CFU', 'ISO5', 'dP', 'HEPA', 'LAF'],
    misspellings: ['enviromental monitoring', 'environmental monitering', 'particel count', 'clean room excurision'],
    cfr_sections: {
      drug: [direct('211.42', '211.42(c)(10)(iv) system for monitoring environmental conditions in aseptic processing areas'), direct('211.113', '211.113(b) procedures to prevent microbiological contamination of sterile products'), indirect('211.46', 'air filtration and pressure control')],
      api: [byAnalogy('211.42')],
      food: [direct('117.165', 'environmental monitoring as verification where a pathogen is a hazard requiring a sanitation control')],
      device: [qmsr('clause 6.4.2 (contamination control)'), qsr('820.70', 'direct', '; 820.70(c) environmental control')],
    },
    ich_references: [ich('Q9 II.4', 'indirect'), ich('Q10 3.2.1', 'indirect')],
  },
  // documentation
  {
    id: 'data_integrity_failure',
    category: 'documentation',
    name: 'Data integrity failure',
    description:
      'Records that are not attributable, legible, contemporaneous, original or accurate: deleted or overwritten data, disabled or unreviewed audit trails, shared logins, testing into compliance, back-dating or uncontrolled worksheets.',
    severity: 'critical',
    keywords: ['data integrity', 'audit trail', 'deleted data', 'shared login', 'shared password', 'backdating', 'back-dated', 'trial injection', 'testing into compliance', 'overwritten', 'uncontrolled worksheet', 'falsified', 'raw data', 'metadata', 'electronic records', 'alcoa'],
    abbreviations: ['DI', 'ALCOA', 'ALCOA+', 'CDS', 'LIMS', 'CSV'],
    misspellings: ['data intergrity', 'data integirty', 'audit trial', 'audittrail', 'falsifed'],
    cfr_sections: {
      drug: [direct('211.68', '211.68(b) access controls on computer systems, input/output checks, backup of data'), direct('211.194', '211.194(a) complete data from all tests'), indirect('211.180', 'record retention and availability'), direct('11.10', 'audit trails, access limits and validation of closed electronic record systems')],
      api: [byAnalogy('211.194'), indirect('11.10', 'Part 11 applies where FDA-required records are kept electronically')],
      food: [direct('117.305', 'records kept as original records, accurate, indelible and created concurrently')],
      device: [direct('820.35', 'control of records, with ISO 13485 clause 4.2.5'), direct('11.10', 'audit trails, access limits and validation of closed electronic record systems')],
    },
    // A manufacturing event: GMP-regime guidance only (E6(R3) governs clinical-trial data, never a plant's records).
    ich_references: [ich('Q7 5.4'), ich('Q7 6.1', 'indirect')],
  },
  {
    id: 'batch_record_incomplete',
    category: 'documentation',
    name: 'Batch record incomplete',
    description:
      'Batch production and control records with missing entries, signatures, dates, yields or steps, records not reviewed by the quality unit before release, or records that do not follow the master record.',
    severity: 'major',
    keywords: ['batch record', 'batch production record', 'executed batch record', 'missing signature', 'missing entry', 'blank field', 'incomplete record', 'yield not recorded', 'master production record', 'record review', 'second person verification', 'not documented'],
    abbreviations: ['BR', 'BPR', 'BMR', 'MBR', 'EBR', 'MPCR'],
    misspellings: ['batch recrod', 'bach record', 'incomplate', 'signiture', 'batch reccord'],
    cfr_sections: {
      drug: [direct('211.188'), direct('211.192', 'records reviewed and approved by the quality control unit before release'), indirect('211.186')],
      api: [byAnalogy('211.188')],
      food: [],
      device: [qmsr('clauses 4.2.5 and 7.5.1 (record for each batch)'), qsr('820.184', 'indirect')],
      supplement: [direct('111.255'), direct('111.260')],
    },
    ich_references: [ich('Q7 6.5'), ich('Q7 6.7')],
  },
  {
    id: 'sop_deviation',
    category: 'documentation',
    name: 'SOP deviation',
    description:
      'Work not performed as the written procedure requires, procedures missing or not approved, or personnel following uncontrolled or superseded instructions.',
    severity: 'major',
    keywords: ['sop', 'procedure not followed', 'standard operating procedure', 'written procedure', 'did not follow', 'not per procedure', 'superseded procedure', 'uncontrolled copy', 'no written procedure', 'procedure not approved', 'work instruction'],
    abbreviations: ['SOP', 'SOPs', 'WI'],
    misspellings: ['proceedure', 'procedue', 'standard operating proceedure', 'not follwed'],
    cfr_sections: {
      drug: [direct('211.100', 'written procedures followed and deviations recorded and justified'), indirect('211.192')],
      api: [byAnalogy('211.100')],
      food: [indirect('117.150', 'corrections when a preventive control is not properly implemented')],
      device: [qmsr('clause 4.2.4 (control of documents)', 'indirect'), qsr('820.40', 'indirect')],
    },
    ich_references: [ich('Q7 6.1', 'indirect'), ich('Q7 2.1', 'indirect', 'deviations documented and explained'), ich('Q10 3.2.2', 'indirect')],
  },
  // equipment
  {
    id: 'equipment_not_calibrated',
    category: 'equipment',
    name: 'Equipment not calibrated',
    description:
      'Instruments, gauges or equipment used in production or testing that are out of calibration, overdue, calibrated against untraceable standards, or without an impact assessment after an out-of-tolerance finding.',
    severity: 'major',
    keywords: ['calibration', 'not calibrated', 'calibration overdue', 'out of tolerance', 'calibration sticker', 'balance', 'thermometer', 'pressure gauge', 'ph meter', 'traceable standard', 'as found', 'calibration expired'],
    abbreviations: ['NIST', 'CAL'],
    misspellings: ['calibraion', 'callibration', 'calibrtion', 'uncalibrated', 'calibartion'],
    cfr_sections: {
      drug: [direct('211.68', '211.68(a) routinely calibrated according to a written programme'), direct('211.160', '211.160(b)(4) calibration of instruments, apparatus, gauges and recording devices'), indirect('211.194', '211.194(d) calibration records')],
      api: [byAnalogy('211.68')],
      food: [direct('117.165', 'calibration of process monitoring and verification instruments')],
      device: [qmsr('clause 7.6 (control of monitoring and measuring equipment)'), qsr('820.72')],
      supplement: [direct('111.27', 'calibration of instruments and controls')],
    },
    ich_references: [ich('Q7 5.3')],
  },
  {
    id: 'equipment_maintenance',
    category: 'equipment',
    name: 'Equipment maintenance',
    description:
      'Preventive maintenance not performed or documented, equipment in disrepair or malfunctioning, or breakdowns without assessment of affected batches.',
    severity: 'major',
    keywords: ['preventive maintenance', 'maintenance overdue', 'equipment failure', 'breakdown', 'malfunction', 'worn', 'leaking', 'rust', 'repair', 'equipment log', 'downtime', 'gasket', 'not maintained'],
    abbreviations: ['PM', 'CMMS', 'WO'],
    misspellings: ['maintainance', 'maintenence', 'preventative maintenence', 'malfuction'],
    cfr_sections: {
      drug: [direct('211.67', 'maintenance at appropriate intervals under written procedures'), direct('211.182'), indirect('211.58', 'buildings in a good state of repair')],
      api: [byAnalogy('211.67')],
      food: [direct('117.40'), indirect('117.35', 'general maintenance of the plant')],
      device: [qmsr('clause 6.3 (infrastructure maintenance)'), qsr('820.70', 'direct', '; 820.70(g) equipment maintenance schedule')],
      supplement: [direct('111.27')],
    },
    ich_references: [ich('Q7 5.2')],
  },
  {
    id: 'equipment_cleaning',
    category: 'equipment',
    name: 'Equipment cleaning',
    description:
      'Equipment not cleaned, sanitized or sterilized as required, visible residue after cleaning, missing cleaning records or status labels, or cleaning procedures that are not validated.',
    severity: 'major',
    keywords: ['equipment cleaning', 'residue', 'cleaning log', 'not cleaned', 'dirty equipment', 'clean status', 'cleaning procedure', 'cleaning validation', 'swab', 'rinse sample', 'visibly clean', 'sanitization', 'changeover'],
    abbreviations: ['CIP', 'SIP', 'CV', 'MACO', 'TOC'],
    misspellings: ['cleanning', 'cleaing', 'residu', 'sanitisation failure', 'clening'],
    cfr_sections: {
      drug: [direct('211.67', 'cleaning and sanitizing at appropriate intervals under written procedures'), direct('211.182')],
      api: [byAnalogy('211.67')],
      food: [direct('117.35', 'sanitation of food-contact surfaces'), indirect('117.40')],
      device: [qmsr('clause 7.5.2 (cleanliness of product)', 'indirect')],
      supplement: [direct('111.27')],
    },
    ich_references: [ich('Q7 5.2'), ich('Q7 12.7', 'indirect'), ich('Q7 8.5', 'indirect')],
  },
  // manufacturing
  {
    id: 'cross_contamination',
    category: 'manufacturing',
    name: 'Cross-contamination',
    description:
      'Contamination of a product with another product, material or foreign matter through shared equipment, air handling, inadequate segregation or carry-over, including beta-lactam and high-potency contamination.',
    severity: 'critical',
    keywords: ['cross contamination', 'cross-contamination', 'carryover', 'carry-over', 'foreign matter', 'foreign particle', 'penicillin', 'beta-lactam', 'segregation', 'shared equipment', 'mix-up', 'containment', 'dedicated area', 'airflow'],
    abbreviations: ['AHU', 'HVAC', 'OEL', 'PDE'],
    misspellings: ['cross contamintion', 'crosscontamination', 'cross-contamiation', 'carry over contamiation'],
    cfr_sections: {
      drug: [direct('211.42', '211.42(c) separate or defined areas to prevent contamination or mix-ups'), direct('211.46', 'air filtration and exhaust to control contaminants'), direct('211.67'), indirect('211.176')],
      api: [byAnalogy('211.42')],
      food: [direct('117.80', 'protection against contamination and allergen cross-contact'), indirect('117.35')],
      device: [qmsr('clause 6.4.2 (contamination control)', 'indirect')],
      supplement: [direct('111.365')],
    },
    ich_references: [ich('Q7 8.5'), ich('Q7 4.4'), ich('Q9 II.4', 'indirect')],
  },
  {
    id: 'in_process_control',
    category: 'manufacturing',
    name: 'In-process control',
    description:
      'In-process sampling, testing or monitoring not performed, limits not established or results outside limits without action, including missed checks of weight, hardness, fill volume or time limits.',
    severity: 'major',
    keywords: ['in-process', 'in process control', 'in-process testing', 'weight check', 'hardness', 'fill volume', 'blend uniformity', 'time limit', 'hold time', 'process parameter', 'yield', 'checks not performed', 'ipc limits'],
    abbreviations: ['IPC', 'CPP', 'PAT', 'BU'],
    misspellings: ['inprocess', 'in-proces', 'in proccess', 'paramater'],
    cfr_sections: {
      drug: [direct('211.110'), indirect('211.111'), indirect('211.103')],
      api: [byAnalogy('211.110')],
      food: [direct('117.145'), indirect('117.80')],
      device: [qmsr('clauses 7.5.1 and 8.2.6 (monitoring and measurement of product)'), qsr('820.80')],
      supplement: [indirect('111.70', 'in-process specifications at points, steps or stages in the master manufacturing record')],
    },
    ich_references: [ich('Q7 8.3'), ich('Q10 3.2.1', 'indirect')],
  },
  // personnel
  {
    id: 'operator_training_gap',
    category: 'personnel',
    name: 'Operator training gap',
    description:
      'Personnel performing GMP work without documented training or qualification for the task, training not current with procedure revisions, or no GMP training programme.',
    severity: 'major',
    keywords: ['training', 'not trained', 'training record', 'untrained', 'qualification of personnel', 'gmp training', 'training matrix', 'competency', 'retraining', 'training not documented', 'operator qualification'],
    abbreviations: ['GMP', 'OJT', 'LMS'],
    misspellings: ['trainning', 'traning', 'untrainned', 'qualifcation'],
    cfr_sections: {
      drug: [direct('211.25')],
      api: [byAnalogy('211.25')],
      food: [direct('117.4')],
      device: [qmsr('clause 6.2 (human resources)'), qsr('820.25')],
      supplement: [direct('111.12')],
    },
    ich_references: [ich('Q7 3.1'), ich('Q10 2.4', 'indirect')],
  },
  {
    id: 'personnel_hygiene',
    category: 'personnel',
    name: 'Personnel hygiene',
    description:
      'Gowning, clothing, hand hygiene or health practices that could contaminate product, including ill personnel in production, jewellery, eating in production areas and inadequate gowning qualification.',
    severity: 'major',
    keywords: ['gowning', 'hygiene', 'hand washing', 'gloves', 'hair net', 'jewelry', 'jewellery', 'protective clothing', 'ill employee', 'eating in production', 'gown', 'aseptic technique', 'beard cover'],
    abbreviations: ['PPE'],
    misspellings: ['gowining', 'hygeine', 'hygine', 'handwashing not perfromed'],
    cfr_sections: {
      drug: [direct('211.28'), indirect('211.52')],
      api: [byAnalogy('211.28')],
      food: [direct('117.10')],
      device: [qmsr('clause 6.4.1 (work environment: health, cleanliness and clothing of personnel)', 'indirect')],
      supplement: [direct('111.10')],
    },
    ich_references: [ich('Q7 3.2')],
  },
  // labeling
  {
    id: 'label_mix_up',
    category: 'labeling',
    name: 'Label mix-up',
    description:
      'Wrong label, insert or carton applied to a product or lot, mixed or gang-printed labeling, incorrect lot or expiry printed, or labeling reconciliation discrepancies pointing to a mix-up.',
    severity: 'critical',
    keywords: ['mislabeled', 'wrong label', 'label mix-up', 'mixup', 'incorrect label', 'wrong lot number', 'wrong expiry', 'reconciliation discrepancy', 'line clearance', 'mislabelled', 'wrong insert', 'wrong carton'],
    abbreviations: ['PI', 'PIL', 'EXP'],
    misspellings: ['mislabled', 'label mixup', 'lable', 'miss-labeled', 'mislabeld'],
    cfr_sections: {
      drug: [direct('211.130', 'line clearance and prevention of mix-ups'), direct('211.125', 'labeling reconciliation'), direct('211.122'), indirect('211.134')],
      api: [byAnalogy('211.130')],
      food: [indirect('117.135', 'food allergen controls cover labeling of the finished food for allergens')],
      device: [direct('820.45', '820.45(c) labeling and packaging operations established to prevent mix-ups'), qsr('820.120')],
    },
    ich_references: [ich('Q7 9.3'), ich('Q7 9.4'), ich('Q9 II.8', 'indirect')],
  },
  {
    id: 'packaging_material',
    category: 'labeling',
    name: 'Packaging material',
    description:
      'Containers, closures or packaging components that are defective, not tested or released, not suitable for the product, or that fail container-closure integrity.',
    severity: 'major',
    keywords: ['container closure', 'closure', 'packaging component', 'blister', 'bottle', 'vial', 'stopper', 'seal integrity', 'leak', 'cracked', 'packaging defect', 'carton', 'foil'],
    abbreviations: ['CCI', 'CCIT', 'PCM'],
    misspellings: ['packageing', 'packging', 'container closer', 'blisster'],
    cfr_sections: {
      drug: [direct('211.94'), direct('211.84', 'testing and approval of containers and closures'), indirect('211.122')],
      api: [byAnalogy('211.94')],
      food: [],
      device: [direct('820.45'), qsr('820.130')],
    },
    ich_references: [ich('Q7 9.2'), ich('Q9 II.8', 'indirect')],
  },
  {
    id: 'label_control',
    category: 'labeling',
    name: 'Label control',
    description:
      'Weaknesses in labeling control: no examination or release of incoming labeling, uncontrolled access to labels, obsolete labeling not destroyed, or missing labeling records.',
    severity: 'major',
    keywords: ['label control', 'label issuance', 'label storage', 'obsolete labels', 'label reconciliation', 'label release', 'labeling records', 'label inventory', 'label room', 'label proof'],
    abbreviations: ['UDI'],
    misspellings: ['lable control', 'labelling controll', 'label issuence'],
    cfr_sections: {
      drug: [direct('211.122'), direct('211.125'), direct('211.130'), indirect('211.184')],
      api: [byAnalogy('211.125')],
      food: [],
      device: [direct('820.45', 'labeling examined for accuracy and release documented'), qsr('820.120')],
    },
    ich_references: [ich('Q7 9.3')],
  },
  // laboratory
  {
    id: 'laboratory_testing_failure',
    category: 'laboratory',
    name: 'Laboratory testing failure',
    description:
      'Out-of-specification or out-of-trend laboratory results, invalidated results without an assignable cause, or retesting and averaging that hide a failing result.',
    severity: 'major',
    keywords: ['out of specification', 'failed test', 'failing result', 'retest', 'invalidated', 'assignable cause', 'assay failure', 'impurity', 'dissolution failure', 'out of trend', 'laboratory investigation', 'averaging', 'phase i investigation'],
    abbreviations: ['OOS', 'OOT', 'HPLC', 'GC', 'QC'],
    misspellings: ['out of specificaton', 'out-of-specifcation', 'disolution', 'assay faliure'],
    cfr_sections: {
      drug: [direct('211.192', 'unexplained discrepancy or failure of a batch to meet specifications investigated'), direct('211.160'), indirect('211.165'), indirect('211.194')],
      api: [byAnalogy('211.192')],
      food: [direct('117.150', 'corrective action when verification results show a problem')],
      device: [qmsr('clauses 8.2.6 and 8.3 (nonconforming product)'), qsr('820.90')],
      supplement: [direct('111.75')],
    },
    ich_references: [ich('Q7 11.1', 'direct', 'out-of-specification results investigated and documented'), ich('Q7 11.2', 'indirect'), ich('Q10 3.2.2', 'indirect')],
  },
  {
    id: 'microbial_contamination',
    category: 'laboratory',
    name: 'Microbial contamination',
    description:
      'Microbial contamination of product, components, water or sterile areas: sterility test positives, objectionable organisms, bioburden or endotoxin above limits, failed media fills.',
    severity: 'critical',
    keywords: ['microbial contamination', 'sterility failure', 'sterility positive', 'bioburden', 'endotoxin', 'objectionable organism', 'mold', 'bacteria', 'media fill failure', 'burkholderia', 'pseudomonas', 'microbial limits', 'yeast', 'salmonella', 'listeria', 'e. coli', 'pathogen'],
    abbreviations: ['TAMC', 'TYMC', 'BET', 'LAL', 'CFU', 'APS'],
    misspellings: ['microbal', 'microbiological contamintion', 'sterilty', 'bio-burden', 'endotoxine'],
    cfr_sections: {
      drug: [direct('211.113'), indirect('211.165', 'microbiological testing of each batch where appropriate'), indirect('211.84', 'components liable to microbiological contamination'), indirect('610.12', 'sterility test for biological products')],
      api: [byAnalogy('211.113')],
      food: [direct('117.135', 'sanitation controls for environmental pathogens'), direct('117.80')],
      device: [qmsr('clauses 7.5.5 and 7.5.7 (sterile devices, sterilization validation)', 'indirect'), qsr('820.70', 'indirect')],
      supplement: [direct('111.365'), indirect('111.10')],
    },
    ich_references: [ich('Q7 8.5'), ich('Q7 11.2', 'indirect'), ich('Q9 II.7', 'indirect')],
  },
  {
    id: 'stability_program',
    category: 'laboratory',
    name: 'Stability programme',
    description:
      'A written stability programme that is missing or inadequate: no protocol, unsuitable storage conditions or test methods, too few batches, or expiry dating not supported by data.',
    severity: 'major',
    keywords: ['stability program', 'stability programme', 'stability protocol', 'expiration date', 'expiry dating', 'shelf life', 'stability indicating', 'storage conditions', 'accelerated stability', 'long-term stability', 'retest date'],
    abbreviations: ['EXP', 'SIM', 'LTSS'],
    misspellings: ['stabilty', 'stablity program', 'expiraton', 'shelf-live'],
    cfr_sections: {
      drug: [direct('211.166'), direct('211.137')],
      api: [byAnalogy('211.166')],
      food: [],
      device: [],
    },
    ich_references: [ich('Q7 11.5'), ich('Q7 11.6'), ich('Q9 II.7', 'indirect')],
  },
  {
    id: 'laboratory_controls_deficiency',
    category: 'laboratory',
    name: 'Laboratory controls deficiency',
    description:
      'Laboratory controls that are not scientifically sound: unvalidated or unverified methods, missing specifications or sampling plans, uncontrolled reference standards, or incomplete laboratory records.',
    severity: 'major',
    keywords: ['laboratory controls', 'method validation', 'test method', 'specification', 'sampling plan', 'reference standard', 'system suitability', 'laboratory records', 'analytical method', 'not validated', 'compendial method', 'verification of method'],
    abbreviations: ['QC', 'USP', 'SST', 'LOD', 'LOQ'],
    misspellings: ['labratory', 'laboratroy', 'analitical', 'specifcation'],
    cfr_sections: {
      drug: [direct('211.160'), direct('211.194'), indirect('211.165', '211.165(e) accuracy, sensitivity, specificity and reproducibility of test methods')],
      api: [byAnalogy('211.160')],
      food: [indirect('117.165')],
      device: [qmsr('clause 7.6 (control of monitoring and measuring equipment)', 'indirect')],
    },
    ich_references: [ich('Q7 11.1'), ich('Q7 6.6'), ich('Q7 12.8', 'indirect')],
  },
  {
    id: 'release_testing_failure',
    category: 'laboratory',
    name: 'Release testing failure',
    description:
      'Batches released without full testing against specifications, without quality unit approval, or despite failing results; missing identity, potency or sterility tests before release.',
    severity: 'critical',
    keywords: ['release testing', 'released without testing', 'batch release', 'finished product testing', 'certificate of analysis', 'released before results', 'identity test', 'potency', 'release specification', 'failed release', 'shipped before release'],
    abbreviations: ['CoA', 'COA', 'QP', 'QA'],
    misspellings: ['relase', 'realease testing', 'certificat of analysis', 'releaed'],
    cfr_sections: {
      drug: [direct('211.165'), direct('211.192'), indirect('211.22', 'the quality control unit approves or rejects drug products'), indirect('610.1', 'tests prior to release for each lot of a biological product')],
      api: [byAnalogy('211.165')],
      food: [indirect('117.165', 'product testing as verification')],
      device: [qmsr('clause 8.2.6 (release of product after planned arrangements are met)'), qsr('820.80')],
      supplement: [direct('111.75')],
    },
    ich_references: [ich('Q7 11.2'), ich('Q7 11.4', 'indirect'), ich('Q7 2.2', 'indirect')],
  },
  // quality_systems
  {
    id: 'capa_failure',
    category: 'quality_systems',
    name: 'CAPA failure',
    description:
      'Corrective and preventive actions not identified, not implemented, overdue or not effective, so that the same problem recurs; effectiveness checks missing.',
    severity: 'major',
    keywords: ['capa', 'corrective action', 'preventive action', 'effectiveness check', 'recurring', 'recurrence', 'repeat deviation', 'capa overdue', 'capa not effective', 'root cause not addressed', 'capa not implemented'],
    abbreviations: ['CAPA', 'CA', 'PA', 'EC', 'RCA'],
    misspellings: ['corective action', 'preventative action', 'capa effectivness', 'reccurring'],
    cfr_sections: {
      drug: [direct('211.192', 'investigations include conclusions and follow-up; Part 211 has no section named CAPA'), indirect('211.22'), indirect('211.180', '211.180(e) annual review to determine the need for changes')],
      api: [byAnalogy('211.192')],
      food: [direct('117.150')],
      device: [qmsr('clauses 8.5.2 (corrective action) and 8.5.3 (preventive action)'), qsr('820.100')],
    },
    ich_references: [ich('Q10 3.2.2'), ich('Q9 4.4', 'indirect')],
  },
  {
    id: 'investigation_deficiency',
    category: 'quality_systems',
    name: 'Investigation deficiency',
    description:
      'Investigations of failures, deviations or discrepancies that are missing, late, superficial, not extended to other affected batches, or that conclude without a scientifically supported root cause.',
    severity: 'major',
    keywords: ['investigation', 'root cause', 'inadequate investigation', 'not investigated', 'human error', 'no root cause', 'not extended to other batches', 'impact assessment', 'investigation closed', 'probable cause', 'scope of investigation'],
    abbreviations: ['RCA', 'NCR', 'QE', 'OOS'],
    misspellings: ['investigaton', 'invesitgation', 'root casue', 'investigtion'],
    cfr_sections: {
      drug: [direct('211.192', 'thorough investigation extended to other batches that may have been associated'), indirect('211.198'), indirect('211.100')],
      api: [byAnalogy('211.192')],
      food: [direct('117.150')],
      device: [qmsr('clauses 8.3 and 8.5.2 (nonconforming product, corrective action)'), qsr('820.100'), qsr('820.90', 'indirect')],
    },
    ich_references: [ich('Q10 3.2.2'), ich('Q9 4.3', 'indirect'), ich('Q7 11.1', 'indirect'), ich('Q7 6.7', 'indirect')],
  },
  {
    id: 'quality_unit_failure',
    category: 'quality_systems',
    name: 'Quality unit failure',
    description:
      'The quality unit lacks authority, independence, resources or written responsibilities, or fails to exercise them: approving without review, not reviewing records or investigations, management not overseeing the quality system.',
    severity: 'critical',
    keywords: ['quality unit', 'quality control unit', 'quality assurance', 'qa oversight', 'responsibilities of the quality unit', 'management oversight', 'quality system', 'qa approval', 'quality unit failed', 'lack of oversight', 'management review'],
    abbreviations: ['QU', 'QCU', 'QA', 'QMS', 'PQS'],
    misspellings: ['quality unt', 'qualtiy unit', 'quaility assurance', 'oversite'],
    cfr_sections: {
      drug: [direct('211.22'), indirect('211.192'), indirect('211.180')],
      api: [byAnalogy('211.22')],
      food: [indirect('117.180', 'oversight of the food safety plan by a preventive controls qualified individual')],
      device: [qmsr('clause 5 (management responsibility)'), qsr('820.20')],
      supplement: [direct('111.105')],
    },
    ich_references: [ich('Q7 2.2'), ich('Q10 2.1'), ich('Q10 2.6', 'indirect'), ich('Q10 4.1', 'indirect')],
  },
  // quality_management
  {
    id: 'complaint_handling',
    category: 'quality_management',
    name: 'Complaint handling',
    description:
      'A product complaint or adverse event report about quality, safety or performance that needs review, investigation and, where it meets the criteria, reporting to the regulator.',
    severity: 'major',
    keywords: ['complaint', 'customer complaint', 'product complaint', 'adverse event', 'consumer reported', 'field alert', 'medical device report', 'complaint trend', 'returned product', 'patient injury'],
    abbreviations: ['MDR', 'FAR', 'AE', 'PQC'],
    misspellings: ['complant', 'complaitn', 'compliant handling', 'complaint handeling'],
    cfr_sections: {
      drug: [direct('211.198')],
      api: [byAnalogy('211.198')],
      food: [],
      device: [direct('820.35', '820.35(a) records of complaints'), qmsr('clauses 8.2.2 (complaint handling) and 8.2.3 (reporting), with 820.10(b)(3)'), qsr('820.198'), indirect('803.50')],
      supplement: [direct('111.560')],
    },
    ich_references: [ich('Q7 15'), ich('Q10 3.2.1', 'indirect')],
  },
  {
    id: 'deviation_management',
    category: 'quality_management',
    name: 'Deviation management',
    description:
      'Deviations from approved instructions or conditions that are not recorded, classified, assessed for product impact or closed on time, or a deviation system that is missing or not used.',
    severity: 'major',
    keywords: ['deviation', 'unplanned deviation', 'planned deviation', 'deviation not recorded', 'deviation report', 'deviation overdue', 'nonconformance', 'impact assessment', 'deviation classification', 'incident report'],
    abbreviations: ['DR', 'NCR', 'NC', 'QE'],
    misspellings: ['deviaton', 'devation', 'non-conformence', 'deviaiton'],
    cfr_sections: {
      drug: [direct('211.100', '211.100(b) deviations recorded and justified'), direct('211.192')],
      api: [byAnalogy('211.100')],
      food: [direct('117.150')],
      device: [qmsr('clause 8.3 (control of nonconforming product)', 'indirect'), qsr('820.90', 'indirect')],
    },
    ich_references: [ich('Q10 3.2.2'), ich('Q7 2.1', 'indirect', 'deviations documented and explained'), ich('Q9 4.3', 'indirect')],
  },
  {
    id: 'change_control',
    category: 'quality_management',
    name: 'Change control',
    description:
      'The change control system: how changes to processes, equipment, methods, specifications, facilities or suppliers are proposed, assessed, approved by the quality unit and verified.',
    severity: 'major',
    keywords: ['change control', 'change request', 'change management', 'change assessment', 'impact assessment', 'regulatory impact', 'change approval', 'post-change review', 'change implementation'],
    abbreviations: ['CC', 'CR', 'MOC'],
    misspellings: ['change controll', 'chnage control', 'change contol'],
    cfr_sections: {
      drug: [direct('211.100', '211.100(a) changes drafted, reviewed and approved by the quality control unit'), indirect('211.160', '211.160(a) changes to specifications and test procedures approved by the quality control unit')],
      api: [byAnalogy('211.100')],
      food: [indirect('117.170', 'reanalysis when a significant change creates a new hazard')],
      device: [qmsr('clause 7.3.9 (control of design and development changes), with clause 4.1.4 for changes to quality management system processes'), qsr('820.30', 'indirect', '; 820.30(i) design changes'), qsr('820.70', 'indirect', '; 820.70(b) production and process changes')],
    },
    ich_references: [ich('Q7 13'), ich('Q10 3.2.3')],
  },
  {
    id: 'change_control_failure',
    category: 'quality_management',
    name: 'Change control failure',
    description:
      'A specific change implemented without change control: no impact assessment, no quality unit approval, no validation or regulatory filing assessment before the change reached product.',
    severity: 'major',
    keywords: ['unapproved change', 'change not assessed', 'change without approval', 'implemented without change control', 'unauthorized change', 'change not validated', 'undocumented change', 'bypassed change control'],
    abbreviations: ['CC', 'MOC'],
    misspellings: ['unauthorised chnage', 'unaproved change', 'change controll failure'],
    cfr_sections: {
      drug: [direct('211.100', '211.100(a) changes drafted, reviewed and approved by the quality control unit'), indirect('211.160')],
      api: [byAnalogy('211.100')],
      food: [indirect('117.170')],
      device: [qmsr('clause 7.3.9 (control of design and development changes), with clause 4.1.4 for changes to quality management system processes'), qsr('820.70', 'indirect', '; 820.70(b) production and process changes')],
    },
    ich_references: [ich('Q7 13'), ich('Q10 3.2.3')],
  },
  // food_safety
  {
    id: 'haccp_plan',
    category: 'food_safety',
    name: 'HACCP / food safety plan',
    description:
      'A hazard analysis or food safety (HACCP) plan that is missing, incomplete or not followed: hazards not identified, critical control points or preventive controls without limits, monitoring or verification.',
    severity: 'critical',
    keywords: ['haccp', 'haccp plan', 'food safety plan', 'hazard analysis', 'critical control point', 'critical limit', 'preventive control', 'monitoring records', 'verification', 'reanalysis', 'pcqi'],
    abbreviations: ['HACCP', 'CCP', 'FSP', 'PCQI', 'FSMA', 'HARPC'],
    misspellings: ['hacp', 'hazzard analysis', 'haccp plann', 'critcal control point'],
    cfr_sections: {
      drug: [],
      api: [],
      food: [direct('117.126'), direct('117.130'), direct('117.135'), direct('120.8', 'juice HACCP'), direct('123.6', 'fish and fishery products HACCP')],
      device: [],
    },
    ich_references: [ich('Q9 I.5', 'indirect', 'HACCP as a risk management tool')],
  },
  {
    id: 'allergen_control',
    category: 'food_safety',
    name: 'Allergen control',
    description:
      'Undeclared allergens or allergen cross-contact: shared lines without validated cleaning, missing allergen labeling review, or no allergen preventive controls.',
    severity: 'critical',
    keywords: ['allergen', 'undeclared allergen', 'cross-contact', 'peanut', 'tree nut', 'milk', 'soy', 'wheat', 'egg', 'sesame', 'shellfish', 'allergen cleaning', 'allergen label'],
    abbreviations: ['FALCPA', 'ACP'],
    misspellings: ['alergen', 'allergin', 'undecalred allergen', 'cross contact'],
    cfr_sections: {
      drug: [],
      api: [],
      food: [direct('117.135', 'food allergen controls'), direct('117.80', 'protection against allergen cross-contact'), indirect('117.93')],
      device: [],
    },
    ich_references: [],
  },
  // validation
  {
    id: 'process_validation',
    category: 'validation',
    name: 'Process validation',
    description:
      'Manufacturing processes not validated or not kept in a validated state: no process performance qualification, no continued process verification, or changes not revalidated.',
    severity: 'major',
    keywords: ['process validation', 'not validated', 'validation protocol', 'process performance qualification', 'continued process verification', 'revalidation', 'validation batches', 'process capability', 'validated state', 'aseptic process validation'],
    abbreviations: ['PV', 'PPQ', 'CPV', 'PQ', 'VMP'],
    misspellings: ['proces validation', 'validaton', 'vaildation', 'revalidaton'],
    cfr_sections: {
      drug: [direct('211.100', 'procedures designed to assure identity, strength, quality and purity'), direct('211.110', '211.110(a) validate the performance of manufacturing processes'), indirect('211.113', '211.113(b) validation of aseptic and sterilization processes')],
      api: [byAnalogy('211.100')],
      food: [direct('117.160')],
      device: [qmsr('clause 7.5.6 (validation of processes for production)'), qsr('820.75')],
    },
    ich_references: [ich('Q7 12.4'), ich('Q7 12.5'), ich('Q7 12.6', 'indirect'), ich('Q10 3.1.3', 'indirect')],
  },
  {
    id: 'validation_failure',
    category: 'validation',
    name: 'Validation failure',
    description:
      'Qualification or validation that failed or is missing for equipment, utilities, computer systems or analytical methods: failed protocol acceptance criteria, unqualified equipment in use.',
    severity: 'major',
    keywords: ['qualification', 'equipment qualification', 'installation qualification', 'operational qualification', 'performance qualification', 'method validation', 'computer system validation', 'validation failed', 'acceptance criteria not met', 'unqualified'],
    abbreviations: ['IQ', 'OQ', 'PQ', 'CSV', 'DQ', 'URS'],
    misspellings: ['qualifcation', 'validaton failure', 'qualfication', 'valdation'],
    cfr_sections: {
      drug: [direct('211.165', '211.165(e) test methods shown accurate, sensitive, specific and reproducible'), direct('211.100'), indirect('211.68'), indirect('211.194', '211.194(a)(2) suitability of test methods verified')],
      api: [byAnalogy('211.100')],
      food: [direct('117.160')],
      device: [qmsr('clauses 4.1.6, 7.3.7 and 7.5.6 (software, design and process validation)'), qsr('820.75'), qsr('820.30', 'indirect', '; 820.30(g) design validation')],
    },
    ich_references: [ich('Q7 12.3'), ich('Q7 12.8'), ich('Q7 12.2'), ich('Q7 5.4', 'indirect')],
  },
  // medical_device
  {
    id: 'design_control',
    category: 'medical_device',
    name: 'Design control',
    description:
      'Device design and development not controlled: missing design inputs or outputs, verification or validation, risk analysis, design reviews, transfer or a design history file.',
    severity: 'major',
    keywords: ['design control', 'design input', 'design output', 'design verification', 'design validation', 'design review', 'design transfer', 'design history file', 'risk analysis', 'software validation', 'design change'],
    abbreviations: ['DHF', 'V&V', 'FMEA', 'DDP'],
    misspellings: ['desing control', 'design controll', 'desgin', 'verfication'],
    cfr_sections: {
      drug: [],
      api: [],
      food: [],
      device: [direct('820.10', '820.10(c) Clause 7.3 of ISO 13485:2016 for class II, class III and listed class I devices'), qsr('820.30')],
    },
    ich_references: [],
  },
  {
    id: 'dhr_incomplete',
    category: 'medical_device',
    name: 'Device history record incomplete',
    description:
      'Device history (batch) records that do not show the device was made according to its device master record: missing dates, quantities, acceptance records, labeling or UDI.',
    severity: 'major',
    keywords: ['device history record', 'dhr', 'device master record', 'production record', 'acceptance records', 'lot record', 'traveler', 'router', 'missing udi', 'quantity released'],
    abbreviations: ['DHR', 'DMR', 'MDF', 'UDI'],
    misspellings: ['device histroy record', 'device history recrod', 'dhr incompelte'],
    cfr_sections: {
      drug: [],
      api: [],
      food: [],
      device: [qmsr('clauses 4.2.5 and 7.5.1 (record for each device or batch)'), indirect('820.35', '820.35(c) UDI recorded for each device or batch'), qsr('820.184')],
    },
    ich_references: [],
  },
  // facilities
  {
    id: 'facility_design',
    category: 'facilities',
    name: 'Facility design',
    description:
      'Buildings whose size, construction, layout, surfaces, lighting or air handling do not suit the operations: inadequate separation, cleanability, flow of materials and personnel or classified areas.',
    severity: 'major',
    keywords: ['facility design', 'building', 'layout', 'construction', 'surfaces', 'walls', 'ceiling', 'floors', 'lighting', 'air handling', 'material flow', 'personnel flow', 'classified area', 'peeling paint'],
    abbreviations: ['HVAC', 'AHU', 'HEPA'],
    misspellings: ['facilty', 'faciltiy design', 'cielings', 'lay out'],
    cfr_sections: {
      drug: [direct('211.42'), direct('211.46'), indirect('211.44'), indirect('211.48')],
      api: [byAnalogy('211.42')],
      food: [direct('117.20')],
      device: [qmsr('clause 6.3 (infrastructure)', 'indirect')],
      supplement: [direct('111.20')],
    },
    ich_references: [ich('Q7 4.1'), ich('Q9 II.4', 'indirect')],
  },
  // utilities
  {
    id: 'water_system_failure',
    category: 'utilities',
    name: 'Water system failure',
    description:
      'Water used in production or cleaning that is not of suitable quality or not monitored: purified water or water-for-injection excursions, biofilm, dead legs, unvalidated systems, or non-potable water.',
    severity: 'major',
    keywords: ['water system', 'purified water', 'water for injection', 'potable water', 'conductivity', 'total organic carbon', 'biofilm', 'dead leg', 'loop', 'water sample', 'water excursion', 'sanitization of water'],
    abbreviations: ['PW', 'WFI', 'TOC', 'USP', 'RO', 'HPW'],
    misspellings: ['purifed water', 'water for injecton', 'conductivty', 'bio-film'],
    cfr_sections: {
      drug: [direct('211.48', 'potable water; Part 211 has no section on purified water systems'), indirect('211.113'), indirect('211.160')],
      api: [byAnalogy('211.48')],
      food: [direct('117.37', 'water supply')],
      device: [qmsr('clause 6.4.2 (contamination control)', 'indirect')],
      supplement: [indirect('111.15')],
    },
    ich_references: [ich('Q7 4.3'), ich('Q7 4.2', 'indirect')],
  },
  // supply_chain
  {
    id: 'supplier_qualification_gap',
    category: 'supply_chain',
    name: 'Supplier qualification gap',
    description:
      'Suppliers and incoming materials not adequately controlled: suppliers not qualified or audited, reliance on certificates of analysis without verification, missing identity testing of components, or materials used before release.',
    severity: 'major',
    keywords: ['supplier qualification', 'supplier audit', 'approved supplier', 'vendor qualification', 'certificate of analysis', 'identity testing', 'incoming material', 'component testing', 'raw material', 'quarantine', 'contract manufacturer', 'diethylene glycol'],
    abbreviations: ['ASL', 'AVL', 'CoA', 'COA', 'CMO', 'DEG'],
    misspellings: ['suplier', 'supplier qualificaton', 'vender', 'certifcate of analysis'],
    cfr_sections: {
      drug: [direct('211.84', '211.84(d)(1) identity test and 211.84(d)(2) reliance on a supplier report only after validating the supplier'), indirect('211.80'), indirect('211.82'), indirect('211.86')],
      api: [byAnalogy('211.84')],
      food: [direct('117.410')],
      device: [qmsr('clause 7.4 (purchasing)'), qsr('820.50')],
      supplement: [direct('111.75', 'qualifying a supplier before relying on its certificate of analysis')],
    },
    ich_references: [ich('Q7 7.3'), ich('Q7 7.1', 'indirect'), ich('Q7 7.2', 'indirect'), ich('Q7 16', 'indirect'), ich('Q10 2.7'), ich('Q9 II.5', 'indirect')],
  },
  // stability
  {
    id: 'stability_testing_gap',
    category: 'stability',
    name: 'Stability testing gap',
    description:
      'Stability studies not executed as the programme requires: missed or late pull points, samples not tested, stability failures not investigated, or commercial batches not placed on annual stability.',
    severity: 'major',
    keywords: ['stability testing', 'missed pull', 'stability pull', 'stability time point', 'stability failure', 'annual stability batch', 'stability chamber', 'stability data', 'stability samples not tested', 'overdue stability'],
    abbreviations: ['OOS', 'OOT', 'RH'],
    misspellings: ['stabilty testing', 'stablity', 'stability pul', 'stabillity'],
    cfr_sections: {
      drug: [direct('211.166'), direct('211.137'), indirect('211.194', '211.194(e) stability testing records')],
      api: [byAnalogy('211.166')],
      food: [],
      device: [],
    },
    ich_references: [ich('Q7 11.5'), ich('Q7 11.6', 'indirect')],
  },
  // complaints
  {
    id: 'complaint_handling_deficiency',
    category: 'complaints',
    name: 'Complaint handling deficiency',
    description:
      'The complaint system fails: complaints not documented, reviewed or investigated, reportability (field alerts, medical device reports) not evaluated, or complaint files incomplete.',
    severity: 'major',
    keywords: ['complaint not investigated', 'complaint file', 'complaint procedure', 'complaints not reviewed', 'reportability', 'not reported', 'late mdr', 'complaint trending', 'complaint records', 'complaint closed without investigation'],
    abbreviations: ['MDR', 'FAR', 'PQC'],
    misspellings: ['complant handling', 'complaint investigaton', 'compliant file'],
    cfr_sections: {
      drug: [direct('211.198')],
      api: [byAnalogy('211.198')],
      food: [],
      device: [direct('820.35', '820.35(a) records of complaints'), qmsr('clauses 8.2.2 (complaint handling) and 8.2.3 (reporting), with 820.10(b)(3)'), qsr('820.198'), indirect('803.17')],
      supplement: [direct('111.560')],
    },
    ich_references: [ich('Q7 15'), ich('Q10 3.2.1', 'indirect')],
  },
];

/**
 * Event taxonomy v3.0: the 39 event types of document 3's table, with keywords, CFR citations per
 * product type and ICH references, and the seven ids of earlier versions accepted as aliases.
 * Validated on load, so a malformed edit fails at import, not at query time.
 */
export const EVENT_TAXONOMY: EventTaxonomy = EventTaxonomy.parse({
  taxonomy_version: TAXONOMY_VERSION,
  event_types: eventTypes,
  aliases: [
    { alias: 'materials_handling', canonical: 'supplier_qualification_gap', rationale: 'Receipt, quarantine, testing and release of components (21 CFR 211.80-211.89, ICH Q7 7) sits with incoming-material control; v3.0 has no separate materials type.' },
    { alias: 'equipment_calibration', canonical: 'equipment_not_calibrated', rationale: 'Same concept under the earlier name.' },
    { alias: 'contamination', canonical: 'cross_contamination', rationale: 'Generic contamination of product in manufacturing; microbial findings in the laboratory map to microbial_contamination when the text says so.' },
    { alias: 'documentation_deficiency', canonical: 'batch_record_incomplete', rationale: 'Incomplete or inaccurate production records, the most frequent documentation finding (21 CFR 211.188, 211.192).' },
    { alias: 'cleaning_validation', canonical: 'equipment_cleaning', rationale: 'Cleaning procedures and their validation are one subsystem (21 CFR 211.67, ICH Q7 5.2 and 12.7).' },
    { alias: 'equipment_failure', canonical: 'equipment_maintenance', rationale: 'Breakdowns and malfunctions are handled through maintenance (21 CFR 211.67, ICH Q7 5.2).' },
    { alias: UNKNOWN_EVENT_TYPE, canonical: UNKNOWN_EVENT_TYPE, rationale: 'The below-threshold result (confidence under 0.60); the taxonomy page calls it unclassified. Accepted as a filter value, never a type.' },
  ],
});

/** What an input event-type id resolves to: a taxonomy type, the unknown sentinel, or nothing. */
export type ResolvedEventTypeId = { kind: 'type'; type: EventTypeDefinition } | { kind: 'unknown' } | { kind: 'invalid' };

const typesById = new Map(EVENT_TAXONOMY.event_types.map((type) => [type.id, type]));
const aliasesById = new Map(EVENT_TAXONOMY.aliases.map((alias) => [alias.alias, alias.canonical]));

/**
 * Resolves an id from input (API filter, older client, stored record) to its v3.0 type: taxonomy
 * ids resolve to themselves, alias ids to their canonical type, `unknown` to the sentinel.
 */
export function resolveEventTypeId(id: string): ResolvedEventTypeId {
  const normalized = id.trim().toLowerCase();
  const canonical = aliasesById.get(normalized) ?? normalized;
  if (canonical === UNKNOWN_EVENT_TYPE) return { kind: 'unknown' };
  const type = typesById.get(canonical);
  return type === undefined ? { kind: 'invalid' } : { kind: 'type', type };
}

/** The CFR citations of an event type for one product type (empty where none applies). */
export function cfrSectionsFor(type: EventTypeDefinition, productType: ProductType): CfrCitation[] {
  return type.cfr_sections[productType] ?? [];
}
