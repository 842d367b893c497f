import type { Category, Sector } from '#contract/enums';
import type { Motif } from './illustrations';

/** Demo content: plausible Ethiopian campaigns across the three kinds and most categories. */
export type SeedRecipient = {
  fullName: string;
  region: string;
  city: string;
  relativeLocation?: string;
  website?: string;
  sector?: Sector;
  publicEmail?: string;
  publicPhoneNumber?: string;
};

export type SeedCampaign = {
  kind: 'business' | 'charity' | 'personal';
  category: Category;
  title: string;
  description: string;
  goal: number;
  /** Fraction of the goal raised so far. */
  funded: number;
  motif: Motif;
  recipient: SeedRecipient;
  status?: 'ACTIVE' | 'PENDING' | 'COMPLETED';
};

export const ORGANISERS = [
  { firstName: 'Abebe', lastName: 'Kebede', email: 'abebe@example.com', phoneNumber: null, picture: '#15803d' },
  { firstName: 'Hana', lastName: 'Tesfaye', email: 'hana@example.com', phoneNumber: null, picture: '#be185d' },
  { firstName: 'Dawit', lastName: 'Alemu', email: null, phoneNumber: '0911234567', picture: null },
  { firstName: 'Selam', lastName: 'Girma', email: 'selam@example.com', phoneNumber: null, picture: '#7c3aed' },
  { firstName: 'Yonas', lastName: 'Bekele', email: 'yonas@example.com', phoneNumber: '+251922334455', picture: null },
  { firstName: 'Meron', lastName: 'Haile', email: 'meron@example.com', phoneNumber: null, picture: '#b45309' },
  { firstName: 'Tigist', lastName: 'Mekonnen', email: 'tigist@example.com', phoneNumber: null, picture: '#0f766e' },
  { firstName: 'Samuel', lastName: 'Tadesse', email: 'samuel@example.com', phoneNumber: null, picture: null },
] as const;

export const DONORS: [string, string][] = [
  ['Almaz', 'Worku'], ['Bereket', 'Assefa'], ['Chaltu', 'Gudeta'], ['Daniel', 'Mulugeta'], ['Eden', 'Negash'],
  ['Fikru', 'Demissie'], ['Genet', 'Ayele'], ['Henok', 'Wolde'], ['Ikram', 'Mohammed'], ['Kidist', 'Abera'],
  ['Lulit', 'Fekadu'], ['Mulu', 'Getachew'], ['Natnael', 'Shiferaw'], ['Ruth', 'Desta'], ['Solomon', 'Lemma'],
  ['Tsion', 'Yilma'], ['Wondimu', 'Kassa'], ['Yeshi', 'Tekle'], ['Zewdu', 'Hailu'], ['Rahel', 'Berhanu'],
];

const p = (paras: string[]) => paras.join('\n\n');

