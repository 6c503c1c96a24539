import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Store survey |||| Store surveys',
  fields: {
    id: 'ID',
    storename: 'Store name',
    storetype: 'Store type',
    contactname: 'Contact name',
    contactphoneNo: 'Phone number',
    address: 'Address',
    region: 'Region',
    province: 'Province',
    district: 'District',
    subdistrict: 'Sub-district',
    zipcode: 'Zip code',
    isinterested: 'Interested in joining',
    isDownloaded: 'App downloaded',
    isLearned: 'Learned to use the app',
    reason: 'Reason',
    operator: 'Surveyed by',
    ImageUrl: 'Store photo',
    q: 'Search store name',
  },
  store_types: {
    WS: 'Wholesaler',
    GC: 'Grocery store',
  },
  answers: {
    yes: 'Yes',
    no: 'No',
  },
  sections: {
    store: 'Store',
    address: 'Address',
    answers: 'Survey answers',
  },
  helpers: {
    reason: 'Required when the store does not want to join',
    photo_needs_type: 'Choose the store type first, then upload the photo',
    zipcode: 'Filled in when a sub-district is chosen',
  },
  validation: {
    phone: 'Not a Thai phone number: a 10-digit mobile starting 06, 08 or 09, or a 9-digit landline',
    zipcode: 'The zip code is 5 digits',
    reason: 'Say why the store does not want to join',
  },
  registration: {
    action: 'Send registration e-mail',
    title: 'Send a registration e-mail to %{name}',
    intro: 'This store wants to join. An invitation to register goes to the e-mail address below.',
    email: "Store's e-mail",
    send: 'Send e-mail',
    sent: 'Registration e-mail sent to %{email}',
    failed: 'The registration e-mail could not be sent: %{message}',
  },
  notifications: {
    created: 'Survey added',
    updated: 'Survey saved',
    deleted: 'Survey deleted',
    create_failed: 'The survey could not be added: %{message}',
    update_failed: 'The survey could not be saved: %{message}',
    delete_failed: 'The survey could not be deleted: %{message}',
  },
} satisfies Messages;

export default texts;
