# Right: integer arithmetic only, with the ceiling written as a // b plus one when a % b is non-zero (int(bool) is 0 or 1); exact for Python ints of any size, 0 for n = 0, and an int (never a bool or float) returned
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    def ceil_div(a, b):
        return a // b + int(a % b != 0)

    per_rank = n // world_size if sampler_drop_last else ceil_div(n, world_size)
    return per_rank // batch_size if loader_drop_last else ceil_div(per_rank, batch_size)