export const CAMPAIGNS: SeedCampaign[] = [
  {
    kind: 'personal', category: 'MEDICAL', motif: 'cross', goal: 350000, funded: 0.62,
    title: 'Heart surgery for little Liya',
    description: p([
      'Liya is six years old and was born with a hole in her heart. Doctors at Tikur Anbessa Hospital say she needs open-heart surgery within the next three months.',
      'Her father drives a bajaj in Adama and her mother sells injera. The surgery, the hospital stay and the follow-up medicine cost far more than the family can raise alone.',
      'Every birr brings Liya closer to running and playing like other children. Thank you for standing with her.',
    ]),
    recipient: { fullName: 'Liya Tesfaye', region: 'Oromia', city: 'Adama', relativeLocation: 'Near Franko bus station' },
  },
  {
    kind: 'charity', category: 'EDUCATION_SUPPORT', motif: 'book', goal: 480000, funded: 0.41,
    title: 'School books for 1,000 children in Gondar',
    description: p([
      'Many children in rural villages around Gondar share one textbook between five classmates. Our volunteers have counted the need in 14 primary schools.',
      'With your help we will buy and deliver a full set of grade 1–6 books in Amharic and English to 1,000 pupils before the new school year.',
    ]),
    recipient: { fullName: 'Fana Education Association', region: 'Amhara', city: 'Gondar', relativeLocation: 'Piazza, behind the post office', website: 'https://fana-edu.example.org', sector: 'EDUCATION', publicEmail: 'info@fana-edu.example.org', publicPhoneNumber: '0581112233' },
  },
  {
    kind: 'business', category: 'STARTUP_FUNDING', motif: 'chart', goal: 900000, funded: 0.27,
    title: 'Buna Box: Ethiopian coffee subscriptions',
    description: p([
      'Buna Box roasts single-origin coffee from Yirgacheffe, Sidama and Guji farmers and delivers it fresh to homes and offices in Addis Ababa.',
      'We pay farmers 20% above the market price. This round funds a second roaster and delivery motorbikes so we can serve 2,000 subscribers.',
    ]),
    recipient: { fullName: 'Buna Box PLC', region: 'Addis Ababa', city: 'Addis Ababa', relativeLocation: 'Bole, Atlas area', website: 'https://bunabox.example.com', sector: 'AGRICULTURE', publicEmail: 'hello@bunabox.example.com', publicPhoneNumber: '0911000111' },
  },
  {
    kind: 'charity', category: 'DISASTER_RELIEF', motif: 'house', goal: 1200000, funded: 0.55,
    title: 'Emergency shelter after the Afar floods',
    description: p([
      'Heavy rains have flooded villages along the Awash river. More than 600 families have lost their homes and their livestock.',
      'We are distributing tents, blankets, water purification tablets and food packages. Each 2,500 Br shelters one family for a month.',
    ]),
    recipient: { fullName: 'Awash Relief Network', region: 'Afar', city: 'Semera', website: 'https://awashrelief.example.org', sector: 'OTHER', publicEmail: 'relief@awashrelief.example.org', publicPhoneNumber: '0336660000' },
  },
  {
    kind: 'personal', category: 'EDUCATION', motif: 'book', goal: 85000, funded: 0.78,
    title: 'Help Kaleab finish his engineering degree',
    description: p([
      'Kaleab is in his final year of civil engineering at Bahir Dar University. After his father passed away he has been working nights to pay for rent and food.',
      'This campaign covers his last two semesters so he can focus on his thesis on low-cost housing.',
    ]),
    recipient: { fullName: 'Kaleab Mesfin', region: 'Amhara', city: 'Bahir Dar' },
  },
  {
    kind: 'charity', category: 'ENVIRONMENTAL_CONSERVATION', motif: 'tree', goal: 600000, funded: 0.34,
    title: 'Plant 50,000 trees around Lake Hawassa',
    description: p([
      'Erosion is filling Lake Hawassa with soil. Together with local youth groups we will plant 50,000 indigenous seedlings — wanza, kosso and grevillea — on the hills around the lake.',
      'Each 20 Br plants and waters one seedling for its first year.',
    ]),
    recipient: { fullName: 'Green Sidama Initiative', region: 'Sidama', city: 'Hawassa', relativeLocation: 'Lakeside road', website: 'https://greensidama.example.org', sector: 'AGRICULTURE', publicEmail: 'trees@greensidama.example.org' },
  },
  {
    kind: 'business', category: 'PRODUCT_LAUNCH', motif: 'megaphone', goal: 450000, funded: 0.19,
    title: 'Launching Gebeya Go, a delivery app for Mercato',
    description: p([
      'Shop owners in Mercato lose customers who cannot spend a day searching the market. Gebeya Go lets buyers order from 300 Mercato shops and get same-day delivery.',
      'We have a working pilot with 40 shops. This campaign funds the public launch and our first 30 riders.',
    ]),
    recipient: { fullName: 'Gebeya Go Technologies', region: 'Addis Ababa', city: 'Addis Ababa', relativeLocation: 'Mercato', website: 'https://gebeyago.example.com', sector: 'TECHNOLOGY', publicEmail: 'team@gebeyago.example.com', publicPhoneNumber: '0912121212' },
  },
  {
    kind: 'charity', category: 'ELDERLY_ASSISTANCE', motif: 'heart', goal: 250000, funded: 0.66,
    title: 'Warm meals for elders in Dessie',
    description: p([
      'We run a daily lunch for 120 elderly people who live alone in Dessie. Rising food prices mean we can no longer cover the full month.',
      'Your donation keeps the kitchen open: 60 Br pays for one warm meal and a visit from a volunteer nurse.',
    ]),
    recipient: { fullName: 'Dessie Elders Care', region: 'Amhara', city: 'Dessie', website: 'https://dessie-elders.example.org', sector: 'OTHER', publicPhoneNumber: '0331110022' },
  },
  {
    kind: 'personal', category: 'HEALTHCARE_ASSISTANCE', motif: 'cross', goal: 190000, funded: 0.47,
    title: "Dialysis for Mulugeta's kidney treatment",
    description: p([
      'Mulugeta, a teacher from Jimma, needs dialysis three times a week while he waits for a kidney transplant.',
      'Each session costs 2,800 Br. Your support keeps him alive and teaching until the transplant.',
    ]),
    recipient: { fullName: 'Mulugeta Abdi', region: 'Oromia', city: 'Jimma' },
  },
  {
    kind: 'business', category: 'BUSINESS_EXPANSION', motif: 'gear', goal: 750000, funded: 0.52,
    title: 'Second workshop for Habesha Leather',
    description: p([
      'Habesha Leather makes bags, shoes and jackets from Ethiopian highland sheepskin. Orders from hotels and exporters have tripled this year.',
      'A second workshop in Modjo will employ 25 more artisans, most of them young women trained in our apprenticeship programme.',
    ]),
    recipient: { fullName: 'Habesha Leather Works', region: 'Oromia', city: 'Modjo', website: 'https://habeshaleather.example.com', sector: 'MANUFACTURING', publicEmail: 'orders@habeshaleather.example.com', publicPhoneNumber: '0221234567' },
  },
  {
    kind: 'charity', category: 'CHILDCARE', motif: 'people', goal: 320000, funded: 0.58,
    title: 'A day-care centre for market mothers in Harar',
    description: p([
      'Women who sell in Harar’s markets often have to bring their babies along in the heat. We are opening a safe day-care room beside the market with two trained carers.',
      'Your gift covers the room, cots, meals and the carers’ salaries for the first year.',
    ]),
    recipient: { fullName: 'Harar Women’s Cooperative', region: 'Harari', city: 'Harar', relativeLocation: 'Near Shoa Gate', sector: 'OTHER', publicEmail: 'coop@harar-women.example.org' },
  },
  {
    kind: 'charity', category: 'POVERTY_ALLEVIATION', motif: 'people', goal: 700000, funded: 0.39,
    title: 'Goats for 200 families in Borana',
    description: p([
      'Drought has killed most of the livestock in our villages. A pair of goats gives a family milk, income and a way to rebuild a herd.',
      'We buy healthy goats from local markets and train families in animal care. 4,000 Br gives one family a new start.',
    ]),
    recipient: { fullName: 'Borana Pastoralist Support', region: 'Oromia', city: 'Yabelo', website: 'https://borana-support.example.org', sector: 'AGRICULTURE', publicPhoneNumber: '0461231231' },
  },
  {
    kind: 'personal', category: 'REHABILITATION', motif: 'heart', goal: 120000, funded: 0.83,
    title: 'A prosthetic leg for Betelhem',
    description: p([
      'Betelhem lost her leg in a road accident last year. A modern prosthetic leg and six months of physiotherapy will let her walk to university again.',
      'Thank you for helping her take the next step.',
    ]),
    recipient: { fullName: 'Betelhem Asfaw', region: 'Addis Ababa', city: 'Addis Ababa' },
  },
  {
    kind: 'business', category: 'EQUIPMENT_PURCHASE', motif: 'gear', goal: 380000, funded: 0.31,
    title: 'A teff cleaning machine for our mill',
    description: p([
      'Our family mill in Debre Markos cleans teff by hand, which is slow and leaves stones in the flour. A cleaning and sorting machine will double our output.',
      'Farmers will get paid faster and our customers will get cleaner flour.',
    ]),
    recipient: { fullName: 'Gojjam Teff Mill', region: 'Amhara', city: 'Debre Markos', sector: 'AGRICULTURE', publicPhoneNumber: '0587712345' },
  },
  {
    kind: 'charity', category: 'REFUGEE_AID', motif: 'house', goal: 850000, funded: 0.22,
    title: 'Clean water for the Gambela refugee camps',
    description: p([
      'Thousands of families in the Gambela camps walk hours for water that is often unsafe to drink.',
      'We will drill two boreholes and install hand pumps, serving 8,000 people with safe water every day.',
    ]),
    recipient: { fullName: 'WaterBridge Ethiopia', region: 'Gambela', city: 'Gambela', website: 'https://waterbridge.example.org', sector: 'OTHER', publicEmail: 'contact@waterbridge.example.org' },
  },
  {
    kind: 'personal', category: 'CHILDCARE', motif: 'people', goal: 60000, funded: 0.71,
    title: 'Triplets arrived! Help the Alemayehu family',
    description: p([
      'Selamawit and Girma welcomed triplets last month. The babies were born early and are now home, but formula, nappies and check-ups add up quickly.',
      'Your support helps them through the first six months.',
    ]),
    recipient: { fullName: 'Selamawit Alemayehu', region: 'Sidama', city: 'Hawassa' },
  },
  {
    kind: 'business', category: 'RESEARCH_AND_DEVELOPMENT', motif: 'gear', goal: 1000000, funded: 0.14,
    title: 'Solar-powered grain dryers for smallholders',
    description: p([
      'Up to a third of the maize harvest spoils before it reaches the market. Our engineers have designed a solar dryer made from local materials.',
      'This campaign funds field trials on 50 farms in West Shewa and certification of the design.',
    ]),
    recipient: { fullName: 'Tsehay Agritech', region: 'Oromia', city: 'Ambo', website: 'https://tsehay-agritech.example.com', sector: 'ENERGY', publicEmail: 'lab@tsehay-agritech.example.com' },
  },
  {
    kind: 'charity', category: 'HUMAN_RIGHTS', motif: 'people', goal: 400000, funded: 0.29,
    title: 'Free legal aid for women in Mekelle',
    description: p([
      'Many women in Mekelle cannot afford a lawyer in cases of inheritance, divorce or violence. Our lawyers give free advice and represent them in court.',
      'Your donation funds 150 cases over the next year.',
    ]),
    recipient: { fullName: 'Tigray Women Lawyers Association', region: 'Tigray', city: 'Mekelle', website: 'https://twla.example.org', sector: 'OTHER', publicEmail: 'help@twla.example.org', publicPhoneNumber: '0344401234' },
  },
  {
    kind: 'business', category: 'MARKETING_AND_ADVERTISING', motif: 'megaphone', goal: 200000, funded: 0.44,
    title: 'Bring Lalibela Honey to Addis supermarkets',
    description: p([
      'Our white honey from the Lasta highlands won first prize at the national honey fair. Now we want Addis Ababa to taste it.',
      'We need packaging design, tasting events and shelf space in 40 supermarkets.',
    ]),
    recipient: { fullName: 'Lasta Honey Producers', region: 'Amhara', city: 'Lalibela', website: 'https://lastahoney.example.com', sector: 'AGRICULTURE', publicEmail: 'sales@lastahoney.example.com' },
  },
  {
    kind: 'charity', category: 'WORKFORCE_TRAINING', motif: 'gear', goal: 520000, funded: 0.36,
    title: 'Coding bootcamp for 60 young women',
    description: p([
      'A six-month web development course in Dire Dawa with laptops, internet and mentors from Ethiopian tech companies.',
      'Last year 80% of our graduates found paid work within three months.',
    ]),
    recipient: { fullName: 'Code Dire Dawa', region: 'Dire Dawa', city: 'Dire Dawa', website: 'https://codediredawa.example.org', sector: 'TECHNOLOGY', publicEmail: 'apply@codediredawa.example.org' },
  },
  {
    kind: 'personal', category: 'RELOCATION', motif: 'house', goal: 75000, funded: 0.38,
    title: 'A new home for Grandma Workinesh',
    description: p([
      'Workinesh is 78 and her mud house in Arba Minch collapsed in the rains. Her neighbours have taken her in for now.',
      'We want to rent and furnish a small, safe room near her church for the next two years.',
    ]),
    recipient: { fullName: 'Workinesh Dana', region: 'South Ethiopia', city: 'Arba Minch' },
  },
  {
    kind: 'business', category: 'EVENT_SPONSORSHIP', motif: 'megaphone', goal: 300000, funded: 0.57,
    title: 'Addis Jazz Nights: a free festival in Meskel Square',
    description: p([
      'Three evenings of Ethio-jazz with young musicians and legends, free for everyone.',
      'Sponsors and supporters cover the stage, the sound and fair pay for the artists.',
    ]),
    recipient: { fullName: 'Addis Sound Events', region: 'Addis Ababa', city: 'Addis Ababa', relativeLocation: 'Kazanchis', website: 'https://addissound.example.com', sector: 'MEDIA', publicEmail: 'events@addissound.example.com' },
  },
  {
    kind: 'charity', category: 'MEDICAL', motif: 'cross', goal: 950000, funded: 0.48,
    title: 'An ambulance for Debre Birhan',
    description: p([
      'The nearest hospital is 40 km away for many villages around Debre Birhan, and mothers in labour often travel by cart.',
      'We will buy and equip one ambulance and fund its driver and fuel for the first year.',
    ]),
    recipient: { fullName: 'North Shewa Health Friends', region: 'Amhara', city: 'Debre Birhan', website: 'https://nshf.example.org', sector: 'OTHER', publicPhoneNumber: '0116810000' },
  },
  {
    kind: 'personal', category: 'LEGAL', motif: 'book', goal: 45000, funded: 0.6,
    title: 'Help my family keep our land',
    description: p([
      'Our family has farmed the same plot near Hosaena for three generations. A developer now disputes our title.',
      'We need a lawyer to present our documents in court. Any amount helps.',
    ]),
    recipient: { fullName: 'Tesfaye Woldemariam', region: 'Central Ethiopia', city: 'Hosaena' },
  },
  {
    kind: 'charity', category: 'EDUCATION', motif: 'book', goal: 680000, funded: 0.25,
    title: 'Solar lamps so students can study at night',
    description: p([
      'In villages without electricity, children do their homework by kerosene lamp — or not at all.',
      'One solar lamp (450 Br) lasts five years. We aim to give one to every pupil in 12 schools in Benishangul-Gumuz.',
    ]),
    recipient: { fullName: 'Light for Learning', region: 'Benishangul-Gumuz', city: 'Assosa', website: 'https://light4learning.example.org', sector: 'ENERGY', publicEmail: 'hello@light4learning.example.org' },
  },
  {
    kind: 'business', category: 'LEGAL', motif: 'chart', goal: 150000, funded: 0.33,
    title: 'Registering a trademark for Shemma Textiles',
    description: p([
      'Our handwoven shemma scarves are being copied and sold abroad under our name.',
      'We are raising funds to register our trademark in Ethiopia, Kenya and the EU.',
    ]),
    recipient: { fullName: 'Shemma Textiles', region: 'Addis Ababa', city: 'Addis Ababa', relativeLocation: 'Shiro Meda', website: 'https://shemma.example.com', sector: 'TEXTILE' },
  },
  {
    kind: 'personal', category: 'MEDICAL', motif: 'cross', goal: 260000, funded: 0.9,
    title: "Cancer treatment for Yared's mother",
    description: p([
      'My mother, Aster, was diagnosed with breast cancer in March. She has finished two of six chemotherapy cycles.',
      'We have sold what we can. Please help us finish her treatment.',
    ]),
    recipient: { fullName: 'Aster Lemma', region: 'Addis Ababa', city: 'Addis Ababa' },
  },
  {
    kind: 'charity', category: 'EVENT_SPONSORSHIP', motif: 'people', goal: 180000, funded: 0.51,
    title: 'Send our youth football team to the regional cup',
    description: p([
      'Our under-15 team from Bishoftu won the zonal championship. The regional cup is in Jimma and the boys need travel, kits and lodging.',
    ]),
    recipient: { fullName: 'Bishoftu Youth Sports Club', region: 'Oromia', city: 'Bishoftu', sector: 'OTHER', publicEmail: 'coach@bishoftu-sports.example.org' },
  },
  {
    kind: 'business', category: 'WORKFORCE_TRAINING', motif: 'gear', goal: 240000, funded: 0.21,
    title: 'Training 40 welders for Hawassa Industrial Park',
    description: p([
      'Factories in the Hawassa Industrial Park cannot find certified welders. We will train and certify 40 young people in eight weeks.',
    ]),
    recipient: { fullName: 'Sidama Skills Centre', region: 'Sidama', city: 'Hawassa', website: 'https://sidamaskills.example.com', sector: 'CONSTRUCTION' },
  },
  {
    kind: 'charity', category: 'HEALTHCARE_ASSISTANCE', motif: 'water', goal: 430000, funded: 0.45,
    title: 'Eye surgery camp: 300 cataract operations',
    description: p([
      'Cataract is the leading cause of blindness in Ethiopia, and a 20-minute operation restores sight.',
      'Our surgeons will hold a two-week camp in Woldia. 1,400 Br pays for one operation.',
    ]),
    recipient: { fullName: 'Sight for All Ethiopia', region: 'Amhara', city: 'Woldia', website: 'https://sightforall.example.org', sector: 'OTHER', publicEmail: 'camp@sightforall.example.org', publicPhoneNumber: '0333310101' },
  },
  {
    kind: 'personal', category: 'REFUGEE_AID', motif: 'house', goal: 90000, funded: 0.3,
    title: 'Helping the Ahmed family rebuild in Jigjiga',
    description: p([
      'Amina and her four children fled the conflict and arrived in Jigjiga with nothing. Help them pay rent, buy beds and send the children to school.',
    ]),
    recipient: { fullName: 'Amina Ahmed', region: 'Somali', city: 'Jigjiga' },
  },
  {
    kind: 'business', category: 'STARTUP_FUNDING', motif: 'water', goal: 500000, funded: 0.12,
    title: 'Tena Water: affordable filters for every home',
    description: p([
      'Our ceramic water filter is made in Ethiopia from local clay and silver, and costs a fifth of imported ones.',
      'We need a kiln and moulds to produce 5,000 filters a month.',
    ]),
    recipient: { fullName: 'Tena Water Solutions', region: 'Oromia', city: 'Sebeta', website: 'https://tenawater.example.com', sector: 'MANUFACTURING', publicEmail: 'info@tenawater.example.com' },
  },
  {
    kind: 'charity', category: 'CHILDCARE', motif: 'heart', goal: 560000, funded: 0.63,
    title: 'A safe home for street children in Addis',
    description: p([
      'Every night hundreds of children sleep on the streets of Addis Ababa. Our home gives 40 of them a bed, meals, school and counselling.',
      'Help us keep the doors open through the coming year.',
    ]),
    recipient: { fullName: 'Hope House Addis', region: 'Addis Ababa', city: 'Addis Ababa', relativeLocation: 'Kolfe Keranio', website: 'https://hopehouse.example.org', sector: 'OTHER', publicEmail: 'care@hopehouse.example.org', publicPhoneNumber: '0113456789' },
  },
  {
    kind: 'personal', category: 'EDUCATION_SUPPORT', motif: 'book', goal: 40000, funded: 0.95,
    title: 'Laptop and fees for Hiwot’s nursing studies',
    description: p([
      'Hiwot is the first in her family to go to college. She needs a laptop and her second-year fees for her nursing diploma in Nekemte.',
    ]),
    recipient: { fullName: 'Hiwot Gemechu', region: 'Oromia', city: 'Nekemte' },
  },
  {
    kind: 'business', category: 'PRODUCT_LAUNCH', motif: 'chart', goal: 350000, funded: 0.09,
    title: 'Enjera Express: frozen injera for the diaspora',
    description: p([
      'We have perfected a way to freeze fresh teff injera so that it tastes homemade after reheating. Our first export order is ready — we need the packaging line.',
    ]),
    recipient: { fullName: 'Enjera Express', region: 'Addis Ababa', city: 'Addis Ababa', sector: 'MANUFACTURING', website: 'https://enjeraexpress.example.com' },
  },
  // Not yet reviewed: the public never sees these.
  {
    kind: 'personal', category: 'MEDICAL', motif: 'cross', goal: 150000, funded: 0, status: 'PENDING',
    title: 'Kidney transplant for Abel (awaiting review)',
    description: 'Abel needs a kidney transplant in India. His brother is a match.',
    recipient: { fullName: 'Abel Girma', region: 'Addis Ababa', city: 'Addis Ababa' },
  },
  {
    kind: 'business', category: 'BUSINESS_EXPANSION', motif: 'chart', goal: 400000, funded: 0, status: 'PENDING',
    title: 'A second bakery in Bahir Dar (awaiting review)',
    description: 'Our bakery sells out every morning; a second oven and shop will serve the university area.',
    recipient: { fullName: 'Tana Bakery', region: 'Amhara', city: 'Bahir Dar', sector: 'OTHER' },
  },
  {
    kind: 'charity', category: 'DISASTER_RELIEF', motif: 'house', goal: 300000, funded: 0, status: 'PENDING',
    title: 'Landslide relief in Gofa (awaiting review)',
    description: 'Families displaced by the landslide need food and shelter.',
    recipient: { fullName: 'Gofa Community Fund', region: 'South Ethiopia', city: 'Sawla' },
  },
  {
    kind: 'charity', category: 'ENVIRONMENTAL_CONSERVATION', motif: 'tree', goal: 200000, funded: 0, status: 'PENDING',
    title: 'Clean-up of the Akaki river (awaiting review)',
    description: 'Volunteers and equipment to clear waste from the Akaki river banks.',
    recipient: { fullName: 'Akaki Green Volunteers', region: 'Addis Ababa', city: 'Addis Ababa' },
  },
  // Closed campaigns: their pages stay reachable by link, but they are not listed.
  {
    kind: 'charity', category: 'POVERTY_ALLEVIATION', motif: 'people', goal: 100000, funded: 1.08, status: 'COMPLETED',
    title: 'Holiday food baskets for 300 families',
    description: 'Thank you! Every family received a basket of teff, oil, lentils and coffee for Enkutatash.',
    recipient: { fullName: 'Kirkos Community Kitchen', region: 'Addis Ababa', city: 'Addis Ababa', sector: 'OTHER' },
  },
];
