# Mistake: "a float32 or float64 model" / "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — packs the gradients into a flat buffer made with torch.zeros(total), which is float32 on the CPU: a float64 model's gradients are reduced at float32 precision, and on an accelerator the all_reduce gets a CPU tensor.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.zeros(sum(g.numel() for g in grads))
    offset = 0
    for g in grads:
        flat[offset:offset + g.numel()].copy_(g.reshape(-1))
        offset += g.numel()
    all_reduce(flat)
    flat /= world_size
    offset = 0
    for g in grads:
        g.copy_(flat[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
