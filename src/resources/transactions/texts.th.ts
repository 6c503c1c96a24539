import type { Messages } from '../../registry/definition';

/** The texts of the pay-in and pay-out lists (one statement, two views). */
const texts = {
  fields: {
    StatementTransactionId: 'รหัสรายการ',
    TransactionNo: 'เลขที่รายการ',
    OrderNo: 'เลขที่คำสั่งซื้อ',
    GroceryId: 'ร้านค้าโชห่วย',
    SupplierId: 'ผู้ค้าส่ง',
    Amount: 'จำนวนเงิน',
    ServiceCharges: 'ค่าบริการ',
    ShippingFee: 'ค่าขนส่ง',
    PaymentFee: 'ค่าธรรมเนียมชำระเงิน',
    ProductDiscount: 'ส่วนลดสินค้า',
    ShippingDiscount: 'ส่วนลดค่าขนส่ง',
    GrandtotalAmount: 'ยอดสุทธิ',
    TransactionStatusCode: 'สถานะ',
    TransactionTypeCode: 'ประเภท',
    SubType: 'ประเภทเงินออก',
    StartDateTime: 'เวลาเริ่ม',
    EndDateTime: 'เวลาสิ้นสุด',
    StartDate: 'ตั้งแต่วันที่',
    EndDate: 'ถึงวันที่',
    WithdrawDateStart: 'โอนเงินตั้งแต่วันที่',
    WithdrawDateEnd: 'โอนเงินถึงวันที่',
    q: 'ค้นหาเลขที่คำสั่งซื้อ',
  },
  types: {
    PAID: 'ชำระค่าสินค้า',
    WD: 'ถอนเงิน',
    WDA: 'ถอนเงินอัตโนมัติ',
    CANCEL: 'คืนเงินจากการยกเลิก',
    REFUND: 'คืนเงิน',
  },
  statuses: {
    PENDING: 'รอชำระเงิน',
    SUCCESS: 'สำเร็จ',
    FAILED: 'ไม่สำเร็จ',
    WAITING_APPROVAL: 'รออนุมัติ',
    APPROVED: 'อนุมัติแล้ว',
    REJECTED: 'ไม่อนุมัติ',
  },
  details: {
    party: 'ข้อมูลคู่ค้า',
    bank: 'บัญชีรับเงิน',
    name: 'ชื่อ',
    contact: 'ผู้ติดต่อ',
    province: 'จังหวัด',
    Email: 'อีเมล',
    Phoneno: 'เบอร์โทรศัพท์',
    no_details: 'รายการนี้ไม่มีข้อมูลคู่ค้า',
    looked_up: 'ข้อมูลจากทะเบียนคู่ค้า',
    no_bank: 'ไม่มีบัญชีรับเงิน',
  },
  withdrawal: {
    decide: 'พิจารณา',
    decide_label: 'พิจารณาการถอนเงิน %{no}',
    title: 'พิจารณาการถอนเงิน %{no}',
    summary: '%{name} ขอถอนเงิน %{amount}',
    decision: 'ผลการพิจารณา',
    approve: 'อนุมัติ',
    reject: 'ไม่อนุมัติ',
    confirm_approve: 'ยืนยันการอนุมัติ',
    confirm_reject: 'ยืนยันไม่อนุมัติ',
    start_required: 'กรุณาระบุวันที่เริ่มโอน',
    end_required: 'กรุณาระบุวันที่สิ้นสุดการโอน',
    start_past: 'วันที่เริ่มโอนต้องไม่อยู่ในอดีต',
    updated: 'บันทึกผลการพิจารณาแล้ว',
    failed: 'บันทึกผลการพิจารณาไม่สำเร็จ: %{message}',
  },
} satisfies Messages;

export default texts;

export const payInNames = { name: 'รายการเงินเข้า |||| รายการเงินเข้า' };
export const payOutNames = { name: 'รายการเงินออก |||| รายการเงินออก' };
