// Built-in texts that staff may rewrite but the per-language files (073) did not cover (issue 25
// item 5, docs/decisions/081), keyed by their English, in every language:
// - the services' categories and the arrival pass's meeting point, help steps and the footer's
//   address line, written into the rows' translations by the seed like the rest of 073;
// - the payment instructions and the banking-services list, which have no translations column:
//   a read in another language shows these only while the row still says the English they
//   translate, so an owner's own wording is never hidden behind a stale translation.
import type { Locale } from '@landed/shared/locales';
import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';

import { seedBankingServices } from '../banking-services.ts';
import { seedCms } from '../cms.ts';

type Translated = Exclude<Locale, 'en'>;

export type BuiltInTexts = {
  // By the English category.
  categories: Record<string, string>;
  meetingPoint: string;
  // One step a line, in the English's order.
  arrivalHelp: string;
  contactAddress: string;
  bankInstructions: string;
  // By the English title, in the seed's order.
  bankingServices: Record<
    string,
    {
      title: string;
      description: string;
      estimatedProcessingTime: string;
      requiredDocuments: string[];
      cost: string;
      serviceCategory: string;
    }
  >;
};

// The English each translation was made from.
export const BUILT_IN_ENGLISH = {
  meetingPoint: ARRIVAL_PASS_DEFAULTS.meetingPoint,
  arrivalHelp: ARRIVAL_PASS_DEFAULTS.help,
  contactAddress: seedCms.contactAddress,
  bankInstructions: seedCms.bankInstructions,
  bankingServices: seedBankingServices,
};

