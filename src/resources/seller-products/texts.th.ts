import type { Messages } from '../../registry/definition';

const texts = {
  name: 'สินค้าของผู้ค้าส่ง |||| สินค้าของผู้ค้าส่ง',
  fields: {
    SupplierId: 'ผู้ค้าส่ง',
    ImgUrl: 'รูป',
    ProductName: 'ชื่อสินค้า',
    ProductCategoryId: 'หมวดหมู่',
    ProductSubCategoryId: 'หมวดหมู่ย่อย',
    ProductCategoryName: 'หมวดหมู่',
    ProductSubCategoryName: 'หมวดหมู่ย่อย',
    ProductStatus: 'สถานะ',
    Quantity: 'จำนวน',
    UnitPrice: 'ราคาต่อหน่วย',
  },
  statuses: { ACTIVE: 'วางขาย', INACTIVE: 'หยุดขาย', OUT_OF_STOCK: 'สินค้าหมด' },
  choose_supplier: 'เลือกผู้ค้าส่งเพื่อดูและแก้ไขสินค้าของร้าน',
  no_products: 'ไม่พบสินค้าของผู้ค้าส่งรายนี้ตามที่ค้นหา',
  edit: 'แก้ไขสินค้า',
  edit_title: 'แก้ไข %{name}',
  validation: {
    quantity: 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
    unit_price: 'ราคาต้องไม่ติดลบ และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  add: {
    title: 'เพิ่มสินค้าจากแคตตาล็อกให้ผู้ค้าส่ง',
    choose_supplier: 'เลือกผู้ค้าส่งก่อน แล้วเลือกสินค้าในตาราง',
    linked_not_found: 'ไม่พบผู้ค้าส่งที่ลิงก์นี้ระบุ (%{id}) กรุณาเลือกผู้ค้าส่ง',
    button: 'เพิ่มให้ผู้ค้าส่ง',
    dialog_title: 'สินค้าที่จะเพิ่ม',
    checking: 'กำลังตรวจว่าผู้ค้าส่งมีสินค้าเหล่านี้แล้วหรือยัง…',
    already_sold: 'มีอยู่แล้ว',
    not_checked: 'ตรวจไม่ได้',
    quantity_of: 'จำนวนของ %{name}',
    price_of: 'ราคาของ %{name}',
    save: 'เพิ่ม %{smart_count} รายการ |||| เพิ่ม %{smart_count} รายการ',
    nothing: 'ไม่มีสินค้าใหม่ที่จะเพิ่ม',
    done: 'เพิ่มสินค้าเรียบร้อยแล้ว',
    failed: 'เพิ่มสินค้าไม่สำเร็จ: %{message}',
  },
  notifications: {
    updated: 'สำเร็จ : อัปเดตสินค้า',
    update_failed: 'ผิดพลาด : อัปเดตสินค้า: %{message}',
  },
} satisfies Messages;

export default texts;
