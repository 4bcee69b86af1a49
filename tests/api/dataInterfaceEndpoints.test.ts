// Every endpoint the specification names for data interfaces and their variates
// (the areas datainterface and datainterface-variate of the spec's endpoint list)
// is served and in the API document with the access it needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestServer } from './harness';
import { undocumentedEndpoints, type SpecifiedEndpoint } from './apiDocument';

const specified: SpecifiedEndpoint[] = [
  ['datainterface', 'GET', '/api/system/DataInterface'],
  ['datainterface', 'POST', '/api/system/DataInterface'],
  ['datainterface', 'GET', '/api/system/DataInterface/{id}'],
  ['datainterface', 'PUT', '/api/system/DataInterface/{id}'],
  ['datainterface', 'DELETE', '/api/system/DataInterface/{id}'],
  ['datainterface', 'PUT', '/api/system/DataInterface/{id}/Actions/State'],
  ['datainterface', 'POST', '/api/system/DataInterface/{id}/Actions/Copy'],
  ['datainterface', 'POST', '/api/system/DataInterface/{id}/Actions/Preview'],
  ['datainterface', 'GET', '/api/system/DataInterface/{id}/Actions/Export'],
  ['datainterface', 'POST', '/api/system/DataInterface/{id}/Actions/List'],
  ['datainterface', 'POST', '/api/system/DataInterface/{id}/Actions/InfoByIds'],
  ['datainterface', 'GET', '/api/system/DataInterface/GetParam/{id}'],
  ['datainterface', 'GET', '/api/system/DataInterface/getList'],
  ['datainterface', 'GET', '/api/system/DataInterface/Selector'],
  ['datainterface', 'GET', '/api/system/DataInterfaceLog/{id}'],
  ['datainterface-variate', 'GET', '/api/system/DataInterfaceVariate/Selector'],
  ['datainterface-variate', 'GET', '/api/system/DataInterfaceVariate'],
  ['datainterface-variate', 'POST', '/api/system/DataInterfaceVariate'],
  ['datainterface-variate', 'GET', '/api/system/DataInterfaceVariate/{id}'],
  ['datainterface-variate', 'PUT', '/api/system/DataInterfaceVariate/{id}'],
  ['datainterface-variate', 'DELETE', '/api/system/DataInterfaceVariate/{id}'],
  ['datainterface-variate', 'GET', '/api/system/DataInterfaceVariate/{id}/Info'],
  ['datainterface-variate', 'POST', '/api/system/DataInterfaceVariate/{id}/Actions/Copy'],
  ['datainterface-variate', 'GET', '/api/system/DataInterfaceVariate/{id}/Actions/Export'],
  // JNPF's client exports and imports on the singular path (ARCHITECTURE §8).
  ['datainterface', 'GET', '/api/system/DataInterface/{id}/Action/Export'],
  ['datainterface', 'POST', '/api/system/DataInterface/Action/Import'],
];

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

describe('the data-interface endpoints of the specification', () => {
  it('are every one in the API document, each saying what it needs', async () => {
    expect(await undocumentedEndpoints(server, specified)).toEqual([]);
    expect(specified).toHaveLength(26);
  });
});
