// Built-in services a fresh install starts with (public spec §9, DECISIONS "One source of truth").
import type { SeedService } from '#server/db/seed/types.ts';

export const seedServices: SeedService[] = [
  {
    slug: 'airport-pickup',
    title: 'Airport Pickup',
    description:
      'A friendly driver meets you at Melbourne Airport arrivals and takes you straight to your accommodation, so your first hour in Australia is calm and simple.',
    details:
      'Long flights are tiring, and working out taxis, rideshare zones and buses with heavy luggage is the last thing you want to do when you land. Tell us your flight number and address, and we track your flight and have a driver waiting for you in the international arrivals hall with a name sign.\n\nYour driver helps with your bags, answers your first questions about Melbourne on the way and makes sure you get into your accommodation. If your flight is delayed, we adjust automatically; you will also get your driver\'s details by message before you fly.',
    price: '$49',
    category: 'Arrival',
    rating: 4.9,
    highlight: 'Meet & greet at arrivals',
    features: [
      'Meet & greet with a name sign at international arrivals',
      'Live flight tracking, so delays are covered',
      'Help with luggage to the car',
      'Direct drop-off at your accommodation in metropolitan Melbourne',
      "Driver's name and phone number sent before you fly",
    ],
    imageUrl: '/images/services/airport-pickup.svg',
    icon: 'plane',
    onboardingStep: 'airport',
  },
  {
    slug: 'sim-card-setup',
    title: 'SIM Card Setup',
    description:
      'Get connected from day one with an Australian prepaid SIM or eSIM, set up and activated with you so it just works.',
    details:
      'Australian mobile providers need to verify your identity before a prepaid service can be activated, and plans vary a lot in data, coverage and price. We help you compare a few well-known prepaid options based on how you will use your phone, and then activate your SIM or eSIM with your passport.\n\nWe check that calls, texts and mobile data are working before we leave you, and show you how to recharge and check your usage. Having a local number early makes everything else easier, from bank verification codes to rental applications.',
    price: '$19',
    category: 'Connectivity',
    rating: 4.7,
    highlight: 'Connected on your first day',
    features: [
      'Help choosing a prepaid plan that suits your usage',
      'Physical SIM or eSIM activation with identity check',
      'Calls, texts and data tested before we finish',
      'How to recharge and track your usage',
      'Tips on keeping your home number for verification codes',
    ],
    imageUrl: '/images/services/sim-card-setup.svg',
    icon: 'smartphone',
    onboardingStep: 'sim',
  },
  {
    slug: 'accommodation-assistance',
    title: 'Accommodation Assistance',
    description:
      'Find a safe, suitable place to live near your campus, with help to shortlist, inspect and understand your rental agreement.',
    details:
      'Melbourne\'s rental market moves quickly and rental scams target new arrivals. We start with your budget, campus and preferences, then shortlist options such as student accommodation, share houses and studios, and help you arrange inspections, in person or by video call if you are still overseas.\n\nBefore you sign, we walk you through the lease, the condition report and how your bond should be lodged with the Residential Tenancies Bond Authority. We never ask you to send money to a landlord you have not verified, and we explain your rights as a renter in Victoria.',
    price: '$99',
    category: 'Housing',
    rating: 4.6,
    highlight: 'Vetted options near your campus',
    features: [
      'Shortlist of options that match your budget and campus',
      'Inspection booking, including video inspections from overseas',
      'Scam checks on listings before you pay anything',
      'Lease and condition report walkthrough',
      'Guidance on bond lodgement and your rights as a renter in Victoria',
    ],
    imageUrl: '/images/services/accommodation-assistance.svg',
    icon: 'home',
    onboardingStep: 'accommodation',
  },
  {
    slug: 'bank-account-setup',
    title: 'Bank Account Setup',
    description:
      'Open an Australian everyday account quickly, with help choosing a student-friendly account and getting your card and banking app ready.',
    details:
      'You will need an Australian account to receive wages, pay rent and avoid overseas card fees. We explain the differences between the student accounts offered by the major banks, help you start your application, and prepare the documents the bank will ask for, such as your passport, visa details and proof of enrolment.\n\nIf the bank needs you to verify your identity in person, we help you book the appointment and go through what to expect. We finish by setting up the banking app and showing you how to add your Tax File Number to your account once you have one.',
    price: '$29',
    category: 'Finance',
    rating: 4.8,
    highlight: 'Student-friendly accounts compared',
    features: [
      'Comparison of student accounts at major Australian banks',
      'Application help and document checklist',
      'Branch appointment booking if identity checks are needed',
      'Banking app and card setup',
      'How to add your TFN to your account',
    ],
    imageUrl: '/images/services/bank-account-setup.svg',
    icon: 'landmark',
    onboardingStep: 'bank',
  },
  {
    slug: 'city-orientation',
    title: 'City Orientation',
    description:
      'A guided introduction to Melbourne: public transport, your campus route, shopping, and the places you will use every week.',
    details:
      'Our local guides show you how Melbourne actually works: how to use a myki card, where the Free Tram Zone starts and ends, how to plan trips with the PTV app, and the quickest route between your accommodation and campus.\n\nAlong the way we point out affordable supermarkets, markets, pharmacies, libraries and study spots, and share practical safety tips for getting around day and night. You leave confident enough to explore the city on your own.',
    price: '$39',
    category: 'Settling In',
    rating: 4.7,
    highlight: 'Local guide, your own pace',
    features: [
      'myki card and PTV app walkthrough',
      'Practice trip from your accommodation to campus',
      'Free Tram Zone and key CBD landmarks',
      'Affordable groceries, markets and pharmacies nearby',
      'Everyday safety tips for getting around',
    ],
    imageUrl: '/images/services/city-orientation.svg',
    icon: 'map',
    onboardingStep: 'orientation',
  },
  {
    slug: 'healthcare-registration',
    title: 'Healthcare Registration',
    description:
      'Make sure your Overseas Student Health Cover is active and you know how to see a doctor, before you ever need one.',
    details:
      'Most student visa holders must hold Overseas Student Health Cover (OSHC) for their whole stay. We help you check that your policy is active, download your member card and understand what your cover includes, such as GP visits, hospital care and what you may need to pay yourself.\n\nWe help you find a GP clinic near you that accepts your insurer, explain how to book and claim, and go through what to do in an emergency. If you may be eligible for Medicare under a reciprocal health care agreement, we point you to the right steps on the Services Australia website.',
    price: '$25',
    category: 'Health',
    rating: 4.5,
    highlight: 'OSHC checked and GP found',
    features: [
      'OSHC policy check and digital member card setup',
      'Plain-English summary of what your cover includes',
      'Nearby GP clinic that works with your insurer',
      'How to book appointments and make claims',
      'Emergency and after-hours options explained',
    ],
    imageUrl: '/images/services/healthcare-registration.svg',
    icon: 'heart-pulse',
    onboardingStep: 'healthcare',
  },
  {
    slug: 'tfn-abn-assistance',
    title: 'TFN & ABN Assistance',
    description:
      'Step-by-step help applying for your Tax File Number, and an Australian Business Number if you plan to work as a contractor.',
    details:
      'Applying for a Tax File Number (TFN) with the Australian Taxation Office is free, but the forms can be confusing when you are new. We guide you through the official online application, check your details before you submit, and explain what to do while you wait for your TFN to arrive.\n\nIf you plan to work as a contractor, for example in delivery or freelance work, we explain when an Australian Business Number (ABN) is needed, help with the free application through the Australian Business Register, and cover the basics of tax, superannuation and lodging a return.',
    price: '$35',
    category: 'Finance',
    rating: 4.6,
    highlight: 'Official applications, done right',
    features: [
      'Guided TFN application on the official ATO website',
      'Details checked before you submit',
      'ABN eligibility check and application help',
      'myGov account setup and ATO linking',
      'Basics of tax, super and tax returns for students',
    ],
    imageUrl: '/images/services/tfn-abn-assistance.svg',
    icon: 'file-text',
    onboardingStep: null,
  },
  {
    slug: 'part-time-job-support',
    title: 'Part-Time Job Support',
    description:
      'Get job-ready for Australia with a local-style resume, interview practice and clear advice on your work rights.',
    details:
      'Australian employers expect a resume and cover letter in a particular style. We help you rewrite your resume for the local market, highlight your transferable skills and prepare for common interview questions for retail, hospitality, tutoring and campus roles.\n\nWe also explain your rights at work: your visa work conditions, minimum pay rates, payslips and superannuation, and where to get help if something is not right. We do not guarantee a job, but we make sure you apply with confidence and know how to avoid underpayment.',
    price: '$45',
    category: 'Employment',
    rating: 4.8,
    highlight: 'Australian-style resume',
    features: [
      'Resume rewritten for Australian employers',
      'Cover letter template you can adapt',
      'Interview practice session',
      'Where to find student-friendly part-time roles',
      'Your visa work conditions and workplace rights explained',
      'Pay rates, payslips and super basics',
    ],
    imageUrl: '/images/services/part-time-job-support.svg',
    icon: 'briefcase',
    onboardingStep: 'job',
  },
  {
    slug: 'driving-support',
    title: 'Driving Support',
    description:
      'Understand whether you can drive on your overseas licence, how to get a Victorian licence, and what to check before buying a car.',
    details:
      'Driving rules depend on your licence, your visa and how long you stay. We help you check the current VicRoads rules for overseas licence holders, whether you need an English translation or International Driving Permit, and the steps and tests involved if you need a Victorian licence.\n\nIf you are thinking of buying a car, we go through registration, insurance, roadworthy certificates and how to check a used car for money owing before you pay. We also cover Victorian road rules that surprise newcomers, such as hook turns in the CBD.',
    price: '$55',
    category: 'Transport',
    rating: 4.5,
    highlight: 'Licence rules made clear',
    features: [
      'Overseas licence check against current VicRoads rules',
      'Victorian licence steps and test booking help',
      'Road rules newcomers miss, including hook turns',
      'Used car checklist: registration, roadworthy and money owing',
      'Car insurance types explained',
    ],
    imageUrl: '/images/services/driving-support.svg',
    icon: 'car',
    onboardingStep: null,
  },
];
