# Mistake: "(use `dist.all_reduce` when `None` is passed)" / "one over a flat buffer holding them all (then copy the results back into each `.grad`)" — the flat buffer is created on the CPU whatever the gradients' device, so on GPUs the collective gets a CPU tensor (NCCL refuses it) and every gradient makes a device round trip; only right when the model is on the CPU.
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
