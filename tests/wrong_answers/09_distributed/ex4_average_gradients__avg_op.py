# Diagnosis: reduce-op
# Pitfall: asks the collective to average (ReduceOp.AVG), which gloo does not support.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad, op=dist.ReduceOp.AVG)
