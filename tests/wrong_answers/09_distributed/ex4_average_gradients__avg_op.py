# Diagnosis: reduce-op
# Pitfall: asks the collective to average (ReduceOp.AVG), which the prompt rules out: the exercise divides by hand (gloo refused AVG until recent releases; the tests' all_reduce only sums).
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad, op=dist.ReduceOp.AVG)
