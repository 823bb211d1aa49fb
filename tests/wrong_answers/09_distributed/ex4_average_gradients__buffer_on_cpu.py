# Diagnosis: domain-raised
# Pitfall: the flat buffer made on the CPU whatever the gradients' device: an accelerator's collective (NCCL) refuses it.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    with torch.no_grad():
        flat = torch.cat([g.detach().reshape(-1).cpu() for g in grads])
        all_reduce(flat)
        flat /= world_size
        start = 0
        for g in grads:
            g.copy_(flat[start:start + g.numel()].view_as(g))
            start += g.numel()
