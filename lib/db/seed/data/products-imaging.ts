import type { ProductSeed } from './types';

// Hand-written imaging and cardiology catalogue. Prices are typical metro list
// prices in rupees; the seed generator varies them per centre.

// Shared preparation snippets (list items) reused across similar studies.
const MRI_METAL =
  '<li>Remove all metal objects before entering the scan room: jewellery, watch, hair pins, belt, spectacles, hearing aids, removable dentures, coins, keys and cards with magnetic strips. Lockers are provided at the centre.</li>';
const MRI_IMPLANTS =
  '<li><strong>Tell the staff before the scan</strong> if you have a pacemaker or ICD, cochlear implant, aneurysm clip, insulin pump, nerve stimulator, heart valve, stents, joint replacement or any metal fragment in the body (especially in the eye, as in welders and grinders). Carry your implant card if you have one.</li>';
const MRI_PREG_CLAUSTRO =
  '<li>Inform the staff if you are pregnant or might be pregnant, and if you are claustrophobic (afraid of closed spaces) so that the team can plan reassurance or mild sedation.</li>';
const CARRY_DOCS =
  "<li>Carry your doctor's prescription, a photo ID and all previous reports, films and CDs for comparison.</li>";
const LOOSE_CLOTHES =
  '<li>Wear loose, comfortable clothes without zips, hooks or metal buttons. You may be asked to change into a gown.</li>';
const CONTRAST_KIDNEY =
  '<li>Bring a recent <strong>serum creatinine</strong> report (usually within the last 1 month, or the centre will test it on the spot). Tell the staff if you have kidney disease, diabetes, asthma or any earlier reaction to contrast dye.</li>';
const CT_METAL =
  '<li>Remove jewellery, hair clips, spectacles, dentures and other metal from the area being scanned.</li>';
const CT_PREG =
  '<li>Women should tell the staff if they are pregnant or might be pregnant, as CT uses X-rays.</li>';
const CT_IODINE =
  "<li>Tell the staff if you are allergic to iodine contrast, have asthma, thyroid disease or kidney disease, or take <strong>metformin</strong> for diabetes (it may need to be paused for 48 hours after the contrast injection on your doctor's advice).</li>";
const FULL_BLADDER =
  '<li><strong>Full bladder needed:</strong> drink 4-5 glasses (about 1 litre) of water 1 hour before the scan and do not pass urine until the scan is over.</li>';
const PCPNDT =
  "<li>As required under the PCPNDT Act, carry a photo ID (Aadhaar or similar) and your doctor's referral; you will be asked to sign Form F. The sex of the baby is never disclosed.</li>";

