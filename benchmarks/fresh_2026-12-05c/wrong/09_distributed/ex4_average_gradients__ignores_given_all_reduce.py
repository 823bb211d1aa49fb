# Mistake: "all_reduce(tensor) sums a tensor in place across ranks (use dist.all_reduce when None is passed)" (Pitfalls: ignoring the all_reduce you are given) — always calls dist.all_reduce, which fails without a process group and bypasses the one passed in
def average_gradients(model, world_size, all_reduce=None):
    for p in model.parameters():
        if p.grad is not None:
            dist.all_reduce(p.grad)
            p.grad.div_(world_size)
