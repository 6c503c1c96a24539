import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoBackendForFile, TEST_ORIGIN } from '../../../tests/support/demoBackend';
import type { WireRecord } from '../../providers/dataEngine';
import { positionFromWire } from './positionData';
import { holdersByPosition } from './positionRules';

const backend = demoBackendForFile({ signInAs: 'admin' });

describe('a position as a service spells it (the spec names no field)', () => {
  it.each<[WireRecord, string]>([
    [{ id: 7, positionName: 'หัวหน้าฝ่ายขาย' }, 'the app’s own camelCase'],
    [{ PositionId: 7, PositionName: 'หัวหน้าฝ่ายขาย' }, 'PascalCase'],
    [{ positionId: 7, name: 'หัวหน้าฝ่ายขาย' }, 'positionId and a short name'],
    [{ Id: 7, Name: 'หัวหน้าฝ่ายขาย' }, 'Id and Name'],
    [{ position_id: 7, position_name: 'หัวหน้าฝ่ายขาย' }, 'snake_case, as the menu API writes'],
  ])('%j is read (%s)', (wire) => {
    expect(positionFromWire(wire)).toMatchObject({ id: 7, positionName: 'หัวหน้าฝ่ายขาย' });
  });

  it('keeps the id’s type and the wire fields, and reads a missing name as empty, never "undefined"', () => {
    expect(positionFromWire({ PositionId: 'P-01', PositionName: 'เจ้าหน้าที่' })).toEqual({
      PositionId: 'P-01',
      PositionName: 'เจ้าหน้าที่',
      id: 'P-01',
      positionName: 'เจ้าหน้าที่',
    });
    expect(positionFromWire({ PositionId: 3 }).positionName).toBe('');
  });

  it('lists positions answered in PascalCase with their names and ids through the data provider', async () => {
    backend.server.use(
      mswHttp.get(`${TEST_ORIGIN}/api/Position`, () =>
        HttpResponse.json({
          ResponseCode: 200,
          Data: [
            { PositionId: 11, PositionName: 'ผู้จัดการ', CreatedAt: '2025-02-01T09:00:00' },
            { PositionId: 12, PositionName: 'พนักงานขาย', CreatedAt: '2025-03-01T09:00:00' },
          ],
        }),
      ),
    );
    const { data } = await backend.dataProvider.getList('positions', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data.map((row) => [row.id, row.positionName, row.createdAt])).toEqual([
      [11, 'ผู้จัดการ', '2025-02-01T09:00:00'],
      [12, 'พนักงานขาย', '2025-03-01T09:00:00'],
    ]);
  });
});

describe('holders of a position', () => {
  it('counts by the id as text, whether the service sends numbers or strings', () => {
    const holders = holdersByPosition([
      { positionId: 3 },
      { positionId: '3' },
      { positionId: 'P-01' },
      { positionId: null },
      {},
    ]);
    expect([...holders]).toEqual([
      ['3', 2],
      ['P-01', 1],
    ]);
  });
});
