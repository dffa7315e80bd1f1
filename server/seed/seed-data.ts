// Lagos reference data for the seed: areas at real coordinates, store names, menus. The place
// types and cuisines are the contract's catalogue (contract/catalog.ts), which the app offers.
import type { Cuisine, PlaceType } from '../../contract/catalog'

export type Street = { area: 'Ikeja' | 'Lekki' | 'Surulere'; street: string; lat: number; lng: number }

export const streets: Street[] = [
  { area: 'Ikeja', street: 'Allen Avenue', lat: 6.6018, lng: 3.3515 },
  { area: 'Ikeja', street: 'Computer Village, Otigba Street', lat: 6.5966, lng: 3.3421 },
  { area: 'Ikeja', street: 'Opebi Road', lat: 6.596, lng: 3.3615 },
  { area: 'Ikeja', street: 'Isaac John Street, Ikeja GRA', lat: 6.5806, lng: 3.3534 },
  { area: 'Ikeja', street: 'Obafemi Awolowo Way', lat: 6.6012, lng: 3.3496 },
  { area: 'Lekki', street: 'Admiralty Way, Lekki Phase 1', lat: 6.4474, lng: 3.47 },
  { area: 'Lekki', street: 'Fola Osibo Road, Lekki Phase 1', lat: 6.4436, lng: 3.4766 },
  { area: 'Lekki', street: 'Chevron Drive', lat: 6.4418, lng: 3.5292 },
  { area: 'Lekki', street: 'Addo Road, Ajah', lat: 6.4698, lng: 3.5852 },
  { area: 'Surulere', street: 'Bode Thomas Street', lat: 6.4966, lng: 3.3553 },
  { area: 'Surulere', street: 'Adeniran Ogunsanya Street', lat: 6.4929, lng: 3.3561 },
  { area: 'Surulere', street: 'Ojuelegba Road', lat: 6.5093, lng: 3.3644 },
  { area: 'Surulere', street: 'Lawanson Road', lat: 6.5053, lng: 3.3429 },
]

/** Each restaurant's cuisine follows its name. */
export const restaurantCuisine: Record<string, Cuisine> = {
  'Mama Cass Kitchen': 'Nigerian',
  'Iya Basira Buka': 'Yoruba',
  'Suya Spot': 'Grills',
  'Amala Shitta Express': 'Yoruba',
  'Ofada Hut': 'Yoruba',
  'Jollof Republic': 'Nigerian',
  'Nkwobi Palace': 'Igbo',
  'The Place Grills': 'Grills',
  'Golden Dragon': 'Chinese',
  'Pepper Soup Joint': 'Nigerian',
  'Chop Life Grills': 'Grills',
  'Calabar Pot': 'Seafood',
  'Bukka Boulevard': 'Nigerian',
  'Yellow Chilli Kitchen': 'Continental',
  'Asun Republic': 'Grills',
  'Ewa Agoyin Corner': 'Yoruba',
}

export const storeNames: Record<PlaceType, string[]> = {
  Restaurant: [
    'Mama Cass Kitchen',
    'Iya Basira Buka',
    'Suya Spot',
    'Amala Shitta Express',
    'Ofada Hut',
    'Jollof Republic',
    'Nkwobi Palace',
    'The Place Grills',
    'Golden Dragon',
    'Pepper Soup Joint',
    'Chop Life Grills',
    'Calabar Pot',
    'Bukka Boulevard',
    'Yellow Chilli Kitchen',
    'Asun Republic',
    'Ewa Agoyin Corner',
  ],
  Supermarket: ['Ebeano Mart', 'Gidi Fresh Market', 'Market Square Express', 'Everyday Supermart', 'Foodco Corner'],
  Pharmacy: ['HealthPlus Pharmacy', 'MedPlus Chemist', 'Alpha Pharmacy', 'Care Point Pharmacy'],
  Fashion: ['Ankara Avenue', 'Lagos Threads', 'Aso Oke House', 'Kiki Kouture'],
  Electronics: ['Slot Gadgets', 'Pointek Phones', 'Village Tech Hub', 'Fixit Electronics'],
  Salon: ['Braids and Beyond', 'Lekki Glow Studio', 'Fade Masters Barbers', 'Tress Bar'],
  Bakery: ['Puff Puff Palace', 'Agege Bread House', 'Sweet Sensation Bakery', 'Chin Chin Co'],
  Lounge: ['Sky Lounge Lekki', 'Chapman Garden', 'Rooftop 360', 'Vibes Lounge'],
}

