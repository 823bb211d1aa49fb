# Mistake: "`model`: a float32 or float64 model" with "replaces every existing `.grad` ... by the average over the ranks" — one flat buffer for a single collective, but made with torch.zeros(total), i.e. the default dtype (float32) on the CPU: a float64 model's gradients are averaged in float32 and copied back rounded (and on a GPU the buffer is on the wrong device)
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.zeros(sum(g.numel() for g in grads))
    offset = 0
    for g in grads:
        flat[offset:offset + g.numel()] = g.flatten()
        offset += g.numel()
    all_reduce(flat)
    flat /= world_size
    offset = 0
    for g in grads:
        g.copy_(flat[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
