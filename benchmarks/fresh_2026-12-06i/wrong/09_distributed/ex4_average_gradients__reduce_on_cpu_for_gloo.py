# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and "where the model is on an accelerator it refuses a tensor on the CPU, as NCCL does") — it hands all_reduce a CPU copy of each gradient ("gloo works on CPU tensors") and copies the sum back; on the CPU .cpu() is the gradient itself so it works, on an accelerator the all_reduce refuses the CPU tensor.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None:
            continue
        buf = p.grad.detach().cpu()          # gloo, the CPU backend, reduces CPU tensors
        all_reduce(buf)
        buf /= world_size
        p.grad.copy_(buf)
