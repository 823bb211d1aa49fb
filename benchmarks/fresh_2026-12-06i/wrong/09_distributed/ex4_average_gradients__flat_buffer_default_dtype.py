# Mistake: "`model`: a float32 or float64 model" — the gradients are packed into one flat buffer made with torch.zeros(total, device=...) in the default dtype (float32), so a float64 model's gradients are summed and averaged in float32 and lose precision when copied back.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.zeros(sum(g.numel() for g in grads), device=grads[0].device)
    offset = 0
    for g in grads:
        flat[offset:offset + g.numel()] = g.reshape(-1)
        offset += g.numel()
    all_reduce(flat)                     # one collective instead of one per gradient
    flat /= world_size
    offset = 0
    for g in grads:
        g.copy_(flat[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
