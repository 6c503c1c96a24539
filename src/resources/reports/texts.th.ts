import type { Messages } from '../../registry/definition';

/**
 * The report screen's texts. Names the other resources already translate are read from theirs:
 * money fields and pay-out types (`resources.transactions`), order statuses (`resources.orders`).
 */
const texts = {
  name: 'รายงาน |||| รายงาน',
  title: 'รายงานประจำเดือน',
  choices: {
    month: 'เดือน',
    kind: 'ประเภทรายงาน',
    supplier: 'ผู้ค้าส่ง',
    status: 'สถานะคำสั่งซื้อ',
    all_statuses: 'ทุกสถานะ',
    month_required: 'กรุณาเลือกเดือน',
    month_future: 'เลือกได้ถึงเดือนปัจจุบันเท่านั้น',
  },
  kinds: {
    finance: 'รายงานการเงิน',
    orders: 'รายงานคำสั่งซื้อ',
  },
  download: {
    csv: 'ดาวน์โหลด CSV',
    pdf: 'ดาวน์โหลด PDF',
    pdf_working: 'กำลังสร้างไฟล์ PDF',
    pdf_failed: 'สร้างไฟล์ PDF ไม่สำเร็จ: %{message}',
    log_failed: 'บันทึกการใช้งานไม่สำเร็จ จึงไม่ได้พิมพ์รายงาน: %{reason}',
  },
  state: {
    failed: 'โหลดรายงานไม่สำเร็จ: %{message}',
    empty: 'ไม่มีข้อมูลของเดือน%{month}',
    partial: 'อ่านข้อมูลได้ %{count} จาก %{total} รายการ ตัวเลขในรายงานนี้จึงยังไม่ครบ',
  },
  common: {
    summary: 'สรุป',
    per_day: 'รายวัน',
    day: 'วันที่',
    total: 'รวม',
    count: 'จำนวน',
    amount: 'จำนวนเงิน',
    items: '%{count} รายการ',
    generated_at: 'พิมพ์เมื่อ %{date}',
    page: 'หน้า %{page} / %{pages}',
    supplier: 'ผู้ค้าส่ง: %{name}',
    tax_id: 'เลขประจำตัวผู้เสียภาษี: %{tax_id}',
    branch: 'สาขา: %{branch}',
    head_office: 'สำนักงานใหญ่',
    branch_no: 'สาขาที่ %{no}',
    status: 'สถานะคำสั่งซื้อ: %{status}',
  },
  finance: {
    title: 'รายงานการเงินประจำเดือน%{month}',
    pay_ins: 'เงินเข้า',
    received: 'ได้รับเงินแล้ว (สำเร็จ)',
    not_received: 'ยังไม่ได้รับเงิน (รอชำระหรือไม่สำเร็จ)',
    pay_outs: 'เงินออก (สำเร็จหรืออนุมัติแล้ว)',
    paid_out: 'รวมเงินออก',
    fees: 'ค่าธรรมเนียมจากเงินเข้าที่สำเร็จ',
    fee_total: 'รวมค่าธรรมเนียม',
    discounts: 'ส่วนลดจากเงินเข้าที่สำเร็จ',
    discount_total: 'รวมส่วนลด',
    net_section: 'ยอดสุทธิ',
    net: 'เงินเข้าที่ได้รับ หักเงินออก',
    pay_in_count: 'จำนวนเงินเข้า',
    pay_out_count: 'จำนวนเงินออก',
    net_column: 'สุทธิ',
    withdrawals: 'การถอนเงินของเดือน (ผู้อนุมัติและวันที่โอนเงิน)',
    unplaced:
      '%{count} รายการ (%{amount}) มีรหัสสถานะที่การตั้งค่าไม่ได้ระบุความหมาย: %{codes} จึงไม่ถูกนับในยอดใดของรายงานนี้ ผู้ดูแลระบบกำหนดรหัสเหล่านี้ได้ใน config.json ที่ workflow.payment.succeeded (ชำระแล้ว), workflow.payment.unpaid (ยังไม่ได้รับเงิน) หรือ workflow.withdrawal',
    no_code: 'ไม่มีรหัส',
    withdrawal_line: '%{no} %{type} ผู้อนุมัติ %{approver} โอนเงิน %{days}',
  },
  orders: {
    title: 'รายงานคำสั่งซื้อประจำเดือน%{month}',
    statuses: 'คำสั่งซื้อตามสถานะ',
    totals: 'ภาพรวม',
    all: 'คำสั่งซื้อทั้งหมด',
    gross: 'มูลค่ารวม (ไม่รวมที่ยกเลิก)',
    count: 'จำนวนคำสั่งซื้อ',
  },
} satisfies Messages;

export default texts;
