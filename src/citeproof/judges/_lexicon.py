"""Word lists behind the lexical judge.

Small, general English word classes: function words that carry no fact of
their own, negation cues, antonym pairs, light synonyms, irregular verb forms,
hedges, quantifiers and condition markers. Every entry is an ordinary English
word; nothing here is keyed to a particular data set. Lists are frozen so the
judge stays free of mutable global state.
"""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


STOPWORDS = _words(
    """
    a an the this that these those there here it its it's he him his she her hers they them
    their theirs we us our ours you your yours i me my mine one ones who whom whose which what
    whatever whichever where when while whereas why how as at by for from in into of off on onto
    to toward towards upon with within via per than then so such too very also just even still yet
    and or but both either if else whether because since though although
    is are was were be been being am do does did done doing has have had having
    get gets got s d ll re ve m t etc lrb rrb lsb rsb lcb rcb
    about across along among amongst around over under out up down through throughout during
    again further once other another same own any some only solely exclusively
    would should could might may can will shall must
    which whose whom
    """
)

# Forms of "be": what links a subject to what is said of it.
BE_FORMS = frozenset({"is", "are", "was", "were", "be", "been"})

# Words that reverse the polarity of what follows them. "n't" is recognised on
# the token itself. "exempt" reverses an obligation ("exempt from the fee").
NEGATIONS = _words(
    """
    not no never without none nobody nothing neither nor cannot cant exempt lacks lack lacked
    lacking
    """
)

# Hedges. A source sentence that hedges ("may", "could") states less than a
# claim that does not ("will", or no modal at all).
WEAK_MODALS = _words(
    """
    may might could can possibly perhaps likely probably potentially reportedly allegedly
    optional chance possible
    """
)

# Words that present what follows as intended, expected, proposed or
# disputed rather than as done: "plans to launch", "is expected to win",
# "urged the minister to resign", "denied that". A claim that states the
# same thing as fact is not supported by such a sentence. The first set
# counts only before "to" or "that" ("hopes of winning", "business plans"
# are not such cues); the second counts anywhere.
NOT_ASSERTED_BEFORE_TO = _words(
    """
    plan plans planned planning expected expects expect anticipated anticipates intends
    intend intended aims aim aiming hopes hope hoped hoping wants want wanted seeks seek
    sought proposed proposes propose predicted predicts forecast forecasts talks considering
    considers consider likely scheduled supposed attempted attempts attempt attempting tried
    tries try trying permission
    """
)
# Words that attribute what follows to someone who asserts it, contested:
# "the company claims that the drug works". Cues only before "that".
ATTRIBUTED_BEFORE_THAT = _words(
    "claims claimed alleges alleged argues argued arguing contends contended contending asserts "
    "asserted asserting insists insisted insisting"
)
NOT_ASSERTED = _words(
    "urged urges rumoured rumored unlikely denied denies denying deny pending proposal claiming "
    "alleging suspect suspects hypothesise hypothesize hypothesised hypothesized speculate "
    "speculates speculated theorise theorize theorised theorized believe believes believed"
)

# Month and day names, in calendar order: capitalised, but no names of things.
MONTHS = tuple(
    "january february march april may june july august september october november december".split()
)
DAYS = tuple("monday tuesday wednesday thursday friday saturday sunday".split())
CALENDAR_WORDS = frozenset(MONTHS + DAYS)
# The months as written in text, for patterns: "January|February|...".
MONTH_NAMES = "|".join(m.title() for m in MONTHS)

# Universal quantifiers in a claim need a universal statement in the source.
UNIVERSAL = _words(
    "all every each always entire entirely whole any only solely exclusively everywhere"
    " everyone everybody anywhere anyone alike universally regardless"
)

