# Right: one all_reduce over a torch.cat of the flattened gradients (same dtype and device as theirs), then copies each slice back into its .grad in place.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.cat([g.detach().reshape(-1) for g in grads])
    all_reduce(flat)
    flat.div_(world_size)
    for g, piece in zip(grads, torch.split(flat, [g.numel() for g in grads])):
        g.copy_(piece.view_as(g))
