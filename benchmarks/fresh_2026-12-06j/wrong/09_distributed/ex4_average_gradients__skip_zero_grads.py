# Mistake: "Skip parameters whose `.grad` is `None` ... Average every other `.grad`": gradients that are all zeros on this rank are skipped too ("nothing to send"), but the other ranks' gradients for that parameter need not be zero, so this rank keeps 0 instead of the average (and, on real ranks, calls fewer collectives than the others, which hangs).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None or not p.grad.any():
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
