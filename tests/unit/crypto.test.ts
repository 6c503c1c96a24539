import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptField,
  DecryptError,
  encryptField,
  isCiphertext,
  keyKindOfTransactionType,
  makeIv,
  readSensitive,
  sensitiveValueOf,
  type CryptoKeys,
  type KeyKind,
} from '../../src/api/crypto';

// Three keys of different sizes and encodings' worth of text, so a mix-up between them shows.
const PROFILE_KEY = 'KK-backoffice-demo-profile-key!!'; // 32 ASCII bytes: AES-256
const WITHDRAW_KEY = 'withdraw-key-24-bytes-ok'; // 24 bytes: AES-192
const REFUND_KEY = 'refund-key-16-by'; // 16 bytes: AES-128

const UTF8_KEYS: CryptoKeys = {
  profileKey: PROFILE_KEY,
  withdrawKey: WITHDRAW_KEY,
  refundKey: REFUND_KEY,
  keyEncoding: 'utf8',
  ivEncoding: 'base64',
};

const IV_HEX = '000102030405060708090a0b0c0d0e0f';
const IV_BASE64 = 'AAECAwQFBgcICQoLDA0ODw=='; // the same 16 bytes

/** Node's OpenSSL binding, an implementation independent of the one under test. */
function nodeEncrypt(plain: Buffer, key: Buffer, iv: Buffer, padding = true): string {
  const cipher = createCipheriv(`aes-${key.length * 8}-cbc`, key, iv);
  cipher.setAutoPadding(padding);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

function nodeDecrypt(cipherBase64: string, key: Buffer, iv: Buffer): string {
  const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, iv);
  return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

describe('keyKindOfTransactionType', () => {
  it.each([
    ['WD', 'withdraw'],
    ['WDA', 'withdraw'],
    ['CANCEL', 'refund'],
    ['REFUND', 'refund'],
    // every other type, and none, reads with the profile key
    ['PAID', 'profile'],
    ['PO', 'profile'],
    ['WDX', 'profile'],
    ['REFUNDED', 'profile'],
    ['', 'profile'],
    [undefined, 'profile'],
    // a stray space or another case from a service must not switch keys
    [' wd ', 'withdraw'],
    ['Refund', 'refund'],
  ] as const)('%j → %s', (code, kind) => {
    expect(keyKindOfTransactionType(code)).toBe(kind);
  });
});

describe('encryptField / decryptField', () => {
  it('matches vectors written down from the openssl command line', () => {
    // printf '%s' 'สมชาย@example.com' | openssl enc -aes-256-cbc -K <hex of PROFILE_KEY> -iv 0001..0f -base64 -A
    const expected = 'ZpI45sJg5F0XbiSUjjeeL9FfhjtavnZ7UDeE665OpuE=';
    expect(encryptField('สมชาย@example.com', IV_BASE64, 'profile', UTF8_KEYS)).toBe(expected);
    expect(decryptField(expected, IV_BASE64, 'profile', UTF8_KEYS)).toBe('สมชาย@example.com');

    // printf '%s' '0812345678' | openssl enc -aes-128-cbc -K 2b7e1516...4f3c -iv f0e0d0c0...1000 -base64 -A
    const hexKeys: CryptoKeys = {
      ...UTF8_KEYS,
      refundKey: '2b7e151628aed2a6abf7158809cf4f3c',
      keyEncoding: 'hex',
      ivEncoding: 'hex',
    };
    const iv = 'f0e0d0c0b0a090807060504030201000';
    expect(encryptField('0812345678', iv, 'refund', hexKeys)).toBe('+e8bnEIqUNDdBFvhx+xORQ==');
    expect(decryptField('+e8bnEIqUNDdBFvhx+xORQ==', iv, 'refund', hexKeys)).toBe('0812345678');
  });

  it('agrees with node:crypto for every key size and encoding, both ways', () => {
    const cases: Array<{ keys: CryptoKeys; kind: KeyKind; key: Buffer; iv: string; ivBytes: Buffer }> = [
      {
        keys: UTF8_KEYS,
        kind: 'profile',
        key: Buffer.from(PROFILE_KEY, 'utf8'),
        iv: IV_BASE64,
        ivBytes: Buffer.from(IV_HEX, 'hex'),
      },
      {
        keys: UTF8_KEYS,
        kind: 'withdraw',
        key: Buffer.from(WITHDRAW_KEY, 'utf8'),
        iv: IV_BASE64,
        ivBytes: Buffer.from(IV_HEX, 'hex'),
      },
      {
        keys: { ...UTF8_KEYS, refundKey: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYX', keyEncoding: 'base64' },
        kind: 'refund',
        key: Buffer.from('000102030405060708090a0b0c0d0e0f1011121314151617', 'hex'),
        iv: IV_BASE64,
        ivBytes: Buffer.from(IV_HEX, 'hex'),
      },
      {
        keys: {
          ...UTF8_KEYS,
          profileKey: '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4',
          keyEncoding: 'hex',
          ivEncoding: 'utf8',
        },
        kind: 'profile',
        key: Buffer.from('603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4', 'hex'),
        iv: 'sixteen-char-iv!',
        ivBytes: Buffer.from('sixteen-char-iv!', 'utf8'),
      },
    ];
    const texts = ['สมชาย@example.com', '0812345678', 'ธนาคารกสิกรไทย 123-4-56789-0', '', 'a', 'x'.repeat(16)];
    for (const { keys, kind, key, iv, ivBytes } of cases) {
      for (const text of texts) {
        const ours = encryptField(text, iv, kind, keys);
        expect(ours).toBe(nodeEncrypt(Buffer.from(text, 'utf8'), key, ivBytes));
        expect(nodeDecrypt(ours, key, ivBytes)).toBe(text);
        expect(decryptField(nodeEncrypt(Buffer.from(text, 'utf8'), key, ivBytes), iv, kind, keys)).toBe(text);
      }
    }
  });

  it('pads a whole block of text with a whole block of padding (PKCS#7)', () => {
    // 16 bytes of text give 32 bytes of ciphertext: 44 base64 characters.
    expect(encryptField('x'.repeat(16), IV_BASE64, 'profile', UTF8_KEYS)).toHaveLength(44);
    // 15 bytes fit in one block with one byte of padding: 24 base64 characters.
    expect(encryptField('x'.repeat(15), IV_BASE64, 'profile', UTF8_KEYS)).toHaveLength(24);
  });

  it('round-trips Thai text with IVs made by makeIv in each encoding', () => {
    for (const ivEncoding of ['base64', 'hex', 'utf8'] as const) {
      const keys: CryptoKeys = { ...UTF8_KEYS, ivEncoding };
      for (let seed = 0; seed < 20; seed += 1) {
        const iv = makeIv(seed, ivEncoding);
        for (const kind of ['profile', 'withdraw', 'refund'] as const) {
          for (const text of ['สมชาย@example.com', '0812345678', 'นางสาว สมหญิง ใจดี']) {
            expect(decryptField(encryptField(text, iv, kind, keys), iv, kind, keys)).toBe(text);
          }
        }
      }
    }
  });

  it('chooses the key by kind: the other keys cannot read the value', () => {
    const cipher = encryptField('สมชาย@example.com', IV_BASE64, 'withdraw', UTF8_KEYS);
    expect(cipher).toBe(
      nodeEncrypt(Buffer.from('สมชาย@example.com'), Buffer.from(WITHDRAW_KEY), Buffer.from(IV_HEX, 'hex')),
    );
    expect(() => decryptField(cipher, IV_BASE64, 'profile', UTF8_KEYS)).toThrow(DecryptError);
    expect(() => decryptField(cipher, IV_BASE64, 'refund', UTF8_KEYS)).toThrow(DecryptError);
  });

  it('gives different ciphertexts for different IVs of the same text', () => {
    const a = encryptField('0812345678', makeIv(1), 'profile', UTF8_KEYS);
    const b = encryptField('0812345678', makeIv(2), 'profile', UTF8_KEYS);
    expect(a).not.toBe(b);
  });
});

describe('DecryptError', () => {
  const good = encryptField('สมชาย@example.com', IV_BASE64, 'profile', UTF8_KEYS);

  function failure(run: () => unknown): DecryptError {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(DecryptError);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('DecryptError');
      return error as DecryptError;
    }
    throw new Error('expected a DecryptError');
  }

  it('reports a missing key', () => {
    const keys = { ...UTF8_KEYS, refundKey: '' };
    expect(failure(() => decryptField(good, IV_BASE64, 'refund', keys)).reason).toBe('no-key');
    expect(failure(() => encryptField('x', IV_BASE64, 'refund', keys)).reason).toBe('no-key');
  });

  it('reports a key of the wrong length or encoding', () => {
    const twenty = { ...UTF8_KEYS, profileKey: '20-bytes-is-no-good!' };
    expect(failure(() => decryptField(good, IV_BASE64, 'profile', twenty)).reason).toBe('bad-key');
    expect(failure(() => encryptField('x', IV_BASE64, 'profile', twenty)).reason).toBe('bad-key');
    // 32 hex characters of which one is not hex
    const badHex = {
      ...UTF8_KEYS,
      profileKey: '2b7e151628aed2a6abf7158809cf4f3g',
      keyEncoding: 'hex' as const,
    };
    expect(failure(() => decryptField(good, IV_BASE64, 'profile', badHex)).reason).toBe('bad-key');
    const oddHex = { ...badHex, profileKey: '2b7e151628aed2a6abf7158809cf4f3' };
    expect(failure(() => decryptField(good, IV_BASE64, 'profile', oddHex)).reason).toBe('bad-key');
    const badBase64 = { ...UTF8_KEYS, profileKey: 'AAECAwQFBgcICQoLDA0ODw=', keyEncoding: 'base64' as const };
    expect(failure(() => decryptField(good, IV_BASE64, 'profile', badBase64)).reason).toBe('bad-key');
    // Thai characters are three bytes each in UTF-8: 11 of them are 33 bytes, not 32.
    const thai = { ...UTF8_KEYS, profileKey: 'กขคฆงจฉชซฌญ' };
    expect(failure(() => decryptField(good, IV_BASE64, 'profile', thai)).reason).toBe('bad-key');
  });

  it('reports an IV of the wrong length or encoding', () => {
    expect(failure(() => decryptField(good, 'AAECAwQFBgcICQoLDA0O', 'profile', UTF8_KEYS)).reason).toBe(
      'bad-iv',
    );
    expect(failure(() => decryptField(good, 'not base64!', 'profile', UTF8_KEYS)).reason).toBe('bad-iv');
    expect(failure(() => decryptField(good, '', 'profile', UTF8_KEYS)).reason).toBe('bad-iv');
    expect(failure(() => encryptField('x', 'AA==', 'profile', UTF8_KEYS)).reason).toBe('bad-iv');
    const hexIv = { ...UTF8_KEYS, ivEncoding: 'hex' as const };
    expect(failure(() => decryptField(good, IV_BASE64, 'profile', hexIv)).reason).toBe('bad-iv');
  });

  it('reports a ciphertext that is not base64 or not whole blocks', () => {
    expect(failure(() => decryptField('not base64!', IV_BASE64, 'profile', UTF8_KEYS)).reason).toBe(
      'bad-ciphertext',
    );
    expect(failure(() => decryptField(good.slice(0, -1), IV_BASE64, 'profile', UTF8_KEYS)).reason).toBe(
      'bad-ciphertext',
    );
    expect(failure(() => decryptField('', IV_BASE64, 'profile', UTF8_KEYS)).reason).toBe('bad-ciphertext');
    // 15 bytes: valid base64, but not a whole AES block
    expect(failure(() => decryptField('AAECAwQFBgcICQoLDA0O', IV_BASE64, 'profile', UTF8_KEYS)).reason).toBe(
      'bad-ciphertext',
    );
  });

  it('reports wrong padding', () => {
    const key = Buffer.from(PROFILE_KEY);
    const iv = Buffer.from(IV_HEX, 'hex');
    // A block that ends in 0x00, and one that ends in 0x02 after 0x41: neither is PKCS#7 padding.
    const zeroEnd = nodeEncrypt(Buffer.alloc(16, 0), key, iv, false);
    const mixedEnd = nodeEncrypt(
      Buffer.concat([Buffer.alloc(15, 0x41), Buffer.from([0x02])]),
      key,
      iv,
      false,
    );
    expect(failure(() => decryptField(zeroEnd, IV_BASE64, 'profile', UTF8_KEYS)).reason).toBe('bad-padding');
    expect(failure(() => decryptField(mixedEnd, IV_BASE64, 'profile', UTF8_KEYS)).reason).toBe('bad-padding');
  });

  it('reports a result that is not UTF-8', () => {
    const key = Buffer.from(PROFILE_KEY);
    const iv = Buffer.from(IV_HEX, 'hex');
    // 0xC3 starts a two-byte sequence that 0x28 does not continue; 0xFF never occurs in UTF-8.
    const cipher = nodeEncrypt(Buffer.from([0x61, 0xc3, 0x28, 0xff]), key, iv);
    expect(failure(() => decryptField(cipher, IV_BASE64, 'profile', UTF8_KEYS)).reason).toBe('bad-text');
  });

  it('never says the key, the IV, the ciphertext or the text', () => {
    const secretKeys: CryptoKeys = {
      profileKey: 'profile-secret-key-0123456789abc', // 32 bytes
      withdrawKey: 'withdraw-secret-len-20',
      refundKey: '',
      keyEncoding: 'utf8',
      ivEncoding: 'base64',
    };
    const plain = 'สมชาย@example.com';
    const cipher = encryptField(plain, IV_BASE64, 'profile', secretKeys);
    const key = Buffer.from(secretKeys.profileKey);
    const iv = Buffer.from(IV_HEX, 'hex');
    const nonText = nodeEncrypt(Buffer.from([0x61, 0xc3, 0x28, 0xff]), key, iv);
    const badPadding = nodeEncrypt(Buffer.alloc(16, 0), key, iv, false);
    const errors = [
      failure(() => decryptField(cipher, IV_BASE64, 'withdraw', secretKeys)),
      failure(() => decryptField(cipher, IV_BASE64, 'refund', secretKeys)),
      failure(() => decryptField(cipher, 'AAECAwQFBgcICQoL', 'profile', secretKeys)),
      failure(() => decryptField(cipher.slice(1), IV_BASE64, 'profile', secretKeys)),
      failure(() => decryptField(cipher, makeIv(7), 'profile', secretKeys)),
      failure(() => decryptField(nonText, IV_BASE64, 'profile', secretKeys)),
      failure(() => decryptField(badPadding, IV_BASE64, 'profile', secretKeys)),
      failure(() => decryptField(cipher, IV_BASE64, 'profile', { ...secretKeys, keyEncoding: 'hex' })),
    ];
    expect(new Set(errors.map((error) => error.reason))).toEqual(
      new Set(['bad-key', 'no-key', 'bad-iv', 'bad-ciphertext', 'bad-padding', 'bad-text']),
    );
    const secrets = [
      secretKeys.profileKey,
      secretKeys.withdrawKey,
      key.toString('hex'),
      key.toString('base64'),
      IV_BASE64,
      IV_HEX,
      'AAECAwQFBgcICQoL',
      makeIv(7),
      cipher,
      cipher.slice(1),
      nonText,
      badPadding,
      plain,
      'สมชาย',
      'example.com',
    ];
    for (const error of errors) {
      const said = `${error.message}\n${error.stack ?? ''}\n${String(error)}`;
      for (const secret of secrets) expect(said).not.toContain(secret);
      expect(error.cause).toBeUndefined();
    }
  });
});

describe('makeIv', () => {
  it('gives 16 bytes in base64 by default, the same for the same seed', () => {
    const iv = makeIv(42);
    expect(iv).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(iv, 'base64')).toHaveLength(16);
    expect(makeIv(42)).toBe(iv);
  });

  it('gives a different IV for each seed', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 5000; seed += 1) seen.add(makeIv(seed));
    expect(seen.size).toBe(5000);
    expect(makeIv(0)).not.toBe(Buffer.alloc(16).toString('base64'));
  });

  it('writes the same bytes in hex as in base64', () => {
    expect(makeIv(9, 'hex')).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(makeIv(9, 'hex'), 'hex').toString('base64')).toBe(makeIv(9));
  });

  it('gives 16 printable ASCII characters for utf8', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const iv = makeIv(seed, 'utf8');
      expect(iv).toMatch(/^[A-Za-z0-9+/]{16}$/);
      expect(Buffer.byteLength(iv, 'utf8')).toBe(16);
    }
  });
});

