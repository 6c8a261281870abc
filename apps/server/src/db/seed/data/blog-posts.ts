// Built-in guides a fresh install starts with: seven articles, one per blog category, in order.
import type { SeedBlogPost } from '#server/db/seed/types.ts';

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: 'your-pre-departure-checklist-for-melbourne',
    title: 'Your pre-departure checklist for Melbourne',
    summary:
      'Everything to sort out before you board your flight, from visa conditions and health cover to power adaptors and warm layers.',
    category: 'Checklist',
    author: 'Priya Sharma',
    date: '2026-06-03',
    thumbnail: '/images/blog/your-pre-departure-checklist-for-melbourne.svg',
    tags: ['pre-departure', 'checklist', 'student visa', 'packing'],
    content: `The weeks before you fly to Melbourne are busy. This checklist covers the things that are hard, or expensive, to fix once you have left home. Work through it a month or so before departure and tick items off as you go.

## Documents

Keep originals in your carry-on bag, and save scans in secure cloud storage you can reach from your phone.

- **Passport**, valid for your whole planned stay if possible.
- **Visa grant notice.** Read your visa conditions carefully, including work conditions and the requirement to keep health cover. You can check your visa details online with VEVO on the [Department of Home Affairs website](https://immi.homeaffairs.gov.au).
- **Confirmation of Enrolment (CoE)** and your offer letter.
- **Overseas Student Health Cover (OSHC)** policy number and the insurer's app or member card.
- **Academic transcripts and certificates**, useful for credit applications and job hunting.
- **Driver's licence**, plus an International Driving Permit or official English translation if your licence is not in English.
- **Prescriptions and a doctor's letter** for any medicines you are bringing.

## Money

- Tell your home bank you are travelling, so your cards are not blocked.
- Have a way to pay for your first week: a travel card or a debit card that works overseas, plus a small amount of Australian cash.
- If you carry AUD 10,000 or more in cash (or the equivalent in foreign currency), you must declare it when you arrive.
- Look at student bank accounts now. Several Australian banks let you start an application online before you arrive.

## Accommodation

- Book somewhere to stay for at least your first two weeks: student accommodation, a homestay or a short-term rental.
- Never pay a bond or rent for a long-term rental you have not inspected (in person or by live video) and whose landlord or agent you have not verified.
- Save the full address and check-in instructions offline.

## Phone and tech

- Make sure your phone is **unlocked** so it works with an Australian SIM or eSIM.
- Australia uses **Type I plugs** (two flat angled pins, sometimes with an earth pin) and 230V power. Pack one or two adaptors.
- Download the apps you will need early: your bank, your OSHC insurer, your university app and a maps app.

## Health and packing

- Australia has strict **biosecurity** rules. Food, seeds, plant material and animal products must be declared on arrival, and some items are not allowed at all. If in doubt, declare it or leave it at home.
- If you take regular medication, bring it in its original packaging with your doctor's letter. Australian pharmacies generally cannot fill an overseas prescription, so plan to see a local GP before you run out.
- Melbourne's weather changes quickly, sometimes several times in one day. Pack layers, a waterproof jacket and comfortable walking shoes. If you arrive between June and August, bring warm clothes: winter nights are cold.

## Plan your first 48 hours

- Know how you will get from the airport to your accommodation.
- Write down your university's orientation dates and any enrolment deadlines.
- Save emergency numbers: **000** for police, fire and ambulance in Australia.

The [Study Australia website](https://www.studyaustralia.gov.au) has more official pre-departure information. If you would rather have the essentials handled for you, our packages cover your airport pickup, SIM, bank account and more, so you can land with everything sorted.
`,
  },
  {
    slug: 'opening-an-australian-bank-account-as-a-student',
    title: 'Opening an Australian bank account as a student',
    summary:
      'How to choose a student account, which documents to bring, and the mistakes to avoid when you set up your banking in Australia.',
    category: 'Banking',
    author: 'Daniel Nguyen',
    date: '2026-07-08',
    thumbnail: '/images/blog/opening-an-australian-bank-account-as-a-student.svg',
    tags: ['banking', 'bank account', 'TFN', 'money'],
    content: `An Australian bank account is one of the first things you will need. Employers pay wages into one, most landlords expect rent by bank transfer, and using a local card saves you overseas transaction fees. The good news: for most students, it is quick to set up.

## Choosing a bank

The four largest banks are the Commonwealth Bank, Westpac, ANZ and NAB, and there are many smaller banks and credit unions too. When you compare accounts, look at:

- **Monthly account fees.** Many everyday accounts have no monthly fee for students, but conditions apply, so read them.
- **Branches and ATMs** near your campus and home.
- **The banking app.** You will use it every day, so check reviews and features such as instant payments and card controls.
- **International transfer fees and exchange rates**, if family will send you money from home.

Each bank explains its student and newcomer options on its own site: [CommBank](https://www.commbank.com.au), [Westpac](https://www.westpac.com.au), [ANZ](https://www.anz.com.au) and [NAB](https://www.nab.com.au).

## Applying before or after you arrive

Several major banks let you apply online before you arrive in Australia. You then verify your identity at a branch after you land and collect or activate your card. How early you can apply varies by bank.

Timing matters for identity checks. Banks commonly accept your passport alone as identification if you open your account within your first six weeks in Australia. After that, you may need to show more documents, so it pays to do this early. Check your bank's current requirements.

## What to bring

- Your passport
- Your visa details
- Your Confirmation of Enrolment or student ID
- Your Australian address and phone number

## Your Tax File Number

Once you have a Tax File Number (TFN), give it to your bank. If you do not, the bank may have to withhold tax from any interest you earn. Applying for a TFN is free on the [Australian Taxation Office website](https://www.ato.gov.au): the ATO never charges for a TFN.

## Everyday tips

- **Set up PayID** in your app, so people can pay you using your phone number or email instead of your BSB and account number.
- **Turn on notifications** for every transaction. It is the fastest way to spot something wrong.
- **Watch out for ATM fees.** Some independent ATMs charge a fee; the screen tells you before you confirm the withdrawal.
- **Avoid overdrawing.** Dishonour fees and overdraft interest add up quickly.

## Staying safe from scams

Scammers target new arrivals, often pretending to be a bank, the ATO, the police or immigration officials.

- Your bank will never ask for your password, PIN or a one-time code by phone, SMS or email.
- Government agencies will not demand payment in gift cards or cryptocurrency.
- If a call feels wrong, hang up and call back on the number on the official website or the back of your card.
- Never let anyone use your account to receive or move money for them. This is often money laundering, and you can be held responsible.

The government's [Moneysmart website](https://moneysmart.gov.au) has free, independent guides to budgeting, banking and spotting scams.

## Need a hand?

Our Bank Account Setup service compares student accounts with you, prepares your documents, books a branch appointment if needed and gets your app working, usually within 24-48 hours.
`,
  },
  {
    slug: 'getting-a-sim-card-and-a-myki-in-your-first-week',
    title: 'Getting a SIM card and a myki in your first week',
    summary:
      'How to get a working Australian phone number and start using Melbourne trains, trams and buses within days of landing.',
    category: 'Essentials',
    author: 'Sophie Chen',
    date: '2026-07-29',
    thumbnail: '/images/blog/getting-a-sim-card-and-a-myki-in-your-first-week.svg',
    tags: ['SIM card', 'myki', 'public transport', 'first week'],
    content: `Two things make your first week in Melbourne much easier: a local phone number and a way to pay for public transport. Here is how to get both.

## Part 1: your Australian SIM

### Why you need a local number

You will need an Australian mobile number for bank verification codes, rental applications, job applications, your university and simply staying in touch with new friends.

### Choosing a provider

Australia has three mobile networks: **Telstra**, **Optus** and **Vodafone**. Many other brands sell plans that run on one of these networks, often at lower prices. When comparing plans, think about:

- **Data allowance.** Students often use more data than they expect, especially for maps and video calls.
- **Coverage** where you live and study.
- **International calls and texts**, if you will call home regularly.
- **Prepaid or postpaid.** Prepaid is usually easiest when you are new: no credit check and no contract.

### Activation and ID

By law, Australian providers must verify your identity before activating a prepaid service. Your passport is usually enough. You can buy SIM cards at the airport, supermarkets, convenience stores, phone shops and online. Many plans now offer an **eSIM**, which you can activate without a physical card if your phone supports it.

### Before you switch

- Make sure your phone is **unlocked**.
- Keep your home SIM somewhere safe if you still need it for verification codes from your home bank.
- Update your new number with your university, bank and insurer.

## Part 2: your myki

Melbourne's trains, trams and buses use the **myki** ticketing system. Victoria is also rolling out newer ways to pay, so check the latest options on the [PTV website](https://www.ptv.vic.gov.au).

### Getting a myki

You can buy a myki card at 7-Eleven stores, staffed train stations, PTV Hubs and some myki machines. **Mobile myki** is available on compatible smartphones, so you may not need a physical card at all. Add money (myki Money) or buy a pass for regular travel.

### Using it

- **Touch on every time you board.** Travelling without a valid ticket can mean a fine.
- Touch-off rules differ by mode (for example, you do not need to touch off on trams). The PTV website explains the details.
- Fares are capped, so you never pay more than a set amount for a day's travel.
- The **Free Tram Zone** covers the CBD and Docklands. If your whole trip is inside it, you do not need to touch on.

### Concessions and student passes

International students are generally not eligible for the standard Victorian student concession fares. However, many institutions take part in the **iUSEpass** program, which offers international students a discounted annual pass. Ask your institution's student services whether it is available to you.

### Useful apps

- The **PTV app** for journey planning and live departure times.
- A maps app with public transport directions.

## A practical first-week plan

- **Day 1:** activate your SIM at the airport or on the way to your accommodation.
- **Day 2:** get a myki and do a practice trip to campus before classes start.
- **Day 3:** explore the Free Tram Zone and find your nearest supermarket and pharmacy.

Our SIM Card Setup and City Orientation services cover all of this with a local guide, so you are connected and confident on public transport from your first days in Melbourne.
`,
  },
  {
    slug: 'what-to-expect-at-melbourne-airport-arrivals',
    title: 'What to expect at Melbourne Airport arrivals',
    summary:
      'A step-by-step guide to landing at Melbourne Airport: passport control, biosecurity, the arrivals hall and getting into the city.',
    category: 'Arrival',
    author: 'Daniel Nguyen',
    date: '2026-08-19',
    thumbnail: '/images/blog/what-to-expect-at-melbourne-airport-arrivals.svg',
    tags: ['airport', 'arrival', 'biosecurity', 'transport'],
    content: `Most international students arrive at **Melbourne Airport (MEL)** in Tullamarine, north-west of the city centre. International flights use Terminal 2. Knowing what happens between the plane door and the arrivals hall takes a lot of stress out of a long journey.

## On the plane

You will be asked to complete an **Incoming Passenger Card**, or a digital declaration where one is offered for your flight. Answer every question honestly, especially those about food, plants, animal products, medicines and cash. Keep a pen in your carry-on.

## Passport control

- Follow the signs to arrivals and passport control.
- If you hold an eligible ePassport, you may be able to use the automated **SmartGate** kiosks. Otherwise, an officer checks your passport and visa.
- Have your passport, visa grant notice, Confirmation of Enrolment and accommodation address ready in case you are asked.

## Baggage and biosecurity

After collecting your bags you pass through **biosecurity**. Australia protects its farms and environment with strict rules, and bags may be x-rayed, inspected or checked by detector dogs.

- Declare all food, seeds, plant material, wooden items and animal products, even if you think they are allowed.
- Declaring an item does not mean you are in trouble. Most declared items are checked and returned, or disposed of if they are not permitted.
- Failing to declare can lead to fines or more serious consequences.
- If you carry AUD 10,000 or more in cash (or the foreign-currency equivalent), you must declare it.

The [Australian Border Force website](https://www.abf.gov.au) explains what to declare when entering Australia.

## The arrivals hall

Once you walk through the doors you are in the international arrivals hall. Here you will find:

- **Free Wi-Fi**, so you can message family and your pickup driver.
- **Mobile phone shops**, if you want a SIM straight away.
- **Currency exchange and ATMs.** Exchange rates at airports are usually less favourable, so change only what you need.
- **Meeting points**, where pickup drivers wait with name signs.

Some universities run welcome desks during their busiest intake periods. Check with your institution before you fly.

## Getting to the city

- **Pre-booked pickup.** A driver meets you at arrivals and takes you straight to your door. This is the easiest choice with heavy luggage or a late-night arrival.
- **SkyBus.** An express bus runs between the airport and Southern Cross Station in the city. It uses its own tickets, not myki.
- **Taxi or rideshare.** Follow the signs to the taxi rank or the rideshare pick-up area. Expect higher fares at peak times.

Depending on traffic, the drive to the CBD usually takes around 25 to 45 minutes.

## Arriving at Avalon Airport?

A few flights use **Avalon Airport (AVV)**, near Geelong. It is further from Melbourne, so allow more time and arrange your transport before you land.

## Tips for a smooth arrival

- Allow extra time: a busy passport queue and baggage delays can add an hour or more.
- Share your flight number with whoever is collecting you, so they can track delays.
- Keep your accommodation address and phone number saved offline.
- Rest on your first day. Jet lag is real, and bank appointments can wait until tomorrow.

## Let us meet you

With our Airport Pickup service, a driver tracks your flight, waits at arrivals with your name and helps with your luggage, so your first hour in Australia is the easiest one.
`,
  },
  {
    slug: 'living-in-melbourne-on-a-student-budget',
    title: 'Living in Melbourne on a student budget',
    summary:
      'Practical ways to manage rent, food, transport and fun in Melbourne without running out of money before the end of semester.',
    category: 'Lifestyle',
    author: 'Amara Okafor',
    date: '2026-09-09',
    thumbnail: '/images/blog/living-in-melbourne-on-a-student-budget.svg',
    tags: ['budget', 'cost of living', 'student life', 'money tips'],
    content: `Melbourne is one of the world's great student cities, but it is not a cheap one. With a bit of planning, you can live well, enjoy the city and still have money left at the end of each month.

## Start with a budget

Before you arrive, write down your expected income (savings, family support, part-time work) and your regular costs. The biggest items for most students are:

- **Rent**, usually the largest expense by far
- **Groceries and eating out**
- **Transport**
- **Phone and internet**
- **Utilities**, if they are not included in your rent
- **Study costs**, such as textbooks and printing

The [Moneysmart budget planner](https://moneysmart.gov.au) is a free government tool that makes this easy. For an overview of typical living costs for students, see the [Study Australia website](https://www.studyaustralia.gov.au). Prices change, so update your budget every few months.

## Save on rent

- **Share a house or apartment.** A room in a share house usually costs much less than a studio.
- **Look a little further out.** Suburbs on a direct train or tram line to your campus can be cheaper than the inner city.
- **Check what is included.** A slightly higher rent that includes bills and internet can work out cheaper overall.

## Eat well for less

- **Cook at home** and batch-cook for the week. Shared cooking with housemates saves even more.
- **Shop at markets** such as Queen Victoria Market, where fruit and vegetables are often cheaper late in the day.
- **Compare supermarkets** and look for home-brand products.
- **Bring lunch and a reusable bottle** to campus. Buying lunch every day adds up fast.

## Travel smart

- Use the **Free Tram Zone** in the CBD and Docklands.
- Ask whether your institution offers the discounted **iUSEpass** for international students.
- Walk or cycle for short trips; Melbourne has many bike paths, and share bikes and scooters are widely available.

## Have fun for free

Melbourne has plenty to do without spending much:

- The **State Library Victoria** is free to visit and a beautiful place to study.
- Many galleries and museums have free entry or free exhibitions.
- Parks, beaches and city walks cost nothing.
- Universities run free clubs, events and social activities, especially during orientation.

## Use your student status

- Always ask whether there is a **student discount**, from cinemas to software.
- Buy second-hand textbooks or borrow them from the library.
- Check your university's student services for emergency support, free meals or financial counselling if things get tight.

## Part-time work

Many students work part-time to support themselves. Check your visa's work conditions on the [Department of Home Affairs website](https://immi.homeaffairs.gov.au) before you start, as they limit how many hours you can work during study periods. Whatever your visa, you have the same workplace rights as any other worker in Australia, including minimum pay rates. The [Fair Work Ombudsman](https://www.fairwork.gov.au) publishes the current pay rates and can help if you think you are being underpaid.

## Keep an eye on it

- Check your banking app every week.
- Set up a small emergency fund, even just a little each week.
- Be careful with buy now, pay later services and credit cards: small payments add up quickly.

A budget is not about saying no to everything. It is about spending on what matters most to you, so you can enjoy your time in Melbourne without money stress.
`,
  },
  {
    slug: 'oshc-and-seeing-a-gp-in-australia',
    title: 'OSHC and seeing a GP in Australia',
    summary:
      'What Overseas Student Health Cover includes, how to find and book a GP, and where to go in an emergency or after hours.',
    category: 'Health',
    author: 'Priya Sharma',
    date: '2026-10-07',
    thumbnail: '/images/blog/oshc-and-seeing-a-gp-in-australia.svg',
    tags: ['OSHC', 'health', 'GP', 'Medicare', 'wellbeing'],
    content: `Nobody plans to get sick, but knowing how healthcare works in Australia before you need it saves a lot of worry. Here is what every international student should know.

## What is OSHC?

**Overseas Student Health Cover (OSHC)** is health insurance for international students. Most student visa holders must hold adequate health insurance for their whole stay, and OSHC is how most students meet that condition. Your education provider may have arranged it for you, or you may have bought it yourself.

Check your visa conditions and OSHC requirements on the [Department of Home Affairs website](https://immi.homeaffairs.gov.au).

## What it usually covers

Policies vary, so read your policy documents, but OSHC generally helps pay for:

- visits to a **general practitioner (GP)**
- some **specialist** consultations
- **hospital** treatment
- **ambulance** services
- some **prescription medicines**

Basic OSHC usually does **not** cover dental, optical or physiotherapy. These are often available as optional extras cover.

## Gap payments

Many GP clinics charge more than your insurer pays. The difference is called the **gap**, and you pay it yourself. Some clinics bill your insurer directly, so you pay less or nothing on the day. Ask the clinic when you book.

## Finding a GP

- Ask your insurer or check its app for clinics that bill it directly.
- Use the service finder on the [healthdirect website](https://www.healthdirect.gov.au) to search for GPs near you.
- Many universities have an on-campus health service for students.

Register with a clinic near your home early, before you are unwell. Seeing the same clinic builds a record of your health history.

## Booking and visiting

- Book by phone, online or through a booking app. Some clinics accept walk-ins.
- Bring your OSHC card (or digital card) and photo ID.
- Standard appointments are short, so write down your symptoms and questions beforehand.
- If you would like an interpreter, ask the clinic when you book whether one can be arranged.

## Prescriptions and pharmacies

Australian pharmacies generally cannot fill overseas prescriptions, so see a local GP before your medication runs out. Pharmacists can give advice on minor illnesses and many non-prescription medicines.

## After hours and emergencies

- **Emergency: call 000** for an ambulance, police or fire. Go to a hospital emergency department for serious illness or injury.
- **Not sure what to do?** Call the healthdirect helpline on 1800 022 222 to speak to a registered nurse, 24 hours a day.
- Many suburbs have after-hours GP clinics, and some services offer home visits.

## Medicare and reciprocal agreements

Medicare is Australia's public health system. Most international students are not eligible, but some people from countries with a **Reciprocal Health Care Agreement** with Australia can access some Medicare services. Check whether this applies to you on the [Services Australia website](https://www.servicesaustralia.gov.au). Your visa's insurance requirements still apply, so check them before changing any cover.

## Looking after your mental health

Moving countries is a big change, and feeling homesick, stressed or lonely is common. You are not alone.

- Your university's counselling service is free and confidential for students.
- Your GP can help you access mental health support.
- For crisis support at any time, call **Lifeline on 13 11 14**.

Our Healthcare Registration service checks that your OSHC is active, explains what it covers and helps you find a nearby GP, so you know exactly what to do if you ever need care.
`,
  },
  {
    slug: 'finding-a-rental-in-melbourne-without-getting-scammed',
    title: 'Finding a rental in Melbourne without getting scammed',
    summary:
      'How to search for a rental in Melbourne, spot the warning signs of a scam, and understand your rights as a renter in Victoria.',
    category: 'Accommodation',
    author: 'Sophie Chen',
    date: '2026-11-10',
    thumbnail: '/images/blog/finding-a-rental-in-melbourne-without-getting-scammed.svg',
    tags: ['accommodation', 'renting', 'scams', 'renter rights'],
    content: `Finding somewhere to live is one of the most stressful parts of moving to Melbourne, and rental scams often target international students who are searching from overseas. Here is how to find a good place safely.

## Where to look

- **Your university's housing service**, which often lists checked options and runs information sessions.
- **Purpose-built student accommodation**, usually more expensive but convenient for your first year.
- **Major rental and share-house websites**, which list properties from agents and private landlords.
- **Friends and student communities**, but treat social media listings with extra care.

Consider booking short-term accommodation for your first couple of weeks, so you can inspect places in person before you commit.

## Warning signs of a scam

Be very careful if:

- the rent is much lower than similar places nearby
- the "landlord" says they are overseas and cannot show you the property
- you are asked to pay a bond or rent before you have inspected the property or signed anything
- you are asked to pay by international money transfer, cryptocurrency or gift cards
- you are pressured to decide immediately because "many others are interested"
- you are asked for copies of your passport before any inspection
- the photos appear in other listings under a different address

## How to protect yourself

- **Inspect first.** Visit in person, or ask someone you trust to do a live video inspection with you.
- **Verify the agent or landlord.** Check that the agency exists and call it on a number from its official website, not from the listing.
- **Get everything in writing.** Sign a written rental agreement before you pay anything.
- **Pay traceably.** Use bank transfer to a verified account, and keep receipts for every payment.

If you think you have found a scam, report it to [Scamwatch](https://www.scamwatch.gov.au). If you have already sent money, contact your bank immediately.

## Know your rights as a renter in Victoria

Victoria has strong protections for renters. [Consumer Affairs Victoria](https://www.consumer.vic.gov.au) explains them in detail, but the key points are:

- **Bond.** For most rentals, the bond is limited to one month's rent. It must be lodged with the **Residential Tenancies Bond Authority (RTBA)**, and you should receive a receipt from the RTBA. If you do not, ask why.
- **Rent in advance.** For most rentals, you cannot be asked to pay more than one month's rent in advance.
- **Rent bidding is banned.** A landlord or agent cannot ask you to offer more than the advertised rent.
- **Minimum standards.** Rental properties must meet minimum standards, for example for locks, heating and a working kitchen.
- **Condition report.** You should receive a condition report when you move in. Check it carefully, add your own notes and photos, and return it within the time allowed. It protects your bond when you leave.

## Share houses

Many students rent a room in a share house. Before you move in, find out:

- whether you will be on the lease or renting from a head tenant
- how bills are shared and paid
- the house rules on guests, cleaning and noise
- how your share of the bond is lodged

Some shared properties are registered **rooming houses**, which have their own rules. Consumer Affairs Victoria explains the differences.

## Let us help

Our Accommodation Assistance service shortlists options that match your budget and campus, checks listings for scams, arranges inspections (including video inspections from overseas) and walks you through your lease, so your first Melbourne home is a safe one.
`,
  },
];
