// Vietnamese (vi) translation of the built-in seed content, for students (and parents) from Vietnam.
import type { SeedTranslation } from './types.ts';

// The eight package features, in the same order as PACKAGE_FEATURES in packages.ts.
const PACKAGE_FEATURES: string[] = [
  'Đón sân bay (tiêu chuẩn)',
  'Cài đặt SIM điện thoại Úc',
  'Hỗ trợ tìm chỗ ở',
  'Mở tài khoản ngân hàng và đăng ký TFN',
  'Tour làm quen thành phố',
  'Đăng ký chăm sóc sức khỏe',
  'Tư vấn bước đầu về lái xe và phương tiện',
  'Hỗ trợ tìm việc làm thêm và viết CV',
];

const about = `## Câu chuyện của chúng tôi

Landed ra đời từ một nhận xét rất đơn giản: khi du học Úc, giai đoạn khó khăn nhất thường là hai tuần đầu tiên. Những người sáng lập của chúng tôi cũng từng đặt chân đến Melbourne với tư cách du học sinh quốc tế, và vẫn còn nhớ cảm giác đứng giữa sảnh đến của sân bay với đống hành lý nặng trĩu, không có SIM điện thoại Úc, không có tài khoản ngân hàng, còn căn nhà đã hẹn thuê thì hóa ra là một vụ lừa đảo.

Giờ đây, đội ngũ của chúng tôi tại Melbourne giúp sinh viên từ khắp nơi trên thế giới đến Úc và ổn định cuộc sống: từ chuyến đón ở sân bay, đến chiếc điện thoại dùng được ngay, một chỗ ở an toàn và phiếu lương đầu tiên.

## Sứ mệnh của chúng tôi

Giúp mỗi du học sinh quốc tế đến Úc một cách an toàn, đơn giản và tiết kiệm, với những lời khuyên trung thực, giá cả rõ ràng và những con người thật luôn trả lời khi bạn cần giúp đỡ.

## Tầm nhìn của chúng tôi

Một thế giới nơi việc sang nước khác du học là điều háo hức chứ không phải áp lực, và mỗi sinh viên đều cảm thấy như ở nhà tại thành phố mới ngay từ ngày đặt chân đến. Chúng tôi bắt đầu từ Melbourne và dự định mở rộng dần đến từng thành phố.
`;

