# Mistake: "Use integer arithmetic only (`//`, and `-(-a // b)` for a ceiling; the tests also pass `n` far above `2**53`, where a float division ... rounds)" — avoids math.ceil but floors with int(n / world_size) and adds the remainder test: n / world_size is a float, so for n above 2**53 the quotient is rounded before int() truncates it and the count is off
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = int(n / world_size)
    if not sampler_drop_last and n % world_size:
        per_rank += 1
    steps = per_rank // batch_size
    if not loader_drop_last and per_rank % batch_size:
        steps += 1
    return steps
