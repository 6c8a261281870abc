// The legal pages in Vietnamese (issue 33 item 2), translated from ../cms.ts.
import type { LegalTranslation } from './types.ts';

const terms = `# Điều khoản dịch vụ

Cập nhật lần cuối: 21 November 2026

Các điều khoản này áp dụng khi bạn đặt dịch vụ với Landed Arrival Services Pty Ltd ("Landed", "chúng tôi"). Khi tạo tài khoản hoặc đặt dịch vụ, bạn đồng ý với các điều khoản này. Vui lòng đọc kỹ và liên hệ với chúng tôi nếu có điều gì chưa rõ.

## 1. Dịch vụ của chúng tôi

Landed hỗ trợ du học sinh quốc tế và người mới đến Melbourne, bang Victoria, trong việc đặt chân đến và ổn định cuộc sống. Dịch vụ của chúng tôi gồm đón sân bay, đăng ký SIM điện thoại, hỗ trợ tìm chỗ ở, mở tài khoản ngân hàng, làm quen thành phố, đăng ký chăm sóc sức khỏe, hỗ trợ đăng ký TFN và ABN, hỗ trợ tìm việc làm thêm và hỗ trợ lái xe, được bán lẻ từng dịch vụ hoặc theo gói.

Chúng tôi cung cấp hướng dẫn và hỗ trợ thực tế. Chúng tôi không phải là ngân hàng, đại lý di trú, đại lý bất động sản, công ty bảo hiểm, đại lý thuế hay công ty môi giới việc làm, và chúng tôi không đưa ra tư vấn tài chính, pháp lý, di trú hay thuế. Các quyết định của bên thứ ba, chẳng hạn ngân hàng chấp thuận mở tài khoản, chủ nhà chấp nhận hồ sơ thuê nhà hay nhà tuyển dụng nhận bạn vào làm, nằm ngoài tầm kiểm soát của chúng tôi, và chúng tôi không thể đảm bảo những kết quả đó.

## 2. Đặt dịch vụ

- Bạn có thể đặt một gói dịch vụ hoặc tự tạo gói tùy chỉnh qua tài khoản của mình.
- Một đơn đặt mới ở trạng thái **Đang chờ xác nhận** cho đến khi chúng tôi xác nhận. Chúng tôi sẽ liên hệ với bạn nếu cần thêm thông tin, chẳng hạn số hiệu chuyến bay hoặc giờ đến của bạn.
- Bạn phải cung cấp cho chúng tôi thông tin chính xác. Nếu chuyến bay hoặc thông tin đến nơi của bạn thay đổi, vui lòng cập nhật trong bảng điều khiển hoặc báo cho chúng tôi càng sớm càng tốt.
- Hầu hết dịch vụ được thực hiện trong vòng 24-48 giờ sau khi xác nhận, hoặc vào ngày bạn chọn.

## 3. Giá và thanh toán

- {{PRICES_GST}}
- Giá của đơn đặt là giá hiển thị khi bạn đặt. Với gói tùy chỉnh, đó là tổng giá của các lựa chọn bạn chọn.
- {{PAYMENT_METHODS}}
- Mỗi đơn đặt được thanh toán toàn bộ trong một lần.
- Vui lòng ghi mã đơn đặt của bạn (ví dụ BK-7K2M9Q) vào phần nội dung chuyển khoản để chúng tôi đối chiếu khoản thanh toán.
- Việc xử lý và xác minh thanh toán mất 1-2 ngày làm việc. Trạng thái thanh toán của đơn đặt sẽ thay đổi khi chúng tôi đã xác minh khoản thanh toán.
- Ngân hàng của bạn có thể thu phí chuyển tiền quốc tế; bạn chịu trách nhiệm về các khoản phí này.

## 4. Hủy đơn đặt

- Bạn có thể hủy đơn đặt trong bảng điều khiển khi đơn vẫn đang ở trạng thái Đang chờ xác nhận.
- Nếu bạn cần hủy một đơn đặt đã được xác nhận, hãy liên hệ bộ phận hỗ trợ.
- Số tiền bạn được hoàn lại phụ thuộc vào việc đơn đặt bị hủy trước ngày bạn đến bao lâu: chính sách hủy ở cuối các điều khoản này quy định cụ thể.

## 5. Hoàn tiền

- Nếu một dịch vụ không được thực hiện như mô tả, hãy báo cho chúng tôi qua {{SUPPORT_EMAIL}}. Chúng tôi sẽ xem xét yêu cầu của bạn và trả lời trong vòng 5 ngày làm việc.
- Tiền hoàn được chuyển về tài khoản mà bạn đã dùng để thanh toán.
- Không điều gì trong các điều khoản này loại trừ, hạn chế hay thay đổi quyền của bạn theo Australian Consumer Law (Luật Bảo vệ Người tiêu dùng Úc). Dịch vụ của chúng tôi đi kèm những bảo đảm không thể bị loại trừ, và bạn có quyền được khắc phục nếu một dịch vụ không đáp ứng các bảo đảm đó.

## 6. Trách nhiệm của bạn

- Giữ an toàn thông tin đăng nhập tài khoản và báo cho chúng tôi nếu bạn nghĩ có người khác đã sử dụng tài khoản của bạn.
- Đảm bảo bạn có đủ thị thực, giấy tờ và bảo hiểm cần thiết để đến và lưu trú tại Úc.
- Cư xử tôn trọng với nhân viên và tài xế của chúng tôi. Chúng tôi có thể hủy đơn đặt nếu sự an toàn của một thành viên trong đội ngũ bị đe dọa.

## 7. Thay đổi và nâng cấp

Bạn có thể nâng cấp gói dịch vụ bất cứ lúc nào bằng cách liên hệ bộ phận hỗ trợ; bạn chỉ trả phần chênh lệch giá. Thỉnh thoảng chúng tôi có thể cập nhật các điều khoản này. Phiên bản áp dụng cho đơn đặt của bạn là phiên bản được công bố vào thời điểm bạn đặt.

## 8. Trách nhiệm pháp lý

Trong phạm vi pháp luật cho phép, trách nhiệm của chúng tôi đối với bất kỳ dịch vụ nào không đáp ứng bảo đảm dành cho người tiêu dùng được giới hạn ở việc cung cấp lại dịch vụ đó hoặc trả chi phí để dịch vụ được cung cấp lại. Chúng tôi không chịu trách nhiệm về những tổn thất do bên thứ ba gây ra, những chậm trễ nằm ngoài khả năng kiểm soát hợp lý của chúng tôi, hoặc thông tin không chính xác mà bạn đã cung cấp cho chúng tôi.

## 9. Luật áp dụng

Các điều khoản này chịu sự điều chỉnh của pháp luật bang Victoria, Úc.

## 10. Liên hệ với chúng tôi

Bạn có câu hỏi về các điều khoản này? Hãy gửi email đến {{SUPPORT_EMAIL}} hoặc gọi {{SUPPORT_PHONE}}.
`;

