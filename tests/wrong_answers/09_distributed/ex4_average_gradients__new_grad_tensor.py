# Diagnosis: grad-replaced
# Pitfall: p.grad = p.grad / world_size puts a new tensor in .grad instead of updating the existing one.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad = p.grad / world_size