export const BUILT_IN_TEXTS: Record<Translated, BuiltInTexts> = {
  'zh-CN': {
    categories: {
      Arrival: '抵达',
      Connectivity: '通讯',
      Housing: '住房',
      Finance: '金融',
      'Settling In': '安顿',
      Health: '医疗',
      Employment: '求职',
      Transport: '交通',
    },
    meetingPoint:
      '墨尔本机场（MEL）2 号航站楼国际到达大厅：海关出口正对面的 Meeting Point（会面点）。司机会举着写有您名字的 Landed 接机牌。',
    arrivalHelp: [
      '请留在到达大厅的会面点。入境检查、取行李和海关可能需要 60 到 90 分钟：司机会跟踪您的航班并等您。',
      '还没有澳洲 SIM 卡？连接机场的免费 Wi-Fi，然后给司机打电话或发 WhatsApp 消息，或拨打我们的客服电话。',
      '如果 30 分钟内联系不上司机，请通过 WhatsApp 给我们留言或致电我们：我们会找到司机，或另派一位来接您。',
      '只跟知道您的名字和预订编号的司机离开。',
    ].join('\n'),
    contactAddress: '澳大利亚墨尔本',
    bankInstructions:
      '从澳大利亚境外的银行转账，到账可能会多花几天，您的银行也可能收取手续费。',
    bankingServices: {
      'Student everyday account setup': {
        title: '学生日常账户开户',
        description:
          '我们比较澳洲各大银行为学生提供的账户，协助您申请，并让您的借记卡和银行 App 用起来，方便您领工资、交房租，不用付境外手续费。',
        estimatedProcessingTime: '1-2 个工作日',
        requiredDocuments: ['护照', '签证批准信息', '录取确认书（CoE）', '澳洲居住地址和电话号码'],
        cost: '$29',
        serviceCategory: '账户',
      },
      'Tax File Number application help': {
        title: '税号（TFN）申请协助',
        description:
          '向澳大利亚税务局（ATO）申请税号（TFN）是免费的。我们一步步带您完成官方网上申请，并说明如何把税号提供给雇主和银行。',
        estimatedProcessingTime: '1-2 个工作日',
        requiredDocuments: ['护照', '签证批准信息', '澳洲邮寄地址'],
        cost: '$35',
        serviceCategory: '税务',
      },
      'International money transfer guidance': {
        title: '国际汇款指导',
        description:
          '了解如何在家乡和澳大利亚之间安全地转钱：比较汇率和手续费，正确填写银行信息，避开转账骗局。',
        estimatedProcessingTime: '1-2 个工作日',
        requiredDocuments: ['澳洲银行账户信息', '护照'],
        cost: '免费',
        serviceCategory: '汇款',
      },
      'Credit history and first credit card guidance': {
        title: '信用记录和第一张信用卡指导',
        description:
          '了解澳大利亚的信用报告如何运作、如何免费查询自己的信用报告，以及持临时签证时办第一张信用卡是否合适。',
        estimatedProcessingTime: '1-2 个工作日',
        requiredDocuments: ['护照', '签证批准信息', '收入证明，例如工资单'],
        cost: '免费',
        serviceCategory: '账户',
      },
      'Superannuation and payslip check': {
        title: '养老金和工资单核查',
        description:
          '如果您做兼职，雇主可能需要向您的账户缴纳养老金（super）。我们讲解养老金如何运作、如何核对工资单和养老金缴纳，以及发现缺漏时去哪里求助。',
        estimatedProcessingTime: '1-2 个工作日',
        requiredDocuments: ['近期工资单', '税号（TFN）', '养老金基金信息（如果已有）'],
        cost: '免费',
        serviceCategory: '税务',
      },
    },
  },
  hi: {
    categories: {
      Arrival: 'आगमन',
      Connectivity: 'कनेक्टिविटी',
      Housing: 'आवास',
      Finance: 'वित्त',
      'Settling In': 'बसना',
      Health: 'स्वास्थ्य',
      Employment: 'रोज़गार',
      Transport: 'परिवहन',
    },
    meetingPoint:
      'मेलबर्न एयरपोर्ट (MEL), टर्मिनल 2 का अंतरराष्ट्रीय आगमन हॉल: कस्टम्स से बाहर निकलने के रास्ते के ठीक सामने Meeting Point पर। आपके ड्राइवर के हाथ में आपके नाम वाला Landed का बोर्ड होगा।',
    arrivalHelp: [
      'आगमन हॉल के अंदर, मीटिंग पॉइंट पर ही रहिए। इमिग्रेशन, सामान और कस्टम्स में 60 से 90 मिनट लग सकते हैं: आपका ड्राइवर आपकी फ़्लाइट पर नज़र रखता है और आपका इंतज़ार करता है।',
      'अभी ऑस्ट्रेलियाई SIM नहीं है? एयरपोर्ट के मुफ़्त Wi-Fi से जुड़िए, फिर अपने ड्राइवर को कॉल या WhatsApp कीजिए, या हमारी सपोर्ट लाइन पर कॉल कीजिए।',
      'अगर 30 मिनट में ड्राइवर से संपर्क न हो, तो हमें WhatsApp पर मैसेज या कॉल कीजिए: हम ड्राइवर को ढूँढेंगे या किसी और को भेजेंगे।',
      'सिर्फ़ उसी ड्राइवर के साथ जाइए जो आपका नाम और आपका बुकिंग रेफ़रेंस जानता हो।',
    ].join('\n'),
    contactAddress: 'मेलबर्न, ऑस्ट्रेलिया',
    bankInstructions:
      'ऑस्ट्रेलिया के बाहर के बैंक से ट्रांसफ़र पहुँचने में कुछ दिन ज़्यादा लग सकते हैं, और आपका बैंक इसके लिए शुल्क ले सकता है।',
    bankingServices: {
      'Student everyday account setup': {
        title: 'स्टूडेंट एवरीडे अकाउंट खुलवाना',
        description:
          'हम बड़े ऑस्ट्रेलियाई बैंकों के स्टूडेंट अकाउंट की तुलना करते हैं, आवेदन में मदद करते हैं और आपका डेबिट कार्ड और बैंकिंग ऐप चालू करवाते हैं, ताकि आप बिना विदेशी फ़ीस के वेतन पा सकें और किराया दे सकें।',
        estimatedProcessingTime: '1-2 कामकाजी दिन',
        requiredDocuments: [
          'पासपोर्ट',
          'वीज़ा ग्रांट का विवरण',
          'कन्फ़र्मेशन ऑफ़ एनरोलमेंट (CoE)',
          'ऑस्ट्रेलिया का घर का पता और फ़ोन नंबर',
        ],
        cost: '$29',
        serviceCategory: 'अकाउंट',
      },
      'Tax File Number application help': {
        title: 'टैक्स फ़ाइल नंबर (TFN) आवेदन में मदद',
        description:
          'ऑस्ट्रेलियन टैक्सेशन ऑफ़िस (ATO) में टैक्स फ़ाइल नंबर (TFN) का आवेदन मुफ़्त है। हम आधिकारिक ऑनलाइन आवेदन में आपका साथ देते हैं और बताते हैं कि अपना TFN एम्प्लॉयर और बैंक को कैसे दें।',
        estimatedProcessingTime: '1-2 कामकाजी दिन',
        requiredDocuments: ['पासपोर्ट', 'वीज़ा ग्रांट का विवरण', 'ऑस्ट्रेलिया का डाक पता'],
        cost: '$35',
        serviceCategory: 'टैक्स',
      },
      'International money transfer guidance': {
        title: 'अंतरराष्ट्रीय मनी ट्रांसफ़र पर सलाह',
        description:
          'जानिए कि अपने देश और ऑस्ट्रेलिया के बीच पैसे सुरक्षित तरीक़े से कैसे भेजें: एक्सचेंज रेट और फ़ीस की तुलना, बैंक विवरण का सही इस्तेमाल और ट्रांसफ़र से जुड़े धोखों से बचाव।',
        estimatedProcessingTime: '1-2 कामकाजी दिन',
        requiredDocuments: ['ऑस्ट्रेलियाई बैंक अकाउंट का विवरण', 'पासपोर्ट'],
        cost: 'मुफ़्त',
        serviceCategory: 'ट्रांसफ़र',
      },
      'Credit history and first credit card guidance': {
        title: 'क्रेडिट हिस्ट्री और पहले क्रेडिट कार्ड पर सलाह',
        description:
          'समझिए कि ऑस्ट्रेलिया में क्रेडिट रिपोर्टिंग कैसे काम करती है, अपनी क्रेडिट रिपोर्ट मुफ़्त में कैसे देखें, और अस्थायी वीज़ा पर पहला क्रेडिट कार्ड लेना आपके लिए ठीक है या नहीं।',
        estimatedProcessingTime: '1-2 कामकाजी दिन',
        requiredDocuments: ['पासपोर्ट', 'वीज़ा ग्रांट का विवरण', 'आय का प्रमाण, जैसे पे-स्लिप'],
        cost: 'मुफ़्त',
        serviceCategory: 'अकाउंट',
      },
      'Superannuation and payslip check': {
        title: 'सुपरएन्युएशन और पे-स्लिप की जाँच',
        description:
          'अगर आप पार्ट-टाइम काम करते हैं, तो आपके एम्प्लॉयर को आपके अकाउंट में super जमा करना पड़ सकता है। हम समझाते हैं कि super कैसे काम करता है, अपनी पे-स्लिप और super के भुगतान कैसे जाँचें, और कुछ छूट जाए तो मदद कहाँ से लें।',
        estimatedProcessingTime: '1-2 कामकाजी दिन',
        requiredDocuments: ['हाल की पे-स्लिप', 'टैक्स फ़ाइल नंबर', 'super फ़ंड का विवरण, अगर है'],
        cost: 'मुफ़्त',
        serviceCategory: 'टैक्स',
      },
    },
  },
  ne: {
    categories: {
      Arrival: 'आगमन',
      Connectivity: 'सञ्चार',
      Housing: 'आवास',
      Finance: 'वित्त',
      'Settling In': 'बसोबास',
      Health: 'स्वास्थ्य',
      Employment: 'रोजगारी',
      Transport: 'यातायात',
    },
    meetingPoint:
      'मेलबर्न एयरपोर्ट (MEL), टर्मिनल 2 को अन्तर्राष्ट्रिय आगमन हल: भन्सारबाट निस्कने ढोकाको ठीक अगाडि रहेको Meeting Point मा। तपाईंको ड्राइभरले तपाईंको नाम लेखिएको Landed को बोर्ड बोकेका हुनेछन्।',
    arrivalHelp: [
      'आगमन हलभित्रै, भेट्ने ठाउँमा बस्नुहोस्। अध्यागमन, सामान र भन्सारमा 60 देखि 90 मिनेट लाग्न सक्छ: तपाईंको ड्राइभरले तपाईंको उडान हेरिरहेका हुन्छन् र तपाईंलाई पर्खन्छन्।',
      'अझै अस्ट्रेलियाली SIM छैन? एयरपोर्टको निःशुल्क Wi-Fi मा जोडिनुहोस्, अनि ड्राइभरलाई फोन वा WhatsApp गर्नुहोस्, वा हाम्रो सहायता लाइनमा फोन गर्नुहोस्।',
      '30 मिनेटभित्र ड्राइभरलाई सम्पर्क गर्न सक्नुभएन भने हामीलाई WhatsApp मा सन्देश पठाउनुहोस् वा फोन गर्नुहोस्: हामी ड्राइभर खोज्छौँ वा अर्को कसैलाई पठाउँछौँ।',
      'तपाईंको नाम र बुकिङ नम्बर थाहा भएका ड्राइभरसँग मात्र जानुहोस्।',
    ].join('\n'),
    contactAddress: 'मेलबर्न, अस्ट्रेलिया',
    bankInstructions:
      'अस्ट्रेलियाबाहिरको बैंकबाट गरिएको ट्रान्सफर आइपुग्न केही दिन बढी लाग्न सक्छ, र तपाईंको बैंकले यसको शुल्क लिन सक्छ।',
    bankingServices: {
      'Student everyday account setup': {
        title: 'विद्यार्थीको दैनिक खाता खोल्ने',
        description:
          'हामी अस्ट्रेलियाका ठूला बैंकहरूका विद्यार्थी खाताहरू तुलना गर्छौँ, आवेदनमा सहयोग गर्छौँ र तपाईंको डेबिट कार्ड र बैंकिङ एप चलाइदिन्छौँ, ताकि विदेशी शुल्कबिना तलब पाउन र भाडा तिर्न सक्नुहोस्।',
        estimatedProcessingTime: '1-2 कार्यदिन',
        requiredDocuments: [
          'राहदानी',
          'भिसा स्वीकृतिको विवरण',
          'भर्नाको पुष्टि (CoE)',
          'अस्ट्रेलियाको बसोबास ठेगाना र फोन नम्बर',
        ],
        cost: '$29',
        serviceCategory: 'खाता',
      },
      'Tax File Number application help': {
        title: 'ट्याक्स फाइल नम्बर (TFN) आवेदनमा सहयोग',
        description:
          'अस्ट्रेलियन ट्याक्सेसन अफिस (ATO) मा ट्याक्स फाइल नम्बर (TFN) को आवेदन निःशुल्क छ। हामी आधिकारिक अनलाइन आवेदनमा साथ दिन्छौँ र आफ्नो TFN रोजगारदाता र बैंकलाई कसरी दिने भनेर बुझाउँछौँ।',
        estimatedProcessingTime: '1-2 कार्यदिन',
        requiredDocuments: ['राहदानी', 'भिसा स्वीकृतिको विवरण', 'अस्ट्रेलियाको हुलाक ठेगाना'],
        cost: '$35',
        serviceCategory: 'कर',
      },
      'International money transfer guidance': {
        title: 'अन्तर्राष्ट्रिय रकम ट्रान्सफर सम्बन्धी सल्लाह',
        description:
          'आफ्नो देश र अस्ट्रेलियाबीच सुरक्षित रूपमा पैसा कसरी पठाउने जान्नुहोस्: विनिमय दर र शुल्कको तुलना, बैंक विवरणको सही प्रयोग र ट्रान्सफर ठगीबाट बच्ने उपाय।',
        estimatedProcessingTime: '1-2 कार्यदिन',
        requiredDocuments: ['अस्ट्रेलियाली बैंक खाताको विवरण', 'राहदानी'],
        cost: 'निःशुल्क',
        serviceCategory: 'ट्रान्सफर',
      },
      'Credit history and first credit card guidance': {
        title: 'क्रेडिट इतिहास र पहिलो क्रेडिट कार्ड सम्बन्धी सल्लाह',
        description:
          'अस्ट्रेलियामा क्रेडिट रिपोर्टिङ कसरी काम गर्छ, आफ्नो क्रेडिट रिपोर्ट निःशुल्क कसरी हेर्ने, र अस्थायी भिसामा पहिलो क्रेडिट कार्ड लिनु तपाईंका लागि उपयुक्त छ कि छैन भनेर बुझ्नुहोस्।',
        estimatedProcessingTime: '1-2 कार्यदिन',
        requiredDocuments: ['राहदानी', 'भिसा स्वीकृतिको विवरण', 'आम्दानीको प्रमाण, जस्तै पेस्लिप'],
        cost: 'निःशुल्क',
        serviceCategory: 'खाता',
      },
      'Superannuation and payslip check': {
        title: 'सुपरएन्युएसन र पेस्लिप जाँच',
        description:
          'तपाईं पार्ट-टाइम काम गर्नुहुन्छ भने रोजगारदाताले तपाईंको खातामा super जम्मा गर्नुपर्ने हुन सक्छ। super कसरी काम गर्छ, पेस्लिप र super भुक्तानी कसरी जाँच्ने, र केही छुटेमा कहाँ सहयोग लिने भनेर हामी बुझाउँछौँ।',
        estimatedProcessingTime: '1-2 कार्यदिन',
        requiredDocuments: ['हालैका पेस्लिप', 'ट्याक्स फाइल नम्बर', 'super कोषको विवरण, भए'],
        cost: 'निःशुल्क',
        serviceCategory: 'कर',
      },
    },
  },
  vi: {
    categories: {
      Arrival: 'Khi đến',
      Connectivity: 'Liên lạc',
      Housing: 'Nhà ở',
      Finance: 'Tài chính',
      'Settling In': 'Ổn định cuộc sống',
      Health: 'Sức khỏe',
      Employment: 'Việc làm',
      Transport: 'Đi lại',
    },
    meetingPoint:
      'Sân bay Melbourne (MEL), sảnh đến quốc tế Nhà ga số 2: tại Meeting Point (điểm hẹn) đối diện lối ra từ khu hải quan. Tài xế cầm bảng Landed có ghi tên bạn.',
    arrivalHelp: [
      'Hãy ở trong sảnh đến, tại điểm hẹn. Nhập cảnh, lấy hành lý và hải quan có thể mất 60 đến 90 phút: tài xế theo dõi chuyến bay và chờ bạn.',
      'Chưa có SIM Úc? Hãy kết nối Wi-Fi miễn phí của sân bay, rồi gọi hoặc nhắn WhatsApp cho tài xế, hoặc gọi đường dây hỗ trợ của chúng tôi.',
      'Nếu sau 30 phút vẫn chưa liên lạc được với tài xế, hãy nhắn WhatsApp hoặc gọi cho chúng tôi: chúng tôi sẽ tìm tài xế hoặc cử người khác đến.',
      'Chỉ đi cùng tài xế biết tên bạn và mã đặt chỗ của bạn.',
    ].join('\n'),
    contactAddress: 'Melbourne, Úc',
    bankInstructions:
      'Khoản chuyển từ ngân hàng ngoài nước Úc có thể mất thêm vài ngày mới đến, và ngân hàng của bạn có thể tính phí cho việc này.',
    bankingServices: {
      'Student everyday account setup': {
        title: 'Mở tài khoản thanh toán cho sinh viên',
        description:
          'Chúng tôi so sánh tài khoản sinh viên của các ngân hàng lớn ở Úc, giúp bạn đăng ký và kích hoạt thẻ ghi nợ cùng ứng dụng ngân hàng, để bạn nhận lương và trả tiền nhà mà không mất phí nước ngoài.',
        estimatedProcessingTime: '1-2 ngày làm việc',
        requiredDocuments: [
          'Hộ chiếu',
          'Thông tin cấp thị thực',
          'Xác nhận nhập học (CoE)',
          'Địa chỉ nơi ở và số điện thoại tại Úc',
        ],
        cost: '$29',
        serviceCategory: 'Tài khoản',
      },
      'Tax File Number application help': {
        title: 'Hỗ trợ đăng ký mã số thuế (TFN)',
        description:
          'Đăng ký mã số thuế (TFN) với Sở Thuế Úc (ATO) là miễn phí. Chúng tôi hướng dẫn bạn từng bước đăng ký trực tuyến chính thức và giải thích cách cung cấp TFN cho chủ lao động và ngân hàng.',
        estimatedProcessingTime: '1-2 ngày làm việc',
        requiredDocuments: ['Hộ chiếu', 'Thông tin cấp thị thực', 'Địa chỉ nhận thư tại Úc'],
        cost: '$35',
        serviceCategory: 'Thuế',
      },
      'International money transfer guidance': {
        title: 'Hướng dẫn chuyển tiền quốc tế',
        description:
          'Tìm hiểu cách chuyển tiền an toàn giữa quê nhà và Úc: so sánh tỷ giá và phí, ghi đúng thông tin ngân hàng và tránh các chiêu lừa đảo chuyển tiền.',
        estimatedProcessingTime: '1-2 ngày làm việc',
        requiredDocuments: ['Thông tin tài khoản ngân hàng tại Úc', 'Hộ chiếu'],
        cost: 'Miễn phí',
        serviceCategory: 'Chuyển tiền',
      },
      'Credit history and first credit card guidance': {
        title: 'Hướng dẫn về lịch sử tín dụng và thẻ tín dụng đầu tiên',
        description:
          'Hiểu cách báo cáo tín dụng hoạt động ở Úc, cách kiểm tra báo cáo tín dụng miễn phí, và liệu thẻ tín dụng đầu tiên có phù hợp với bạn khi đang có thị thực tạm thời hay không.',
        estimatedProcessingTime: '1-2 ngày làm việc',
        requiredDocuments: ['Hộ chiếu', 'Thông tin cấp thị thực', 'Giấy tờ chứng minh thu nhập, như phiếu lương'],
        cost: 'Miễn phí',
        serviceCategory: 'Tài khoản',
      },
      'Superannuation and payslip check': {
        title: 'Kiểm tra quỹ hưu trí và phiếu lương',
        description:
          'Nếu bạn làm bán thời gian, chủ lao động có thể phải đóng quỹ hưu trí (super) vào tài khoản của bạn. Chúng tôi giải thích super hoạt động thế nào, cách kiểm tra phiếu lương và các khoản đóng super, và tìm trợ giúp ở đâu nếu thiếu.',
        estimatedProcessingTime: '1-2 ngày làm việc',
        requiredDocuments: ['Phiếu lương gần đây', 'Mã số thuế (TFN)', 'Thông tin quỹ super, nếu có'],
        cost: 'Miễn phí',
        serviceCategory: 'Thuế',
      },
    },
  },
};