const privacy = `# Chính sách quyền riêng tư

Cập nhật lần cuối: 26 November 2026

Landed Arrival Services Pty Ltd ("Landed", "chúng tôi") tôn trọng quyền riêng tư của bạn. Chính sách này giải thích cách chúng tôi thu thập, sử dụng, lưu trữ và chia sẻ thông tin cá nhân của bạn, và những gì bạn có thể tự làm với thông tin đó trong tài khoản của mình. Chúng tôi xử lý thông tin cá nhân theo Privacy Act 1988 (Cth) (Luật Quyền riêng tư năm 1988) và Australian Privacy Principles (APPs – Các nguyên tắc về quyền riêng tư của Úc).

## Những thông tin chúng tôi thu thập

Chúng tôi chỉ thu thập những thông tin cần thiết để cung cấp dịch vụ, bao gồm:

- họ tên, địa chỉ email, số điện thoại và trường đại học hoặc cơ sở giáo dục của bạn
- thông tin đến nơi, chẳng hạn số hiệu chuyến bay, ngày và giờ đến, và nơi bạn sẽ đến từ sân bay
- thông tin đơn đặt, thanh toán và mã tham chiếu thanh toán (chúng tôi không bao giờ xem hay lưu số thẻ)
- giấy tờ bạn chọn tải lên khi một dịch vụ cần đến, chẳng hạn trang hộ chiếu, thư cấp thị thực hoặc Confirmation of Enrolment (CoE – giấy xác nhận nhập học)
- tin nhắn bạn gửi cho đội ngũ hỗ trợ của chúng tôi
- thông tin kỹ thuật cơ bản, chẳng hạn trình duyệt, thiết bị và hoạt động đăng nhập của bạn, được dùng để giữ an toàn cho tài khoản

Nếu bạn đăng nhập bằng Google, chúng tôi nhận họ tên và địa chỉ email của bạn từ Google.

## Cách chúng tôi sử dụng thông tin

Chúng tôi sử dụng thông tin cá nhân của bạn để:

- tạo và quản lý tài khoản của bạn
- thực hiện các dịch vụ bạn đặt, ví dụ chia sẻ họ tên, số điện thoại và thông tin chuyến bay của bạn với tài xế đón bạn
- xác minh thanh toán và gửi thông báo cập nhật về đơn đặt, lời nhắc và hóa đơn thuế
- trả lời câu hỏi và yêu cầu hỗ trợ của bạn
- giữ an toàn cho dịch vụ của chúng tôi và thực hiện các nghĩa vụ pháp lý

Chúng tôi không bán thông tin cá nhân của bạn và không dùng thông tin đó cho mục đích tiếp thị khi chưa có sự đồng ý của bạn. Bản tin của chúng tôi chỉ được gửi đến những địa chỉ mà chủ sở hữu đã xác nhận đăng ký qua đường liên kết chúng tôi gửi qua email. Mỗi email bản tin đều có đường liên kết hủy đăng ký hoạt động chỉ với một cú nhấp, không cần đăng nhập, và bạn có thể bật hoặc tắt nhận bản tin trong **Cài đặt tài khoản**.

## Chúng tôi chia sẻ thông tin với ai

Chúng tôi chỉ chia sẻ những gì cần thiết với:

- tài xế, hướng dẫn viên và nhân viên thực hiện đơn đặt của bạn
- các nhà cung cấp dịch vụ giúp chúng tôi vận hành hoạt động kinh doanh, chẳng hạn nhà cung cấp lưu trữ máy chủ và email, theo các nghĩa vụ bảo mật
- các bên thứ ba mà bạn nhờ chúng tôi làm việc thay bạn, chẳng hạn ngân hàng hoặc bên cung cấp chỗ ở, khi có sự đồng ý của bạn
- cơ quan nhà nước khi pháp luật yêu cầu

## Nơi chúng tôi lưu trữ thông tin

Chúng tôi lưu trữ thông tin của bạn một cách an toàn và giữ tại Úc khi có thể. Một số nhà cung cấp dịch vụ của chúng tôi có thể xử lý dữ liệu ở nước ngoài; khi đó, chúng tôi thực hiện các bước hợp lý để đảm bảo thông tin của bạn được xử lý theo APPs.

## Chúng tôi lưu giữ thông tin trong bao lâu

- **Giấy tờ đã tải lên** được tự động xóa {{DOCUMENT_RETENTION_DAYS}} ngày sau khi đơn đặt gần nhất của bạn hoàn tất hoặc bị hủy. Chúng tôi gửi thông báo cho bạn 7 ngày trước đó để bạn tải xuống những gì còn cần. Bạn có thể tự xóa bất kỳ giấy tờ nào vào bất cứ lúc nào trong bảng điều khiển.
- **Tài khoản của bạn** được giữ cho đến khi bạn xóa.
- **Đơn đặt, khoản thanh toán và hóa đơn thuế** được lưu giữ trong 5 năm theo yêu cầu của luật thuế Úc. Nếu bạn xóa tài khoản, chúng được lưu giữ mà không kèm họ tên hay thông tin liên lạc của bạn.

## Xem và tải xuống dữ liệu của bạn

Trong **Cài đặt tài khoản**, chọn **Tải xuống dữ liệu của tôi**: bạn sẽ nhận được một tệp chứa mọi thông tin chúng tôi lưu giữ về bạn (hồ sơ, thông tin đến nơi, đơn đặt, khoản thanh toán, thông báo, tin nhắn bạn đã gửi cho chúng tôi, phiên đăng nhập và hồ sơ về sự đồng ý) cùng bản sao các giấy tờ bạn đã tải lên.

Tin nhắn bạn đã gửi cho chúng tôi và đăng ký nhận bản tin bằng địa chỉ email của bạn trước khi bạn có tài khoản chỉ được gắn vào tài khoản của bạn sau khi bạn xác nhận địa chỉ đó (qua đường liên kết chúng tôi gửi qua email, hoặc bằng cách đặt lại mật khẩu): cho đến lúc đó, tài khoản của bạn không hiển thị, không tải xuống và không xóa chúng.

## Xóa tài khoản của bạn

Trong **Cài đặt tài khoản**, chọn **Xóa tài khoản** và nhập mật khẩu. Họ tên, địa chỉ email, số điện thoại, hồ sơ, thông tin đến nơi, giấy tờ, thông báo và phiên đăng nhập của bạn sẽ bị xóa ngay lập tức. Đơn đặt, khoản thanh toán và hóa đơn thuế được giữ lại cho sổ sách kế toán của chúng tôi (xem ở trên) với ghi chú "Người dùng đã xóa" (Deleted user). Sau đó, bạn có thể tạo tài khoản mới với cùng địa chỉ email.

## Bảo mật

Chúng tôi bảo vệ thông tin của bạn bằng các biện pháp như kết nối được mã hóa, mật khẩu được băm (hash), đăng nhập hai lớp cho nhân viên, kiểm soát quyền truy cập và nhật ký ghi lại mỗi lần nhân viên truy cập giấy tờ của bạn. Không hệ thống nào an toàn tuyệt đối, vì vậy hãy giữ kín mật khẩu của bạn và báo ngay cho chúng tôi nếu bạn nghi ngờ tài khoản của mình bị sử dụng sai mục đích.

## Quyền của bạn

Bạn có thể tự truy cập thông tin và xóa tài khoản của mình như mô tả ở trên. Bạn cũng có thể yêu cầu chúng tôi sửa thông tin của bạn hoặc đặt bất kỳ câu hỏi nào về quyền riêng tư. Chúng tôi sẽ phản hồi trong vòng 30 ngày. Việc gửi yêu cầu hoàn toàn miễn phí.

## Yêu cầu và khiếu nại về quyền riêng tư

Để gửi yêu cầu hoặc khiếu nại về quyền riêng tư, hãy gửi email đến **{{SUPPORT_EMAIL}}** với tiêu đề "Privacy request" (Yêu cầu về quyền riêng tư), hoặc gọi {{SUPPORT_PHONE}}. Chúng tôi sẽ xác nhận đã nhận được tin nhắn của bạn trong vòng 5 ngày làm việc và cố gắng giải quyết trong vòng 30 ngày.

Nếu bạn không hài lòng với phản hồi của chúng tôi, bạn có thể liên hệ Office of the Australian Information Commissioner (OAIC – Văn phòng Ủy viên Thông tin Úc) tại [oaic.gov.au](https://www.oaic.gov.au).

## Thay đổi chính sách này

Thỉnh thoảng chúng tôi có thể cập nhật chính sách này. Chúng tôi sẽ đăng phiên bản mới trên trang này và cập nhật ngày ở trên.
`;

export const legal: LegalTranslation = {
  terms,
  privacy,
};