# Markers of a condition or exception. A source sentence that carries one
# states less than the same sentence without it, so a claim that drops it is
# not supported by that sentence. Besides these, "if", "unless", "provided
# that" and "subject to" count. A permission noun counts only after a cue
# ("with manager approval", "without prior written consent").
EXCEPTIONS = _words("except excepting excluding save notwithstanding")
PERMISSIONS = _words("approval consent authorization authorisation permission")
PERMISSION_CUES = _words(
    "with without subject upon prior written express requires required requiring obtaining "
    "obtain after"
)

SUBJECT_PRONOUNS = _words("it he she they this these those")


# Irregular verb and noun forms the stemmer leaves apart.
IRREGULAR = {
    "went": "go", "gone": "go", "goes": "go", "made": "make", "began": "begin", "begun": "begin",
    "fully": "full",
    "grew": "grow", "grown": "grow", "rose": "rise", "risen": "rise", "fell": "fall",
    "shrank": "shrink", "shrunk": "shrink", "upheld": "uphold",
    "fallen": "fall", "won": "win", "held": "hold", "led": "lead", "sold": "sell",
    "bought": "buy", "paid": "pay", "took": "take", "taken": "take", "gave": "give",
    "given": "give", "wrote": "write", "written": "write", "left": "leave", "ran": "run",
    "spent": "spend", "built": "build", "became": "become", "brought": "bring",
    "found": "find", "told": "tell", "said": "say", "came": "come", "saw": "see", "seen": "see",
    "knew": "know", "known": "know", "chose": "choose", "chosen": "choose", "drove": "drive",
    "driven": "drive", "fought": "fight", "met": "meet", "sang": "sing", "sung": "sing",
    "spoke": "speak", "spoken": "speak", "stood": "stand", "taught": "teach",
    "thought": "think", "threw": "throw", "thrown": "throw", "wore": "wear", "worn": "wear",
    "shown": "show", "lost": "lose", "kept": "keep", "sent": "send", "felt": "feel",
    "meant": "mean", "understood": "understand", "struck": "strike", "stole": "steal",
    "stolen": "steal", "froze": "freeze", "frozen": "freeze", "hid": "hide", "hidden": "hide",
    "bore": "bear", "born": "bear", "borne": "bear", "ate": "eat", "eaten": "eat",
    "flew": "fly", "flown": "fly", "drew": "draw", "drawn": "draw", "broke": "break",
    "broken": "break", "woke": "wake", "forgot": "forget", "forgotten": "forget",
    "shot": "shoot", "sought": "seek", "caught": "catch", "dealt": "deal", "fed": "feed",
    "hung": "hang", "lay": "lie", "laid": "lay", "lent": "lend", "overtook": "overtake",
    "rode": "ride", "ridden": "ride", "rang": "ring", "rung": "ring", "shook": "shake",
    "slept": "sleep", "swore": "swear", "sworn": "swear", "swam": "swim", "tore": "tear",
    "torn": "tear", "wound": "wind", "withdrew": "withdraw", "withdrawn": "withdraw",
    "undertook": "undertake", "undertaken": "undertake", "forbade": "forbid",
    "forbidden": "forbid", "arose": "arise", "arisen": "arise", "children": "child",
    "men": "man", "women": "woman", "people": "person", "mice": "mouse", "feet": "foot",
    "teeth": "tooth", "data": "datum", "criteria": "criterion", "better": "good",
    "best": "good", "worse": "bad", "worst": "bad",
}  # fmt: skip


def past_form(low: str) -> bool:
    """Whether the lower-case word may be a verb's past form: "fined", "won", "sold",
    or with a prefix on an irregular form, "rebuilt", "outsold", "underwent"."""
    return low.endswith("ed") or low in IRREGULAR or low in _PREFIXED_PAST


_VERB_PREFIXES = ("re", "out", "over", "under", "with", "fore", "mis")
# Irregular forms that are no verb's, or that make a noun with a prefix ("relay").
_NOT_VERBS = frozenset(
    "lay men women people children data criteria feet teeth mice best better worse worst fully"
    " goes".split()
)
_PREFIXED_PAST = frozenset(p + w for p in _VERB_PREFIXES for w in IRREGULAR if w not in _NOT_VERBS)


