# Right: one flat buffer per (device, dtype) group built with torch.cat (so it keeps the gradients' device and dtype), each pre-divided by world_size and all-reduced once, then copied back into the very same .grad tensors; no gradients means no collective at all.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    groups = {}
    for p in model.parameters():
        if p.grad is not None:
            groups.setdefault((p.grad.device, p.grad.dtype), []).append(p.grad)
    for key in sorted(groups, key=str):          # the same order on every rank
        grads = groups[key]
        flat = torch.cat([g.detach().reshape(-1) for g in grads]).div_(world_size)
        all_reduce(flat)
        for g, part in zip(grads, flat.split([g.numel() for g in grads])):
            g.copy_(part.view_as(g))
