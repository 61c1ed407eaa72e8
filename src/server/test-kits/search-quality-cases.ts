/**
 * The search box's quality set (issue 19): typed searches as candidates type them (typos,
 * abbreviations, former city names), each with catalogue jobs that must be among its first 6
 * answers. Written from the catalogue generator (job-catalogue.ts, its fixed seed, the 320 jobs of
 * a fresh database): for each search, the newest (up to 3) of the jobs a candidate typing it
 * means (e.g. 'medcal coder chennai': Medical Coder titles in Chennai), by title, company and city.
 * The comment says how many such jobs the catalogue holds. A test kit (search-quality.test.ts and
 * the bench read it), kept out of the production folders.
 */
export interface QualityCase {
  q: string;
  mustShow: { title: string; company: string; city: string }[];
}

export const SEARCH_QUALITY_CASES: readonly QualityCase[] = [
  {
    q: 'medcal coder chennai',
    mustShow: [{ title: 'Senior Medical Coder - COC', company: 'CorroHealth', city: 'Chennai' }],
  }, // 1 such jobs
  {
    q: 'medical coder',
    mustShow: [
      { title: 'Medical Coder - CPC', company: 'Mahanadi Claims Processing', city: 'Coimbatore' },
      { title: 'Certified Medical Coder (CCS)', company: 'Vindhya Health Informatics', city: 'Hyderabad' },
      { title: 'Certified Medical Coder (CCS)', company: 'Saffron Claims Services', city: 'Pune' },
    ],
  }, // 12 such jobs
  {
    q: 'ar calling',
    mustShow: [
      { title: 'AR Caller - Physician Billing', company: 'Infinx Healthcare', city: 'Pune' },
      { title: 'AR Calling Executive', company: 'Narmada Coding Labs', city: 'Ambala' },
      { title: 'AR Caller', company: 'Cognizant Healthcare', city: 'Aurangabad' },
    ],
  }, // 25 such jobs
  {
    q: 'cpc fresher',
    mustShow: [{ title: 'Medical Coder - CPC', company: 'Peacock Health Billing', city: 'Gurugram' }],
  }, // 1 such jobs
  {
    q: 'denial mgmt',
    mustShow: [
      { title: 'Denial Management Analyst', company: 'Saffron Claims Services', city: 'Gurugram' },
      { title: 'Denial Management Executive', company: 'Vee Technologies', city: 'Belagavi' },
      { title: 'Denial Management Executive', company: 'Monsoon Healthcare Solutions', city: 'Gurugram' },
    ],
  }, // 13 such jobs
  {
    q: 'hyderbad',
    mustShow: [
      { title: 'Billing Associate - US Healthcare', company: 'Omega Healthcare', city: 'Hyderabad' },
      {
        title: 'Assistant Manager - RCM Operations',
        company: 'Monsoon Healthcare Solutions',
        city: 'Hyderabad',
      },
      { title: 'Patient Access Representative', company: 'Saffron Claims Services', city: 'Hyderabad' },
    ],
  }, // 27 such jobs
  {
    q: 'payment posting',
    mustShow: [
      { title: 'Payment Posting Executive', company: 'Infinx Healthcare', city: 'Dehradun' },
      { title: 'Payment Posting Executive', company: 'GeBBS Healthcare Solutions', city: 'Pune' },
      { title: 'Payment Posting Executive', company: 'Hampi Healthcare Analytics', city: 'Bhilai' },
    ],
  }, // 6 such jobs
  {
    q: 'charge entry pune',
    mustShow: [
      { title: 'Senior Charge Entry Executive', company: 'Hampi Healthcare Analytics', city: 'Pune' },
    ],
  }, // 1 such jobs
  {
    q: 'eligibility verification',
    mustShow: [
      { title: 'Eligibility Verification Executive', company: 'Malabar Revenue Cycle', city: 'Bengaluru' },
      {
        title: 'Eligibility Verification Executive',
        company: 'Monsoon Healthcare Solutions',
        city: 'Coimbatore',
      },
      { title: 'Eligibility Verification Executive', company: 'Banyan Medical Coding', city: 'Mumbai' },
    ],
  }, // 9 such jobs
  {
    q: 'prior auth',
    mustShow: [
      { title: 'Prior Auth Coordinator', company: 'Firstsource Solutions', city: 'Bhopal' },
      { title: 'Prior Auth Coordinator', company: 'Chola Medical Billing', city: 'Mumbai' },
      { title: 'Prior Auth Coordinator', company: 'Indus Claims Management', city: 'Mumbai' },
    ],
  }, // 19 such jobs
  {
    q: 'credentialing',
    mustShow: [
      { title: 'Provider Credentialing Executive', company: 'Indus Claims Management', city: 'Coimbatore' },
      { title: 'Provider Credentialing Executive', company: 'Aravalli Healthcare BPO', city: 'Dhanbad' },
      { title: 'Provider Credentialing Executive', company: 'Infosys BPM', city: 'Chennai' },
    ],
  }, // 11 such jobs
  {
    q: 'team lead coding',
    mustShow: [
      { title: 'Team Lead - Coding', company: 'AGS Health', city: 'Ajmer' },
      { title: 'Team Lead - Coding', company: 'Deccan RCM Solutions', city: 'Mumbai' },
      { title: 'Team Lead - Coding', company: 'GeBBS Healthcare Solutions', city: 'Noida' },
    ],
  }, // 12 such jobs
  {
    q: 'quality analyst rcm',
    mustShow: [
      { title: 'Quality Analyst - RCM', company: 'Brahmaputra Health Services', city: 'Coimbatore' },
      { title: 'Quality Analyst - RCM', company: 'Med-Metrix', city: 'Aizawl' },
      { title: 'Quality Analyst - RCM', company: 'Godavari Health Process', city: 'Coimbatore' },
    ],
  }, // 9 such jobs
  {
    q: 'revenue cycle management',
    mustShow: [
      { title: 'Quality Analyst - RCM', company: 'Brahmaputra Health Services', city: 'Coimbatore' },
      { title: 'Assistant Manager - RCM Operations', company: 'Tapti Medical Claims', city: 'Gurugram' },
      { title: 'Quality Analyst - RCM', company: 'Med-Metrix', city: 'Aizawl' },
    ],
  }, // 26 such jobs
  {
    q: 'accounts receivable bengaluru',
    mustShow: [
      { title: 'AR Manager', company: 'Access Healthcare', city: 'Bengaluru' },
      { title: 'AR Manager', company: 'Kaveri Medical Billing Services', city: 'Bengaluru' },
    ],
  }, // 2 such jobs
  {
    q: 'ccs coder',
    mustShow: [
      { title: 'Certified Medical Coder (CCS)', company: 'Vindhya Health Informatics', city: 'Hyderabad' },
      { title: 'Certified Medical Coder (CCS)', company: 'Saffron Claims Services', city: 'Pune' },
      { title: 'Certified Medical Coder (CCS)', company: 'EXL Health', city: 'Amritsar' },
    ],
  }, // 3 such jobs
  {
    q: 'certified coding specialist',
    mustShow: [
      { title: 'Certified Medical Coder (CCS)', company: 'Vindhya Health Informatics', city: 'Hyderabad' },
      { title: 'Certified Medical Coder (CCS)', company: 'Saffron Claims Services', city: 'Pune' },
      { title: 'Certified Medical Coder (CCS)', company: 'EXL Health', city: 'Amritsar' },
    ],
  }, // 3 such jobs
  {
    q: 'coc',
    mustShow: [
      { title: 'Senior Medical Coder - COC', company: 'EXL Health', city: 'Gurugram' },
      { title: 'Senior Medical Coder - COC', company: 'CorroHealth', city: 'Chennai' },
      { title: 'Senior Medical Coder - COC', company: 'Indus Claims Management', city: 'Noida' },
    ],
  }, // 3 such jobs
  {
    q: 'radiolgy coder',
    mustShow: [
      { title: 'Radiology Coder', company: 'Monsoon Healthcare Solutions', city: 'Noida' },
      { title: 'Radiology Coder', company: 'Kaveri Medical Billing Services', city: 'Mumbai' },
    ],
  }, // 2 such jobs
  {
    q: 'surgery codr',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Surgery Coder', company: 'Kaveri Medical Billing Services', city: 'Hyderabad' },
      { title: 'Surgery Coder', company: 'Vee Technologies', city: 'Mumbai' },
    ],
  }, // 4 such jobs
  { q: 'e&m coder', mustShow: [{ title: 'E&M Coder', company: 'Infinx Healthcare', city: 'Gurugram' }] }, // 1 such jobs
  {
    q: 'hcc risk adjustment',
    mustShow: [
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
      { title: 'HCC Risk Adjustment Coder', company: 'Nilgiri Healthcare Services', city: 'Davanagere' },
      { title: 'HCC Risk Adjustment Coder', company: 'Ventra Health', city: 'Bengaluru' },
    ],
  }, // 3 such jobs
  {
    q: 'patient calling',
    mustShow: [
      {
        title: 'Patient Calling Executive (US Healthcare)',
        company: 'Sahyadri Revenue Partners',
        city: 'Agartala',
      },
      {
        title: 'Patient Calling Executive (US Healthcare)',
        company: 'Firstsource Solutions',
        city: 'Chandigarh',
      },
      { title: 'Patient Calling Executive (US Healthcare)', company: 'HCL Healthcare', city: 'Coimbatore' },
    ],
  }, // 3 such jobs
  {
    q: 'exec charge entry',
    mustShow: [
      { title: 'Charge Entry Executive', company: 'EXL Health', city: 'Bilaspur' },
      { title: 'Senior Charge Entry Executive', company: 'AGS Health', city: 'Noida' },
      { title: 'Charge Entry Executive', company: 'Access Healthcare', city: 'Coimbatore' },
    ],
  }, // 18 such jobs
  {
    q: 'omega healthcare',
    mustShow: [
      { title: 'Billing Associate - US Healthcare', company: 'Omega Healthcare', city: 'Hyderabad' },
      { title: 'AR Caller', company: 'Omega Healthcare', city: 'Aligarh' },
      { title: 'ED Facility Coder', company: 'Omega Healthcare', city: 'Pune' },
    ],
  }, // 7 such jobs
  {
    q: 'chenai fresher',
    mustShow: [
      { title: 'Cash Posting Associate', company: 'Brahmaputra Health Services', city: 'Chennai' },
      { title: 'Eligibility Verification Executive', company: 'Chola Medical Billing', city: 'Chennai' },
      { title: 'Patient Access Representative', company: 'Wipro Healthcare Services', city: 'Chennai' },
    ],
  }, // 5 such jobs
  {
    q: 'bangalore medical coder',
    mustShow: [{ title: 'Medical Coder - CPC', company: 'AGS Health', city: 'Bengaluru' }],
  }, // 1 such jobs
  {
    q: 'gurgaon ar caller',
    mustShow: [
      { title: 'Senior AR Caller', company: 'Ganga Medical Coding Centre', city: 'Gurugram' },
      { title: 'AR Caller - Hospital Billing', company: 'Ganga Medical Coding Centre', city: 'Gurugram' },
      { title: 'Senior AR Caller', company: 'Omega Healthcare', city: 'Gurugram' },
    ],
  }, // 4 such jobs
  {
    q: 'mumbia',
    mustShow: [
      { title: 'Team Lead - AR', company: 'Sahyadri Revenue Partners', city: 'Mumbai' },
      { title: 'Benefits Verification Associate', company: 'Narmada Coding Labs', city: 'Mumbai' },
      { title: 'Prior Auth Coordinator', company: 'Chola Medical Billing', city: 'Mumbai' },
    ],
  }, // 40 such jobs
  {
    q: 'pune denial',
    mustShow: [
      { title: 'Denial Management Executive', company: 'EXL Health', city: 'Pune' },
      { title: 'Denial Management Analyst', company: 'R1 RCM', city: 'Pune' },
      { title: 'Denial Management Executive', company: 'GeBBS Healthcare Solutions', city: 'Pune' },
    ],
  }, // 3 such jobs
  {
    q: 'senior ar caller',
    mustShow: [
      { title: 'Senior AR Caller', company: 'Sahyadri Revenue Partners', city: 'Noida' },
      { title: 'Senior AR Caller', company: 'Ganga Medical Coding Centre', city: 'Gurugram' },
      { title: 'Senior AR Caller', company: 'CorroHealth', city: 'Pune' },
    ],
  }, // 6 such jobs
  {
    q: 'managerial',
    mustShow: [
      { title: 'Team Lead - AR', company: 'Sahyadri Revenue Partners', city: 'Mumbai' },
      { title: 'AR Manager', company: 'Access Healthcare', city: 'Bengaluru' },
      { title: 'Team Lead - Coding', company: 'AGS Health', city: 'Ajmer' },
    ],
  }, // 48 such jobs
  {
    q: 'appeals specialist',
    mustShow: [
      { title: 'Appeals Specialist', company: 'GeBBS Healthcare Solutions', city: 'Noida' },
      { title: 'Appeals Specialist', company: 'Ventra Health', city: 'Pune' },
      { title: 'Appeals Specialist', company: 'Shearwater Health', city: 'Bengaluru' },
    ],
  }, // 12 such jobs
  {
    q: 'era posting',
    mustShow: [
      { title: 'ERA Posting Specialist', company: 'Wipro Healthcare Services', city: 'Anand' },
      { title: 'ERA Posting Specialist', company: 'AGS Health', city: 'Bengaluru' },
      { title: 'ERA Posting Specialist', company: 'Lotus Revenue Cycle Management', city: 'Gurugram' },
    ],
  }, // 7 such jobs
  {
    q: 'insurance verification specialist',
    mustShow: [
      { title: 'Insurance Verification Specialist', company: 'AGS Health', city: 'Bengaluru' },
      { title: 'Insurance Verification Specialist', company: 'Ventra Health', city: 'Noida' },
      { title: 'Insurance Verification Specialist', company: 'Omega Healthcare', city: 'Mumbai' },
    ],
  }, // 7 such jobs
  {
    q: 'medical coder hyderbad cpc',
    mustShow: [{ title: 'Medical Coder - CPC', company: 'Peacock Health Billing', city: 'Hyderabad' }],
  }, // 1 such jobs
  {
    q: 'madras billing',
    mustShow: [{ title: 'Medical Billing Executive', company: 'Peacock Health Billing', city: 'Chennai' }],
  }, // 1 such jobs
  {
    q: 'part time ar caller',
    mustShow: [
      { title: 'AR Caller - Physician Billing', company: 'Infinx Healthcare', city: 'Pune' },
      { title: 'AR Caller', company: 'Omega Healthcare', city: 'Aligarh' },
      { title: 'AR Caller - Hospital Billing', company: 'Sindhu RCM Services', city: 'Pune' },
    ],
  }, // 8 such jobs
  // issue 22: the process (S1), EHR and PM systems and the details' words (S2), typos of
  // synonyms and cities (S3), a typed certification first (S4), Hinglish and Hindi job words (S5)
  {
    q: 'non voice',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Charge Entry Executive', company: 'EXL Health', city: 'Bilaspur' },
      { title: 'Payment Posting Executive', company: 'Infinx Healthcare', city: 'Dehradun' },
    ],
  }, // 208 jobs hold every word
  {
    q: 'nonvoice',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Charge Entry Executive', company: 'EXL Health', city: 'Bilaspur' },
      { title: 'Payment Posting Executive', company: 'Infinx Healthcare', city: 'Dehradun' },
    ],
  }, // 208 jobs hold every word
  {
    q: 'non-voice coder',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
      { title: 'Team Lead - Coding', company: 'AGS Health', city: 'Ajmer' },
    ],
  }, // 66 jobs hold every word
  {
    q: 'voice process',
    mustShow: [
      { title: 'AR Caller - Physician Billing', company: 'Infinx Healthcare', city: 'Pune' },
      { title: 'Insurance Verification Specialist', company: 'AGS Health', city: 'Bengaluru' },
      { title: 'Prior Auth Coordinator', company: 'Firstsource Solutions', city: 'Bhopal' },
    ],
  }, // 112 jobs hold every word
  {
    q: 'epic',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Provider Credentialing Executive', company: 'Indus Claims Management', city: 'Coimbatore' },
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
    ],
  }, // 55 jobs hold every word
  {
    q: 'cerner',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Provider Credentialing Executive', company: 'Indus Claims Management', city: 'Coimbatore' },
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
    ],
  }, // 55 jobs hold every word
  {
    q: 'eclinicalworks',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Provider Credentialing Executive', company: 'Indus Claims Management', city: 'Coimbatore' },
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
    ],
  }, // 55 jobs hold every word
  {
    q: 'athenahealth',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Provider Credentialing Executive', company: 'Indus Claims Management', city: 'Coimbatore' },
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
    ],
  }, // 55 jobs hold every word
  {
    q: 'kareo',
    mustShow: [
      { title: 'Quality Analyst - RCM', company: 'Brahmaputra Health Services', city: 'Coimbatore' },
      { title: 'AR Calling Executive', company: 'Narmada Coding Labs', city: 'Ambala' },
      { title: 'Medical Biller', company: 'Satpura Revenue Services', city: 'Noida' },
    ],
  }, // 60 jobs hold every word
  {
    q: 'advancedmd',
    mustShow: [
      { title: 'Quality Analyst - RCM', company: 'Brahmaputra Health Services', city: 'Coimbatore' },
      { title: 'AR Calling Executive', company: 'Narmada Coding Labs', city: 'Ambala' },
      { title: 'Medical Biller', company: 'Satpura Revenue Services', city: 'Noida' },
    ],
  }, // 60 jobs hold every word
  {
    q: 'ehr',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Provider Credentialing Executive', company: 'Indus Claims Management', city: 'Coimbatore' },
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
    ],
  }, // 55 jobs hold every word
  {
    q: 'electronic health record',
    mustShow: [
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Provider Credentialing Executive', company: 'Indus Claims Management', city: 'Coimbatore' },
      {
        title: 'HCC Risk Adjustment Coder',
        company: 'Vindhya Health Informatics',
        city: 'Bokaro Steel City',
      },
    ],
  }, // 55 jobs hold every word
  {
    q: 'night shift cab',
    mustShow: [
      { title: 'AR Caller - Physician Billing', company: 'Infinx Healthcare', city: 'Pune' },
      { title: 'Denial Management Analyst', company: 'Saffron Claims Services', city: 'Gurugram' },
      {
        title: 'Patient Calling Executive (US Healthcare)',
        company: 'Sahyadri Revenue Partners',
        city: 'Agartala',
      },
    ],
  }, // 76 jobs hold every word
  {
    q: 'banglore',
    mustShow: [
      { title: 'Insurance Verification Specialist', company: 'AGS Health', city: 'Bengaluru' },
      { title: 'Medical Biller', company: 'Saffron Claims Services', city: 'Bengaluru' },
      { title: 'AR Manager', company: 'Access Healthcare', city: 'Bengaluru' },
    ],
  }, // 27 jobs hold every word
  {
    q: 'bangaluru',
    mustShow: [
      { title: 'Insurance Verification Specialist', company: 'AGS Health', city: 'Bengaluru' },
      { title: 'Medical Biller', company: 'Saffron Claims Services', city: 'Bengaluru' },
      { title: 'AR Manager', company: 'Access Healthcare', city: 'Bengaluru' },
    ],
  }, // 27 jobs hold every word
  {
    q: 'gurgoan',
    mustShow: [
      { title: 'Denial Management Analyst', company: 'Saffron Claims Services', city: 'Gurugram' },
      { title: 'Assistant Manager - RCM Operations', company: 'Tapti Medical Claims', city: 'Gurugram' },
      { title: 'Payer Enrollment Specialist', company: 'R1 RCM', city: 'Gurugram' },
    ],
  }, // 33 jobs hold every word
  {
    q: 'hydrabad',
    mustShow: [
      { title: 'Billing Associate - US Healthcare', company: 'Omega Healthcare', city: 'Hyderabad' },
      {
        title: 'Assistant Manager - RCM Operations',
        company: 'Monsoon Healthcare Solutions',
        city: 'Hyderabad',
      },
      { title: 'Patient Access Representative', company: 'Saffron Claims Services', city: 'Hyderabad' },
    ],
  }, // 27 jobs hold every word
  {
    q: 'medical coder cpc',
    mustShow: [
      { title: 'Medical Coder - CPC', company: 'Malabar Revenue Cycle', city: 'Mumbai' },
      { title: 'Medical Coder - CPC', company: 'Peacock Health Billing', city: 'Gurugram' },
      { title: 'Medical Coder - CPC', company: 'Mahanadi Claims Processing', city: 'Coimbatore' },
    ],
  }, // 17 jobs hold every word
  {
    q: 'naukri chennai',
    mustShow: [
      { title: 'AR Quality Analyst', company: 'AGS Health', city: 'Chennai' },
      { title: 'Team Lead - Eligibility and Authorization', company: 'HCL Healthcare', city: 'Chennai' },
      { title: 'Cash Posting Associate', company: 'Brahmaputra Health Services', city: 'Chennai' },
    ],
  }, // 20 jobs hold every word
  {
    q: 'नौकरी pune',
    mustShow: [
      { title: 'AR Caller - Physician Billing', company: 'Infinx Healthcare', city: 'Pune' },
      { title: 'Surgery Coder', company: 'R1 RCM', city: 'Pune' },
      { title: 'Payment Posting Executive', company: 'GeBBS Healthcare Solutions', city: 'Pune' },
    ],
  }, // 36 jobs hold every word
];
