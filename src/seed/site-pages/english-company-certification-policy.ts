import { downloads, h3, lawUrl, p, type SeedPage, steps, table, text, ul } from './build'

/**
 * English versions of the institute's history, organisation and identity pages, six certification pages and the
 * policies. They carry the facts of the Korean pages (company.ts, certification.ts, policy.ts) block for block;
 * laws are named in English with their Korean titles in parentheses, as the official forms are filed under those.
 */

export const greenBuildingsAct = 'Green Buildings Construction Support Act (녹색건축물 조성 지원법)'
const gSeedRule = '녹색건축 인증에 관한 규칙'
const accessibilityActKo = '장애인·노인·임산부 등의 편의증진 보장에 관한 법률'
const educationActKo = '교육시설 등의 안전 및 유지관리 등에 관한 법률'
const educationDecreeKo = '교육시설 등의 안전 및 유지관리 등에 관한 법률 시행령'

export const englishFeeGuide = (scheme: string, rule: string) =>
  text(
    'Fees',
    p(
      `Fees for ${scheme} are set by the calculation standards of the ${rule} and related regulations, according to the building's use and size, and apply separately to preliminary and main certification.`,
    ),
    p(
      'Tell us the building outline (use, gross floor area and number of buildings) and we will send you a quotation before you apply. The fee standards can change when the regulations are amended, so the standards in force on the day you apply are used.',
    ),
  )

const policyAsOf = '2026-03-01T00:00:00.000Z'

