// Laboratory tests and health packages as commonly offered by Indian diagnostic
// labs. Hand-written catalogue content: facts, preparation and FAQs only.
// Reference ranges quoted here are typical adult values; every lab prints its
// own method-specific range on the report, and that range is the one to use.

import type { ProductSeed } from './types';

export const LAB_PRODUCTS: ProductSeed[] = [
  // ---------------------------------------------------------------------------
  // Hematology
  // ---------------------------------------------------------------------------
  {
    name: 'CBC (Complete Blood Count)',
    displayName: 'CBC (Complete Blood Count) Test',
    slug: 'cbc',
    category: 'hematology',
    aliases: ['Complete Blood Count', 'Hemogram', 'CBC Test', 'Full Blood Count', 'Haemogram'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> You can eat and drink normally before the sample is taken.</p>' +
      '<ul>' +
      '<li>Drink water as usual so that the vein is easy to find.</li>' +
      '<li>Take your regular medicines unless your doctor has told you otherwise.</li>' +
      '<li>Avoid heavy exercise just before the test, as it can briefly raise the white cell count.</li>' +
      '<li>Tell the phlebotomist if you are pregnant, have had a recent blood transfusion or take blood thinners.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws about 2-3 ml of venous blood from a vein in your arm into a lavender-top EDTA tube, which stops the blood from clotting. The sample can be collected at your home or at the lab, and the draw itself takes about 5 minutes. An automated haematology analyser then counts and sizes the red cells, white cells and platelets.</p>',
    faqs: [
      {
        question: 'What does a CBC measure?',
        answerHtml:
          '<p>A CBC counts the three main types of blood cells: red blood cells (with haemoglobin, haematocrit and indices such as MCV, MCH and MCHC), white blood cells with a differential count (neutrophils, lymphocytes, monocytes, eosinophils, basophils) and platelets. It is used to look for anaemia, infection, inflammation, bleeding tendency and some blood disorders.</p>',
      },
      {
        question: 'What are the normal values in a CBC?',
        answerHtml:
          '<p>Typical adult values are: haemoglobin about 13-17 g/dL in men and 12-15 g/dL in women, total white cell count about 4,000-11,000 per microlitre, and platelets about 1.5-4.5 lakh per microlitre. Ranges differ slightly between labs, so always compare your result with the range printed on your report.</p>',
      },
      {
        question: 'Is fasting required for a CBC?',
        answerHtml:
          '<p>No. A CBC is not affected by food, so you can have your meals normally. If it is booked together with a fasting test such as blood sugar or lipid profile, a single fasting sample covers both.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. A phlebotomist can visit your home at a booked slot, collect the sample and bring it to the lab in a temperature-controlled bag.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml:
          '<p>CBC reports are usually ready the same day, within 6-12 hours of the sample reaching the lab. If a peripheral smear review is needed because of an abnormal count, it may take a few hours longer.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 400,
    reportHours: 8,
  },
  {
    name: 'ESR (Erythrocyte Sedimentation Rate)',
    slug: 'esr',
    category: 'hematology',
    aliases: ['ESR Test', 'Sed Rate', 'Erythrocyte Sedimentation Rate', 'Westergren ESR'],
    fasting: false,
    preparationHtml:
      '<p><strong>No special preparation or fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Continue your usual medicines unless your doctor advises otherwise.</li>' +
      '<li>Let the lab know if you are pregnant or menstruating, as both can raise ESR.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws a small venous blood sample from your arm, into an EDTA or sodium citrate tube depending on the method used by the lab. Collection takes about 5 minutes and can be done at home or at the lab. In the lab, the distance the red cells settle in one hour is measured and reported in mm/hr.</p>',
    faqs: [
      {
        question: 'What does ESR show?',
        answerHtml:
          '<p>ESR measures how quickly red blood cells settle at the bottom of a tube. Inflammation, infection (such as tuberculosis), autoimmune diseases and some cancers make the cells settle faster. It is a non-specific marker: it tells your doctor that inflammation is present, not where or why.</p>',
      },
      {
        question: 'What is a normal ESR?',
        answerHtml:
          '<p>As a rough guide, ESR up to about 15 mm/hr in men and up to about 20 mm/hr in women is considered normal. ESR rises naturally with age and during pregnancy, so slightly higher values in older adults may not be a concern.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>No, ESR can be tested at any time of day without fasting.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml:
          '<p>The test itself takes an hour in the lab, so reports are usually ready the same day, within 6-12 hours of sample collection.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 150,
    reportHours: 8,
  },
  {
    name: 'Peripheral Blood Smear',
    displayName: 'Peripheral Smear Examination',
    slug: 'peripheral-smear',
    category: 'hematology',
    aliases: [
      'Peripheral Smear',
      'PS for Morphology',
      'Blood Smear Test',
      'PBS',
      'GBP (General Blood Picture)',
    ],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>If the test is for malaria, try to give the sample while you have fever or chills, and before starting anti-malarial medicines.</li>' +
      '<li>Tell the lab about any recent blood transfusion.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A small venous blood sample is drawn from the arm into a lavender-top EDTA tube by a trained phlebotomist, at home or at the lab, in about 5 minutes. A thin film of blood is spread on a glass slide, stained and examined under the microscope by a pathologist.</p>',
    faqs: [
      {
        question: 'What does a peripheral smear show?',
        answerHtml:
          '<p>The pathologist looks at the size, shape and colour of red cells, the types and maturity of white cells, and the number and appearance of platelets. It helps classify anaemia (for example iron deficiency or B12 deficiency), detect malaria parasites and spot abnormal cells that need further tests.</p>',
      },
      {
        question: 'Is it the same as a CBC?',
        answerHtml:
          '<p>No. A CBC gives machine counts, while a smear is a manual microscope review. Doctors often order both together, because the smear explains why a count is abnormal.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes, the blood is collected at home in an EDTA tube and the slide is prepared and read in the lab.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml:
          '<p>Because a pathologist reviews each slide, the report usually takes 12-24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 300,
    reportHours: 24,
  },
  {
    name: 'Hemoglobin (Hb)',
    slug: 'hemoglobin',
    category: 'hematology',
    aliases: ['Hb Test', 'Haemoglobin Test', 'Hemoglobin Test', 'Blood Hb Level'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting or special preparation is needed.</strong></p>' +
      '<ul>' +
      '<li>Drink water normally; being very dehydrated can make haemoglobin look falsely high.</li>' +
      '<li>Continue iron tablets and other medicines as prescribed.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist collects a small venous blood sample from your arm into a lavender-top EDTA tube, at home or at the lab. The collection takes about 5 minutes and the haemoglobin is measured on an automated analyser.</p>',
    faqs: [
      {
        question: 'What does the haemoglobin test measure?',
        answerHtml:
          '<p>Haemoglobin is the iron-containing protein in red blood cells that carries oxygen. The test measures how much of it is present in your blood and is the main test for anaemia.</p>',
      },
      {
        question: 'What is a normal haemoglobin level?',
        answerHtml:
          '<p>Roughly 13-17 g/dL is normal for adult men and 12-15 g/dL for adult women. Values below 13 g/dL in men, below 12 g/dL in women and below 11 g/dL in pregnancy are generally considered anaemia.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>Healthy adults usually get it checked as part of a yearly CBC. Pregnant women, people on iron treatment and those with heavy periods may be asked to recheck every 1-3 months to track improvement.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 150,
    reportHours: 6,
  },
  {
    name: 'Platelet Count',
    slug: 'platelet-count',
    category: 'hematology',
    aliases: ['Platelets Test', 'PLT Count', 'Thrombocyte Count', 'Platelet Count for Dengue'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Tell the phlebotomist if you take aspirin, clopidogrel or other blood thinners, or if you bruise easily, so that extra pressure can be applied after the draw.</li>' +
      '<li>During dengue, your doctor may ask for a repeat count every day at the same time.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a lavender-top EDTA tube, at home or at the lab, in about 5 minutes. Platelets are counted on an automated analyser, and a low count is usually checked on a smear to rule out clumping.</p>',
    faqs: [
      {
        question: 'What is a normal platelet count?',
        answerHtml:
          '<p>A normal count is about 1.5 to 4.5 lakh platelets per microlitre of blood (150,000-450,000/µL). A count below 1.5 lakh is called thrombocytopenia.</p>',
      },
      {
        question: 'Why is the platelet count checked in dengue?',
        answerHtml:
          '<p>Dengue commonly lowers platelets, especially between days 3 and 7 of fever. Daily counts help the doctor decide whether you can be treated at home or need hospital care. Counts usually recover on their own as the illness settles.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes, home collection is available, which is helpful for patients with fever who need repeat counts.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Platelet count reports are usually ready within 4-6 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 200,
    reportHours: 6,
  },
  {
    name: 'Blood Group & Rh Typing',
    displayName: 'Blood Group (ABO & Rh) Test',
    slug: 'blood-group-rh-typing',
    category: 'hematology',
    aliases: ['Blood Group Test', 'ABO Rh Typing', 'Blood Grouping', 'Rh Factor Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No preparation or fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Inform the lab if you have received a blood transfusion in the last three months.</li>' +
      '<li>Carry a photo ID if the report is needed for a certificate, donation or pregnancy records.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws a small venous sample from your arm into a lavender-top EDTA tube, at home or at the lab, in about 5 minutes. The red cells are mixed with anti-A, anti-B and anti-D reagents, and the pattern of clumping shows your ABO group and Rh type.</p>',
    faqs: [
      {
        question: 'What does this test tell me?',
        answerHtml:
          '<p>It tells you your ABO blood group (A, B, AB or O) and whether you are Rh positive or Rh negative. For example, "B positive" means group B and Rh positive.</p>',
      },
      {
        question: 'Why is it important in pregnancy?',
        answerHtml:
          "<p>If the mother is Rh negative and the baby is Rh positive, the mother can make antibodies against the baby's blood. Knowing this early lets the doctor plan antibody screening and anti-D injections at the right time.</p>",
      },
      {
        question: 'Does my blood group change over time?',
        answerHtml:
          '<p>No. Your blood group is inherited and stays the same for life, so one reliable test is usually enough. The exception is after a bone marrow transplant.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Blood group reports are usually ready within 4-6 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 150,
    reportHours: 6,
  },
  {
    name: 'PT/INR (Prothrombin Time)',
    displayName: 'PT/INR Blood Clotting Test',
    slug: 'pt-inr',
    category: 'hematology',
    aliases: ['Prothrombin Time', 'INR Test', 'PT INR', 'Clotting Time Test', 'Warfarin Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>If you take warfarin or acenocoumarol (Acitrom), <strong>do not stop or change your dose</strong> before the test. Give the sample before your daily dose and tell the lab your current dose.</li>' +
      '<li>Try to keep your diet steady in the days before testing; sudden large amounts of green leafy vegetables can change INR.</li>' +
      '<li>Tell the lab about any antibiotics or new medicines you have started.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a light-blue sodium citrate tube, which must be filled exactly to the mark for an accurate result. Collection at home or at the lab takes about 5 minutes. The lab measures how many seconds the plasma takes to clot and calculates the INR.</p>',
    faqs: [
      {
        question: 'What does PT/INR measure?',
        answerHtml:
          '<p>It measures how long your blood takes to clot through the extrinsic pathway. INR standardises the result so it can be compared across labs. It is used to monitor blood thinners like warfarin and to check liver function and bleeding risk before surgery.</p>',
      },
      {
        question: 'What are normal values?',
        answerHtml:
          '<p>In people not on blood thinners, PT is usually about 11-14 seconds and INR about 0.8-1.2. For most people on warfarin the target INR is 2.0-3.0; people with mechanical heart valves may have a higher target set by their cardiologist.</p>',
      },
      {
        question: 'How often should I get tested on warfarin?',
        answerHtml:
          '<p>When starting warfarin, INR is checked every few days. Once it is stable, most doctors check it every 2-4 weeks, and again whenever medicines or diet change.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. The sample is stable for several hours at room temperature, so home collection works well for patients who need regular INR checks.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 450,
    reportHours: 12,
  },
  {
    name: 'APTT (Activated Partial Thromboplastin Time)',
    slug: 'aptt',
    category: 'hematology',
    aliases: ['APTT Test', 'PTT Test', 'Partial Thromboplastin Time', 'aPTT'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Tell the lab if you are on heparin or any other anticoagulant, and at what time the last dose was given.</li>' +
      '<li>Continue your medicines unless your doctor says otherwise.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a light-blue sodium citrate tube filled to the marked line. The draw takes about 5 minutes at home or at the lab, and the plasma clotting time is measured on a coagulation analyser.</p>',
    faqs: [
      {
        question: 'What does APTT check?',
        answerHtml:
          '<p>APTT checks the intrinsic and common clotting pathways. It is used before surgery, to investigate unexplained bleeding (such as haemophilia) and to monitor heparin treatment.</p>',
      },
      {
        question: 'What is a normal APTT?',
        answerHtml:
          '<p>A normal APTT is usually about 25-35 seconds, but each lab reports its own range alongside a control value. A prolonged APTT needs further tests to find the cause.</p>',
      },
      {
        question: 'Is it done along with PT/INR?',
        answerHtml:
          '<p>Often, yes. PT/INR and APTT together give a fuller picture of clotting and are a standard pre-operative combination.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 600,
    reportHours: 12,
  },
  {
    name: 'Reticulocyte Count',
    slug: 'reticulocyte-count',
    category: 'hematology',
    aliases: ['Retic Count', 'Reticulocyte Test', 'Corrected Reticulocyte Count'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting or special preparation is needed.</strong></p>' +
      '<ul>' +
      '<li>Tell the lab about any recent blood transfusion or treatment for anaemia (iron, B12, folic acid).</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist collects venous blood from your arm into a lavender-top EDTA tube, at home or at the lab, in about 5 minutes. Young red cells are counted using a special stain or an automated analyser.</p>',
    faqs: [
      {
        question: 'What are reticulocytes?',
        answerHtml:
          '<p>Reticulocytes are young red blood cells just released from the bone marrow. Their count shows how actively your marrow is making new red cells.</p>',
      },
      {
        question: 'What is a normal reticulocyte count?',
        answerHtml:
          '<p>In adults it is usually about 0.5-2.5% of red cells. A high count is seen after bleeding, in haemolysis or when anaemia treatment starts working; a low count suggests the marrow is not producing enough.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Reports are usually ready within 12-24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 300,
    reportHours: 24,
  },
  {
    name: 'Absolute Eosinophil Count (AEC)',
    slug: 'absolute-eosinophil-count',
    category: 'hematology',
    aliases: ['AEC Test', 'Eosinophil Count', 'Absolute Eosinophil Count', 'Eosinophilia Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Tell the lab if you are taking steroid tablets or inhalers, as these lower the eosinophil count.</li>' +
      '<li>Eosinophils vary through the day, so for repeat tests try to give the sample at the same time of day.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a lavender-top EDTA tube, at home or at the lab; it takes about 5 minutes. The eosinophils are counted and reported as cells per microlitre.</p>',
    faqs: [
      {
        question: 'Why is AEC tested?',
        answerHtml:
          '<p>Eosinophils are white cells that rise in allergies, asthma, skin conditions like eczema and worm infections. AEC is commonly ordered for persistent cough, wheezing, itching or suspected allergy.</p>',
      },
      {
        question: 'What is a normal AEC?',
        answerHtml:
          '<p>A normal count is roughly 40-440 cells per microlitre. Above about 500 cells/µL is called eosinophilia, and very high counts need further evaluation.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>No, you can eat normally before this test.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 250,
    reportHours: 12,
  },

  // ---------------------------------------------------------------------------
  // Biochemistry
  // ---------------------------------------------------------------------------
  {
    name: 'HbA1c (Glycated Haemoglobin)',
    displayName: 'HbA1c (Glycated Haemoglobin) Test',
    slug: 'hba1c',
    category: 'biochemistry',
    aliases: [
      'Glycated Haemoglobin',
      'A1c',
      'Glycosylated Hemoglobin',
      'HbA1c Sugar Test',
      '3 Month Sugar Test',
    ],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> HbA1c reflects your average sugar over the past 2-3 months, so one meal does not change it.</p>' +
      '<ul>' +
      '<li>Take your diabetes medicines and insulin as usual.</li>' +
      '<li>Tell the lab if you have anaemia, a haemoglobin disorder such as thalassaemia or sickle cell trait, kidney disease, or a blood transfusion in the last three months, as these can affect the result.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws a small venous blood sample from your arm into a lavender-top EDTA tube. It can be collected at home or at the lab and takes about 5 minutes. The lab measures HbA1c using an NGSP-certified method such as HPLC.</p>',
    faqs: [
      {
        question: 'What does HbA1c measure?',
        answerHtml:
          '<p>Sugar in the blood sticks to haemoglobin inside red cells. Since red cells live about 120 days, the percentage of glycated haemoglobin shows your average blood sugar over roughly the last 2-3 months.</p>',
      },
      {
        question: 'What do the HbA1c values mean?',
        answerHtml:
          '<p>Below 5.7% is normal, 5.7-6.4% indicates prediabetes and 6.5% or above indicates diabetes (usually confirmed with a repeat test). For most people already diagnosed with diabetes, doctors aim for below 7%, though your target may differ.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>No. You can give the sample at any time of day, before or after meals. If your doctor has also asked for fasting sugar, come fasting so both can be done from one visit.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>People with diabetes that is well controlled usually test every 6 months; if treatment has changed or control is poor, every 3 months. People with prediabetes are usually advised a yearly check.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>HbA1c reports are usually ready within 12 hours, often the same day.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 600,
    reportHours: 12,
  },
  {
    name: 'Fasting Blood Sugar (FBS)',
    displayName: 'Fasting Blood Sugar (FBS) Test',
    slug: 'fasting-blood-sugar',
    category: 'biochemistry',
    aliases: ['FBS', 'Sugar Test Fasting', 'Fasting Glucose', 'Glucose Fasting', 'FPG'],
    fasting: true,
    fastingHours: 10,
    preparationHtml:
      '<p><strong>Fast for 8-10 hours before the test</strong> (an overnight fast is easiest). Plain water is allowed and encouraged.</p>' +
      '<ul>' +
      '<li>Do not have tea, coffee, milk, juice, chewing gum or breakfast until the sample is taken.</li>' +
      '<li>Do not fast for more than 14 hours, as that can distort the result.</li>' +
      '<li>If you take diabetes tablets or insulin, ask your doctor whether to delay the morning dose until after the sample. Carry your medicines and a snack with you.</li>' +
      '<li>Avoid heavy exercise and alcohol the evening before.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a grey-top sodium fluoride tube, which stops blood cells from using up the glucose. Collection takes about 5 minutes and is usually done early in the morning, at home or at the lab.</p>',
    faqs: [
      {
        question: 'What are normal fasting sugar values?',
        answerHtml:
          '<p>A fasting glucose of 70-99 mg/dL is normal. 100-125 mg/dL indicates impaired fasting glucose (prediabetes), and 126 mg/dL or above on two separate occasions indicates diabetes.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Yes. You need 8-10 hours without food or drinks other than water. An overnight fast from dinner until an early morning sample works best.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. Book an early morning slot so that you can have breakfast soon after the sample is taken.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>Adults above 30, or younger people with a family history of diabetes, obesity or high blood pressure, should check at least once a year. People with diabetes may test more often as advised.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 120,
    reportHours: 6,
  },
  {
    name: 'Post Prandial Blood Sugar (PPBS)',
    displayName: 'Post Prandial Blood Sugar (PPBS) Test',
    slug: 'post-prandial-blood-sugar',
    category: 'biochemistry',
    aliases: ['PPBS', 'PP Sugar', 'Sugar Test After Food', '2 Hour Post Meal Glucose', 'PLBS'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting before this sample.</strong> The blood is taken exactly <strong>2 hours after you start a normal meal</strong>, usually breakfast or lunch.</p>' +
      '<ul>' +
      '<li>Eat your usual meal and note the time you started eating.</li>' +
      '<li>Take your diabetes medicines with the meal as you normally do, unless your doctor says otherwise.</li>' +
      '<li>During the 2 hours, do not eat anything else or drink tea, coffee or juice; water is fine.</li>' +
      '<li>Rest during the wait: avoid exercise, brisk walking and sleeping.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>Two hours after your meal, a phlebotomist draws venous blood from your arm into a grey-top fluoride tube. It takes about 5 minutes and can be done at home or at the lab; if a fasting sample was also taken, the second visit is timed to your meal.</p>',
    faqs: [
      {
        question: 'What does PPBS measure?',
        answerHtml:
          '<p>It shows how well your body brings blood sugar down after a meal. It often rises before fasting sugar does, so it helps detect early diabetes and check how well treatment controls after-meal spikes.</p>',
      },
      {
        question: 'What are normal PPBS values?',
        answerHtml:
          '<p>Two hours after a meal, a value below 140 mg/dL is normal, 140-199 mg/dL suggests impaired glucose tolerance, and 200 mg/dL or more suggests diabetes. A formal diagnosis uses standard tests like fasting sugar, HbA1c or the oral glucose tolerance test.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>No. This test is done after eating. The important point is timing: the sample must be taken 2 hours after you start your meal, not earlier or later.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. The phlebotomist can collect the fasting sample first and return, or wait, to collect the post-meal sample at the right time.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 120,
    reportHours: 6,
  },
  {
    name: 'Random Blood Sugar (RBS)',
    slug: 'random-blood-sugar',
    category: 'biochemistry',
    aliases: ['RBS', 'Random Glucose', 'Sugar Test Random', 'Blood Glucose Random'],
    fasting: false,
    preparationHtml:
      '<p><strong>No preparation or fasting is needed.</strong> The sample can be taken at any time of day.</p>' +
      '<ul>' +
      '<li>Tell the phlebotomist when you last ate and whether you have taken your diabetes medicine.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a grey-top fluoride tube, at home or at the lab, in about 5 minutes. Glucose is measured on a biochemistry analyser.</p>',
    faqs: [
      {
        question: 'When is a random sugar test useful?',
        answerHtml:
          '<p>It is a quick check when someone has symptoms like excessive thirst, frequent urination or unexplained weight loss, or when a fasting test is not practical.</p>',
      },
      {
        question: 'What is a normal random sugar?',
        answerHtml:
          '<p>In most people it stays below 140 mg/dL. A random value of 200 mg/dL or more along with typical symptoms suggests diabetes, and the doctor will confirm it with fasting sugar or HbA1c.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 4-6 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 100,
    reportHours: 6,
  },
  {
    name: 'Lipid Profile',
    displayName: 'Lipid Profile (Cholesterol Test)',
    slug: 'lipid-profile',
    category: 'biochemistry',
    aliases: [
      'Cholesterol Test',
      'Lipid Panel',
      'Lipid Test',
      'Fasting Lipid Profile',
      'Triglycerides Test',
    ],
    fasting: true,
    fastingHours: 12,
    preparationHtml:
      '<p><strong>Fast for 10-12 hours before the test.</strong> Plain water is allowed.</p>' +
      '<ul>' +
      '<li><strong>Avoid alcohol for at least 24 hours</strong> before the test, as it raises triglycerides.</li>' +
      '<li>Have a normal, light dinner the night before; avoid an unusually heavy or fried meal.</li>' +
      '<li>Do not have tea, coffee or milk in the morning until the sample is taken.</li>' +
      '<li>Continue your usual medicines, including cholesterol tablets, unless your doctor tells you otherwise.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube (red or yellow top), usually in the morning after an overnight fast. Collection takes about 5 minutes at home or at the lab.</p>',
    faqs: [
      {
        question: 'What does a lipid profile include?',
        answerHtml:
          '<p>It measures total cholesterol, triglycerides, HDL (good) cholesterol and LDL (bad) cholesterol, and usually VLDL, non-HDL cholesterol and ratios such as total cholesterol/HDL.</p>',
      },
      {
        question: 'What are the desirable values?',
        answerHtml:
          '<ul><li>Total cholesterol: below 200 mg/dL</li><li>LDL: below 100 mg/dL (lower targets for people with diabetes or heart disease)</li><li>HDL: above 40 mg/dL in men and above 50 mg/dL in women</li><li>Triglycerides: below 150 mg/dL</li></ul>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Yes, most labs in India ask for a 10-12 hour fast so that triglycerides and calculated LDL are accurate. Water is allowed. If your doctor specifically asks for a non-fasting sample, follow that advice.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>Healthy adults should check at least every 3-5 years from their 20s, and yearly after 40 or if they have diabetes, high blood pressure, obesity or a family history of heart disease. After starting cholesterol medicine, a recheck is usually done in 6-12 weeks.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually the same day, within 12 hours of collection.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 800,
    reportHours: 12,
  },
  {
    name: 'Liver Function Test (LFT)',
    displayName: 'Liver Function Test (LFT)',
    slug: 'liver-function-test',
    category: 'biochemistry',
    aliases: ['LFT', 'Liver Profile', 'Liver Panel', 'SGOT SGPT Test', 'Hepatic Function Panel'],
    fasting: true,
    fastingHours: 10,
    preparationHtml:
      '<p><strong>Fasting for 8-12 hours is recommended</strong> (most labs ask for about 10 hours). Water is allowed.</p>' +
      '<ul>' +
      '<li>Avoid alcohol for at least 24 hours before the test.</li>' +
      '<li>Avoid heavy exercise the day before, as it can raise AST.</li>' +
      '<li>Continue your medicines, but tell the lab about painkillers, TB medicines, anti-epileptics or herbal supplements you take.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube (red or yellow top), at home or at the lab. Collection takes about 5 minutes and the sample is analysed on an automated biochemistry analyser.</p>',
    faqs: [
      {
        question: 'What does an LFT include?',
        answerHtml:
          '<p>It usually includes bilirubin (total, direct and indirect), SGPT (ALT), SGOT (AST), alkaline phosphatase, GGT, total protein, albumin, globulin and the albumin/globulin ratio.</p>',
      },
      {
        question: 'What are normal LFT values?',
        answerHtml:
          '<p>Typical adult values are: total bilirubin about 0.3-1.2 mg/dL, SGPT and SGOT up to about 40 U/L, alkaline phosphatase about 40-130 U/L and albumin about 3.5-5.0 g/dL. Ranges vary slightly between labs.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Strictly, most liver tests are not affected much by food, but Indian labs commonly recommend an 8-12 hour fast because a fatty meal can make the sample cloudy and affect some readings. A morning fasting sample is best.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>As part of a yearly health check for most adults. People with fatty liver, hepatitis, regular alcohol use or long-term medicines that affect the liver may need testing every 3-6 months.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 12,
  },
  {
    name: 'Kidney Function Test (KFT)',
    displayName: 'Kidney Function Test (KFT / RFT)',
    slug: 'kidney-function-test',
    category: 'biochemistry',
    aliases: ['KFT', 'RFT', 'Renal Function Test', 'Kidney Profile', 'Urea Creatinine Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Avoid a very heavy meat meal and strenuous exercise for 24 hours before, as both can raise creatinine.</li>' +
      '<li>Stay normally hydrated.</li>' +
      '<li>Stop creatine supplements a few days before if you use them, and tell the lab.</li>' +
      '<li>Continue your blood pressure and diabetes medicines unless your doctor says otherwise.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The lab measures urea, creatinine, uric acid and electrolytes and calculates eGFR.</p>',
    faqs: [
      {
        question: 'What does a KFT include?',
        answerHtml:
          '<p>Usually blood urea (or BUN), serum creatinine, uric acid, sodium, potassium and chloride, often with calcium and an estimated glomerular filtration rate (eGFR) calculated from creatinine, age and sex.</p>',
      },
      {
        question: 'What are normal values?',
        answerHtml:
          '<p>Typical adult values: urea about 15-40 mg/dL, creatinine about 0.7-1.3 mg/dL in men and 0.6-1.1 mg/dL in women, sodium 135-145 mmol/L and potassium 3.5-5.1 mmol/L. An eGFR of 90 or above is normal; an eGFR below 60 for three months or more suggests chronic kidney disease.</p>',
      },
      {
        question: 'Who should get a KFT?',
        answerHtml:
          '<p>People with diabetes, high blood pressure, heart disease, a family history of kidney disease, long-term painkiller use or swelling of the feet should test regularly, usually every 6-12 months.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 12 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 12,
  },
  {
    name: 'Serum Creatinine',
    slug: 'serum-creatinine',
    category: 'biochemistry',
    aliases: ['Creatinine Test', 'S. Creatinine', 'Creatinine with eGFR', 'Kidney Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Avoid a large meat meal and intense workouts in the 24 hours before the test.</li>' +
      '<li>Tell the lab if you take creatine supplements.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws a small venous sample from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'What does serum creatinine tell me?',
        answerHtml:
          '<p>Creatinine is a waste product from muscles that is filtered by the kidneys. When the kidneys are not working well, it builds up in the blood. The lab uses it to calculate eGFR, a better estimate of kidney function.</p>',
      },
      {
        question: 'What is a normal creatinine level?',
        answerHtml:
          '<p>About 0.7-1.3 mg/dL in adult men and 0.6-1.1 mg/dL in adult women. Muscular people may have slightly higher values, and older people with low muscle mass lower values.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>Yearly for people with diabetes or high blood pressure, and more often if kidney disease is known or medicines that affect the kidneys are started.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 250,
    reportHours: 12,
  },
  {
    name: 'Blood Urea',
    slug: 'blood-urea',
    category: 'biochemistry',
    aliases: ['Urea Test', 'BUN', 'Blood Urea Nitrogen', 'Serum Urea'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Drink water normally; dehydration raises urea.</li>' +
      '<li>Avoid an unusually high-protein meal the night before.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist collects venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'What does blood urea measure?',
        answerHtml:
          '<p>Urea is formed in the liver when protein is broken down and is removed by the kidneys. High levels can mean reduced kidney function, dehydration, a high-protein diet or bleeding in the stomach.</p>',
      },
      {
        question: 'What is a normal value?',
        answerHtml:
          '<p>Blood urea is usually about 15-40 mg/dL (BUN about 7-20 mg/dL). It is best interpreted together with creatinine.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 12 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 250,
    reportHours: 12,
  },
  {
    name: 'Uric Acid',
    slug: 'uric-acid',
    category: 'biochemistry',
    aliases: ['Serum Uric Acid', 'Gout Test', 'S. Uric Acid', 'Urate Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>Fasting is not required</strong>, though a morning sample is preferred.</p>' +
      '<ul>' +
      '<li>Avoid alcohol (especially beer) and purine-rich foods such as organ meat, red meat and seafood for 24 hours before.</li>' +
      '<li>Tell the lab if you take water pills (diuretics), low-dose aspirin or gout medicines such as febuxostat or allopurinol.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab. The process takes about 5 minutes.</p>',
    faqs: [
      {
        question: 'Why is uric acid tested?',
        answerHtml:
          '<p>High uric acid can form crystals in the joints (gout) or stones in the kidneys. The test is done for sudden painful, swollen joints (often the big toe), kidney stones and to monitor gout treatment.</p>',
      },
      {
        question: 'What are normal uric acid levels?',
        answerHtml:
          '<p>Roughly 3.5-7.2 mg/dL in men and 2.6-6.0 mg/dL in women. People with gout are usually treated to keep it below 6 mg/dL.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>No, but avoiding alcohol and heavy non-vegetarian meals the day before gives a more representative result.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 250,
    reportHours: 12,
  },
  {
    name: 'Serum Electrolytes',
    slug: 'serum-electrolytes',
    category: 'biochemistry',
    aliases: ['Electrolyte Panel', 'Sodium Potassium Test', 'Na K Cl', 'Serum Sodium'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Continue your medicines, but tell the lab if you take diuretics, blood pressure medicines or potassium supplements.</li>' +
      '<li>During the draw, avoid repeatedly clenching your fist, as it can falsely raise potassium.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The sample is separated promptly so that potassium from the cells does not leak into the serum.</p>',
    faqs: [
      {
        question: 'What does this test measure?',
        answerHtml:
          '<p>It measures sodium, potassium and chloride, the salts that control fluid balance, nerve signals and heart rhythm. It is ordered for vomiting, diarrhoea, weakness, confusion, kidney disease or when taking diuretics.</p>',
      },
      {
        question: 'What are normal values?',
        answerHtml:
          '<p>Sodium about 135-145 mmol/L, potassium about 3.5-5.1 mmol/L and chloride about 98-107 mmol/L.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 6-12 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 600,
    reportHours: 12,
  },
  {
    name: 'Vitamin D (25-OH)',
    displayName: 'Vitamin D (25-Hydroxy) Test',
    slug: 'vitamin-d-25-oh',
    category: 'biochemistry',
    aliases: [
      'Vitamin D Test',
      'Vit D3 Test',
      '25 Hydroxy Vitamin D',
      'Vitamin D Total',
      '25-OH Vitamin D',
    ],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Continue any vitamin D supplements as prescribed, and tell the lab the dose and when you last took a weekly or monthly sachet.</li>' +
      '<li>If you take high-dose biotin (often in hair and nail supplements), stop it 48 hours before, as it can interfere with some immunoassays.</li>' +
      '</ul>',
    howItIsDoneHtml:
      "<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The lab measures total 25-hydroxy vitamin D, the best marker of the body's vitamin D stores.</p>",
    faqs: [
      {
        question: 'Why is vitamin D deficiency so common in India?',
        answerHtml:
          '<p>Despite plenty of sunshine, many people spend most of the day indoors, cover most of their skin, and eat few vitamin D-rich foods. Darker skin also makes less vitamin D from the same sun exposure.</p>',
      },
      {
        question: 'What do the results mean?',
        answerHtml:
          '<p>Below 20 ng/mL is deficiency, 20-29 ng/mL is insufficiency and 30-100 ng/mL is sufficient. Levels above 100-150 ng/mL, usually from excess supplements, can be harmful.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>No, the sample can be given at any time of day without fasting.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>If you are deficient and on treatment, recheck after about 3 months. Otherwise, once a year is enough for most adults.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 1500,
    reportHours: 24,
  },
  {
    name: 'Vitamin B12',
    displayName: 'Vitamin B12 (Cyanocobalamin) Test',
    slug: 'vitamin-b12',
    category: 'biochemistry',
    aliases: ['B12 Test', 'Cobalamin Test', 'Vit B12', 'Cyanocobalamin Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>Strict fasting is not required.</strong> Food has little effect on B12 levels, but some labs prefer a 6-8 hour overnight fast; if you are giving other fasting tests at the same time, a fasting morning sample covers everything.</p>' +
      '<ul>' +
      '<li>If you are on B12 injections or tablets, tell the lab, and if possible give the sample before your next dose.</li>' +
      '<li>Avoid high-dose biotin supplements for 48 hours before the test.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. B12 is measured by an immunoassay.</p>',
    faqs: [
      {
        question: 'Who is at risk of B12 deficiency?',
        answerHtml:
          '<p>Vegetarians and vegans (B12 comes mainly from animal foods), older adults, people on long-term metformin or acidity medicines, and people with stomach or bowel disease. Symptoms include tiredness, tingling or numbness in the hands and feet, memory problems and anaemia.</p>',
      },
      {
        question: 'What is a normal B12 level?',
        answerHtml:
          '<p>Roughly 200-900 pg/mL. Below about 200 pg/mL indicates deficiency. Values of 200-300 pg/mL are borderline, and your doctor may order homocysteine or methylmalonic acid to confirm.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Not strictly. We list this test as non-fasting, but an overnight 6-8 hour fast is preferred by some labs and is sensible if you are combining it with fasting tests.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 1200,
    reportHours: 24,
  },
  {
    name: 'Iron Studies',
    displayName: 'Iron Studies (Iron, TIBC, Transferrin Saturation)',
    slug: 'iron-studies',
    category: 'biochemistry',
    aliases: ['Iron Profile', 'Serum Iron TIBC', 'Iron Panel', 'Transferrin Saturation Test'],
    fasting: true,
    fastingHours: 10,
    preparationHtml:
      '<p><strong>Give a morning sample after an 8-12 hour fast.</strong> Water is allowed. Serum iron is highest in the morning and rises after meals, so timing matters.</p>' +
      '<ul>' +
      '<li>Unless your doctor says otherwise, skip iron tablets or tonics for 24 hours before the test.</li>' +
      '<li>Tell the lab if you have had an iron injection or blood transfusion recently.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube in the morning, at home or at the lab. It takes about 5 minutes.</p>',
    faqs: [
      {
        question: 'What does an iron profile include?',
        answerHtml:
          '<p>Serum iron, total iron binding capacity (TIBC) and transferrin saturation; some labs also include UIBC and ferritin. Together they show whether you are low on iron, overloaded, or have anaemia from another cause such as chronic inflammation.</p>',
      },
      {
        question: 'What are normal values?',
        answerHtml:
          '<p>Typical adult values: serum iron about 60-170 µg/dL, TIBC about 250-450 µg/dL and transferrin saturation about 20-50%. In iron deficiency, iron and saturation are low and TIBC is high.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Yes. An 8-12 hour fast with a morning sample gives the most reliable serum iron value.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 1100,
    reportHours: 24,
  },
  {
    name: 'Serum Ferritin',
    slug: 'serum-ferritin',
    category: 'biochemistry',
    aliases: ['Ferritin Test', 'Iron Stores Test', 'S. Ferritin'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Tell the lab if you have a fever or infection, as ferritin rises with inflammation.</li>' +
      '<li>Avoid high-dose biotin supplements for 48 hours before the test.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'What does ferritin show?',
        answerHtml:
          "<p>Ferritin reflects the body's stored iron. A low ferritin is the earliest and most specific sign of iron deficiency, even before haemoglobin falls.</p>",
      },
      {
        question: 'What is a normal ferritin?',
        answerHtml:
          '<p>Roughly 30-400 ng/mL in men and 15-150 ng/mL in women. Values below about 30 ng/mL usually mean low iron stores. High ferritin can be due to inflammation, liver disease or iron overload.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>If you are being treated for iron deficiency, a recheck after about 3 months shows whether stores are refilling.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 24,
  },
  {
    name: 'Serum Calcium',
    slug: 'serum-calcium',
    category: 'biochemistry',
    aliases: ['Calcium Test', 'Total Calcium', 'S. Calcium', 'Blood Calcium'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Tell the lab if you take calcium or vitamin D supplements, diuretics or thyroid medicine.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist collects venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The lab may also measure albumin to calculate corrected calcium.</p>',
    faqs: [
      {
        question: 'Why is calcium tested?',
        answerHtml:
          '<p>Calcium is needed for bones, muscles, nerves and the heart. The test is used for bone health, kidney stones, muscle cramps, parathyroid problems and to monitor vitamin D treatment.</p>',
      },
      {
        question: 'What is a normal calcium level?',
        answerHtml:
          '<p>Total calcium is usually about 8.5-10.5 mg/dL. Because much of it is carried by albumin, low albumin can make calcium look low, so doctors often look at corrected or ionised calcium.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 12 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 250,
    reportHours: 12,
  },
  {
    name: 'CRP (C-Reactive Protein)',
    displayName: 'CRP (C-Reactive Protein) Quantitative Test',
    slug: 'crp',
    category: 'biochemistry',
    aliases: ['C-Reactive Protein', 'CRP Test', 'CRP Quantitative', 'Inflammation Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Continue your medicines, but tell the lab if you take steroids or regular painkillers, which can lower CRP.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. CRP is measured quantitatively and reported in mg/L.</p>',
    faqs: [
      {
        question: 'What does CRP measure?',
        answerHtml:
          '<p>CRP is a protein made by the liver that rises within hours of infection or inflammation. It helps the doctor judge how severe an infection is and whether treatment is working.</p>',
      },
      {
        question: 'What is a normal CRP?',
        answerHtml:
          '<p>Most labs consider below about 5-6 mg/L normal. Mild rises are seen in minor infections and chronic conditions; values above 100 mg/L usually point to a significant bacterial infection or severe inflammation.</p>',
      },
      {
        question: 'Is CRP the same as hs-CRP?',
        answerHtml:
          '<p>Not quite. hs-CRP is a more sensitive version that measures very low levels and is used to estimate heart disease risk. Routine CRP is used for infection and inflammation.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 550,
    reportHours: 12,
  },
  {
    name: 'Serum Amylase',
    slug: 'serum-amylase',
    category: 'biochemistry',
    aliases: ['Amylase Test', 'S. Amylase', 'Pancreas Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is usually needed</strong>, unless your doctor asks for a fasting sample along with other tests.</p>' +
      '<ul>' +
      '<li>Avoid alcohol for 24 hours before the test.</li>' +
      '<li>Tell the lab about any medicines you take, as some can raise amylase.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'Why is amylase tested?',
        answerHtml:
          '<p>Amylase is an enzyme made mainly by the pancreas and salivary glands. It is tested in severe upper abdominal pain to check for acute pancreatitis, usually together with lipase.</p>',
      },
      {
        question: 'What is a normal amylase?',
        answerHtml:
          '<p>Roughly 30-110 U/L, depending on the lab method. A level more than three times the upper limit, with typical pain, strongly suggests acute pancreatitis.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 6-12 hours; urgent samples can be prioritised.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 600,
    reportHours: 12,
  },
  {
    name: 'Serum Lipase',
    slug: 'serum-lipase',
    category: 'biochemistry',
    aliases: ['Lipase Test', 'S. Lipase', 'Pancreatitis Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is usually needed.</strong></p>' +
      '<ul>' +
      '<li>Avoid alcohol for 24 hours before the test.</li>' +
      '<li>If you have severe abdominal pain, go to a hospital emergency department rather than waiting for a home collection.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist collects venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'How is lipase different from amylase?',
        answerHtml:
          '<p>Lipase is more specific to the pancreas than amylase and stays raised for longer after an attack of pancreatitis, so it is the preferred test when the pain started a few days ago.</p>',
      },
      {
        question: 'What is a normal lipase?',
        answerHtml:
          '<p>Normal ranges depend on the method, commonly up to about 60 U/L. A level above three times the upper limit with typical abdominal pain suggests acute pancreatitis.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 6-12 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 700,
    reportHours: 12,
  },

  // ---------------------------------------------------------------------------
  // Hormones
  // ---------------------------------------------------------------------------
  {
    name: 'Thyroid Profile (T3, T4, TSH)',
    displayName: 'Thyroid Profile Total (T3, T4, TSH) Test',
    slug: 'thyroid-profile',
    category: 'hormones',
    aliases: ['Thyroid Test', 'T3 T4 TSH', 'Thyroid Function Test', 'TFT', 'Thyroid Profile Total'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> A morning sample is preferred, as TSH is naturally a little higher early in the day.</p>' +
      '<ul>' +
      '<li>If you take thyroxine (Thyronorm, Eltroxin and similar), <strong>give the sample before your daily dose</strong> and take the tablet afterwards.</li>' +
      '<li><strong>Stop biotin supplements (often in hair, skin and nail products) for 48 hours</strong> before the test, as biotin can give falsely abnormal results.</li>' +
      '<li>For repeat tests, try to give the sample at about the same time of day.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube (red or yellow top), at home or at the lab. The draw takes about 5 minutes and the hormones are measured by immunoassay.</p>',
    faqs: [
      {
        question: 'What does a thyroid profile measure?',
        answerHtml:
          '<p>It measures total T3 and total T4, the hormones made by the thyroid gland, and TSH, the pituitary hormone that controls the thyroid. A high TSH with low T4 suggests an underactive thyroid (hypothyroidism); a low TSH with high T3/T4 suggests an overactive thyroid (hyperthyroidism).</p>',
      },
      {
        question: 'What are normal values?',
        answerHtml:
          '<p>Typical adult ranges are TSH about 0.4-4.5 µIU/mL, total T3 about 80-200 ng/dL and total T4 about 5-12 µg/dL. In pregnancy, trimester-specific TSH ranges are used, with a lower upper limit in the first trimester.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>No. You can eat before the test. What matters more is giving the sample before your thyroid tablet and avoiding biotin supplements.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>After starting or changing the thyroxine dose, recheck in 6-8 weeks. Once stable, every 6-12 months is usual. Women planning pregnancy or who are pregnant are tested more often.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 12 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 600,
    reportHours: 12,
  },
  {
    name: 'TSH (Thyroid Stimulating Hormone)',
    displayName: 'TSH (Thyroid Stimulating Hormone) Test',
    slug: 'tsh',
    category: 'hormones',
    aliases: ['TSH Test', 'Thyroid Stimulating Hormone', 'Ultrasensitive TSH', 'Thyrotropin Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> A morning sample is preferred.</p>' +
      '<ul>' +
      "<li>If you are on thyroxine, give the sample before taking that day's tablet.</li>" +
      '<li>Avoid biotin supplements for 48 hours before the test.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws a small venous sample from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'Why is TSH tested on its own?',
        answerHtml:
          '<p>TSH is the most sensitive single test for thyroid problems, because it changes before T3 and T4 do. It is commonly used for screening and for adjusting the dose of thyroxine.</p>',
      },
      {
        question: 'What is a normal TSH?',
        answerHtml:
          '<p>In most adults, about 0.4-4.5 µIU/mL. A TSH above the range suggests an underactive thyroid; below the range suggests an overactive thyroid or too high a thyroxine dose.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>No, fasting is not needed for TSH.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes, home sample collection is available. Book a morning slot if possible.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 350,
    reportHours: 12,
  },
  {
    name: 'Free Thyroid Profile (FT3, FT4, TSH)',
    displayName: 'Free Thyroid Profile (FT3, FT4, TSH)',
    slug: 'free-thyroid-profile',
    category: 'hormones',
    aliases: ['FT3 FT4 TSH', 'Free T3 Free T4', 'Thyroid Profile Free', 'FT4 Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> A morning sample is preferred.</p>' +
      '<ul>' +
      '<li>Give the sample before your thyroxine or anti-thyroid tablet for the day.</li>' +
      '<li>Stop biotin supplements 48 hours before the test.</li>' +
      '<li>Tell the lab if you are pregnant or take steroids, amiodarone or heparin.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'How is a free thyroid profile different from a total profile?',
        answerHtml:
          '<p>Most T3 and T4 in the blood is bound to proteins; only the small free fraction is active. Free T3 and T4 are not affected by changes in binding proteins (for example in pregnancy or with birth control pills), so they give a truer picture in these situations.</p>',
      },
      {
        question: 'What are normal values?',
        answerHtml:
          "<p>Typical ranges are FT3 about 2.0-4.4 pg/mL, FT4 about 0.9-1.7 ng/dL and TSH about 0.4-4.5 µIU/mL. Your report shows the lab's own ranges.</p>",
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 12-24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 24,
  },
  {
    name: 'Prolactin',
    slug: 'prolactin',
    category: 'hormones',
    aliases: ['Prolactin Test', 'Serum Prolactin', 'PRL', 'Prolactin Hormone Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> Give the sample in the morning, ideally 2-3 hours after waking up.</p>' +
      '<ul>' +
      '<li>Sit and rest quietly for 15-20 minutes before the draw; stress and exertion raise prolactin.</li>' +
      '<li>Avoid breast or nipple stimulation, sexual activity and strenuous exercise the evening before and on the morning of the test.</li>' +
      '<li>Tell the lab about medicines such as domperidone, metoclopramide, antipsychotics or antidepressants, which can raise prolactin.</li>' +
      '<li>Avoid biotin supplements for 48 hours before.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube after you have rested, at home or at the lab. The draw takes about 5 minutes.</p>',
    faqs: [
      {
        question: 'Why is prolactin tested?',
        answerHtml:
          '<p>High prolactin can cause irregular or absent periods, milky discharge from the breasts, difficulty conceiving, and low sex drive or erectile problems in men. It is also used to monitor pituitary conditions.</p>',
      },
      {
        question: 'What is a normal prolactin level?',
        answerHtml:
          '<p>Roughly below 25 ng/mL in non-pregnant women and below 15-20 ng/mL in men. It rises naturally in pregnancy and breastfeeding. A mildly raised value is often repeated, and the lab may check for macroprolactin.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>No, but a calm, rested morning sample taken a few hours after waking gives the most reliable result.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 650,
    reportHours: 24,
  },
  {
    name: 'Testosterone Total',
    slug: 'testosterone-total',
    category: 'hormones',
    aliases: ['Testosterone Test', 'Total Testosterone', 'Serum Testosterone', 'Male Hormone Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>Give the sample in the morning, between about 7 and 10 AM</strong>, when testosterone is highest.</p>' +
      '<ul>' +
      "<li>Fasting is not routinely required, but a glucose-rich meal can briefly lower testosterone, so some doctors prefer an overnight fasting sample. Follow your doctor's instruction.</li>" +
      "<li>Avoid intense exercise the day before and get a normal night's sleep.</li>" +
      '<li>Tell the lab about any hormone treatment, steroids or supplements, and stop biotin 48 hours before.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube in the morning, at home or at the lab. Collection takes about 5 minutes.</p>',
    faqs: [
      {
        question: 'Why is testosterone tested?',
        answerHtml:
          '<p>In men, for low sex drive, erectile problems, fatigue, infertility or loss of muscle mass. In women, for excess facial or body hair, acne and irregular periods, which can be due to PCOS.</p>',
      },
      {
        question: 'What is a normal level?',
        answerHtml:
          '<p>In adult men, roughly 264-916 ng/dL; in women, much lower, roughly 15-70 ng/dL. A single low value in men should be confirmed with a repeat morning test before treatment.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Not routinely. The timing of the sample is more important than fasting: always give it in the early morning.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 24,
  },
  {
    name: 'Beta hCG (Quantitative)',
    displayName: 'Beta hCG Pregnancy Blood Test',
    slug: 'beta-hcg',
    category: 'hormones',
    aliases: ['Pregnancy Blood Test', 'Serum Beta hCG', 'Quantitative hCG', 'Beta HCG Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting or special preparation is needed.</strong></p>' +
      '<ul>' +
      '<li>For the most reliable result, test on or after the day of your missed period.</li>' +
      '<li>If your doctor wants to see the hCG trend, repeat the test 48 hours later, preferably at the same lab.</li>' +
      '<li>Tell the lab if you have had fertility injections containing hCG in the last two weeks.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The lab measures the exact amount of hCG in mIU/mL.</p>',
    faqs: [
      {
        question: 'What does beta hCG measure?',
        answerHtml:
          '<p>hCG is the pregnancy hormone made by the placenta. The blood test detects pregnancy earlier and more accurately than a urine kit and gives an exact level, which helps assess how the pregnancy is progressing.</p>',
      },
      {
        question: 'What do the results mean?',
        answerHtml:
          '<p>Below 5 mIU/mL is negative. Above 25 mIU/mL usually indicates pregnancy, and 5-25 mIU/mL is borderline and should be repeated in 48 hours. In a healthy early pregnancy the level roughly doubles every 48-72 hours.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>No, you can eat and drink normally.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 6-12 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 800,
    reportHours: 12,
  },
  {
    name: 'AMH (Anti-Mullerian Hormone)',
    displayName: 'AMH (Anti-Mullerian Hormone) Test',
    slug: 'amh',
    category: 'hormones',
    aliases: ['AMH Test', 'Anti Mullerian Hormone', 'Ovarian Reserve Test', 'Egg Count Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed</strong>, and the test can be done on any day of the menstrual cycle.</p>' +
      '<ul>' +
      '<li>Tell the lab if you take birth control pills, as they can lower AMH slightly.</li>' +
      '<li>Avoid biotin supplements for 48 hours before the test.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'What does AMH tell me?',
        answerHtml:
          '<p>AMH is made by the small follicles in the ovaries. It gives an estimate of ovarian reserve, the number of eggs remaining, and helps fertility specialists plan IVF treatment. It does not on its own predict whether you can conceive naturally.</p>',
      },
      {
        question: 'What are normal AMH values?',
        answerHtml:
          '<p>AMH falls with age. As a rough guide, about 1.0-3.5 ng/mL is considered normal in women of reproductive age; below 1.0 ng/mL suggests low reserve, and high values (often above 4-5 ng/mL) are common in PCOS.</p>',
      },
      {
        question: 'Do I need to test on a specific day of my cycle?',
        answerHtml:
          '<p>No. Unlike FSH and LH, AMH stays fairly steady through the cycle, so it can be tested any day.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24-48 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 2200,
    reportHours: 48,
  },
  {
    name: 'Insulin Fasting',
    slug: 'insulin-fasting',
    category: 'hormones',
    aliases: ['Fasting Insulin', 'Serum Insulin', 'Insulin Resistance Test', 'HOMA-IR'],
    fasting: true,
    fastingHours: 10,
    preparationHtml:
      '<p><strong>Fast for 8-10 hours before the test.</strong> Only plain water is allowed.</p>' +
      '<ul>' +
      '<li>Do not take insulin or diabetes tablets on the morning of the test unless your doctor says otherwise; carry them and take them after the sample.</li>' +
      '<li>Avoid biotin supplements for 48 hours before.</li>' +
      '<li>A fasting blood sugar is usually taken at the same time to calculate insulin resistance (HOMA-IR).</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube for insulin, and usually a grey-top fluoride tube for glucose, in the morning after an overnight fast. It takes about 5 minutes at home or at the lab.</p>',
    faqs: [
      {
        question: 'Why is fasting insulin tested?',
        answerHtml:
          '<p>It helps detect insulin resistance, which is common in PCOS, obesity, fatty liver and prediabetes. Together with fasting glucose, it is used to calculate HOMA-IR.</p>',
      },
      {
        question: 'What is a normal fasting insulin?',
        answerHtml:
          '<p>Reference ranges vary by method, commonly about 2-25 µIU/mL. A HOMA-IR above about 2.5 is generally taken as a sign of insulin resistance, though cut-offs vary.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>Yes, 8-10 hours of fasting with only water is required.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 800,
    reportHours: 24,
  },
  {
    name: 'Cortisol (Morning)',
    displayName: 'Cortisol Morning (8 AM) Test',
    slug: 'cortisol-morning',
    category: 'hormones',
    aliases: ['Morning Cortisol', 'Serum Cortisol', 'Cortisol 8 AM', 'Stress Hormone Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>The sample must be taken in the morning, between about 8 and 9 AM</strong>, when cortisol is at its peak. Fasting is not needed.</p>' +
      '<ul>' +
      '<li>Tell the lab and your doctor about any steroid tablets, injections, inhalers or creams (such as prednisolone or dexamethasone), as they strongly affect the result.</li>' +
      '<li>Birth control pills and pregnancy raise total cortisol; mention these too.</li>' +
      '<li>Rest quietly before the draw and avoid strenuous exercise that morning.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube at the time your doctor has asked for, usually 8 AM. Collection takes about 5 minutes at home or at the lab.</p>',
    faqs: [
      {
        question: 'Why is morning cortisol tested?',
        answerHtml:
          "<p>Cortisol is a hormone from the adrenal glands. A low morning value can point to adrenal insufficiency, while too much cortisol (Cushing's syndrome) is usually checked with special tests such as the overnight dexamethasone suppression test.</p>",
      },
      {
        question: 'What is a normal morning cortisol?',
        answerHtml:
          '<p>Typically about 6-23 µg/dL at 8 AM, depending on the method. Levels fall through the day, which is why the time of sampling is printed on the report.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. Book the earliest morning slot so that the sample is taken close to 8 AM.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 700,
    reportHours: 24,
  },
  {
    name: 'FSH (Follicle Stimulating Hormone)',
    slug: 'fsh',
    category: 'hormones',
    aliases: ['FSH Test', 'Follicle Stimulating Hormone', 'Serum FSH', 'Day 2 FSH'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Women with regular periods should give the sample on <strong>day 2-5 of the cycle</strong> (day 1 is the first day of bleeding), unless the doctor asks for another day.</li>' +
      '<li>Tell the lab if you take birth control pills or hormone therapy.</li>' +
      '<li>Avoid biotin supplements for 48 hours before.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'Why is FSH tested?',
        answerHtml:
          '<p>FSH controls egg development in women and sperm production in men. It is used to evaluate irregular periods, infertility, early menopause and low sperm count.</p>',
      },
      {
        question: 'What are normal FSH values?',
        answerHtml:
          '<p>In the early part of the cycle (day 2-5), FSH is usually about 3.5-12.5 mIU/mL. After menopause it rises above about 25-30 mIU/mL. In men it is roughly 1.5-12.4 mIU/mL.</p>',
      },
      {
        question: 'Why does the day of the cycle matter?',
        answerHtml:
          '<p>FSH changes through the menstrual cycle and peaks around ovulation. Testing on day 2-5 lets the doctor compare your value with standard early-cycle ranges.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 550,
    reportHours: 24,
  },
  {
    name: 'LH (Luteinizing Hormone)',
    slug: 'lh',
    category: 'hormones',
    aliases: ['LH Test', 'Luteinising Hormone', 'Serum LH', 'LH FSH Ratio'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Women should usually give the sample on <strong>day 2-5 of the menstrual cycle</strong>, along with FSH, unless the doctor asks otherwise.</li>' +
      '<li>Tell the lab about birth control pills or fertility medicines.</li>' +
      '<li>Avoid biotin supplements for 48 hours before.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'Why is LH tested?',
        answerHtml:
          '<p>LH triggers ovulation in women and testosterone production in men. It is checked for irregular periods, PCOS, infertility and puberty problems.</p>',
      },
      {
        question: 'What are normal LH values?',
        answerHtml:
          '<p>In the early cycle, LH is usually about 2.4-12.6 mIU/mL, with a sharp surge at ovulation. In PCOS, LH is often higher than FSH, but the ratio alone does not confirm the diagnosis.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 550,
    reportHours: 24,
  },

  // ---------------------------------------------------------------------------
  // Pathology (clinical pathology, microbiology, serology, tumour markers)
  // ---------------------------------------------------------------------------
  {
    name: 'Urine Routine & Microscopy',
    displayName: 'Urine Routine & Microscopy (Urine R/M)',
    slug: 'urine-routine-microscopy',
    category: 'pathology',
    aliases: [
      'Urine Routine',
      'Urine R/M',
      'Urine Test',
      'Urinalysis',
      'CUE (Complete Urine Examination)',
    ],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> The first urine of the morning is preferred.</p>' +
      '<ul>' +
      '<li>Wash your hands and clean the genital area with water.</li>' +
      '<li>Pass the first few drops into the toilet, then collect the <strong>midstream urine</strong> in the sterile container provided, filling it about halfway, and finish in the toilet.</li>' +
      '<li>Do not touch the inside of the container or lid.</li>' +
      '<li>Women should avoid giving the sample during periods if possible, or inform the lab.</li>' +
      '<li>The sample should reach the lab within 1-2 hours.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You collect the urine yourself in a sterile screw-cap container, at home or at the lab; it takes only a few minutes. The lab checks its colour and clarity, runs a chemical dipstick and examines the sediment under a microscope.</p>',
    faqs: [
      {
        question: 'What does the test check?',
        answerHtml:
          '<p>Physical features (colour, clarity, specific gravity), chemical tests (pH, protein, sugar, ketones, blood, bilirubin, nitrite, leukocyte esterase) and microscopy (pus cells, red cells, epithelial cells, casts, crystals and bacteria).</p>',
      },
      {
        question: 'What is normal?',
        answerHtml:
          '<p>Normally there is no protein, sugar, ketones or blood, pus cells are up to about 0-5 per high-power field and red cells about 0-2 per high-power field. More pus cells with nitrite may point to a urinary tract infection.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. The phlebotomist brings a sterile container; collect the first morning sample and hand it over so it reaches the lab quickly.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 6-8 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 200,
    reportHours: 8,
  },
  {
    name: 'Stool Routine & Microscopy',
    slug: 'stool-routine',
    category: 'pathology',
    aliases: [
      'Stool Routine',
      'Stool Test',
      'Stool R/M',
      'Stool Examination',
      'Stool for Ova and Cysts',
    ],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Pass stool onto a clean, dry surface such as a plastic sheet or disposable plate, not directly into the toilet, so that it does not mix with urine or water.</li>' +
      '<li>Using the scoop in the lid, put about a walnut-sized amount (or 2-3 spoonfuls if loose) in the clean container. Include any part with mucus or blood.</li>' +
      '<li>Avoid antacids, anti-diarrhoeal medicines, laxatives and oily laxatives for 2-3 days before if your doctor agrees, and tell the lab about recent antibiotics.</li>' +
      '<li>The sample should reach the lab within 1-2 hours.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You collect the sample yourself at home in the clean container provided, which the collection agent picks up, or at the lab. The lab checks its appearance and examines it under the microscope for parasites, eggs, cysts, pus cells and red cells.</p>',
    faqs: [
      {
        question: 'Why is a stool test done?',
        answerHtml:
          '<p>It helps find the cause of diarrhoea, dysentery, abdominal pain or bloating, and detects worm infestation and intestinal parasites such as amoeba and Giardia, which are common in India.</p>',
      },
      {
        question: 'What is a normal report?',
        answerHtml:
          '<p>Normally no ova, cysts, parasites or red cells are seen, and pus cells are few or absent. Occult blood, if tested, should be negative.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. We provide a container at your booked slot and collect the sample from home; please keep it closed and give it to the agent promptly.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 250,
    reportHours: 24,
  },
  {
    name: 'Urine Culture & Sensitivity',
    displayName: 'Urine Culture & Sensitivity Test',
    slug: 'urine-culture',
    category: 'pathology',
    aliases: ['Urine Culture', 'Urine C/S', 'UTI Test', 'Urine Culture Sensitivity'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> Give the sample <strong>before starting antibiotics</strong> whenever possible.</p>' +
      '<ul>' +
      '<li>Use the first morning urine, or urine that has stayed in the bladder for at least 4 hours.</li>' +
      '<li>Wash your hands and clean the genital area with water; collect a <strong>midstream sample in the sterile container</strong>, without touching the inside.</li>' +
      '<li>If you are already on antibiotics, tell the lab the name and start date; your doctor may ask you to wait until 48 hours after stopping them.</li>' +
      '<li>The sample should reach the lab within 1-2 hours, or be refrigerated for up to 24 hours.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You collect a midstream urine sample yourself in a sterile container, at home or at the lab. The lab grows any bacteria on culture plates for 24-48 hours, identifies them and tests which antibiotics work against them.</p>',
    faqs: [
      {
        question: 'What does a urine culture show?',
        answerHtml:
          '<p>It confirms a urinary tract infection, names the germ causing it and lists the antibiotics it is sensitive or resistant to, so your doctor can choose the right medicine.</p>',
      },
      {
        question: 'What result is considered significant?',
        answerHtml:
          '<p>Growth of a single type of bacteria at 1,00,000 (one lakh) colony-forming units per ml or more is usually significant. "No growth" after 48 hours means no infection was found. Mixed growth often means the sample was contaminated and may need to be repeated.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml:
          '<p>A "no growth" report can be ready in about 48 hours. If bacteria grow, the full report with antibiotic sensitivity usually takes 48-72 hours.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. A sterile container is provided at home, and the sample is transported to the lab in a cool box.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 72,
  },
  {
    name: 'Widal Test',
    slug: 'widal-test',
    category: 'pathology',
    aliases: ['Typhoid Test', 'Widal Slide Test', 'Enteric Fever Test', 'Widal Tube Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>The test is most useful after 5-7 days of fever; in the first week, a blood culture is more reliable.</li>' +
      '<li>Tell the lab if you have had the typhoid vaccine or typhoid fever before, as these can affect the result.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The serum is mixed with Salmonella Typhi and Paratyphi antigens (O and H) and checked for clumping at different dilutions.</p>',
    faqs: [
      {
        question: 'What does the Widal test detect?',
        answerHtml:
          '<p>It detects antibodies against the bacteria that cause typhoid and paratyphoid fever. Because antibodies take time to form, it is usually positive only after the first week of illness.</p>',
      },
      {
        question: 'How are results read?',
        answerHtml:
          '<p>Results are given as titres such as 1:80 or 1:160. In India, where many people have past exposure, an O titre of 1:160 or higher, or a fourfold rise in a repeat test, is usually considered significant. The result must be read together with symptoms.</p>',
      },
      {
        question: 'Is Widal enough to diagnose typhoid?',
        answerHtml:
          '<p>Not on its own. False positives and false negatives are common. Blood culture is the confirmatory test, and your doctor will decide based on both tests and your symptoms.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 300,
    reportHours: 12,
  },
  {
    name: 'Malaria Antigen (Rapid Card Test)',
    displayName: 'Malaria Antigen Test (P. vivax / P. falciparum)',
    slug: 'malaria-antigen',
    category: 'pathology',
    aliases: [
      'Malaria Test',
      'Malaria Card Test',
      'Malaria Rapid Test',
      'MP Antigen',
      'Pf Pv Antigen',
    ],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Give the sample before starting anti-malarial medicines, ideally when you have fever or chills.</li>' +
      '<li>Tell the lab if you have had malaria in the last few weeks.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a lavender-top EDTA tube, at home or at the lab, in about 5 minutes. A few drops are placed on a rapid test card that detects malaria parasite proteins.</p>',
    faqs: [
      {
        question: 'What does the malaria antigen test detect?',
        answerHtml:
          '<p>It detects proteins from malaria parasites, telling apart Plasmodium falciparum (the more dangerous type) and Plasmodium vivax (the most common type in many parts of India).</p>',
      },
      {
        question: 'Can the test stay positive after treatment?',
        answerHtml:
          '<p>Yes. The falciparum protein (HRP-2) can remain in the blood for several weeks after successful treatment, so this test is not used to check for cure. A peripheral smear is better for follow-up.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml:
          '<p>The card gives a result in minutes; reports are usually ready within 4-6 hours of collection.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 600,
    reportHours: 6,
  },
  {
    name: 'Dengue NS1 Antigen',
    displayName: 'Dengue NS1 Antigen Test',
    slug: 'dengue-ns1-antigen',
    category: 'pathology',
    aliases: ['Dengue Test', 'NS1 Test', 'Dengue NS1', 'Dengue Antigen Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> Test within the <strong>first 5 days of fever</strong>, when NS1 is most likely to be detected.</p>' +
      '<ul>' +
      '<li>Take only paracetamol for fever unless your doctor advises otherwise; avoid aspirin and ibuprofen when dengue is suspected.</li>' +
      '<li>Your doctor will usually order a CBC with platelet count at the same time.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The lab tests the serum for the NS1 protein of the dengue virus by ELISA or a rapid test.</p>',
    faqs: [
      {
        question: 'What does the NS1 test detect?',
        answerHtml:
          '<p>NS1 is a protein released by the dengue virus into the blood from the first day of fever. A positive result means an active dengue infection.</p>',
      },
      {
        question: 'My NS1 is negative but I still have fever. Can it still be dengue?',
        answerHtml:
          '<p>Yes. NS1 can be negative, especially after day 5 or in a second dengue infection. After day 5, dengue IgM antibody testing is more useful.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes, home collection is available, so you do not need to travel while unwell.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 6-8 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 800,
    reportHours: 8,
  },
  {
    name: 'HIV 1 & 2 Antibody',
    displayName: 'HIV 1 & 2 Antibody (with p24 Antigen) Test',
    slug: 'hiv-1-2-antibody',
    category: 'pathology',
    aliases: ['HIV Test', 'HIV 1 and 2', 'HIV Screening', 'HIV ELISA', 'HIV Combo Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>Carry a photo ID. As per national guidelines, you will be asked to sign a consent form, and your result is kept strictly confidential.</li>' +
      '<li>If you are testing after a possible exposure, tell the lab the date; very recent infections may not be detected yet.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. Most labs use a fourth-generation test that detects both HIV antibodies and the p24 antigen.</p>',
    faqs: [
      {
        question: 'How soon after exposure can this test detect HIV?',
        answerHtml:
          '<p>A fourth-generation test can detect most infections 2-6 weeks after exposure. If the test is negative but the exposure was recent, repeat it after 3 months to be sure.</p>',
      },
      {
        question: 'What does a reactive result mean?',
        answerHtml:
          '<p>A reactive screening result is not a final diagnosis. It must be confirmed with further tests as per national guidelines before anything is concluded. Treatment for HIV is free at government ART centres and highly effective.</p>',
      },
      {
        question: 'Is my result confidential?',
        answerHtml:
          '<p>Yes. Results are shared only with you, or with your doctor if you ask, and reports are delivered securely.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 600,
    reportHours: 24,
  },
  {
    name: 'HBsAg (Hepatitis B Surface Antigen)',
    slug: 'hbsag',
    category: 'pathology',
    aliases: ['Hepatitis B Test', 'HBsAg Test', 'Australia Antigen', 'Hep B Screening'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting or special preparation is needed.</strong></p>' +
      '<ul>' +
      '<li>Tell the lab if you received a hepatitis B vaccine dose in the last two weeks, as it can rarely cause a brief weak positive.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes. The test is done by a sensitive immunoassay.</p>',
    faqs: [
      {
        question: 'What does a positive HBsAg mean?',
        answerHtml:
          '<p>It means hepatitis B virus is present in your blood. If it stays positive for more than 6 months, the infection is called chronic. Your doctor will order further tests (such as HBV DNA, HBeAg and LFT) to decide on treatment.</p>',
      },
      {
        question: 'Why is it tested before surgery and in pregnancy?',
        answerHtml:
          '<p>Hepatitis B spreads through blood and from mother to baby at birth. Knowing the status lets hospitals take precautions and allows the newborn to get vaccine and immunoglobulin immediately after birth.</p>',
      },
      {
        question: 'Does vaccination make HBsAg positive?',
        answerHtml:
          '<p>No, apart from a rare, short-lived weak positive in the first couple of weeks after a dose. Vaccination protection is checked with a different test, Anti-HBs.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 450,
    reportHours: 24,
  },
  {
    name: 'Anti-HCV Antibody',
    slug: 'anti-hcv',
    category: 'pathology',
    aliases: ['Hepatitis C Test', 'HCV Antibody', 'Anti HCV Test', 'Hep C Screening'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>If you are testing after a possible exposure, tell the lab the date, as antibodies can take 8-12 weeks to appear.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'What does a positive anti-HCV mean?',
        answerHtml:
          '<p>It means you have been infected with hepatitis C at some time. It does not show whether the virus is still active, so an HCV RNA test is done next to confirm current infection.</p>',
      },
      {
        question: 'Is hepatitis C curable?',
        answerHtml:
          '<p>Yes. Modern oral medicines taken for 12-24 weeks cure the large majority of people, so early detection is worthwhile.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 24,
  },
  {
    name: 'PSA Total (Prostate Specific Antigen)',
    displayName: 'PSA Total (Prostate Specific Antigen) Test',
    slug: 'psa-total',
    category: 'pathology',
    aliases: ['PSA Test', 'Prostate Specific Antigen', 'Total PSA', 'Prostate Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li><strong>Avoid ejaculation and vigorous cycling or horse riding for 48 hours</strong> before the test, as they can raise PSA.</li>' +
      '<li>Give the sample before a rectal examination, or wait a few days after one.</li>' +
      '<li>If you have had a urinary infection, catheter, cystoscopy or prostate biopsy recently, tell your doctor; the test is usually postponed for some weeks.</li>' +
      '<li>Tell the lab if you take finasteride or dutasteride, which roughly halve PSA.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'What does PSA measure?',
        answerHtml:
          '<p>PSA is a protein made by the prostate gland. Raised levels can be due to an enlarged prostate (BPH), prostate infection or prostate cancer, so a high value needs further evaluation rather than being a diagnosis on its own.</p>',
      },
      {
        question: 'What is a normal PSA?',
        answerHtml:
          '<p>Below 4 ng/mL has traditionally been taken as normal, though PSA rises with age and many urologists use age-based limits. A rising trend over time matters as much as a single value.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>Men above 50, or above 45 with a family history of prostate cancer, should discuss PSA testing with their doctor. If levels are normal, testing every 1-2 years is common.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 900,
    reportHours: 24,
  },
  {
    name: 'CA-125 (Ovarian Cancer Marker)',
    slug: 'ca-125',
    category: 'pathology',
    aliases: ['CA 125 Test', 'Cancer Antigen 125', 'Ovarian Tumour Marker', 'CA125'],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong></p>' +
      '<ul>' +
      '<li>If possible, avoid testing during your period, as menstruation can raise CA-125.</li>' +
      '<li>Tell the lab if you are pregnant or have endometriosis, fibroids or a recent pelvic infection.</li>' +
      '<li>For follow-up tests, use the same lab so that results can be compared.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into a serum tube, at home or at the lab, in about 5 minutes.</p>',
    faqs: [
      {
        question: 'What is CA-125 used for?',
        answerHtml:
          '<p>It is mainly used to evaluate a pelvic or ovarian mass and to monitor treatment and recurrence in women with ovarian cancer. It is not recommended as a screening test for women without symptoms.</p>',
      },
      {
        question: 'What is a normal CA-125?',
        answerHtml:
          '<p>Below 35 U/mL is generally considered normal. Many non-cancerous conditions, such as endometriosis, fibroids, periods, pregnancy, pelvic infection and liver disease, can also raise it.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24-48 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 1200,
    reportHours: 48,
  },
  {
    name: 'Semen Analysis',
    displayName: 'Semen Analysis (Sperm Count Test)',
    slug: 'semen-analysis',
    category: 'pathology',
    aliases: ['Sperm Count Test', 'Semen Test', 'Seminogram', 'Male Fertility Test'],
    fasting: false,
    preparationHtml:
      '<p><strong>Abstain from ejaculation for 2-7 days</strong> before the test (3-5 days is ideal). No fasting is needed.</p>' +
      '<ul>' +
      '<li>Avoid alcohol and smoking for a few days before, and tell the lab about any fever in the last 3 months.</li>' +
      '<li>The sample is collected by masturbation into the sterile container given by the lab. Do not use lubricants, saliva or an ordinary condom.</li>' +
      '<li>Collect the complete sample; the first portion is the richest in sperm.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>The sample is given in a private room at the lab so that it can be examined within 30-60 minutes, while the sperm are still at body temperature. The lab measures volume, count, motility and shape as per WHO methods.</p>',
    faqs: [
      {
        question: 'Why can this test not be done at home?',
        answerHtml:
          '<p>Sperm motility drops quickly with time and temperature changes, so the sample must be examined within an hour of collection. That is why it is collected at the lab.</p>',
      },
      {
        question: 'What are normal values?',
        answerHtml:
          '<p>WHO lower reference limits are roughly: volume 1.4 ml, sperm concentration 16 million per ml, total motility 42%, progressive motility 30% and normal forms 4%. Values below these do not mean infertility on their own.</p>',
      },
      {
        question: 'Should the test be repeated?',
        answerHtml:
          '<p>Yes, if the first result is abnormal. Sperm counts vary a lot, so doctors usually repeat the test after 2-3 months before drawing conclusions.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 500,
    reportHours: 24,
  },

  // ---------------------------------------------------------------------------
  // Health packages
  // ---------------------------------------------------------------------------
  {
    name: 'Full Body Checkup (Basic)',
    displayName: 'Full Body Checkup Basic (60+ Parameters)',
    slug: 'full-body-checkup-basic',
    category: 'health-packages',
    aliases: [
      'Full Body Checkup',
      'Basic Health Checkup',
      'Full Body Test',
      'Annual Health Checkup',
    ],
    fasting: true,
    fastingHours: 12,
    preparationHtml:
      '<p><strong>Fast for 10-12 hours before sample collection</strong> (an overnight fast). Plain water is allowed and helps.</p>' +
      '<ul>' +
      '<li>Avoid alcohol for 24 hours and a heavy, fried dinner the night before.</li>' +
      '<li>Do not have tea, coffee or breakfast until the blood sample is taken.</li>' +
      '<li>Take your usual medicines after the sample unless your doctor advises otherwise; if you take thyroxine, take it after the sample.</li>' +
      '<li>Collect the first morning midstream urine in the sterile container provided.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist collects venous blood from your arm into a few tubes (EDTA for CBC, fluoride for sugar, serum for the rest), and you give a urine sample in a sterile container. Collection takes about 10 minutes, at home or at the lab, early in the morning.</p>',
    faqs: [
      {
        question: 'Which tests are included?',
        answerHtml:
          '<ul><li>CBC (Complete Blood Count)</li><li>Fasting Blood Sugar</li><li>Lipid Profile</li><li>Liver Function Test</li><li>Kidney Function Test</li><li>TSH</li><li>Urine Routine &amp; Microscopy</li></ul>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Yes. Because the package includes fasting sugar and lipid profile, fast for 10-12 hours with only water.</p>',
      },
      {
        question: 'Who should take this package?',
        answerHtml:
          '<p>It is a good yearly check for healthy adults, especially from the age of 25-30, to catch common problems like diabetes, high cholesterol, anaemia and thyroid, liver or kidney issues early.</p>',
      },
      {
        question: 'Can the sample be collected at home?',
        answerHtml:
          '<p>Yes. Book an early morning home collection slot so that you can eat soon after.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Most reports are ready within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 1999,
    reportHours: 24,
  },
  {
    name: 'Full Body Checkup (Advanced)',
    displayName: 'Full Body Checkup Advanced (90+ Parameters)',
    slug: 'full-body-checkup-advanced',
    category: 'health-packages',
    aliases: [
      'Advanced Full Body Checkup',
      'Comprehensive Health Checkup',
      'Full Body Checkup with Vitamins',
      'Executive Health Checkup',
    ],
    fasting: true,
    fastingHours: 12,
    preparationHtml:
      '<p><strong>Fast for 10-12 hours before the sample</strong>, ideally overnight. Plain water is allowed.</p>' +
      '<ul>' +
      '<li>Avoid alcohol for 24 hours before, and have a light dinner the night before.</li>' +
      '<li>Skip iron tablets for 24 hours and biotin supplements for 48 hours before, unless your doctor says otherwise.</li>' +
      '<li>If you take thyroxine, give the sample first and take the tablet afterwards.</li>' +
      '<li>Collect the first morning midstream urine in the sterile container provided.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into several tubes (EDTA, fluoride and serum), and you provide a urine sample. The whole collection takes about 10 minutes, at home or at the lab, in the morning.</p>',
    faqs: [
      {
        question: 'Which tests are included?',
        answerHtml:
          '<ul><li>CBC with ESR</li><li>Fasting Blood Sugar and HbA1c</li><li>Lipid Profile</li><li>Liver and Kidney Function Tests</li><li>Thyroid Profile (T3, T4, TSH)</li><li>Vitamin D and Vitamin B12</li><li>Iron Studies</li><li>Serum Electrolytes and Calcium</li><li>CRP</li><li>Urine Routine &amp; Microscopy</li></ul>',
      },
      {
        question: 'How is it different from the basic package?',
        answerHtml:
          '<p>It adds vitamin levels, iron studies, HbA1c, a full thyroid profile, electrolytes, calcium and inflammation markers, giving a more complete picture for people with tiredness, body pain or risk factors.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>Yes, 10-12 hours of fasting with only water is required.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml:
          '<p>Routine results are ready within 24 hours; the complete report, including vitamins, usually within 48 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 4499,
    reportHours: 48,
  },
  {
    name: 'Diabetes Screening Package',
    displayName: 'Diabetes Screening Package',
    slug: 'diabetes-screening-package',
    category: 'health-packages',
    aliases: ['Diabetes Package', 'Sugar Checkup Package', 'Diabetes Profile', 'Diabetic Checkup'],
    fasting: true,
    fastingHours: 10,
    preparationHtml:
      '<p><strong>Fast for 8-10 hours before the first sample</strong> (overnight). Plain water is allowed.</p>' +
      '<ul>' +
      '<li>After the fasting sample, eat your usual breakfast and note the time you start; the post-meal sample is taken <strong>exactly 2 hours later</strong>.</li>' +
      '<li>Do not eat or drink anything except water between breakfast and the second sample, and avoid exercise or sleeping during the wait.</li>' +
      '<li>If you take diabetes medicines or insulin, ask your doctor whether to take them with breakfast after the fasting sample.</li>' +
      '<li>Collect a morning midstream urine sample in the sterile container.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into grey-top fluoride tubes for sugar, a lavender-top EDTA tube for HbA1c and a serum tube for creatinine, and you give a urine sample. The fasting collection and the post-meal collection each take about 5 minutes, at home or at the lab.</p>',
    faqs: [
      {
        question: 'Which tests are included?',
        answerHtml:
          '<ul><li>Fasting Blood Sugar</li><li>Post Prandial Blood Sugar</li><li>HbA1c</li><li>Serum Creatinine with eGFR</li><li>Urine Microalbumin (albumin/creatinine ratio)</li><li>Urine Routine &amp; Microscopy</li></ul>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Yes, for the first sample: 8-10 hours of fasting. The second sample is taken 2 hours after a normal meal.</p>',
      },
      {
        question: 'Who should take this package?',
        answerHtml:
          '<p>Adults above 30, anyone with a family history of diabetes, overweight people, women with a history of PCOS or diabetes in pregnancy, and people with known diabetes for their regular review.</p>',
      },
      {
        question: 'How often should I get tested?',
        answerHtml:
          '<p>Once a year for screening; every 3-6 months if you have diabetes, as advised by your doctor.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 1499,
    reportHours: 24,
  },
  {
    name: 'Heart Health Package',
    slug: 'heart-health-package',
    category: 'health-packages',
    aliases: [
      'Cardiac Risk Profile',
      'Heart Checkup Package',
      'Cardiac Package',
      'Heart Test Package',
    ],
    fasting: true,
    fastingHours: 12,
    preparationHtml:
      '<p><strong>Fast for 10-12 hours before the test.</strong> Plain water is allowed.</p>' +
      '<ul>' +
      '<li>Avoid alcohol for 24 hours and heavy exercise on the day before.</li>' +
      '<li>Have a normal light dinner; avoid fried or unusually fatty food.</li>' +
      '<li>Continue your heart, blood pressure and cholesterol medicines as usual unless your doctor advises otherwise.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist draws venous blood from your arm into serum, fluoride and EDTA tubes after an overnight fast. Collection takes about 5-10 minutes at home or at the lab. This package covers blood tests only; an ECG or TMT is booked separately.</p>',
    faqs: [
      {
        question: 'Which tests are included?',
        answerHtml:
          '<ul><li>Lipid Profile</li><li>hs-CRP</li><li>Lipoprotein(a)</li><li>Apolipoprotein A1 and B</li><li>Homocysteine</li><li>Fasting Blood Sugar and HbA1c</li><li>Serum Creatinine</li></ul>',
      },
      {
        question: 'Who should take this package?',
        answerHtml:
          '<p>People over 35, and anyone with diabetes, high blood pressure, smoking, obesity or a family history of early heart attacks. Indians tend to develop heart disease at a younger age, so early checks are worthwhile.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml:
          '<p>Yes, a 10-12 hour fast with only water is needed for accurate lipid results.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 2499,
    reportHours: 24,
  },
  {
    name: "Women's Wellness Package",
    displayName: "Women's Wellness Health Checkup",
    slug: 'womens-wellness-package',
    category: 'health-packages',
    aliases: [
      'Women Health Checkup',
      'Female Health Package',
      "Women's Health Checkup",
      'Women Wellness Test',
    ],
    fasting: true,
    fastingHours: 12,
    preparationHtml:
      '<p><strong>Fast for 10-12 hours before the sample</strong> (overnight). Plain water is allowed.</p>' +
      '<ul>' +
      '<li>Avoid alcohol for 24 hours before and have a light dinner.</li>' +
      '<li>Skip iron tablets for 24 hours and biotin supplements for 48 hours before, unless your doctor says otherwise.</li>' +
      '<li>If you take thyroxine, give the sample first and take the tablet afterwards.</li>' +
      '<li>Avoid booking during your period if possible, as it can affect the urine test; if unavoidable, tell the phlebotomist.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into EDTA, fluoride and serum tubes, and you give a first morning midstream urine sample. Collection takes about 10 minutes, at home or at the lab.</p>',
    faqs: [
      {
        question: 'Which tests are included?',
        answerHtml:
          '<ul><li>CBC</li><li>Fasting Blood Sugar</li><li>Lipid Profile</li><li>Liver and Kidney Function Tests</li><li>Thyroid Profile (T3, T4, TSH)</li><li>Iron Studies and Ferritin</li><li>Vitamin D and Vitamin B12</li><li>Serum Calcium</li><li>Urine Routine &amp; Microscopy</li></ul>',
      },
      {
        question: 'Why is this package designed for women?',
        answerHtml:
          '<p>Anaemia, thyroid problems, vitamin D deficiency and low calcium are especially common in Indian women and often cause tiredness, hair fall and body aches. This package focuses on these along with routine health markers.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>Yes, 10-12 hours of fasting with only water.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>Most results within 24 hours and the complete report within 48 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 2999,
    reportHours: 48,
  },
  {
    name: 'Senior Citizen Health Checkup',
    displayName: 'Senior Citizen Health Checkup (60+ Years)',
    slug: 'senior-citizen-health-checkup',
    category: 'health-packages',
    aliases: [
      'Senior Citizen Package',
      'Elderly Health Checkup',
      'Health Checkup for Parents',
      'Geriatric Health Package',
    ],
    fasting: true,
    fastingHours: 12,
    preparationHtml:
      '<p><strong>Fast for 10-12 hours before the sample</strong> (overnight). Plain water is allowed.</p>' +
      '<ul>' +
      '<li>People with diabetes should not skip meals for longer than advised; book the earliest slot and keep breakfast and medicines ready. Ask your doctor about the morning dose of diabetes medicine or insulin.</li>' +
      '<li>Take blood pressure and heart medicines as usual with a sip of water unless your doctor says otherwise.</li>' +
      '<li>Men should avoid ejaculation and cycling for 48 hours before, as PSA is included.</li>' +
      '<li>Collect a first morning midstream urine sample in the sterile container.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A phlebotomist collects venous blood from the arm into a few tubes and a urine sample, usually at home so that elderly patients do not need to travel. Collection takes about 10 minutes.</p>',
    faqs: [
      {
        question: 'Which tests are included?',
        answerHtml:
          '<ul><li>CBC with ESR</li><li>Fasting Blood Sugar and HbA1c</li><li>Lipid Profile</li><li>Liver and Kidney Function Tests with electrolytes</li><li>Thyroid Profile</li><li>Vitamin D and Vitamin B12</li><li>Serum Calcium</li><li>PSA (for men)</li><li>Urine Routine &amp; Microscopy</li></ul>',
      },
      {
        question: 'Is fasting safe for older people with diabetes?',
        answerHtml:
          '<p>Yes, if planned. Book the earliest morning slot, keep a snack ready, and check with your doctor about when to take diabetes medicines. If you feel shaky, sweaty or dizzy while fasting, eat something immediately and reschedule.</p>',
      },
      {
        question: 'How often should seniors get checked?',
        answerHtml:
          '<p>At least once a year, or more often if the doctor is monitoring diabetes, kidney function or medicines.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml: '<p>The complete report is usually ready within 48 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 3499,
    reportHours: 48,
  },
  {
    name: 'Fever Panel',
    displayName: 'Fever Panel (Dengue, Malaria, Typhoid)',
    slug: 'fever-panel',
    category: 'health-packages',
    aliases: [
      'Fever Profile',
      'Fever Package',
      'Dengue Malaria Typhoid Test',
      'Monsoon Fever Panel',
    ],
    fasting: false,
    preparationHtml:
      '<p><strong>No fasting is needed.</strong> Get tested as soon as your doctor advises; dengue NS1 works best in the first 5 days of fever.</p>' +
      '<ul>' +
      '<li>Give the sample before starting antibiotics or anti-malarial medicines if possible.</li>' +
      '<li>Take only paracetamol for fever unless your doctor advises otherwise, and drink plenty of fluids.</li>' +
      '<li>Collect a midstream urine sample in the sterile container.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A trained phlebotomist draws venous blood from your arm into EDTA and serum tubes, and you give a urine sample. Collection takes about 5-10 minutes and is usually done at home so you can rest.</p>',
    faqs: [
      {
        question: 'Which tests are included?',
        answerHtml:
          '<ul><li>CBC with platelet count</li><li>ESR</li><li>CRP</li><li>Malaria Antigen (P. vivax / P. falciparum)</li><li>Dengue NS1 Antigen</li><li>Widal Test</li><li>Urine Routine &amp; Microscopy</li></ul>',
      },
      {
        question: 'When should I get a fever panel?',
        answerHtml:
          '<p>When fever lasts more than 2-3 days, or comes with body ache, chills, rash or vomiting, especially during the monsoon when dengue, malaria and typhoid are common.</p>',
      },
      {
        question: 'Is fasting required?',
        answerHtml: '<p>No, you can eat and drink normally.</p>',
      },
      {
        question: 'When will I get the report?',
        answerHtml:
          '<p>Most results, including platelets, dengue and malaria, are ready within 12 hours; the full report within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 1499,
    reportHours: 24,
  },
];