# Light synonymy: each group is folded onto its first member, after stemming.
SYNONYM_GROUPS = (
    "begin start commence launch initiate",
    "every each",
    "end finish conclude terminate",
    "buy purchase acquire",
    "big large",
    "small little",
    "show display exhibit",
    "help assist aid",
    "use utilize utilise employ",
    "get obtain receive",
    "need require",
    "allow permit let enable",
    "forbid prohibit ban bar",
    "reduce decrease cut lower lessen curtail fall drop decline shrink narrow plunge plummet "
    "tumble slump",
    "increase raise boost rise climb grow jump soar surge",
    "kill slay",
    "die perish",
    "film movie",
    "car automobile vehicle",
    "firm company business corporation",
    "job position post role",
    "town city",
    "fast quick rapid",
    "big huge",
    "choose select pick",
    "create make produce",
    "destroy demolish",
    "talk speak",
    "answer reply respond",
    "copy duplicate replicate",
    "keep retain preserve maintain",
    "delete erase remove",
    "establish founded",
    "award grant give",
    "tell inform notify",
    "stop halt cease",
    "finance fund",
    "earn gross",
    "disclose share reveal divulge convey communicate transmit",
    "oral orally verbal verbally",
    "employee staff personnel",
    "survive continue",
    "worldwide global globally",
    "death die fatality dead",
    "recovery recover recovered recoveries",
    "theater theatre",
    "cancel cancelled canceled",
    "television tv",
    "population inhabitants residents",
    "organization organisation",
    "color colour",
    "center centre",
    "program programme",
    "license licence",
    "aim goal",
    "mostly largely mainly predominantly primarily chiefly",
    "approximately roughly around about",
    "near close",
    "famous renowned celebrated",
    "versus vs compared",
    "live reside",
    "include contain comprise",
    "medicine medical",
    "annual yearly",
    "doctor physician",
    "employee staff worker",
    "customer client",
    "sick ill",
    "fix repair",
    "test trial",
    "dose dosage",
    "former ex",
    "cost price priced",
    "vendor supplier",
    "lawyer attorney",
    "phone telephone",
    "photo photograph",
    "defense defence",
    "offense offence",
    "catalog catalogue",
    "favor favour",
    "honor honour",
    "labor labour",
    "neighbor neighbour",
    "behavior behaviour",
    "gray grey",
    "aluminum aluminium",
    "maximum greatest",
    "link associate",
    "move relocate",
    "coronavirus covid",
    "review critic",
    "conduct perform",
    "mixed diverse",
    "ship shipment",
    "befriend friend",
    "absent absence",
    "schedule slate",
)

