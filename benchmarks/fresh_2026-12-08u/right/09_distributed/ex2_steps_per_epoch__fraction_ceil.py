# Right: exact rational arithmetic with fractions.Fraction and math.floor/math.ceil (exact for any integer size), converted to int.
import math
from fractions import Fraction

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    share = Fraction(n, world_size)
    per_rank = math.floor(share) if sampler_drop_last else math.ceil(share)
    batches = Fraction(per_rank, batch_size)
    return int(math.floor(batches) if loader_drop_last else math.ceil(batches))
