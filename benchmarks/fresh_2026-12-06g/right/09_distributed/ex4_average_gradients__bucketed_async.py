# Right: divides first (as DDP does), then one flat bucket per (device, dtype) built with torch.cat (same dtype and device as the gradients), reduced asynchronously, every handle waited on, and copied back into each existing .grad with copy_; shared parameters appear once in model.parameters(), None gradients never leave the model
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    buckets = {}
    for p in model.parameters():
        if p.grad is not None:
            buckets.setdefault((p.grad.device, p.grad.dtype), []).append(p.grad)
    pending = []
    for grads in buckets.values():
        flat = torch.cat([g.reshape(-1) for g in grads]) / world_size
        pending.append((all_reduce(flat, async_op=True), flat, grads))
    for handle, flat, grads in pending:
        if handle is not None:
            handle.wait()
        offset = 0
        for g in grads:
            g.copy_(flat[offset:offset + g.numel()].view_as(g))
            offset += g.numel()
