# One collective for all gradients: flatten them into one buffer, sum it over ranks, average,
# and copy each slice back into its .grad.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = all_reduce or dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.cat([g.reshape(-1) for g in grads])
    all_reduce(flat)
    flat /= world_size
    offset = 0
    for g in grads:
        g.copy_(flat[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
