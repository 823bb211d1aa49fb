# Right: DDP-like bucketing: one flat buffer per (device, dtype) group, built with torch.cat on the gradients' own device and dtype, divided first then summed with one all_reduce per group, and copied back into each .grad in place.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    groups = {}
    for p in model.parameters():                       # parameters() lists a shared weight once
        if p.grad is not None:
            groups.setdefault((p.grad.device, p.grad.dtype), []).append(p.grad)
    with torch.no_grad():
        for key in sorted(groups, key=str):            # the same order on every rank
            grads = groups[key]
            flat = torch.cat([g.reshape(-1) for g in grads])
            flat.div_(world_size)
            reduce(flat)
            for g, piece in zip(grads, flat.split([g.numel() for g in grads])):
                g.copy_(piece.view_as(g))
