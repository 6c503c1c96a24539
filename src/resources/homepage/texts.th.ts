import type { Messages } from '../../registry/definition';

const texts = {
  welcome: 'ยินดีต้อนรับ %{name}',
  signed_in_as: 'เข้าสู่ระบบในบทบาท %{role}',
  sections: 'เมนูที่คุณใช้งานได้',
  no_sections: 'บทบาทของคุณยังไม่มีเมนูที่ใช้งานได้',
  figures: {
    orders_today: 'คำสั่งซื้อวันนี้',
    orders_month: 'คำสั่งซื้อเดือนนี้',
    pay_ins_month: 'เงินเข้าเดือนนี้ (มูลค่าคำสั่งซื้อที่ชำระแล้ว)',
    pay_outs_month: 'เงินออกเดือนนี้',
    withdrawals_waiting: 'คำขอถอนเงินรออนุมัติ',
    supplier_licences_waiting: 'ใบอนุญาตสุราผู้ค้าส่งรอพิจารณา',
    grocery_licences_waiting: 'ใบอนุญาตสุราร้านค้าโชห่วยรอพิจารณา',
    new_suppliers: 'ผู้ค้าส่งรายใหม่เดือนนี้',
    new_groceries: 'ร้านค้าโชห่วยรายใหม่เดือนนี้',
  },
  last_30_days: '30 วันล่าสุด',
  orders_per_day: 'คำสั่งซื้อที่ชำระเงินต่อวัน',
  value_per_day: 'มูลค่าเงินเข้าต่อวัน',
  paid_orders: 'คำสั่งซื้อที่ชำระเงิน',
  pay_in_value: 'มูลค่าเงินเข้า',
  charts_failed: 'โหลดกราฟไม่สำเร็จ',
} satisfies Messages;

export default texts;
