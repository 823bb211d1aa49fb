# Mistake: "Skip parameters whose `.grad` is `None`: they stay `None`" — the flat-buffer version calls torch.cat on the list of existing gradients without checking it is empty, so a model whose parameters all have .grad None raises RuntimeError instead of leaving them alone.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    flat = torch.cat([g.reshape(-1) for g in grads])
    all_reduce(flat)
    flat.div_(world_size)
    offset = 0
    for g in grads:
        g.copy_(flat[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
