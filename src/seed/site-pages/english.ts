import { h3, p, type SeedPage, steps, table, text, ul } from './build'
import { englishDiagnosisCarbonRndPages } from './english-diagnosis-carbon-rnd'

/** English versions of the key pages; every other page falls back to Korean with a notice. */
export const englishPages: SeedPage[] = [
  {
    path: 'company/about',
    title: 'About the Institute',
    summary:
      'The Green Climate Technology Institute certifies, diagnoses and researches energy-efficient, safe and low-carbon buildings in Korea.',
    lead: 'From the first design drawings to years of operation and renovation, we help buildings use less energy and stay safe.',
    layout: [
      text(
        'Message from the President',
        p('Thank you for visiting the website of the Green Climate Technology Institute.'),
        p(
          'Buildings account for around 7% of Korea’s greenhouse gas emissions from operation alone, and more once the emissions from making materials and constructing buildings are counted. Reaching carbon neutrality by 2050 means designing new buildings to need little energy from the start and improving the ones we already have.',
        ),
        p(
          'The institute brings certification, diagnosis, carbon-neutrality consulting and research under one roof so that clients can work with one team from design review to on-site verification. When regulations change, we will be the first to tell our clients what it means for them.',
        ),
        p('We will repay your trust with fair and accurate assessments and technology that works on site. Thank you.'),
        p('**President, Green Climate Technology Institute**'),
      ),
      {
        blockType: 'cards',
        heading: 'What we do',
        intro: 'We carry out certification and diagnosis under the law, together with the research that supports them.',
        cards: [
          {
            icon: 'zap',
            title: 'Energy certification',
            body: 'Zero Energy Building certification (which absorbed the energy efficiency rating in 2025) and G-SEED green building certification.',
            link: '/certification/certification02',
          },
          {
            icon: 'accessibility',
            title: 'Accessibility and safety',
            body: 'Barrier-free living environment certification and education facility safety certification.',
            link: '/certification/certification04',
          },
          {
            icon: 'shield',
            title: 'Diagnosis',
            body: 'Building safety diagnosis, building management inspections, energy audits, mechanical equipment inspections and heat pipe safety diagnosis.',
            link: '/diagnosis/diagnosis01',
          },
          {
            icon: 'leaf',
            title: 'Carbon neutrality',
            body: 'Life-cycle assessment, emissions trading support and domestic and overseas reduction projects.',
            link: '/carbon/carbon01',
          },
          {
            icon: 'flask',
            title: 'Research',
            body: 'Field-proven research on energy savings, energy management systems and renewables.',
            link: '/rnd/rnd01',
          },
          {
            icon: 'file',
            title: 'Accredited testing',
            body: 'A KOLAS-accredited laboratory (ISO/IEC 17025) issuing reports recognised across ILAC-MRA members.',
            link: '/certification/certification06',
          },
        ],
      },
      text(
        'Vision and values',
        h3(
          'Vision: carbon neutrality that starts with buildings, from the green technology partner you can trust most',
        ),
        ul(
          '**Fairness**: certification and diagnosis decisions are made independently, following the law and the standards alone; we never take on both consulting and certification for the same building.',
          '**Accuracy**: every assessment rests on site checks and measurements, and every result is checked twice, by a reviewer and an approver.',
          '**Service**: we tell you before you apply whether a scheme applies and what to prepare, and report progress at every step.',
          '**Innovation**: we put the results of our research straight into certification and diagnosis practice, saving our clients time and money.',
        ),
      ),
    ],
  },
  {
    path: 'company/location',
    title: 'Location',
    summary: 'Address and main contacts of the Green Climate Technology Institute, and how to reach us.',
    lead: 'Please contact the department you are visiting before you come, so we can help you faster.',
    layout: [
      {
        blockType: 'contact',
        heading: 'Getting here',
        showMap: true,
        transport: [],
        note: 'If you use a wheelchair or need help getting around, let us know before your visit and we will explain parking and the way in.',
      },
    ],
  },
  {
    path: 'certification/certification01',
    title: 'Building Energy Efficiency Rating',
    summary:
      'The former building energy efficiency rating (grades 1+++ to 7) and how it was merged into Zero Energy Building certification on 1 January 2025.',
    lead: 'Since 1 January 2025 the building energy efficiency rating has been part of Zero Energy Building (ZEB) certification. This page explains the former grades and what changed.',
    layout: [
      text(
        'Overview',
        p(
          'The rating graded buildings into **ten grades, 1+++ to 7**, by their annual primary energy demand per square metre for heating, cooling, hot water, lighting and ventilation, calculated with the ECO2 evaluation tool. A preliminary certificate was issued at design and the main certificate after completion.',
        ),
        p(
          'An amendment to the Green Buildings Construction Support Act (Act No. 20337) merged the rating into ZEB certification from **1 January 2025**. New applications follow the unified ZEB procedure.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'Green Buildings Construction Support Act, Article 17',
          'Rules on Building Energy Efficiency Rating and Zero Energy Building Certification',
          'Amendment of the Green Buildings Construction Support Act (Act No. 20337, unified from 1 January 2025)',
        ),
      ),
      table({
        heading: 'Former grades',
        caption: 'Annual primary energy demand per grade (kWh/m²·year)',
        columns: ['Grade', 'Residential', 'Non-residential'],
        rows: [
          ['1+++ (top grade)', 'below 60', 'below 80'],
          ['1++ to 7 (nine grades)', 'bands set in the Rules', 'bands set in the Rules'],
        ],
        note: 'There are ten grades from 1+++ to 7; the lower the primary energy demand, the higher the grade. The bands of grades 1++ and below are set in the Rules. From 1 January 2025 the unified ZEB criteria apply.',
      }),
      steps('Procedure', null, [
        ['apply', 'Consultation and application', 'We check eligibility and the documents you need.'],
        ['preliminary', 'Preliminary certification', 'Review of the design documents and the ECO2 assessment.'],
        ['main', 'Main certification', 'After completion: site inspection and re-assessment of any changes.'],
        ['after', 'Certificate', 'Certificate issued on the result of the review.'],
      ]),
    ],
  },
  {
    path: 'certification/certification02',
    title: 'Zero Energy Building (ZEB) Certification',
    summary:
      'Zero Energy Building certification grades 1+ to 5 by energy self-sufficiency: who needs it, the grades, the procedure and the incentives.',
    lead: 'ZEB certification recognises buildings that need little energy and produce what they use from renewable sources. Since 2025 it also covers the former energy efficiency rating.',
    layout: [
      text(
        'Overview',
        p(
          'Buildings are graded by their **energy self-sufficiency rate**: the share of the energy a building uses that it produces itself. They must also meet requirements on energy performance and energy management equipment, set in the certification criteria in force when you apply.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'Green Buildings Construction Support Act, Article 17',
          'Rules on Building Energy Efficiency Rating and Zero Energy Building Certification',
        ),
      ),
      table({
        heading: 'Who must be certified',
        caption: 'Buildings required to obtain ZEB certification',
        columns: ['Type', 'Scope', 'Since'],
        rows: [
          ['Public buildings', '1,000 m² or more', '2020'],
          ['Public buildings', '500 m² or more', '2023'],
          ['Private buildings', '1,000 m² or more', 'phased in from 2025'],
          ['Apartment complexes', '30 units or more', 'phased in from 2025'],
        ],
        note: 'Whether a building is covered, and the grade it needs, depend on its use and on when the building permit is applied for. Check the criteria before design starts.',
      }),
      table({
        heading: 'Grades',
        caption: 'ZEB grades by energy self-sufficiency',
        columns: ['Grade', 'Self-sufficiency'],
        rows: [
          ['1+ (plus)', '120% or more'],
          ['1', '100% to 120%'],
          ['2', '80% to 100%'],
          ['3', '60% to 80%'],
          ['4', '40% to 60%'],
          ['5', '20% to 40%'],
        ],
        note: 'The 1+ grade was added in 2025, so grade 1 now covers 100% up to 120%.',
      }),
      steps(
        'Procedure',
        'Preliminary certification at the design stage, then main certification after the use approval.',
        [
          [
            'apply',
            'Advance consultation',
            'From the building outline and the target grade, we review the insulation, building services and renewable energy systems you will need.',
          ],
          [
            'preliminary',
            'Preliminary certification: application',
            'Submit the design documents, the energy assessment and the renewable energy plan.',
          ],
          [
            'preliminary',
            'Preliminary certification: review',
            'We review the documents and the assessment and issue the preliminary certificate.',
          ],
          [
            'main',
            'Main certification: application',
            'After the use approval, submit the as-built documents and the records of the building services and renewable energy installations.',
          ],
          [
            'main',
            'Main certification: site inspection',
            'We check the construction and the installed renewable capacity on site and recalculate the energy self-sufficiency rate.',
          ],
          [
            'after',
            'Certificate and follow-up management',
            'We issue the certificate and tell you what is required after certification.',
          ],
        ],
      ),
      text(
        'Incentives',
        ul(
          'Relaxation of building standards by up to 15%, depending on the grade.',
          'Tax reductions, whose scope, rates and deadlines change with the law; check them when you apply.',
        ),
      ),
    ],
  },
  ...englishDiagnosisCarbonRndPages,
]
