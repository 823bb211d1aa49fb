# Diagnosis: domain-raised
# Pitfall: one flat buffer for a single all_reduce, made with torch.zeros(total): on the CPU (an accelerator's collective refuses it) and in the default dtype (a float64 model's gradients are averaged in float32 and come back rounded).
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
