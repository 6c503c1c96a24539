import type { LandingApp } from '../landingRules';

/** The landing page's words, Thai and English (the page has no i18n provider: it loads alone). */
export interface LandingTexts {
  languageName: string;
  switchTo: string;
  title: Record<LandingApp | 'any', string>;
  lead: Record<LandingApp | 'any', string>;
  appStore: string;
  googlePlay: string;
  appName: Record<LandingApp, string>;
  footer: string;
}

export const LANDING_TEXTS: Record<'th' | 'en', LandingTexts> = {
  th: {
    languageName: 'ไทย',
    switchTo: 'English',
    title: {
      GC: 'สั่งสินค้าเข้าร้านง่าย ๆ กับแอปร้านค้าโชห่วย',
      WS: 'ขายส่งให้ร้านค้าทั่วประเทศกับแอปผู้ขายส่ง',
      any: 'ดาวน์โหลดแอปตลาดร้านค้าโชห่วย',
    },
    lead: {
      GC: 'เลือกซื้อจากผู้ขายส่งหลายร้าน เทียบราคา สั่งและชำระเงินได้ในแอปเดียว ส่งถึงหน้าร้าน',
      WS: 'รับคำสั่งซื้อจากร้านค้าโชห่วย จัดการสต็อกและราคา และถอนเงินเข้าบัญชีได้ทุกสัปดาห์',
      any: 'แอปสำหรับร้านค้าโชห่วยและผู้ขายส่ง เลือกแอปที่เหมาะกับคุณ',
    },
    appStore: 'ดาวน์โหลดบน App Store',
    googlePlay: 'ดาวน์โหลดบน Google Play',
    appName: { GC: 'แอปร้านค้าโชห่วย', WS: 'แอปผู้ขายส่ง' },
    footer: 'ใช้งานได้บน iPhone และ Android',
  },
  en: {
    languageName: 'English',
    switchTo: 'ภาษาไทย',
    title: {
      GC: 'Stock your store the easy way with the grocery app',
      WS: 'Sell wholesale to stores nationwide with the wholesaler app',
      any: 'Get the grocery marketplace apps',
    },
    lead: {
      GC: 'Buy from many wholesalers, compare prices, order and pay in one app, delivered to your door.',
      WS: 'Take orders from grocery stores, manage stock and prices, and withdraw to your bank every week.',
      any: 'Apps for grocery stores and wholesalers: pick the one for you.',
    },
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    appName: { GC: 'Grocery store app', WS: 'Wholesaler app' },
    footer: 'Works on iPhone and Android',
  },
};