export type Product = { title: string; description: string; price: number }

const dishes: Product[] = [
  {
    title: 'Jollof rice with fried chicken',
    description: 'Smoky party jollof, fried plantain and a quarter chicken.',
    price: 3500,
  },
  {
    title: 'Pounded yam and egusi',
    description: 'Soft pounded yam with egusi soup, assorted meat and stockfish.',
    price: 4200,
  },
  { title: 'Beef suya (large)', description: 'Thin-sliced beef with yaji spice, onions and tomatoes.', price: 2500 },
  {
    title: 'Amala and ewedu',
    description: 'Amala with ewedu, gbegiri and obe ata with two pieces of meat.',
    price: 3000,
  },
  { title: 'Moi moi', description: 'Steamed bean pudding with egg and fish.', price: 1200 },
  {
    title: 'Goat meat pepper soup',
    description: 'Hot, peppery goat meat soup with uziza and scent leaf.',
    price: 3800,
  },
  { title: 'Puff-puff (10 pieces)', description: 'Warm, fluffy fried dough balls.', price: 800 },
  { title: 'Chapman', description: 'The Lagos classic: a fizzy fruit punch with cucumber and Angostura.', price: 1800 },
  {
    title: 'Ofada rice and ayamase',
    description: 'Local ofada rice with green pepper stew, assorted meat and egg.',
    price: 3600,
  },
  { title: 'Asun (peppered goat)', description: 'Grilled goat meat tossed in hot pepper sauce.', price: 4000 },
  { title: 'Nkwobi', description: 'Spicy cow foot in palm oil sauce with utazi leaves.', price: 4500 },
  {
    title: 'Fried rice and turkey',
    description: 'Nigerian fried rice with mixed vegetables and grilled turkey.',
    price: 4800,
  },
  {
    title: 'Ewa agoyin and agege bread',
    description: 'Mashed beans with smoky pepper sauce and a loaf of agege bread.',
    price: 1500,
  },
  { title: 'Grilled croaker fish', description: 'Whole croaker with chips or plantain and pepper sauce.', price: 7500 },
  {
    title: 'Boli and groundnut',
    description: 'Roasted plantain with roasted groundnuts and pepper sauce.',
    price: 1000,
  },
  { title: 'Zobo (50cl)', description: 'Chilled hibiscus drink with ginger and pineapple.', price: 700 },
]

