# Mistake: "nothing else may change: no other global state" — it switches autograd off with torch.set_grad_enabled(False) (so the in-place ops are not recorded) and never switches it back, leaving the caller's grad mode disabled after the call.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    torch.set_grad_enabled(False)
    for p in model.parameters():
        if p.grad is not None:
            p.grad.div_(world_size)
            reduce(p.grad)