describe('isCiphertext: the one rule that tells ciphertext from a value sent as it is', () => {
  // Written by hand: 16 bytes (one AES block) and 32 bytes (two) in base64, and 15 bytes.
  const ONE_BLOCK = 'AAECAwQFBgcICQoLDA0ODw==';
  const TWO_BLOCKS = 'AAECAwQFBgcICQoLDA0ODwABAgMEBQYHCAkKCwwNDg8=';
  const FIFTEEN_BYTES = 'AAECAwQFBgcICQoLDA0O';

  it.each([
    ['0812345678', 'a Thai mobile number'],
    ['081-234-5678', 'the same with dashes'],
    ['+66812345678', 'the same with the country code (12 base64 characters, 9 bytes)'],
    ['02 123 4567', 'a Bangkok line with spaces'],
    ['somchai@example.co.th', 'an e-mail address'],
    ['สมชาย ใจดี', 'a Thai name'],
    ['1234567890', 'a bank account number'],
    ['1234567890123456', '16 digits: base64, but 12 bytes, not whole blocks'],
    [FIFTEEN_BYTES, 'base64 of 15 bytes'],
    ['not base64!', 'garbage'],
    ['AAECAwQFBgcICQoLDA0ODw=', 'base64 with a padding character missing'],
    ['', 'nothing'],
  ])('%j is not ciphertext (%s)', (value) => {
    expect(isCiphertext(value)).toBe(false);
  });

  it.each([
    [ONE_BLOCK, 'one block'],
    [TWO_BLOCKS, 'two blocks'],
    [encryptField('0812345678', IV_BASE64, 'profile', UTF8_KEYS), 'a phone as the services encrypt it'],
    [encryptField('somchai@example.co.th', IV_BASE64, 'withdraw', UTF8_KEYS), 'an e-mail, withdraw key'],
  ])('%j is ciphertext (%s)', (value) => {
    expect(isCiphertext(value)).toBe(true);
  });
});

