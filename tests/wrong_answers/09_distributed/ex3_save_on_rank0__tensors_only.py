# Diagnosis: wrong-content
# Pitfall: only the tensors are saved; the step and other plain values are lost.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save({k: v for k, v in state.items() if isinstance(v, torch.Tensor)}, path)
    barrier()
