# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" and "`all_reduce` ... where the model is on an accelerator it refuses a tensor on the CPU": the flat buffer is made with torch.zeros(total) (default device and dtype), so for a model on a GPU the buffer handed to all_reduce is on the CPU and is refused (and for a float64 model it rounds the gradients to float32).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
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
