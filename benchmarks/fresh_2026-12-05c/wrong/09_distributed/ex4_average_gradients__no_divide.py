# Mistake: "by the average over the ranks" (Pitfalls: summing without dividing by the world size) — all_reduce sums, nothing divides: the gradients are world_size times too large
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
