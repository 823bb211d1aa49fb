# Right: exact rational arithmetic with fractions.Fraction and math.floor/math.ceil (Fraction's floor and ceil are exact at any size), instead of the // idiom.
import math
from fractions import Fraction

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    share = Fraction(int(n), int(world_size))
    per_rank = math.floor(share) if sampler_drop_last else math.ceil(share)
    batches = Fraction(per_rank, int(batch_size))
    return int(math.floor(batches) if loader_drop_last else math.ceil(batches))
