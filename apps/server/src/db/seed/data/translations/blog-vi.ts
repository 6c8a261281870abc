// The built-in blog posts in Vietnamese (issue 33 item 2), translated from ../blog-posts.ts.
import type { BlogTranslation } from './types.ts';

export const blog: BlogTranslation = {
  'your-pre-departure-checklist-for-melbourne': {
    title: 'Danh sách việc cần làm trước khi bay sang Melbourne',
    summary:
      'Mọi việc cần lo xong trước khi bạn lên máy bay, từ điều kiện thị thực và bảo hiểm y tế đến ổ cắm chuyển đổi và quần áo giữ ấm.',
    content: `Những tuần trước khi bay sang Melbourne luôn bận rộn. Danh sách này gồm những việc khó, hoặc tốn kém, để khắc phục khi bạn đã rời nhà. Hãy bắt đầu làm theo danh sách khoảng một tháng trước ngày đi và đánh dấu từng mục khi hoàn thành.

## Giấy tờ

Hãy để bản gốc trong hành lý xách tay, và lưu bản scan trên một dịch vụ lưu trữ đám mây an toàn mà bạn có thể mở từ điện thoại.

- **Hộ chiếu**, nếu có thể thì còn hạn trong suốt thời gian bạn dự định lưu trú.
- **Thư cấp thị thực (visa grant notice).** Đọc kỹ các điều kiện thị thực, bao gồm điều kiện làm việc và yêu cầu duy trì bảo hiểm y tế. Bạn có thể kiểm tra thông tin thị thực trực tuyến bằng VEVO trên [trang web của Department of Home Affairs (Bộ Nội vụ Úc)](https://immi.homeaffairs.gov.au).
- **Confirmation of Enrolment (CoE – giấy xác nhận nhập học)** và thư mời nhập học.
- Số hợp đồng **Overseas Student Health Cover (OSHC – bảo hiểm y tế dành cho du học sinh)** và ứng dụng hoặc thẻ thành viên của công ty bảo hiểm.
- **Bảng điểm và bằng cấp**, hữu ích khi xin miễn tín chỉ và khi tìm việc.
- **Bằng lái xe**, kèm Giấy phép lái xe quốc tế (International Driving Permit) hoặc bản dịch tiếng Anh chính thức nếu bằng lái của bạn không bằng tiếng Anh.
- **Đơn thuốc và thư của bác sĩ** cho mọi loại thuốc bạn mang theo.

## Tiền bạc

- Báo cho ngân hàng ở quê nhà rằng bạn sắp đi nước ngoài, để thẻ của bạn không bị khóa.
- Chuẩn bị cách chi trả cho tuần đầu tiên: một thẻ du lịch hoặc thẻ ghi nợ dùng được ở nước ngoài, cùng một ít tiền mặt đô la Úc.
- Nếu bạn mang theo từ AUD 10,000 tiền mặt trở lên (hoặc số tiền ngoại tệ tương đương), bạn phải khai báo khi đến nơi.
- Tìm hiểu các tài khoản ngân hàng dành cho sinh viên ngay từ bây giờ. Một số ngân hàng Úc cho phép bạn bắt đầu làm hồ sơ trực tuyến trước khi đến.

## Chỗ ở

- Đặt chỗ ở cho ít nhất hai tuần đầu: ký túc xá sinh viên, ở cùng gia đình bản xứ (homestay) hoặc nhà thuê ngắn hạn.
- Không bao giờ trả tiền cọc (bond) hay tiền thuê cho một chỗ thuê dài hạn mà bạn chưa xem nhà (trực tiếp hoặc qua video trực tiếp) và chưa xác minh chủ nhà hoặc công ty môi giới.
- Lưu đầy đủ địa chỉ và hướng dẫn nhận phòng để xem được khi không có mạng.

## Điện thoại và công nghệ

- Đảm bảo điện thoại của bạn đã được **mở mạng (unlocked)** để dùng được SIM hoặc eSIM của Úc.
- Úc dùng **ổ cắm loại I** (hai chân dẹt xiên, đôi khi có thêm chân nối đất) và điện áp 230V. Hãy mang theo một hoặc hai bộ chuyển đổi.
- Tải sớm các ứng dụng bạn sẽ cần: ứng dụng ngân hàng, ứng dụng của công ty bảo hiểm OSHC, ứng dụng của trường và một ứng dụng bản đồ.

## Sức khỏe và hành lý

- Úc có quy định **kiểm dịch sinh học (biosecurity)** rất nghiêm ngặt. Thực phẩm, hạt giống, vật liệu thực vật và sản phẩm từ động vật phải được khai báo khi đến, và một số món hoàn toàn không được phép mang vào. Nếu không chắc, hãy khai báo hoặc để lại ở nhà.
- Nếu bạn dùng thuốc thường xuyên, hãy mang thuốc trong bao bì gốc kèm thư của bác sĩ. Các nhà thuốc ở Úc thường không thể bán thuốc theo đơn nước ngoài, vì vậy hãy dự định đi khám bác sĩ gia đình (GP) ở Úc trước khi hết thuốc.
- Thời tiết Melbourne thay đổi rất nhanh, đôi khi vài lần trong một ngày. Hãy mang nhiều lớp áo, một áo khoác chống nước và giày đi bộ thoải mái. Nếu bạn đến vào khoảng tháng Sáu đến tháng Tám, hãy mang quần áo ấm: đêm mùa đông rất lạnh.

## Lên kế hoạch cho 48 giờ đầu tiên

- Biết rõ bạn sẽ đi từ sân bay về chỗ ở bằng cách nào.
- Ghi lại ngày định hướng (orientation) của trường và các hạn chót đăng ký học.
- Lưu các số điện thoại khẩn cấp: **000** để gọi cảnh sát, cứu hỏa và cấp cứu tại Úc.

[Trang web Study Australia](https://www.studyaustralia.gov.au) có thêm thông tin chính thức về việc chuẩn bị trước khi đi. Nếu bạn muốn có người lo giúp những việc thiết yếu, các gói dịch vụ của chúng tôi bao gồm đón sân bay, SIM, tài khoản ngân hàng và nhiều hơn nữa, để bạn đặt chân đến nơi với mọi thứ đã được lo liệu.
`,
  },
  'opening-an-australian-bank-account-as-a-student': {
    title: 'Mở tài khoản ngân hàng tại Úc khi là sinh viên',
    summary:
      'Cách chọn tài khoản sinh viên, những giấy tờ cần mang theo và những sai lầm cần tránh khi bạn mở tài khoản ngân hàng tại Úc.',
    content: `Tài khoản ngân hàng Úc là một trong những thứ đầu tiên bạn cần. Nhà tuyển dụng trả lương vào tài khoản ngân hàng, hầu hết chủ nhà muốn nhận tiền thuê qua chuyển khoản, và dùng thẻ trong nước giúp bạn tránh phí giao dịch nước ngoài. Tin vui là với hầu hết sinh viên, việc mở tài khoản diễn ra nhanh chóng.

## Chọn ngân hàng

Bốn ngân hàng lớn nhất là Commonwealth Bank, Westpac, ANZ và NAB, ngoài ra còn nhiều ngân hàng nhỏ hơn và quỹ tín dụng (credit union). Khi so sánh các tài khoản, hãy xem xét:

- **Phí duy trì tài khoản hằng tháng.** Nhiều tài khoản thanh toán thông thường miễn phí hằng tháng cho sinh viên, nhưng có kèm điều kiện, vì vậy hãy đọc kỹ.
- **Chi nhánh và máy ATM** gần trường và nơi ở của bạn.
- **Ứng dụng ngân hàng.** Bạn sẽ dùng ứng dụng này hằng ngày, vì vậy hãy xem đánh giá và các tính năng như chuyển tiền tức thì và quản lý thẻ.
- **Phí chuyển tiền quốc tế và tỷ giá**, nếu gia đình sẽ gửi tiền cho bạn từ quê nhà.

Mỗi ngân hàng đều giới thiệu các lựa chọn dành cho sinh viên và người mới đến trên trang web của mình: [CommBank](https://www.commbank.com.au), [Westpac](https://www.westpac.com.au), [ANZ](https://www.anz.com.au) và [NAB](https://www.nab.com.au).

## Đăng ký trước hay sau khi đến

Một số ngân hàng lớn cho phép bạn đăng ký trực tuyến trước khi đến Úc. Sau khi hạ cánh, bạn xác minh danh tính tại chi nhánh và nhận hoặc kích hoạt thẻ. Bạn có thể đăng ký sớm đến mức nào thì tùy từng ngân hàng.

Thời điểm rất quan trọng đối với việc xác minh danh tính. Các ngân hàng thường chấp nhận chỉ riêng hộ chiếu làm giấy tờ tùy thân nếu bạn mở tài khoản trong sáu tuần đầu tiên ở Úc. Sau thời gian đó, bạn có thể phải xuất trình thêm giấy tờ, vì vậy nên làm việc này sớm. Hãy kiểm tra yêu cầu hiện hành của ngân hàng bạn chọn.

## Những gì cần mang theo

- Hộ chiếu
- Thông tin thị thực
- Confirmation of Enrolment (giấy xác nhận nhập học) hoặc thẻ sinh viên
- Địa chỉ và số điện thoại tại Úc của bạn

## Tax File Number của bạn

Khi đã có Tax File Number (TFN – mã số thuế cá nhân), hãy cung cấp cho ngân hàng. Nếu không, ngân hàng có thể phải khấu trừ thuế trên mọi khoản tiền lãi bạn nhận được. Đăng ký TFN hoàn toàn miễn phí trên [trang web của Australian Taxation Office (Sở Thuế Úc)](https://www.ato.gov.au): ATO không bao giờ thu phí cấp TFN.

## Mẹo hằng ngày

- **Cài đặt PayID** trong ứng dụng, để mọi người có thể chuyển tiền cho bạn bằng số điện thoại hoặc email thay vì số BSB và số tài khoản.
- **Bật thông báo** cho mọi giao dịch. Đây là cách nhanh nhất để phát hiện điều bất thường.
- **Cẩn thận với phí ATM.** Một số máy ATM độc lập thu phí; màn hình sẽ báo cho bạn trước khi bạn xác nhận rút tiền.
- **Tránh chi tiêu vượt số dư.** Phí giao dịch bị từ chối và lãi thấu chi tăng lên rất nhanh.

## Phòng tránh lừa đảo

Kẻ lừa đảo nhắm vào người mới đến, thường giả danh ngân hàng, ATO, cảnh sát hoặc nhân viên di trú.

- Ngân hàng của bạn sẽ không bao giờ hỏi mật khẩu, mã PIN hay mã dùng một lần qua điện thoại, tin nhắn SMS hoặc email.
- Các cơ quan nhà nước sẽ không đòi thanh toán bằng thẻ quà tặng hay tiền mã hóa.
- Nếu một cuộc gọi có vẻ không ổn, hãy cúp máy và gọi lại theo số trên trang web chính thức hoặc ở mặt sau thẻ của bạn.
- Không bao giờ để ai dùng tài khoản của bạn để nhận hay chuyển tiền giúp họ. Đây thường là hành vi rửa tiền, và bạn có thể phải chịu trách nhiệm.

[Trang web Moneysmart](https://moneysmart.gov.au) của chính phủ có các hướng dẫn miễn phí, độc lập về lập ngân sách, sử dụng ngân hàng và nhận biết lừa đảo.

## Cần hỗ trợ?

Dịch vụ Mở tài khoản ngân hàng của chúng tôi cùng bạn so sánh các tài khoản sinh viên, chuẩn bị giấy tờ, đặt lịch hẹn tại chi nhánh nếu cần và cài đặt ứng dụng để bạn dùng được ngay, thường trong vòng 24-48 giờ.
`,
  },
  'getting-a-sim-card-and-a-myki-in-your-first-week': {
    title: 'Có SIM điện thoại và thẻ myki ngay trong tuần đầu tiên',
    summary:
      'Cách có một số điện thoại Úc dùng được ngay và bắt đầu đi tàu hỏa, tàu điện và xe buýt ở Melbourne chỉ vài ngày sau khi hạ cánh.',
    content: `Có hai thứ giúp tuần đầu tiên của bạn ở Melbourne dễ dàng hơn nhiều: một số điện thoại trong nước và một cách để trả tiền đi phương tiện công cộng. Dưới đây là cách để có cả hai.

## Phần 1: SIM điện thoại Úc của bạn

### Vì sao bạn cần một số điện thoại trong nước

Bạn sẽ cần một số điện thoại di động Úc để nhận mã xác minh của ngân hàng, nộp hồ sơ thuê nhà, nộp đơn xin việc, liên lạc với trường và đơn giản là giữ liên lạc với những người bạn mới.

### Chọn nhà mạng

Úc có ba mạng di động: **Telstra**, **Optus** và **Vodafone**. Nhiều thương hiệu khác bán gói cước chạy trên một trong ba mạng này, thường với giá rẻ hơn. Khi so sánh các gói cước, hãy cân nhắc:

- **Dung lượng data.** Sinh viên thường dùng nhiều data hơn dự kiến, nhất là cho bản đồ và gọi video.
- **Vùng phủ sóng** ở nơi bạn sống và học.
- **Gọi điện và nhắn tin quốc tế**, nếu bạn sẽ thường xuyên gọi về nhà.
- **Trả trước hay trả sau.** Trả trước thường dễ nhất khi bạn mới đến: không cần kiểm tra tín dụng và không cần ký hợp đồng.

### Kích hoạt và giấy tờ tùy thân

Theo luật, các nhà mạng Úc phải xác minh danh tính của bạn trước khi kích hoạt dịch vụ trả trước. Thường thì hộ chiếu là đủ. Bạn có thể mua SIM ở sân bay, siêu thị, cửa hàng tiện lợi, cửa hàng điện thoại và trên mạng. Nhiều gói cước hiện nay có **eSIM**, bạn có thể kích hoạt mà không cần thẻ SIM vật lý nếu điện thoại của bạn hỗ trợ.

### Trước khi chuyển sang SIM mới

- Đảm bảo điện thoại của bạn đã được **mở mạng (unlocked)**.
- Cất giữ SIM quê nhà cẩn thận nếu bạn vẫn cần nó để nhận mã xác minh từ ngân hàng ở quê nhà.
- Cập nhật số điện thoại mới với trường, ngân hàng và công ty bảo hiểm.

## Phần 2: thẻ myki của bạn

Tàu hỏa, tàu điện (tram) và xe buýt ở Melbourne dùng hệ thống vé **myki**. Bang Victoria cũng đang triển khai những cách thanh toán mới hơn, vì vậy hãy xem các lựa chọn mới nhất trên [trang web PTV](https://www.ptv.vic.gov.au).

### Mua thẻ myki

Bạn có thể mua thẻ myki tại các cửa hàng 7-Eleven, các ga tàu có nhân viên, PTV Hub và một số máy bán myki. **Mobile myki** có trên các điện thoại thông minh tương thích, nên có thể bạn hoàn toàn không cần thẻ vật lý. Hãy nạp tiền (myki Money) hoặc mua vé định kỳ (pass) nếu đi lại thường xuyên.

### Cách sử dụng

- **Chạm thẻ (touch on) mỗi lần lên xe.** Đi lại mà không có vé hợp lệ có thể bị phạt.
- Quy định chạm thẻ khi xuống (touch off) khác nhau tùy loại phương tiện (ví dụ, bạn không cần chạm thẻ khi xuống tàu điện). Trang web PTV giải thích chi tiết.
- Giá vé có mức trần, nên bạn không bao giờ phải trả quá một số tiền nhất định cho việc đi lại trong một ngày.
- **Free Tram Zone** (khu vực đi tàu điện miễn phí) bao gồm khu trung tâm (CBD) và Docklands. Nếu toàn bộ chuyến đi của bạn nằm trong khu vực này, bạn không cần chạm thẻ.

### Vé giảm giá và vé dành cho sinh viên

Du học sinh quốc tế thường không đủ điều kiện hưởng giá vé ưu đãi sinh viên tiêu chuẩn của bang Victoria. Tuy nhiên, nhiều cơ sở giáo dục tham gia chương trình **iUSEpass**, cung cấp cho du học sinh quốc tế vé năm được giảm giá. Hãy hỏi bộ phận dịch vụ sinh viên của trường xem bạn có dùng được chương trình này không.

### Ứng dụng hữu ích

- **Ứng dụng PTV** để lên lộ trình và xem giờ khởi hành theo thời gian thực.
- Một ứng dụng bản đồ có chỉ đường bằng phương tiện công cộng.

## Kế hoạch thực tế cho tuần đầu tiên

- **Ngày 1:** kích hoạt SIM tại sân bay hoặc trên đường về chỗ ở.
- **Ngày 2:** mua thẻ myki và đi thử một chuyến đến trường trước khi bắt đầu học.
- **Ngày 3:** khám phá Free Tram Zone và tìm siêu thị, nhà thuốc gần nhất.

Dịch vụ Đăng ký SIM điện thoại và Làm quen thành phố của chúng tôi lo trọn những việc này cùng một hướng dẫn viên địa phương, để bạn có liên lạc và tự tin đi phương tiện công cộng ngay từ những ngày đầu ở Melbourne.
`,
  },
  'what-to-expect-at-melbourne-airport-arrivals': {
    title: 'Những điều cần biết khi đến Sân bay Melbourne',
    summary:
      'Hướng dẫn từng bước khi hạ cánh tại Sân bay Melbourne (Melbourne Airport): kiểm tra hộ chiếu, kiểm dịch sinh học, sảnh đến và đường vào thành phố.',
    content: `Hầu hết du học sinh quốc tế đến **Sân bay Melbourne (Melbourne Airport, MEL)** ở Tullamarine, phía tây bắc trung tâm thành phố. Các chuyến bay quốc tế dùng Nhà ga số 2 (Terminal 2). Biết trước những gì diễn ra từ cửa máy bay đến sảnh đến sẽ giúp bạn bớt căng thẳng rất nhiều sau một hành trình dài.

## Trên máy bay

Bạn sẽ được yêu cầu điền **Incoming Passenger Card** (tờ khai nhập cảnh), hoặc tờ khai điện tử nếu chuyến bay của bạn có. Hãy trả lời trung thực mọi câu hỏi, đặc biệt là những câu về thực phẩm, thực vật, sản phẩm từ động vật, thuốc và tiền mặt. Hãy để sẵn một cây bút trong hành lý xách tay.

## Kiểm tra hộ chiếu

- Đi theo biển chỉ dẫn đến khu vực đến (arrivals) và kiểm tra hộ chiếu.
- Nếu bạn có hộ chiếu điện tử (ePassport) đủ điều kiện, bạn có thể dùng các quầy tự động **SmartGate**. Nếu không, một nhân viên sẽ kiểm tra hộ chiếu và thị thực của bạn.
- Chuẩn bị sẵn hộ chiếu, thư cấp thị thực, Confirmation of Enrolment (giấy xác nhận nhập học) và địa chỉ chỗ ở phòng khi được hỏi.

## Hành lý và kiểm dịch sinh học

Sau khi lấy hành lý, bạn đi qua khu vực **kiểm dịch sinh học (biosecurity)**. Úc bảo vệ nông trại và môi trường của mình bằng các quy định nghiêm ngặt, và hành lý có thể được chiếu X-quang, kiểm tra hoặc được chó nghiệp vụ đánh hơi.

- Khai báo tất cả thực phẩm, hạt giống, vật liệu thực vật, đồ gỗ và sản phẩm từ động vật, ngay cả khi bạn nghĩ chúng được phép mang vào.
- Khai báo một món đồ không có nghĩa là bạn gặp rắc rối. Hầu hết đồ được khai báo sẽ được kiểm tra rồi trả lại, hoặc bị tiêu hủy nếu không được phép.
- Không khai báo có thể dẫn đến bị phạt tiền hoặc hậu quả nghiêm trọng hơn.
- Nếu bạn mang theo từ AUD 10,000 tiền mặt trở lên (hoặc số ngoại tệ tương đương), bạn phải khai báo.

[Trang web của Australian Border Force (Lực lượng Biên phòng Úc)](https://www.abf.gov.au) giải thích những gì cần khai báo khi nhập cảnh Úc.

## Sảnh đến

Khi bước qua cửa, bạn sẽ ở sảnh đến quốc tế. Tại đây bạn sẽ thấy:

- **Wi-Fi miễn phí**, để bạn nhắn tin cho gia đình và tài xế đón bạn.
- **Cửa hàng điện thoại di động**, nếu bạn muốn có SIM ngay.
- **Quầy đổi tiền và máy ATM.** Tỷ giá ở sân bay thường kém hơn, vì vậy chỉ đổi số tiền bạn cần.
- **Điểm hẹn (meeting point)**, nơi tài xế đón khách đứng chờ với bảng tên.

Một số trường đại học mở quầy đón tiếp trong những đợt nhập học đông nhất. Hãy hỏi trường của bạn trước khi bay.

## Đi vào thành phố

- **Xe đón đặt trước.** Tài xế đón bạn ở sảnh đến và đưa bạn thẳng đến tận cửa. Đây là lựa chọn dễ nhất khi bạn có hành lý nặng hoặc đến vào đêm khuya.
- **SkyBus.** Xe buýt tốc hành chạy giữa sân bay và ga Southern Cross trong thành phố. Xe dùng vé riêng, không dùng myki.
- **Taxi hoặc xe công nghệ.** Đi theo biển chỉ dẫn đến bến taxi hoặc khu vực đón xe công nghệ. Giá cước thường cao hơn vào giờ cao điểm.

Tùy tình hình giao thông, đi xe vào khu trung tâm (CBD) thường mất khoảng 25 đến 45 phút.

## Bạn đến Sân bay Avalon?

Một số ít chuyến bay dùng **Sân bay Avalon (Avalon Airport, AVV)**, gần Geelong. Sân bay này xa Melbourne hơn, vì vậy hãy dành thêm thời gian và sắp xếp phương tiện đi lại trước khi hạ cánh.

## Mẹo để đến nơi suôn sẻ

- Dành thêm thời gian: hàng chờ kiểm tra hộ chiếu đông và hành lý ra chậm có thể khiến bạn mất thêm một giờ hoặc hơn.
- Gửi số hiệu chuyến bay cho người đón bạn, để họ theo dõi được nếu chuyến bay bị trễ.
- Lưu địa chỉ và số điện thoại chỗ ở để xem được khi không có mạng.
- Nghỉ ngơi trong ngày đầu tiên. Lệch múi giờ (jet lag) là có thật, và lịch hẹn ở ngân hàng có thể để đến ngày mai.

## Để chúng tôi đón bạn

Với dịch vụ Đón sân bay của chúng tôi, tài xế theo dõi chuyến bay của bạn, chờ ở sảnh đến với bảng tên của bạn và giúp bạn mang hành lý, để giờ đầu tiên của bạn ở Úc là giờ nhẹ nhàng nhất.
`,
  },
  'living-in-melbourne-on-a-student-budget': {
    title: 'Sống ở Melbourne với ngân sách sinh viên',
    summary:
      'Những cách thiết thực để quản lý tiền thuê nhà, ăn uống, đi lại và vui chơi ở Melbourne mà không hết tiền trước khi kết thúc học kỳ.',
    content: `Melbourne là một trong những thành phố dành cho sinh viên tuyệt vời nhất thế giới, nhưng không phải là nơi rẻ. Chỉ cần lên kế hoạch một chút, bạn vẫn có thể sống thoải mái, tận hưởng thành phố và vẫn còn tiền vào cuối mỗi tháng.

## Bắt đầu bằng một bản ngân sách

Trước khi đến, hãy ghi lại thu nhập dự kiến (tiền tiết kiệm, hỗ trợ từ gia đình, việc làm thêm) và các khoản chi thường xuyên. Với hầu hết sinh viên, những khoản lớn nhất là:

- **Tiền thuê nhà**, thường là khoản chi lớn nhất, bỏ xa các khoản khác
- **Thực phẩm và ăn ngoài**
- **Đi lại**
- **Điện thoại và internet**
- **Điện, nước, ga**, nếu không bao gồm trong tiền thuê nhà
- **Chi phí học tập**, chẳng hạn sách giáo khoa và in ấn

[Công cụ lập ngân sách của Moneysmart](https://moneysmart.gov.au) là công cụ miễn phí của chính phủ giúp việc này trở nên dễ dàng. Để có cái nhìn tổng quan về chi phí sinh hoạt thông thường của sinh viên, hãy xem [trang web Study Australia](https://www.studyaustralia.gov.au). Giá cả thay đổi, vì vậy hãy cập nhật ngân sách vài tháng một lần.

## Tiết kiệm tiền thuê nhà

- **Ở ghép nhà hoặc căn hộ.** Một phòng trong nhà ở ghép (share house) thường rẻ hơn nhiều so với căn hộ studio.
- **Tìm xa trung tâm hơn một chút.** Các khu ngoại ô có tuyến tàu hỏa hoặc tàu điện đi thẳng đến trường có thể rẻ hơn khu nội thành.
- **Kiểm tra những gì đã bao gồm.** Tiền thuê cao hơn một chút nhưng đã gồm các hóa đơn và internet có thể rẻ hơn khi tính tổng thể.

## Ăn ngon mà tiết kiệm

- **Tự nấu ăn ở nhà** và nấu sẵn một lần cho cả tuần. Nấu chung với bạn cùng nhà còn tiết kiệm hơn nữa.
- **Đi chợ** như Queen Victoria Market, nơi trái cây và rau củ thường rẻ hơn vào cuối ngày.
- **So sánh giá giữa các siêu thị** và tìm các sản phẩm mang thương hiệu riêng của siêu thị.
- **Mang theo cơm trưa và bình nước dùng lại** đến trường. Mua bữa trưa mỗi ngày sẽ tốn kém rất nhanh.

## Đi lại thông minh

- Sử dụng **Free Tram Zone** (khu vực đi tàu điện miễn phí) ở khu trung tâm (CBD) và Docklands.
- Hỏi xem trường của bạn có cung cấp vé giảm giá **iUSEpass** dành cho du học sinh quốc tế không.
- Đi bộ hoặc đạp xe cho những chuyến đi ngắn; Melbourne có nhiều làn đường dành cho xe đạp, và xe đạp, xe scooter dùng chung có ở rất nhiều nơi.

## Vui chơi miễn phí

Ở Melbourne có rất nhiều thứ để làm mà không tốn nhiều tiền:

- **State Library Victoria** (Thư viện Bang Victoria) mở cửa miễn phí và là một nơi học bài tuyệt đẹp.
- Nhiều phòng tranh và bảo tàng vào cửa miễn phí hoặc có triển lãm miễn phí.
- Công viên, bãi biển và đi bộ khám phá thành phố không tốn đồng nào.
- Các trường đại học tổ chức câu lạc bộ, sự kiện và hoạt động giao lưu miễn phí, đặc biệt trong tuần định hướng (orientation).

## Tận dụng tư cách sinh viên

- Luôn hỏi xem có **giảm giá cho sinh viên** không, từ rạp chiếu phim đến phần mềm.
- Mua sách giáo khoa cũ hoặc mượn ở thư viện.
- Tìm hiểu bộ phận dịch vụ sinh viên của trường để được hỗ trợ khẩn cấp, nhận bữa ăn miễn phí hoặc tư vấn tài chính khi gặp khó khăn.

## Việc làm thêm

Nhiều sinh viên làm thêm để trang trải cuộc sống. Hãy kiểm tra điều kiện làm việc theo thị thực của bạn trên [trang web của Department of Home Affairs (Bộ Nội vụ Úc)](https://immi.homeaffairs.gov.au) trước khi bắt đầu, vì các điều kiện này giới hạn số giờ bạn được làm trong thời gian học. Dù bạn có thị thực nào, bạn đều có quyền lợi nơi làm việc như mọi người lao động khác ở Úc, bao gồm mức lương tối thiểu. [Fair Work Ombudsman](https://www.fairwork.gov.au) (Thanh tra Lao động Công bằng) công bố mức lương hiện hành và có thể giúp bạn nếu bạn nghĩ mình đang bị trả lương thấp hơn quy định.

## Theo dõi chi tiêu

- Kiểm tra ứng dụng ngân hàng mỗi tuần.
- Lập một quỹ khẩn cấp nhỏ, dù chỉ bỏ vào một ít mỗi tuần.
- Cẩn thận với các dịch vụ mua trước trả sau (buy now, pay later) và thẻ tín dụng: những khoản thanh toán nhỏ cộng dồn lại rất nhanh.

Lập ngân sách không có nghĩa là từ chối mọi thứ. Đó là chi tiêu cho những điều quan trọng nhất với bạn, để bạn tận hưởng thời gian ở Melbourne mà không phải lo lắng về tiền bạc.
`,
  },
  'oshc-and-seeing-a-gp-in-australia': {
    title: 'OSHC và đi khám bác sĩ gia đình (GP) tại Úc',
    summary:
      'Overseas Student Health Cover bao gồm những gì, cách tìm và đặt lịch khám GP, và nên đi đâu khi cấp cứu hoặc ngoài giờ hành chính.',
    content: `Không ai muốn bị ốm, nhưng hiểu cách hệ thống chăm sóc sức khỏe ở Úc vận hành trước khi cần đến sẽ giúp bạn bớt lo lắng rất nhiều. Dưới đây là những điều mọi du học sinh quốc tế nên biết.

## OSHC là gì?

**Overseas Student Health Cover (OSHC – bảo hiểm y tế dành cho du học sinh)** là bảo hiểm y tế cho du học sinh quốc tế. Hầu hết người có thị thực du học phải có bảo hiểm y tế đầy đủ trong suốt thời gian lưu trú, và OSHC là cách hầu hết sinh viên đáp ứng điều kiện đó. Có thể trường của bạn đã mua giúp bạn, hoặc bạn đã tự mua.

Hãy kiểm tra điều kiện thị thực và yêu cầu về OSHC trên [trang web của Department of Home Affairs (Bộ Nội vụ Úc)](https://immi.homeaffairs.gov.au).

## Bảo hiểm thường chi trả cho những gì

Mỗi hợp đồng bảo hiểm một khác, vì vậy hãy đọc tài liệu hợp đồng của bạn, nhưng OSHC thường giúp chi trả cho:

- khám **bác sĩ gia đình (general practitioner – GP)**
- một số lần khám **bác sĩ chuyên khoa**
- điều trị tại **bệnh viện**
- dịch vụ **xe cứu thương**
- một số **thuốc kê đơn**

OSHC cơ bản thường **không** chi trả nha khoa, nhãn khoa hay vật lý trị liệu. Những mục này thường có trong các gói bảo hiểm bổ sung (extras cover) tùy chọn.

## Khoản chênh lệch (gap)

Nhiều phòng khám GP thu phí cao hơn số tiền công ty bảo hiểm chi trả. Phần chênh lệch này gọi là **gap**, và bạn tự trả. Một số phòng khám tính phí trực tiếp với công ty bảo hiểm của bạn, nên bạn trả ít hơn hoặc không phải trả gì vào ngày khám. Hãy hỏi phòng khám khi đặt lịch.

## Tìm bác sĩ GP

- Hỏi công ty bảo hiểm hoặc xem ứng dụng của họ để tìm các phòng khám tính phí trực tiếp với họ.
- Dùng công cụ tìm dịch vụ trên [trang web healthdirect](https://www.healthdirect.gov.au) để tìm GP gần bạn.
- Nhiều trường đại học có dịch vụ y tế ngay trong khuôn viên trường dành cho sinh viên.

Hãy đăng ký sớm với một phòng khám gần nhà, trước khi bạn bị ốm. Khám ở cùng một phòng khám giúp lưu lại hồ sơ bệnh sử của bạn.

## Đặt lịch và đi khám

- Đặt lịch qua điện thoại, trực tuyến hoặc qua ứng dụng đặt lịch. Một số phòng khám nhận khách đến không hẹn trước.
- Mang theo thẻ OSHC (hoặc thẻ điện tử) và giấy tờ tùy thân có ảnh.
- Các buổi khám thông thường khá ngắn, vì vậy hãy ghi sẵn triệu chứng và câu hỏi của bạn.
- Nếu bạn muốn có thông dịch viên, hãy hỏi phòng khám khi đặt lịch xem có thể sắp xếp được không.

## Đơn thuốc và nhà thuốc

Các nhà thuốc ở Úc thường không thể bán thuốc theo đơn nước ngoài, vì vậy hãy đi khám GP ở Úc trước khi hết thuốc. Dược sĩ có thể tư vấn về các bệnh nhẹ và nhiều loại thuốc không kê đơn.

## Ngoài giờ hành chính và cấp cứu

- **Cấp cứu: gọi 000** để gọi xe cứu thương, cảnh sát hoặc cứu hỏa. Hãy đến khoa cấp cứu của bệnh viện khi bị bệnh nặng hoặc chấn thương nghiêm trọng.
- **Không biết nên làm gì?** Gọi đường dây tư vấn healthdirect số 1800 022 222 để nói chuyện với một y tá có chứng chỉ hành nghề, 24 giờ mỗi ngày.
- Nhiều khu ngoại ô có phòng khám GP ngoài giờ hành chính, và một số dịch vụ có bác sĩ khám tại nhà.

## Medicare và các hiệp định song phương

Medicare là hệ thống y tế công của Úc. Hầu hết du học sinh quốc tế không đủ điều kiện, nhưng một số người đến từ các nước có **Reciprocal Health Care Agreement** (hiệp định chăm sóc sức khỏe song phương) với Úc có thể sử dụng một số dịch vụ của Medicare. Hãy kiểm tra xem điều này có áp dụng cho bạn không trên [trang web Services Australia](https://www.servicesaustralia.gov.au). Các yêu cầu về bảo hiểm theo thị thực của bạn vẫn được áp dụng, vì vậy hãy kiểm tra trước khi thay đổi bất kỳ hợp đồng bảo hiểm nào.

## Chăm sóc sức khỏe tinh thần

Chuyển sang sống ở một đất nước khác là một thay đổi lớn, và cảm thấy nhớ nhà, căng thẳng hay cô đơn là điều thường gặp. Bạn không hề đơn độc.

- Dịch vụ tư vấn tâm lý của trường miễn phí và bảo mật cho sinh viên.
- Bác sĩ GP có thể giúp bạn tiếp cận các dịch vụ hỗ trợ sức khỏe tinh thần.
- Để được hỗ trợ khủng hoảng bất cứ lúc nào, hãy gọi **Lifeline số 13 11 14**.

Dịch vụ Đăng ký chăm sóc sức khỏe của chúng tôi kiểm tra xem OSHC của bạn đã có hiệu lực chưa, giải thích phạm vi bảo hiểm và giúp bạn tìm một bác sĩ GP gần nhà, để bạn biết chính xác phải làm gì nếu có lúc cần được chăm sóc y tế.
`,
  },
  'finding-a-rental-in-melbourne-without-getting-scammed': {
    title: 'Tìm nhà thuê ở Melbourne mà không bị lừa đảo',
    summary:
      'Cách tìm nhà thuê ở Melbourne, nhận biết các dấu hiệu lừa đảo và hiểu quyền lợi của bạn với tư cách người thuê nhà tại Victoria.',
    content: `Tìm chỗ ở là một trong những phần căng thẳng nhất khi chuyển đến Melbourne, và các vụ lừa đảo cho thuê nhà thường nhắm vào du học sinh quốc tế đang tìm nhà từ nước ngoài. Dưới đây là cách tìm được một chỗ ở tốt một cách an toàn.

## Tìm ở đâu

- **Dịch vụ nhà ở của trường**, nơi thường đăng các lựa chọn đã được kiểm tra và tổ chức các buổi cung cấp thông tin.
- **Ký túc xá sinh viên xây dựng riêng (purpose-built student accommodation)**, thường đắt hơn nhưng tiện lợi cho năm đầu tiên.
- **Các trang web lớn về cho thuê nhà và nhà ở ghép**, nơi đăng nhà của công ty môi giới và chủ nhà tư nhân.
- **Bạn bè và cộng đồng sinh viên**, nhưng hãy đặc biệt cẩn thận với các tin đăng trên mạng xã hội.

Hãy cân nhắc đặt chỗ ở ngắn hạn cho vài tuần đầu, để bạn có thể trực tiếp đi xem nhà trước khi quyết định.

## Dấu hiệu lừa đảo

Hãy hết sức cẩn thận nếu:

- tiền thuê thấp hơn nhiều so với những chỗ tương tự gần đó
- "chủ nhà" nói họ đang ở nước ngoài và không thể cho bạn xem nhà
- bạn bị yêu cầu trả tiền cọc (bond) hoặc tiền thuê trước khi xem nhà hay ký bất cứ giấy tờ gì
- bạn bị yêu cầu trả tiền bằng chuyển tiền quốc tế, tiền mã hóa hoặc thẻ quà tặng
- bạn bị hối thúc phải quyết định ngay vì "có nhiều người khác đang quan tâm"
- bạn bị yêu cầu gửi bản sao hộ chiếu trước khi được xem nhà
- ảnh của căn nhà xuất hiện trong các tin đăng khác với địa chỉ khác

## Cách tự bảo vệ

- **Xem nhà trước.** Đến xem trực tiếp, hoặc nhờ người bạn tin tưởng cùng bạn xem nhà qua video trực tiếp.
- **Xác minh công ty môi giới hoặc chủ nhà.** Kiểm tra xem công ty môi giới có thật không và gọi cho họ theo số trên trang web chính thức của họ, không phải số trong tin đăng.
- **Yêu cầu mọi thứ bằng văn bản.** Ký hợp đồng thuê nhà bằng văn bản trước khi trả bất kỳ khoản tiền nào.
- **Thanh toán có thể truy vết.** Chuyển khoản ngân hàng vào một tài khoản đã được xác minh, và giữ biên lai của mọi khoản thanh toán.

Nếu bạn nghĩ mình gặp phải lừa đảo, hãy báo cáo cho [Scamwatch](https://www.scamwatch.gov.au). Nếu bạn đã chuyển tiền, hãy liên hệ ngay với ngân hàng của bạn.

## Hiểu quyền lợi của bạn khi thuê nhà tại Victoria

Victoria có nhiều quy định bảo vệ người thuê nhà. [Consumer Affairs Victoria](https://www.consumer.vic.gov.au) (Cơ quan Bảo vệ Người tiêu dùng bang Victoria) giải thích chi tiết, nhưng các điểm chính là:

- **Tiền cọc (bond).** Với hầu hết các chỗ thuê, tiền cọc tối đa là một tháng tiền thuê. Tiền cọc phải được nộp cho **Residential Tenancies Bond Authority (RTBA – cơ quan quản lý tiền cọc thuê nhà)**, và bạn sẽ nhận được biên nhận từ RTBA. Nếu không nhận được, hãy hỏi lý do.
- **Tiền thuê trả trước.** Với hầu hết các chỗ thuê, bạn không thể bị yêu cầu trả trước quá một tháng tiền thuê.
- **Cấm trả giá tiền thuê.** Chủ nhà hoặc công ty môi giới không được yêu cầu bạn trả cao hơn mức tiền thuê đã quảng cáo.
- **Tiêu chuẩn tối thiểu.** Nhà cho thuê phải đáp ứng các tiêu chuẩn tối thiểu, ví dụ về khóa cửa, hệ thống sưởi và nhà bếp dùng được.
- **Biên bản tình trạng nhà (condition report).** Bạn sẽ nhận được biên bản tình trạng nhà khi dọn vào. Hãy kiểm tra kỹ, thêm ghi chú và ảnh của riêng bạn, rồi gửi lại trong thời hạn cho phép. Biên bản này bảo vệ tiền cọc của bạn khi bạn dọn đi.

## Nhà ở ghép

Nhiều sinh viên thuê một phòng trong nhà ở ghép (share house). Trước khi dọn vào, hãy tìm hiểu:

- bạn sẽ đứng tên trong hợp đồng thuê (lease) hay thuê lại từ người thuê chính (head tenant)
- các hóa đơn được chia và thanh toán thế nào
- nội quy của nhà về khách đến chơi, dọn dẹp và tiếng ồn
- phần tiền cọc của bạn được nộp như thế nào

Một số nhà ở chung là **nhà cho thuê phòng (rooming house)** đã đăng ký, có quy định riêng. Consumer Affairs Victoria giải thích những điểm khác biệt.

## Để chúng tôi giúp bạn

Dịch vụ Hỗ trợ tìm chỗ ở của chúng tôi chọn lọc các lựa chọn phù hợp với ngân sách và vị trí trường của bạn, kiểm tra tin đăng có dấu hiệu lừa đảo không, sắp xếp lịch xem nhà (kể cả xem qua video khi bạn còn ở nước ngoài) và cùng bạn đọc kỹ hợp đồng thuê, để ngôi nhà đầu tiên của bạn ở Melbourne là một nơi an toàn.
`,
  },
};
