# Mistake: "rank 0 saves `state` to `path` with `torch.save`" — saves only the tensor entries (to keep the file loadable with weights_only=True), dropping ints, floats, the string, the nested dict, the list and None
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tensors = {k: v for k, v in state.items() if isinstance(v, torch.Tensor)}
        torch.save(tensors, path)
    barrier()