export const translation: SeedTranslation = {
  services: {
    'airport-pickup': {
      title: 'Đón sân bay',
      description:
        'Tài xế thân thiện đón bạn tại sảnh đến của Sân bay Melbourne (Melbourne Airport) và đưa bạn thẳng về chỗ ở, để giờ đầu tiên của bạn ở Úc thật nhẹ nhàng và đơn giản.',
      details:
        'Sau một chuyến bay dài, ai cũng mệt, và loay hoay tìm taxi, điểm đón xe công nghệ hay xe buýt cùng đống hành lý nặng là điều cuối cùng bạn muốn làm khi vừa hạ cánh. Chỉ cần cho chúng tôi biết số hiệu chuyến bay và địa chỉ, chúng tôi sẽ theo dõi chuyến bay và bố trí tài xế cầm bảng tên chờ sẵn ở sảnh đến quốc tế.\n\nTài xế sẽ giúp bạn mang hành lý, giải đáp những thắc mắc đầu tiên về Melbourne trên đường đi và đảm bảo bạn vào được chỗ ở. Nếu chuyến bay bị trễ, chúng tôi tự động điều chỉnh lịch đón; trước khi bay, bạn cũng sẽ nhận được tin nhắn kèm thông tin của tài xế.',
      highlight: 'Đón tận nơi tại sảnh đến',
      features: [
        'Đón bạn với bảng tên tại sảnh đến quốc tế',
        'Theo dõi chuyến bay theo thời gian thực, chuyến bay trễ cũng không lo',
        'Hỗ trợ mang hành lý ra xe',
        'Đưa thẳng về chỗ ở của bạn trong khu vực đô thị Melbourne',
        'Gửi tên và số điện thoại của tài xế trước khi bạn bay',
      ],
    },
    'sim-card-setup': {
      title: 'Đăng ký SIM điện thoại',
      description:
        'Có liên lạc ngay từ ngày đầu tiên với SIM hoặc eSIM trả trước của Úc, được cài đặt và kích hoạt cùng bạn để dùng được ngay.',
      details:
        'Các nhà mạng ở Úc cần xác minh danh tính của bạn trước khi kích hoạt dịch vụ trả trước, và các gói cước chênh lệch nhau rất nhiều về dung lượng data, vùng phủ sóng và giá cả. Chúng tôi giúp bạn so sánh một vài gói trả trước của các nhà mạng uy tín dựa trên nhu cầu sử dụng điện thoại của bạn, rồi kích hoạt SIM hoặc eSIM bằng hộ chiếu của bạn.\n\nTrước khi kết thúc, chúng tôi kiểm tra để chắc chắn gọi điện, nhắn tin và data di động đều hoạt động, đồng thời hướng dẫn bạn cách nạp tiền và kiểm tra mức sử dụng. Có số điện thoại Úc sớm sẽ giúp mọi việc khác dễ dàng hơn, từ nhận mã xác minh của ngân hàng đến nộp hồ sơ thuê nhà.',
      highlight: 'Có liên lạc ngay ngày đầu tiên',
      features: [
        'Tư vấn chọn gói trả trước phù hợp với nhu cầu sử dụng của bạn',
        'Kích hoạt SIM vật lý hoặc eSIM kèm xác minh danh tính',
        'Kiểm tra gọi điện, nhắn tin và data trước khi hoàn tất',
        'Hướng dẫn cách nạp tiền và theo dõi mức sử dụng',
        'Mẹo giữ số điện thoại ở quê nhà để nhận mã xác minh',
      ],
    },
    'accommodation-assistance': {
      title: 'Hỗ trợ tìm chỗ ở',
      description:
        'Tìm một nơi ở an toàn, phù hợp gần trường, với sự hỗ trợ chọn lọc danh sách, đi xem nhà và hiểu rõ hợp đồng thuê.',
      details:
        'Thị trường nhà cho thuê ở Melbourne biến động rất nhanh, và các vụ lừa đảo cho thuê nhà thường nhắm vào người mới đến. Chúng tôi bắt đầu từ ngân sách, trường học và mong muốn của bạn, sau đó chọn lọc các lựa chọn như ký túc xá sinh viên, nhà ở ghép (share house) và căn hộ studio, rồi giúp bạn sắp xếp lịch xem nhà, trực tiếp hoặc qua gọi video nếu bạn vẫn còn ở nước ngoài.\n\nTrước khi bạn ký, chúng tôi cùng bạn đọc kỹ hợp đồng thuê (lease), biên bản tình trạng nhà (condition report) và cách tiền cọc (bond) phải được nộp cho Residential Tenancies Bond Authority (cơ quan quản lý tiền cọc thuê nhà của bang Victoria). Chúng tôi không bao giờ yêu cầu bạn chuyển tiền cho một chủ nhà mà bạn chưa xác minh, và sẽ giải thích rõ quyền lợi của bạn với tư cách người thuê nhà tại Victoria.',
      highlight: 'Lựa chọn đã kiểm tra, gần trường',
      features: [
        'Danh sách lựa chọn phù hợp với ngân sách và vị trí trường của bạn',
        'Đặt lịch xem nhà, kể cả xem qua video khi bạn còn ở nước ngoài',
        'Kiểm tra tin đăng có dấu hiệu lừa đảo hay không trước khi bạn trả bất kỳ khoản tiền nào',
        'Hướng dẫn đọc hợp đồng thuê và biên bản tình trạng nhà',
        'Tư vấn về việc nộp tiền cọc và quyền lợi của bạn khi thuê nhà tại Victoria',
      ],
    },
    'bank-account-setup': {
      title: 'Mở tài khoản ngân hàng',
      description:
        'Mở nhanh một tài khoản thanh toán tại Úc, được tư vấn chọn tài khoản phù hợp cho sinh viên và cài đặt sẵn thẻ cùng ứng dụng ngân hàng.',
      details:
        'Bạn sẽ cần một tài khoản ngân hàng Úc để nhận lương, trả tiền thuê nhà và tránh phí khi dùng thẻ nước ngoài. Chúng tôi giải thích sự khác nhau giữa các tài khoản sinh viên của những ngân hàng lớn, giúp bạn bắt đầu hồ sơ mở tài khoản và chuẩn bị các giấy tờ ngân hàng sẽ yêu cầu, như hộ chiếu, thông tin thị thực và giấy xác nhận nhập học.\n\nNếu ngân hàng yêu cầu bạn xác minh danh tính trực tiếp, chúng tôi giúp bạn đặt lịch hẹn và cho bạn biết trước những gì sẽ diễn ra. Cuối cùng, chúng tôi cài đặt ứng dụng ngân hàng và hướng dẫn bạn cách thêm Tax File Number (TFN – mã số thuế cá nhân) vào tài khoản khi bạn đã có.',
      highlight: 'So sánh các tài khoản dành cho sinh viên',
      features: [
        'So sánh tài khoản sinh viên tại các ngân hàng lớn của Úc',
        'Hỗ trợ làm hồ sơ và danh sách giấy tờ cần chuẩn bị',
        'Đặt lịch hẹn tại chi nhánh nếu cần xác minh danh tính',
        'Cài đặt ứng dụng ngân hàng và thẻ',
        'Cách thêm TFN vào tài khoản của bạn',
      ],
    },
    'city-orientation': {
      title: 'Làm quen thành phố',
      description:
        'Buổi hướng dẫn làm quen với Melbourne: giao thông công cộng, đường đến trường, chỗ mua sắm và những nơi bạn sẽ ghé mỗi tuần.',
      details:
        'Hướng dẫn viên địa phương của chúng tôi sẽ cho bạn thấy Melbourne thực sự vận hành thế nào: cách dùng thẻ myki (thẻ đi tàu điện, tàu hỏa và xe buýt), Free Tram Zone (khu vực đi tàu điện miễn phí) bắt đầu và kết thúc ở đâu, cách lên lộ trình bằng ứng dụng PTV, và đường nhanh nhất từ chỗ ở đến trường.\n\nTrên đường đi, chúng tôi chỉ cho bạn các siêu thị, chợ, nhà thuốc, thư viện và chỗ học bài giá phải chăng, đồng thời chia sẻ những mẹo an toàn thiết thực khi đi lại cả ngày lẫn đêm. Kết thúc buổi hướng dẫn, bạn sẽ đủ tự tin để tự mình khám phá thành phố.',
      highlight: 'Hướng dẫn viên địa phương, theo nhịp của bạn',
      features: [
        'Hướng dẫn dùng thẻ myki và ứng dụng PTV',
        'Đi thử một chuyến từ chỗ ở đến trường',
        'Free Tram Zone và các địa danh chính ở khu trung tâm (CBD)',
        'Chỗ mua thực phẩm, chợ và nhà thuốc giá hợp lý gần bạn',
        'Mẹo an toàn hằng ngày khi đi lại',
      ],
    },
    'healthcare-registration': {
      title: 'Đăng ký chăm sóc sức khỏe',
      description:
        'Đảm bảo bảo hiểm y tế du học sinh (OSHC) của bạn đã có hiệu lực và bạn biết cách đi khám bác sĩ, trước cả khi bạn cần đến.',
      details:
        'Hầu hết người có thị thực du học phải duy trì Overseas Student Health Cover (OSHC – bảo hiểm y tế dành cho du học sinh) trong suốt thời gian ở Úc. Chúng tôi giúp bạn kiểm tra hợp đồng bảo hiểm đã có hiệu lực chưa, tải thẻ thành viên và hiểu rõ phạm vi bảo hiểm, chẳng hạn như khám bác sĩ gia đình (GP), điều trị tại bệnh viện và những khoản bạn có thể phải tự chi trả.\n\nChúng tôi giúp bạn tìm một phòng khám GP gần nơi ở có nhận bảo hiểm của bạn, giải thích cách đặt lịch khám và yêu cầu bồi hoàn, đồng thời hướng dẫn những việc cần làm khi có trường hợp khẩn cấp. Nếu bạn có thể đủ điều kiện hưởng Medicare (hệ thống y tế công của Úc) theo hiệp định chăm sóc sức khỏe song phương, chúng tôi sẽ chỉ cho bạn các bước cần làm trên trang web của Services Australia.',
      highlight: 'Đã kiểm tra OSHC và tìm được GP',
      features: [
        'Kiểm tra hợp đồng OSHC và cài đặt thẻ thành viên điện tử',
        'Tóm tắt dễ hiểu về quyền lợi bảo hiểm của bạn',
        'Phòng khám GP gần nơi ở có liên kết với công ty bảo hiểm của bạn',
        'Cách đặt lịch khám và yêu cầu bồi hoàn',
        'Giải thích các lựa chọn khi cấp cứu và ngoài giờ hành chính',
      ],
    },
    'tfn-abn-assistance': {
      title: 'Hỗ trợ đăng ký TFN & ABN',
      description:
        'Hướng dẫn từng bước đăng ký Tax File Number (mã số thuế cá nhân), và cả Australian Business Number (mã số kinh doanh) nếu bạn định làm việc theo dạng nhà thầu tự do.',
      details:
        'Đăng ký Tax File Number (TFN) với Sở Thuế Úc (Australian Taxation Office – ATO) hoàn toàn miễn phí, nhưng các mẫu đơn có thể khá khó hiểu khi bạn mới đến. Chúng tôi hướng dẫn bạn điền đơn trực tuyến chính thức, kiểm tra thông tin trước khi nộp và giải thích những việc cần làm trong lúc chờ nhận TFN.\n\nNếu bạn định làm việc theo dạng nhà thầu (contractor), ví dụ giao hàng hoặc làm freelance, chúng tôi sẽ giải thích khi nào bạn cần Australian Business Number (ABN), hỗ trợ đăng ký miễn phí qua Australian Business Register (Cơ quan Đăng ký Kinh doanh Úc), và giới thiệu những điều cơ bản về thuế, quỹ hưu trí (superannuation) và khai thuế.',
      highlight: 'Hồ sơ chính thức, làm đúng ngay từ đầu',
      features: [
        'Hướng dẫn đăng ký TFN trên trang web chính thức của ATO',
        'Kiểm tra thông tin trước khi bạn nộp',
        'Kiểm tra bạn có cần ABN không và hỗ trợ đăng ký',
        'Tạo tài khoản myGov (cổng dịch vụ công trực tuyến) và liên kết với ATO',
        'Kiến thức cơ bản về thuế, quỹ hưu trí (super) và khai thuế cho sinh viên',
      ],
    },
    'part-time-job-support': {
      title: 'Hỗ trợ tìm việc làm thêm',
      description:
        'Sẵn sàng đi làm tại Úc với CV theo phong cách địa phương, luyện phỏng vấn và tư vấn rõ ràng về quyền làm việc của bạn.',
      details:
        'Nhà tuyển dụng ở Úc mong đợi CV (resume) và thư xin việc (cover letter) theo một phong cách riêng. Chúng tôi giúp bạn viết lại CV cho phù hợp với thị trường Úc, làm nổi bật những kỹ năng bạn có thể mang sang công việc mới, và chuẩn bị cho các câu hỏi phỏng vấn thường gặp khi ứng tuyển vào ngành bán lẻ, nhà hàng – khách sạn, gia sư và các vị trí trong trường.\n\nChúng tôi cũng giải thích quyền lợi của bạn khi đi làm: điều kiện làm việc theo thị thực, mức lương tối thiểu, phiếu lương (payslip) và quỹ hưu trí (superannuation), cũng như nơi có thể tìm trợ giúp nếu có điều gì không ổn. Chúng tôi không cam kết chắc chắn bạn sẽ có việc, nhưng sẽ giúp bạn tự tin nộp đơn và biết cách tránh bị trả lương thấp hơn quy định.',
      highlight: 'CV theo chuẩn Úc',
      features: [
        'Viết lại CV theo chuẩn nhà tuyển dụng Úc',
        'Mẫu thư xin việc để bạn tự điều chỉnh',
        'Một buổi luyện phỏng vấn',
        'Nơi tìm việc làm thêm phù hợp với sinh viên',
        'Giải thích điều kiện làm việc theo thị thực và quyền lợi tại nơi làm việc',
        'Kiến thức cơ bản về mức lương, phiếu lương và quỹ hưu trí',
      ],
    },
    'driving-support': {
      title: 'Hỗ trợ lái xe',
      description:
        'Hiểu rõ bạn có được dùng bằng lái nước ngoài để lái xe hay không, cách lấy bằng lái của bang Victoria và những điều cần kiểm tra trước khi mua xe.',
      details:
        'Quy định về lái xe phụ thuộc vào bằng lái, thị thực và thời gian bạn ở lại Úc. Chúng tôi giúp bạn đối chiếu với quy định hiện hành của VicRoads (cơ quan quản lý giao thông đường bộ bang Victoria) dành cho người có bằng lái nước ngoài, xem bạn có cần bản dịch tiếng Anh hoặc Giấy phép lái xe quốc tế (International Driving Permit) hay không, cũng như các bước và bài thi nếu bạn cần lấy bằng lái Victoria.\n\nNếu bạn đang tính mua xe, chúng tôi sẽ cùng bạn tìm hiểu về đăng ký xe (registration), bảo hiểm, giấy chứng nhận đủ điều kiện lưu hành (roadworthy certificate) và cách kiểm tra xe cũ xem còn nợ tài chính hay không trước khi trả tiền. Chúng tôi cũng giới thiệu những luật giao thông ở Victoria hay khiến người mới bất ngờ, chẳng hạn như "hook turn" (rẽ phải từ làn bên trái) ở khu trung tâm CBD.',
      highlight: 'Quy định bằng lái được giải thích rõ ràng',
      features: [
        'Đối chiếu bằng lái nước ngoài với quy định hiện hành của VicRoads',
        'Các bước lấy bằng lái Victoria và hỗ trợ đặt lịch thi',
        'Những luật giao thông người mới hay bỏ sót, bao gồm hook turn',
        'Danh sách kiểm tra khi mua xe cũ: đăng ký xe, giấy roadworthy và nợ tài chính',
        'Giải thích các loại bảo hiểm ô tô',
      ],
    },
  },
  packages: {
    Basic: {
      title: 'Cơ bản',
      tagline: 'Những điều thiết yếu cho một khởi đầu suôn sẻ',
      description:
        'Đón bạn tại sân bay, một SIM điện thoại Úc dùng được ngay và hỗ trợ tìm chỗ ở. Mọi thứ bạn cần cho những ngày đầu tiên ở Melbourne.',
      features: PACKAGE_FEATURES.slice(0, 3),
    },
    Standard: {
      title: 'Tiêu chuẩn',
      tagline: 'Đến nơi và ổn định cuộc sống thật tự tin',
      description:
        'Toàn bộ gói Cơ bản, thêm mở tài khoản ngân hàng và đăng ký TFN, tour làm quen thành phố có hướng dẫn viên và lo xong bảo hiểm y tế. Lựa chọn được sinh viên mới ưa chuộng nhất.',
      features: PACKAGE_FEATURES.slice(0, 6),
    },
    Premium: {
      title: 'Cao cấp',
      tagline: 'Hỗ trợ trọn vẹn từ ngày đặt chân đến khi ổn định cuộc sống',
      description:
        'Toàn bộ gói Tiêu chuẩn, thêm tư vấn về lái xe và phương tiện, cùng hỗ trợ tìm việc làm thêm với CV theo chuẩn Úc. Trải nghiệm Landed đầy đủ nhất.',
      features: PACKAGE_FEATURES.slice(0, 8),
    },
    'Custom Package': {
      title: 'Gói tùy chỉnh',
      tagline: 'Chọn đúng những gì bạn cần',
      description:
        'Bạn đã tự lo được một vài việc? Hãy chọn những dịch vụ và mức dịch vụ phù hợp với hoàn cảnh của mình, và chỉ trả tiền cho những gì bạn chọn.',
      features: [
        'Chỉ chọn những dịch vụ bạn cần',
        'Chọn mức cho từng dịch vụ, từ cơ bản đến cao cấp',
        'Mỗi lựa chọn được tính giá riêng',
        'Xem tổng chi phí tạm tính trước khi đặt',
        'Tính theo báo giá: tổng chi phí được xác nhận khi bạn đặt',
      ],
    },
  },
  customServices: {
    'airport-pickup': {
      name: 'Đón sân bay',
      description: 'Tài xế đón bạn tại Sân bay Melbourne và đưa bạn về chỗ ở.',
      options: {
        Standard: {
          name: 'Tiêu chuẩn',
          description: 'Chuyến đón đáng tin cậy bằng xe sedan tiêu chuẩn, đưa bạn tận cửa.',
          features: [
            'Gặp bạn tại sảnh đến quốc tế',
            'Xe sedan tiêu chuẩn cho 1-2 hành khách',
            'Bao gồm hai vali cỡ tiêu chuẩn',
            'Tài xế chờ tối đa 45 phút sau khi máy bay hạ cánh',
          ],
        },
        Premium: {
          name: 'Cao cấp',
          description: 'Chuyến đón riêng có bảng tên và thời gian chờ lâu hơn.',
          features: [
            'Đón bạn với bảng tên',
            'Xe sedan hoặc SUV riêng cho tối đa 3 hành khách',
            'Bao gồm tối đa ba vali',
            'Theo dõi chuyến bay theo thời gian thực',
            'Tài xế chờ tối đa 90 phút nếu chuyến bay trễ',
            'Có nước đóng chai và sạc điện thoại trên xe',
          ],
        },
        Luxury: {
          name: 'Sang trọng',
          description: 'Xe cao cấp, khoang hành lý rộng rãi và hỗ trợ bạn đến tận cửa phòng.',
          features: [
            'Đón bạn với bảng tên',
            'Xe sedan cao cấp hoặc xe nhiều chỗ (people mover)',
            'Thêm chỗ cho hành lý cỡ lớn hoặc hành lý phụ',
            'Theo dõi chuyến bay theo thời gian thực',
            'Tài xế chờ tối đa 2 tiếng nếu chuyến bay trễ',
            'Giúp mang hành lý lên tận phòng',
            'Ghé nhanh dọc đường để mua đồ ăn, đồ dùng hoặc SIM',
            'Có nước đóng chai và sạc điện thoại trên xe',
          ],
        },
      },
    },
    'sim-card-setup': {
      name: 'Đăng ký SIM điện thoại',
      description: 'SIM hoặc eSIM trả trước của Úc, được kích hoạt và kiểm tra cùng bạn.',
      options: {
        Basic: {
          name: 'Cơ bản',
          description: 'Kích hoạt SIM trả trước để bạn có thể gọi điện, nhắn tin và dùng data.',
          features: [
            'SIM trả trước của một nhà mạng lớn',
            'Kích hoạt bằng hộ chiếu của bạn',
            'Kiểm tra gọi điện, nhắn tin và data',
          ],
        },
        Standard: {
          name: 'Tiêu chuẩn',
          description: 'Tư vấn gói cước và kích hoạt SIM hoặc eSIM phù hợp với nhu cầu của bạn.',
          features: [
            'So sánh các gói trả trước theo nhu cầu sử dụng của bạn',
            'Kích hoạt SIM vật lý hoặc eSIM',
            'Kiểm tra gọi điện, nhắn tin và data',
            'Hướng dẫn nạp tiền và theo dõi mức sử dụng',
            'Hỗ trợ kiểm tra điện thoại của bạn đã được mở mạng chưa',
          ],
        },
        Premium: {
          name: 'Cao cấp',
          description: 'Cài đặt trọn gói: tư vấn gói cước, lần nạp tiền đầu tiên và hỗ trợ lâu dài.',
          features: [
            'So sánh các gói trả trước và trả sau',
            'Kích hoạt SIM vật lý hoặc eSIM',
            'Kiểm tra gọi điện, nhắn tin và data',
            'Tặng kèm tháng đầu tiên của một gói trả trước khởi đầu',
            'Kiểm tra mở mạng và cài đặt APN nếu cần',
            'Giữ số điện thoại ở quê nhà để nhận mã xác minh',
            'Hỗ trợ tiếp trong 30 ngày',
          ],
        },
      },
    },
    'accommodation-assist': {
      name: 'Hỗ trợ tìm chỗ ở',
      description: 'Hỗ trợ tìm, kiểm tra và chốt được chỗ ở theo mức tiêu chuẩn bạn chọn.',
      options: {
        '2-Star': {
          name: '2 sao',
          description: 'Lựa chọn tiết kiệm như phòng ở chung và nhà ở ghép đơn giản.',
          features: [
            'Danh sách tối đa 3 lựa chọn tiết kiệm',
            'Kiểm tra dấu hiệu lừa đảo của từng tin đăng',
            'Danh sách giấy tờ cần cho hồ sơ thuê nhà',
          ],
        },
        '3-Star': {
          name: '3 sao',
          description: 'Phòng riêng trong nhà ở ghép hoặc ở cùng gia đình bản xứ (homestay) thoải mái.',
          features: [
            'Danh sách tối đa 5 lựa chọn gần trường của bạn',
            'Kiểm tra dấu hiệu lừa đảo của từng tin đăng',
            'Đặt lịch xem nhà, trực tiếp hoặc qua video',
            'Hỗ trợ làm hồ sơ thuê nhà',
            'Tư vấn về hợp đồng thuê và tiền cọc',
          ],
        },
        '4-Star': {
          name: '4 sao',
          description: 'Căn hộ studio hoặc phòng trong khu nhà ở được xây dành riêng cho sinh viên.',
          features: [
            'Danh sách tối đa 8 lựa chọn gần trường của bạn',
            'Kiểm tra dấu hiệu lừa đảo của từng tin đăng',
            'Sắp xếp xem nhà qua video trước khi bạn đến',
            'Hỗ trợ làm hồ sơ thuê nhà',
            'Hướng dẫn đọc hợp đồng thuê và biên bản tình trạng nhà',
            'Tư vấn về việc nộp tiền cọc',
          ],
        },
        '5-Star': {
          name: '5 sao',
          description:
            'Căn hộ cao cấp và chỗ ở đầy đủ nội thất, hỗ trợ trọn vẹn cho đến ngày bạn dọn vào.',
          features: [
            'Danh sách tối đa 10 lựa chọn cao cấp',
            'Kiểm tra dấu hiệu lừa đảo của từng tin đăng',
            'Sắp xếp xem nhà qua video trước khi bạn đến',
            'Hỗ trợ làm hồ sơ thuê nhà và liên hệ tiếp với môi giới',
            'Hướng dẫn đọc hợp đồng thuê và biên bản tình trạng nhà',
            'Tư vấn về việc nộp tiền cọc',
            'Hỗ trợ đăng ký điện, nước, gas và internet',
            'Gọi điện hỏi thăm vào ngày bạn dọn vào',
          ],
        },
      },
    },
    'bank-account-setup': {
      name: 'Mở tài khoản ngân hàng',
      description: 'Mở tài khoản thanh toán tại Úc và giúp thẻ cùng ứng dụng ngân hàng hoạt động.',
      options: {
        Basic: {
          name: 'Cơ bản',
          description: 'Hướng dẫn để bạn tự mở tài khoản sinh viên.',
          features: [
            'So sánh các tài khoản sinh viên',
            'Danh sách giấy tờ cần chuẩn bị',
            'Hướng dẫn làm hồ sơ từng bước',
          ],
        },
        Standard: {
          name: 'Tiêu chuẩn',
          description: 'Trực tiếp hỗ trợ bạn mở tài khoản và cài đặt ứng dụng.',
          features: [
            'So sánh các tài khoản sinh viên',
            'Danh sách giấy tờ cần chuẩn bị',
            'Cùng bạn hoàn tất hồ sơ',
            'Đặt lịch hẹn tại chi nhánh nếu cần',
            'Cài đặt ứng dụng ngân hàng và thẻ',
          ],
        },
        Premium: {
          name: 'Cao cấp',
          description: 'Cài đặt trọn gói, gồm cập nhật TFN vào tài khoản và hướng dẫn chuyển tiền.',
          features: [
            'So sánh các tài khoản sinh viên',
            'Danh sách giấy tờ cần chuẩn bị',
            'Cùng bạn hoàn tất hồ sơ',
            'Đi cùng bạn đến buổi hẹn tại chi nhánh nếu cần',
            'Cài đặt ứng dụng ngân hàng, thẻ và ví điện tử trên điện thoại',
            'Thêm TFN vào tài khoản của bạn',
            'Hướng dẫn chuyển tiền quốc tế',
          ],
        },
      },
    },
    'city-orientation': {
      name: 'Làm quen thành phố',
      description: 'Làm quen với Melbourne, giao thông công cộng và trường của bạn cùng hướng dẫn viên địa phương.',
      options: {
        Basic: {
          name: 'Cơ bản',
          description: 'Giới thiệu thực tế về cách đi lại ở Melbourne.',
          features: [
            'Hướng dẫn dùng thẻ myki và ứng dụng PTV',
            'Giải thích về Free Tram Zone (khu vực đi tàu điện miễn phí)',
            'Cẩm nang điện tử về những địa điểm thiết yếu',
          ],
        },
        Standard: {
          name: 'Tiêu chuẩn',
          description: 'Nửa ngày đi bộ có hướng dẫn quanh khu trung tâm CBD và trên đường đến trường.',
          features: [
            'Hướng dẫn dùng thẻ myki và ứng dụng PTV',
            'Nửa ngày đi bộ có hướng dẫn quanh CBD',
            'Đi thử một chuyến đến trường',
            'Siêu thị và chợ giá hợp lý gần bạn',
            'Mẹo an toàn hằng ngày',
          ],
        },
        Premium: {
          name: 'Cao cấp',
          description: 'Trọn một ngày làm quen riêng, thiết kế theo khu bạn ở và trường của bạn.',
          features: [
            'Hướng dẫn dùng thẻ myki và ứng dụng PTV',
            'Tour riêng trọn ngày có hướng dẫn viên',
            'Đi thử một chuyến đến trường',
            'Khu bạn ở: cửa hàng, phòng khám GP, nhà thuốc và thư viện',
            'Ưu đãi cho sinh viên và các hoạt động miễn phí',
            'Mẹo an toàn hằng ngày',
            'Giải đáp thắc mắc thêm trong 30 ngày',
          ],
        },
      },
    },
    'healthcare-registration': {
      name: 'Đăng ký chăm sóc sức khỏe',
      description: 'Kiểm tra bảo hiểm y tế của bạn và tìm sẵn bác sĩ GP trước khi bạn cần đến.',
      options: {
        Basic: {
          name: 'Cơ bản',
          description: 'Xác nhận OSHC của bạn đã có hiệu lực và nắm những điều cơ bản.',
          features: [
            'Kiểm tra tình trạng hợp đồng OSHC',
            'Cài đặt thẻ thành viên điện tử',
            'Giải thích các lựa chọn khi cấp cứu và ngoài giờ hành chính',
          ],
        },
        Standard: {
          name: 'Tiêu chuẩn',
          description: 'Giải thích rõ quyền lợi bảo hiểm và tìm phòng khám GP gần bạn.',
          features: [
            'Kiểm tra tình trạng hợp đồng OSHC',
            'Cài đặt thẻ thành viên điện tử',
            'Tóm tắt dễ hiểu về quyền lợi bảo hiểm của bạn',
            'Phòng khám GP gần nơi ở có liên kết với công ty bảo hiểm của bạn',
            'Cách yêu cầu bồi hoàn',
          ],
        },
        Premium: {
          name: 'Cao cấp',
          description: 'Thiết lập trọn vẹn về sức khỏe, gồm cả lịch khám GP đầu tiên.',
          features: [
            'Kiểm tra tình trạng hợp đồng OSHC',
            'Cài đặt thẻ thành viên điện tử',
            'Tóm tắt dễ hiểu về quyền lợi bảo hiểm của bạn',
            'Phòng khám GP gần nơi ở có liên kết với công ty bảo hiểm của bạn',
            'Đặt sẵn lịch khám GP đầu tiên cho bạn',
            'Cách yêu cầu bồi hoàn, kèm ví dụ cụ thể',
            'Kiểm tra điều kiện hưởng Medicare theo hiệp định song phương',
            'Kiến thức cơ bản về nhà thuốc và đơn thuốc',
          ],
        },
      },
    },
    'tfn-abn-assistance': {
      name: 'Hỗ trợ đăng ký TFN & ABN',
      description:
        'Hướng dẫn làm hồ sơ chính thức, miễn phí để đăng ký Tax File Number (mã số thuế cá nhân) và ABN (mã số kinh doanh).',
      options: {
        'TFN Only': {
          name: 'Chỉ TFN',
          description: 'Hỗ trợ đăng ký Tax File Number với Sở Thuế Úc (ATO).',
          features: [
            'Hướng dẫn đăng ký TFN trên ato.gov.au',
            'Kiểm tra thông tin trước khi bạn nộp',
            'Những việc cần làm trong lúc chờ nhận TFN',
            'Cung cấp TFN cho chủ lao động và ngân hàng',
          ],
        },
        'ABN Only': {
          name: 'Chỉ ABN',
          description: 'Hỗ trợ kiểm tra xem bạn có cần ABN không và đăng ký ABN.',
          features: [
            'Kiểm tra bạn có cần ABN cho công việc nhà thầu (contractor) không',
            'Hướng dẫn đăng ký với Australian Business Register',
            'Kiểm tra thông tin trước khi bạn nộp',
            'Kiến thức cơ bản về xuất hóa đơn và lưu giữ sổ sách',
            'Kiến thức cơ bản về thuế và quỹ hưu trí cho nhà thầu',
          ],
        },
        'Both TFN & ABN': {
          name: 'Cả TFN & ABN',
          description: 'Xử lý cùng lúc cả hai hồ sơ, kèm tạo tài khoản myGov.',
          features: [
            'Hướng dẫn đăng ký TFN trên ato.gov.au',
            'Kiểm tra bạn có cần ABN không và hướng dẫn đăng ký',
            'Kiểm tra thông tin trước khi bạn nộp',
            'Tạo tài khoản myGov và liên kết với ATO',
            'Cung cấp TFN cho chủ lao động và ngân hàng',
            'Kiến thức cơ bản về xuất hóa đơn và lưu giữ sổ sách',
            'Kiến thức cơ bản về khai thuế cho sinh viên',
          ],
        },
      },
    },
    'part-time-job-support': {
      name: 'Hỗ trợ tìm việc làm thêm',
      description: 'Hỗ trợ CV, phỏng vấn và quyền lợi khi đi làm để giúp bạn tìm được việc làm thêm.',
      options: {
        Basic: {
          name: 'Cơ bản',
          description: 'Góp ý CV theo phong cách Úc và những điều cần biết khi đi làm tại Úc.',
          features: [
            'Nhận xét CV kèm góp ý bằng văn bản',
            'Nơi tìm việc làm phù hợp với sinh viên',
            'Giải thích điều kiện làm việc theo thị thực và quyền lợi tại nơi làm việc',
          ],
        },
        Standard: {
          name: 'Tiêu chuẩn',
          description: 'Viết lại CV và chuẩn bị sẵn thư xin việc để gửi đi.',
          features: [
            'Viết lại CV theo chuẩn nhà tuyển dụng Úc',
            'Mẫu thư xin việc được điều chỉnh riêng cho bạn',
            'Nơi tìm việc làm phù hợp với sinh viên',
            'Một buổi luyện phỏng vấn',
            'Giải thích điều kiện làm việc theo thị thực và quyền lợi tại nơi làm việc',
          ],
        },
        Premium: {
          name: 'Cao cấp',
          description: 'Hỗ trợ tìm việc trọn gói, có huấn luyện phỏng vấn và theo dõi sau đó.',
          features: [
            'Viết lại CV theo chuẩn nhà tuyển dụng Úc',
            'Hai thư xin việc viết riêng cho bạn',
            'Nhận xét hồ sơ LinkedIn',
            'Hai buổi luyện phỏng vấn',
            'Kế hoạch tìm việc theo khu vực và kỹ năng của bạn',
            'Giải thích điều kiện làm việc theo thị thực và quyền lợi tại nơi làm việc',
            'Kiến thức cơ bản về mức lương, phiếu lương và quỹ hưu trí',
            'Hỗ trợ tiếp trong 30 ngày',
          ],
        },
      },
    },
    'driving-support': {
      name: 'Hỗ trợ lái xe',
      description: 'Tư vấn về bằng lái và hỗ trợ mua, sử dụng ô tô tại bang Victoria.',
      options: {
        'Licence Only': {
          name: 'Chỉ bằng lái',
          description:
            'Tìm hiểu bạn có được dùng bằng lái nước ngoài để lái xe không và cách lấy bằng lái Victoria.',
          features: [
            'Đối chiếu bằng lái nước ngoài với quy định hiện hành của VicRoads',
            'Tư vấn về bản dịch và Giấy phép lái xe quốc tế (International Driving Permit)',
            'Các bước lấy bằng lái Victoria và hỗ trợ đặt lịch thi',
            'Những luật giao thông người mới hay bỏ sót, bao gồm hook turn',
          ],
        },
        'Licence + Vehicle': {
          name: 'Bằng lái + Xe',
          description: 'Tư vấn về bằng lái, kèm hỗ trợ mua chiếc xe đầu tiên một cách an toàn.',
          features: [
            'Đối chiếu bằng lái nước ngoài với quy định hiện hành của VicRoads',
            'Các bước lấy bằng lái Victoria và hỗ trợ đặt lịch thi',
            'Những luật giao thông người mới hay bỏ sót, bao gồm hook turn',
            'Danh sách kiểm tra khi mua xe cũ: đăng ký xe, giấy roadworthy và nợ tài chính',
            'Các bước sang tên đăng ký xe',
            'Giải thích các loại bảo hiểm ô tô',
          ],
        },
        Premium: {
          name: 'Cao cấp',
          description: 'Hỗ trợ trọn gói về lái xe và phương tiện, gồm một buổi đi xem xe cùng bạn.',
          features: [
            'Đối chiếu bằng lái nước ngoài với quy định hiện hành của VicRoads',
            'Các bước lấy bằng lái Victoria và hỗ trợ đặt lịch thi',
            'Những luật giao thông người mới hay bỏ sót, bao gồm hook turn',
            'Danh sách kiểm tra khi mua xe cũ: đăng ký xe, giấy roadworthy và nợ tài chính',
            'Đi cùng bạn kiểm tra một chiếc xe',
            'Các bước sang tên đăng ký xe',
            'Cùng bạn so sánh báo giá bảo hiểm ô tô',
            'Giải thích về đỗ xe, phí cầu đường và tiền phạt',
            'Hỗ trợ tiếp trong 30 ngày',
          ],
        },
      },
    },
  },
  cms: {
    homepageHeadline: 'Đặt chân đến Melbourne, mọi thứ đã sẵn sàng',
    homepageSubheading:
      'Đón sân bay, SIM điện thoại, tài khoản ngân hàng, chỗ ở và nhiều hơn nữa, do một đội ngũ địa phương thân thiện lo liệu.',
    heroText:
      'Sang Melbourne du học là một hành trình đầy háo hức, nhưng vài tuần đầu có thể khiến bạn choáng ngợp. Landed lo liệu những việc thiết yếu, từ đón bạn ở sân bay đến giúp bạn ổn định cuộc sống, để bạn yên tâm tập trung vào việc học và khám phá thành phố mới.',
    footerText:
      'Landed giúp du học sinh quốc tế đặt chân đến và ổn định cuộc sống. Hiện chúng tôi phục vụ tại Melbourne, Úc.',
    servicesDesc:
      'Đặt đúng sự hỗ trợ bạn cần, từ chuyến đón ở sân bay đến công việc làm thêm đầu tiên. Mọi dịch vụ đều do đội ngũ của chúng tôi tại Melbourne thực hiện.',
    packagesDesc:
      'Tiết kiệm hơn với gói dịch vụ lo trọn những tuần đầu của bạn ở Melbourne, hoặc tự tạo gói tùy chỉnh chỉ gồm những dịch vụ bạn cần.',
    about,
    faqs: [
      {
        question: 'Dịch vụ được thực hiện nhanh đến mức nào?',
        answer:
          'Hầu hết dịch vụ được thực hiện trong vòng 24-48 giờ sau khi đơn đặt của bạn được xác nhận. Dịch vụ đón sân bay diễn ra vào đúng ngày bạn đến, vì vậy hãy đặt trước ngày bay ít nhất vài ngày.',
      },
      {
        question: 'Tôi có thể thanh toán bằng cách nào?',
        answer:
          '{{PAYMENT_METHODS}} Mỗi đơn đặt được thanh toán toàn bộ trong một lần. {{PRICES_GST}}',
      },
      {
        question: 'Sau này tôi có thể nâng cấp gói dịch vụ không?',
        answer:
          'Có. Bạn có thể nâng cấp gói bất cứ lúc nào bằng cách liên hệ đội ngũ hỗ trợ của chúng tôi, và chỉ cần trả phần chênh lệch.',
      },
      {
        question: 'Tôi có cần đặt dịch vụ trước khi đến Úc không?',
        answer:
          'Chúng tôi khuyên bạn nên đặt trước, đặc biệt là dịch vụ đón sân bay và hỗ trợ tìm chỗ ở. Bạn vẫn có thể đặt dịch vụ sau khi đến nơi, và chúng tôi sẽ sắp xếp theo lịch của bạn.',
      },
      {
        question: 'Các bạn có thể đảm bảo tôi mở được tài khoản ngân hàng, thuê được nhà hoặc có việc làm không?',
        answer:
          'Không ai có thể thành thật đảm bảo những điều đó: quyết định cuối cùng thuộc về ngân hàng, chủ nhà hoặc nhà tuyển dụng. Điều chúng tôi làm là giúp bạn chuẩn bị thật kỹ, hỗ trợ bạn từng bước và đảm bảo bạn tránh được những sai lầm và chiêu lừa đảo thường gặp.',
      },
      {
        question: 'Các bạn phục vụ ở những thành phố nào?',
        answer:
          'Hiện chúng tôi phục vụ tại Melbourne, bao gồm đón khách tại Sân bay Melbourne (Tullamarine), và có thể đón tại Sân bay Avalon khi bạn yêu cầu. Chúng tôi đang có kế hoạch mở rộng thêm các thành phố khác.',
      },
    ],
  },
};
