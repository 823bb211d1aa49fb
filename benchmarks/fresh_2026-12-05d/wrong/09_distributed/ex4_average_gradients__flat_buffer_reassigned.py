# Mistake: "every `.grad` stays the same tensor object" — reduces one flat buffer and hands each parameter a view of it as its new .grad; the values are averaged but the optimizer-visible .grad objects are replaced
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    params = [p for p in model.parameters() if p.grad is not None]
    if not params:
        return
    flat = torch.cat([p.grad.reshape(-1) for p in params])
    reduce(flat)
    flat /= world_size
    offset = 0
    for p in params:
        n = p.grad.numel()
        p.grad = flat[offset:offset + n].view_as(p)
        offset += n
