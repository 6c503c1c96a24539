import type { Messages } from '../../registry/definition';

const texts = {
  name: 'การจัดส่ง |||| การจัดส่ง',
  fields: {
    OrderID: 'รหัสคำสั่งซื้อ',
    OrderNo: 'เลขที่คำสั่งซื้อ',
    OrderDate: 'วันที่สั่งซื้อ',
    OrderStatus: 'สถานะคำสั่งซื้อ',
    DeliveryStatus: 'สถานะการจัดส่ง',
    StatusDateTime: 'อัปเดตสถานะเมื่อ',
    GroceryName: 'ร้านค้าโชห่วย (ผู้รับ)',
    SupplierName: 'ผู้ขายส่ง (ผู้ส่ง)',
    ItemCount: 'จำนวนรายการ',
    ShippingFee: 'ค่าจัดส่ง',
    DistrictName: 'อำเภอ',
    ProvinceId: 'จังหวัด',
    ProvinceName: 'จังหวัด',
    RegionId: 'ภาค',
    RegionName: 'ภาค',
    Start: 'สั่งซื้อตั้งแต่',
    End: 'สั่งซื้อถึง',
  },
  statuses: {
    WAITING_PICKUP: 'รอรับสินค้า',
    IN_TRANSIT: 'กำลังจัดส่ง',
    DELIVERED: 'ส่งถึงแล้ว',
    RETURNED: 'ตีกลับ/คืนเงิน',
    CANCELLED: 'ยกเลิก',
  },
  summary: {
    title: 'สรุปการจัดส่งตามสถานะและภาค',
    hint: 'นับจากคำสั่งซื้อที่ชำระเงินแล้วตามพื้นที่และช่วงวันที่ที่เลือก กดตัวเลขเพื่อกรองรายการ',
    region: 'ภาค',
    total: 'รวม',
    all_regions: 'ทุกภาค',
    no_region: 'ไม่ทราบภาค',
    failed: 'โหลดสรุปการจัดส่งไม่สำเร็จ',
    empty: 'ไม่มีการจัดส่งในพื้นที่และช่วงวันที่นี้',
  },
  open_order: 'เปิดคำสั่งซื้อ %{orderNo}',
} satisfies Messages;
export default texts;
