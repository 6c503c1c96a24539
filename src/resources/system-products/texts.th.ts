import type { Messages } from '../../registry/definition';

const texts = {
  name: 'สินค้าในระบบ |||| สินค้าในระบบ',
  fields: {
    ProductId: 'รหัส',
    ProductName: 'ชื่อสินค้า',
    ProductCategoryTitle: 'หมวดหมู่',
    ProductSubCategoryTitle: 'หมวดหมู่ย่อย',
    BarCode: 'บาร์โค้ด',
    CoverImage: 'รูปภาพ',
    Quantity: 'สต็อก',
    UnitPrice: 'ราคาต่อหน่วย',
    Producttitle: 'ค้นหาชื่อสินค้า',
    CategoryId: 'หมวดหมู่',
    SubCategoryId: 'หมวดหมู่ย่อย',
  },
  empty: 'ไม่พบสินค้า',
  invalid_answer: 'ข้อมูลสินค้าที่ได้รับจากระบบอยู่ในรูปแบบที่อ่านไม่ได้ กรุณาลองใหม่อีกครั้ง',
} satisfies Messages;

export default texts;