// A staff-set text in `locale`: its built-in translation while it still says the built-in
// English, else as written.
export function builtInText({
  locale,
  english,
  field,
}: {
  locale: Locale | undefined;
  english: string;
  field: 'bankInstructions';
}): string {
  if (!locale || locale === 'en' || english.trim() !== BUILT_IN_ENGLISH[field].trim()) {
    return english;
  }
  return BUILT_IN_TEXTS[locale][field];
}

type BankingTexts = Omit<BuiltInTexts['bankingServices'][string], 'requiredDocuments'> & {
  requiredDocuments: string[];
};

// A banking service in `locale`: each field still as seeded in its built-in translation, the
// others as written.
export function bankingServiceIn<T extends BankingTexts>(row: T, locale: Locale | undefined): T {
  if (!locale || locale === 'en') return row;
  const english = BUILT_IN_ENGLISH.bankingServices.find((s) => s.title === row.title);
  const own = BUILT_IN_TEXTS[locale].bankingServices[row.title];
  if (!english || !own) return row;
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return {
    ...row,
    title: own.title,
    description: row.description === english.description ? own.description : row.description,
    estimatedProcessingTime:
      row.estimatedProcessingTime === english.estimatedProcessingTime
        ? own.estimatedProcessingTime
        : row.estimatedProcessingTime,
    requiredDocuments: same(row.requiredDocuments, english.requiredDocuments)
      ? own.requiredDocuments
      : row.requiredDocuments,
    cost: row.cost === english.cost ? own.cost : row.cost,
    serviceCategory:
      row.serviceCategory === english.serviceCategory ? own.serviceCategory : row.serviceCategory,
  };
}
