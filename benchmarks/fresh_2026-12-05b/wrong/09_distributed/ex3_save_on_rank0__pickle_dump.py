# Mistake: "rank 0 saves `state` to `path` with `torch.save`" -- writes the file with pickle.dump instead of torch.save.
import pickle

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        with open(path, "wb") as f:
            pickle.dump(state, f)
    barrier()
