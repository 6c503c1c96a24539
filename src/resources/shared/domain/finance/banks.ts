import baac from 'thai-banks-logo/icons/BAAC.png';
import bay from 'thai-banks-logo/icons/BAY.png';
import bbl from 'thai-banks-logo/icons/BBL.png';
import cimb from 'thai-banks-logo/icons/CIMB.png';
import ghb from 'thai-banks-logo/icons/GHB.png';
import gsb from 'thai-banks-logo/icons/GSB.png';
import ibank from 'thai-banks-logo/icons/IBANK.png';
import kbank from 'thai-banks-logo/icons/KBANK.png';
import kkp from 'thai-banks-logo/icons/KKP.png';
import ktb from 'thai-banks-logo/icons/KTB.png';
import lhb from 'thai-banks-logo/icons/LHB.png';
import scb from 'thai-banks-logo/icons/SCB.png';
import tcrb from 'thai-banks-logo/icons/TCRB.png';
import tisco from 'thai-banks-logo/icons/TISCO.png';
import trueMoney from 'thai-banks-logo/icons/TrueMoney.png';
import ttb from 'thai-banks-logo/icons/TTB.png';
import uob from 'thai-banks-logo/icons/UOB.png';

/** A bank option: its code (which is also its value), names and logo. */
export interface BankRecord extends Record<string, unknown> {
  BankCode: string;
  NameTh: string;
  NameEn: string;
  /** The logo, bundled from thai-banks-logo (ISC): no request leaves the app's origin. */
  Logo: string;
}

/**
 * The 18 bank options of the old app, in its order. TMB and Thanachart (TBANK) merged into ttb in
 * 2021; both codes remain in use, with ttb's logo. The banks list serves them, and the demo seeds
 * draw the partners' bank accounts from them.
 */
export const BANKS: readonly BankRecord[] = [
  { BankCode: 'KBANK', NameTh: 'ธนาคารกสิกรไทย', NameEn: 'Kasikornbank', Logo: kbank },
  { BankCode: 'TRUEWALLET', NameTh: 'ทรูมันนี่ วอลเล็ท', NameEn: 'TrueMoney Wallet', Logo: trueMoney },
  { BankCode: 'TMB', NameTh: 'ธนาคารทหารไทยธนชาต', NameEn: 'TMBThanachart Bank', Logo: ttb },
  { BankCode: 'BBL', NameTh: 'ธนาคารกรุงเทพ', NameEn: 'Bangkok Bank', Logo: bbl },
  { BankCode: 'KTB', NameTh: 'ธนาคารกรุงไทย', NameEn: 'Krungthai Bank', Logo: ktb },
  { BankCode: 'BAY', NameTh: 'ธนาคารกรุงศรีอยุธยา', NameEn: 'Bank of Ayudhya (Krungsri)', Logo: bay },
  { BankCode: 'KKP', NameTh: 'ธนาคารเกียรตินาคินภัทร', NameEn: 'Kiatnakin Phatra Bank', Logo: kkp },
  { BankCode: 'CIMB', NameTh: 'ธนาคารซีไอเอ็มบี ไทย', NameEn: 'CIMB Thai Bank', Logo: cimb },
  { BankCode: 'TISCO', NameTh: 'ธนาคารทิสโก้', NameEn: 'TISCO Bank', Logo: tisco },
  { BankCode: 'TBANK', NameTh: 'ธนาคารธนชาต', NameEn: 'Thanachart Bank', Logo: ttb },
  { BankCode: 'UOBT', NameTh: 'ธนาคารยูโอบี', NameEn: 'United Overseas Bank (Thai)', Logo: uob },
  { BankCode: 'TCD', NameTh: 'ธนาคารไทยเครดิต', NameEn: 'Thai Credit Bank', Logo: tcrb },
  { BankCode: 'LHFG', NameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', NameEn: 'Land and Houses Bank', Logo: lhb },
  {
    BankCode: 'BAAC',
    NameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    NameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    Logo: baac,
  },
  { BankCode: 'GSB', NameTh: 'ธนาคารออมสิน', NameEn: 'Government Savings Bank', Logo: gsb },
  { BankCode: 'GHB', NameTh: 'ธนาคารอาคารสงเคราะห์', NameEn: 'Government Housing Bank', Logo: ghb },
  { BankCode: 'ISBT', NameTh: 'ธนาคารอิสลามแห่งประเทศไทย', NameEn: 'Islamic Bank of Thailand', Logo: ibank },
  { BankCode: 'SCB', NameTh: 'ธนาคารไทยพาณิชย์', NameEn: 'Siam Commercial Bank', Logo: scb },
];
