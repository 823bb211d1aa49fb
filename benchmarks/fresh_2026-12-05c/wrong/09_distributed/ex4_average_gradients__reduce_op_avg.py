# Mistake: "Do not ask all_reduce to average (op=ReduceOp.AVG): gloo ... does not support it, and neither does the all_reduce the tests pass" — passes op=dist.ReduceOp.AVG
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad, op=dist.ReduceOp.AVG)
