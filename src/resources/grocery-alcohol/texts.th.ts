import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ใบอนุญาตจำหน่ายสุราของร้านค้า |||| ใบอนุญาตจำหน่ายสุราของร้านค้า',
  fields: {
    GroceryName: 'ร้านค้า',
    BusinessTypeCode: 'ประเภทธุรกิจ',
    ApprovedStatus: 'สถานะ',
    Remark: 'หมายเหตุ',
    LicenceImgUrl: 'ใบอนุญาต',
    RequestedAt: 'วันที่ยื่น',
    q: 'ค้นหาชื่อร้านค้า',
  },
} satisfies Messages;

export default texts;
