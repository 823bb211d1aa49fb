# Mistake: "replaces every existing `.grad` ... by the average over the ranks" (a float64 model allowed) — the flat buffer is made with torch.zeros(total), the default dtype float32, so a float64 model's gradients are summed and averaged in float32 and come back rounded to float32 precision.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    with torch.no_grad():
        flat = torch.zeros(sum(g.numel() for g in grads), device=grads[0].device)   # one collective for all
        offset = 0
        for g in grads:
            flat[offset:offset + g.numel()] = g.reshape(-1)
            offset += g.numel()
        flat.div_(world_size)
        all_reduce(flat)
        offset = 0
        for g in grads:
            g.copy_(flat[offset:offset + g.numel()].view_as(g))
            offset += g.numel()
