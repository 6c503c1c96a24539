import type { Messages } from '../../registry/definition';

const texts = {
  name: 'ใบอนุญาตจำหน่ายสุราของผู้ค้าส่ง |||| ใบอนุญาตจำหน่ายสุราของผู้ค้าส่ง',
  fields: {
    SupplierName: 'ผู้ค้าส่ง',
    BusinessTypeCode: 'ประเภทธุรกิจ',
    ApprovedStatus: 'สถานะ',
    Remark: 'หมายเหตุ',
    LicenceImgUrl: 'ใบอนุญาต',
    RequestedAt: 'วันที่ยื่น',
    q: 'ค้นหาชื่อผู้ค้าส่ง',
  },
} satisfies Messages;

export default texts;
