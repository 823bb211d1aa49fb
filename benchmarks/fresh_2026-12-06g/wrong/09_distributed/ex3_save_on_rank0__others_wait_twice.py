# Mistake: "every rank (rank 0 included) then calls `barrier()` exactly once" — the other ranks first wait "for rank 0 to start writing" and then wait again for it to finish: they call barrier() twice while rank 0 calls it once, so with a real collective the others wait forever at their second barrier
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
    else:
        barrier()
    barrier()
