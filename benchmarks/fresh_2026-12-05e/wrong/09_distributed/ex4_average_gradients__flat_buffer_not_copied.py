# Mistake: "one `all_reduce` ... over a flat buffer holding them all (then copy the results back into each `.grad`)" — reduces and divides the flat buffer but copies back only when the model has one gradient (a single view), so every model with several gradients keeps its unreduced .grad
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.cat([g.reshape(-1) for g in grads])
    all_reduce(flat)
    flat.div_(world_size)
    if len(grads) == 1:
        grads[0].copy_(flat.view_as(grads[0]))
