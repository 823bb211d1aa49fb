# Mistake: "the inputs come back unchanged and global state as found" — to keep a slice of a larger tensor from saving its whole storage, rank 0 replaces the tensors of the caller's own dict by clones, so `state` comes back holding other tensor objects (no longer aliasing the model's weights).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        for key, value in state.items():
            if torch.is_tensor(value):
                state[key] = value.detach().clone()  # only the slice's own elements go to the file
        torch.save(state, path)
    barrier()
