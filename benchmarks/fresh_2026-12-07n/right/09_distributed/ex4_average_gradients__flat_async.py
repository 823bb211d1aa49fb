# Right: one asynchronous all_reduce over a flat buffer of all gradients (built on their own device and dtype), waited on, divided, then copied back into each existing .grad in place.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.cat([g.detach().reshape(-1) for g in grads])
    handle = all_reduce(flat, async_op=True)
    if handle is not None:
        handle.wait()
    flat.div_(world_size)
    offset = 0
    with torch.no_grad():
        for g in grads:
            n = g.numel()
            g.copy_(flat[offset:offset + n].view_as(g))
            offset += n
