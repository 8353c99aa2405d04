/**
 * Our own list of animal names for generated passwords: common, easy to read aloud and to type on a school
 * laptop (lower-case a-z only, no look-alike spellings, nothing a student could be teased with). Australian
 * animals first. 256 names, so each word adds 8 bits to a password (see passphrase.ts).
 */
export const ANIMAL_NAMES: readonly string[] = [
  'kangaroo', 'wallaby', 'wombat', 'koala', 'quokka', 'echidna', 'platypus', 'dingo', 'numbat', 'bilby',
  'possum', 'glider', 'quoll', 'bandicoot', 'potoroo', 'pademelon', 'wallaroo', 'dunnart', 'antechinus', 'bettong',
  'emu', 'cassowary', 'kookaburra', 'galah', 'cockatoo', 'lorikeet', 'rosella', 'budgie', 'magpie', 'currawong',
  'lyrebird', 'brolga', 'jabiru', 'pelican', 'ibis', 'penguin', 'albatross', 'gannet', 'tern', 'plover',
  'dugong', 'goanna', 'skink', 'gecko', 'taipan', 'python', 'crocodile', 'turtle', 'tortoise', 'frog',
  'barramundi', 'cod', 'snapper', 'flathead', 'bream', 'trout', 'salmon', 'tuna', 'marlin', 'grouper',
  'shark', 'stingray', 'dolphin', 'whale', 'seal', 'octopus', 'squid', 'cuttlefish', 'lobster', 'crab',
  'prawn', 'yabby', 'starfish', 'urchin', 'jellyfish', 'seahorse', 'eel', 'walrus', 'otter', 'beaver',
  'badger', 'ferret', 'weasel', 'stoat', 'mink', 'marten', 'skunk', 'raccoon', 'panda', 'bear',
  'wolf', 'fox', 'coyote', 'jackal', 'hyena', 'lion', 'tiger', 'leopard', 'jaguar', 'cheetah',
  'lynx', 'ocelot', 'puma', 'cougar', 'bobcat', 'serval', 'caracal', 'meerkat', 'mongoose', 'lemur',
  'gibbon', 'gorilla', 'baboon', 'macaque', 'tamarin', 'sloth', 'armadillo', 'anteater', 'tapir', 'rhino',
  'hippo', 'giraffe', 'zebra', 'okapi', 'elephant', 'camel', 'llama', 'alpaca', 'bison', 'buffalo',
  'yak', 'moose', 'elk', 'reindeer', 'antelope', 'gazelle', 'impala', 'gnu', 'ibex', 'chamois',
  'hedgehog', 'squirrel', 'chipmunk', 'marmot', 'hamster', 'gerbil', 'rabbit', 'hare', 'pika', 'capybara',
  'chinchilla', 'porcupine', 'mole', 'shrew', 'bat', 'falcon', 'eagle', 'hawk', 'kestrel', 'osprey',
  'owl', 'heron', 'stork', 'crane', 'flamingo', 'swan', 'goose', 'duck', 'puffin', 'toucan',
  'parrot', 'macaw', 'robin', 'wren', 'finch', 'sparrow', 'swallow', 'kingfisher', 'hummingbird', 'peacock',
  'cuscus', 'mulgara', 'quenda', 'woylie', 'bowerbird', 'honeyeater', 'pardalote', 'thornbill', 'whipbird', 'bellbird',
  'butcherbird', 'wattlebird', 'spinebill', 'silvereye', 'fantail', 'corella', 'malleefowl', 'curlew', 'dotterel', 'lapwing',
  'godwit', 'sandpiper', 'shearwater', 'petrel', 'cormorant', 'egret', 'spoonbill', 'bittern', 'grebe', 'moorhen',
  'perentie', 'iguana', 'chameleon', 'tuatara', 'axolotl', 'newt', 'salamander', 'mackerel', 'herring', 'sardine',
  'mullet', 'whiting', 'wrasse', 'trevally', 'kingfish', 'swordfish', 'sunfish', 'clownfish', 'manta', 'orca',
  'narwhal', 'beluga', 'porpoise', 'nautilus', 'aardvark', 'pangolin', 'manatee', 'wildebeest', 'kudu', 'oryx',
  'springbok', 'guanaco', 'donkey', 'caribou', 'tarsier', 'marmoset', 'mandrill', 'orangutan', 'bonobo', 'beetle',
  'cicada', 'cricket', 'butterfly', 'dragonfly', 'ladybird', 'firefly',
];
