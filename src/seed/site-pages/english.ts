import { p, type SeedPage, steps, table, text, ul } from './build'

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
        p(
          'Buildings account for around 7% of Korea’s greenhouse gas emissions from operation alone, and far more once the materials and construction are counted. Reaching carbon neutrality by 2050 means designing new buildings to need little energy from the start and improving the ones we already have.',
        ),
        p(
          'The institute brings certification, diagnosis, carbon-neutrality consulting and research under one roof so that clients can work with one team from design review to on-site verification. When regulations change, we tell our clients first.',
        ),
        p('**President, Green Climate Technology Institute**'),
      ),
      {
        blockType: 'cards',
        heading: 'What we do',
        intro: null,
        cards: [
          {
            icon: 'zap',
            title: 'Energy certification',
            body: 'Zero Energy Building certification, the former energy efficiency rating and G-SEED green building certification.',
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
            body: 'Structural safety diagnosis, building inspections, energy audits and mechanical system performance checks.',
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
        'Our values',
        ul(
          '**Fairness**: certification and diagnosis decisions follow the law and the standards alone; we never consult and certify the same building.',
          '**Accuracy**: every result rests on site checks and measurements and is reviewed twice.',
          '**Service**: we tell you up front whether a scheme applies and what to prepare, and report progress at every step.',
        ),
      ),
    ],
  },
  {
    path: 'company/location',
    title: 'Location',
    summary: 'Address of the Green Climate Technology Institute and how to reach us by train, bus or car.',
    lead: 'We are on Gareum-ro, just south of the Government Complex Sejong. Please call the department you are visiting before you come.',
    layout: [
      {
        blockType: 'contact',
        heading: 'Getting here',
        showMap: true,
        transport: [
          {
            mode: 'train',
            text: 'From Osong Station (KTX/SRT), take a BRT bus towards Sejong (about 25 minutes) and get off at the Government Complex South stop; the institute is a 5-minute walk.',
          },
          {
            mode: 'bus',
            text: 'Get off at the BRT Government Complex South stop and walk 5 minutes towards Gareum-ro.\nFrom the Sejong Express Bus Terminal the BRT takes about 10 minutes.',
          },
          {
            mode: 'car',
            text: 'Enter the street address in your navigation system. Visitor parking is in the basement; please have your ticket validated at the front desk.',
          },
        ],
        note: 'Accessible parking spaces and the lift are next to the main entrance. If you are coming in a wheelchair, let us know and we will meet you.',
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
          'The rating graded buildings into **ten grades, 1+++ to 7**, by their annual primary energy demand per square metre for heating, cooling, hot water, lighting and ventilation, calculated with the government’s ECO2 tool. A preliminary certificate was issued at design and the main certificate after completion.',
        ),
        p(
          'An amendment to the Green Buildings Construction Support Act (Act No. 20337) merged the rating into ZEB certification from **1 January 2025**. New applications follow the unified ZEB procedure, which includes the primary-energy assessment.',
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
        heading: 'Former grades',
        caption: 'Annual primary energy demand per grade (kWh/m²·year)',
        columns: ['Grade', 'Residential', 'Non-residential'],
        rows: [
          ['1+++', 'below 60', 'below 80'],
          ['1++', '60 to 90', '80 to 140'],
          ['1+', '90 to 120', '140 to 200'],
          ['1', '120 to 150', '200 to 260'],
          ['2', '150 to 190', '260 to 320'],
          ['3', '190 to 230', '320 to 380'],
          ['4', '230 to 270', '380 to 450'],
          ['5', '270 to 320', '450 to 520'],
          ['6', '320 to 370', '520 to 610'],
          ['7', '370 to 420', '610 to 700'],
        ],
        note: 'From 1 January 2025 the unified ZEB criteria apply; check the notice in force when you apply.',
      }),
      steps('Procedure', null, [
        ['apply', 'Consultation and application', 'We check eligibility and the documents you need.'],
        ['preliminary', 'Preliminary certification', 'Review of the design documents and the ECO2 assessment.'],
        ['main', 'Main certification', 'After completion: site inspection and re-assessment of any changes.'],
        ['after', 'Certificate', 'Certificate and plaque issued after the certification committee.'],
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
          'Buildings are graded by their **energy self-sufficiency rate**: primary energy produced on site divided by primary energy consumed. They must also meet primary-energy criteria and install a building energy management system (BEMS) or remote-reading electronic meters.',
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
        note: 'The 1+ grade was added in 2025.',
      }),
      steps('Procedure', null, [
        ['preliminary', 'Preliminary certification', 'Design documents, energy assessment and renewable energy plan.'],
        [
          'main',
          'Main certification',
          'After completion: site inspection of the envelope, systems, renewables and BEMS.',
        ],
        ['after', 'Certificate', 'Certificate issued; relaxed building standards are tied to keeping the grade.'],
      ]),
      text(
        'Incentives',
        ul(
          'Relaxation of floor-area ratio and height limits by up to 15% depending on the grade.',
          'Local tax reductions, whose rates and deadlines change with the law; check them when you apply.',
        ),
      ),
    ],
  },
]