const products: Record<Exclude<PlaceType, 'Restaurant'>, Product[]> = {
  Supermarket: [
    { title: 'Mama Gold rice (10 kg)', description: 'Long-grain parboiled rice.', price: 18500 },
    { title: 'Golden Penny semovita (2 kg)', description: 'For swallow every day.', price: 3200 },
    { title: 'Peak milk powder (400 g)', description: 'Full-cream milk powder refill.', price: 3900 },
    { title: 'Indomie noodles (carton of 40)', description: 'Chicken flavour.', price: 9800 },
    { title: 'Palm oil (1 L)', description: 'Fresh red palm oil.', price: 2600 },
  ],
  Pharmacy: [
    { title: 'Paracetamol (pack of 96)', description: 'Pain and fever relief.', price: 1200 },
    { title: 'Vitamin C 1000 mg (30 tabs)', description: 'Daily immune support.', price: 3500 },
    { title: 'Mosquito repellent lotion', description: 'Eight hours of protection.', price: 2200 },
    { title: 'Oral rehydration salts (10)', description: 'For dehydration.', price: 1500 },
  ],
  Fashion: [
    { title: 'Ankara print dress', description: 'Tailored, 100 % cotton wax print.', price: 18000 },
    { title: 'Aso oke cap (fila)', description: 'Handwoven for owambe Saturdays.', price: 7500 },
    { title: 'Agbada set (3 pieces)', description: 'Embroidered, ready to wear.', price: 65000 },
    { title: 'Leather palm slippers', description: 'Handmade in Lagos.', price: 12000 },
  ],
  Electronics: [
    { title: 'Power bank 20,000 mAh', description: 'Because NEPA took light again.', price: 19500 },
    { title: 'Rechargeable standing fan', description: 'Runs 8 hours on battery.', price: 48000 },
    { title: 'Android phone screen repair', description: 'Most models, same day.', price: 25000 },
    { title: 'Wireless earbuds', description: 'Bluetooth 5.3, 24 h battery with case.', price: 15000 },
  ],
  Salon: [
    { title: 'Knotless braids (medium)', description: 'Hair included, about 5 hours.', price: 30000 },
    { title: 'Haircut and beard trim', description: 'With hot towel.', price: 5000 },
    { title: 'Gel manicure', description: 'Any colour.', price: 8000 },
    { title: 'Wash and set', description: 'Natural or relaxed hair.', price: 7000 },
  ],
  Bakery: [
    { title: 'Agege bread (family loaf)', description: 'Soft, fresh from the oven at 6am.', price: 1500 },
    { title: 'Meat pie', description: 'Buttery crust, minced beef and potatoes.', price: 900 },
    { title: 'Chin chin (500 g)', description: 'Crunchy and sweet.', price: 2500 },
    { title: 'Birthday cake (8 inch)', description: 'Vanilla or chocolate, with your message.', price: 25000 },
  ],
  Lounge: [
    { title: 'Chapman pitcher', description: 'Serves four.', price: 6500 },
    { title: 'Peppered snail (6 pieces)', description: 'Spicy, the Lagos way.', price: 6000 },
    { title: 'Small chops platter', description: 'Samosa, spring rolls, puff-puff and gizzard.', price: 8500 },
    { title: 'Asun and chips', description: 'Peppered goat with chips.', price: 5500 },
  ],
}

export function productsFor(placeType: PlaceType): Product[] {
  return placeType === 'Restaurant' ? dishes : products[placeType]
}

export const blogPosts = [
  {
    title: 'Ten buka spots in Surulere that will change your lunch break',
    categories: ['Food', 'Surulere'],
    location: 'Surulere',
    article:
      'From Bode Thomas to Ojuelegba, Surulere has some of the best bukas in Lagos. We ate our way through ten of them so you do not have to guess. Go early: the amala runs out by 2pm.',
  },
  {
    title: 'How to save on data while you shop with GidiDeals',
    categories: ['Guides'],
    location: 'Lagos',
    article:
      'GidiDeals keeps the stores you have seen on your phone, so opening the app again costs almost no data. Turn on data saver and images load only when you tap them.',
  },
  {
    title: 'Computer Village survival guide',
    categories: ['Shopping', 'Ikeja'],
    location: 'Ikeja',
    article:
      'Otigba Street can be overwhelming. Check prices on GidiDeals first, look for verified stores, and always test the phone before you pay.',
  },
  {
    title: 'Weekend in Lekki: brunch, lounges and where the deals are',
    categories: ['Lifestyle', 'Lekki'],
    location: 'Lekki',
    article:
      'Admiralty Way is busy on Saturdays, but the lounges along it run brunch discounts before noon. Here are the ones with coupons this month.',
  },
  {
    title: 'Suya 101: yaji, cuts and where to find the best in Ikeja',
    categories: ['Food', 'Ikeja'],
    location: 'Ikeja',
    article:
      'Suya is more than beef on a stick. We talked to three mallams on Allen Avenue about the yaji blend, the best cuts and why the onions matter.',
  },
  {
    title: 'Owambe season: getting your aso ebi sorted without breaking the bank',
    categories: ['Fashion'],
    location: 'Lagos',
    article:
      'Fabric prices have climbed, but tailors in Surulere and Lekki are running discounts for group orders. Plan two weeks ahead and ask for the coupon code.',
  },
]