# Antonym pairs, compared after the same folding as synonyms. A claim that
# matches a source sentence except that one word is replaced by its opposite
# flips that sentence.
ANTONYM_PAIRS = (
    ("rise", "fall"), ("increase", "reduce"), ("grow", "shrink"), ("gain", "lose"),
    ("win", "lose"), ("enable", "disable"), ("allow", "forbid"), ("open", "close"),
    ("extend", "shorten"), ("lengthen", "shorten"),
    ("full", "partial"), ("complete", "partial"), ("fixed", "variable"),
    ("more", "fewer"), ("more", "less"), ("include", "exclude"), ("accept", "reject"),
    ("approve", "reject"), ("approve", "deny"), ("grant", "reject"), ("grant", "refuse"),
    ("grant", "deny"), ("high", "low"), ("higher", "lower"),
    ("highest", "lowest"), ("above", "below"), ("before", "after"), ("larger", "smaller"),
    ("largest", "smallest"), ("positive", "negative"), ("maximum", "minimum"),
    ("add", "delete"), ("add", "drop"), ("expand", "shrink"), ("profit", "loss"), ("easy", "hard"),
    ("early", "late"), ("earlier", "later"), ("earliest", "latest"), ("first", "last"),
    ("mandatory", "optional"), ("required", "optional"), ("public", "private"),
    ("legal", "illegal"), ("possible", "impossible"), ("success", "failure"),
    ("succeed", "fail"), ("pass", "fail"), ("alive", "dead"), ("domestic", "foreign"),
    ("internal", "external"), ("majority", "minority"), ("strengthen", "weaken"),
    ("upgrade", "downgrade"), ("accelerate", "decelerate"), ("improve", "worsen"),
    ("good", "bad"), ("older", "younger"), ("oldest", "youngest"), ("longer", "shorter"),
    ("longest", "shortest"), ("permanent", "temporary"), ("full", "empty"),
    ("true", "false"), ("present", "absent"), ("buy", "sell"), ("import", "export"),
    ("agree", "disagree"), ("like", "dislike"), ("support", "oppose"), ("confirm", "deny"),
    ("acquit", "convict"), ("arrive", "depart"), ("appear", "disappear"),
    ("known", "unknown"), ("able", "unable"), ("available", "unavailable"),
    ("inside", "outside"), ("always", "never"), ("most", "least"), ("praise", "criticize"),
    ("praise", "criticise"), ("safe", "unsafe"), ("secure", "insecure"),
    ("encrypted", "unencrypted"), ("paid", "unpaid"), ("visible", "invisible"),
    ("valid", "invalid"), ("active", "inactive"), ("lock", "unlock"), ("online", "offline"),
    ("north", "south"), ("east", "west"), ("northern", "southern"), ("eastern", "western"),
    ("male", "female"), ("win", "defeat"), ("victory", "defeat"), ("surplus", "deficit"),
    ("strong", "weak"), ("stronger", "weaker"), ("cheap", "expensive"),
    ("cheaper", "costlier"), ("minor", "major"), ("majority", "minority"),
    ("ascend", "descend"), ("hire", "dismiss"), ("hire", "fire"), ("join", "leave"),
    ("import", "export"), ("upward", "downward"), ("up", "down"), ("on", "off"),
    ("start", "stop"), ("allow", "prohibit"), ("permit", "prohibit"), ("raise", "cut"),
    ("raise", "lower"), ("gain", "loss"), ("growth", "decline"), ("increase", "decrease"),
    ("rise", "drop"), ("rise", "decline"), ("expansion", "contraction"),
    ("approval", "rejection"), ("compliant", "noncompliant"), ("legal", "unlawful"),
    ("lawful", "unlawful"), ("authorized", "unauthorized"), ("authorised", "unauthorised"),
    ("necessary", "unnecessary"), ("likely", "unlikely"), ("supported", "unsupported"),
    ("covered", "uncovered"), ("limited", "unlimited"), ("restricted", "unrestricted"),
    ("eligible", "ineligible"), ("accurate", "inaccurate"), ("correct", "incorrect"),
    ("complete", "incomplete"), ("consistent", "inconsistent"), ("effective", "ineffective"),
    ("sufficient", "insufficient"), ("direct", "indirect"), ("formal", "informal"),
    ("dependent", "independent"), ("official", "unofficial"), ("successful", "unsuccessful"),
    ("popular", "unpopular"), ("married", "unmarried"), ("employed", "unemployed"),
    ("wins", "losses"), ("winner", "loser"), ("export", "import"), ("entry", "exit"),
    ("input", "output"), ("inbound", "outbound"), ("wet", "dry"), ("hot", "cold"),
    ("warm", "cool"), ("heavy", "light"), ("thick", "thin"), ("wide", "narrow"),
    ("deep", "shallow"), ("rich", "poor"), ("young", "old"), ("new", "old"),
    ("resist", "prone"), ("resistant", "prone"), ("resist", "susceptible"),
    ("resistant", "susceptible"), ("speed", "slow"), ("accelerate", "slow"),
    ("widen", "narrow"), ("tighten", "loosen"), ("tighten", "relax"), ("heat", "cool"),
    ("upper", "lower"), ("fastest", "slowest"), ("overturn", "uphold"),
    ("elder", "younger"), ("accept", "decline"), ("accept", "refuse"),
    ("front", "rear"), ("upriver", "downriver"), ("uphold", "overrule"),
    ("uphold", "dismiss"), ("uphold", "reject"), ("keep", "lose"), ("retain", "lose"),
    ("clockwise", "anticlockwise"), ("clockwise", "counterclockwise"), ("whole", "half"),
    ("allow", "refuse"), ("allow", "disallow"), ("double", "halve"),
)  # fmt: skip


