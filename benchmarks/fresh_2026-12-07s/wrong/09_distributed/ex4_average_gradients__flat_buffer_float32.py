# Mistake: "a float32 or float64 model" with "the result as the reference's" - packs the gradients into a preallocated torch.zeros(total) buffer, whose default dtype is float32, so a float64 model's gradients are rounded to float32 before being copied back.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    total = sum(g.numel() for g in grads)
    buf = torch.zeros(total, device=grads[0].device)
    offset = 0
    for g in grads:
        buf[offset:offset + g.numel()].copy_(g.reshape(-1))
        offset += g.numel()
    all_reduce(buf)
    buf /= world_size
    offset = 0
    for g in grads:
        g.copy_(buf[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
