import { cards, downloads, lawUrl, p, type SeedPage, steps, table, text, ul } from './build'

/**
 * English versions of the diagnosis, carbon-neutrality and R&D pages. Each one keeps the Korean page's blocks in the
 * same order with the same figures, so the two languages tell a client the same facts; laws carry their Korean names
 * in parentheses so a foreign client can find the original.
 */
export const englishDiagnosisCarbonRndPages: SeedPage[] = [
  {
    path: 'diagnosis/diagnosis01',
    title: 'Building Safety Diagnosis',
    summary:
      'Detailed safety inspections and detailed safety diagnoses under the Special Act on the Safety and Maintenance of Facilities, with the safety grades A to E and how often each is due.',
    lead: 'We survey and test the structural condition of a building, determine its safety grade and set out how to repair or strengthen it.',
    layout: [
      text(
        'Overview',
        p(
          'Whoever is responsible for managing a facility must have safety inspections and safety diagnoses carried out at the intervals the law sets. A safety inspection is a survey of hazards by an experienced, qualified engineer, by eye or with inspection instruments. A detailed safety diagnosis looks for physical and functional defects, establishes their causes and sets out how to repair or strengthen the structure.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'Special Act on the Safety and Maintenance of Facilities (시설물의 안전 및 유지관리에 관한 특별법)',
          'Its Enforcement Decree and subordinate regulations',
        ),
      ),
      text(
        'Who it applies to',
        p(
          'Buildings that count as facilities under the Special Act on the Safety and Maintenance of Facilities. Whether a building is covered depends on its use and size, as set by law; tell us about your building and we will check this first.',
        ),
      ),
      table({
        heading: 'Safety grades',
        caption: 'Facility safety grades and what they mean',
        columns: ['Grade', 'Condition'],
        rows: [
          ['A (excellent)', 'The best condition, with no problems'],
          ['B (good)', 'Minor defects in secondary members that do not affect how the building performs'],
          ['C (fair)', 'Minor defects in main members or widespread defects in secondary members; repair is needed'],
          [
            'D (poor)',
            'Defects in main members; urgent repair or strengthening is needed, and whether to restrict use must be decided',
          ],
          [
            'E (unsafe)',
            'Serious defects in main members; use must stop at once, and the building must be strengthened or rebuilt',
          ],
        ],
      }),
      table({
        heading: 'Inspection and diagnosis intervals',
        caption: 'Intervals of detailed safety inspections and detailed safety diagnoses by safety grade (buildings)',
        columns: ['Safety grade', 'Detailed safety inspection', 'Detailed safety diagnosis'],
        rows: [
          ['A', 'At least once every 4 years', 'At least once every 6 years'],
          ['B, C', 'At least once every 3 years', 'At least once every 5 years'],
          ['D, E', 'At least once every 2 years', 'At least once every 4 years'],
        ],
        note: 'Which facilities need a detailed safety diagnosis, when the first one is due and the detailed criteria are set in the Enforcement Decree.',
      }),
      steps('Diagnosis procedure', null, [
        [
          'apply',
          'Contract and document review',
          'We review the design documents and the records of past inspections and repairs.',
        ],
        [
          null,
          'Site survey',
          'A visual survey, concrete strength and carbonation tests, rebar scanning, and measurement of tilt and deflection.',
        ],
        [
          null,
          'Structural analysis and assessment',
          'From the survey results we assess the load-bearing capacity and determine the condition grade and the safety grade.',
        ],
        [
          'after',
          'Report and repair plan',
          'We submit a report with the safety grade, the repair and strengthening methods and their priorities, and help you submit the results as the law requires.',
        ],
      ]),
    ],
  },
  {
    path: 'diagnosis/diagnosis02',
    title: 'Building Management Inspection',
    summary:
      'Periodic inspections under the Building Management Act, which building managers obtain from registered inspection bodies: which buildings are covered, what is inspected and how.',
    lead: 'We carry out the periodic inspections the law requires, so that buildings stay safe and perform well throughout their use.',
    layout: [
      text(
        'Overview',
        p(
          'The Building Management Act (건축물관리법) requires owners and managers to have their buildings inspected periodically by a registered building management inspection body, so that buildings remain safe and perform well while they are in use.',
        ),
      ),
      text('Legal basis', ul('Building Management Act (건축물관리법)', 'Its Enforcement Decree and Enforcement Rules')),
      text(
        'Buildings and types of inspection',
        p(
          'Regular inspections are carried out at set intervals on the buildings the law specifies. Other types of inspection, such as an inspection when a building’s safety is in doubt, and their requirements are also set by the Building Management Act and its subordinate legislation.',
        ),
        p(
          'Which buildings are covered, and how often, depends on their use and size as set in the Enforcement Decree; tell us about your building and we will check whether it is covered.',
        ),
      ),
      steps('Inspection procedure', null, [
        [
          'apply',
          'Request',
          'For a building that is due, we collect its details, drawings and previous inspection results and set the scope of the inspection.',
        ],
        [
          null,
          'Site inspection',
          'We inspect the items the law sets, including structural safety, fire safety and building services.',
        ],
        [
          null,
          'Report',
          'We write the inspection report for the manager and help with the reporting the law requires.',
        ],
        ['after', 'Follow-up', 'Where repair or strengthening is needed, we explain what to do and when.'],
      ]),
      downloads(
        null,
        [
          [
            'Building Management Act (건축물관리법)',
            'Full text of the Act and the inspection forms of its subordinate legislation, in Korean',
            'pdf',
            lawUrl('건축물관리법'),
          ],
        ],
        'Related laws and forms',
      ),
    ],
  },
  {
    path: 'diagnosis/diagnosis03',
    title: 'Energy Audit',
    summary:
      'Energy audits under Article 32 of the Energy Use Rationalisation Act: which sites and buildings must be audited, how often, and how an audit proceeds.',
    lead: 'We measure where energy is used, how much, and where it is lost, and propose the savings with the best return on investment.',
    layout: [
      text(
        'Overview',
        p(
          'An energy audit is technical consulting that establishes how a site uses energy, finds where it is lost and proposes improvements. Under the Energy Use Rationalisation Act (에너지이용 합리화법), sites that use 2,000 toe of energy or more a year must be audited every 5 years, and public buildings with a gross floor area of 3,000 m² or more must be audited too.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'Energy Use Rationalisation Act (에너지이용 합리화법), Article 32 (energy audits)',
          'Its Enforcement Decree and subordinate regulations',
        ),
      ),
      table({
        heading: 'Who must be audited, and how often',
        caption: 'Mandatory energy audits: who and how often',
        columns: ['Category', 'Covered', 'Interval'],
        rows: [
          ['Energy-intensive businesses', 'Sites using 2,000 toe of energy or more a year', 'Every 5 years'],
          ['Public institutions', 'Public buildings with a gross floor area of 3,000 m² or more', 'Every 5 years'],
        ],
        note: 'The detailed scope and audit criteria follow the Enforcement Decree and related regulations, so we check the criteria in force when you apply.',
      }),
      steps('Audit procedure', null, [
        [
          'apply',
          'Preliminary survey',
          'We collect your recent energy use and equipment list and set the scope of the audit.',
        ],
        [
          null,
          'On-site measurement',
          'We measure the efficiency of heat sources and air conditioning, lighting, power quality and heat loss through the building envelope.',
        ],
        [
          null,
          'Analysis and improvements',
          'For each improvement we estimate the savings, the investment and the payback period.',
        ],
        ['after', 'Report', 'We submit the audit report and support you in carrying out the improvements.'],
      ]),
    ],
  },
  {
    path: 'diagnosis/diagnosis04',
    title: 'Mechanical Equipment Inspection',
    summary:
      'Yearly performance inspections of building mechanical equipment under the Mechanical Equipment Act: which buildings are covered and what is inspected.',
    lead: 'We check that heating, cooling, water supply, hot water and ventilation systems work as designed, to prevent wasted energy and breakdowns.',
    layout: [
      text(
        'Overview',
        p(
          'Under the Mechanical Equipment Act (기계설비법), the mechanical equipment of buildings above the size the law sets must have a performance inspection every year. The inspection confirms that heating and cooling, water supply and hot water, ventilation and other systems work as designed, and identifies what should be improved.',
        ),
      ),
      text(
        'Legal basis',
        ul('Mechanical Equipment Act (기계설비법)', 'Its Enforcement Decree and subordinate regulations'),
      ),
      text(
        'Who it applies to',
        p(
          'Buildings above the size the law sets. The threshold is set in the Enforcement Decree; tell us about your building and we will check whether it is covered.',
        ),
      ),
      text(
        'What is inspected',
        ul(
          'Heat source and refrigeration equipment, air-conditioning equipment',
          'Water supply, hot water and drainage',
          'Ventilation and automatic controls',
          'How each system is operated and maintained, and its inspection records',
        ),
      ),
      steps('Inspection procedure', null, [
        ['apply', 'Contract', 'We set the scope of the inspection from the equipment list and drawings.'],
        [null, 'On-site inspection and measurement', 'We measure how each system runs and performs.'],
        [
          'after',
          'Performance inspection report',
          'We submit the performance inspection checklist, recording the results and the improvements needed.',
        ],
      ]),
    ],
  },
  {
    path: 'diagnosis/diagnosis05',
    title: 'Heat Pipe Safety Diagnosis',
    summary:
      'Safety diagnosis of district heating pipes: we check for leaks, corrosion and damaged insulation to prevent accidents.',
    lead: 'We survey the condition of buried district heating pipes to prevent bursts and leaks before they happen.',
    layout: [
      text(
        'Overview',
        p(
          'District heating pipes carry hot water, so when an ageing pipe bursts the harm to people and property can be severe. A heat pipe safety diagnosis surveys pipelines for corrosion, leaks, damaged insulation and ground conditions, finds the sections at risk and sets priorities for replacement and repair.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'The heat pipe safety management provisions of the Integrated Energy Supply Act (집단에너지사업법) and its subordinate legislation',
        ),
        p(
          'The detailed provisions and standards for heat pipe safety management may be amended, so we check and apply the law and standards in force when you commission the diagnosis.',
        ),
      ),
      text(
        'What the diagnosis covers',
        ul(
          'Thermal imaging surveys by drone and vehicle to find sections with abnormal surface temperatures',
          'Leak detection and pipe wall thickness measurement',
          'Condition of the insulation and casing, and ground subsidence surveys',
          'Risk assessment, with priorities for repair and replacement',
        ),
      ),
      steps('Diagnosis procedure', null, [
        [
          'apply',
          'Pipeline records review',
          'We choose the sections to survey from the year the pipes were laid, their diameter and the accident history.',
        ],
        [null, 'Surveys', 'Thermal imaging and on-site surveys locate the abnormal sections.'],
        ['after', 'Assessment and report', 'We report the risk of each section and a plan of action.'],
      ]),
    ],
  },
  {
    path: 'diagnosis/diagnosis06',
    title: 'Performance Improvement & Green Remodelling',
    summary:
      'Green remodelling of existing buildings with poor energy performance: the public and private support schemes and our technical support.',
    lead: 'Better insulation, windows and building services raise the energy performance and comfort of older buildings. We support green remodelling from planning to verification after the works.',
    layout: [
      text(
        'What is green remodelling?',
        p(
          'Green remodelling is remodelling that raises the energy performance of an existing building and improves its indoor environment. It is based on the Green Buildings Construction Support Act (녹색건축물 조성 지원법), and since December 2015 the Korea Land and Housing Corporation (LH) has run the support programmes as the Green Remodelling Creative Centre (그린리모델링 창조센터).',
        ),
      ),
      text(
        'Support schemes',
        ul(
          '**Public buildings**: public buildings selected through an open call receive help with planning the project and a subsidy towards the construction costs.',
          '**Private buildings**: an interest subsidy of 2–4% on construction loans, depending on how much the energy performance improves.',
        ),
        p(
          'Eligibility, call schedules and support limits are announced each year, so please check the latest announcements of the Green Remodelling Creative Centre.',
        ),
      ),
      text(
        'Technical support',
        ul(
          'Energy performance assessment before the works, and improvement options',
          'Application documents for the support programmes, and calculation of the energy performance improvement rate',
          'Quality checks during construction',
          'Comparison of energy use after completion, and verification of the results',
        ),
      ),
      steps('Procedure', null, [
        [
          'apply',
          'Current-state assessment',
          'We assess the potential for improvement from the building’s energy use and condition.',
        ],
        [
          null,
          'Improvement design',
          'We compare the effect of combinations of insulation, windows, high-efficiency equipment and renewable energy.',
        ],
        [null, 'Support application', 'We help you apply to the public open call or for private interest support.'],
        [
          'after',
          'Verification of results',
          'We compare energy use for one year after the works to confirm the results.',
        ],
      ]),
    ],
  },
  {
    path: 'carbon/carbon01',
    title: 'Carbon Neutrality Consulting',
    summary:
      'We help organisations and companies build greenhouse gas inventories, set reduction targets and draw up roadmaps to carbon neutrality.',
    lead: 'We start by measuring emissions accurately, then plan with you how to cut as much as can be cut and offset what remains responsibly.',
    layout: [
      text(
        'Service overview',
        p(
          'The Framework Act on Carbon Neutrality and Green Growth for Coping with the Climate Crisis (기후위기 대응을 위한 탄소중립·녹색성장 기본법), in force since 2022, sets carbon neutrality by 2050 as a national goal. Buildings account for around 7% of Korea’s greenhouse gas emissions from operation alone, so the energy used by buildings and sites is an essential part of any organisation’s reduction plan.',
        ),
        p(
          'Drawing on the measurement expertise built up in building energy diagnosis and certification, the Green Climate Technology Institute supports the whole process, from calculating emissions to checking that reductions are delivered.',
        ),
      ),
      cards('Consulting areas', null, [
        [
          'gauge',
          'Greenhouse gas inventory',
          'We calculate direct and indirect emissions by site and building and set up a system to manage them.',
        ],
        [
          'leaf',
          'Reduction targets and roadmap',
          'We set yearly reduction targets and plan equipment upgrades, the switch to renewable energy and offsetting.',
        ],
        [
          'building',
          'Building carbon management',
          'We link life-cycle assessment (LCA) of buildings with savings in operational energy.',
          '/certification/certification07',
        ],
        [
          'globe',
          'Reduction projects',
          'We look at offsetting the remaining emissions through external projects and overseas reduction projects.',
          '/carbon/carbon03',
        ],
      ]),
      steps('Procedure', null, [
        [
          'apply',
          'Current-state assessment',
          'We set the organisational boundary and the emission sources and calculate the base-year emissions.',
        ],
        [
          null,
          'Reduction potential',
          'We analyse the reductions and costs of measures in equipment, operation and energy switching.',
        ],
        [null, 'Roadmap', 'We set out the actions and the investment plan up to the target year.'],
        [
          'after',
          'Progress review',
          'Each year we recalculate the emissions and review performance against the targets.',
        ],
      ]),
    ],
  },
  {
    path: 'carbon/carbon02',
    title: 'Emissions Trading',
    summary:
      'Support for companies covered by the Korean emissions trading scheme: emissions statements, verification and a strategy for managing allowances.',
    lead: 'We help companies covered by the emissions trading scheme with what they must do every year: calculating and reporting emissions, going through verification and managing their allowances.',
    layout: [
      text(
        'Overview',
        p(
          'Under the Greenhouse Gas Emissions Trading Scheme (온실가스 배출권거래제), the government allocates each company a permitted volume of emissions in the form of allowances. Each company surrenders allowances equal to its actual emissions and trades any surplus or shortfall on the market.',
        ),
        p(
          'Every year, covered companies must prepare an emissions statement setting out their calculated emissions and submit it after verification by a third-party verification body.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'Act on the Allocation and Trading of Greenhouse Gas Emission Permits (온실가스 배출권의 할당 및 거래에 관한 법률)',
          'Its Enforcement Decree and subordinate regulations',
        ),
      ),
      cards('What we do', null, [
        [
          'file',
          'Emissions statements',
          'We organise your activity data and prepare the emissions statement following the calculation methodologies.',
        ],
        [
          'shield',
          'Verification support',
          'We answer the questions and requests for corrections raised during third-party verification.',
        ],
        [
          'gauge',
          'Monitoring plan',
          'We prepare and improve the monitoring plan, covering measuring instruments and data management procedures.',
        ],
        [
          'zap',
          'Allowance strategy',
          'We compare investing in reduction equipment with buying allowances and using offset credits, and propose the strategy that costs least.',
        ],
      ]),
      text(
        'Please note',
        p(
          'Emissions statements are verified by an independent third-party verification body. The Green Climate Technology Institute helps you prepare the statement and respond during verification; the company appoints the verification body separately.',
        ),
      ),
    ],
  },
  {
    path: 'carbon/carbon03',
    title: 'Domestic & Overseas Projects',
    summary:
      'Identifying and registering external projects that earn Korean Offset Credits (KOC), and developing overseas reduction projects under Article 6 of the Paris Agreement.',
    lead: 'We plan domestic external projects and overseas reduction projects and help register them, so that reductions made outside the emissions trading scheme are recognised and can be traded.',
    layout: [
      text(
        'Domestic external projects',
        p(
          'External projects reduce greenhouse gas emissions outside the organisational boundaries of the companies covered by the emissions trading scheme, using methods that meet international standards. Once certified, the reductions are issued as Korean Offset Credits (KOC, 외부사업 인증실적); 1 KOC equals 1 tonne of carbon dioxide equivalent.',
        ),
        p(
          'Issued KOCs can be converted into offset allowances, which covered companies can surrender for their emissions.',
        ),
      ),
      text(
        'Overseas reduction projects',
        p(
          'Article 6 of the Paris Agreement sets up cooperation under which countries transfer mitigation outcomes to one another and count them towards their nationally determined contributions (NDCs). We identify building energy efficiency and renewable energy projects in developing countries and support feasibility studies and methodology reviews.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'Act on the Allocation and Trading of Greenhouse Gas Emission Permits (온실가스 배출권의 할당 및 거래에 관한 법률): external project credits and offsetting',
          'Article 6 of the Paris Agreement',
        ),
      ),
      steps('Project development procedure', null, [
        [null, 'Project identification', 'We assess the reduction potential and the methodologies that could apply.'],
        [
          null,
          'Project design document',
          'We prepare the baseline, the monitoring plan and the evidence of additionality.',
        ],
        [null, 'Validation and registration', 'The project is registered after validation by a verification body.'],
        [
          null,
          'Monitoring and issuance',
          'We monitor the reductions and, once they are verified, have the credits issued.',
        ],
      ]),
    ],
  },
  {
    path: 'rnd/rnd01',
    title: 'Research & Development',
    summary:
      'The research fields of the Green Climate Technology Institute, how we carry out our research and how to work with us.',
    lead: 'We turn the problems we meet in certification and diagnosis into research, and put the results back to work in the field.',
    layout: [
      text(
        'Research focus',
        p(
          'Our research concentrates on three fields: technologies that reduce the energy buildings consume, systems that manage energy intelligently, and renewable energy technologies for buildings. As a rule, every project is validated with data measured in real buildings.',
        ),
      ),
      cards('Research fields', null, [
        [
          'zap',
          'Energy',
          'Research on envelope performance, high-efficiency equipment and energy assessment methods',
          '/rnd/rnd02',
        ],
        ['gauge', 'Energy management systems', 'BEMS and EMS data analysis and optimised operation', '/rnd/rnd03'],
        [
          'sun',
          'Renewable energy',
          'Field trials of building-integrated photovoltaics, geothermal energy and energy storage',
          '/rnd/rnd04',
        ],
      ]),
      text(
        'Working with us',
        ul(
          'Joint R&D projects for central and local government',
          'Product performance verification and technical advice for companies',
          'Joint research with universities and research institutes',
        ),
        p(
          'Please send research proposals to the institute’s main contact or to the department listed on the Organisation & Contacts page.',
        ),
      ),
    ],
  },
  {
    path: 'rnd/rnd02',
    title: 'Energy',
    summary:
      'Our research on building energy savings: envelope performance, high-efficiency equipment and methods for assessing energy performance.',
    lead: 'Our research narrows the gap between the energy performance predicted at design and the energy a building actually uses.',
    layout: [
      text(
        'Main research topics',
        ul(
          '**Envelope performance**: on-site measurement methods and improvement techniques for insulation, thermal bridges and airtightness',
          '**High-efficiency equipment**: the real-world efficiency of heat pumps and heat-recovery ventilation',
          '**Assessment methods**: analysis of the gap between certification assessments and actual energy use',
          '**Green remodelling**: verifying the effect of retrofit methods for existing buildings',
        ),
      ),
      text(
        'How the results are used',
        p(
          'Our research improves the site checks in our certification and diagnosis work and makes the improvement plans we give clients more accurate. Our research projects are listed under R&D in the Performance menu.',
        ),
      ),
    ],
  },
  {
    path: 'rnd/rnd03',
    title: 'Energy Management Systems',
    summary:
      'Advice on building energy management systems (BEMS) and energy management systems (EMS) for factories and other sites, with data analysis and research on optimising their operation.',
    lead: 'What is not measured cannot be managed. We help you set up and run systems that show energy use in real time and find where it is wasted.',
    layout: [
      text(
        'What is an energy management system?',
        p(
          'A building energy management system (BEMS) measures and analyses a building’s energy use and the operating status of its equipment in real time, helping it run efficiently. In factories and other sites an energy management system (EMS) plays the same role, and energy management equipment is also one of the requirements of Zero Energy Building certification.',
        ),
      ),
      cards('What we do', null, [
        [
          'gauge',
          'Design advice',
          'We review metering points, data items and monitoring functions at the design stage.',
        ],
        ['zap', 'Data analysis', 'We analyse usage patterns to find waste and abnormal operation.'],
        ['building', 'Optimised operation', 'We adjust equipment schedules and set points and verify the savings.'],
        [
          'shield',
          'Certification support',
          'We check whether the energy management equipment requirements of Zero Energy Building certification are met.',
          '/certification/certification02',
        ],
      ]),
    ],
  },
  {
    path: 'rnd/rnd04',
    title: 'Renewable Energy',
    summary:
      'The share of energy public buildings must supply from renewable sources, and our research on solar, geothermal and energy storage in buildings.',
    lead: 'We test, in real buildings, the technologies that let buildings generate and store their own energy.',
    layout: [
      text(
        'Mandatory renewable energy supply in public buildings',
        p(
          'Under Article 12 of the Act on the Promotion of the Development, Use and Diffusion of New and Renewable Energy (신에너지 및 재생에너지 개발·이용·보급 촉진법), public buildings with a gross floor area of 1,000 m² or more must supply at least a set share of their expected energy use from new and renewable sources. The share rises in steps to 40% in 2030.',
        ),
      ),
      table({
        caption: 'Mandatory share of renewable energy in public buildings',
        columns: ['Years', 'Mandatory share'],
        rows: [
          ['2024–2025', '34%'],
          ['2026–2027', '36%'],
          ['2028–2029', '38%'],
          ['From 2030', '40%'],
        ],
        note: 'When the share applies, the exceptions and the detailed calculation follow the Enforcement Decree, so please check the criteria in force at the time of your project.',
      }),
      text(
        'Main research topics',
        ul(
          'Measured output and design criteria for building-integrated photovoltaics (BIPV)',
          'Long-term performance of ground-source heat pump systems',
          'Energy storage in buildings and demand response operation',
          'Optimising the combination of systems to reach the mandatory share',
        ),
      ),
    ],
  },
]
