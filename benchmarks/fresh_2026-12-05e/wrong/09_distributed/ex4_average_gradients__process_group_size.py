# Mistake: "Write `average_gradients(model, world_size, all_reduce=None)`" — divides by dist.get_world_size() instead of the world_size argument; without an initialised default process group (the tests' simulated ranks) it raises, and otherwise it ignores the caller's world size
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    size = dist.get_world_size() if dist.is_available() else world_size
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad.div_(size)
