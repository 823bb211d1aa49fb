# Mistake: "Use integer arithmetic only (... the tests also pass n far above 2**53, where a float division such as math.ceil(n / w) rounds)" — uses math.ceil/floor of float divisions, wrong for n past 2**53
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = math.floor(n / world_size) if sampler_drop_last else math.ceil(n / world_size)
    return math.floor(per_rank / batch_size) if loader_drop_last else math.ceil(per_rank / batch_size)
