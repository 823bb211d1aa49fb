# Mistake: "one over a flat buffer holding them all" for "a float32 or float64 model" and "where the model is on an accelerator it refuses a tensor on the CPU": the flat buffer is torch.zeros(total), float32 on the CPU, so a float64 model's gradients lose precision in it and a model on an accelerator hands all_reduce a CPU tensor.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.zeros(sum(g.numel() for g in grads))     # one collective for all gradients
    offset = 0
    for g in grads:
        flat[offset:offset + g.numel()] = g.reshape(-1)
        offset += g.numel()
    all_reduce(flat)
    flat /= world_size
    offset = 0
    for g in grads:
        g.copy_(flat[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
