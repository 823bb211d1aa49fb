# Mistake: "so that when the function returns on any rank, the file is complete and may be read" -- rank 0 saves in a background thread so the barrier is reached (and the function returns) before the file is written.
import threading

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        threading.Thread(target=torch.save, args=(state, path), daemon=True).start()
    barrier()
