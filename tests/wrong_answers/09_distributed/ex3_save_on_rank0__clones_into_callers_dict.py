# Diagnosis: input-modified
# Pitfall: rank 0 replaces the tensors of the caller's dict by clones before saving: the caller's dict comes back holding other objects.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        for key, value in state.items():
            if torch.is_tensor(value):
                state[key] = value.detach().clone()  # only the slice's own elements go to the file
        torch.save(state, path)
    barrier()