export const englishCompanyCertificationPolicyPages: SeedPage[] = [
  {
    path: 'company/history',
    title: 'History',
    summary:
      'How the Green Climate Technology Institute was founded and grew its certification, diagnosis, carbon-neutrality and research work, year by year.',
    lead: 'The milestones of the Green Climate Technology Institute, year by year.',
    layout: [
      // Entries are entered by staff from the institute's own records; until then the page says so.
      { blockType: 'timeline', heading: 'Milestones', entries: [] },
    ],
  },
  {
    path: 'company/group',
    title: 'Organisation & Contacts',
    summary:
      'The departments of the Green Climate Technology Institute, what each one handles, and their phone numbers and e-mail addresses.',
    lead: 'Contacting the department in charge of your request is the quickest way to get an answer. If you are not sure which one that is, please ask in the Field Q&A.',
    layout: [
      // Units and their contacts are entered by staff once the institute confirms them.
      { blockType: 'orgChart', heading: 'Organisation chart', units: [] },
    ],
  },
  {
    path: 'company/ci',
    title: 'Corporate Identity',
    summary: 'The meaning of the institute’s symbol, logotype and colours, and the rules for using them.',
    lead: 'Our symbol weaves a building and a leaf into one shape: carbon neutrality that starts with buildings, which is what we work for.',
    layout: [
      text(
        'Symbol',
        p(
          'A new leaf sprouts above the outlines of three buildings. The buildings stand for what we assess and diagnose; the leaf for the green future those buildings will help to build. The rounded square behind them expresses the trust and stability expected of a certification body.',
        ),
      ),
      table({
        heading: 'Colours',
        caption: 'The institute’s colours',
        columns: ['Colour', 'HEX', 'RGB', 'Used for'],
        rows: [
          ['Institute green', '#0F6135', '15, 97, 53', 'Symbol background, headings, main buttons'],
          ['New-leaf green', '#7EE2A8', '126, 226, 168', 'The leaf of the symbol, highlight graphics'],
          ['Deep forest', '#0A3F24', '10, 63, 36', 'Background bands, covers of printed matter'],
          ['Clear air', '#EFFAF3', '239, 250, 243', 'Background areas, table headers'],
        ],
        note: 'For print, use CMYK conversions instead of spot colours, and always check them against a colour proof.',
      }),
      text(
        'Rules of use',
        ul(
          'Do not change the proportions, colours or arrangement of the symbol and the logotype.',
          'Keep clear space of at least a quarter of the symbol’s height around the symbol.',
          'Use the white logotype on dark backgrounds and the institute-green logotype on light ones.',
          'If you need the original files, tell us through the institute’s main contacts where and for what you will use them.',
        ),
      ),
    ],
  },
  {
    path: 'certification/certification08',
    title: 'Green Building Certification (G-SEED)',
    summary:
      'Green building certification (G-SEED) grades the overall environmental performance of a building from Green 1 to Green 4: who it is for, the grades and the procedure.',
    lead: 'It assesses more than energy: the land a building stands on, its materials, water and indoor environment, the environmental performance of the building as a whole.',
    layout: [
      text(
        'Overview',
        p(
          'Green building certification (G-SEED, Green Standard for Energy and Environmental Design) scores the environmental performance of a building, including energy, materials and resources, water, ecology and the indoor environment, and awards a grade from **Green 1 (excellent) to Green 4 (standard)**.',
        ),
      ),
      text('Legal basis', ul(`${greenBuildingsAct}, Article 16, and the regulations under it`)),
      text(
        'Who it is for',
        p(
          'Any building whose use has certification criteria can be certified. Public buildings with a gross floor area of 3,000 m² or more must be certified.',
        ),
      ),
      table({
        heading: 'Grades',
        caption: 'Minimum scores per green building grade (new buildings)',
        columns: ['Grade', 'Non-residential', 'Residential'],
        rows: [
          ['Green 1 (excellent)', '80 points or more', '74 points or more'],
          ['Green 2 (very good)', '70 points or more', '66 points or more'],
          ['Green 3 (good)', '60 points or more', '58 points or more'],
          ['Green 4 (standard)', '50 points or more', '50 points or more'],
        ],
        note: 'The scores are those for new buildings. A main certificate is valid for five years.',
      }),
      steps('Procedure', null, [
        [
          'apply',
          'Consultation and application',
          'We confirm which criteria apply (use, new or existing building) and tell you what to prepare for each category.',
        ],
        [
          'preliminary',
          'Preliminary certification',
          'Each category is scored from the design documents to give a provisional grade.',
        ],
        [
          'main',
          'Main certification',
          'After the use approval, the final grade is confirmed from the as-built documents and a site check.',
        ],
        [
          'after',
          'Validity',
          'We remind you about recertification before the five-year validity of the main certificate ends.',
        ],
      ]),
      englishFeeGuide('green building certification', `Rules on Green Building Certification (${gSeedRule})`),
      downloads(
        'Application forms and the other statutory forms are attached to the act and its regulations on the National Law Information Center (in Korean).',
        [
          [
            'Green Buildings Construction Support Act',
            'Article 16 and the forms of the regulations under it',
            'pdf',
            lawUrl('녹색건축물 조성 지원법'),
          ],
        ],
        'Forms',
      ),
    ],
  },
  {
    path: 'certification/certification03',
    title: 'Energy-Saving Eco-Friendly Housing',
    summary:
      'The energy-saving eco-friendly housing construction standards that apply when an apartment project is approved: what we review and which documents you submit.',
    lead: 'Housing projects above a set size must meet the energy-saving eco-friendly housing construction standards to obtain project plan approval. We help with the design review and the documents.',
    layout: [
      text(
        'Overview',
        p(
          'Under the energy-saving eco-friendly housing scheme, new housing must meet set design standards for insulation, windows, building services and renewable energy, so that homes use less energy and emit fewer greenhouse gases. The developer submits evidence that the standards are met with the application for project plan approval.',
        ),
        p(
          'The Green Climate Technology Institute reviews the design documents against the mandatory standards and helps prepare the assessment report and supporting documents for submission.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'The provisions on energy-saving eco-friendly housing in the Housing Act (주택법) and its regulations on housing construction standards',
          'The construction standards for energy-saving eco-friendly housing issued under those provisions',
        ),
        p(
          'Article numbers can change when the law is amended, so we review against the provisions in force when the project plan approval is applied for.',
        ),
      ),
      text(
        'Who it is for',
        p(
          'Housing built with project plan approval under the Housing Act. The size thresholds and exemptions are set in the regulations: send us the project outline and we will first check whether the standards apply.',
        ),
      ),
      text(
        'What we review',
        ul(
          '**Insulation and airtightness**: insulation of external walls, roofs, floors and windows, and the airtightness design',
          '**Building services**: high-efficiency heat sources, lighting, ventilation and their controls',
          '**Renewable energy**: the installation plan and expected output',
          '**Energy savings**: the energy saving compared with the reference dwelling',
        ),
      ),
      steps('Review procedure', null, [
        [
          'apply',
          'Documents received',
          'We receive the design documents, equipment specifications and the performance data of windows and insulation.',
        ],
        [null, 'Design review', 'We check each mandatory item and tell you where the design needs to be improved.'],
        [
          null,
          'Assessment report',
          'We prepare the eco-friendly housing performance assessment needed for the project plan approval.',
        ],
        [
          'after',
          'Completion inspection',
          'If the design changes during construction, we check again that the changes meet the standards.',
        ],
      ]),
      text(
        'Fees',
        p(
          'The review fee depends on the size of the development and the scope of the review (design review only, or including the assessment report); we send a quotation once we have received the documents.',
        ),
      ),
      downloads(
        null,
        [['Housing Act (주택법)', 'Full text of the act and its regulations', 'pdf', lawUrl('주택법')]],
        'Related laws',
      ),
    ],
  },
  {
    path: 'certification/certification04',
    title: 'Barrier-Free Living Environment',
    summary:
      'Barrier-free (BF) certification assesses whether buildings and spaces are easy for everyone to use, including people with disabilities and older people: scope, grades and procedure.',
    lead: 'We assess whether everyone, including people with disabilities, older people, pregnant women and children, can use a building or facility without difficulty.',
    layout: [
      text(
        'Overview',
        p(
          'Barrier-free living environment (BF) certification assesses whether buildings, parks, vehicles, passenger facilities and roads have been planned, designed and built so that nothing hinders access, movement or use, and certifies those that pass.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          `Act on Guarantee of Promotion of Convenience of Persons with Disabilities, the Aged, Pregnant Women, etc. (${accessibilityActKo}), Article 10-2 (Barrier-free living environment certification)`,
          'Act on Promotion of the Transportation Convenience of Mobility Disadvantaged Persons (교통약자의 이동편의 증진법), for vehicles, passenger facilities and roads',
        ),
      ),
      text(
        'Who it is for',
        p(
          'New public buildings must be certified; the exact scope of the obligation is set in the law and its regulations. Buildings that are not required to be certified can also apply.',
        ),
      ),
      table({
        heading: 'Grades',
        caption: 'BF certification grades by assessment score',
        columns: ['Grade', 'Score'],
        rows: [
          ['Excellent', '90 points or more'],
          ['Very good', '80 to under 90 points'],
          ['Standard', '70 to under 80 points'],
        ],
        note: 'The validity of a certificate is set in the regulations (five years under the earlier rules). We advise on the regulations in force when you apply.',
      }),
      steps(
        'Procedure',
        'Preliminary certification from the design drawings, then main certification from an assessment on site after completion.',
        [
          [
            'apply',
            'Application',
            'Submit the application form, the design drawings and the plan of accessibility facilities.',
          ],
          [
            'preliminary',
            'Preliminary certification: review',
            'From the drawings we assess the approach and entrances, interior facilities, sanitary facilities, signage and more.',
          ],
          [
            'preliminary',
            'Preliminary certificate',
            'We issue the preliminary certificate together with our recommendations for improvement.',
          ],
          [
            'main',
            'Main certification: application',
            'When construction is finished, submit the as-built drawings and photographs.',
          ],
          [
            'main',
            'On-site assessment',
            'We measure wheelchair routes, ramp gradients, tactile paving, toilets and more on site.',
          ],
          ['after', 'Certificate', 'We issue the certificate on the result of the review.'],
        ],
      ),
      englishFeeGuide(
        'BF certification',
        `Act on Guarantee of Promotion of Convenience of Persons with Disabilities, the Aged, Pregnant Women, etc.`,
      ),
      downloads(
        'Application forms and the other statutory forms are attached to the act and its regulations on the National Law Information Center (in Korean).',
        [
          [
            'Act on Guarantee of Promotion of Convenience of Persons with Disabilities, the Aged, Pregnant Women, etc.',
            'Article 10-2 and the forms of the regulations under it',
            'pdf',
            lawUrl(accessibilityActKo),
          ],
        ],
        'Forms',
      ),
    ],
  },
  {
    path: 'certification/certification05',
    title: 'Education Facility Safety',
    summary:
      'Education facility safety certification assesses the facility safety, indoor environment safety and outdoor environment safety of schools and other education facilities: grades and procedure.',
    lead: 'We assess whether the education facilities where students and staff spend their days are safe in every respect: structure, indoor air and surroundings.',
    layout: [
      text(
        'Overview',
        p(
          'Education facility safety certification assesses an education facility in three areas, facility safety, indoor environment safety and outdoor environment safety, and certifies facilities that meet the standard in all three with an Excellent or Very good grade.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          `Act on the Safety and Maintenance of Educational Facilities (${educationActKo})`,
          'Enforcement Decree of the same Act, Article 14',
        ),
      ),
      text(
        'Who it is for',
        p(
          'Education facilities as defined in the Act on the Safety and Maintenance of Educational Facilities. Which facilities must be certified, and when, is set in the law: tell us about your facility and we will first check whether it is covered.',
        ),
      ),
      table({
        heading: 'Areas and grades',
        caption: 'Education facility safety certification: assessment areas, grades and recertification',
        columns: ['Item', 'Details'],
        rows: [
          ['Assessment areas', 'Facility safety, indoor environment safety, outdoor environment safety'],
          ['Requirement', 'A score of at least 80% in each of the three areas'],
          ['Grades', 'Excellent and Very good (two grades)'],
          ['Recertification', 'Within 5 years for Very good, within 10 years for Excellent'],
        ],
        note: 'The detailed criteria for each area follow the Enforcement Decree and the related standards.',
      }),
      steps('Procedure', null, [
        ['apply', 'Application', 'Submit an outline of the facility, drawings and its inspection history.'],
        [null, 'Document review', 'From the documents we check how ready each item of the three areas is.'],
        [
          null,
          'On-site assessment',
          'We check the facility safety, indoor environment and outdoor environment items on site and score each area.',
        ],
        [
          'after',
          'Certificate and recertification',
          'We issue the certificate and remind you in good time when recertification is due.',
        ],
      ]),
      text(
        'Fees',
        p(
          'Fees are calculated under the related standards from the size of the facility and the scope of the assessment; we give you a quotation before you apply.',
        ),
      ),
      downloads(
        null,
        [
          [
            'Enforcement Decree of the Act on the Safety and Maintenance of Educational Facilities',
            'Article 14 and its forms',
            'hwp',
            lawUrl(educationDecreeKo),
          ],
        ],
        'Forms',
      ),
    ],
  },
  {
    path: 'certification/certification06',
    title: 'KOLAS Accredited Test Lab',
    summary:
      'The KOLAS accreditation scheme of the Korean Agency for Technology and Standards, accredited testing under ISO/IEC 17025:2017, and how to request a test.',
    lead: 'Accredited test reports for the tests within our KOLAS accreditation are accepted in the member countries of the international mutual recognition arrangement (ILAC-MRA).',
    layout: [
      text(
        'Overview',
        p(
          'KOLAS (Korea Laboratory Accreditation Scheme) is Korea’s accreditation body, run by the Korean Agency for Technology and Standards. It assesses whether a laboratory is competent to test accurately and impartially under the international standard **ISO/IEC 17025:2017**, and accredits those that are.',
        ),
        p(
          'Accredited test reports carry the KOLAS accreditation mark and the ILAC-MRA mark, and are accepted as equivalent in the countries that have signed the ILAC Mutual Recognition Arrangement.',
        ),
      ),
      text(
        'Legal basis',
        ul(
          'Framework Act on National Standards (국가표준기본법): accreditation of testing and inspection bodies',
          'ISO/IEC 17025:2017 General requirements for the competence of testing and calibration laboratories',
        ),
      ),
      text(
        'Testing fields',
        p(
          'Accredited test reports are issued only for the tests and standards within our KOLAS accreditation (the scope of accreditation). When you request a test, we first confirm whether it is within that scope.',
        ),
      ),
      steps('How to request a test', null, [
        [
          'apply',
          'Request and consultation',
          'We discuss the tests, the standards, the number of samples and the schedule.',
        ],
        [null, 'Samples received', 'We receive the samples with the test request form and give you a receipt number.'],
        [null, 'Testing', 'Tests are carried out with accredited procedures and calibrated equipment.'],
        ['after', 'Test report', 'After review by the technical manager, we issue the accredited test report.'],
      ]),
      text(
        'Fees',
        p('Test fees depend on the tests and the number of samples; we send a quotation when you request a test.'),
      ),
    ],
  },
  {
    path: 'certification/certification07',
    title: 'Carbon-Neutral Buildings',
    summary:
      'Consulting that helps buildings towards carbon neutrality: life-cycle assessment (LCA), embodied-carbon reduction and a roadmap for cutting operational carbon.',
    lead: 'There is no single government certificate for carbon-neutral buildings. The Green Climate Technology Institute offers consulting that measures a building’s carbon emissions and designs ways to reduce them.',
    layout: [
      text(
        'About the service',
        p(
          'Buildings account for about 7% of Korea’s greenhouse gas emissions from operation alone. Add the **embodied carbon** emitted in producing and transporting materials, construction and demolition, and a building’s carbon footprint is much larger.',
        ),
        p(
          'Our carbon-neutral building consulting calculates a building’s emissions over its whole life and sets out, as a roadmap, how they can be cut in design and operation and how the remaining emissions can be offset.',
        ),
        p(
          '**Please note**: there is currently no single statutory certification called “carbon-neutral building”. Our reports are not a statutory certificate; you can use them for the life-cycle assessment (LCA) credits of green building certification, for Zero Energy Building certification and for other related schemes.',
        ),
      ),
      text(
        'Related schemes',
        ul(
          'Framework Act on Carbon Neutrality and Green Growth for Coping with Climate Crisis (기후위기 대응을 위한 탄소중립·녹색성장 기본법, in force since 2022): the national carbon-neutrality target and reductions by sector',
          'The life-cycle assessment (LCA) credits of green building certification (G-SEED)',
          'Zero Energy Building certification: energy self-sufficiency in operation',
        ),
      ),
      {
        blockType: 'cards',
        heading: 'What the consulting covers',
        intro: null,
        cards: [
          {
            icon: 'gauge',
            title: 'Life-cycle assessment (LCA)',
            body: 'We calculate the greenhouse gas emissions of a building’s whole life, from producing its materials to demolition, with internationally standardised methods.',
            link: null,
          },
          {
            icon: 'building',
            title: 'Embodied-carbon reduction',
            body: 'We compare structural systems, low-carbon concrete and steel, and recycled materials, and propose reductions at the design stage.',
            link: null,
          },
          {
            icon: 'leaf',
            title: 'Carbon-neutrality roadmap',
            body: 'A year-by-year plan covering lower operational energy, renewable energy and the offsetting of remaining emissions.',
            link: '/carbon/carbon01',
          },
        ],
      },
      steps('How it works', null, [
        [
          'apply',
          'Agreeing the scope',
          'We agree the building, the scope of the assessment (design, operation) and what it is for.',
        ],
        [null, 'Data and calculation', 'We calculate emissions from quantity take-offs and energy use data.'],
        [null, 'Reduction options', 'We compare the effect and cost of each reduction option.'],
        [
          'after',
          'Report and implementation',
          'We deliver the roadmap report and help you check how it is being carried out.',
        ],
      ]),
      text(
        'Costs',
        p(
          'The cost of the consulting is agreed according to the size of the building and the scope of the assessment.',
        ),
      ),
    ],
  },
  {
    path: 'policy/policy01',
    title: 'Privacy Policy',
    summary:
      'For what purposes and how long the Green Climate Technology Institute processes the personal information of website users, and how it is protected. In force from 1 March 2026.',
    lead: 'To protect users’ personal information and to deal promptly with related complaints, the Green Climate Technology Institute has adopted this privacy policy under the Personal Information Protection Act (개인정보 보호법). It applies from 1 March 2026.',
    layout: [
      table({
        heading: '1. Personal information we process and how long we keep it',
        caption: 'Purposes, items and retention periods of personal information by service',
        asOf: policyAsOf,
        columns: ['Service', 'Purpose', 'Items', 'Retention'],
        rows: [
          [
            'Field Q&A',
            'Receiving and answering questions, notifying you of the answer',
            '(Required) name, password / (optional) e-mail, phone number',
            '3 years from posting, then destroyed without delay',
          ],
          ['Newsletter', 'Sending the newsletter', '(Required) e-mail', 'Until you unsubscribe'],
          [
            'Certification and diagnosis applications',
            'Concluding and performing contracts, settling fees',
            'Contact person’s name, phone number, e-mail, company name',
            '5 years after the contract ends (kept under the Framework Act on National Taxes and other laws)',
          ],
          [
            'Job applications',
            'Identifying applicants and running the selection',
            'Name, phone number, e-mail, education, work experience',
            '180 days after the selection ends (destroyed at once if the applicant asks)',
          ],
        ],
        note: 'Posts and personal information left in the Field Q&A are deleted automatically 3 years after posting. You can ask a question without giving an e-mail address; you will then not be notified of the answer.',
      }),
      text(
        '2. Provision to third parties',
        p(
          'We process users’ personal information only within the purposes in section 1, and do not provide it to third parties except with the user’s consent or where a law specifically provides for it. Where the law requires us to submit application details to a certification operator in order to carry out a certification, we tell you separately and ask for your consent at the application stage.',
        ),
      ),
      text(
        '3. Outsourcing of processing',
        p(
          'We outsource the processing of personal information as follows to operate the website’s servers. The outsourcing contract requires compliance with the personal information protection laws, restricts further outsourcing and sets out security measures, and we manage and supervise the contractor.',
        ),
        ul('Contractor: website hosting provider / Outsourced work: operating and backing up the servers and database'),
      ),
      text(
        '4. Destruction of personal information',
        p(
          'Personal information is destroyed without delay once its retention period has passed or its purpose has been achieved. Electronic files are deleted so that they cannot be recovered; paper documents are shredded or incinerated. Field Q&A posts and their personal information are found and deleted automatically by the system every day once 3 years have passed since posting.',
        ),
      ),
      text(
        '5. Your rights and how to exercise them',
        p(
          'You may at any time ask to see, correct or delete your personal information, ask us to stop processing it, or withdraw your consent. Send your request to the privacy officer in writing, by phone or by e-mail, and we will tell you what we have done within 10 days. A legal representative or a person you have authorised can also make the request for you.',
        ),
      ),
      text(
        '6. Security measures',
        ul(
          'Administrative: an internal management plan, as few staff handling personal information as possible, and regular training',
          'Technical: access rights management, passwords stored with one-way encryption, encrypted transmission (HTTPS), and access logs kept',
          'Physical: controlled access to the server room and the records room',
        ),
      ),
      text(
        '7. Cookies',
        p(
          'The website uses the following cookies for your convenience. We do not use cookies for advertising or behavioural tracking. You can refuse cookies in your browser settings; your choice of language and hidden pop-ups will then not be remembered.',
        ),
        ul(
          'i18n_redirected: remembers the language (Korean or English) you chose in the language menu for 365 days and opens the site’s front page (/) in that language. A page whose address contains the language opens as addressed.',
          'Pop-up cookie: hides a pop-up for which you chose “Don’t show again today” for the set time.',
        ),
      ),
      text(
        '8. Privacy officer',
        p(
          'You can address questions about the processing of personal information, requests to see it, complaints and requests for redress to the privacy officer. Contact us through the main phone number or e-mail address at the bottom of the website and we will pass your request to the privacy officer and reply without delay.',
        ),
      ),
      text(
        '9. Remedies for infringement',
        p(
          'If you need to report or seek advice about an infringement of personal information, you can contact the following bodies.',
        ),
        ul(
          'Personal Information Infringement Report Center (Korea Internet & Security Agency): 118 (no area code), privacy.kisa.or.kr',
          'Personal Information Dispute Mediation Committee: 1833-6972, www.kopico.go.kr',
          'Supreme Prosecutors’ Office: 1301 (no area code), www.spo.go.kr',
          'Korean National Police Agency: 182 (no area code), ecrm.police.go.kr',
        ),
      ),
      text(
        '10. Changes to this policy',
        p('This privacy policy applies from 1 March 2026. Earlier versions are available below.'),
        ul('1 January 2024 to 28 February 2026 (2nd edition)', '1 May 2021 to 31 December 2023 (1st edition)'),
      ),
      {
        blockType: 'cards',
        heading: null,
        intro: null,
        cards: [
          {
            icon: 'file',
            title: 'Earlier privacy policies',
            body: 'Full text and periods of the 1st and 2nd editions',
            link: '/policy/policy02',
          },
        ],
      },
    ],
  },
  {
    path: 'policy/policy02',
    title: 'Earlier Privacy Policies',
    summary: 'The full text of the earlier editions of the institute’s privacy policy and the period each one applied.',
    lead: 'The policy in force is on the Privacy Policy page. Below are the earlier editions and the periods they applied.',
    layout: [
      table({
        heading: 'Revision history',
        caption: 'Privacy policy editions: periods in force and main changes',
        asOf: policyAsOf,
        columns: ['Edition', 'In force', 'Main changes'],
        rows: [
          [
            '3rd edition (current)',
            'From 1 Mar 2026',
            'Field Q&A retention set at 3 years with automatic deletion; cookie section added',
          ],
          [
            '2nd edition',
            '1 Jan 2024 to 28 Feb 2026',
            'Items for job applicants added; contacts of the bodies for remedies updated',
          ],
          ['1st edition', '1 May 2021 to 31 Dec 2023', 'First adopted'],
        ],
      }),
      text(
        '2nd edition (1 January 2024 to 28 February 2026)',
        h3('1. Purposes and items'),
        ul(
          'Field Q&A: receiving and answering questions / name, password, e-mail (optional) / 3 years after the question was dealt with',
          'Newsletter: sending / e-mail / until you unsubscribe',
          'Certification and diagnosis applications: performing contracts / contact person’s name, phone number, e-mail, company name / 5 years after the contract ends',
          'Job applications: running the selection / name, phone number, e-mail, education, work experience / 180 days after the selection ends',
        ),
        h3('2. Destruction'),
        p(
          'The department in charge checked every quarter for personal information past its retention period and destroyed it.',
        ),
        h3('3. Rights of data subjects'),
        p(
          'Users could ask to see, correct or delete their information, or to stop its processing, in writing, by phone or by e-mail.',
        ),
        h3('4. Privacy officer'),
        p('A privacy officer was appointed, and requests were received through the main contacts.'),
      ),
      text(
        '1st edition (1 May 2021 to 31 December 2023)',
        h3('1. Purposes and items'),
        ul(
          'Field Q&A: receiving and answering questions / name, password, e-mail (optional) / 3 years after the question was dealt with',
          'Newsletter: sending / e-mail / until you unsubscribe',
          'Certification and diagnosis applications: performing contracts / contact person’s name, phone number, company name / 5 years after the contract ends',
        ),
        h3('2. Provision to third parties and outsourcing'),
        p(
          'Personal information was not provided to third parties except where the law required it, and the operation of the website’s servers was outsourced to a hosting provider.',
        ),
        h3('3. Privacy officer'),
        p('A privacy officer was appointed, and requests were received through the main contacts.'),
      ),
    ],
  },
  {
    path: 'policy/policy03',
    title: 'No Unauthorised E-mail Collection',
    summary: 'We refuse the unauthorised collection of the e-mail addresses published on the institute’s website.',
    lead: 'We refuse the unauthorised collection of the e-mail addresses published on the Green Climate Technology Institute website by e-mail harvesting programs or any other technical means.',
    layout: [
      text(
        null,
        p(
          'Under Article 50-2 of the Act on Promotion of Information and Communications Network Utilization and Information Protection (정보통신망 이용촉진 및 정보보호 등에 관한 법률), no one may collect e-mail addresses from a website with a program or other technical device that gathers them automatically without the prior consent of the website’s operator.',
        ),
        p(
          'Selling or distributing e-mail addresses collected in breach of this rule, or using them to send information, is also prohibited, and offenders may be punished under the same Act.',
        ),
        p('Posted on 1 May 2021'),
      ),
    ],
  },
]
