import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ยอดร้านค้าตามจังหวัด |||| ยอดร้านค้าตามจังหวัด',
  title: 'ผู้ค้าส่งตามพนักงานขายและจังหวัด',
  chart_title: '%{count} จังหวัดที่มีผู้ค้าส่งมากที่สุด',
  unassigned: 'ยังไม่มีพนักงานขาย',
  empty: 'ยังไม่มีผู้ค้าส่ง',
  failed: 'โหลดข้อมูลผู้ค้าส่งตามที่อยู่ไม่สำเร็จ',
  fields: {
    SalesUserName: 'พนักงานขาย',
    ProvinceName: 'จังหวัด',
    RegionName: 'ภาค',
    StoreCount: 'จำนวนร้าน',
  },
} satisfies Messages;

export default texts;
