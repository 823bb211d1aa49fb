# Mistake: "Other ranks never write ... other ranks leave the folder as it was" — every rank opens the file with "wb" and only rank 0 writes into it, so the other ranks truncate the checkpoint (to an empty file) on opening
def save_on_rank0(state, path, rank, barrier):
    with open(path, "wb") as f:
        if rank == 0:
            torch.save(state, f)
    barrier()
