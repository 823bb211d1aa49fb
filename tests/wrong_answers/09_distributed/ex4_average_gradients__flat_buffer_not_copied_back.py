# Diagnosis: reduced-a-copy
# Pitfall: one all_reduce over a flat buffer, whose averaged values are never copied back into the .grad tensors.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    flat = torch.cat([g.flatten() for g in grads])
    all_reduce(flat)
    flat /= world_size