const MRI_PRODUCTS: ProductSeed[] = [
  {
    name: 'MRI Brain',
    displayName: 'MRI Brain Scan',
    slug: 'mri-brain',
    category: 'mri',
    aliases: ['Brain MRI', 'MRI Head', 'MRI Brain Plain', 'MRI Scan of Brain'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed for a plain MRI Brain. You can take your regular medicines as usual.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      '<li>Avoid hair gel, hair spray and heavy make-up, as some products contain metallic particles.</li>' +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back on the scanner table and a head coil is placed around your head. The table moves into the magnet and images are taken while you stay still for about <strong>20-30 minutes</strong>. The machine makes loud knocking and buzzing sounds, so ear plugs or headphones are given. MRI uses a magnetic field and radio waves, with <strong>no X-ray radiation</strong>.</p>',
    faqs: [
      {
        question: 'Is MRI Brain safe?',
        answerHtml:
          '<p>Yes. MRI does not use X-rays or any ionising radiation, so it is safe even when repeated. The only real risks come from metal in or on the body, which is why the staff screen every patient for pacemakers, implants and metal fragments before the scan.</p>',
      },
      {
        question: 'How long does an MRI Brain take?',
        answerHtml:
          '<p>The scanning itself takes about 20-30 minutes. Including registration, safety screening and changing, plan to spend about an hour at the centre.</p>',
      },
      {
        question: 'Can I eat before a plain MRI Brain?',
        answerHtml:
          '<p>Yes. No fasting is required for a plain MRI Brain. If your doctor later asks for a contrast study, the centre may ask you to fast for 4 hours.</p>',
      },
      {
        question: "Is a doctor's prescription required?",
        answerHtml:
          "<p>Yes. Diagnostic centres in India usually perform MRI only on a doctor's written referral, which also tells the radiologist what to look for.</p>",
      },
      {
        question: 'When will I get my report?',
        answerHtml:
          "<p>The films are usually ready within a few hours and the radiologist's report within about 24 hours. Urgent cases can often be reported the same day.</p>",
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 5500,
    reportHours: 24,
  },
  {
    name: 'MRI Brain with Contrast',
    displayName: 'Contrast MRI Brain',
    slug: 'mri-brain-with-contrast',
    category: 'mri',
    aliases: [
      'MRI Brain Plain and Contrast',
      'Contrast MRI Brain',
      'MRI Brain with Gadolinium',
      'CE-MRI Brain',
    ],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p><strong>Fast for 4 hours</strong> before the scan; small sips of water are allowed. Continue your regular medicines unless your doctor advises otherwise.</p><ul>' +
      CONTRAST_KIDNEY +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>Plain images of the brain are taken first, then a small dose of <strong>gadolinium contrast</strong> is injected through a cannula in your arm and more images are taken. The whole study takes about <strong>30-45 minutes</strong> and the machine is noisy, so ear protection is given. There is no X-ray radiation.</p>',
    faqs: [
      {
        question: 'Why is contrast given for an MRI Brain?',
        answerHtml:
          '<p>Gadolinium contrast highlights areas where the blood-brain barrier is disturbed, which helps the radiologist study tumours, infections, inflammation and multiple sclerosis plaques more clearly than a plain scan.</p>',
      },
      {
        question: 'Is the contrast injection safe?',
        answerHtml:
          '<p>Gadolinium is very well tolerated. A few people feel a cool sensation, mild nausea or a metallic taste. Serious allergic reactions are rare, and the centre has a doctor and emergency medicines ready. Kidney function is checked first because poorly working kidneys clear the dye slowly.</p>',
      },
      {
        question: 'Why do I need a creatinine test?',
        answerHtml:
          '<p>Serum creatinine shows how well your kidneys work. If kidney function is significantly reduced, the radiologist may change the contrast agent, reduce the dose or avoid contrast altogether.</p>',
      },
      {
        question: 'Can I breastfeed after a contrast MRI?',
        answerHtml:
          '<p>Only a tiny amount of gadolinium passes into breast milk, and most guidelines say breastfeeding can continue normally. If you prefer, you can express and discard milk for 24 hours; discuss this with the radiologist.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>The report is usually ready within 24 hours of the scan.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 8000,
    reportHours: 24,
  },
  {
    name: 'MRI Cervical Spine',
    displayName: 'MRI Neck Spine Scan',
    slug: 'mri-cervical-spine',
    category: 'mri',
    aliases: ['MRI C Spine', 'MRI Neck Spine', 'Cervical Spine MRI', 'MRI CS Spine'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is required. Take your usual medicines, including pain killers prescribed for neck pain.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      LOOSE_CLOTHES +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a coil placed around your neck, and the table slides into the scanner. Images of the neck bones, discs, spinal cord and nerve roots are taken over about <strong>20-30 minutes</strong>. Try not to swallow or move during each sequence; the knocking noise is normal. MRI involves no radiation.</p>',
    faqs: [
      {
        question: 'What does an MRI Cervical Spine show?',
        answerHtml:
          '<p>It shows disc bulges and prolapse, pressure on the spinal cord or nerve roots, narrowing of the spinal canal, ligament injuries, infections and tumours in the neck region. It is commonly advised for neck pain radiating to the arms, tingling or weakness in the hands.</p>',
      },
      {
        question: 'Can I eat before the scan?',
        answerHtml: '<p>Yes. A plain MRI of the cervical spine needs no fasting.</p>',
      },
      {
        question: 'I have severe neck pain. Will I manage to lie still?',
        answerHtml:
          '<p>Take your prescribed pain medicine an hour before the scan. The technician will support your head and knees with cushions to make you comfortable. Tell them if you need a short break.</p>',
      },
      {
        question: "Is a doctor's prescription required?",
        answerHtml:
          '<p>Yes, a referral from your orthopaedic surgeon, neurologist or physician is usually required for spine MRI in India.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 6000,
    reportHours: 24,
  },
  {
    name: 'MRI Lumbar Spine (LS Spine)',
    displayName: 'MRI Lower Back Scan',
    slug: 'mri-lumbar-spine',
    category: 'mri',
    aliases: [
      'MRI LS Spine',
      'MRI Lumbosacral Spine',
      'MRI Lower Back',
      'Lumbar Spine MRI',
      'MRI L Spine',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed. Take your usual medicines with water.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      LOOSE_CLOTHES +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a cushion under your knees to ease the lower back. The table moves into the scanner and images of the lumbar vertebrae, discs and nerve roots are taken for about <strong>20-30 minutes</strong>. The machine is loud, so ear plugs are provided. There is no radiation.</p>',
    faqs: [
      {
        question: 'Why is MRI LS Spine advised?',
        answerHtml:
          '<p>It is the best test for low back pain with sciatica (pain shooting down the leg), numbness or weakness in the legs. It shows slipped or bulging discs, nerve root compression, canal stenosis, spondylolisthesis, infection and tumours.</p>',
      },
      {
        question: 'How long does the scan take?',
        answerHtml:
          '<p>About 20-30 minutes of scanning. Please arrive 15-20 minutes early for the safety questionnaire and changing.</p>',
      },
      {
        question: 'Do I need to fast?',
        answerHtml: '<p>No. A plain MRI of the lumbar spine does not need fasting.</p>',
      },
      {
        question: 'Is MRI better than X-ray for back pain?',
        answerHtml:
          '<p>X-ray shows bones and alignment only. MRI also shows discs, nerves and soft tissues, so it is preferred when symptoms suggest nerve compression or when pain does not settle with treatment. Your doctor decides which test you need.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 6000,
    reportHours: 24,
  },
  {
    name: 'MRI Dorsal Spine',
    slug: 'mri-dorsal-spine',
    category: 'mri',
    aliases: ['MRI Thoracic Spine', 'MRI D Spine', 'MRI DS Spine', 'Dorsal Spine MRI'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is required.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      LOOSE_CLOTHES +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back on the scanner table over the spine coil. Images of the mid-back (thoracic) vertebrae, discs and spinal cord are taken over about <strong>20-30 minutes</strong>. You will hear loud knocking sounds during each sequence. MRI does not use radiation.</p>',
    faqs: [
      {
        question: 'What does the dorsal spine cover?',
        answerHtml:
          '<p>The dorsal or thoracic spine is the middle part of the back, with 12 vertebrae to which the ribs are attached. The MRI shows these bones, the discs between them and the spinal cord.</p>',
      },
      {
        question: 'When is MRI Dorsal Spine advised?',
        answerHtml:
          "<p>It is advised for mid-back pain that does not settle, suspected compression fractures, spinal tuberculosis (Pott's spine), tumours, or symptoms of spinal cord compression such as leg weakness and walking difficulty.</p>",
      },
      {
        question: 'Can I eat before the test?',
        answerHtml: '<p>Yes, no fasting is needed for a plain scan.</p>',
      },
      {
        question: 'Is a prescription required?',
        answerHtml: "<p>Yes, MRI centres usually require a doctor's referral.</p>",
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 6000,
    reportHours: 24,
  },
  {
    name: 'MRI Whole Spine Screening',
    displayName: 'MRI Whole Spine Screening Scan',
    slug: 'mri-whole-spine-screening',
    category: 'mri',
    aliases: [
      'Whole Spine MRI',
      'MRI Screening Whole Spine',
      'MRI Full Spine',
      'MRI Spine Screening',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      LOOSE_CLOTHES +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back and sagittal (side-view) images of the entire spine from the neck to the tailbone are taken, often along with detailed images of the region of main concern. The study takes about <strong>30-45 minutes</strong>. The scanner is noisy and ear protection is given. There is no radiation.</p>',
    faqs: [
      {
        question: 'What is whole spine screening?',
        answerHtml:
          '<p>It is a quicker set of MRI images covering the cervical, dorsal and lumbar spine together. It helps find problems at more than one level, such as multiple disc bulges, spread of tumour or infection, or a second cause of symptoms.</p>',
      },
      {
        question: 'Is it the same as separate MRIs of each spine region?',
        answerHtml:
          '<p>No. Screening gives an overview with fewer sequences. If something needs a closer look, the radiologist may add detailed images of that region, which may be charged separately.</p>',
      },
      {
        question: 'How long does it take?',
        answerHtml:
          '<p>Usually 30-45 minutes, depending on how many detailed sequences are added.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Within about 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 9000,
    reportHours: 24,
  },
  {
    name: 'MRI Knee',
    slug: 'mri-knee',
    category: 'mri',
    aliases: ['Knee MRI', 'MRI Knee Joint', 'MRI Left Knee', 'MRI Right Knee'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed. The price is for one knee; tell the centre if both knees are prescribed.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      '<li>Wear shorts or loose track pants, or change into a gown. Remove knee braces.</li>' +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back feet-first and the knee is placed inside a dedicated knee coil; often your head stays outside the scanner. Images are taken over about <strong>20-30 minutes</strong> while you keep the leg still. The machine makes loud noises. There is no radiation.</p>',
    faqs: [
      {
        question: 'What does an MRI Knee show?',
        answerHtml:
          '<p>It shows ligament tears (such as ACL and PCL), meniscus tears, cartilage damage, bone bruises, fluid in the joint, tendon problems and cysts. It is the standard test after a sports injury or twisting injury of the knee.</p>',
      },
      {
        question: 'I am claustrophobic. Can I still have a knee MRI?',
        answerHtml:
          '<p>Usually yes. For a knee MRI you go in feet first, and in most scanners your head and chest remain outside or near the opening, which most people find comfortable.</p>',
      },
      {
        question: 'I have had a knee replacement. Can I get an MRI?',
        answerHtml:
          '<p>Most modern joint replacements are MRI-safe, but the metal distorts images around the implant. Tell the staff beforehand; the radiologist may suggest a different test.</p>',
      },
      {
        question: 'Do I need to fast?',
        answerHtml: '<p>No fasting is required.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 6500,
    reportHours: 24,
  },
  {
    name: 'MRI Shoulder',
    slug: 'mri-shoulder',
    category: 'mri',
    aliases: ['Shoulder MRI', 'MRI Shoulder Joint', 'MRI Left Shoulder', 'MRI Right Shoulder'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is required. The price is for one shoulder.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      LOOSE_CLOTHES +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with the arm by your side and a shoulder coil placed over the joint. Images are taken for about <strong>30 minutes</strong> while you keep the arm still. Loud knocking sounds are normal. MRI uses no radiation.</p>',
    faqs: [
      {
        question: 'What does an MRI Shoulder show?',
        answerHtml:
          '<p>It shows rotator cuff tears and tendinitis, labral tears, dislocation damage, frozen shoulder changes, bursitis and bone problems. It is often advised for shoulder pain with weakness or difficulty lifting the arm.</p>',
      },
      {
        question: 'How long does it take?',
        answerHtml: '<p>Around 30 minutes of scanning.</p>',
      },
      {
        question: 'Will I need an injection?',
        answerHtml:
          '<p>A routine shoulder MRI does not need any injection. Occasionally the surgeon asks for an MR arthrogram, where contrast is injected into the joint; this is a different, separately priced test.</p>',
      },
      {
        question: 'Is a prescription required?',
        answerHtml:
          '<p>Yes, a referral from an orthopaedic doctor or physician is usually required.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 7000,
    reportHours: 24,
  },
  {
    name: 'MRI Abdomen',
    slug: 'mri-abdomen',
    category: 'mri',
    aliases: ['Abdominal MRI', 'MRI Upper Abdomen', 'MRI Liver', 'MRI Abdomen Plain and Contrast'],
    fasting: true,
    fastingHours: 6,
    preparationHtml:
      '<p><strong>Fast for 6 hours</strong> before the scan (sips of water are allowed). Fasting reduces bowel movement and gives clearer images of the liver, pancreas and bile ducts.</p><ul>' +
      CONTRAST_KIDNEY +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a coil strapped over your abdomen. You will be asked to hold your breath for 15-20 seconds at a time during many sequences, and contrast is usually injected through a vein in the arm. The study takes about <strong>30-45 minutes</strong>. There is no radiation.</p>',
    faqs: [
      {
        question: 'Why do I need to fast for an MRI Abdomen?',
        answerHtml:
          '<p>An empty stomach reduces bowel movement and gas, and keeps the gallbladder full, so the images of the liver, pancreas, kidneys and bile ducts are sharper.</p>',
      },
      {
        question: 'Why do I have to hold my breath?',
        answerHtml:
          '<p>Breathing moves the abdominal organs and blurs the images. The technician will guide you through each breath-hold using the intercom. Practising a 15-20 second breath-hold beforehand helps.</p>',
      },
      {
        question: 'Will contrast be injected?',
        answerHtml:
          '<p>Most abdominal MRIs include gadolinium contrast to study liver lesions and other organs. Bring a recent creatinine report so kidney function can be checked first.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 9000,
    reportHours: 24,
  },
  {
    name: 'MRI Pelvis',
    slug: 'mri-pelvis',
    category: 'mri',
    aliases: ['Pelvic MRI', 'MRI Lower Abdomen', 'MRI Pelvis Female', 'MRI Pelvis Male'],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p><strong>Fast for 4 hours</strong> before the scan. Keep the bladder moderately full: pass urine about 1 hour before and then drink 2 glasses of water.</p><ul>' +
      CONTRAST_KIDNEY +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      '<li>Women should remove any tampon and tell the staff if they have a copper T or other intrauterine device.</li>' +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a coil placed over the lower abdomen. An injection to reduce bowel movement and gadolinium contrast may be given through a vein. Scanning takes about <strong>30-40 minutes</strong> with loud knocking sounds. MRI does not use radiation.</p>',
    faqs: [
      {
        question: 'What does an MRI Pelvis show?',
        answerHtml:
          '<p>In women it shows the uterus and ovaries in detail, for fibroids, adenomyosis, endometriosis, ovarian cysts and cancers. In men and women it also shows the bladder, rectum, pelvic bones and lymph nodes.</p>',
      },
      {
        question: 'Do I need a full bladder?',
        answerHtml:
          "<p>A moderately full bladder helps, but an overfull bladder is uncomfortable and can cause movement. Follow the centre's instructions on how much water to drink.</p>",
      },
      {
        question: 'Is MRI Pelvis safe during pregnancy?',
        answerHtml:
          '<p>MRI without contrast can be done in pregnancy when clearly needed, usually after the first trimester. Gadolinium contrast is avoided in pregnancy. Always tell the staff if you are pregnant.</p>',
      },
      {
        question: 'How long does it take?',
        answerHtml: '<p>About 30-40 minutes of scanning.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 8500,
    reportHours: 24,
  },
  {
    name: 'MRCP',
    displayName: 'MRCP (Bile Duct MRI)',
    slug: 'mrcp',
    category: 'mri',
    aliases: [
      'Magnetic Resonance Cholangiopancreatography',
      'MRI MRCP',
      'MRCP Scan',
      'MRI Bile Duct',
    ],
    fasting: true,
    fastingHours: 6,
    preparationHtml:
      '<p><strong>Fast for 6 hours</strong> before the scan. Do not drink tea, coffee or milk in this period; sips of water are allowed. Fasting keeps the gallbladder distended and reduces fluid in the stomach and bowel.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      "<li>Carry your ultrasound, liver function test and any previous ERCP or surgery reports along with the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a coil over the upper abdomen. Heavily fluid-weighted images show the bile ducts, gallbladder and pancreatic duct, and you will be asked to hold your breath several times. The scan takes about <strong>20-30 minutes</strong> and usually needs no injection. There is no radiation.</p>',
    faqs: [
      {
        question: 'What is MRCP?',
        answerHtml:
          '<p>MRCP (magnetic resonance cholangiopancreatography) is a special MRI that shows the bile ducts, gallbladder and pancreatic duct without any tube or endoscope. It is used to find stones in the bile duct, strictures, blockages causing jaundice and pancreatic duct problems.</p>',
      },
      {
        question: 'How is MRCP different from ERCP?',
        answerHtml:
          '<p>MRCP is a non-invasive scan. ERCP is an endoscopic procedure done under sedation that can also remove stones or place stents. MRCP is usually done first to decide whether ERCP is needed.</p>',
      },
      {
        question: 'Do I need to fast?',
        answerHtml:
          '<p>Yes, fast for 6 hours before the scan. Small sips of water are allowed.</p>',
      },
      {
        question: 'Is contrast injected?',
        answerHtml:
          '<p>A standard MRCP does not need contrast. If your doctor has also requested an MRI of the abdomen, contrast may be given for that part.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 7000,
    reportHours: 24,
  },
  {
    name: 'MRI Orbits',
    slug: 'mri-orbits',
    category: 'mri',
    aliases: ['MRI Orbit', 'MRI Eye', 'Orbital MRI', 'MRI Both Orbits'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed for a plain study. If contrast is planned, the centre will ask you to fast for 4 hours and bring a creatinine report.</p><ul>' +
      '<li><strong>Do not wear eye make-up</strong> (kajal, eyeliner, mascara, eye shadow) on the day of the scan, as some contain metallic particles that spoil the images.</li>' +
      '<li>Remove contact lenses and spectacles before the scan.</li>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a head coil in place. You will be asked to keep your eyes gently closed and still, because eye movement blurs the images. Scanning takes about <strong>20-30 minutes</strong>, longer if contrast is given. There is no radiation.</p>',
    faqs: [
      {
        question: 'When is MRI Orbits advised?',
        answerHtml:
          '<p>It is advised for unexplained loss or blurring of vision, optic neuritis, bulging of the eye (proptosis), double vision, and tumours or inflammation behind the eye.</p>',
      },
      {
        question: 'Why must I keep my eyes still?',
        answerHtml:
          '<p>The orbits are small structures and even slight eye movement blurs them. Keeping the eyes closed and relaxed, or looking at a fixed point, gives the clearest images.</p>',
      },
      {
        question: 'I have worked with metal grinding. Is MRI safe for me?',
        answerHtml:
          '<p>Tiny metal fragments in the eye can move in the magnetic field and injure the eye. Tell the staff; they may take an X-ray of the orbits first to rule out metal.</p>',
      },
      {
        question: 'Is a prescription required?',
        answerHtml: '<p>Yes, usually from your eye specialist or neurologist.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 7000,
    reportHours: 24,
  },
  {
    name: 'MRI Ankle',
    slug: 'mri-ankle',
    category: 'mri',
    aliases: [
      'Ankle MRI',
      'MRI Ankle Joint',
      'MRI Foot and Ankle',
      'MRI Left Ankle',
      'MRI Right Ankle',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is required. The price is for one ankle.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      '<li>Remove any ankle brace or crepe bandage; wear loose trousers that roll up easily.</li>' +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back feet-first and the ankle is placed in a dedicated coil, so your head usually stays outside the scanner. Images are taken over about <strong>25-30 minutes</strong>. The machine is noisy and there is no radiation.</p>',
    faqs: [
      {
        question: 'What does an MRI Ankle show?',
        answerHtml:
          '<p>It shows ligament sprains and tears, Achilles and other tendon injuries, hidden (stress) fractures, cartilage damage and bone bruising that X-rays can miss.</p>',
      },
      {
        question: 'How long does it take?',
        answerHtml: '<p>Around 25-30 minutes.</p>',
      },
      {
        question: 'Can I eat before the scan?',
        answerHtml: '<p>Yes, there is no fasting for an ankle MRI.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 6500,
    reportHours: 24,
  },
  {
    name: 'MR Angiography Brain',
    displayName: 'MRA Brain',
    slug: 'mr-angiography-brain',
    category: 'mri',
    aliases: ['MRA Brain', 'MR Angio Brain', 'MRI Angiogram Brain', 'Intracranial MRA'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed for a routine (non-contrast) MRA Brain. If your doctor has asked for a contrast MRA, fast for 4 hours and bring a creatinine report.</p><ul>' +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a head coil in place. Special time-of-flight sequences show the blood flowing in the brain arteries, so most MRAs need <strong>no injection</strong>. Scanning takes about <strong>20-30 minutes</strong> and is often combined with an MRI Brain. There is no radiation.</p>',
    faqs: [
      {
        question: 'What is MR Angiography Brain used for?',
        answerHtml:
          '<p>It shows the arteries of the brain and is used to detect aneurysms, narrowed or blocked vessels after a stroke, vascular malformations and vessel problems causing headaches or giddiness.</p>',
      },
      {
        question: 'Is it like a catheter angiogram?',
        answerHtml:
          '<p>No. MRA is a non-invasive scan with no catheter and usually no dye. A catheter (DSA) angiogram is done in a hospital only when more detail or treatment is needed.</p>',
      },
      {
        question: 'Can MRA Brain be done with MRI Brain?',
        answerHtml:
          '<p>Yes, both are commonly done in the same sitting, adding about 10 minutes. Combined packages are often priced lower than two separate scans.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 7500,
    reportHours: 24,
  },
  {
    name: 'MRI Prostate (Multiparametric)',
    displayName: 'Multiparametric MRI Prostate',
    slug: 'mri-prostate-multiparametric',
    category: 'mri',
    aliases: [
      'mpMRI Prostate',
      'Multiparametric MRI Prostate',
      'Prostate MRI',
      'MRI Prostate with Contrast',
    ],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p><strong>Fast for 4-6 hours</strong> before the scan. Empty your bladder just before the scan.</p><ul>' +
      '<li>The centre may ask you to use a small enema or laxative a few hours before to empty the rectum, and to avoid ejaculation for 3 days, as both improve image quality.</li>' +
      '<li>If you have had a prostate biopsy, the scan is best done before the biopsy or at least 6 weeks after it; tell the staff the biopsy date.</li>' +
      CONTRAST_KIDNEY +
      MRI_METAL +
      MRI_IMPLANTS +
      "<li>Carry your PSA reports and the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a coil placed over the pelvis. An injection to reduce bowel movement may be given, followed by T2-weighted, diffusion and dynamic contrast images after <strong>gadolinium</strong> is injected into a vein. The study takes about <strong>30-45 minutes</strong> and there is no radiation.</p>',
    faqs: [
      {
        question: 'What is a multiparametric MRI of the prostate?',
        answerHtml:
          '<p>It combines three kinds of MRI images (T2-weighted, diffusion-weighted and contrast-enhanced) to find areas suspicious for prostate cancer. Each area is given a PI-RADS score from 1 to 5 to guide the urologist.</p>',
      },
      {
        question: 'Why is it done before a biopsy?',
        answerHtml:
          '<p>An MRI before biopsy helps decide whether a biopsy is needed and, if so, which area to target. Bleeding after a biopsy can mask findings for several weeks.</p>',
      },
      {
        question: 'Do I need to fast?',
        answerHtml:
          '<p>Yes, fast for 4-6 hours. This reduces bowel movement and prepares you for the contrast injection.</p>',
      },
      {
        question: 'Is an endorectal coil used?',
        answerHtml:
          '<p>Most modern 3 Tesla scanners do not need an endorectal coil; the coil is placed on the outside of the body. The centre will tell you if its protocol differs.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml:
          '<p>Usually within 24 hours, as the radiologist reviews several image sets.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 14000,
    reportHours: 24,
  },
  {
    name: 'MRI Breast',
    slug: 'mri-breast',
    category: 'mri',
    aliases: ['Breast MRI', 'MRI Both Breasts', 'Contrast MRI Breast', 'Bilateral Breast MRI'],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p><strong>Fast for 4 hours</strong> before the contrast scan.</p><ul>' +
      '<li>If you still have periods, the scan is best scheduled between <strong>day 7 and day 14</strong> of your cycle (day 1 being the first day of bleeding), when normal breast tissue enhances the least.</li>' +
      CONTRAST_KIDNEY +
      MRI_METAL +
      MRI_IMPLANTS +
      MRI_PREG_CLAUSTRO +
      '<li>Carry previous mammograms, breast ultrasound and biopsy reports.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie face down on a padded table with the breasts resting in openings of the breast coil. Images are taken before and after <strong>gadolinium contrast</strong> is injected into an arm vein. Scanning takes about <strong>30-40 minutes</strong>, with loud noises and no radiation.</p>',
    faqs: [
      {
        question: 'Who needs an MRI Breast?',
        answerHtml:
          '<p>It is advised for women at high risk of breast cancer (for example BRCA gene carriers), to check the extent of a newly diagnosed cancer, to assess response to chemotherapy, and to check silicone implants for rupture.</p>',
      },
      {
        question: 'Does MRI Breast replace mammography?',
        answerHtml:
          '<p>No. MRI is an additional test for specific situations. Mammography remains the main screening test for most women over 40.</p>',
      },
      {
        question: 'Why does the timing of my period matter?',
        answerHtml:
          '<p>Hormonal changes make normal breast tissue take up more contrast in the second half of the cycle, which can hide or mimic disease. Days 7-14 give the clearest results.</p>',
      },
      {
        question: 'Is it painful?',
        answerHtml:
          '<p>No. There is no compression as in mammography. The only discomfort is the needle prick for the cannula and lying face down for about half an hour.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 14000,
    reportHours: 24,
  },
];

const CT_PRODUCTS: ProductSeed[] = [
  {
    name: 'CT Brain (Plain)',
    displayName: 'CT Scan Brain',
    slug: 'ct-brain-plain',
    category: 'ct',
    aliases: ['CT Head', 'NCCT Brain', 'Plain CT Brain', 'CT Scan Head'],
    fasting: false,
    preparationHtml:
      '<p>No fasting or special preparation is needed for a plain CT Brain.</p><ul>' +
      '<li>Remove hair clips, earrings, spectacles, hearing aids and removable dentures.</li>' +
      CT_PREG +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with your head in a cradle, and the table moves through the ring-shaped CT scanner. The actual scan takes <strong>less than a minute</strong> and the whole visit about 10-15 minutes. The machine is quiet. CT uses X-rays, so there is a small, controlled radiation dose.</p>',
    faqs: [
      {
        question: 'When is a plain CT Brain advised?',
        answerHtml:
          '<p>It is the first test after a head injury, sudden severe headache, stroke symptoms, fits or sudden confusion, because it quickly shows bleeding, fractures, large strokes and swelling.</p>',
      },
      {
        question: 'CT or MRI: which is better for the brain?',
        answerHtml:
          '<p>CT is faster and better for fresh bleeding and skull fractures, so it is preferred in emergencies. MRI shows more detail of brain tissue, small strokes, tumours and infections. Your doctor chooses based on the situation.</p>',
      },
      {
        question: 'How much radiation does it involve?',
        answerHtml:
          '<p>About 1.5-2 mSv, roughly what we receive from natural background radiation in 8-10 months. The benefit of a correct diagnosis far outweighs this small risk when the test is indicated.</p>',
      },
      {
        question: 'Can I eat before the test?',
        answerHtml: '<p>Yes, a plain CT Brain does not require fasting.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml:
          '<p>Usually within 24 hours; in emergencies the radiologist can report within an hour or two.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 2500,
    reportHours: 24,
  },
  {
    name: 'CT Brain with Contrast',
    slug: 'ct-brain-with-contrast',
    category: 'ct',
    aliases: [
      'CECT Brain',
      'Contrast CT Brain',
      'CT Head with Contrast',
      'CT Brain Plain and Contrast',
    ],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p><strong>Fast for 4 hours</strong> before the scan; sips of water are allowed. Continue essential medicines.</p><ul>' +
      CONTRAST_KIDNEY +
      CT_IODINE +
      CT_METAL +
      CT_PREG +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>A plain scan of the head is taken first, then iodine contrast is injected through a cannula in the arm and the scan is repeated. You may feel a warm flush and a metallic taste for a few seconds. The whole study takes about <strong>15-20 minutes</strong> and involves a small X-ray radiation dose.</p>',
    faqs: [
      {
        question: 'Why is contrast needed?',
        answerHtml:
          '<p>Contrast makes tumours, abscesses, infections and abnormal blood vessels stand out from normal brain tissue, which a plain scan may not show clearly.</p>',
      },
      {
        question: 'Is the warm feeling during injection normal?',
        answerHtml:
          '<p>Yes. A warm flush through the body and a feeling of passing urine are common and settle within a minute. Tell the staff at once if you feel itching, breathlessness or swelling.</p>',
      },
      {
        question: 'I take metformin. What should I do?',
        answerHtml:
          "<p>Tell the staff. If your kidney function is reduced, metformin is usually paused for 48 hours after the contrast injection and restarted after checking kidney function. Follow your doctor's advice.</p>",
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 3500,
    reportHours: 24,
  },
  {
    name: 'CT Chest (HRCT)',
    displayName: 'HRCT Chest Scan',
    slug: 'ct-chest',
    category: 'ct',
    aliases: ['HRCT Chest', 'CT Chest', 'High Resolution CT Chest', 'CT Scan Lungs', 'HRCT Thorax'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed for a plain HRCT Chest.</p><ul>' +
      '<li>Remove chains, pendants, bra with metal hooks and any metal over the chest; you may be given a gown.</li>' +
      CT_PREG +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with arms raised above the head and the table moves through the scanner. You will be asked to take a deep breath and hold it for a few seconds; sometimes images are also taken lying face down. The scan takes <strong>under 5 minutes</strong> and uses a low dose of X-ray radiation.</p>',
    faqs: [
      {
        question: 'What does an HRCT Chest show?',
        answerHtml:
          '<p>It gives thin, detailed slices of the lungs and shows interstitial lung disease (lung fibrosis), bronchiectasis, infections such as pneumonia and tuberculosis, COVID-related changes, emphysema and lung nodules.</p>',
      },
      {
        question: 'What is the CT severity score?',
        answerHtml:
          '<p>For infections like COVID-19, the radiologist may grade how much of each lung lobe is involved and add these up into a severity score. It helps doctors track the illness, but treatment depends on your symptoms and oxygen levels too.</p>',
      },
      {
        question: 'Can I eat before the test?',
        answerHtml: '<p>Yes. No fasting is required unless contrast has been advised.</p>',
      },
      {
        question: 'Is HRCT safe?',
        answerHtml:
          '<p>It uses X-rays, but modern scanners keep the dose low. It should be done only when your doctor feels it is needed, and pregnant women should inform the staff.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours, often the same day.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 4000,
    reportHours: 24,
  },
  {
    name: 'CT Abdomen & Pelvis with Contrast',
    displayName: 'CECT Abdomen and Pelvis',
    slug: 'ct-abdomen-pelvis-with-contrast',
    category: 'ct',
    aliases: [
      'CECT Abdomen and Pelvis',
      'CT Whole Abdomen with Contrast',
      'Contrast CT Abdomen',
      'CT Scan Abdomen',
    ],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p><strong>Fast for 4 hours</strong> before the scan. Report about 1-1.5 hours before the scan time, because you will be asked to drink oral contrast (diluted in water) slowly over about an hour.</p><ul>' +
      CONTRAST_KIDNEY +
      CT_IODINE +
      CT_METAL +
      CT_PREG +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>After drinking the oral contrast, you lie on your back and iodine contrast is injected into an arm vein while the table moves through the scanner. You will be asked to hold your breath for a few seconds. Scanning takes about <strong>10-15 minutes</strong>, though the whole visit with oral contrast takes 2 hours. CT involves X-ray radiation.</p>',
    faqs: [
      {
        question: 'Why do I need to drink a liquid before the scan?',
        answerHtml:
          '<p>The oral contrast fills the stomach and intestines so the radiologist can tell the bowel apart from other organs, masses and lymph nodes.</p>',
      },
      {
        question: 'What does this scan show?',
        answerHtml:
          '<p>It evaluates the liver, gallbladder, pancreas, spleen, kidneys, bowel, bladder, reproductive organs and lymph nodes. It is used for abdominal pain, suspected appendicitis, tumours, infections and cancer staging.</p>',
      },
      {
        question: 'Can I eat before the test?',
        answerHtml:
          '<p>No, fast for 4 hours. Sips of water and essential medicines are allowed.</p>',
      },
      {
        question: 'How much radiation does it involve?',
        answerHtml:
          '<p>A contrast CT of the abdomen and pelvis gives a moderate dose (roughly 8-10 mSv). It is advised only when the information is needed for your treatment. Pregnant women should always inform the staff.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 8000,
    reportHours: 24,
  },
  {
    name: 'CT PNS (Paranasal Sinuses)',
    slug: 'ct-pns',
    category: 'ct',
    aliases: ['CT Paranasal Sinuses', 'CT Sinus', 'CT PNS Plain', 'CT Scan Sinuses'],
    fasting: false,
    preparationHtml:
      '<p>No fasting or special preparation is needed.</p><ul>' +
      '<li>Remove earrings, nose pins, hair clips, spectacles and dentures.</li>' +
      CT_PREG +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back (or occasionally face down) with your head still, and thin slices of the sinuses are taken in a few seconds. The whole test takes about <strong>5-10 minutes</strong>. A low X-ray dose is used.</p>',
    faqs: [
      {
        question: 'When is a CT PNS advised?',
        answerHtml:
          '<p>It is advised by ENT doctors for chronic sinusitis that does not improve with medicines, nasal polyps, deviated nasal septum, and for planning endoscopic sinus surgery (FESS).</p>',
      },
      {
        question: 'Is CT better than X-ray for sinuses?',
        answerHtml:
          '<p>Yes. X-ray (Waters view) gives a rough picture, while CT shows all the small sinus openings and their drainage pathways, which surgeons need before operating.</p>',
      },
      {
        question: 'Do I need to fast?',
        answerHtml: '<p>No, a plain CT PNS needs no fasting.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 3000,
    reportHours: 24,
  },
  {
    name: 'CT KUB',
    slug: 'ct-kub',
    category: 'ct',
    aliases: ['NCCT KUB', 'CT Kidney Ureter Bladder', 'CT Scan for Kidney Stones', 'Plain CT KUB'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is required for a plain CT KUB.</p><ul>' +
      '<li>Drink 2-3 glasses of water about 45 minutes before the scan so that the bladder is moderately full, unless the centre advises otherwise.</li>' +
      CT_METAL +
      CT_PREG +
      "<li>Carry previous ultrasound or X-ray KUB reports and the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back and the table passes through the scanner while you hold your breath for a few seconds. No injection is needed. The scan takes <strong>under 5 minutes</strong> and uses X-ray radiation at a low-dose setting where possible.</p>',
    faqs: [
      {
        question: 'Why is CT KUB done for kidney stones?',
        answerHtml:
          '<p>Plain CT KUB is the most accurate test for stones in the kidneys, ureters and bladder. It shows the size and exact position of the stone and whether it is blocking urine flow, which helps decide treatment.</p>',
      },
      {
        question: 'Is contrast injected?',
        answerHtml:
          '<p>No. Stones show up clearly without contrast. If the urologist needs to see kidney function and drainage, a separate contrast study (CT urography) may be advised.</p>',
      },
      {
        question: 'Can I have it during severe pain?',
        answerHtml:
          '<p>Yes. It is quick and often done in emergencies for renal colic. Take the pain medicine prescribed by your doctor.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours, often the same day.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 4000,
    reportHours: 24,
  },
  {
    name: 'CT Coronary Angiography',
    displayName: 'CT Coronary Angiogram',
    slug: 'ct-coronary-angiography',
    category: 'ct',
    aliases: ['CT Coronary Angiogram', 'CTCA', 'CT Angio Heart', 'Coronary CT Angiography', 'CCTA'],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p><strong>Fast for 4 hours</strong> before the test; water is allowed.</p><ul>' +
      '<li><strong>Avoid tea, coffee, cola, energy drinks and chocolate for 12 hours</strong> before the test, as caffeine raises the heart rate.</li>' +
      '<li>Do not take sildenafil or tadalafil (Viagra and similar) for 48 hours before, because nitroglycerin may be given during the test.</li>' +
      '<li>Continue your heart and blood pressure medicines. The doctor may give a beta-blocker tablet to slow the heart rate before scanning.</li>' +
      CONTRAST_KIDNEY +
      CT_IODINE +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>ECG leads are attached to your chest and a cannula is placed in the arm. Once the heart rate is slow and steady (ideally below 65 beats per minute), iodine contrast is injected and the heart is scanned during a single breath-hold of about 5-10 seconds. The whole visit takes <strong>1-2 hours</strong> including preparation. It involves X-ray radiation.</p>',
    faqs: [
      {
        question: 'What is CT Coronary Angiography?',
        answerHtml:
          '<p>It is a non-invasive scan that shows the arteries supplying the heart muscle and any narrowing or plaque in them. Unlike a conventional angiogram, no catheter is passed through the groin or wrist.</p>',
      },
      {
        question: 'Who should get this test?',
        answerHtml:
          '<p>It is useful for people with chest pain and low to intermediate risk of heart disease, an unclear TMT result, or before some heart surgeries. A cardiologist decides whether it is suitable for you.</p>',
      },
      {
        question: 'Why must my heart rate be slow?',
        answerHtml:
          '<p>A slow, regular heartbeat gives sharp images of the small coronary arteries. A beta-blocker may be given to achieve this. Irregular rhythms such as atrial fibrillation may reduce image quality.</p>',
      },
      {
        question: 'Can I eat before the test?',
        answerHtml: '<p>Fast for 4 hours and avoid all caffeine for 12 hours before the scan.</p>',
      },
      {
        question: 'Is a calcium score included?',
        answerHtml:
          '<p>Most centres perform a coronary calcium score scan first, without contrast, as part of the study. Check with the centre when booking.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml:
          '<p>The images need detailed 3D processing, so the report is usually ready within 24-48 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 12000,
    reportHours: 48,
  },
  {
    name: 'CT Neck',
    slug: 'ct-neck',
    category: 'ct',
    aliases: ['CECT Neck', 'CT Neck with Contrast', 'CT Soft Tissue Neck', 'CT Scan Neck'],
    fasting: true,
    fastingHours: 4,
    preparationHtml:
      '<p>A CT Neck is usually done with contrast, so <strong>fast for 4 hours</strong> before the scan.</p><ul>' +
      CONTRAST_KIDNEY +
      CT_IODINE +
      '<li>Remove chains, earrings, hair clips and dentures.</li>' +
      CT_PREG +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with the chin slightly raised. Iodine contrast is injected through an arm vein and the neck is scanned in a few seconds; you will be asked not to swallow during the scan. The study takes about <strong>10-15 minutes</strong> and uses X-ray radiation.</p>',
    faqs: [
      {
        question: 'What does a CT Neck show?',
        answerHtml:
          '<p>It shows neck lumps, enlarged lymph nodes, throat and voice box tumours, abscesses, salivary gland disease and thyroid masses extending into the chest.</p>',
      },
      {
        question: 'Why should I not swallow during the scan?',
        answerHtml:
          '<p>Swallowing moves the throat and voice box and blurs the images. The technician will tell you exactly when to hold still.</p>',
      },
      {
        question: 'I have thyroid disease. Is iodine contrast a problem?',
        answerHtml:
          '<p>Tell the staff. Iodine contrast can affect thyroid function tests and may delay radioactive iodine treatment for some weeks, so your doctor may plan the timing.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 24 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 5500,
    reportHours: 24,
  },
  {
    name: 'CT Cervical Spine',
    slug: 'ct-cervical-spine',
    category: 'ct',
    aliases: ['CT C Spine', 'CT Neck Spine', 'Plain CT Cervical Spine', 'CT Scan Cervical Spine'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li>Remove chains, earrings, hair clips and dentures. Keep any cervical collar on until the staff tell you to remove it.</li>' +
      CT_PREG +
      CARRY_DOCS +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with the head supported, and the neck is scanned in a few seconds. The test takes about <strong>5-10 minutes</strong> in all. It uses X-ray radiation.</p>',
    faqs: [
      {
        question: 'When is CT Cervical Spine preferred over MRI?',
        answerHtml:
          '<p>CT shows bones in fine detail, so it is preferred after neck injuries to detect fractures, and for planning spine surgery. MRI is better for discs, nerves and the spinal cord.</p>',
      },
      {
        question: 'Do I need to fast?',
        answerHtml: '<p>No fasting is required for a plain scan.</p>',
      },
      {
        question: 'Is a prescription required?',
        answerHtml: "<p>Yes, CT scans in India are done on a doctor's written referral.</p>",
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 4000,
    reportHours: 24,
  },
  {
    name: 'CT Temporal Bone',
    displayName: 'HRCT Temporal Bone',
    slug: 'ct-temporal-bone',
    category: 'ct',
    aliases: ['HRCT Temporal Bone', 'CT Ear', 'HRCT Mastoid', 'CT Mastoids'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li>Remove hearing aids, earrings, hair clips and spectacles.</li>' +
      CT_PREG +
      '<li>Carry your audiometry and ENT reports along with the prescription.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with your head held still in a cradle, and very thin slices of both ears are taken in a few seconds. The whole test takes about <strong>10 minutes</strong>. A low dose of X-ray radiation is used.</p>',
    faqs: [
      {
        question: 'What does HRCT Temporal Bone show?',
        answerHtml:
          '<p>It shows the tiny bones of the middle ear, the inner ear and the mastoid air cells. It is used for chronic ear discharge, cholesteatoma, hearing loss, and before ear surgery or cochlear implants.</p>',
      },
      {
        question: 'Does it hurt?',
        answerHtml: '<p>No. It is a quick scan with no injection.</p>',
      },
      {
        question: 'Can I eat before the test?',
        answerHtml: '<p>Yes, there is no fasting.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 4000,
    reportHours: 24,
  },
  {
    name: 'Low-dose CT Chest',
    displayName: 'Lung Cancer Screening CT',
    slug: 'low-dose-ct-chest',
    category: 'ct',
    aliases: ['LDCT Chest', 'Lung Cancer Screening CT', 'Low Dose CT Lungs', 'LDCT Screening'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li>Remove chains and any metal over the chest; wear clothes without metal.</li>' +
      '<li>If you have had a cough, cold or chest infection recently, tell the staff; the scan may be postponed by a few weeks to avoid confusing findings.</li>' +
      CT_PREG +
      '<li>Carry previous chest X-rays or CT scans for comparison.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with arms above your head and hold your breath for a few seconds while the chest is scanned. No injection is given. The test takes <strong>under 5 minutes</strong> and uses a much lower radiation dose than a standard chest CT.</p>',
    faqs: [
      {
        question: 'Who should get a low-dose CT Chest?',
        answerHtml:
          '<p>It is mainly used for lung cancer screening in current or former heavy smokers aged about 50-80 years. Your doctor can advise whether screening suits you based on your smoking history and other risks.</p>',
      },
      {
        question: 'How low is the radiation dose?',
        answerHtml:
          '<p>About 1-1.5 mSv, several times lower than a standard diagnostic chest CT.</p>',
      },
      {
        question: 'What if a nodule is found?',
        answerHtml:
          '<p>Small nodules are common and most are harmless. The report will suggest follow-up based on size, often a repeat scan after a few months. Only a few need further tests.</p>',
      },
      {
        question: 'Do I need a prescription?',
        answerHtml:
          "<p>Yes, as with all CT scans, centres usually require a doctor's referral.</p>",
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 3500,
    reportHours: 24,
  },
];

const ULTRASOUND_PRODUCTS: ProductSeed[] = [
  {
    name: 'Ultrasound Whole Abdomen',
    displayName: 'USG Whole Abdomen',
    slug: 'ultrasound-whole-abdomen',
    category: 'ultrasound',
    aliases: [
      'USG Whole Abdomen',
      'USG Abdomen',
      'Sonography Abdomen',
      'Abdominal Ultrasound',
      'USG Abdomen and Pelvis',
    ],
    fasting: true,
    fastingHours: 6,
    preparationHtml:
      '<p><strong>Fast for 6-8 hours</strong> before the scan. A morning appointment after an overnight fast is ideal. Avoid tea, coffee, milk and fizzy drinks; plain water is allowed.</p><ul>' +
      FULL_BLADDER +
      '<li>Diabetic patients should tell the centre so the scan can be scheduled early in the morning.</li>' +
      "<li>Carry previous ultrasound reports and the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back and a warm gel is applied to the abdomen. The sonologist moves a probe over the skin to view the liver, gallbladder, pancreas, spleen, kidneys, bladder and pelvic organs, sometimes asking you to take a deep breath or turn to one side. It takes about <strong>15-30 minutes</strong> and is painless, with <strong>no radiation</strong>.</p>',
    faqs: [
      {
        question: 'Why do I need to fast for an abdominal ultrasound?',
        answerHtml:
          '<p>Fasting keeps the gallbladder full so stones and wall thickening can be seen, and reduces gas in the bowel, which blocks the ultrasound beam.</p>',
      },
      {
        question: 'Why should my bladder be full?',
        answerHtml:
          '<p>A full bladder lifts bowel loops out of the way and acts as a window to see the bladder, uterus and ovaries or prostate. Drink 4-5 glasses of water an hour before and hold your urine.</p>',
      },
      {
        question: 'Is ultrasound safe?',
        answerHtml:
          '<p>Yes. It uses sound waves, not X-rays, and can be repeated as often as needed, including in children and pregnant women.</p>',
      },
      {
        question: "Is a doctor's prescription required?",
        answerHtml:
          "<p>Most centres in India ask for a doctor's prescription for ultrasound, and it helps the sonologist focus on your problem. Some centres accept walk-in requests for routine abdominal scans.</p>",
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually the same day, within 2-3 hours of the scan.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1500,
    reportHours: 3,
  },
  {
    name: 'Ultrasound Pelvis',
    slug: 'ultrasound-pelvis',
    category: 'ultrasound',
    aliases: ['USG Pelvis', 'Pelvic Ultrasound', 'USG Lower Abdomen', 'Sonography Pelvis'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      FULL_BLADDER +
      '<li>Women should note the date of their last menstrual period.</li>' +
      "<li>Carry the doctor's prescription and previous reports.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back and the probe is moved over the lower abdomen after applying gel. In women, a transvaginal scan may be suggested for better detail, only with consent. The test takes about <strong>15-20 minutes</strong>, is painless and uses no radiation.</p>',
    faqs: [
      {
        question: 'What does an Ultrasound Pelvis show?',
        answerHtml:
          '<p>In women it shows the uterus, ovaries and bladder (fibroids, cysts, PCOS, thickened endometrium). In men it shows the bladder and prostate size, and how well the bladder empties.</p>',
      },
      {
        question: 'How much water should I drink?',
        answerHtml:
          '<p>Drink 4-5 glasses (about 1 litre) of water about an hour before the scan and do not pass urine until the scan is over.</p>',
      },
      {
        question: 'Can I get this scan during my periods?',
        answerHtml:
          '<p>Yes, a pelvic ultrasound can be done during periods. For some problems your doctor may prefer a particular day of the cycle; follow their advice.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 2-3 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1200,
    reportHours: 3,
  },
  {
    name: 'Ultrasound KUB',
    slug: 'ultrasound-kub',
    category: 'ultrasound',
    aliases: ['USG KUB', 'Kidney Ultrasound', 'USG Kidney Ureter Bladder', 'Sonography KUB'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is required.</p><ul>' +
      FULL_BLADDER +
      '<li>Carry previous kidney scans, urine and creatinine reports if any.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>Gel is applied and the probe is moved over the flanks and lower abdomen to see both kidneys, the ureters and the bladder. You may be asked to empty your bladder and return for a quick scan to measure leftover urine (post-void residue). It takes about <strong>15-20 minutes</strong> with no radiation.</p>',
    faqs: [
      {
        question: 'What does USG KUB detect?',
        answerHtml:
          '<p>It detects kidney stones, swelling of the kidney due to blockage (hydronephrosis), cysts, kidney size changes in chronic kidney disease, bladder stones and, in men, prostate enlargement.</p>',
      },
      {
        question: 'Can it miss small stones?',
        answerHtml:
          '<p>Very small stones, especially in the ureter, can be hidden by bowel gas. If symptoms strongly suggest a stone, your doctor may advise a CT KUB.</p>',
      },
      {
        question: 'Why must I hold my urine?',
        answerHtml:
          '<p>A full bladder is needed to see the bladder wall, stones in it, the lower ureters and the prostate.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1200,
    reportHours: 3,
  },
  {
    name: 'Obstetric Ultrasound (Level 1)',
    displayName: 'Pregnancy Scan (Level 1)',
    slug: 'obstetric-ultrasound-level-1',
    category: 'ultrasound',
    aliases: [
      'Pregnancy Ultrasound',
      'USG Obstetric',
      'Level 1 Scan',
      'Dating Scan',
      'Growth Scan',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed; eat normally.</p><ul>' +
      '<li><strong>In early pregnancy (up to about 12 weeks)</strong> a full bladder helps: drink 4-5 glasses of water 1 hour before and do not pass urine. Later in pregnancy a full bladder is usually not needed.</li>' +
      PCPNDT +
      '<li>Carry all previous scan reports and antenatal records.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back and gel is applied to the abdomen. The sonologist checks the number of babies, heartbeat, gestational age, growth, placenta position and amniotic fluid. It takes about <strong>15-20 minutes</strong>, is painless and uses no radiation.</p>',
    faqs: [
      {
        question: 'Is ultrasound safe for my baby?',
        answerHtml:
          '<p>Yes. Ultrasound uses sound waves, not radiation, and has been used in pregnancy for decades. It is done only when medically needed and as advised by your obstetrician.</p>',
      },
      {
        question: 'What is the difference between Level 1 and Level 2 scans?',
        answerHtml:
          "<p>A Level 1 scan checks basic facts such as heartbeat, age of the pregnancy, growth, placenta and fluid. A Level 2 (anomaly) scan at 18-22 weeks examines the baby's organs in detail for birth defects.</p>",
      },
      {
        question: 'Will you tell me the sex of the baby?',
        answerHtml:
          '<p>No. Determining or disclosing the sex of the foetus is prohibited by law in India under the PCPNDT Act, and no centre will do it.</p>',
      },
      {
        question: 'Is a prescription required?',
        answerHtml:
          "<p>Yes. Under the PCPNDT Act, a doctor's referral and a photo ID are needed, and Form F is filled for every pregnancy scan.</p>",
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1500,
    reportHours: 2,
  },
  {
    name: 'Anomaly Scan (Level 2 / TIFFA)',
    displayName: 'Level 2 Anomaly Scan (TIFFA)',
    slug: 'anomaly-scan-level-2',
    category: 'ultrasound',
    aliases: [
      'TIFFA Scan',
      'Level 2 Ultrasound',
      'Anomaly Scan',
      'Targeted Imaging for Fetal Anomalies',
      'Mid-pregnancy Scan',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting and no full bladder are needed. Eat normally; a light snack before the scan may make the baby more active.</p><ul>' +
      '<li>The scan is ideally done between <strong>18 and 22 weeks</strong> of pregnancy; book early so you do not miss this window.</li>' +
      PCPNDT +
      '<li>Carry your NT scan, blood test (double/quadruple marker) and earlier ultrasound reports.</li>' +
      '</ul>',
    howItIsDoneHtml:
      "<p>You lie on your back and the sonologist studies the baby's brain, face, spine, heart, abdomen, kidneys, limbs, placenta and fluid in detail. Because the baby has to be in the right position, the scan takes <strong>30-45 minutes</strong> and you may be asked to walk around and return. It is painless and uses no radiation.</p>",
    faqs: [
      {
        question: 'Why is the anomaly scan important?',
        answerHtml:
          '<p>It is the main scan for detecting structural birth defects in the baby, such as problems with the brain, spine, heart, kidneys or limbs, at a stage when further tests and planning are still possible.</p>',
      },
      {
        question: 'What does TIFFA mean?',
        answerHtml:
          '<p>TIFFA stands for Targeted Imaging For Fetal Anomalies. It is another name for the detailed Level 2 scan.</p>',
      },
      {
        question: 'Can the scan detect every problem?',
        answerHtml:
          '<p>No scan can detect every condition. Some heart defects and problems that develop later in pregnancy may not be visible at this stage. Your doctor may advise a fetal echo or follow-up scans if needed.</p>',
      },
      {
        question: 'Do I need a full bladder?',
        answerHtml:
          '<p>No. At this stage the womb is large enough to be seen without a full bladder.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 2-3 hours of the scan.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 3000,
    reportHours: 3,
  },
  {
    name: 'NT Scan',
    displayName: 'NT Scan (Nuchal Translucency)',
    slug: 'nt-scan',
    category: 'ultrasound',
    aliases: [
      'Nuchal Translucency Scan',
      'NT NB Scan',
      'First Trimester Screening Scan',
      '12 Week Scan',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li>The scan must be done between <strong>11 weeks and 13 weeks 6 days</strong> of pregnancy; book in time.</li>' +
      "<li>A moderately full bladder may help; follow the centre's advice on how much water to drink.</li>" +
      PCPNDT +
      '<li>Carry your dating scan report. The double marker blood test is often done on the same day.</li>' +
      '</ul>',
    howItIsDoneHtml:
      "<p>The sonologist measures the fluid space at the back of the baby's neck (nuchal translucency), checks the nasal bone and early anatomy through the abdomen. Occasionally a transvaginal scan is needed for a clear view. It takes about <strong>20-30 minutes</strong> and uses no radiation.</p>",
    faqs: [
      {
        question: 'What is the NT scan for?',
        answerHtml:
          "<p>Together with the mother's age and the double marker blood test, the NT measurement estimates the chance of chromosomal conditions such as Down syndrome. It is a screening test, not a diagnosis.</p>",
      },
      {
        question: 'Why is the timing so strict?',
        answerHtml:
          '<p>The measurement is only valid between 11 weeks and 13 weeks 6 days. Before or after this window the result cannot be interpreted.</p>',
      },
      {
        question: 'What if the risk is high?',
        answerHtml:
          '<p>A high-risk result means further tests are needed, such as NIPT or CVS/amniocentesis. Your obstetrician or a fetal medicine specialist will guide you.</p>',
      },
      {
        question: 'Can I eat before the scan?',
        answerHtml: '<p>Yes. No fasting is required for the NT scan or the double marker test.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 2000,
    reportHours: 2,
  },
  {
    name: 'Ultrasound Thyroid (Neck)',
    slug: 'ultrasound-thyroid',
    category: 'ultrasound',
    aliases: ['USG Thyroid', 'USG Neck', 'Thyroid Ultrasound', 'Sonography Neck'],
    fasting: false,
    preparationHtml:
      '<p>No preparation or fasting is needed.</p><ul>' +
      '<li>Wear a top with a loose or open neck and avoid necklaces.</li>' +
      '<li>Carry your thyroid function test (TSH, T3, T4) reports and any previous scans.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with a pillow under the shoulders so the neck is slightly stretched. Gel is applied and the probe is moved over the front of the neck to study the thyroid and nearby lymph nodes. It takes about <strong>10-15 minutes</strong> and uses no radiation.</p>',
    faqs: [
      {
        question: 'Why is a thyroid ultrasound done?',
        answerHtml:
          '<p>It is done for a neck swelling (goitre), thyroid nodules felt by the doctor, abnormal thyroid tests, and to follow up known nodules. It also guides needle biopsies (FNAC).</p>',
      },
      {
        question: 'What is TI-RADS?',
        answerHtml:
          '<p>TI-RADS is a scoring system the radiologist uses to describe how suspicious a nodule looks, which helps decide whether a biopsy is needed.</p>',
      },
      {
        question: 'Do I need to stop thyroid tablets?',
        answerHtml: '<p>No. Take your medicines as usual.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1200,
    reportHours: 3,
  },
  {
    name: 'Ultrasound Breast',
    slug: 'ultrasound-breast',
    category: 'ultrasound',
    aliases: ['USG Breast', 'Breast Ultrasound', 'Sonomammography', 'USG Both Breasts'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is required.</p><ul>' +
      '<li>Wear a two-piece outfit, as you will need to undress above the waist.</li>' +
      '<li>Avoid applying powder, lotion or deodorant on the breasts and underarms.</li>' +
      '<li>Carry previous mammograms and breast ultrasound reports for comparison.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with your arm raised above your head. Gel is applied and the probe is moved over each breast and armpit. It takes about <strong>15-20 minutes</strong>, involves no compression and no radiation.</p>',
    faqs: [
      {
        question: 'When is breast ultrasound preferred?',
        answerHtml:
          '<p>It is the first test for a breast lump in women under 40, during pregnancy and breastfeeding, and is used alongside mammography in women with dense breasts. It is good at telling a fluid-filled cyst from a solid lump.</p>',
      },
      {
        question: 'Can ultrasound replace mammography?',
        answerHtml:
          '<p>Not for women over 40. Mammography picks up tiny calcium deposits that can be an early sign of cancer, which ultrasound may miss. The two tests complement each other.</p>',
      },
      {
        question: 'Is it painful?',
        answerHtml: '<p>No. Only light pressure from the probe is felt.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1800,
    reportHours: 3,
  },
  {
    name: 'Colour Doppler Lower Limb Venous',
    displayName: 'Venous Doppler Both Legs',
    slug: 'colour-doppler-lower-limb-venous',
    category: 'ultrasound',
    aliases: [
      'Venous Doppler Legs',
      'Lower Limb Venous Doppler',
      'Doppler for Varicose Veins',
      'DVT Doppler',
      'Bilateral Lower Limb Venous Doppler',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed. The price is for both legs.</p><ul>' +
      '<li>Wear shorts or loose trousers that can be rolled up to the groin.</li>' +
      '<li>Remove compression stockings before the test.</li>' +
      "<li>Carry the doctor's prescription and any previous Doppler reports.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>The veins from the groin to the ankle are scanned with gel and a probe, partly lying down and partly standing, while the sonologist squeezes the calf or asks you to strain (Valsalva) to check the valves. Colour Doppler shows the direction of blood flow. It takes about <strong>30-45 minutes</strong> for both legs and uses no radiation.</p>',
    faqs: [
      {
        question: 'Why is a venous Doppler done?',
        answerHtml:
          '<p>It checks for blood clots in the deep veins (DVT) in a swollen, painful leg, and maps leaking valves in varicose veins before laser or surgical treatment.</p>',
      },
      {
        question: 'Why do I need to stand during the test?',
        answerHtml:
          '<p>Leaking valves show up best when the veins are filled in the standing position, so part of the test for varicose veins is done standing.</p>',
      },
      {
        question: 'Is it urgent if DVT is suspected?',
        answerHtml:
          '<p>Yes. A sudden swollen, painful calf, especially after travel, surgery or bed rest, should be scanned the same day, as clots can travel to the lungs. Seek emergency care if you are breathless.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 3-4 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 4500,
    reportHours: 4,
  },
  {
    name: 'Ultrasound Scrotum',
    slug: 'ultrasound-scrotum',
    category: 'ultrasound',
    aliases: ['USG Scrotum', 'Testicular Ultrasound', 'Scrotal Doppler', 'USG Testis'],
    fasting: false,
    preparationHtml:
      '<p>No fasting or special preparation is needed.</p><ul>' +
      '<li>Wear loose clothing. A sheet will be provided for privacy.</li>' +
      "<li>Carry the doctor's prescription and any semen analysis or previous reports.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back and a towel is used to support the scrotum. Gel is applied and both testes, the epididymis and the veins are studied, usually with colour Doppler to check blood flow; you may be asked to strain to look for varicocele. It takes about <strong>15-20 minutes</strong> with no radiation.</p>',
    faqs: [
      {
        question: 'When is a scrotal ultrasound advised?',
        answerHtml:
          '<p>It is advised for scrotal swelling, pain, hydrocele, varicocele, lumps in the testis, infertility evaluation and injuries.</p>',
      },
      {
        question: 'Sudden severe testicular pain: what should I do?',
        answerHtml:
          '<p>Sudden severe pain may be testicular torsion, an emergency that needs treatment within hours. Go to a hospital emergency department immediately rather than booking a routine scan.</p>',
      },
      {
        question: 'Is the test painful?',
        answerHtml:
          '<p>Usually not. If the area is tender, the sonologist will use very light pressure.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1500,
    reportHours: 3,
  },
  {
    name: 'Follicular Study',
    displayName: 'Follicular Study (Ovulation Scan Series)',
    slug: 'follicular-study',
    category: 'ultrasound',
    aliases: [
      'Follicle Monitoring',
      'Ovulation Study',
      'Follicular Monitoring Scan',
      'TVS Follicular Study',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed. The price covers a series of scans in one menstrual cycle.</p><ul>' +
      '<li>The first scan is usually on <strong>day 2-3</strong> or <strong>day 8-10</strong> of the cycle (day 1 being the first day of bleeding), as advised by your fertility doctor.</li>' +
      '<li>Scans are done transvaginally, so <strong>empty your bladder</strong> just before each scan.</li>' +
      "<li>Carry your fertility doctor's prescription and medicine schedule.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>A thin, covered probe is gently placed in the vagina to measure the growing follicles in the ovaries and the lining of the uterus. Scans are repeated every 1-3 days until ovulation, each taking about <strong>10 minutes</strong>. There is no radiation.</p>',
    faqs: [
      {
        question: 'What is a follicular study?',
        answerHtml:
          '<p>It is a series of ultrasound scans to track the growth of egg follicles and confirm ovulation. It helps time intercourse, IUI or trigger injections when trying to conceive.</p>',
      },
      {
        question: 'How many visits are needed?',
        answerHtml:
          '<p>Usually 3-5 visits in one cycle, depending on how quickly the follicles grow.</p>',
      },
      {
        question: 'Is the transvaginal scan painful?',
        answerHtml:
          '<p>Most women feel only mild pressure. It is done by a trained sonologist, with a female attendant present.</p>',
      },
      {
        question: 'When do I get the result?',
        answerHtml:
          '<p>The findings are shared right after each scan so your doctor can plan the next step; the written report follows within a couple of hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 3000,
    reportHours: 2,
  },
  {
    name: 'Transvaginal Ultrasound (TVS)',
    slug: 'transvaginal-ultrasound',
    category: 'ultrasound',
    aliases: ['TVS', 'USG TVS', 'Transvaginal Sonography', 'Internal Pelvic Scan'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li><strong>Empty your bladder</strong> just before the scan.</li>' +
      '<li>Note the date of your last menstrual period. The scan can be done during periods if needed.</li>' +
      "<li>Carry your gynaecologist's prescription and previous reports.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back with knees bent. A thin probe covered with a sterile sheath and gel is gently placed in the vagina to give close, detailed images of the uterus and ovaries. It takes about <strong>10-15 minutes</strong> and uses no radiation.</p>',
    faqs: [
      {
        question: 'Why is a transvaginal scan done instead of an abdominal scan?',
        answerHtml:
          '<p>The probe is closer to the uterus and ovaries, so it gives clearer images of the endometrium, small cysts, PCOS, fibroids and early pregnancy.</p>',
      },
      {
        question: 'Is it done for unmarried women?',
        answerHtml:
          '<p>A transvaginal scan is not done in women who have never been sexually active; an abdominal pelvic scan is used instead. It is always done only with your consent.</p>',
      },
      {
        question: 'Is it painful?',
        answerHtml:
          '<p>It is usually painless, with mild pressure. A female attendant is present during the scan.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1500,
    reportHours: 3,
  },
];

const XRAY_PRODUCTS: ProductSeed[] = [
  {
    name: 'X-Ray Chest PA View',
    displayName: 'Chest X-Ray',
    slug: 'x-ray-chest-pa-view',
    category: 'x-ray',
    aliases: ['Chest X-Ray', 'CXR PA View', 'X-Ray Chest', 'Chest Radiograph'],
    fasting: false,
    preparationHtml:
      '<p>No fasting or special preparation is needed.</p><ul>' +
      '<li>Remove chains, pendants, and any clothing with metal hooks or buttons over the chest; a gown may be given.</li>' +
      '<li>Women should tell the staff if they are pregnant or might be pregnant.</li>' +
      "<li>Carry the doctor's prescription and any previous chest X-rays.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You stand with your chest against the X-ray plate, hands on hips and shoulders rolled forward, and take a deep breath and hold it for a second while the image is taken. The whole test takes <strong>about 5 minutes</strong>. The radiation dose is very small. Portable X-ray at home is offered in some cities for patients who cannot travel.</p>',
    faqs: [
      {
        question: 'What does a chest X-ray show?',
        answerHtml:
          '<p>It shows the lungs, heart size, and the bones of the chest. It is used for cough, fever, breathlessness, chest pain, tuberculosis screening and pre-employment or pre-operative check-ups.</p>',
      },
      {
        question: 'Is the radiation harmful?',
        answerHtml:
          '<p>A chest X-ray gives a very low dose, about the same as a few days of natural background radiation. Pregnant women should still inform the staff so a lead apron can be used or the test deferred.</p>',
      },
      {
        question: 'Can the X-ray be done at home?',
        answerHtml:
          '<p>Yes, some providers bring a portable X-ray machine home for elderly or bed-bound patients. Image quality is slightly lower than a fixed machine, and an extra visit charge may apply.</p>',
      },
      {
        question: 'Is a prescription required?',
        answerHtml:
          "<p>Most centres ask for a doctor's prescription, though many accept a chest X-ray as part of a health check-up.</p>",
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 4-6 hours.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 400,
    reportHours: 4,
  },
  {
    name: 'X-Ray Knee AP/Lateral',
    slug: 'x-ray-knee-ap-lateral',
    category: 'x-ray',
    aliases: [
      'Knee X-Ray',
      'X-Ray Knee Joint',
      'X-Ray Knee AP and Lateral View',
      'X-Ray Knee Standing',
    ],
    fasting: false,
    preparationHtml:
      '<p>No preparation is needed. The price is for one knee with two views.</p><ul>' +
      '<li>Wear shorts or loose trousers that roll up above the knee; remove knee caps or braces.</li>' +
      '<li>Tell the staff if you are pregnant.</li>' +
      "<li>Carry the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>Two images are taken: one from the front (AP) and one from the side (lateral). For arthritis, the doctor may ask for the front view to be taken standing to show joint space narrowing. It takes <strong>about 5-10 minutes</strong> with a very low radiation dose.</p>',
    faqs: [
      {
        question: 'What does a knee X-ray show?',
        answerHtml:
          '<p>It shows fractures, osteoarthritis (joint space narrowing and bony spurs), alignment and bone lesions. Ligament and meniscus injuries need an MRI.</p>',
      },
      {
        question: 'Why a standing X-ray for knee pain?',
        answerHtml:
          '<p>Standing puts body weight on the joint, which shows the true joint space and how much cartilage has worn out in arthritis.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 4-6 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 600,
    reportHours: 6,
  },
  {
    name: 'X-Ray Lumbar Spine',
    slug: 'x-ray-lumbar-spine',
    category: 'x-ray',
    aliases: [
      'X-Ray LS Spine',
      'X-Ray Lumbosacral Spine',
      'Lower Back X-Ray',
      'X-Ray LS Spine AP Lateral',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li>Wear clothes without metal zips or buttons around the waist, or change into a gown.</li>' +
      '<li>Women must tell the staff if they are or might be pregnant, as the lower back is close to the womb.</li>' +
      "<li>Carry the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>Two views are usually taken, lying down or standing: one from the front and one from the side. You hold your breath for a moment for each image. It takes <strong>about 10 minutes</strong> and involves a low radiation dose.</p>',
    faqs: [
      {
        question: 'What does a lumbar spine X-ray show?',
        answerHtml:
          '<p>It shows the alignment of the vertebrae, fractures, degenerative changes (spondylosis), slipping of a vertebra (spondylolisthesis) and reduced disc height. Discs and nerves themselves are seen only on MRI.</p>',
      },
      {
        question: 'Is it safe in pregnancy?',
        answerHtml:
          '<p>It is usually avoided during pregnancy because the beam is near the womb. Tell the staff if there is any chance of pregnancy.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 4-6 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 700,
    reportHours: 6,
  },
  {
    name: 'X-Ray PNS (Waters View)',
    slug: 'x-ray-pns-waters-view',
    category: 'x-ray',
    aliases: ['X-Ray PNS', 'X-Ray Sinus', 'Waters View X-Ray', 'X-Ray Paranasal Sinuses OM View'],
    fasting: false,
    preparationHtml:
      '<p>No preparation is needed.</p><ul>' +
      '<li>Remove spectacles, earrings, nose pins, hair clips and dentures.</li>' +
      '<li>Tell the staff if you are pregnant.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You sit or stand facing the X-ray plate with the chin raised and the mouth open or closed as instructed (occipitomental or Waters view). A single image is taken in a second. The test takes <strong>about 5 minutes</strong> with a very low radiation dose.</p>',
    faqs: [
      {
        question: 'What does X-Ray PNS show?',
        answerHtml:
          '<p>It shows the maxillary and frontal sinuses and can reveal fluid, thickened lining or blockage in sinusitis.</p>',
      },
      {
        question: 'Is X-ray enough for sinus problems?',
        answerHtml:
          '<p>For a simple sinus infection it may be enough. For chronic sinusitis, polyps or before surgery, ENT doctors usually prefer a CT PNS.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 4 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 400,
    reportHours: 4,
  },
  {
    name: 'X-Ray Cervical Spine',
    slug: 'x-ray-cervical-spine',
    category: 'x-ray',
    aliases: ['X-Ray C Spine', 'Neck X-Ray', 'X-Ray Cervical Spine AP Lateral', 'X-Ray CS Spine'],
    fasting: false,
    preparationHtml:
      '<p>No preparation is needed.</p><ul>' +
      '<li>Remove chains, earrings, hair clips and dentures.</li>' +
      '<li>Tell the staff if you are pregnant.</li>' +
      "<li>Carry the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>Front (AP) and side (lateral) views of the neck are taken while you stand or sit; you may be asked to pull your shoulders down to show the lower neck. Flexion and extension views are added only if the doctor asks. The test takes <strong>about 5-10 minutes</strong> with a low radiation dose.</p>',
    faqs: [
      {
        question: 'What does a cervical spine X-ray show?',
        answerHtml:
          '<p>It shows cervical spondylosis, bony spurs, loss of the normal neck curve, narrowed disc spaces and fractures after injury.</p>',
      },
      {
        question: 'Will it show a slipped disc?',
        answerHtml:
          '<p>No. Discs and nerves are not visible on X-ray. If a disc problem is suspected, an MRI Cervical Spine is needed.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 4-6 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 600,
    reportHours: 6,
  },
  {
    name: 'X-Ray Abdomen Erect',
    slug: 'x-ray-abdomen-erect',
    category: 'x-ray',
    aliases: [
      'X-Ray Abdomen Standing',
      'Erect Abdomen X-Ray',
      'X-Ray Abdomen',
      'Plain X-Ray Abdomen',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed for this X-ray.</p><ul>' +
      '<li>Remove belts, and clothing with metal zips or buttons around the abdomen.</li>' +
      '<li>Women must tell the staff if they are or might be pregnant.</li>' +
      "<li>Carry the doctor's prescription.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>You stand in front of the X-ray plate and a single image of the abdomen is taken while you hold your breath. If you cannot stand, an image is taken lying on your side. It takes <strong>about 5 minutes</strong> with a low radiation dose.</p>',
    faqs: [
      {
        question: 'Why is an erect abdomen X-ray done?',
        answerHtml:
          '<p>Standing allows air-fluid levels and free air under the diaphragm to be seen, which helps detect intestinal obstruction and perforation in patients with acute abdominal pain or vomiting.</p>',
      },
      {
        question: 'Is this test urgent?',
        answerHtml:
          '<p>Severe abdominal pain with vomiting or a swollen abdomen needs emergency care. Go to a hospital rather than booking a routine slot.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 4 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 500,
    reportHours: 4,
  },
];

const MAMMOGRAPHY_PRODUCTS: ProductSeed[] = [
  {
    name: 'Digital Mammography (Bilateral)',
    displayName: 'Mammogram (Both Breasts)',
    slug: 'digital-mammography-bilateral',
    category: 'mammography',
    aliases: [
      'Mammogram',
      'Bilateral Mammography',
      'Screening Mammography',
      'Digital Mammogram Both Breasts',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li><strong>Do not apply talcum powder, deodorant, perfume or lotion</strong> on the breasts or underarms on the day of the test; they can show up as white spots that look like calcium deposits.</li>' +
      '<li>If you have periods, book the test in the <strong>week after your period ends</strong>, when the breasts are least tender.</li>' +
      '<li>Wear a two-piece outfit, as you will need to undress above the waist.</li>' +
      '<li>Tell the staff if you are pregnant, breastfeeding or have breast implants.</li>' +
      '<li>Carry previous mammograms (films or CD) for comparison.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A female technologist positions each breast in turn on the machine and gently compresses it between two plates for a few seconds while an image is taken. Usually two views of each breast are taken. The test takes <strong>about 15-20 minutes</strong> and uses a very low dose of X-rays.</p>',
    faqs: [
      {
        question: 'Who should get a mammogram?',
        answerHtml:
          '<p>Screening mammography is generally recommended for women from the age of 40, every 1-2 years, or earlier if there is a strong family history. It is also done for any breast lump, pain, nipple discharge or skin change in women over 40.</p>',
      },
      {
        question: 'Is mammography painful?',
        answerHtml:
          '<p>Compression can be uncomfortable for a few seconds but is not usually painful. It spreads the tissue so small changes are visible and keeps the radiation dose low. Scheduling after your period helps.</p>',
      },
      {
        question: 'Why should I avoid talcum powder and deodorant?',
        answerHtml:
          '<p>Many contain metallic particles such as aluminium that appear as tiny white dots on the mammogram and can be mistaken for calcifications.</p>',
      },
      {
        question: 'Is the radiation safe?',
        answerHtml:
          '<p>The dose is very low, and the benefit of finding breast cancer early is far greater. Pregnant women should inform the staff; ultrasound is preferred in pregnancy.</p>',
      },
      {
        question: 'What is BI-RADS in my report?',
        answerHtml:
          '<p>BI-RADS is a standard scale from 0 to 6 that describes the findings and the next step. Categories 1 and 2 are normal or benign; higher categories may need further imaging or a biopsy. Discuss the result with your doctor.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 2500,
    reportHours: 24,
  },
  {
    name: '3D Mammography (Breast Tomosynthesis)',
    slug: '3d-mammography-tomosynthesis',
    category: 'mammography',
    aliases: ['3D Mammogram', 'Digital Breast Tomosynthesis', 'DBT', 'Tomosynthesis Mammography'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed.</p><ul>' +
      '<li>Avoid talcum powder, deodorant and lotion on the breasts and underarms on the day of the test.</li>' +
      '<li>Schedule the test about a week after your period if you still menstruate.</li>' +
      '<li>Wear a two-piece outfit and bring previous mammograms.</li>' +
      '<li>Tell the staff if you are pregnant, breastfeeding or have implants.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>The breast is compressed as in a regular mammogram, and the X-ray tube moves in a small arc to take many low-dose images that a computer builds into thin slices. Each view takes a few seconds and the full test about <strong>20 minutes</strong>. Radiation is low, slightly more than or similar to a 2D mammogram.</p>',
    faqs: [
      {
        question: 'How is 3D mammography different from regular mammography?',
        answerHtml:
          '<p>It shows the breast in thin layers, so overlapping tissue hides abnormalities less often. This improves cancer detection and reduces recall for extra views, especially in dense breasts.</p>',
      },
      {
        question: 'Who benefits most?',
        answerHtml:
          '<p>Women with dense breast tissue, those with a previous breast problem, and those who want the most detailed screening available.</p>',
      },
      {
        question: 'Does it hurt more?',
        answerHtml: '<p>No. The compression is the same as in a standard mammogram.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 4500,
    reportHours: 24,
  },
];

const CARDIOLOGY_PRODUCTS: ProductSeed[] = [
  {
    name: 'ECG',
    displayName: 'ECG (Electrocardiogram)',
    slug: 'ecg',
    category: 'cardiology',
    aliases: ['Electrocardiogram', 'EKG', '12 Lead ECG', 'Resting ECG'],
    fasting: false,
    preparationHtml:
      '<p>No fasting or special preparation is needed.</p><ul>' +
      '<li>Wear a loose top or shirt that opens easily at the front.</li>' +
      '<li>Avoid applying oil, cream or body lotion on the chest, arms and legs on the day of the test, as it stops the electrodes from sticking.</li>' +
      '<li>Rest for a few minutes before the test; avoid smoking and heavy exercise just before.</li>' +
      '<li>Carry any previous ECGs and a list of your heart medicines.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your back and 10 sticky electrodes are placed on your chest, wrists and ankles. The machine records the electrical activity of the heart for a few seconds while you lie still and breathe normally. The test takes about <strong>5-10 minutes</strong>, is painless and has no radiation. It can also be done at home by a technician.</p>',
    faqs: [
      {
        question: 'What does an ECG detect?',
        answerHtml:
          '<p>It records heart rhythm and electrical activity and can show irregular heartbeats, signs of a current or past heart attack, thickened heart muscle and the effects of some medicines and salt imbalances.</p>',
      },
      {
        question: 'Can a normal ECG rule out heart disease?',
        answerHtml:
          '<p>Not always. An ECG shows the heart at rest for a short time. If you have chest pain on exertion, your doctor may also advise a TMT, 2D Echo or other tests.</p>',
      },
      {
        question: 'Can I get an ECG at home?',
        answerHtml:
          '<p>Yes. A technician can record the ECG at home with a portable machine, and the tracing is reviewed by a doctor.</p>',
      },
      {
        question: 'Do men need to shave the chest?',
        answerHtml:
          '<p>Not usually. If there is a lot of hair, the technician may clip small patches so the electrodes stick well.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml:
          "<p>The tracing is available immediately and the doctor's report usually within an hour.</p>",
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 300,
    reportHours: 1,
  },
  {
    name: '2D Echo',
    displayName: '2D Echo with Colour Doppler',
    slug: '2d-echo',
    category: 'cardiology',
    aliases: [
      'Echocardiography',
      '2D Echo Colour Doppler',
      'Echo Test',
      'Heart Ultrasound',
      'ECHO',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed. Take your usual medicines.</p><ul>' +
      '<li>Wear a loose top that can be removed easily; a gown may be provided.</li>' +
      '<li>Carry previous ECG, echo reports, discharge summaries and the list of your current medicines.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You lie on your left side and a few ECG electrodes are placed. The cardiologist or technician moves an ultrasound probe with gel over the chest to see the heart chambers, valves and blood flow with colour Doppler. It takes about <strong>20-30 minutes</strong>, is painless and uses no radiation.</p>',
    faqs: [
      {
        question: 'What does a 2D Echo show?',
        answerHtml:
          '<p>It shows how well the heart pumps (ejection fraction), the size of the chambers, the thickness of the walls, valve leaks or narrowing, holes in the heart, fluid around the heart and pressure in the lungs.</p>',
      },
      {
        question: 'Is it the same as an ECG?',
        answerHtml:
          "<p>No. An ECG records the heart's electrical signals, while an echo is an ultrasound that shows the heart's structure and movement. They are often done together.</p>",
      },
      {
        question: 'Is it safe?',
        answerHtml:
          '<p>Yes. It uses sound waves only and is safe for all ages, including pregnant women and newborns.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 1-2 hours, often immediately after the test.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 2000,
    reportHours: 2,
  },
  {
    name: 'TMT (Treadmill Test)',
    displayName: 'TMT Stress Test',
    slug: 'tmt',
    category: 'cardiology',
    aliases: [
      'Treadmill Test',
      'Stress Test',
      'Exercise ECG',
      'Cardiac Stress Test',
      'Exercise Tolerance Test',
    ],
    fasting: false,
    preparationHtml:
      '<p>Do not come on an empty stomach, and avoid a heavy meal: <strong>have a light meal 2-3 hours before the test</strong>.</p><ul>' +
      '<li>Wear comfortable clothes and <strong>sports shoes</strong> suitable for walking fast.</li>' +
      '<li>Avoid tea, coffee and smoking for a few hours before the test.</li>' +
      '<li>Ask your doctor whether to stop any heart medicines (such as beta-blockers) before the test; do not stop them on your own.</li>' +
      '<li>Men may need small patches of chest hair clipped for the electrodes.</li>' +
      "<li>Carry your doctor's prescription, a previous ECG and echo reports.</li>" +
      '</ul>',
    howItIsDoneHtml:
      '<p>ECG electrodes and a blood pressure cuff are attached, and you walk on a treadmill whose speed and slope increase every 3 minutes (Bruce protocol) while a doctor monitors your ECG, heart rate and blood pressure. Exercise usually lasts <strong>8-12 minutes</strong>, followed by a few minutes of recovery monitoring. The whole visit takes about 45 minutes and involves no radiation.</p>',
    faqs: [
      {
        question: 'Why is a TMT done?',
        answerHtml:
          '<p>It checks whether the heart gets enough blood during exercise. It helps diagnose blockages in the heart arteries in people with chest pain or breathlessness on exertion, and assesses fitness before surgery or after treatment.</p>',
      },
      {
        question: 'Can I eat before a TMT?',
        answerHtml:
          '<p>Yes, have a light meal 2-3 hours before. Exercising on a full stomach can cause nausea, and an empty stomach can make you feel weak.</p>',
      },
      {
        question: 'Is a TMT risky?',
        answerHtml:
          '<p>Serious problems are rare. The test is supervised by a doctor with emergency equipment at hand, and is stopped at once if you have chest pain, severe breathlessness, dizziness or ECG changes.</p>',
      },
      {
        question: 'Who should not do a TMT?',
        answerHtml:
          '<p>People with a very recent heart attack, unstable chest pain, severe valve narrowing or uncontrolled blood pressure should not take the test. The doctor reviews your history and ECG before starting.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 2-3 hours, after review by a cardiologist.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1800,
    reportHours: 3,
  },
  {
    name: 'Holter Monitoring 24 Hours',
    displayName: '24 Hour Holter Test',
    slug: 'holter-monitoring-24-hours',
    category: 'cardiology',
    aliases: ['Holter Test', '24 Hour Holter', 'Ambulatory ECG', 'Holter Monitor'],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed. Continue your usual medicines and daily routine.</p><ul>' +
      '<li><strong>Take a bath before the device is attached</strong>, because you cannot bathe or wet the device for the next 24 hours.</li>' +
      '<li>Do not apply oil or lotion on the chest.</li>' +
      '<li>Wear a loose shirt or top that opens at the front.</li>' +
      '<li>Keep the device away from water, and avoid MRI scans and electric blankets while wearing it.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>A technician sticks 5-7 electrodes on your chest and connects them to a small recorder worn on a belt or strap. It records every heartbeat for <strong>24 hours</strong> while you carry on with normal activities, noting any symptoms with their time in a diary. The device is then removed and the recording is analysed by a cardiologist. It can be fitted at home.</p>',
    faqs: [
      {
        question: 'Why is Holter monitoring done?',
        answerHtml:
          '<p>It catches irregular heartbeats that come and go, such as palpitations, fainting, dizziness or skipped beats, which a short ECG may miss. It is also used to check how well rhythm medicines or a pacemaker are working.</p>',
      },
      {
        question: 'Can I do my normal activities?',
        answerHtml:
          '<p>Yes, and you should, so the recording reflects a typical day. Only avoid bathing, swimming and heavy sweating that may loosen the electrodes.</p>',
      },
      {
        question: 'Why do I need to keep a diary?',
        answerHtml:
          '<p>Writing down the time of symptoms, meals, exercise and sleep lets the cardiologist match what you felt with the heart rhythm at that moment.</p>',
      },
      {
        question: 'Can the Holter be fitted at home?',
        answerHtml: '<p>Yes. A technician can attach it at home and collect it the next day.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 48 hours after the device is returned.</p>',
      },
    ],
    homeServiceAllowed: true,
    typicalPrice: 3000,
    reportHours: 48,
  },
  {
    name: 'PFT (Pulmonary Function Test)',
    displayName: 'Lung Function Test (PFT)',
    slug: 'pft',
    category: 'cardiology',
    aliases: [
      'Pulmonary Function Test',
      'Spirometry',
      'Lung Function Test',
      'PFT with Bronchodilator Reversibility',
    ],
    fasting: false,
    preparationHtml:
      '<p>No fasting is needed, but <strong>avoid a heavy meal for 2 hours</strong> before the test.</p><ul>' +
      '<li>Ask your doctor whether to stop inhalers before the test. Usually short-acting inhalers (such as salbutamol) are stopped 4-6 hours before and long-acting ones 24 hours before, only if your doctor agrees.</li>' +
      '<li>Do not smoke for at least 1 hour and avoid vigorous exercise for 30 minutes before the test.</li>' +
      '<li>Wear loose clothes that do not restrict breathing; remove loose dentures only if asked.</li>' +
      '<li>Tell the staff if you recently had a heart attack, eye, chest or abdominal surgery, or coughed up blood.</li>' +
      '</ul>',
    howItIsDoneHtml:
      '<p>You sit upright with a clip on your nose and breathe through a mouthpiece connected to a spirometer. After a deep breath you blow out as hard and fast as you can, repeated at least three times. An inhaler is then often given and the test repeated after 15-20 minutes to check reversibility. It takes about <strong>30-45 minutes</strong> and involves no radiation.</p>',
    faqs: [
      {
        question: 'Why is a PFT done?',
        answerHtml:
          '<p>It measures how much air your lungs hold and how fast you can blow it out. It helps diagnose asthma and COPD, checks breathlessness, monitors lung disease and assesses fitness before surgery.</p>',
      },
      {
        question: 'Should I stop my inhalers?',
        answerHtml:
          '<p>Only if your doctor advises it. Stopping inhalers for a short time helps show your true lung function, but never stop them if you are breathless.</p>',
      },
      {
        question: 'Is the test tiring?',
        answerHtml:
          '<p>Blowing out forcefully several times can make you feel a little light-headed or cough. You can rest between attempts.</p>',
      },
      {
        question: 'When will I get my report?',
        answerHtml: '<p>Usually within 1-2 hours.</p>',
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 1500,
    reportHours: 2,
  },
  {
    name: 'Fetal Echocardiography',
    slug: 'fetal-echocardiography',
    category: 'cardiology',
    aliases: ['Fetal Echo', 'Foetal Echocardiogram', 'Fetal Heart Scan', 'Fetal 2D Echo'],
    fasting: false,
    preparationHtml:
      '<p>No fasting or full bladder is needed.</p><ul>' +
      '<li>The test is best done between <strong>18 and 24 weeks</strong> of pregnancy, often after or along with the anomaly scan.</li>' +
      PCPNDT +
      '<li>Carry your anomaly scan, NT scan and other pregnancy reports.</li>' +
      '</ul>',
    howItIsDoneHtml:
      "<p>You lie on your back and the specialist uses an ultrasound probe on your abdomen to study the baby's heart chambers, valves, major vessels and rhythm with colour Doppler. Because the baby's heart is tiny and moving, it takes about <strong>30-45 minutes</strong>. It is painless and uses no radiation.</p>",
    faqs: [
      {
        question: 'Who needs a fetal echo?',
        answerHtml:
          '<p>It is advised when the anomaly scan suggests a heart problem, if a parent or earlier child has congenital heart disease, if the mother has diabetes or takes certain medicines, in IVF and twin pregnancies, or when the NT was increased.</p>',
      },
      {
        question: 'Is it safe for the baby?',
        answerHtml:
          '<p>Yes. It is an ultrasound examination that uses sound waves with no radiation.</p>',
      },
      {
        question: 'Is a referral needed?',
        answerHtml:
          "<p>Yes. As for all pregnancy scans in India, a doctor's referral, a photo ID and Form F under the PCPNDT Act are needed.</p>",
      },
    ],
    homeServiceAllowed: false,
    typicalPrice: 3500,
    reportHours: 3,
  },
];

export const IMAGING_PRODUCTS: ProductSeed[] = [
  ...MRI_PRODUCTS,
  ...CT_PRODUCTS,
  ...ULTRASOUND_PRODUCTS,
  ...XRAY_PRODUCTS,
  ...MAMMOGRAPHY_PRODUCTS,
  ...CARDIOLOGY_PRODUCTS,
];
