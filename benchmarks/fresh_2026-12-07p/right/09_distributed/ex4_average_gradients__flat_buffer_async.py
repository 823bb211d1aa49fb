# Right: divides every gradient first (as DDP does), packs them into one flat buffer, runs a single async all_reduce on it and waits on its handle, then copies the pieces back into the same .grad tensors.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.cat([g.reshape(-1) for g in grads]) / world_size
    handle = all_reduce(flat, async_op=True)
    if handle is not None:
        handle.wait()
    offset = 0
    for g in grads:
        n = g.numel()
        g.copy_(flat[offset:offset + n].view_as(g))
        offset += n