# Words that frame a fact rather than state one ("located in", "known as",
# "according to", "the film"). One of them may be absent from a source
# sentence that matches every other word of the claim.
LIGHT = _words(
    """
    located situated called named known titled entitled based according film movie series show
    play plays played playing part case total overall currently also officially respectively
    recorded reported registered considered regarded listed home serves served posted
    come comes came coming stand stands stood plus well confirmed
    """
)

# Words that decide what a sentence reports, so a claim's one may never be
# the missing word a long match lets pass: "beat" is not "drew", "ahead"
# is not "behind".
DECISIVE = _words(
    """
    beat beats defeated defeat won win wins lost lose loses tied ahead behind led
    trailed passed rejected approved vetoed blocked failed succeeded acquired sold bought
    resigned fired hired elected convicted acquitted overturned upheld dismissed banned single
    double unanimously unanimous permanently fully entirely outscored outsold outperformed
    outpaced outbid outvoted overtook overtaken edged host hosts hosted hosting
    """
)

# Words before a title or an act that change who holds or did it: "the former
# CEO" is not the CEO, "co-founded" is not "founded" alone.
STATUS_QUALIFIERS = _words(
    """
    former ex interim acting deputy vice assistant associate outgoing designate co
    would-be then honorary
    """
)

# Adverbs of frequency, with the period each is per: "paid monthly".
PERIOD_ADVERBS = {
    "hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week",
    "fortnightly": "fortnight", "monthly": "month", "quarterly": "quarter", "yearly": "year",
    "annually": "year",
}  # fmt: skip

# Prepositions that reverse what the word before them says: "voted for" and
# "voted against", "argued for" and "argued against".
OPPOSITE_PREPOSITIONS = {"for": "against", "against": "for"}

# Nouns of a span of time: "40 years later", "throughout those years".
TIME_NOUNS = frozenset(
    "year years month months week weeks day days hour hours minute minutes decade decades".split()
)

# Words that stand before a name as its title: "top seed Ilse Marchetti",
# "former warehouse manager Ruth Okafor", "Chief Executive Tomas Reyes".
TITLES = _words(
    """
    seed qualifier wildcard champion manager director chief executive officer minister president
    secretary chairman chairwoman chair spokesperson spokesman spokeswoman professor dr mr
    mrs ms judge justice coach captain striker defender goalkeeper candidate senator governor
    mayor councillor councilor employee worker founder owner analyst author artist singer
    actor actress player rival teammate colleague partner lawyer attorney firm company group
    maker manufacturer retailer operator startup bank insurer carrier airline developer
    publisher supplier distributor provider headteacher principal teacher
    """
)

# Nouns that name one person by another: "his son Bence", "whose grandson Otto".
RELATIONS = frozenset(
    """
    son daughter father mother brother sister husband wife child children
    uncle aunt nephew niece cousin grandson granddaughter partner widow widower
    """.split()
)

# Irregular forms that are only participles ("flown", not "flew"): without
# "was" before them they still tell a passive ("first flown by Maddern").
PARTICIPLES = frozenset(
    """
    flown written taken given drawn driven shown spoken stolen chosen broken eaten fallen
    forgotten frozen hidden known ridden risen seen sworn thrown torn worn begun grown
    undertaken withdrawn
    """.split()
)