describe('readSensitive', () => {
  const NO_KEYS: CryptoKeys = { ...UTF8_KEYS, profileKey: '', withdrawKey: '', refundKey: '' };

  it('shows a value that is not ciphertext as it arrives, without needing a key', () => {
    expect(readSensitive(' 081-234-5678 ', 'AAECAwQFBgcICQoLDA0ODw==', 'profile', NO_KEYS)).toEqual({
      status: 'plain',
      text: '081-234-5678',
    });
    expect(readSensitive('somchai@example.co.th', undefined, 'refund', NO_KEYS)).toEqual({
      status: 'plain',
      text: 'somchai@example.co.th',
    });
  });

  it('decrypts ciphertext with the key of its kind', () => {
    const cipher = encryptField('0812345678', IV_BASE64, 'refund', UTF8_KEYS);
    expect(readSensitive(cipher, IV_BASE64, 'refund', UTF8_KEYS)).toEqual({
      status: 'decrypted',
      text: '0812345678',
    });
  });

  it('fails only for ciphertext that does not decrypt, naming the key it tried', () => {
    const cipher = encryptField('0812345678', IV_BASE64, 'profile', UTF8_KEYS);
    expect(readSensitive(cipher, IV_BASE64, 'withdraw', UTF8_KEYS)).toMatchObject({
      status: 'failed',
      key: 'withdraw',
    });
    expect(readSensitive(cipher, IV_BASE64, 'profile', NO_KEYS)).toEqual({
      status: 'failed',
      key: 'profile',
      reason: 'no-key',
    });
    expect(readSensitive(cipher, undefined, 'refund', UTF8_KEYS)).toEqual({
      status: 'failed',
      key: 'refund',
      reason: 'bad-iv',
    });
  });

  it('has nothing to show for a missing value', () => {
    for (const value of [undefined, null, '', '   ', {}]) {
      expect(readSensitive(value, IV_BASE64, 'profile', UTF8_KEYS)).toEqual({ status: 'empty' });
    }
    expect(sensitiveValueOf(812345678)).toEqual({ status: 'plain', text: '812345678' });
  });
});
